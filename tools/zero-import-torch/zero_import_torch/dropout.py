"""Dropout in the traced step: masks from a counter-based generator.

PyTorch draws dropout masks from a stateful generator a step cannot hold
and no other process can reproduce. Here every random draw dropout makes is
replaced, while the step is traced, by philox.keep_mask: the mask of each
element is a function of (seed, step, dropout site, the sample's row in the
step's GLOBAL batch, the element's place in the sample), so one rank of N
draws exactly the bits a single device would for the same rows, at every
stage and world size.

PyTorch's CPU dropout (nn.Dropout, F.dropout, the attention dropout of
scaled_dot_product_attention's math kernel) is `noise = empty_like(x);
noise.bernoulli_(1 - p); noise.div_(1 - p); x * noise`; the draw is
`bernoulli_.float` or, under torch.func.grad, `bernoulli.p`. Both are
decomposed here into the mask (as 0.0 / 1.0 of the noise's dtype); the rest
of dropout, and its backward (the gradient times the same noise), is
PyTorch's own. `native_dropout` (other devices' path) is decomposed the same
way.

The step gets two more inputs while it is traced: the global row of each of
the rank's samples (an int64 batch argument zero-run fills, `zero.fill =
"global_row"`) and the step number (a hyper: AdamW's `step`, or one the
importer adds). A step without dropout does not use them and the importer
drops them.

Each draw is a site, numbered in the order the forward pass makes them.
The dimension of the draw's tensor that holds the batch is found by running
the model eagerly on two batch sizes (`probe`): the one dimension whose size
follows the number of rows, e.g. 0 for [B, T, C], 1 for a sequence-first
[T, B, C]. Its entries are the samples in order, k consecutive entries per
sample when its size is k times the rows ([B*H, T, T]).
"""
import contextlib
import os
import traceback

import torch
from torch.utils._python_dispatch import TorchDispatchMode

from zero_import_torch import UserError, locations
from zero_import_torch.philox import keep_mask

aten = torch.ops.aten

FILL = "global_row"  # zero.fill of the row argument; names.json's "fill"

_DRAWS = (aten.bernoulli.p, aten.bernoulli_.float, aten.native_dropout.default)


class Sites:
    """The draws of one trace: the generator's inputs and, per site, what
    the mask was computed for."""

    def __init__(self, model_path, seed, batch_dims=None):
        self.model_path = os.path.realpath(model_path)
        self.seed = seed
        self.batch_dims = batch_dims  # per site, from probe(); None: 0
        self.rows = self.step = None  # the traced inputs, set by the step
        self.shapes = []  # per site: (shape, keep probability)

    def where(self):
        return _where(self.model_path)

    def mask(self, shape, q, dtype):
        site = len(self.shapes)
        self.shapes.append((tuple(shape), float(q)))
        n = self.rows.shape[0]
        dim = self.batch_dims[site] if self.batch_dims and site < len(self.batch_dims) else 0
        if not shape or shape[dim] % n:
            raise UserError("%s: dropout at %s on a tensor of shape %s: its dimension %d should "
                            "hold the %d rows of the micro-batch (the masks follow each sample's "
                            "row in the global batch)" % (self.model_path, self.where(),
                                                          tuple(shape), dim, n))
        moved = (shape[dim],) + tuple(s for i, s in enumerate(shape) if i != dim)
        keep = keep_mask(moved, q, self.rows, self.step, site, self.seed)
        if dim:
            keep = keep.movedim(0, dim)
        return keep.to(dtype)


def _where(model_path):
    """The model file's innermost line on the Python stack."""
    for frame in reversed(traceback.extract_stack()):
        if os.path.realpath(frame.filename) == model_path:
            return "%s:%d (in %s)" % (frame.filename, frame.lineno, frame.name)
    return "(no source location in %s)" % model_path


_active = None


@contextlib.contextmanager
def active(sites):
    """Decompositions draw into `sites` while tracing."""
    global _active
    previous, _active = _active, sites
    try:
        yield sites
    finally:
        _active = previous


def _sites():
    if _active is None or _active.rows is None:
        raise NotImplementedError("a random draw outside dropout's generator")
    return _active


def _bernoulli_p(self, p=0.5, generator=None):
    return _sites().mask(self.shape, p, self.dtype)


def _bernoulli_float_(self, p=0.5, generator=None):
    return self.copy_(_sites().mask(self.shape, p, self.dtype))


def _native_dropout(input, p, train):
    if not train or p == 0:
        return input.clone(), torch.ones_like(input, dtype=torch.bool)
    keep = _sites().mask(input.shape, 1 - p, torch.bool)
    return keep * input * float(1.0 / (1.0 - p)) if p < 1 else input * 0, keep


def decompositions():
    """The table entries: dropout's draws -> the counter-based masks."""
    return {aten.bernoulli.p: _bernoulli_p, aten.bernoulli_.float: _bernoulli_float_,
            aten.native_dropout.default: _native_dropout}


