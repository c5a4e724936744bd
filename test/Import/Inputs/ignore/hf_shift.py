"""The Hugging Face `labels=` loss as GPT2LMHeadModel wrote it before
transformers 4.46: logits[..., :-1, :] against labels[..., 1:], with
CrossEntropyLoss's default ignore_index -100."""
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
    ids = torch.randint(0, VOCAB, (rows, T), generator=g)
    labels = ids.clone()
    labels[:, :1] = -100
    return ids, labels


def loss(model, input_ids, labels):
    logits = model(input_ids)
    shift_logits = logits[..., :-1, :].contiguous()
    shift_labels = labels[..., 1:].contiguous()
    return nn.CrossEntropyLoss()(shift_logits.view(-1, VOCAB), shift_labels.view(-1))
