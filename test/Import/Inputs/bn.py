"""A small conv net with BatchNorm in train mode, in zero-import-torch's
model-file protocol: Conv2d -> BatchNorm2d -> ReLU -> Linear ->
BatchNorm1d -> ReLU -> Linear, squared-error loss. Both BatchNorms update
their running statistics every step (six buffers the step updates)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


def model():
    return nn.Sequential(nn.Conv2d(2, 3, 3, padding=1), nn.BatchNorm2d(3), nn.ReLU(), nn.Flatten(),
                         nn.Linear(48, 6), nn.BatchNorm1d(6), nn.ReLU(), nn.Linear(6, 3))


def batch(rows):
    g = torch.Generator().manual_seed(7)
    return torch.randn(rows, 2, 4, 4, generator=g), torch.randn(rows, 3, generator=g)


def loss(model, x, y):
    return F.mse_loss(model(x), y)
