"""Losses with ignore_index (cross_entropy / nll_loss), exactly as PyTorch on
the global batch.

PyTorch's mean is S / C: S the sum of the kept rows' losses, C the number of
kept rows (targets != ignore_index). zero averages the per-rank gradients
over N ranks, which is the global batch's gradient only if every rank
divides by the same C_global / N. So the count is traced through an
identity op of our own, zero_import::global_mean; after tracing, the op is
removed and the count becomes an extra output of the graph, whose producer
lower.py marks `zero.global_mean` (then drops the output): zero-partition
replaces it by its mean over ranks (Design.md §2). Each rank's loss is then
S_r / (C / N), and the average over ranks of losses and gradients is S / C.

The targets themselves: the decomposition reads them as PyTorch's does,
`where(target != ignore_index, target, 0)` before the gather, so the batch
argument may hold [0, classes) and the ignore value; trace.index_ranges
records the latter as `zero.range_ignore` (`ignored_value`). Hugging Face's
`labels=` loss pads the labels with the ignore value before shifting them
(`F.pad(labels, (0, 1), value=-100)[..., 1:]`): a pad value equal to the
ignore value of the where it passes is accepted the same way.

Label smoothing: PyTorch's cross_entropy divides the smoothing term by a
count of kept targets of its own, computed outside nll_loss; that count is
found in the traced graph (_smoothing_counts) and returned and marked the
same way.
"""
import torch

from zero_import_torch import UserError

aten = torch.ops.aten

_LIBRARY = torch.library.Library("zero_import", "DEF")
_LIBRARY.define("global_mean(Tensor count) -> Tensor")


@torch.library.impl(_LIBRARY, "global_mean", "CompositeExplicitAutograd")
def _global_mean(count):
    return count.clone()


GLOBAL_MEAN = torch.ops.zero_import.global_mean.default


def nll_loss_forward(self, target, weight, reduction, ignore_index):
    """PyTorch's decomposition (torch._decomp's _nll_loss_forward) with the
    count of a mean passed through global_mean. The count is also the
    forward's total_weight, which nll_loss_backward divides by: forward and
    backward read the one marked value."""
    if weight is not None:
        raise NotImplementedError("cross_entropy / nll_loss with class weights")
    channel_dim = 1 if self.dim() >= 2 else 0
    keep = target != ignore_index
    safe = torch.where(keep, target, 0)
    picked = -torch.gather(self, channel_dim, safe.unsqueeze(channel_dim)).squeeze(channel_dim)
    result = torch.where(keep, picked, 0)
    if reduction == 0 and self.dim() > 1:  # none
        return result, self.new_full((), 0.0)
    count = keep.sum().to(self.dtype)
    if reduction == 2:  # sum
        return result.sum(), count
    if reduction == 1:  # mean
        count = GLOBAL_MEAN(count)
        return result.sum() / count, count
    return result, count


def table():
    return {aten.nll_loss_forward.default: nll_loss_forward}


def return_global_means(graph_module):
    """Removes every global_mean node of the traced step, returning its
    count instead as an extra output after the others (once per value);
    also returns the counts of label smoothing (_smoothing_counts); returns
    how many."""
    graph = graph_module.graph
    counts = []
    for node in list(graph.nodes):
        if node.op == "call_function" and node.target == GLOBAL_MEAN:
            count = node.args[0]
            node.replace_all_uses_with(count)
            graph.erase_node(node)
            if count not in counts:
                counts.append(count)
    counts += _smoothing_counts(graph)
    if counts:
        output = next(n for n in graph.nodes if n.op == "output")
        output.args = (tuple(output.args[0]) + tuple(counts),)
        graph_module.recompile()
    return len(counts)


def _is_kept_mask(node):
    """x != v, or ~(x == v), for a scalar v: the rows a loss keeps."""
    if getattr(node, "op", None) != "call_function":
        return False
    if node.target == aten.ne.Scalar:
        return True
    return (node.target == aten.bitwise_not.default and
            getattr(node.args[0], "op", None) == "call_function" and
            node.args[0].target == aten.eq.Scalar)


