"""nanoGPT's loss, as its model.py writes it: cross_entropy over the
flattened logits with ignore_index=-1. A tiny bigram model; the targets of
some rows hold -1, a different number in each row."""
import torch
import torch.nn as nn
import torch.nn.functional as F

VOCAB, T = 7, 4


class Bigram(nn.Module):
    def __init__(self):
        super().__init__()
        self.wte = nn.Embedding(VOCAB, 5)
        self.lm_head = nn.Linear(5, VOCAB)

    def forward(self, idx):
        return self.lm_head(torch.tanh(self.wte(idx)))


def model():
    return Bigram()


def batch(rows):
    g = torch.Generator().manual_seed(7)
    idx = torch.randint(0, VOCAB, (rows, T), generator=g)
    targets = torch.randint(0, VOCAB, (rows, T), generator=g)
    for i in range(rows):
        targets[i, :i % 4] = -1
    return idx, targets


def loss(model, idx, targets):
    logits = model(idx)
    return F.cross_entropy(logits.view(-1, logits.size(-1)), targets.view(-1), ignore_index=-1)
