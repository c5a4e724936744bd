"""A small GPT trained with the Hugging Face `labels=` loss, in
zero-import-torch's model-file protocol: model(), batch(rows),
loss(model, *batch).

The loss is transformers' ForCausalLMLoss as written there: the labels are
padded with -100 and shifted left, and cross_entropy skips every -100
(ignore_index), dividing by the count of kept targets. The labels mask a
different number of positions in each row (a prompt of 0, 2 or 4 tokens,
and every seventh row entirely), so ranks holding different rows hold
different numbers of ignored targets: the mean must still be the global
batch's. Loadable by PyTorch 1.13 (the tests' eager reference) and 2.x
(the importer).
"""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F

VOCAB, CONTEXT, HEADS, EMBD = 11, 5, 2, 6
IGNORE = -100


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.ln_1 = nn.LayerNorm(EMBD)
        self.c_attn = nn.Linear(EMBD, 3 * EMBD)
        self.c_proj = nn.Linear(EMBD, EMBD)
        self.ln_2 = nn.LayerNorm(EMBD)
        self.c_fc = nn.Linear(EMBD, 4 * EMBD)
        self.mlp_proj = nn.Linear(4 * EMBD, EMBD)

    def attention(self, x):
        B, T, C = x.shape
        q, k, v = self.c_attn(x).split(C, dim=2)
        q, k, v = (t.view(B, T, HEADS, C // HEADS).transpose(1, 2) for t in (q, k, v))
        att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(k.shape[-1]))
        mask = torch.ones(T, T, dtype=torch.bool).triu(1)
        att = att.masked_fill(mask, float("-inf")).softmax(dim=-1)
        return self.c_proj((att @ v).transpose(1, 2).reshape(B, T, C))

    def forward(self, x):
        x = x + self.attention(self.ln_1(x))
        return x + self.mlp_proj(F.gelu(self.c_fc(self.ln_2(x))))


class GPT(nn.Module):
    def __init__(self):
        super().__init__()
        self.wte = nn.Embedding(VOCAB, EMBD)
        self.wpe = nn.Embedding(CONTEXT, EMBD)
        self.block = Block()
        self.ln_f = nn.LayerNorm(EMBD)
        self.lm_head = nn.Linear(EMBD, VOCAB, bias=False)
        for name, p in self.named_parameters():
            if name.endswith("weight") and p.dim() == 2:
                nn.init.normal_(p, mean=0.0, std=0.05)
            elif name.endswith("bias"):
                nn.init.zeros_(p)

    def forward(self, idx):
        x = self.wte(idx) + self.wpe(torch.arange(idx.shape[1]))
        return self.lm_head(self.ln_f(self.block(x)))


def model():
    return GPT()


def batch(rows):
    """`rows` windows of CONTEXT tokens of a fixed pseudo-random text, and
    their labels: the tokens, with row i's first (2 i) mod 6 positions (its
    prompt) set to -100, and every row i = 5 mod 7 entirely."""
    g = torch.Generator().manual_seed(4321)
    text = torch.randint(0, VOCAB, (rows + CONTEXT,), generator=g)
    idx = torch.stack([text[i:i + CONTEXT] for i in range(rows)])
    labels = idx.clone()
    for i in range(rows):
        labels[i, :(2 * i) % 6] = IGNORE
        if i % 7 == 5:
            labels[i] = IGNORE
    return idx, labels


def loss(model, idx, labels):
    logits = model(idx)
    # transformers' ForCausalLMLoss (num_items_in_batch=None: the mean)
    labels = F.pad(labels, (0, 1), value=IGNORE)
    shift_labels = labels[..., 1:].contiguous()
    return F.cross_entropy(logits.view(-1, VOCAB).float(), shift_labels.view(-1),
                           ignore_index=IGNORE)
