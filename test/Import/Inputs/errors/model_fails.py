import torch, torch.nn as nn, torch.nn.functional as F
def model(): return nn.Linear(4, -3)
def batch(rows): return torch.ones(rows, 4), torch.zeros(rows, 3)
def loss(m, x, y): return F.mse_loss(m(x), y)
