"""Every op the importer decomposes or overrides, one case each, in the
model-file protocol, so that one import checks them all (op_oracle.py).

A case is an op applied to its inputs: each float input is a constant
buffer `base` plus a parameter `delta` that starts at 0, and the output is
read out as sum(out * (r + dr)), r a constant buffer and dr a parameter
that starts at 0. The loss is the sum over the cases. After one SGD step
with lr 1 from these zeros every parameter holds minus its gradient,
exactly: delta of an input holds -d loss / d input (the op's backward
applied to r), dr holds -out (the op's forward). Integer inputs (indices,
targets) are constant buffers. Shapes are small; values are drawn in
float32 from a fixed generator, positive where the op needs it.
"""
import torch
import torch.nn as nn
import torch.nn.functional as F

G = torch.Generator().manual_seed(2024)


def randn(*shape):
    return torch.randn(shape, generator=G)


def positive(*shape):
    return torch.rand(shape, generator=G) + 0.5


def index(n, *shape):
    return torch.randint(0, n, shape, generator=G)


def _sdpa(q, k, v):
    return F.scaled_dot_product_attention(q, k, v, is_causal=True)


def _swiglu(x, w1, w2, w3):
    return F.linear(F.silu(F.linear(x, w1)) * F.linear(x, w2), w3)


def _masked_softmax(x):
    mask = torch.tril(torch.ones(4, 4, dtype=torch.bool))
    return x.masked_fill(~mask, float("-inf")).softmax(-1)


def _rotary(x, cos, sin):
    half = x.shape[-1] // 2
    rotated = torch.cat((-x[..., half:], x[..., :half]), dim=-1)
    return x * cos + rotated * sin


def _angles(x, inv_freq):
    t = torch.arange(4, dtype=torch.float32).unsqueeze(-1) * inv_freq
    return torch.cos(t).sum() * x + torch.sin(t).sum() * x * x


