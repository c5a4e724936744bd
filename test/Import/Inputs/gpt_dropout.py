"""gpt.py with nanoGPT's dropout, in zero-import-torch's model-file
protocol: on the embeddings, the attention weights (scaled_dot_product_attention's
dropout_p in PyTorch 2, nn.Dropout on the softmax in 1.13: the same draw on
the same [B, H, T, T] tensor), the attention output and the MLP output.
The model is in train mode, so every forward pass draws four masks.
Loadable by PyTorch 1.13 (the tests' eager reference) and 2.x (the importer).
"""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F

VOCAB, CONTEXT, LAYERS, HEADS, EMBD = 13, 5, 1, 2, 6
DROPOUT = 0.25


class CausalSelfAttention(nn.Module):
    def __init__(self):
        super().__init__()
        self.c_attn = nn.Linear(EMBD, 3 * EMBD)
        self.c_proj = nn.Linear(EMBD, EMBD)
        self.attn_dropout = nn.Dropout(DROPOUT)
        self.resid_dropout = nn.Dropout(DROPOUT)

    def forward(self, x):
        B, T, C = x.shape
        q, k, v = self.c_attn(x).split(C, dim=2)
        q, k, v = (t.view(B, T, HEADS, C // HEADS).transpose(1, 2) for t in (q, k, v))
        if hasattr(F, "scaled_dot_product_attention"):
            y = F.scaled_dot_product_attention(q, k, v, is_causal=True,
                                               dropout_p=DROPOUT if self.training else 0.0)
        else:
            att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(k.shape[-1]))
            mask = torch.ones(T, T, dtype=torch.bool).triu(1)
            att = self.attn_dropout(att.masked_fill(mask, float("-inf")).softmax(dim=-1))
            y = att @ v
        return self.resid_dropout(self.c_proj(y.transpose(1, 2).reshape(B, T, C)))


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.ln_1 = nn.LayerNorm(EMBD)
        self.attn = CausalSelfAttention()
        self.ln_2 = nn.LayerNorm(EMBD)
        self.c_fc = nn.Linear(EMBD, 4 * EMBD)
        self.c_proj = nn.Linear(4 * EMBD, EMBD)
        self.dropout = nn.Dropout(DROPOUT)

    def forward(self, x):
        x = x + self.attn(self.ln_1(x))
        return x + self.dropout(self.c_proj(F.gelu(self.c_fc(self.ln_2(x)))))


class GPT(nn.Module):
    def __init__(self):
        super().__init__()
        self.wte = nn.Embedding(VOCAB, EMBD)
        self.wpe = nn.Embedding(CONTEXT, EMBD)
        self.drop = nn.Dropout(DROPOUT)
        self.h = nn.ModuleList(Block() for _ in range(LAYERS))
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


