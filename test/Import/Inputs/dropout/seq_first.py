import torch, torch.nn as nn, torch.nn.functional as F
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.l1, self.drop, self.l2 = nn.Linear(3, 4), nn.Dropout(0.5), nn.Linear(4, 2)
    def forward(self, x):  # x: [B, T, 3]; dropout on the sequence-first [T, B, 4]
        h = torch.relu(self.l1(x)).transpose(0, 1)
        return self.l2(self.drop(h).transpose(0, 1))
def model(): return Net()
def batch(rows):
    g = torch.Generator().manual_seed(3)
    return torch.randn(rows, 5, 3, generator=g), torch.randn(rows, 5, 2, generator=g)
def loss(m, x, y): return F.mse_loss(m(x), y)
