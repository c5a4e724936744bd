"""Hugging Face transformers' GPT-2 (GPT2LMHeadModel) at a tiny config, trained
through its own `labels=` loss (shifted next-token cross-entropy, -100 ignored).

zero-import-torch's model-file protocol: model(), batch(rows), loss(model, *batch).
The model code is transformers' own, unedited, with GPT2Config's default
dropouts (0.1 on embeddings, attention and residuals): the reference draws
zero's masks in eager PyTorch (zero_import_torch.dropout.EagerMasks).
"""
import torch
from transformers import GPT2Config, GPT2LMHeadModel

VOCAB, CONTEXT = 32, 8


def model():
    config = GPT2Config(vocab_size=VOCAB, n_positions=CONTEXT, n_embd=16, n_layer=2, n_head=2)
    return GPT2LMHeadModel(config)


def batch(rows):
    g = torch.Generator().manual_seed(1)
    tokens = torch.randint(0, VOCAB, (rows, CONTEXT), generator=g)
    labels = tokens.clone()
    # padding positions, as a collator marks them: ignored by the loss
    labels[torch.rand(rows, CONTEXT, generator=g) < 0.25] = -100
    return tokens, labels


def loss(model, tokens, labels):
    return model(input_ids=tokens, labels=labels).loss
