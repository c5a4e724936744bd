"""The model's buffers in the step.

A buffer the step only reads (a causal mask, rotary frequencies, position
ids, BatchNorm's running statistics in eval mode) is a constant of the step:
make_fx sees a tensor that is not an input and the lowering writes its value
into the step. A buffer the step writes (BatchNorm's running statistics in
train mode, its batch counter) would be state the step updates, which is not
supported: it is refused, naming the buffer, the op and the user's line.

The writes are found by running loss(model, *batch) once eagerly under a
dispatch mode that sees every op's written arguments (schema `Tensor(a!)`)
and compares their storage with the buffers', and by comparing every
buffer's value before and after (native_batch_norm writes its running
statistics without declaring it); the buffers' values are then restored,
so the step's constants are the values model() returned.
"""
import traceback

import torch
from torch.utils._python_dispatch import TorchDispatchMode

from zero_import_torch import UserError
from zero_import_torch.locations import source_line

ADVICE = ("a buffer the step only reads is a constant of the step; one the step updates is not "
          "supported (BatchNorm: return the model in eval mode from model(), or construct it "
          "with track_running_stats=False)")


class _Writes(TorchDispatchMode):
    def __init__(self, storages):
        super().__init__()
        self.storages, self.found = storages, []

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        for i, a in enumerate(func._schema.arguments):
            if a.alias_info is None or not a.alias_info.is_write:
                continue
            t = args[i] if i < len(args) else kwargs.get(a.name)
            if isinstance(t, torch.Tensor):
                name = self.storages.get(t.untyped_storage().data_ptr())
                if name is not None:
                    self.found.append((name, func, traceback.extract_stack()[:-1]))
        return func(*args, **kwargs)


def check_written(net, run, model_path):
    """Runs run() (the loss on a batch) once; refuses it if it writes a
    buffer of net; leaves the buffers as they were. Returns run()'s value."""
    buffers = list(net.named_buffers())
    saved = [b.clone() for _, b in buffers]
    storages = {b.untyped_storage().data_ptr(): name for name, b in buffers}
    mode = _Writes(storages)
    try:
        with torch.no_grad(), mode:
            value = run()
        for (name, b), old in zip(buffers, saved):  # writes a kernel's schema does not declare
            if not torch.equal(b, old) and not (b.isnan() & old.isnan()).any():
                mode.found.append((name, None, []))
    finally:
        with torch.no_grad():
            for (_, b), old in zip(buffers, saved):
                b.copy_(old)
    if mode.found:
        name, func, frames = mode.found[0]
        names = list(dict.fromkeys(n for n, _, _ in mode.found))
        where = ("%s at %s" % (_op_name(func), source_line(frames, model_path))
                 if func is not None else "the step")
        raise UserError("%s: %s writes the buffer '%s'%s: %s"
                        % (model_path, where, name,
                           " (and %s)" % ", ".join("'%s'" % n for n in names[1:])
                           if names[1:] else "", ADVICE))
    return value


def check_graph_writes(gm, net, path, describe):
    """The traced step's own witness: an op left writing (after
    inplace.rewrite_temporaries) a buffer, a parameter or a batch argument
    is refused. describe(node) names the node's source line."""
    from zero_import_torch import inplace
    buffer_of = {}
    named = list(net.named_buffers())
    for node in gm.graph.nodes:
        if node.op == "get_attr":
            value = getattr(gm, node.target)
            buffer_of.update({node: name for name, b in named if value is b})
    placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
    alias = {}
    for node in gm.graph.nodes:
        for i in inplace.written_args(node):
            arg = node.args[i] if i < len(node.args) else None
            if not isinstance(arg, torch.fx.Node):
                continue
            root, _ = inplace.root_of(arg, alias)
            if i == 0:
                alias[node] = root
            if root in buffer_of:
                raise UserError("%s: %s at %s writes the buffer '%s': %s"
                                % (path, node.target, describe(node), buffer_of[root], ADVICE))
            if root.op == "placeholder":
                raise UserError("%s: %s at %s writes argument #%d of the step in place (a "
                                "parameter or batch tensor): write the result to a new tensor "
                                "(the out-of-place form of the op)"
                                % (path, node.target, describe(node), placeholders.index(root)))


def _op_name(func):
    return "aten.%s.%s" % (func._overloadpacket.__name__, func._overloadname)
