"""Buffers the step updates: state without a gradient.

BatchNorm in train mode writes its running statistics (running_mean,
running_var) and its batch counter (num_batches_tracked) on every forward
pass. Such a buffer becomes an argument of the step with
`zero.role = "buffer"` and a result `zero.updates = <its index>` holding its
new value: zero keeps it whole on every rank at every stage, never
communicates it, and zero-run loads, dumps, checkpoints and exports it like
a parameter (docs/Design.md §2).

How: the buffers the loss writes are found by running it once eagerly (a
dispatch mode sees the writes an op's schema declares; a value comparison
sees native_batch_norm's undeclared ones); their values are restored
after. The traced step passes a clone of each such buffer to functional_call, so the
model writes the clone in place; inplace.rewrite_temporaries turns those
writes into values, and the step returns the clones' final values. PyTorch's
own decomposition of native_batch_norm spells the update
(momentum * batch statistic + (1 - momentum) * running value; the unbiased
variance, as torch) in ops the lowering knows.

Semantics under data parallelism are DDP's: each rank normalizes with its
own micro-batch's statistics and updates its own running statistics; what
zero-run saves is rank 0's.
"""
import torch
from torch._decomp import get_decompositions
from torch.utils._python_dispatch import TorchDispatchMode

aten = torch.ops.aten


class _Writes(TorchDispatchMode):
    """Names the buffers (by storage) an op's schema says it writes."""

    def __init__(self, storages):
        super().__init__()
        self.storages, self.found = storages, set()

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        for i, a in enumerate(func._schema.arguments):
            if a.alias_info is not None and a.alias_info.is_write:
                t = args[i] if i < len(args) else kwargs.get(a.name)
                if isinstance(t, torch.Tensor) and t.untyped_storage().data_ptr() in self.storages:
                    self.found.add(self.storages[t.untyped_storage().data_ptr()])
        return func(*args, **kwargs)


class StateBuffer:
    def __init__(self, name, tensor):
        self.name, self.tensor = name, tensor


def find(net, run):
    """The buffers of net that run() (the loss on a batch) writes, in
    named_buffers() order, with their values before run(); net's buffers
    are left as they were."""
    named = list(net.named_buffers())
    saved = [b.detach().clone() for _, b in named]
    storages = {b.untyped_storage().data_ptr(): name for name, b in named}
    mode = _Writes(storages)
    try:
        with torch.no_grad(), mode:
            run()
        written = set(mode.found)
        for (name, b), old in zip(named, saved):
            if not torch.equal(b, old) and not (b.isnan() & old.isnan()).any():
                written.add(name)
    finally:
        with torch.no_grad():
            for (_, b), old in zip(named, saved):
                b.copy_(old)
    return [StateBuffer(name, old) for (name, _), old in zip(named, saved) if name in written]


def decompositions():
    """BatchNorm's forward with its running-statistics update as plain ops
    (torch-mlir's table keeps native_batch_norm whole, writing in place)."""
    return get_decompositions([aten.native_batch_norm.default,
                               aten._native_batch_norm_legit.default,
                               aten._native_batch_norm_legit_functional.default])


def entries(state, first_index):
    """names.json's rows for the state buffers, from argument first_index on."""
    return [{"index": first_index + i, "role": "buffer", "name": s.name,
             "shape": list(s.tensor.shape), "dtype": str(s.tensor.dtype).replace("torch.", "")}
            for i, s in enumerate(state)]
