import torch, torch.nn as nn, torch.nn.functional as F
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 4)
        self.register_buffer("pick", torch.tensor([[3, 1]]))
    def forward(self, x):
        return self.fc(x).gather(1, self.pick.expand(x.shape[0], 2))
def model(): return Net()
def batch(rows): return torch.ones(rows, 4), torch.zeros(rows, 2)
def loss(m, x, y): return F.mse_loss(m(x), y)
