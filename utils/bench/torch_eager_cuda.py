#!/usr/bin/env python3
"""PyTorch eager on one CUDA GPU: the GPT step zero-run --device=cuda is
timed on (zero_testing.models.GPT, AdamW lr 3e-3, random tokens, fp32).

  torch_eager_cuda.py LAYERS D_MODEL HEADS CONTEXT VOCAB BATCH STEPS

Prints "torch-cuda step_ms X tokens/s Y" (3 warm-up steps, then STEPS steps
between torch.cuda.synchronize() calls), or "torch-cuda unavailable: WHY"
and exits 2 when torch or its CUDA is missing.
"""
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "test", "lib", "python"))


def main():
    if len(sys.argv) != 8:
        sys.exit(__doc__)
    L, C, H, T, V, B, steps = (int(a) for a in sys.argv[1:])
    try:
        import torch
    except ImportError as e:
        print("torch-cuda unavailable: %s" % e)
        sys.exit(2)
    if not torch.cuda.is_available():
        print("torch-cuda unavailable: torch %s has no usable CUDA" % torch.__version__)
        sys.exit(2)
    from zero_testing.models import GPT
    torch.manual_seed(0)
    dev = torch.device("cuda")
    model = GPT(dict(layers=L, d_model=C, heads=H, context=T, vocab=V)).to(dev)
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3, eps=1e-8, weight_decay=0.01)
    tokens = torch.randint(0, V, (B, T), device=dev)
    targets = torch.randint(0, V, (B, T), device=dev)

    def step():
        opt.zero_grad(set_to_none=True)
        loss = model(tokens, targets)
        loss.backward()
        opt.step()

    for _ in range(3):
        step()
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(steps):
        step()
    torch.cuda.synchronize()
    dt = time.perf_counter() - t0
    print("torch-cuda step_ms %.3f tokens/s %.1f" % (1e3 * dt / steps, B * T * steps / dt))


if __name__ == "__main__":
    main()
