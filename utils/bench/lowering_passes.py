#!/usr/bin/env python3
"""Benchmark (not a test): the wall time of each pass of zero-lower-to-llvm
(as zero-run builds it, packed entry included) on the MLP steps of
compile_time.py (width 16, AdamW, batch 4, stage 0 on one rank) of 100 and
1000 layers, and each pass's 1000/100 ratio: the table that finds a pass
whose time grows faster than the step. With a second build directory, its
zero-opt's columns come first ("before"), for a side-by-side comparison.

Usage: lowering_passes.py [build-dir] [--before other-build-dir]
                          [--layers 100,1000]
"""

import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import bin_, run  # noqa: E402

args = sys.argv[2:]
layers = [100, 1000]
if "--layers" in args:
    layers = [int(x) for x in args[args.index("--layers") + 1].split(",")]
builds = [bin_]
if "--before" in args:
    builds.insert(0, os.path.join(args[args.index("--before") + 1], "bin"))


def pass_times(zero_opt, step):
    """{pass name: seconds}, in pipeline order (repeated names numbered)."""
    err = subprocess.run(
        [zero_opt, step, "--zero-lower-to-llvm=packed-entry=train_step",
         "--mlir-timing", "--mlir-disable-threading", "--verify-each=0",
         "-o", os.devnull], capture_output=True, text=True, check=True).stderr
    times = {}
    for line in err.splitlines():
        m = re.match(r"\s+([\d.]+) \(\s*[\d.]+%\)\s+(.*)$", line)
        if not m or m.group(2).startswith(("'", "(A)")):
            continue
        name, n = m.group(2), 2
        while name in times:
            name, n = f"{m.group(2)} #{n}", n + 1
        times[name] = float(m.group(1))
    return times


with tempfile.TemporaryDirectory() as tmp:
    steps = []
    for n in layers:
        traced, step = os.path.join(tmp, f"t{n}.mlir"), os.path.join(tmp, f"s{n}.mlir")
        run(f"{bin_}/zero-trace", "mlp", "--sizes", ",".join(["16"] * (n + 1)),
            "--batch", "4", "-o", traced)
        run(f"{bin_}/zero-opt", traced, "--zero-pipeline=stage=0 world-size=1", "-o", step)
        steps.append(step)
    columns = [[pass_times(os.path.join(b, "zero-opt"), s) for s in steps] for b in builds]

names = list(dict.fromkeys(k for build in reversed(columns) for t in build for k in t))
header = ["pass"]
for label in (["before ", "after "] if len(builds) == 2 else [""]):
    header += [f"{label}{n} layers s" for n in layers] + [f"{label}ratio"]
print("| " + " | ".join(header) + " |")
print("|" + "---|" * len(header))
for name in names:
    row = [name]
    for build in columns:
        first, last = build[0].get(name), build[-1].get(name)
        row += ["-" if t is None else f"{t:.3f}" for t in (b.get(name) for b in build)]
        row.append(f"{last / first:.0f}x" if first and last and first >= 0.001 else "-")
    print("| " + " | ".join(row) + " |")
