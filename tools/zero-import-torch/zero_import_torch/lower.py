"""From the traced graph to a step in zero's input contract.

torch-mlir's FX importer (import_stateless_graph) and its torch-backend and
linalg-on-tensors pipelines give func/linalg/tensor/arith/math; then, on
torch-mlir's own MLIR Python bindings:
  - index bounds checks (cf.assert) are removed: the batch arguments they
    guard carry `zero.range` instead (trace.index_ranges);
  - canonicalize + cse drop what computed them;
  - each gradient result's producer gets `zero.grad_of = <param index>` and
    the gradient results are dropped;
  - arguments and results get their zero.role / zero.state_of /
    zero.updates / zero.range attributes;
  - any op outside the contract's dialects is an error naming it and the
    user's source line it came from.
"""
import re

from torch_mlir import ir
from torch_mlir.compiler_utils import run_pipeline_with_repro_report
from torch_mlir.dialects import func as func_d
from torch_mlir.dialects import torch as torch_d
from torch_mlir.extras.fx_importer import FxImporter
from torch_mlir.passmanager import PassManager

from zero_import_torch import UserError, ignore_index

CONTRACT_DIALECTS = ("func", "linalg", "tensor", "arith", "math", "scf")
BOUNDS_CHECKS = ("index must be smaller than dim size", "index must be larger or equal to 0")
STEP_NAME = "train_step"


def range_attr(lo, hi):
    """zero.range: the half-open range [lo, hi) every element of an integer
    batch argument must lie in."""
    return ir.DenseI64ArrayAttr.get([lo, hi])


# torch-mlir's FX lowering (torch_mlir.fx.stateless_fx_import's passes), run
# here so that its diagnostics can name the op and the user's line.
PIPELINES = (
    "builtin.module(func.func(torch-match-quantized-custom-ops), "
    "torchdynamo-export-to-torch-backend-pipeline{ extra-library=})",
    "builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline{allow-non-finites=true})",
)


def import_step(traced, path):
    context = ir.Context()
    torch_d.register_dialect(context)
    importer = FxImporter(context=context)
    importer.import_stateless_graph(traced.graph_module.graph, func_name=STEP_NAME)
    module = importer.module
    diagnostics = []

    def keep(d):
        diagnostics.append((str(d.location), str(d.message)))
        return True

    handler = context.attach_diagnostic_handler(keep)
    try:
        with context:
            for pipeline in PIPELINES:
                PassManager.parse(pipeline).run(module.operation)
    except Exception as e:  # MLIRError: its diagnostics say what
        for d in getattr(e, "error_diagnostics", []):
            diagnostics.append((str(d.location), str(d.message)))
        raise UserError(_lowering_error(diagnostics, str(e), path)) from None
    finally:
        handler.detach()
    return module


# What the ops torch-mlir leaves outside upstream MLIR come from.
_SOURCES = {
    "tm_tensor.scatter": "a scatter: index_put, scatter, or the backward of gather, "
                         "index_select, max/min over a dim, unfold",
    "tm_tensor.sort": "sort, topk",
    "tm_tensor.scan": "cumsum, cumprod, or prod's backward",
}


def advice(name):
    """What to change about an op the step cannot hold."""
    source = _SOURCES.get(name)
    return ("%swrite it with ops the importer decomposes (docs/Import.md lists what is out of "
            "scope), or compute it outside the step and pass it as a batch tensor"
            % ("it comes from %s; " % source if source else ""))


def _lowering_error(diagnostics, fallback, path):
    for loc, message in diagnostics:
        m = re.search(r'name = "torch\.([\w.]+)"', message) or \
            re.search(r"operation '(?:torch\.)?([\w.]+)'", message)
        if m:
            f = re.search(r'"([^"]+)":(\d+)', loc)
            where = "%s:%s" % (f.group(1), f.group(2)) if f else loc
            return ("%s: unsupported operation %s (from %s): torch-mlir cannot lower it to "
                    "linalg-on-tensors; %s" % (path, m.group(1), where, advice(m.group(1))))
    first = diagnostics[0][1] if diagnostics else fallback
    return "%s: torch-mlir cannot lower the step: %s" % (path, first.splitlines()[0])


def _ops(block):
    for op in block.operations:
        yield op
        for region in op.operation.regions:
            for inner in region.blocks:
                yield from _ops(inner)


