"""Two BatchNorm branches summed, as a ResNet block with a downsampling
branch: both BatchNorms receive one output gradient, so their bias
gradients are one sum (CSE merges them) that each parameter's update must
read as its own (AdamW: the update ops CSE merges too). The linear layers
before BatchNorm have no bias: its gradient is 0 in exact arithmetic, and
AdamW would normalize rounding noise into full steps."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Branches(nn.Module):
    def __init__(self):
        super().__init__()
        self.a, self.bn_a = nn.Linear(5, 6, bias=False), nn.BatchNorm1d(6)
        self.b, self.bn_b = nn.Linear(5, 6, bias=False), nn.BatchNorm1d(6)
        self.head = nn.Linear(6, 2)

    def forward(self, x):
        return self.head(F.relu(self.bn_a(self.a(x)) + self.bn_b(self.b(x))))


def model():
    return Branches()


def batch(rows):
    g = torch.Generator().manual_seed(3)
    return torch.randn(rows, 5, generator=g), torch.randn(rows, 2, generator=g)


def loss(model, x, y):
    return F.mse_loss(model(x), y)
