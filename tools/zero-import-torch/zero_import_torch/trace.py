"""The training step as one traced graph.

The step is a pure function of (params, optimizer states, batch, hypers)
returning (loss, new params, new states, gradients): the gradient comes from
torch.func.grad_and_value over torch.func.functional_call of the user's
loss, the update from optim.py. make_fx traces it with the decomposition
table of decompositions.py (torch.export cannot trace autograd inside a
function). The gradients are returned only so that the lowering can mark
their producers (zero.grad_of); lower.py drops them from the results.

A tied weight is one parameter (named_parameters() lists it once, with its
other names as aliases), so its gradient is the sum of both uses.
"""
import contextlib
import os
import re

import torch
from torch.fx.experimental.proxy_tensor import make_fx

from zero_import_torch import UserError, buffers, locations, dropout, ignore_index, inplace, state
from zero_import_torch.decompositions import decomposition_table

aten = torch.ops.aten

# Operations whose index operand must stay within a dimension of the table:
# {op: (index operand position, function of the node giving the bound)}.
_INDEXING = {
    aten.embedding.default: (1, lambda n: _shape(n.args[0])[0]),
    aten.gather.default: (2, lambda n: _shape(n.args[0])[n.args[1]]),
    aten.index_select.default: (2, lambda n: _shape(n.args[0])[n.args[1]]),
}
# Operations that move integer values without changing them.
_VALUE_PRESERVING = {
    aten.view.default, aten.reshape.default, aten._unsafe_view.default, aten.unsqueeze.default,
    aten.squeeze.dim, aten.squeeze.dims, aten.squeeze.default, aten.expand.default,
    aten.clone.default, aten.permute.default, aten.t.default, aten.transpose.int,
    aten.slice.Tensor, aten.select.int, aten.alias.default, aten.detach.default,
    torch.ops.prims.squeeze.default,
}
_RANDOM = ("bernoulli", "native_dropout", "rand", "randn", "randint", "randperm",
           "normal", "uniform", "exponential", "multinomial")


def describe(node):
    """where(node) as PATH:LINE (in FUNCTION) for messages."""
    m = re.match(r'File "([^"]+)", line (\d+), in (\S+)', where(node))
    return "%s:%s (in %s)" % m.groups() if m else where(node)


def _shape(node):
    return tuple(node.meta["val"].shape)


def where(node):
    """The innermost source line outside PyTorch an FX node came from: the
    model file's, or the importer's for the optimizer."""
    trace = node.meta.get("stack_trace") or ""
    lines = [l.strip() for l in trace.strip().splitlines() if l.strip().startswith("File ")]
    own = [l for l in lines if "/torch/" not in l and "/functorch/" not in l]
    user = [l for l in own if "zero_import_torch" not in l]
    if user:
        return user[-1]
    # PyTorch records frames at module boundaries only: name the module.
    stack = node.meta.get("nn_module_stack") or {}
    if stack:
        path, kind = list(stack.values())[-1]
        kind = getattr(kind, "__name__", str(kind)).split(".")[-1].rstrip("'>")
        return "module '%s' (%s)" % (path.replace("L['self'].", "").replace("net.", "", 1), kind)
    # Else the innermost frame, PyTorch's own (e.g. nn.Embedding's forward).
    return (lines or ["(no source location)"])[-1]


class ParamInfo:
    def __init__(self, name, aliases, tensor):
        self.name, self.aliases, self.tensor = name, aliases, tensor


def parameters(net, path):
    """The model's trainable parameters, each once, with the other names of a
    tied one; rejects what the step cannot hold. Buffers are not
    parameters: the step reads them as constants (trace_step refuses one
    the step writes)."""
    names_of = {}
    for name, p in net.named_parameters(remove_duplicate=False):
        names_of.setdefault(id(p), (p, []))[1].append(name)
    out = []
    for p, names in names_of.values():
        if not p.requires_grad:
            raise UserError("%s: parameter '%s' does not require a gradient: frozen parameters "
                            "are not supported" % (path, names[0]))
        if p.dtype != torch.float32:
            raise UserError("%s: parameter '%s' has dtype %s, expected float32"
                            % (path, names[0], p.dtype))
        out.append(ParamInfo(names[0], names[1:], p.detach().clone()))
    if not out:
        raise UserError("%s: the model has no parameters" % path)
    return out


class _LossOf(torch.nn.Module):
    """loss(model, *batch) as a module, so functional_call can swap the
    model's parameters for the traced ones."""

    def __init__(self, model_file, net):
        super().__init__()
        self.model_file, self.net = model_file, net

    def forward(self, *batch):
        try:
            value = self.model_file.loss(self.net, *batch)
        except (RuntimeError, TypeError, ValueError, IndexError) as e:  # the user's code
            raise locations.user_failure(e, self.model_file.path, "loss(model, *batch)") from e
        return locations.hook(value)  # the backward's ops get the forward's lines


class TracedStep:
    """graph_module: the traced step; example: its example inputs in
    argument order; ranges: {batch position: (lo, hi)}; state: the buffers
    the step updates (state.StateBuffer), its last arguments."""


