"""zero-import-torch: PyTorch model files -> zero training steps.

  userfile        the model-file protocol: model(), batch(rows), loss(model, *batch)
  optim           AdamW and SGD (momentum, global-norm clipping) written on tensors
  decompositions  the op decompositions that keep the lowering in upstream MLIR
  trace           the functional step, traced with make_fx; index ranges; feature checks
  lower           torch-mlir import + pipelines, then the contract's attributes
  outputs         step files, init/arg<i>.npy, names.json, data/arg<i>.npy, checkpoints
"""


class UserError(Exception):
    """A failure the user can act on: the message names what, where, and why."""
