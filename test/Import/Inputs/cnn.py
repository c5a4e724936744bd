"""The PyTorch examples' MNIST CNN at a tiny size, in zero-import-torch's
model-file protocol: conv, ReLU, max_pool2d, conv, ReLU, avg_pool2d,
dropout (p = 0), two linear layers, log_softmax and nll_loss. Loadable by
PyTorch 1.13 (the tests' eager reference) and 2.x (the importer).
"""
import torch
import torch.nn as nn
import torch.nn.functional as F

SIDE, CLASSES = 10, 5


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 3, 3, 1)
        self.conv2 = nn.Conv2d(3, 4, 3, 1, padding=1)
        self.dropout = nn.Dropout(0.0)
        self.fc1 = nn.Linear(4 * 2 * 2, 8)
        self.fc2 = nn.Linear(8, CLASSES)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.conv1(x)), 2)
        x = F.avg_pool2d(F.relu(self.conv2(x)), 2)
        x = torch.flatten(self.dropout(x), 1)
        x = F.relu(self.fc1(x))
        return F.log_softmax(self.fc2(x), dim=1)


def model():
    return Net()


def batch(rows):
    g = torch.Generator().manual_seed(3)
    return torch.randn(rows, 1, SIDE, SIDE, generator=g), torch.randint(0, CLASSES, (rows,), generator=g)


def loss(model, x, y):
    return F.nll_loss(model(x), y)
