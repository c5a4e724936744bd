"""torchvision's Vision Transformer (torchvision.models.VisionTransformer,
the class behind vit_b_16) at a tiny config through its constructor: patch
convolution, class token, nn.MultiheadAttention, erf-GELU MLP.

zero-import-torch's model-file protocol: model(), batch(rows), loss(model, *batch).
The model code is torchvision's own, unedited (its dropouts default to 0).
"""
import torch
import torch.nn.functional as F
from torchvision.models import VisionTransformer

CLASSES, SIDE = 10, 16


def model():
    return VisionTransformer(image_size=SIDE, patch_size=8, num_layers=2, num_heads=2,
                             hidden_dim=16, mlp_dim=32, num_classes=CLASSES)


def batch(rows):
    g = torch.Generator().manual_seed(5)
    images = torch.randn(rows, 3, SIDE, SIDE, generator=g)
    labels = torch.randint(0, CLASSES, (rows,), generator=g)
    return images, labels


def loss(model, images, labels):
    return F.cross_entropy(model(images), labels)
