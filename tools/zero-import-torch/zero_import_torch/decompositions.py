"""The decomposition table the step is traced with: torch-mlir's own, plus
three replacements that keep the lowered step inside upstream MLIR and in
float32.

- Embedding and cross-entropy backward. PyTorch decomposes them into
  index_put / scatter, which torch-mlir lowers to `tm_tensor.scatter`, an op
  upstream MLIR does not have. Here they are written with a one-hot matrix
  instead: the embedding's weight gradient is onehot(indices)^T @ grad (a
  matmul), the cross-entropy's input gradient -onehot(target) * grad / n.
  Same values; the one-hot costs rows x vocabulary elements.
- var_mean (LayerNorm's statistics): torch-mlir decomposes it through
  float64; here it is a float32 mean and a float32 mean of squared
  deviations, as PyTorch's CPU kernel computes it.
Attention is traced with PyTorch's math kernel (see trace.py): the fused
CPU kernel's backward survives decomposition and gives wrong gradients.
"""
import torch
from torch._decomp import get_decompositions
from torch_mlir.extras.fx_decomp_util import get_decomposition_table

from zero_import_torch import ignore_index, pooling

aten = torch.ops.aten


def _one_hot(indices, classes, dtype):
    return (indices.unsqueeze(-1) == torch.arange(classes, device=indices.device)).to(dtype)


def _embedding_dense_backward(grad_output, indices, num_weights, padding_idx, scale_grad_by_freq):
    if scale_grad_by_freq:
        raise NotImplementedError("nn.Embedding(scale_grad_by_freq=True)")
    flat = indices.reshape(-1)
    hot = _one_hot(flat, num_weights, grad_output.dtype)
    if padding_idx is not None and padding_idx >= 0:
        hot = hot * (flat != padding_idx).to(grad_output.dtype).unsqueeze(-1)
    grad = grad_output.reshape(flat.shape[0], -1)
    return torch.mm(hot.t(), grad).reshape((num_weights,) + tuple(grad_output.shape[indices.dim():]))


def _nll_loss_backward(grad_output, self, target, weight, reduction, ignore_index, total_weight):
    if weight is not None:
        raise NotImplementedError("cross_entropy / nll_loss with class weights")
    if self.dim() != 2 or target.dim() != 1:
        raise NotImplementedError("nll_loss backward on input of rank %d (only [N, C])" % self.dim())
    hot = _one_hot(target, self.shape[1], self.dtype)
    keep = (target != ignore_index).to(self.dtype).unsqueeze(-1)
    grad = -hot * keep
    if reduction == 0:  # none: one gradient per row
        return grad * grad_output.unsqueeze(-1)
    if reduction == 1:  # mean: divided by the number of counted rows
        return grad * (grad_output / total_weight)
    return grad * grad_output


def _var_mean(x, dim=None, *, correction=None, keepdim=False):
    dims = list(range(x.dim())) if dim is None else [d % x.dim() for d in dim]
    n = 1
    for d in dims:
        n *= x.shape[d]
    c = 1 if correction is None else correction
    mean = x.sum(dims, keepdim=True) / n
    dev = x - mean
    var = (dev * dev).sum(dims, keepdim=keepdim) / max(n - c, 0)
    return var, (mean if keepdim else mean.squeeze(dims))


def decomposition_table():
    table = dict(get_decomposition_table())
    table[aten.embedding_dense_backward.default] = _embedding_dense_backward
    table[aten.nll_loss_backward.default] = _nll_loss_backward
    table[aten.var_mean.correction] = _var_mean
    table.update(_from_pytorch())
    table.update(pooling.table())
    table.update(ignore_index.table())  # the count of a mean over kept rows
    return table


def _from_pytorch():
    """PyTorch's own decompositions of ops torch-mlir would otherwise lower
    itself: its GELU with approximate='tanh' uses 0.7977240 for
    sqrt(2/pi) = 0.7978846 (forward values ~1e-5 off, gradients ~1e-4);
    its native_batch_norm in eval mode fails on the empty saved statistics.
    """
    return get_decompositions([aten.gelu.default, aten.gelu_backward.default,
                               aten.native_batch_norm.default])
