#!/usr/bin/env python3
"""Benchmark (not a test): how long zero-run takes to lower and JIT-compile a
step, against the size of the step.

zero-trace MLP steps (width 16, AdamW, batch 4) of L = 10, 100 and 1000
layers at stage 0 on one rank, and GPT configuration C (GPT-2 small, batch
1) at stage 0: one training step each, reading `compile_s` from zero-run's
metrics (parse + zero-lower-to-llvm + LLVM code generation, wall seconds on
rank 0). Goals: 1000 layers within 12x of 100 layers, GPT C under 30 s.
Compiled with the compile cache off, then run again with a fresh cache
twice: the second run's `compile_s` is what loading the cached object costs.
Each uncached compile is repeated REPEAT times (environment, default 3) and
the median is reported: one run of a sub-second compile moves by 10-20 %,
which is the whole margin of the 12x goal.

Usage: compile_time.py [build-dir] [--layers 10,100,1000] [--no-gpt]
"""

import json
import os
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import bin_, run  # noqa: E402

args = sys.argv[2:]
layers = [10, 100, 1000]
if "--layers" in args:
    layers = [int(x) for x in args[args.index("--layers") + 1].split(",")]


def compile_seconds(step, tmp, extra=()):
    """(compile_s without a cache, compile_s loading from a warm cache)."""
    partitioned = os.path.join(tmp, "s.mlir")
    metrics = os.path.join(tmp, "m.json")
    run(f"{bin_}/zero-opt", step, "--zero-pipeline=stage=0 world-size=1", "-o", partitioned)

    def once(cache):
        run(f"{bin_}/zero-run", partitioned, "--steps=1", "--hyper=0.001,step",
            f"--metrics={metrics}", f"--compile-cache={cache}", *extra)
        with open(metrics) as f:
            return json.load(f)["compile_s"]

    cold = statistics.median(once("off") for _ in range(int(os.environ.get("REPEAT", "3"))))
    cache = tempfile.mkdtemp(dir=tmp)
    once(cache)
    return cold, once(cache)


with tempfile.TemporaryDirectory() as tmp:
    step = os.path.join(tmp, "t.mlir")
    rows = []
    for n in layers:
        run(f"{bin_}/zero-trace", "mlp", "--sizes", ",".join(["16"] * (n + 1)),
            "--batch", "4", "-o", step)
        rows.append((f"MLP {n} layers", compile_seconds(step, tmp)))
    if "--no-gpt" not in args:
        run(f"{bin_}/zero-trace", "gpt", "--preset", "C", "--batch", "1", "-o", step)
        rows.append(("GPT C (GPT-2 small)", compile_seconds(step, tmp, ["--int-range=50257"])))

print("| step | compile s (median) | from the cache s |")
print("|---|---|---|")
for name, (seconds, cached) in rows:
    print(f"| {name} | {seconds:.2f} | {cached:.2f} |")
if 100 in layers and 1000 in layers:
    t = dict((name, s[0]) for name, s in rows)
    print(f"1000 / 100 layers: {t['MLP 1000 layers'] / t['MLP 100 layers']:.1f}x (goal <= 12x)")
