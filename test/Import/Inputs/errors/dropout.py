import torch, torch.nn as nn, torch.nn.functional as F
def model(): return nn.Sequential(nn.Linear(3, 4), nn.Dropout(0.5), nn.Linear(4, 2))
def batch(rows): return torch.ones(rows, 3), torch.zeros(rows, 2)
def loss(m, x, y): return F.mse_loss(m(x), y)
