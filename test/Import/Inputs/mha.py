"""Self-attention with torch's nn.MultiheadAttention (as torchvision's
ViT calls it): query, key and value the same tensor, so
F.multi_head_attention_forward projects them with one F.linear on the
transposed (non-contiguous) input, which computes
`mm(...).view(...).add_(bias)` in place on a view of a temporary.
"""
import torch
import torch.nn as nn

WIDTH, HEADS, TOKENS = 8, 2, 3


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(WIDTH, HEADS, batch_first=True)
        self.head = nn.Linear(WIDTH, 1)

    def forward(self, x):
        y, _ = self.attn(x, x, x, need_weights=False)
        return self.head(y + x).squeeze(-1)


def model():
    return Net()


def batch(rows):
    g = torch.Generator().manual_seed(7)
    return (torch.randn(rows, TOKENS, WIDTH, generator=g),
            torch.randn(rows, TOKENS, generator=g))


def loss(model, x, y):
    return (model(x) - y).square().mean()
