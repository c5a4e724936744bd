"""A model that model() returns in eval mode, in zero-import-torch's
model-file protocol: BatchNorm normalizes with its running statistics
(constants of the step) and dropout with p = 0.5 passes its input through,
as in PyTorch. (The importer used to put every model in train mode.)
Loadable by PyTorch 1.13 (the tests' eager reference) and 2.x.
"""
import torch
import torch.nn as nn
import torch.nn.functional as F


def model():
    net = nn.Sequential(nn.Linear(3, 5), nn.BatchNorm1d(5), nn.ReLU(), nn.Dropout(0.5),
                        nn.Linear(5, 2))
    with torch.no_grad():  # running statistics other than the defaults
        net[1].running_mean.copy_(torch.linspace(-0.5, 0.5, 5))
        net[1].running_var.copy_(torch.linspace(0.5, 2.0, 5))
    return net.eval()


def batch(rows):
    g = torch.Generator().manual_seed(11)
    return torch.randn(rows, 3, generator=g), torch.randn(rows, 2, generator=g)


def loss(model, x, y):
    return F.mse_loss(model(x), y)
