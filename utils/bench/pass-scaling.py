#!/usr/bin/env python3
"""Benchmark (not a test): how zero's passes scale with the size of the step.

Generates mixed-precision Adam MLP steps with global-norm clipping
(gen_step.py, width 256, batch 8) of L = 10, 100 and 1000 layers (1x, 10x,
100x), runs `zero-opt --zero-pipeline="stage=S world-size=8 report=..."` and
reports the wall time of each pass from -mlir-timing (median of --repeat
runs) next to parsing and printing, which every mlir-opt run pays anyway.

Usage: pass-scaling.py [--zero-opt build/bin/zero-opt] [--repeat 3]
                       [--layers 10,100,1000] [--stage 3]
"""

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
# The step generator the pass tests use (standard library only, run as a script).
GEN_STEP = os.path.join(HERE, "..", "..", "test", "lib", "python", "zero_testing", "gen_step.py")
PASSES = ["Parser", "VerifyContract", "Partition", "MemoryReport", "Output"]


def timing(zero_opt, graph, stage):
    out = subprocess.run(
        [zero_opt, graph, f"--zero-pipeline=stage={stage} world-size=8 report={os.devnull}",
         "-o", os.devnull, "-mlir-timing"], capture_output=True, text=True, check=True).stderr
    times = {}
    for name in PASSES + ["Total"]:
        m = re.search(r"^\s*([0-9.]+) \(\s*[0-9.]+%\)\s+" + name + r"\s*$", out, re.M)
        times[name] = float(m.group(1)) if m else 0.0
    return times


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--zero-opt", default=os.path.join(HERE, "..", "..", "build", "bin", "zero-opt"))
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--layers", default="10,100,1000")
    p.add_argument("--stage", type=int, default=3)
    a = p.parse_args()
    print(f"zero-pipeline stage={a.stage} world-size=8, median of {a.repeat} runs, seconds\n")
    print("| layers | IR lines | " + " | ".join(PASSES) + " | total |")
    print("|---|---|" + "---|" * (len(PASSES) + 1))
    with tempfile.TemporaryDirectory() as tmp:
        for layers in [int(x) for x in a.layers.split(",")]:
            graph = os.path.join(tmp, f"mlp{layers}.mlir")
            dims = ",".join(["256"] * (layers + 1))
            with open(graph, "w") as f:
                subprocess.run([sys.executable, GEN_STEP, "--dims", dims,
                                "--batch", "8", "--optimizer", "adam-mp", "--clip"],
                               stdout=f, check=True)
            lines = sum(1 for _ in open(graph))
            runs = [timing(a.zero_opt, graph, a.stage) for _ in range(a.repeat)]
            med = {k: statistics.median(r[k] for r in runs) for k in PASSES + ["Total"]}
            print(f"| {layers} | {lines} | " + " | ".join(f"{med[k]:.3f}" for k in PASSES)
                  + f" | {med['Total']:.3f} |")


if __name__ == "__main__":
    main()
