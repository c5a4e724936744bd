"""A small GPT as many model files write it (nanoGPT before PyTorch 2), in
zero-import-torch's model-file protocol: the causal mask is a registered
buffer, the position ids another, attention is written out (masked_fill,
softmax), the MLP uses tanh-approximated GELU. The buffers are constants of
the step. Loadable by PyTorch 1.13 (the tests' eager reference) and 2.x
(the importer).
"""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F

VOCAB, CONTEXT, EMBD, HEADS = 11, 4, 8, 2


class CausalSelfAttention(nn.Module):
    def __init__(self):
        super().__init__()
        self.c_attn = nn.Linear(EMBD, 3 * EMBD)
        self.c_proj = nn.Linear(EMBD, EMBD)
        self.register_buffer("bias", torch.tril(torch.ones(CONTEXT, CONTEXT))
                             .view(1, 1, CONTEXT, CONTEXT))

    def forward(self, x):
        B, T, C = x.shape
        q, k, v = self.c_attn(x).split(C, dim=2)
        q, k, v = (t.view(B, T, HEADS, C // HEADS).transpose(1, 2) for t in (q, k, v))
        att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(k.size(-1)))
        att = att.masked_fill(self.bias[:, :, :T, :T] == 0, float("-inf"))
        y = F.softmax(att, dim=-1) @ v
        return self.c_proj(y.transpose(1, 2).contiguous().view(B, T, C))


class GPT(nn.Module):
    def __init__(self):
        super().__init__()
        self.wte = nn.Embedding(VOCAB, EMBD)
        self.wpe = nn.Embedding(CONTEXT, EMBD)
        self.ln_1 = nn.LayerNorm(EMBD)
        self.attn = CausalSelfAttention()
        self.ln_2 = nn.LayerNorm(EMBD)
        self.c_fc = nn.Linear(EMBD, 4 * EMBD)
        self.c_proj = nn.Linear(4 * EMBD, EMBD)
        self.lm_head = nn.Linear(EMBD, VOCAB)
        self.register_buffer("pos", torch.arange(CONTEXT))

    def forward(self, idx):
        x = self.wte(idx) + self.wpe(self.pos[:idx.shape[1]])
        x = x + self.attn(self.ln_1(x))
        x = x + self.c_proj(F.gelu(self.c_fc(self.ln_2(x)), approximate="tanh"))
        return self.lm_head(x)


def model():
    return GPT()


def batch(rows):
    g = torch.Generator().manual_seed(5)
    text = torch.randint(0, VOCAB, (rows, CONTEXT + 1), generator=g)
    return text[:, :-1].contiguous(), text[:, 1:].contiguous()


def loss(model, idx, targets):
    return F.cross_entropy(model(idx).reshape(-1, VOCAB), targets.reshape(-1))