def trace_step(model_file, net, params, optimizer, batch, sites=None):
    """sites: dropout.Sites when the forward pass draws dropout masks; the
    step then takes the global rows as its last batch argument."""
    wrapper = _LossOf(model_file, net)
    names = ["net." + p.name for p in params]
    n_params, n_states = len(params), len(params) * len(optimizer.state_names())
    n_batch = len(batch)
    # Buffers the loss writes (BatchNorm's running statistics) are state of
    # the step (state.py): arguments after the hypers, results after the
    # optimizer states. The check of buffers.py then sees the writes go to
    # clones.
    written = state.find(net, lambda: wrapper(*batch))
    buffer_names = ["net." + s.name for s in written]
    n_hypers = len(optimizer.hyper_names())

    def with_clones():
        clones = {n: s.tensor.clone() for n, s in zip(buffer_names, written)}
        return torch.func.functional_call(wrapper, clones, tuple(batch))

    value = buffers.check_written(net, with_clones, model_file.path)
    if not isinstance(value, torch.Tensor) or value.dim() != 0 or value.dtype != torch.float32:
        raise UserError("%s: loss(model, *batch) must return a float32 scalar tensor, but "
                        "returned %s" % (model_file.path, _describe(value)))

    def step(*flat):
        ps = flat[:n_params]
        states = flat[n_params:n_params + n_states]
        b = flat[n_params + n_states:n_params + n_states + n_batch]
        hypers = flat[n_params + n_states + n_batch:n_params + n_states + n_batch + n_hypers]
        bufs = flat[n_params + n_states + n_batch + n_hypers:]
        if sites is not None:
            dropout.bind(sites, b[-1], hypers[optimizer.hyper_names().index("step")])
            b = b[:-1]

        def loss_of(ps):
            return torch.func.functional_call(wrapper, dict(zip(names, ps)), tuple(b))

        def loss_and_state_of(ps, bufs):
            # The model writes the clones in place: temporaries that
            # inplace.rewrite_temporaries makes values.
            bufs = tuple(x.clone() for x in bufs)
            tensors = {**dict(zip(names, ps)), **dict(zip(buffer_names, bufs))}
            return torch.func.functional_call(wrapper, tensors, tuple(b)), bufs

        if written:
            grads, (loss, new_bufs) = torch.func.grad_and_value(
                loss_and_state_of, has_aux=True)(tuple(ps), tuple(bufs))
        else:
            grads, loss = torch.func.grad_and_value(loss_of)(tuple(ps))
            new_bufs = ()
        new_params, new_states = optimizer.update(list(ps), list(grads), list(states), hypers)
        return (loss, *new_params, *new_states, *new_bufs, *grads)

    _anchor_model_file(model_file)
    states = [torch.zeros_like(p.tensor) for p in params for _ in optimizer.state_names()]
    if sites is not None:
        batch = tuple(batch) + (dropout.example_rows(batch),)
        n_batch += 1
    example = [p.tensor for p in params] + states + list(batch) + optimizer.hyper_examples()
    example += [s.tensor for s in written]
    table = decomposition_table()
    if written:
        table.update(state.decompositions())
    if sites is not None:
        table.update(dropout.decompositions())
    with _math_attention(), dropout.active(sites), locations.recording():
        try:
            gm = make_fx(step, decomposition_table=table,
                         record_stack_traces=True, record_module_stack=True)(*example)
        except NotImplementedError as e:
            raise UserError("%s: unsupported model feature: %s" % (model_file.path, e)) from e
        except (RuntimeError, TypeError, ValueError, IndexError) as e:
            raise locations.user_failure(e, model_file.path, "tracing the step") from e
    global_means = ignore_index.return_global_means(gm)  # extra outputs, last
    inplace.rewrite_temporaries(gm.graph)
    gm.recompile()
    locations.fill(gm.graph)
    buffers.check_graph_writes(gm, net, model_file.path, describe)
    _check_graph(gm.graph, model_file.path)
    for node in gm.graph.nodes:  # the lowering's locations: the user's line
        w = where(node)
        node.meta["stack_trace"] = w if w.startswith("File ") else 'File "%s", line 0, in %s' % (
            w, "step")
    t = TracedStep()
    t.graph_module, t.example, t.state = gm, example, written
    t.global_means, t.range_ignores = global_means, {}
    t.ranges = index_ranges(gm.graph, n_params + n_states, n_batch, model_file.path,
                            t.range_ignores)
    return t


def _anchor_model_file(model_file):
    """make_fx records only frames named `forward`; registering the model
    file's functions and methods as anchors keeps their frames too (loss(),
    helpers), so errors and locations name the user's line (torch pinned:
    tools/zero-import-torch/requirements.txt)."""
    from torch.fx.proxy import _register_stack_trace_anchor
    path = os.path.realpath(model_file.path)
    for value in vars(model_file.module).values():
        members = vars(value).values() if isinstance(value, type) else [value]
        for fn in members:
            code = getattr(fn, "__code__", None)
            if code is not None and os.path.realpath(code.co_filename) == path:
                _register_stack_trace_anchor(fn)


