"""A nanoGPT-style GPT in plain PyTorch, in zero-import-torch's model-file
protocol: model(), batch(rows), loss(model, *batch).

Pre-LN blocks with causal self-attention (one fused qkv projection), GELU
MLP, learned position embeddings, and the LM head tied to the token
embedding (one parameter used twice). Tiny sizes that divide unevenly by
2 and 4 ranks, so shards are padded. Loadable by PyTorch 1.13 (the tests'
eager reference) and 2.x (the importer).

GPT(dropout=p) adds nanoGPT's dropout (gpt_dropout.py); without it the
model has no dropout modules at all, so its traced step draws nothing.
"""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F

VOCAB, CONTEXT, LAYERS, HEADS, EMBD = 13, 5, 1, 2, 6


def _dropout(p):
    """nn.Dropout(p), or for p = 0 a module that is no operation at all."""
    return nn.Dropout(p) if p else nn.Identity()


class CausalSelfAttention(nn.Module):
    def __init__(self, dropout):
        super().__init__()
        self.c_attn = nn.Linear(EMBD, 3 * EMBD)
        self.c_proj = nn.Linear(EMBD, EMBD)
        self.p = dropout
        self.attn_dropout = _dropout(dropout)
        self.resid_dropout = _dropout(dropout)

    def forward(self, x):
        B, T, C = x.shape
        q, k, v = self.c_attn(x).split(C, dim=2)
        q, k, v = (t.view(B, T, HEADS, C // HEADS).transpose(1, 2) for t in (q, k, v))
        if hasattr(F, "scaled_dot_product_attention"):
            # The same draw on the same [B, H, T, T] tensor as attn_dropout.
            p = {"dropout_p": self.p if self.training else 0.0} if self.p else {}
            y = F.scaled_dot_product_attention(q, k, v, is_causal=True, **p)
        else:
            att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(k.shape[-1]))
            mask = torch.ones(T, T, dtype=torch.bool).triu(1)
            att = self.attn_dropout(att.masked_fill(mask, float("-inf")).softmax(dim=-1))
            y = att @ v
        return self.resid_dropout(self.c_proj(y.transpose(1, 2).reshape(B, T, C)))


class Block(nn.Module):
    def __init__(self, dropout):
        super().__init__()
        self.ln_1 = nn.LayerNorm(EMBD)
        self.attn = CausalSelfAttention(dropout)
        self.ln_2 = nn.LayerNorm(EMBD)
        self.c_fc = nn.Linear(EMBD, 4 * EMBD)
        self.c_proj = nn.Linear(4 * EMBD, EMBD)
        self.dropout = _dropout(dropout)

    def forward(self, x):
        x = x + self.attn(self.ln_1(x))
        return x + self.dropout(self.c_proj(F.gelu(self.c_fc(self.ln_2(x)))))


class GPT(nn.Module):
    def __init__(self, dropout=0.0):
        super().__init__()
        self.wte = nn.Embedding(VOCAB, EMBD)
        self.wpe = nn.Embedding(CONTEXT, EMBD)
        self.drop = _dropout(dropout)
        self.h = nn.ModuleList(Block(dropout) for _ in range(LAYERS))
        self.ln_f = nn.LayerNorm(EMBD)
        self.lm_head = nn.Linear(EMBD, VOCAB, bias=False)
        self.lm_head.weight = self.wte.weight  # weight tying
        for name, p in self.named_parameters():
            if name.endswith("weight") and p.dim() == 2:
                nn.init.normal_(p, mean=0.0, std=0.02)
            elif name.endswith("bias"):
                nn.init.zeros_(p)

    def forward(self, idx):
        T = idx.shape[1]
        x = self.drop(self.wte(idx) + self.wpe(torch.arange(T)))
        for block in self.h:
            x = block(x)
        return self.lm_head(self.ln_f(x))


def model():
    return GPT()


def batch(rows):
    """`rows` windows of CONTEXT + 1 tokens of a fixed pseudo-random text:
    inputs and next-token targets."""
    g = torch.Generator().manual_seed(1234)
    text = torch.randint(0, VOCAB, (rows + CONTEXT,), generator=g)
    windows = torch.stack([text[i:i + CONTEXT + 1] for i in range(rows)])
    return windows[:, :-1].contiguous(), windows[:, 1:].contiguous()


def loss(model, idx, targets):
    logits = model(idx)
    return F.cross_entropy(logits.reshape(-1, VOCAB), targets.reshape(-1))
