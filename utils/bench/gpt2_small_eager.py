#!/usr/bin/env python3
"""PyTorch eager's step time on GPT-2 small (utils/bench/gpt2_small.py), timed
as zero-run times its steps: AdamW (torch's defaults, lr 1e-3, as the
import), the same rows of the same data, THREADS threads, the median of
STEPS steps after WARMUP. With WORLD 2: DistributedDataParallel (gloo on
127.0.0.1) on two processes, ROWS rows each, rank r reading the rows
zero-run's rank r reads (step t: t*WORLD*ROWS + r*ROWS + j); the step time
is the slower rank's median.

  build-venv/torch-import/bin/python utils/bench/gpt2_small_eager.py IMPORTED ROWS STEPS [THREADS] [WARMUP] [WORLD]

IMPORTED is the import's output directory (names.json, data/arg<i>.npy).
Prints one line: "torch eager: median step S s (threads T, rows R, steps N)"
("torch DDP (2 ranks): ..." with WORLD 2).
"""
import importlib.util
import json
import os
import statistics
import sys
import time

import numpy as np
import torch


def run(rank, world, port, imported, rows, steps, threads, warmup, results):
    torch.set_num_threads(threads)
    if world > 1:
        import torch.distributed as dist
        dist.init_process_group("gloo", init_method="tcp://127.0.0.1:%d" % port,
                                rank=rank, world_size=world)
    here = os.path.dirname(os.path.abspath(__file__))
    spec = importlib.util.spec_from_file_location("gpt2_small", os.path.join(here, "gpt2_small.py"))
    user = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(user)
    torch.manual_seed(0)
    net = user.model()
    trained = net
    if world > 1:
        trained = torch.nn.parallel.DistributedDataParallel(net)
    names = json.load(open(os.path.join(imported, "names.json")))
    data = [torch.from_numpy(np.load(os.path.join(imported, "data", "arg%d.npy" % a["index"])))
            for a in names["args"] if a["role"] == "batch"]
    opt = torch.optim.AdamW(net.parameters(), lr=1e-3)
    times = []
    for t in range(warmup + steps):
        start = time.perf_counter()
        first = t * world * rows + rank * rows
        index = torch.tensor([(first + j) % data[0].shape[0] for j in range(rows)])
        opt.zero_grad()
        loss = user.loss(trained, *[d[index] for d in data])
        loss.backward()
        opt.step()
        if t >= warmup:
            times.append(time.perf_counter() - start)
    results.put((rank, statistics.median(times), loss.item()))


def main():
    imported, rows, steps = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    threads = int(sys.argv[4]) if len(sys.argv) > 4 else 1
    warmup = int(sys.argv[5]) if len(sys.argv) > 5 else 1
    world = int(sys.argv[6]) if len(sys.argv) > 6 else 1
    if world == 1:
        import queue
        results = queue.Queue()
        run(0, 1, 0, imported, rows, steps, threads, warmup, results)
        _, median, loss = results.get()
        print("torch eager: median step %.3f s (threads %d, rows %d, steps %d, loss %.4f)"
              % (median, threads, rows, steps, loss))
        return
    import socket
    import torch.multiprocessing as mp
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    ctx = mp.get_context("spawn")
    results = ctx.Queue()
    procs = [ctx.Process(target=run, args=(r, world, port, imported, rows, steps, threads,
                                           warmup, results)) for r in range(world)]
    for p in procs:
        p.start()
    got = [results.get() for _ in procs]
    for p in procs:
        p.join()
    if any(p.exitcode for p in procs):
        sys.exit("gpt2_small_eager: a DDP rank failed")
    median = max(m for _, m, _ in got)
    loss = dict((r, l) for r, _, l in got)[0]
    print("torch DDP (%d ranks): median step %.3f s (threads %d per rank, rows %d per rank, "
          "steps %d, rank 0's loss %.4f)" % (world, median, threads, rows, steps, loss))


if __name__ == "__main__":
    main()
