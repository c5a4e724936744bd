"""gpt.py with nanoGPT's dropout, in zero-import-torch's model-file
protocol: on the embeddings, the attention weights (scaled_dot_product_attention's
dropout_p in PyTorch 2, nn.Dropout on the softmax in 1.13: the same draw on
the same [B, H, T, T] tensor), the attention output and the MLP output.
The model is in train mode, so every forward pass draws four masks.
Loadable by PyTorch 1.13 (the tests' eager reference) and 2.x (the importer).

The model, its batches and its loss are gpt.py's (GPT(dropout=DROPOUT)).
"""
import importlib.util
import os

_spec = importlib.util.spec_from_file_location(
    "zero_test_gpt", os.path.join(os.path.dirname(os.path.abspath(__file__)), "gpt.py"))
gpt = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gpt)

VOCAB, CONTEXT, LAYERS, HEADS, EMBD = gpt.VOCAB, gpt.CONTEXT, gpt.LAYERS, gpt.HEADS, gpt.EMBD
DROPOUT = 0.25
batch, loss = gpt.batch, gpt.loss


def model():
    return gpt.GPT(dropout=DROPOUT)
