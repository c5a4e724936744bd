"""A plain PyTorch MLP in zero-import-torch's model-file protocol: two
hidden layers (ReLU) and a squared-error loss, trained with SGD with
momentum and global-norm clipping. Sizes divide unevenly by 2 and 4 ranks.
"""
import torch
import torch.nn as nn
import torch.nn.functional as F


def model():
    return nn.Sequential(nn.Linear(5, 7), nn.ReLU(), nn.Linear(7, 6), nn.ReLU(), nn.Linear(6, 3))


def batch(rows):
    g = torch.Generator().manual_seed(99)
    x = torch.randn(rows, 5, generator=g)
    y = torch.randn(rows, 3, generator=g)
    return x, y


def loss(model, x, y):
    return F.mse_loss(model(x), y)


