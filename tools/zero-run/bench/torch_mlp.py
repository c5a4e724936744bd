#!/usr/bin/env python3
"""PyTorch eager reference of test/e2e/Inputs/mlp.py's MLP + Adam step, timed.

  torch_mlp.py IN HID OUT GLOBAL_BATCH STEPS THREADS [WORLD]

WORLD > 1 runs DistributedDataParallel on the gloo backend, one process per
rank, each on GLOBAL_BATCH/WORLD rows (the same split zero-run makes).
Prints "torch samples/s X".
"""
import os
import sys
import time

import torch
import torch.distributed as dist
import torch.multiprocessing as mp


def run(rank, world, args):
    IN, HID, OUT, B, STEPS, THREADS = args
    torch.set_num_threads(THREADS)
    if world > 1:
        os.environ.setdefault("MASTER_ADDR", "127.0.0.1")
        os.environ.setdefault("MASTER_PORT", "29533")
        dist.init_process_group("gloo", rank=rank, world_size=world)
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(IN, HID), torch.nn.ReLU(), torch.nn.Linear(HID, OUT))
    if world > 1:
        model = torch.nn.parallel.DistributedDataParallel(model)
    opt = torch.optim.Adam(model.parameters(), lr=0.01, eps=1e-8)
    b = B // world
    x = torch.rand(b, IN) * 2 - 1
    y = torch.rand(b, OUT) * 2 - 1

    def step():
        opt.zero_grad(set_to_none=True)
        loss = ((model(x) - y) ** 2).sum() / 2 / b
        loss.backward()
        opt.step()

    for _ in range(3):  # warm-up
        step()
    if world > 1:
        dist.barrier()
    t0 = time.perf_counter()
    for _ in range(STEPS):
        step()
    if world > 1:
        dist.barrier()
    dt = time.perf_counter() - t0
    if rank == 0:
        print("torch samples/s %.1f" % (B * STEPS / dt))
    if world > 1:
        dist.destroy_process_group()


def main():
    args = tuple(int(a) for a in sys.argv[1:7])
    world = int(sys.argv[7]) if len(sys.argv) > 7 else 1
    if world == 1:
        run(0, 1, args)
    else:
        mp.spawn(run, args=(world, args), nprocs=world)


if __name__ == "__main__":
    main()