# name: (function, float inputs, constant inputs)
CASES = {
    "linear": (F.linear, [randn(3, 5), randn(4, 5), randn(4)], []),
    "matmul": (torch.matmul, [randn(2, 3, 5), randn(5, 4)], []),
    "bmm": (torch.bmm, [randn(2, 3, 5), randn(2, 5, 4)], []),
    "embedding": (lambda w, i: F.embedding(i, w), [randn(7, 3)], [index(7, 2, 5)]),
    "layer_norm": (lambda x, w, b: F.layer_norm(x, (6,), w, b), [randn(3, 4, 6), randn(6), randn(6)], []),
    "rms_norm": (lambda x, w: F.rms_norm(x, (6,), w), [randn(3, 6), randn(6)], []),
    "softmax": (lambda x: F.softmax(x, -1), [randn(3, 7)], []),
    "log_softmax": (lambda x: F.log_softmax(x, -1), [randn(3, 7)], []),
    "masked_softmax": (_masked_softmax, [randn(2, 4, 4)], []),
    "cross_entropy": (F.cross_entropy, [randn(6, 5)], [index(5, 6)]),
    "nll_loss": (lambda x, t: F.nll_loss(F.log_softmax(x, -1), t), [randn(6, 5)], [index(5, 6)]),
    "mse_loss": (F.mse_loss, [randn(4, 3), randn(4, 3)], []),
    "gelu": (F.gelu, [randn(4, 6) * 2], []),
    "gelu_tanh": (lambda x: F.gelu(x, approximate="tanh"), [randn(4, 6) * 2], []),
    "silu": (F.silu, [randn(4, 6) * 2], []),
    "mish": (F.mish, [randn(4, 6) * 2], []),
    "swiglu": (_swiglu, [randn(3, 4), randn(6, 4), randn(6, 4), randn(4, 6)], []),
    "tanh": (torch.tanh, [randn(4, 6)], []),
    "sigmoid": (torch.sigmoid, [randn(4, 6)], []),
    "relu": (F.relu, [randn(4, 6)], []),
    "exp_log": (lambda x: torch.exp(x) + torch.log(x), [positive(4, 6)], []),
    "sqrt_rsqrt_div": (lambda x, y: torch.sqrt(x) + torch.rsqrt(y) + x / y,
                       [positive(4, 6), positive(4, 6)], []),
    "pow": (lambda x: x.pow(3) + x.pow(0.5), [positive(4, 6)], []),
    "conv2d": (lambda x, w, b: F.conv2d(x, w, b, stride=1, padding=1),
               [randn(2, 3, 5, 5), randn(4, 3, 3, 3), randn(4)], []),
    "conv2d_strided": (lambda x, w: F.conv2d(x, w, stride=2), [randn(2, 2, 7, 7), randn(3, 2, 3, 3)], []),
    "max_pool2d": (lambda x: F.max_pool2d(x, 2), [randn(2, 3, 6, 6)], []),
    "max_pool2d_overlap": (lambda x: F.max_pool2d(x, 3, stride=2, padding=1), [randn(2, 3, 7, 7)], []),
    "max_pool2d_ceil": (lambda x: F.max_pool2d(x, 2, ceil_mode=True), [randn(2, 2, 5, 5)], []),
    "avg_pool2d": (lambda x: F.avg_pool2d(x, 2), [randn(2, 3, 6, 6)], []),
    "avg_pool2d_pad": (lambda x: F.avg_pool2d(x, 3, stride=2, padding=1, count_include_pad=False),
                       [randn(2, 3, 7, 7)], []),
    "adaptive_avg_pool2d": (lambda x: F.adaptive_avg_pool2d(x, 1), [randn(2, 3, 4, 4)], []),
    "adaptive_avg_pool2d_2": (lambda x: F.adaptive_avg_pool2d(x, 2), [randn(2, 3, 6, 6)], []),
    "batch_norm_eval": (lambda x, w, b, m, v: F.batch_norm(x, m, v, w, b, training=False),
                        [randn(4, 3, 2, 2), randn(3), randn(3)], [randn(3), positive(3)]),
    "dropout_p0": (lambda x: F.dropout(x, 0.0, training=True), [randn(4, 6)], []),
    "sum_mean_var": (lambda x: x.sum(1) + x.mean(0, keepdim=True).expand(5, 3).sum(1)
                     + x.var(1) + x.var(0, unbiased=False).sum(), [randn(5, 3)], []),
    "transpose_reshape": (lambda x: x.transpose(0, 2).reshape(4, -1).permute(1, 0).contiguous(),
                          [randn(2, 3, 4)], []),
    "sdpa": (_sdpa, [randn(2, 2, 4, 3), randn(2, 2, 4, 3), randn(2, 2, 4, 3)], []),
    "sdpa_mask": (lambda q, k, v, m: F.scaled_dot_product_attention(q, k, v, attn_mask=m),
                  [randn(2, 2, 4, 3), randn(2, 2, 4, 3), randn(2, 2, 4, 3)], [randn(4, 4)]),
    "addmm": (torch.addmm, [randn(3, 4), randn(3, 5), randn(5, 4)], []),
    "baddbmm": (lambda a, b, c: torch.baddbmm(a, b, c, alpha=0.5, beta=2.0),
                [randn(2, 3, 4), randn(2, 3, 5), randn(2, 5, 4)], []),
    "einsum": (lambda a, b: torch.einsum("bij,bjk->bik", a, b), [randn(2, 3, 5), randn(2, 5, 4)], []),
    "rotary": (_rotary, [randn(2, 4, 6), randn(4, 6), randn(4, 6)], []),
    "cos_sin": (_angles, [randn(3, 2)], [positive(3)]),
    "where_clamp": (lambda x, y: torch.where(x > 0, x, y).clamp(-0.5, 0.7), [randn(4, 6), randn(4, 6)], []),
    "amax_amin": (lambda x: x.amax(1) - x.amin(0).sum(), [randn(4, 6)], []),
    "erf_softplus": (lambda x: torch.erf(x) + F.softplus(x), [randn(4, 6)], []),
    "leaky_relu_elu": (lambda x: F.leaky_relu(x, 0.1) + F.elu(x), [randn(4, 6)], []),
    "hardswish_hardtanh": (lambda x: F.hardswish(x) + F.hardtanh(x), [randn(4, 6) * 3], []),
    "group_norm": (lambda x, w, b: F.group_norm(x, 2, w, b), [randn(2, 4, 3, 3), randn(4), randn(4)], []),
    "layer_norm_plain": (lambda x: F.layer_norm(x, (3, 4)), [randn(2, 3, 4)], []),
    "embedding_padding": (lambda w, i: F.embedding(i, w, padding_idx=0), [randn(5, 3)], [index(5, 2, 6)]),
    "std": (lambda x: x.std(-1), [randn(3, 5)], []),
    "norm": (lambda x: x.norm(dim=-1), [randn(3, 5)], []),
    "cat_split": (lambda a, b: torch.cat([a, b], 0).split(2, 1)[1].chunk(3, 0)[0].unsqueeze(0).expand(2, 1, 2),
                  [randn(2, 4), randn(1, 4)], []),
    "interpolate": (lambda x: F.interpolate(x, scale_factor=2, mode="nearest"), [randn(1, 2, 3, 3)], []),
}


class Case(nn.Module):
    def __init__(self, fn, floats, consts):
        super().__init__()
        self.fn, self.n, self.m = fn, len(floats), len(consts)
        for k, t in enumerate(floats):
            self.register_buffer("base%d" % k, t)
            setattr(self, "delta%d" % k, nn.Parameter(torch.zeros_like(t)))
        for k, t in enumerate(consts):
            self.register_buffer("const%d" % k, t)
        out = fn(*floats, *consts)
        self.register_buffer("r", randn(*out.shape))
        self.dr = nn.Parameter(torch.zeros_like(out))

    def forward(self):
        ins = [getattr(self, "base%d" % k) + getattr(self, "delta%d" % k) for k in range(self.n)]
        ins += [getattr(self, "const%d" % k) for k in range(self.m)]
        return (self.fn(*ins) * (self.r + self.dr)).sum()


class Ops(nn.Module):
    def __init__(self, names):
        super().__init__()
        self.cases = nn.ModuleDict({n: Case(*CASES[n]) for n in names})

    def forward(self):
        return sum(c() for c in self.cases.values())


def model(names=None):
    G.manual_seed(2024)
    return Ops(names or list(CASES))


def batch(rows):
    return (torch.zeros(rows, 1),)


def loss(model, x):
    return model() + x.sum() * 0
