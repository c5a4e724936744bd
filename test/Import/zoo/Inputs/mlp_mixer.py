"""MLP-Mixer from the `mlp-mixer-pytorch` package (mlp_mixer_pytorch.MLPMixer:
einops Rearrange/Reduce layers, token- and channel-mixing MLPs with GELU,
LayerNorm) at a tiny config.

zero-import-torch's model-file protocol: model(), batch(rows), loss(model, *batch).
The model code is the package's own, unedited (its dropout defaults to 0).
"""
import torch
import torch.nn.functional as F
from mlp_mixer_pytorch import MLPMixer

CLASSES, SIDE = 10, 16


def model():
    return MLPMixer(image_size=SIDE, channels=3, patch_size=4, dim=16, depth=2,
                    num_classes=CLASSES)


def batch(rows):
    g = torch.Generator().manual_seed(6)
    images = torch.randn(rows, 3, SIDE, SIDE, generator=g)
    labels = torch.randint(0, CLASSES, (rows,), generator=g)
    return images, labels


def loss(model, images, labels):
    return F.cross_entropy(model(images), labels)