def _location(op):
    text = str(op.location)
    files = re.findall(r'"([^"]+)":(\d+)', text)
    user = [f for f in files if "/torch/" not in f[0] and "zero_import_torch" not in f[0]]
    return "%s:%s" % (user or files)[-1] if files else text


def finish(module, layout, path):
    """layout: .params [(name, ...)], .state_names, .batch [(name, range or None)],
    .hyper_names; returns the module, now in zero's contract."""
    with module.context, ir.Location.unknown():
        func = _step_function(module)
        block = func.regions[0].blocks[0]
        for op in list(_ops(block)):
            if op.operation.name == "cf.assert":
                msg = ir.StringAttr(op.operation.attributes["msg"]).value
                if msg not in BOUNDS_CHECKS:
                    raise UserError("%s: a check the step cannot hold, cf.assert \"%s\" (from %s)"
                                    % (path, msg, _location(op)))
                op.operation.erase()
        run_pipeline_with_repro_report(
            module, "builtin.module(func.func(canonicalize, cse))", "zero-import-torch cleanup")
        func = _step_function(module)
        block = func.regions[0].blocks[0]
        for op in _ops(block):
            name = op.operation.name
            if name.split(".")[0] not in CONTRACT_DIALECTS:
                raise UserError("%s: unsupported operation %s (from %s): a step holds only %s; %s"
                                % (path, name, _location(op), ", ".join(CONTRACT_DIALECTS),
                                   advice(name)))
        ignore_index.mark_global_means(func, block, getattr(layout, "global_means", 0), path)
        _mark_gradients(func, block, layout, path)
        _set_attributes(func, layout)
        for attr in list(module.operation.attributes):
            del module.operation.attributes[attr.name]
    return module


def _step_function(module):
    for op in module.body.operations:
        if op.operation.name == "func.func":
            return op
    raise AssertionError("torch-mlir produced no function")


def _mark_gradients(func, block, layout, path):
    ret = block.operations[len(block.operations) - 1]
    n_params = len(layout.params)
    n_buffers = len(getattr(layout, "buffers", ()))
    n_kept = 1 + n_params + n_params * len(layout.state_names) + n_buffers
    values = list(ret.operands)
    i64 = ir.IntegerType.get_signless(64)
    computed = _computing_ops([values[0]] + values[n_kept:], func)
    for index, grad in enumerate(values[n_kept:]):
        name = layout.params[index][0]
        owner = grad.owner
        if not isinstance(owner, ir.Operation) and hasattr(owner, "operation"):
            owner = owner.operation
        if not isinstance(owner, ir.Operation):
            raise UserError("%s: parameter '%s' gets no gradient from the loss (it does not "
                            "affect it)" % (path, name))
        if owner.name == "arith.constant":
            raise UserError("%s: parameter '%s' gets no gradient of its own from the loss "
                            "(constant, or shared with another parameter)" % (path, name))
        owner = _own_gradient(grad, owner, computed, index, layout, values, ret, func)
        owner.attributes["zero.grad_of"] = ir.IntegerAttr.get(i64, index)
    with ir.InsertionPoint(ret):
        func_d.ReturnOp(values[:n_kept])
    ret.operation.erase()
    ftype = ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value)
    func.attributes["function_type"] = ir.TypeAttr.get(
        ir.FunctionType.get(ftype.inputs, ftype.results[:n_kept]))


def _top(op, func):
    """The op of the step's body that op is or is nested in."""
    op = getattr(op, "operation", op)
    while op.parent is not None and op.parent.operation != func.operation:
        op = op.parent.operation
    return op


def _computing_ops(values, func, stop=frozenset()):
    """The ops of the step's body the values depend on, not looking past
    the ops in stop."""
    seen, stack = set(), [v.owner for v in values]
    while stack:
        op = getattr(stack.pop(), "operation", None)
        if not isinstance(op, ir.Operation) or op in seen:
            continue
        seen.add(op)
        if _top(op, func) in stop:
            continue
        stack += [o.owner for o in op.operands]
        for region in op.regions:
            for block in region.blocks:
                for inner in block.operations:
                    stack += [o.owner for o in inner.operation.operands]
    return {_top(op, func) for op in seen}


