"""In-place operations in the traced step: rewritten where they only build a
temporary, refused where they would update model state.

PyTorch's own backward formulas write temporaries in place. Under
torch.func.grad the backward runs with grad mode on, so autograd picks the
twice-differentiable composite formulas (SiLU's and Mish's among them),
and `1.0 - t` in ATen's C++ is `empty_like(t).fill_(1.0).sub_(t)`: the
trace holds empty_like, copy_ and sub_ on a tensor nothing else sees. Such a
write is a value: `sub_(a, b)` on a temporary `a` that no view aliases is
`a' = sub(a, b)` with every later use of `a` reading `a'` (a view taken
after the last write reads the final value too; sqrt's backward writes
`masked_fill_` into a temporary it then unsqueezes). Only that case is
rewritten, so the rest of the step is traced exactly as before
(functionalizing the whole step changes how other ops, LayerNorm's, are
traced).

A write into a view is a value too when the view is its temporary's only
reader (_exclusive_view: F.linear's `mm(...).view(...).add_(bias)`).

A write whose target is none of these is refused by `state_writes`'
caller: a buffer the step writes (BatchNorm's running statistics in train
mode), a parameter or batch argument, or a view of a temporary others read.
"""
import torch

aten = torch.ops.aten

def written_args(node):
    """Positions of the arguments `node` writes (schema `Tensor(a!)`)."""
    target = node.target
    schema = getattr(target, "_schema", None)
    if node.op != "call_function" or schema is None:
        return []
    return [i for i, a in enumerate(schema.arguments)
            if a.alias_info is not None and a.alias_info.is_write]


def _is_view(node):
    schema = getattr(node.target, "_schema", None)
    if node.op != "call_function" or schema is None or not schema.returns:
        return False
    ret = schema.returns[0].alias_info
    return ret is not None and not ret.is_write


def _functional(target):
    """aten.sub_.Tensor -> aten.sub.Tensor; None if there is none."""
    packet = target._overloadpacket.__name__
    if not packet.endswith("_") or packet.startswith("_"):
        return None
    base = getattr(aten, packet[:-1], None)
    return getattr(base, target._overloadname, None) if base is not None else None


def root_of(node, alias):
    """The tensor `node` aliases (through in-place results and views), and
    whether a view lies on the way."""
    through_view = False
    while True:
        if node in alias:
            node = alias[node]
        elif node.op == "call_function" and _is_view(node) and node.args:
            node, through_view = node.args[0], True
        else:
            return node, through_view


def rewrite_temporaries(graph):
    """Rewrites every in-place op on an unaliased temporary (see above)
    into its functional form. In-place ops it cannot rewrite stay in the
    graph for the caller to refuse."""
    writes = {n: n.args[0] for n in graph.nodes if written_args(n) == [0]}
    order = {n: i for i, n in enumerate(graph.nodes)}
    last_write = {}
    for n in writes:
        root = root_of(n.args[0], writes)[0]
        last_write[root] = max(last_write.get(root, -1), order[n])
    # a view taken before a write to its tensor would see the write: not a value
    viewed = {root_of(n.args[0], writes)[0] for n in graph.nodes
              if _is_view(n) and n.args and isinstance(n.args[0], torch.fx.Node)
              and order[n] < last_write.get(root_of(n.args[0], writes)[0], -1)}
    alias = {}     # in-place result or rewritten value -> the tensor it holds
    latest = {}    # rewritten temporary -> the node holding its current value
    for node in list(graph.nodes):
        if node.op in ("call_function", "output"):
            node.args = torch.fx.node.map_arg(node.args, lambda a: latest.get(a, a))
            node.kwargs = torch.fx.node.map_arg(node.kwargs, lambda a: latest.get(a, a))
        if written_args(node) != [0]:
            continue
        target, through_view = root_of(node.args[0], alias)
        functional = _functional(node.target)
        if through_view and functional is not None and _exclusive_view(node, alias):
            value = _replace(graph, node, functional, node.args, dict(node.kwargs))
            continue
        if (through_view or target in viewed or functional is None
                or target.op != "call_function" or written_args(target)):
            alias[node] = target
            continue
        args, kwargs = (latest.get(target, target),) + tuple(node.args[1:]), dict(node.kwargs)
        if node.target == aten.copy_.default and _same_type(node.args[1], target):
            functional, args, kwargs = aten.clone.default, (node.args[1],), {}
        with graph.inserting_after(node):
            value = graph.call_function(functional, args, kwargs)
        value.meta = dict(node.meta)
        node.replace_all_uses_with(value)
        graph.erase_node(node)
        latest[target], alias[value] = value, target
    for n in reversed(list(graph.nodes)):  # allocations only the rewritten ops read
        if (n.op == "call_function" and not n.users
                and n.target in (aten.empty_like.default, aten.empty.memory_format)):
            graph.erase_node(n)


def _exclusive_view(node, alias):
    """Whether `node` writes a view that is its temporary's only reader:
    each tensor on the chain from a fresh temporary (no in-place result) to
    the written view has one user, the next, and the view's one user is
    `node`. F.linear on a non-contiguous 3-D input (nn.MultiheadAttention's
    packed projection) computes `mm(...).view(...).add_(bias)`: nothing
    but add_'s result can see the write, so `add(view, bias)` is the same
    value. Tensor operands of another dtype would promote the functional
    form: not rewritten."""
    view = node.args[0]
    dtype = view.meta.get("val").dtype if "val" in view.meta else None
    for a in node.args[1:]:
        if isinstance(a, torch.fx.Node) and (dtype is None or "val" not in a.meta
                                             or a.meta["val"].dtype != dtype):
            return False
    if len(view.users) != 1:
        return False
    while _is_view(view) and view.args and isinstance(view.args[0], torch.fx.Node):
        if view in alias or len(view.args[0].users) != 1:
            return False
        view = view.args[0]
    return view.op == "call_function" and view not in alias and not written_args(view)


def _replace(graph, node, functional, args, kwargs):
    """node (an in-place op) -> functional(*args, **kwargs), every use of
    node reading the new value."""
    with graph.inserting_after(node):
        value = graph.call_function(functional, tuple(args), kwargs)
    value.meta = dict(node.meta)
    node.replace_all_uses_with(value)
    graph.erase_node(node)
    return value


def _same_type(value, target):
    a, b = value.meta.get("val"), target.meta.get("val")
    return (isinstance(value, torch.fx.Node) and a is not None and b is not None
            and a.shape == b.shape and a.dtype == b.dtype)
