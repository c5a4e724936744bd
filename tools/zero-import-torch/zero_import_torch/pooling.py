"""2-d max and average pooling, forward and backward, as slices, pads and
elementwise ops (so that the lowering stays in linalg/tensor/arith).

PyTorch's own decompositions of the backwards scatter into the input
(torch-mlir: tm_tensor.scatter, not upstream MLIR), and torch-mlir cannot
lower avg_pool2d_backward. Here a window is taken apart by its K = kH x kW
offsets: offset (i, j) of every window is the strided slice
x_pad[:, :, i*dH :: sH, j*dW :: sW] (OH x OW), so the forward is a max or
sum over K slices, and the backward puts each offset's share of the
gradient back with the inverse of that slice (zeros between the strides,
then a shift) and sums the K shares: the scatter-add of overlapping windows
without a scatter. Max pooling's gradient goes to the first maximum of
each window (PyTorch's choice, kept through the indices it returns).
Adaptive average pooling is two matmuls with averaging matrices (the
window of output o covers [floor(o*H/OH), ceil((o+1)*H/OH))), its
backward the transposed matmuls; torch-mlir cannot lower the backward.
"""
import torch
import torch.nn.functional as F


def _pair(v, default=None):
    if v is None or (isinstance(v, (list, tuple)) and len(v) == 0):
        v = default
    if isinstance(v, int):
        return v, v
    return (v[0], v[0]) if len(v) == 1 else (v[0], v[1])


def _out_size(size, k, s, p, d, ceil):
    eff = d * (k - 1) + 1
    n = size + 2 * p - eff
    out = (n + (s - 1 if ceil else 0)) // s + 1
    if ceil and (out - 1) * s >= size + p:  # the last window must start inside the input or left pad
        out -= 1
    return out


class _Geometry:
    def __init__(self, x, kernel_size, stride, padding, dilation, ceil_mode):
        self.kH, self.kW = _pair(kernel_size)
        self.sH, self.sW = _pair(stride, (self.kH, self.kW))
        self.pH, self.pW = _pair(padding)
        self.dH, self.dW = _pair(dilation)
        self.H, self.W = x.shape[-2], x.shape[-1]
        self.OH = _out_size(self.H, self.kH, self.sH, self.pH, self.dH, ceil_mode)
        self.OW = _out_size(self.W, self.kW, self.sW, self.pW, self.dW, ceil_mode)
        # the padded extent every window's slices stay within
        self.HP = max(self.H + 2 * self.pH, (self.OH - 1) * self.sH + self.dH * (self.kH - 1) + 1)
        self.WP = max(self.W + 2 * self.pW, (self.OW - 1) * self.sW + self.dW * (self.kW - 1) + 1)

    def offsets(self):
        return [(i, j) for i in range(self.kH) for j in range(self.kW)]

    def pad(self, x, value):
        """x padded to HP x WP: the left/top padding, then the rest."""
        return F.pad(x, (self.pW, self.WP - self.W - self.pW, self.pH, self.HP - self.H - self.pH),
                     value=value)

    def slice(self, xp, i, j):
        """Offset (i, j) of every window: OH x OW."""
        h0, w0 = i * self.dH, j * self.dW
        return xp[..., h0:h0 + (self.OH - 1) * self.sH + 1:self.sH,
                  w0:w0 + (self.OW - 1) * self.sW + 1:self.sW]

    def unslice(self, g, i, j):
        """The inverse of slice: g (OH x OW) at its padded positions, zeros
        elsewhere, cropped back to H x W."""
        lead = g.shape[:-2]
        g = g.reshape(lead + (self.OH, 1, self.OW, 1))
        g = F.pad(g, (0, self.sW - 1, 0, 0, 0, self.sH - 1))
        g = g.reshape(lead + (self.OH * self.sH, self.OW * self.sW))
        h0, w0 = i * self.dH, j * self.dW
        g = F.pad(g, (w0, max(0, self.WP - w0 - self.OW * self.sW),
                      h0, max(0, self.HP - h0 - self.OH * self.sH)))
        return g[..., self.pH:self.pH + self.H, self.pW:self.pW + self.W]


