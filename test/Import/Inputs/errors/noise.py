import torch, torch.nn as nn, torch.nn.functional as F
def model(): return nn.Linear(3, 2)
def batch(rows): return torch.ones(rows, 3), torch.zeros(rows, 2)
def loss(m, x, y): return F.mse_loss(m(x + 0.1 * torch.randn_like(x)), y)
