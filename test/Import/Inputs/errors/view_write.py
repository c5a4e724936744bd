import torch, torch.nn as nn, torch.nn.functional as F
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 4)
    def forward(self, x):
        y = self.fc(x)
        z = y * 2
        z[:, 0] += 1.0
        return z + y
def model(): return Net()
def batch(rows): return torch.ones(rows, 4), torch.zeros(rows, 4)
def loss(m, x, y): return F.mse_loss(m(x), y)
