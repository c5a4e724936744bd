"""transformers' causal-LM loss with label smoothing: labels padded with
-100 and shifted, cross_entropy(label_smoothing=0.1). PyTorch divides the
smoothing term by a count of kept targets of its own, outside nll_loss;
row i masks its first i mod 3 labels, so ranks hold different counts."""
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
    g = torch.Generator().manual_seed(1)
    ids = torch.randint(0, VOCAB, (rows, T), generator=g)
    labels = ids.clone()
    for i in range(rows):
        labels[i, :i % 3] = -100
    return ids, labels


def loss(model, ids, labels):
    logits = model(ids).float()
    labels = F.pad(labels, (0, 1), value=-100)
    shift_labels = labels[..., 1:].contiguous().view(-1)
    return F.cross_entropy(logits.view(-1, VOCAB), shift_labels, ignore_index=-100,
                           label_smoothing=0.1)
