"""mlp.py with dropout after each hidden layer (p = 0.3 and 0.5), trained
with plain SGD: the importer adds the step number as a hyper for the masks
(zero-run --hyper=LR,step)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


def model():
    return nn.Sequential(nn.Linear(5, 7), nn.ReLU(), nn.Dropout(0.3), nn.Linear(7, 6), nn.ReLU(),
                         nn.Dropout(0.5), nn.Linear(6, 3))


def batch(rows):
    g = torch.Generator().manual_seed(99)
    x = torch.randn(rows, 5, generator=g)
    y = torch.randn(rows, 3, generator=g)
    return x, y


def loss(model, x, y):
    return F.mse_loss(model(x), y)
