"""torchvision's ResNet-18 (torchvision.models.resnet18: BatchNorm, max
pooling, adaptive average pooling) with a 10-class head, on 32x32 images.

zero-import-torch's model-file protocol: model(), batch(rows), loss(model, *batch).
The model code is torchvision's own, unedited.
"""
import torch
import torch.nn.functional as F
import torchvision

CLASSES, SIDE = 10, 32


def model():
    return torchvision.models.resnet18(num_classes=CLASSES)


def batch(rows):
    g = torch.Generator().manual_seed(4)
    images = torch.randn(rows, 3, SIDE, SIDE, generator=g)
    labels = torch.randint(0, CLASSES, (rows,), generator=g)
    return images, labels


def loss(model, images, labels):
    return F.cross_entropy(model(images), labels)
