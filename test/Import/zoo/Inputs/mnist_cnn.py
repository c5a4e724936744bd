"""The PyTorch examples' MNIST CNN (third_party/pytorch_examples_mnist/main.py,
as published: two convolutions, max pooling, dropout, log_softmax + nll_loss)
on 28x28 images.

zero-import-torch's model-file protocol: model(), batch(rows), loss(model, *batch).
The model code is the example's, unedited, with its dropouts (0.25, 0.5):
the reference draws zero's masks in eager PyTorch
(zero_import_torch.dropout.EagerMasks).
"""
import os
import sys

import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "third_party",
                                "pytorch_examples_mnist"))
from main import Net  # noqa: E402


def model():
    return Net()


def batch(rows):
    g = torch.Generator().manual_seed(9)
    images = torch.rand(rows, 1, 28, 28, generator=g)
    labels = torch.randint(0, 10, (rows,), generator=g)
    return images, labels


def loss(model, images, labels):
    return F.nll_loss(model(images), labels)
