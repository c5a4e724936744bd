import torch, torch.nn as nn, torch.nn.functional as F
def model(): return nn.Embedding(10, 3)
def batch(rows): return (torch.arange(rows) % 5,)
def loss(m, t): return m(t + 1).pow(2).mean()
