import torch, torch.nn as nn, torch.nn.functional as F
def model(): return nn.Sequential(nn.Linear(3, 4), nn.BatchNorm1d(4))
def batch(rows): return torch.ones(rows, 3), torch.zeros(rows, 4)
def loss(m, x, y): return F.mse_loss(m(x), y)
