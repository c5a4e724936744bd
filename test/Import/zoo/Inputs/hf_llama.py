"""Hugging Face transformers' Llama (LlamaForCausalLM) at a tiny config:
RMSNorm, rotary embeddings (an `inv_freq` buffer), SwiGLU MLP (SiLU),
grouped-query attention; trained through its own `labels=` loss.

zero-import-torch's model-file protocol: model(), batch(rows), loss(model, *batch).
The model code is transformers' own, unedited (Llama's attention dropout is 0
by default).
"""
import torch
from transformers import LlamaConfig, LlamaForCausalLM

VOCAB, CONTEXT = 32, 8


def model():
    config = LlamaConfig(vocab_size=VOCAB, hidden_size=16, intermediate_size=32,
                         num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
                         max_position_embeddings=CONTEXT)
    return LlamaForCausalLM(config)


def batch(rows):
    g = torch.Generator().manual_seed(2)
    tokens = torch.randint(0, VOCAB, (rows, CONTEXT), generator=g)
    labels = tokens.clone()
    labels[torch.rand(rows, CONTEXT, generator=g) < 0.25] = -100
    return tokens, labels


def loss(model, tokens, labels):
    return model(input_ids=tokens, labels=labels).loss
