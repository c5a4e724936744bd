#!/usr/bin/env python3
"""PyTorch eager reference of zero-trace's GPT step (pre-LN blocks, GELU
tanh, causal softmax, untied head, AdamW), timed.

  torch_gpt.py LAYERS D_MODEL HEADS CONTEXT VOCAB GLOBAL_BATCH STEPS THREADS [WORLD]

WORLD > 1 runs DistributedDataParallel on gloo, one process per rank, each
on GLOBAL_BATCH/WORLD sequences (zero-run's split). Prints
"torch tokens/s X". fp32, random tokens, 3 warm-up steps.
"""
import math
import os
import sys
import time

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
import torch.nn.functional as F


class GPT(torch.nn.Module):
    def __init__(self, L, C, H, T, V):
        super().__init__()
        self.L, self.C, self.H = L, C, H
        p = lambda *s: torch.nn.Parameter(torch.randn(*s) * 0.02)
        z = lambda *s: torch.nn.Parameter(torch.zeros(*s))
        o = lambda *s: torch.nn.Parameter(torch.ones(*s))
        self.wte, self.wpe = p(V, C), p(T, C)
        self.blocks = torch.nn.ModuleList()
        for _ in range(L):
            b = torch.nn.Module()
            b.ln1g, b.ln1b, b.attnw, b.attnb = o(C), z(C), p(C, 3 * C), z(3 * C)
            b.projw, b.projb, b.ln2g, b.ln2b = p(C, C), z(C), o(C), z(C)
            b.fcw, b.fcb, b.fc2w, b.fc2b = p(C, 4 * C), z(4 * C), p(4 * C, C), z(C)
            self.blocks.append(b)
        self.lnfg, self.lnfb, self.head = o(C), z(C), p(C, V)
        # Not a registered buffer: gloo cannot broadcast bool buffers.
        self.mask = torch.tril(torch.ones(T, T, dtype=torch.bool))

    def forward(self, tokens, targets):
        B, T = tokens.shape
        C, H = self.C, self.H
        D = C // H
        x = self.wte[tokens] + self.wpe[:T]
        for b in self.blocks:
            h = F.layer_norm(x, (C,), b.ln1g, b.ln1b, 1e-5)
            q, k, v = (h @ b.attnw + b.attnb).split(C, dim=-1)
            q, k, v = (t.view(B, T, H, D).transpose(1, 2) for t in (q, k, v))
            att = (q @ k.transpose(-2, -1)) / math.sqrt(D)
            att = att.masked_fill(~self.mask[:T, :T], float("-inf")).softmax(dim=-1)
            y = (att @ v).transpose(1, 2).reshape(B, T, C)
            x = x + y @ b.projw + b.projb
            h = F.layer_norm(x, (C,), b.ln2g, b.ln2b, 1e-5)
            x = x + F.gelu(h @ b.fcw + b.fcb, approximate="tanh") @ b.fc2w + b.fc2b
        x = F.layer_norm(x, (C,), self.lnfg, self.lnfb, 1e-5)
        logits = x @ self.head
        return F.cross_entropy(logits.reshape(B * T, -1), targets.reshape(-1))


def run(rank, world, args):
    L, C, H, T, V, G, STEPS, THREADS = args
    torch.set_num_threads(THREADS)
    if world > 1:
        os.environ.setdefault("MASTER_ADDR", "127.0.0.1")
        os.environ.setdefault("MASTER_PORT", "29534")
        dist.init_process_group("gloo", rank=rank, world_size=world)
    torch.manual_seed(0)
    model = GPT(L, C, H, T, V)
    if world > 1:
        model = torch.nn.parallel.DistributedDataParallel(model)
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3, eps=1e-8, weight_decay=0.01)
    b = G // world
    tokens = torch.randint(0, V, (b, T))
    targets = torch.randint(0, V, (b, T))

    def step():
        opt.zero_grad(set_to_none=True)
        model(tokens, targets).backward()
        opt.step()

    for _ in range(3):
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
        print("torch tokens/s %.1f" % (G * T * STEPS / dt))
    if world > 1:
        dist.destroy_process_group()


def main():
    args = tuple(int(a) for a in sys.argv[1:9])
    world = int(sys.argv[9]) if len(sys.argv) > 9 else 1
    if world == 1:
        run(0, 1, args)
    else:
        mp.spawn(run, args=(world, args), nprocs=world)


if __name__ == "__main__":
    main()
