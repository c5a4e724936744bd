"""nanoGPT's model.py (third_party/nanogpt, as published: weight tying,
its own init, scaled_dot_product_attention, its own loss with
ignore_index=-1) at a tiny GPTConfig.

zero-import-torch's model-file protocol: model(), batch(rows), loss(model, *batch).
The model code is nanoGPT's, unedited. GPTConfig's dropout default is 0.
"""
import os
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "third_party",
                                "nanogpt"))
from model import GPT, GPTConfig  # noqa: E402

VOCAB, CONTEXT = 32, 8


def model():
    return GPT(GPTConfig(block_size=CONTEXT, vocab_size=VOCAB, n_layer=2, n_head=2, n_embd=16))


def batch(rows):
    g = torch.Generator().manual_seed(7)
    tokens = torch.randint(0, VOCAB, (rows, CONTEXT + 1), generator=g)
    targets = tokens[:, 1:].clone()
    targets[torch.rand(rows, CONTEXT, generator=g) < 0.25] = -1   # nanoGPT's ignore_index
    return tokens[:, :-1].contiguous(), targets


def loss(model, tokens, targets):
    _, loss = model(tokens, targets)
    return loss
