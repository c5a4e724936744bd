"""The model-file protocol.

A model file is a Python file defining three functions:

  model()                   -> torch.nn.Module, its parameters initialised
  batch(rows)               -> tuple of tensors, each with `rows` as its first
                               dimension (inputs, targets, ...); deterministic
  loss(model, *batch)       -> scalar tensor, the mean over the batch's rows

The importer seeds torch (--seed) before calling model(), so a model whose
initialisation draws random numbers starts from the same weights every time.
"""
import importlib.util
import os

import torch

from zero_import_torch import UserError


class ModelFile:
    def __init__(self, path):
        if not os.path.isfile(path):
            raise UserError("model file %s does not exist" % path)
        self.path = path
        spec = importlib.util.spec_from_file_location("zero_import_model", path)
        module = importlib.util.module_from_spec(spec)
        try:
            spec.loader.exec_module(module)
        except Exception as e:  # the user's code: report it as theirs
            raise UserError("%s: loading the model file failed: %s: %s"
                            % (path, type(e).__name__, e)) from e
        for name in ("model", "batch", "loss"):
            if not callable(getattr(module, name, None)):
                raise UserError("%s defines no function '%s' (the protocol: model(), "
                                "batch(rows), loss(model, *batch))" % (path, name))
        self.module = module

    def model(self, seed):
        torch.manual_seed(seed)
        net = self.module.model()
        if not isinstance(net, torch.nn.Module):
            raise UserError("%s: model() returned %s, expected a torch.nn.Module"
                            % (self.path, type(net).__name__))
        return net

    def batch(self, rows):
        b = self.module.batch(rows)
        if isinstance(b, torch.Tensor):
            b = (b,)
        if not isinstance(b, (tuple, list)) or not b:
            raise UserError("%s: batch(%d) returned %s, expected a tuple of tensors"
                            % (self.path, rows, type(b).__name__))
        for i, t in enumerate(b):
            if not isinstance(t, torch.Tensor):
                raise UserError("%s: batch(%d)[%d] is %s, expected a tensor"
                                % (self.path, rows, i, type(t).__name__))
            if t.dim() == 0 or t.shape[0] != rows:
                raise UserError("%s: batch(%d)[%d] has shape %s, expected %d rows first"
                                % (self.path, rows, i, tuple(t.shape), rows))
            if t.dtype not in (torch.float32, torch.int64):
                raise UserError("%s: batch(%d)[%d] has dtype %s, expected float32 or int64"
                                % (self.path, rows, i, t.dtype))
        return tuple(t.contiguous() for t in b)

    def loss(self, net, *batch):
        return self.module.loss(net, *batch)
