"""A model whose buffers the step only reads, of every kind a state_dict
treats differently: a persistent float scale, a persistent int64 position
table registered under two names (one tensor shared by two modules), and a
non-persistent offset (register_buffer(persistent=False), which torch's
state_dict leaves out).
"""
import torch
import torch.nn as nn
import torch.nn.functional as F

WIDTH, CLASSES = 4, 3


class Block(nn.Module):
    def __init__(self, pos):
        super().__init__()
        self.fc = nn.Linear(WIDTH, WIDTH)
        self.register_buffer("scale", torch.linspace(0.5, 2.0, WIDTH))
        self.register_buffer("offset", torch.full((WIDTH,), 0.25), persistent=False)
        self.register_buffer("pos", pos)

    def forward(self, x):
        return torch.tanh(self.fc(x) * self.scale + self.offset + self.pos.float())


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        pos = torch.arange(WIDTH)
        self.a, self.b = Block(pos), Block(pos)
        self.head = nn.Linear(WIDTH, CLASSES)

    def forward(self, x):
        return self.head(self.b(self.a(x)))


def model():
    return Net()


def batch(rows):
    g = torch.Generator().manual_seed(3)
    return (torch.randn(rows, WIDTH, generator=g),
            torch.randint(0, CLASSES, (rows,), generator=g))


def loss(model, x, y):
    return F.cross_entropy(model(x), y)
