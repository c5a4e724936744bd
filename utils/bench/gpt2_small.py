"""GPT-2 small (124M) from Hugging Face transformers, in zero-import-torch's
model-file protocol, for the import/compile/step-time benchmark
(utils/bench/gpt2_small.sh, docs/Benchmarks.md).

GPT2LMHeadModel with transformers' default GPT2Config (12 layers, 768
wide, 12 heads, vocabulary 50257, 1024 positions, the LM head tied to the
token embedding), trained through its own `labels=` loss on CONTEXT tokens
per row (environment GPT2_CONTEXT, default 128). Dropout is set to 0
through the config, as in the zoo: the step is the same computation as
PyTorch eager's, so the times compare.
"""
import os

import torch
from transformers import GPT2Config, GPT2LMHeadModel

CONTEXT = int(os.environ.get("GPT2_CONTEXT", "128"))


def model():
    config = GPT2Config(resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0)
    return GPT2LMHeadModel(config)


def batch(rows):
    g = torch.Generator().manual_seed(1)
    tokens = torch.randint(0, 50257, (rows, CONTEXT), generator=g)
    return tokens, tokens.clone()


def loss(model, tokens, labels):
    return model(input_ids=tokens, labels=labels).loss