def _update_ops(index, layout, values, computed, func):
    """The ops that compute param index's new value and states from the
    forward and backward passes (the ops in computed)."""
    n, k = len(layout.params), len(layout.state_names)
    updated = [values[1 + index]] + values[1 + n + index * k:1 + n + (index + 1) * k]
    return _computing_ops(updated, func, stop=computed) - computed


def _own_gradient(grad, owner, computed, index, layout, values, ret, func):
    """The op to mark as the gradient producer of param index. A gradient
    the backward pass also reads (BatchNorm's bias gradient, the sum of the
    output gradient, is part of its input gradient) would be averaged or
    sharded under that reader at every stage, and one that is another
    param's too (two BatchNorms on one output gradient, as a ResNet's
    downsampling branch: CSE merges their sums, and with them the update
    ops the two params share, such as AdamW's g * g) would be communicated
    once for both. The producer is then computed once more for this param
    alone (one reduction of the param's size), the copy is marked, and the
    param's update reads it, through copies of the update ops it shares
    with other params."""
    readers = [_top(u.owner, func) for u in grad.uses]
    if "zero.grad_of" not in owner.attributes and not any(op in computed for op in readers):
        return owner
    copy = owner.clone(ip=ir.InsertionPoint(owner))
    if "zero.grad_of" in copy.attributes:
        del copy.attributes["zero.grad_of"]
    mine = _update_ops(index, layout, values, computed, func)
    others = set()
    for j in range(len(layout.params)):
        if j != index:
            others |= _update_ops(j, layout, values, computed, func)
    mapping = {grad: copy.results[grad.result_number]}
    body = func.regions[0].blocks[0]
    for op in list(body.operations):
        op = op.operation
        if op not in mine or not any(o in mapping for o in op.operands):
            continue
        if op in others:  # shared: this param gets its own copy
            new = op.clone(ip=ir.InsertionPoint(op))
            for i, o in enumerate(op.operands):
                if o in mapping:
                    new.operands[i] = mapping[o]
            for r, nr in zip(op.results, new.results):
                mapping[r] = nr
        else:
            for i, o in enumerate(list(op.operands)):
                if o in mapping:
                    op.operands[i] = mapping[o]
    n, k = len(layout.params), len(layout.state_names)
    for position in [1 + index] + list(range(1 + n + index * k, 1 + n + (index + 1) * k)):
        if values[position] in mapping:
            values[position] = mapping[values[position]]
    return copy


def _set_attributes(func, layout):
    i64 = ir.IntegerType.get_signless(64)
    s = ir.StringAttr.get
    n_params, k = len(layout.params), len(layout.state_names)
    args = [{"zero.role": s("param")} for _ in layout.params]
    for p in range(n_params):
        for _ in range(k):
            args.append({"zero.role": s("opt_state"), "zero.state_of": ir.IntegerAttr.get(i64, p)})
    for position, (_, rng) in enumerate(layout.batch):
        attrs = {"zero.role": s("batch")}
        if rng is not None:
            attrs["zero.range"] = range_attr(*rng)
            ignore = getattr(layout, "range_ignores", {}).get(position)
            if ignore is not None:  # a loss's ignore_index
                attrs["zero.range_ignore"] = ir.IntegerAttr.get(i64, ignore)
        if position == getattr(layout, "fill", None):
            attrs["zero.fill"] = s("global_row")  # zero-run fills the samples' global rows
        args.append(attrs)
    args += [{"zero.role": s("hyper")} for _ in layout.hyper_names]
    # Buffers the step updates (state.py): after the hypers; their new
    # values follow the optimizer states' among the results.
    first_buffer = len(args)
    buffers = getattr(layout, "buffers", ())
    args += [{"zero.role": s("buffer")} for _ in buffers]
    results = [{"zero.role": s("loss")}]
    results += [{"zero.updates": ir.IntegerAttr.get(i64, i)} for i in range(n_params * (1 + k))]
    results += [{"zero.updates": ir.IntegerAttr.get(i64, first_buffer + j)}
                for j in range(len(buffers))]
    func.attributes["arg_attrs"] = ir.ArrayAttr.get([ir.DictAttr.get(a) for a in args])
    func.attributes["res_attrs"] = ir.ArrayAttr.get([ir.DictAttr.get(r) for r in results])
