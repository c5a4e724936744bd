#!/usr/bin/env python3
"""PyTorch eager's step time on GPT-2 small (utils/bench/gpt2_small.py), timed
as zero-run times its steps: AdamW (torch's defaults, lr 1e-3, as the
import), the same rows of the same data, THREADS threads, the median of
STEPS steps after WARMUP.

  build-venv/torch-import/bin/python utils/bench/gpt2_small_eager.py IMPORTED ROWS STEPS [THREADS] [WARMUP]

IMPORTED is the import's output directory (names.json, data/arg<i>.npy).
Prints one line: "torch eager: median step S s (threads T, rows R, steps N)".
"""
import importlib.util
import json
import os
import statistics
import sys
import time

import numpy as np
import torch


def main():
    imported, rows, steps = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    threads = int(sys.argv[4]) if len(sys.argv) > 4 else 1
    warmup = int(sys.argv[5]) if len(sys.argv) > 5 else 1
    torch.set_num_threads(threads)
    here = os.path.dirname(os.path.abspath(__file__))
    spec = importlib.util.spec_from_file_location("gpt2_small", os.path.join(here, "gpt2_small.py"))
    user = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(user)
    torch.manual_seed(0)
    net = user.model()
    names = json.load(open(os.path.join(imported, "names.json")))
    data = [torch.from_numpy(np.load(os.path.join(imported, "data", "arg%d.npy" % a["index"])))
            for a in names["args"] if a["role"] == "batch"]
    opt = torch.optim.AdamW(net.parameters(), lr=1e-3)
    times = []
    for t in range(warmup + steps):
        start = time.perf_counter()
        index = torch.tensor([(t * rows + j) % data[0].shape[0] for j in range(rows)])
        opt.zero_grad()
        loss = user.loss(net, *[d[index] for d in data])
        loss.backward()
        opt.step()
        if t >= warmup:
            times.append(time.perf_counter() - start)
    print("torch eager: median step %.3f s (threads %d, rows %d, steps %d, loss %.4f)"
          % (statistics.median(times), threads, rows, steps, loss.item()))


if __name__ == "__main__":
    main()