def max_pool2d_with_indices(x, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False):
    g = _Geometry(x, kernel_size, stride, padding, dilation, ceil_mode)
    xp = g.pad(x, float("-inf"))
    windows = torch.stack([g.slice(xp, i, j) for i, j in g.offsets()], dim=-1)
    values = windows.amax(dim=-1)
    k = len(g.offsets())
    first = torch.where(windows == values.unsqueeze(-1),
                        torch.arange(k, device=x.device), k).amin(dim=-1)
    # PyTorch's indices: the flat position in the input's H x W
    oh = torch.arange(g.OH, device=x.device).unsqueeze(-1)
    ow = torch.arange(g.OW, device=x.device)
    row = oh * g.sH - g.pH + (first // g.kW) * g.dH
    col = ow * g.sW - g.pW + (first % g.kW) * g.dW
    return values, row * g.W + col


def max_pool2d_with_indices_backward(grad, x, kernel_size, stride, padding, dilation, ceil_mode,
                                     indices):
    g = _Geometry(x, kernel_size, stride, padding, dilation, ceil_mode)
    oh = torch.arange(g.OH, device=x.device).unsqueeze(-1)
    ow = torch.arange(g.OW, device=x.device)
    i = (indices // g.W + g.pH - oh * g.sH) // g.dH  # the window offset of each maximum
    j = (indices % g.W + g.pW - ow * g.sW) // g.dW
    out = None
    for a, b in g.offsets():
        share = g.unslice(torch.where((i == a) & (j == b), grad, 0.0), a, b)
        out = share if out is None else out + share
    return out


def _divisor(x, g, count_include_pad, divisor_override):
    """Per window: what PyTorch divides its sum by (OH x OW)."""
    if divisor_override:
        return divisor_override
    ones = torch.ones((g.H, g.W), dtype=x.dtype, device=x.device)
    if count_include_pad:  # the window clipped to the input plus its padding
        valid = F.pad(ones, (g.pW, g.pW, g.pH, g.pH), value=1.0)
        valid = F.pad(valid, (0, g.WP - g.W - 2 * g.pW, 0, g.HP - g.H - 2 * g.pH))
    else:
        valid = g.pad(ones, 0.0)
    return sum(g.slice(valid, i, j) for i, j in g.offsets())


def avg_pool2d(x, kernel_size, stride=(), padding=0, ceil_mode=False, count_include_pad=True,
               divisor_override=None):
    g = _Geometry(x, kernel_size, stride, padding, 1, ceil_mode)
    xp = g.pad(x, 0.0)
    total = sum(g.slice(xp, i, j) for i, j in g.offsets())
    return total / _divisor(x, g, count_include_pad, divisor_override)


def avg_pool2d_backward(grad, x, kernel_size, stride, padding, ceil_mode, count_include_pad,
                        divisor_override):
    g = _Geometry(x, kernel_size, stride, padding, 1, ceil_mode)
    share = grad / _divisor(x, g, count_include_pad, divisor_override)
    out = None
    for i, j in g.offsets():
        s = g.unslice(share, i, j)
        out = s if out is None else out + s
    return out


def _adaptive_matrix(size, out, like):
    """[out, size]: row o averages input positions [floor(o*size/out),
    ceil((o+1)*size/out)), PyTorch's adaptive windows."""
    o = torch.arange(out, device=like.device).unsqueeze(-1)
    h = torch.arange(size, device=like.device)
    start = (o * size) // out
    end = ((o + 1) * size + out - 1) // out
    inside = ((h >= start) & (h < end)).to(like.dtype)
    return inside / (end - start).to(like.dtype)


def adaptive_avg_pool2d(x, output_size):
    oh, ow = _pair(output_size)
    a, b = _adaptive_matrix(x.shape[-2], oh, x), _adaptive_matrix(x.shape[-1], ow, x)
    return torch.matmul(torch.matmul(a, x), b.t())


def adaptive_avg_pool2d_backward(grad, x):
    a = _adaptive_matrix(x.shape[-2], grad.shape[-2], x)
    b = _adaptive_matrix(x.shape[-1], grad.shape[-1], x)
    return torch.matmul(torch.matmul(a.t(), grad), b)


def table():
    aten = torch.ops.aten
    return {
        aten.max_pool2d_with_indices.default: max_pool2d_with_indices,
        aten.max_pool2d_with_indices_backward.default: max_pool2d_with_indices_backward,
        aten.avg_pool2d.default: avg_pool2d,
        aten.avg_pool2d_backward.default: avg_pool2d_backward,
        aten._adaptive_avg_pool2d.default: adaptive_avg_pool2d,
        aten._adaptive_avg_pool2d_backward.default: adaptive_avg_pool2d_backward,
    }
