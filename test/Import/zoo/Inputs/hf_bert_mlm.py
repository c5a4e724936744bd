"""Hugging Face transformers' BERT masked language model (BertForMaskedLM)
at a tiny config: post-LN encoder, erf-GELU, token-type and position
embeddings (position ids are a buffer), the MLM head tied to the word
embeddings; its own `labels=` loss (-100 on the positions not masked).

zero-import-torch's model-file protocol: model(), batch(rows), loss(model, *batch).
The model code is transformers' own, unedited, with BertConfig's default
dropouts (0.1 on hidden states and attention probabilities): the reference
draws zero's masks in eager PyTorch (zero_import_torch.dropout.EagerMasks).
"""
import torch
from transformers import BertConfig, BertForMaskedLM

VOCAB, CONTEXT, MASK = 32, 8, 3


def model():
    config = BertConfig(vocab_size=VOCAB, hidden_size=16, num_hidden_layers=2,
                        num_attention_heads=2, intermediate_size=32,
                        max_position_embeddings=CONTEXT)
    return BertForMaskedLM(config)


def batch(rows):
    g = torch.Generator().manual_seed(3)
    original = torch.randint(4, VOCAB, (rows, CONTEXT), generator=g)
    masked = torch.rand(rows, CONTEXT, generator=g) < 0.3
    tokens = torch.where(masked, torch.full_like(original, MASK), original)
    labels = torch.where(masked, original, torch.full_like(original, -100))
    return tokens, labels


def loss(model, tokens, labels):
    return model(input_ids=tokens, labels=labels).loss