class _Recorder(TorchDispatchMode):
    def __init__(self, model_path):
        super().__init__()
        self.model_path, self.draws = os.path.realpath(model_path), []

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        if func in _DRAWS:
            self.draws.append((tuple(args[0].shape), _where(self.model_path)))
        return func(*args, **(kwargs or {}))


def draws(model_path, run):
    """(shape, source line) of each random draw `run()` makes, in order."""
    recorder = _Recorder(model_path)
    with recorder:
        run()
    return recorder.draws


def probe(model_path, forward, rows):
    """Per draw of the forward pass, the dimension that holds the batch:
    forward(r) runs the loss eagerly on r rows, for r in `rows` (two
    sizes). None when the forward pass draws nothing."""
    a, b = (draws(model_path, lambda r=r: forward(r)) for r in rows)
    if not a:
        return None
    if len(a) != len(b):
        raise UserError("%s: the forward pass makes %d random draws (dropout) on %d rows but %d "
                        "on %d: the masks need the same draws at every batch size"
                        % (model_path, len(a), rows[0], len(b), rows[1]))
    dims = []
    for site, ((sa, where), (sb, _)) in enumerate(zip(a, b)):
        moving = [d for d, (x, y) in enumerate(zip(sa, sb)) if x != y]
        if (len(sa) != len(sb) or len(moving) != 1
                or sa[moving[0]] * rows[1] != sb[moving[0]] * rows[0]):
            raise UserError("%s: dropout at %s draws its mask on shape %s for %d rows and %s for "
                            "%d: expected one dimension proportional to the rows, the batch (masks "
                            "follow each sample's row in the global batch, so that every rank "
                            "and world size draws the same ones; dropout on weights or on a "
                            "tensor without the batch is not supported)"
                            % (model_path, where, sa, rows[0], sb, rows[1]))
        dims.append(moving[0])
    return dims


def check_traced(sites):
    """The trace drew at the sites the probe found, no more, no fewer."""
    if len(sites.shapes) != len(sites.batch_dims):
        raise UserError("%s: the traced step makes %d dropout draws, the eager forward pass %d: "
                        "the masks need the same draws in both"
                        % (sites.model_path, len(sites.shapes), len(sites.batch_dims)))


def example_rows(batch):
    """The row argument's example value for a traced micro-batch: rank 0's."""
    return torch.arange(batch[0].shape[0], dtype=torch.int64)


def bind(sites, rows, step):
    """Inside the traced step: the inputs the masks are computed from (the
    step number is a float hyper; it is exact up to 2^24 steps)."""
    sites.rows, sites.step, sites.shapes = rows, step, []


PROBE_ROWS = (2, 3)


def find_sites(model_file, net, seed):
    """Sites for tracing `net`'s step, or None when its forward pass draws
    no random numbers. The probe's forward passes leave the model as they
    found it (buffers such as BatchNorm's statistics are restored)."""
    saved = [(b, b.clone()) for b in net.buffers()]

    def forward(rows):
        try:
            with torch.no_grad():
                model_file.loss(net, *model_file.batch(rows))
        except UserError:
            raise
        except Exception as e:  # the user's code: report it as theirs
            raise locations.user_failure(
                e, model_file.path, "loss(model, *batch(%d)), run to find dropout's batch "
                "dimension," % rows) from e

    try:
        dims = probe(model_file.path, forward, PROBE_ROWS)
    finally:
        with torch.no_grad():
            for b, value in saved:
                b.copy_(value)
    return None if dims is None else Sites(model_file.path, seed, dims)


class EagerMasks(TorchDispatchMode):
    """Eager PyTorch with the step's masks, for references: inside `with
    EagerMasks(...)`, each dropout draw of one forward pass over the GLOBAL
    batch takes philox's mask instead of PyTorch's generator. names.json's
    "dropout" gives seed and batch_dims; step is zero-run's 1-based step
    number; global_rows the batch's rows (range(G) for the global batch)."""

    def __init__(self, step, seed, batch_dims, global_rows):
        super().__init__()
        self.sites = Sites(__file__, seed, batch_dims)
        self.sites.rows = torch.as_tensor(global_rows, dtype=torch.int64)
        self.sites.step = int(step)

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        if func in (aten.bernoulli.p, aten.bernoulli_.float):
            x = args[0]
            p = args[1] if len(args) > 1 else kwargs.get("p", 0.5)
            mask = self.sites.mask(x.shape, p, x.dtype)
            return x.copy_(mask) if func is aten.bernoulli_.float else mask
        if func is aten.native_dropout.default:
            return _with_sites(self.sites, _native_dropout, *args, **kwargs)
        return func(*args, **kwargs)


def _with_sites(sites, fn, *args, **kwargs):
    with active(sites):
        return fn(*args, **kwargs)
