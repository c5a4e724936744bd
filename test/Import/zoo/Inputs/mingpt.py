"""minGPT's mingpt/model.py (third_party/mingpt, as published: a registered
causal-mask buffer, NewGELU written with tanh, its own loss with
ignore_index=-1) at a tiny config.

zero-import-torch's model-file protocol: model(), batch(rows), loss(model, *batch).
The model code is minGPT's, unedited, with its default config's dropouts
(0.1 on embeddings, attention and residuals): the reference draws zero's
masks in eager PyTorch (zero_import_torch.dropout.EagerMasks).
"""
import os
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "third_party",
                                "mingpt"))
from mingpt.model import GPT  # noqa: E402

VOCAB, CONTEXT = 32, 8


def model():
    config = GPT.get_default_config()
    config.model_type = None
    config.n_layer, config.n_head, config.n_embd = 2, 2, 16
    config.vocab_size, config.block_size = VOCAB, CONTEXT
    return GPT(config)


def batch(rows):
    g = torch.Generator().manual_seed(8)
    tokens = torch.randint(0, VOCAB, (rows, CONTEXT + 1), generator=g)
    targets = tokens[:, 1:].clone()
    targets[torch.rand(rows, CONTEXT, generator=g) < 0.25] = -1   # minGPT's ignore_index
    return tokens[:, :-1].contiguous(), targets


def loss(model, tokens, targets):
    _, loss = model(tokens, targets)
    return loss
