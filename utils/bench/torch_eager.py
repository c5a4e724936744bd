#!/usr/bin/env python3
"""PyTorch eager reference of the steps zero-run is timed on, timed the same way.

  torch_eager.py gpt LAYERS D_MODEL HEADS CONTEXT VOCAB GLOBAL_BATCH STEPS THREADS [WORLD]
      zero-trace's GPT (zero_testing.models.GPT: pre-LN blocks, GELU tanh,
      causal softmax, untied head), AdamW(lr 3e-3, wd 0.01), random tokens.
      Prints "torch tokens/s X".
  torch_eager.py mlp IN HID OUT GLOBAL_BATCH STEPS THREADS [WORLD]
      the e2e MLP step (zero_testing.mlp_step: relu(x W1 + b1) W2 + b2,
      loss sum (y_hat - y)^2 / 2 / batch; zero_testing.models.MLP), Adam(lr
      0.01). Prints "torch samples/s X".

WORLD > 1 runs DistributedDataParallel on gloo, one process per rank, each
on GLOBAL_BATCH/WORLD rows (zero-run's split). fp32, 3 warm-up steps.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "test", "lib", "python"))

import torch  # noqa: E402

from zero_testing import train  # noqa: E402
from zero_testing.models import GPT, MLP  # noqa: E402


def gpt(rank, world, args):
    L, C, H, T, V, G, steps, threads = args

    def build():
        model = GPT(dict(layers=L, d_model=C, heads=H, context=T, vocab=V))
        b = G // world
        tokens = torch.randint(0, V, (b, T))
        targets = torch.randint(0, V, (b, T))
        return (model, lambda ps: torch.optim.AdamW(ps, lr=3e-3, eps=1e-8, weight_decay=0.01),
                lambda net: net(tokens, targets))

    dt = train.timed_eager(rank, world, threads, 29534, build, steps)
    if rank == 0:
        print("torch tokens/s %.1f" % (G * T * steps / dt))


def mlp(rank, world, args):
    IN, HID, OUT, G, steps, threads = args
    b = G // world

    def build():
        model = MLP([IN, HID, OUT])
        x = torch.rand(b, IN) * 2 - 1
        y = torch.rand(b, OUT) * 2 - 1
        return (model, lambda ps: torch.optim.Adam(ps, lr=0.01, eps=1e-8),
                lambda net: ((net(x) - y) ** 2).sum() / 2 / b)

    dt = train.timed_eager(rank, world, threads, 29533, build, steps)
    if rank == 0:
        print("torch samples/s %.1f" % (G * steps / dt))


def main():
    models = {"gpt": (gpt, 8), "mlp": (mlp, 6)}
    if len(sys.argv) < 2 or sys.argv[1] not in models:
        sys.exit(__doc__)
    fn, nargs = models[sys.argv[1]]
    if len(sys.argv) not in (2 + nargs, 3 + nargs):
        sys.exit(__doc__)
    args = tuple(int(a) for a in sys.argv[2:2 + nargs])
    world = int(sys.argv[2 + nargs]) if len(sys.argv) > 2 + nargs else 1
    if world == 1:
        fn(0, 1, args)
    else:
        train.run_ranks(fn, (world, args), world)


if __name__ == "__main__":
    main()