def _smoothing_counts(graph):
    """cross_entropy with label_smoothing > 0 divides its smoothing term by
    a count of its own, sum(~(target == ignore_index)), an integer that
    PyTorch's C++ composite computes outside nll_loss. Each such count
    (a sum of a kept-rows mask whose every use is the divisor of a
    division) becomes a float32 value the step returns, to be marked like
    the nll_loss count."""
    counts = []
    for node in list(graph.nodes):
        if not (node.op == "call_function" and node.target in (aten.sum.dim_IntList,
                                                                 aten.sum.default)
                and _is_kept_mask(node.args[0]) and node.users
                and all(u.target == aten.div.Tensor and u.args[1] is node
                        and u.args[0] is not node for u in node.users)):
            continue
        if node.meta["val"].dtype.is_floating_point:
            continue  # a float count here is PyTorch's own nll_loss one: marked already
        with graph.inserting_after(node):
            count = graph.call_function(torch.ops.prims.convert_element_type.default,
                                        (node, torch.float32))
        # The FX importer types a node by its meta (val, tensor_meta): set
        # the float's own, keep the source location.
        count.meta = {k: v for k, v in node.meta.items() if k not in ("val", "tensor_meta")}
        count.meta["val"] = node.meta["val"].to(torch.float32)
        node.replace_all_uses_with(count, delete_user_cb=lambda u: u is not count)
        counts.append(count)
    return counts


def ignored_value(where):
    """v when `where` is where(x != v, x, 0) (the loss's safe target): the
    rows of x holding v are ignored, never used as an index; else None."""
    cond, x = where.args[0], where.args[1]
    if (hasattr(cond, "op") and cond.op == "call_function" and cond.target == aten.ne.Scalar
            and cond.args[0] is x and isinstance(cond.args[1], int)):
        return cond.args[1]
    return None


def pad_value(node):
    """The value aten.constant_pad_nd pads with, as an integer index."""
    value = node.args[2] if len(node.args) > 2 else 0
    return int(value) if float(value).is_integer() else value


def check_pads(pads, ignore, bound, path, where):
    """Values a constant pad puts into an index: each must be the ignore
    value of a where it passes (Hugging Face pads labels with -100), or a
    valid index."""
    for value, filtered in pads:
        if filtered and value == ignore:
            continue
        if not (isinstance(value, int) and 0 <= value < bound):
            raise UserError("%s: the index at %s is padded with %s, which is neither in [0, %d) "
                            "nor the loss's ignore_index%s" % (
                                path, where, value, bound,
                                "" if ignore is None else " (%d)" % ignore))


def mark_global_means(func, block, count, path):
    """Marks the producer of each of the last `count` results `zero.global_mean`
    and drops those results (lower.py)."""
    if not count:
        return
    from torch_mlir import ir
    from torch_mlir.dialects import func as func_d
    ret = block.operations[len(block.operations) - 1]
    values = list(ret.operands)
    kept, marked = values[:-count], values[-count:]
    for value in marked:
        owner = value.owner
        if not isinstance(owner, ir.Operation) and hasattr(owner, "operation"):
            owner = owner.operation
        if not isinstance(owner, ir.Operation) or len(owner.results) != 1:
            raise UserError("%s: the count of kept rows of a loss with ignore_index is not "
                            "computed by one operation of the step (%s)" % (path, value))
        owner.attributes["zero.global_mean"] = ir.UnitAttr.get()
    with ir.InsertionPoint(ret):
        func_d.ReturnOp(kept)
    ret.operation.erase()
    ftype = ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value)
    func.attributes["function_type"] = ir.TypeAttr.get(
        ir.FunctionType.get(ftype.inputs, ftype.results[:-count]))
