import torch, torch.nn as nn, torch.nn.functional as F
def model(): return nn.Linear(3, 2)
def batch(rows): return torch.ones(rows, 3), torch.zeros(rows, 2)
def loss(m, x, y): return F.mse_loss(F.linear(x, F.dropout(m.weight, 0.5), m.bias), y)
