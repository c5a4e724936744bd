"""torchvision's ResNet-18 (torchvision.models.resnet18: BatchNorm, max
pooling, adaptive average pooling) with a 10-class head, on 64x64 images:
layer4 then sees 2x2 maps. (On 32x32 it sees 1x1 maps, and BatchNorm over
a rank's 2 rows of one value each is degenerate: its outputs are +-1 and
the gradients so ill-conditioned that float32 eager itself leaves float64
eager after one step.)

zero-import-torch's model-file protocol: model(), batch(rows), loss(model, *batch).
The model code is torchvision's own, unedited.
"""
import torch
import torch.nn.functional as F
import torchvision

CLASSES, SIDE = 10, 64


def model():
    return torchvision.models.resnet18(num_classes=CLASSES)


def batch(rows):
    g = torch.Generator().manual_seed(4)
    images = torch.randn(rows, 3, SIDE, SIDE, generator=g)
    labels = torch.randint(0, CLASSES, (rows,), generator=g)
    return images, labels


def loss(model, images, labels):
    return F.cross_entropy(model(images), labels)