@contextlib.contextmanager
def _math_attention():
    """PyTorch's math attention kernel: the fused CPU kernel's backward
    survives decomposition and computes wrong gradients."""
    from torch.nn.attention import SDPBackend, sdpa_kernel
    with sdpa_kernel(SDPBackend.MATH):
        yield


def _describe(value):
    if isinstance(value, torch.Tensor):
        return "a %s tensor of shape %s" % (value.dtype, tuple(value.shape))
    return type(value).__name__


def _check_graph(graph, path):
    for node in graph.nodes:
        if node.op != "call_function":
            continue
        name = str(node.target)
        base = name.split(".")[1] if name.startswith(("aten.", "prims.")) else name
        if any(base == r or base.startswith(r + "_") for r in _RANDOM):
            raise UserError("%s: random operation %s at %s: a step draws random numbers "
                            "only for dropout (masks from a generator every rank reproduces); "
                            "compute other noise outside the step and pass it as a batch tensor"
                            % (path, name, describe(node)))
        if inplace.written_args(node) or (base.endswith("_") and not base.startswith("_")):
            raise UserError("%s: in-place operation %s at %s writes a view of a tensor the "
                            "step still reads: write the result to a new tensor (out-of-place "
                            "form)" % (path, name, describe(node)))
        if "scaled_dot_product" in name:
            raise UserError("%s: fused attention %s at %s survived decomposition; its backward "
                            "would be wrong" % (path, name, describe(node)))


def _placeholders_of(node, memo):
    """The placeholders `node` depends on."""
    if node in memo:
        return memo[node]
    memo[node] = frozenset()
    if node.op == "placeholder":
        deps = frozenset([node])
    else:
        deps = frozenset()
        for inp in node.all_input_nodes:
            deps |= _placeholders_of(inp, memo)
    memo[node] = deps
    return deps


def _exact_source(node, found=None):
    """The placeholder whose values `node` carries unchanged, or None.
    found: collects the loss's ignore value ("ignore", where(x != v, x, 0)
    ignores the rows holding v) and the constant pads on the way ("pads":
    (value, whether such a where filters it); ignore_index.py)."""
    found = {} if found is None else found
    while node.op == "call_function":
        if node.target in _VALUE_PRESERVING:
            node = node.args[0]
        elif node.target == aten.where.self and _is_zero_constant(node.args[2]):
            if found.get("ignore") is None:
                found["ignore"] = ignore_index.ignored_value(node)
            node = node.args[1]  # where(c, idx, 0): 0 is within any non-empty range
        elif node.target == aten.constant_pad_nd.default:
            filtered = found.get("ignore") is not None
            found.setdefault("pads", []).append((ignore_index.pad_value(node), filtered))
            node = node.args[0]
        else:
            return None
    return node if node.op == "placeholder" else None


def _is_zero_constant(node):
    return (hasattr(node, "op") and node.op == "call_function"
            and node.target == aten.scalar_tensor.default and node.args[0] == 0)


def index_ranges(graph, first_batch, n_batch, path, ignores=None):
    """{batch position: [lo, hi)} for every integer batch argument used as an
    index: the intersection over its uses of [0, dimension). The lowering
    turns index bounds checks into cf.assert, which the step's dialects do
    not include; the range attribute carries the check to the driver
    instead. An index computed from a batch argument by anything else than
    moving its values, or from a parameter, has no range the driver could
    check: that is an error. ignores: filled with {batch position: v} where
    every use ignores the rows holding v (a loss's ignore_index outside the
    range: zero.range_ignore)."""
    ignores = {} if ignores is None else ignores
    ignore_of = {}
    placeholders = [n for n in graph.nodes if n.op == "placeholder"]
    batch = placeholders[first_batch:first_batch + n_batch]
    position = {node: i for i, node in enumerate(batch)}
    label = {node: ("batch[%d]" % (i - first_batch) if node in position else "argument #%d" % i)
             for i, node in enumerate(placeholders)}
    ranges, memo = {}, {}
    for node in graph.nodes:
        if node.op != "call_function" or node.target not in _INDEXING:
            continue
        operand, bound = _INDEXING[node.target]
        index = node.args[operand]
        deps = _placeholders_of(index, memo)
        if not deps:
            continue  # constant indices: checked by PyTorch while tracing
        found = {}
        source = _exact_source(index, found)
        if source in position:
            k = position[source]
            lo, hi = ranges.get(k, (0, bound(node)))
            ranges[k] = (max(lo, 0), min(hi, bound(node)))
            ignore_index.check_pads(found.get("pads", ()), found.get("ignore"), bound(node), path,
                                    describe(node))
            # An ignore value holds only if every use ignores it.
            v = found.get("ignore")
            ignore_of[k] = v if ignore_of.get(k, v) == v else None
            continue
        raise UserError("%s: %s at %s takes indices computed from %s: no valid range can be "
                        "checked on the data, and the bounds checks cannot be kept in the step"
                        % (path, node.target, describe(node),
                           ", ".join(sorted(label[d] for d in deps))))
    for k, v in ignore_of.items():
        if v is not None and not ranges[k][0] <= v < ranges[k][1]:
            ignores[k] = v
    return ranges
