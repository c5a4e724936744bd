import torch, torch.nn as nn
def model(): return nn.Linear(4, 4)
def batch(rows): return (torch.ones(rows, 4),)
def loss(m, x): return torch.fft.fft(m(x)).real.mean()
