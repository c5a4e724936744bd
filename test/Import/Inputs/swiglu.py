"""A Llama-style residual MLP in plain PyTorch, in zero-import-torch's
model-file protocol: RMSNorm, SwiGLU feed-forward blocks (silu(x W1) *
(x W3)) W2, no biases, and a Mish head. SiLU's and Mish's backward write a
temporary in place inside PyTorch. Loadable by PyTorch 1.13 (the tests'
eager reference) and 2.x (the importer).
"""
import torch
import torch.nn as nn
import torch.nn.functional as F

DIM, HIDDEN, BLOCKS, OUT = 6, 10, 2, 3


class RMSNorm(nn.Module):
    def __init__(self, dim, eps=1e-6):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(dim))

    def forward(self, x):
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps) * self.weight


class SwiGLU(nn.Module):
    def __init__(self):
        super().__init__()
        self.w1 = nn.Linear(DIM, HIDDEN, bias=False)
        self.w2 = nn.Linear(HIDDEN, DIM, bias=False)
        self.w3 = nn.Linear(DIM, HIDDEN, bias=False)

    def forward(self, x):
        return self.w2(F.silu(self.w1(x)) * self.w3(x))


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.norms = nn.ModuleList(RMSNorm(DIM) for _ in range(BLOCKS))
        self.blocks = nn.ModuleList(SwiGLU() for _ in range(BLOCKS))
        self.head = nn.Linear(DIM, OUT)

    def forward(self, x):
        for norm, block in zip(self.norms, self.blocks):
            x = x + block(norm(x))
        return self.head(F.mish(x))


def model():
    return Net()


def batch(rows):
    g = torch.Generator().manual_seed(7)
    return torch.randn(rows, DIM, generator=g), torch.randn(rows, OUT, generator=g)


def loss(model, x, y):
    return F.mse_loss(model(x), y)
