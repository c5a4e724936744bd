"""The training-loop scaffold shared by zero's PyTorch runs: process groups
on gloo, one step, a timed loop, ranks started with torch.multiprocessing.

Ranks are started here rather than with torchrun: Debian's torchrun (torch
1.13 on Python 3.11) fails before starting any worker (AttributeError in
torch/distributed/elastic/multiprocessing/api.py).
"""
import datetime
import os
import time

import torch
import torch.distributed as dist
import torch.multiprocessing as mp


def init_process_group(rank, world, port, timeout_s=None):
    """gloo on 127.0.0.1 (MASTER_ADDR/MASTER_PORT from the environment win)."""
    os.environ.setdefault("MASTER_ADDR", "127.0.0.1")
    os.environ.setdefault("MASTER_PORT", str(port))
    kw = {} if timeout_s is None else {"timeout": datetime.timedelta(seconds=timeout_s)}
    dist.init_process_group("gloo", rank=rank, world_size=world, **kw)


def train_step(opt, loss_fn, clip_norm=0.0, clip_params=None, set_to_none=False):
    """zero_grad, forward, backward, optional global-norm clip, step; the loss."""
    opt.zero_grad(set_to_none=set_to_none)
    loss = loss_fn()
    loss.backward()
    if clip_norm > 0:
        torch.nn.utils.clip_grad_norm_(clip_params, clip_norm)
    opt.step()
    return loss


def timed_eager(rank, world, threads, port, build, steps, warmup=3):
    """Throughput loop of the eager benchmarks: `build()` (after
    torch.manual_seed(0)) returns (model, make_optimizer(params), loss(net));
    world > 1 wraps the model in DistributedDataParallel. Runs `warmup`
    steps, then times `steps` between barriers; returns the seconds."""
    torch.set_num_threads(threads)
    if world > 1:
        init_process_group(rank, world, port)
    torch.manual_seed(0)
    model, make_optimizer, loss = build()
    net = torch.nn.parallel.DistributedDataParallel(model) if world > 1 else model
    opt = make_optimizer(net.parameters())
    for _ in range(warmup):
        train_step(opt, lambda: loss(net), set_to_none=True)
    if world > 1:
        dist.barrier()
    t0 = time.perf_counter()
    for _ in range(steps):
        train_step(opt, lambda: loss(net), set_to_none=True)
    if world > 1:
        dist.barrier()
    dt = time.perf_counter() - t0
    if world > 1:
        dist.destroy_process_group()
    return dt


def run_ranks(fn, args, world, timeout_s=None):
    """fn(rank, *args) in `world` spawned processes. True when all ended,
    False when they were killed after timeout_s; a rank's exception is
    raised here."""
    ranks = mp.spawn(fn, args=args, nprocs=world, join=False)
    deadline = None if timeout_s is None else time.monotonic() + timeout_s
    while not ranks.join(timeout=1.0):
        if deadline is not None and time.monotonic() > deadline:
            for p in ranks.processes:
                p.kill()
            return False
    return True
