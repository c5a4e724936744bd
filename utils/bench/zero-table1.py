#!/usr/bin/env python3
"""Reproduces Table I of the ZeRO paper with zero-memory-report.

Per-device model-state memory (GB = 1e9 bytes) of mixed-precision Adam
(bf16 params and gradients; fp32 master, m and v as opt_state: K = 12) for
Psi = 7.5e9, 128e9 and 1e12 parameters on Nd = 1 ... 1024 ranks, for the
baseline (stage 0) and ZeRO stages 1 (P_os), 2 (P_os+g) and 3 (P_os+g+p).
Each cell is `model_state_bytes` of zero-pipeline's report on a compile-only
graph from gen_step.py (one bias-free layer d0 x d1 = Psi), next to the
paper's formula; the two differ only by the zero padding of shards when Nd
does not divide a tensor.

Usage: zero-table1.py [path/to/zero-opt]   (default: build/bin/zero-opt)
"""

import json
from decimal import ROUND_HALF_UP, Decimal
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
# The step generator the pass tests use (standard library only, run as a script).
GEN_STEP = os.path.join(HERE, "..", "..", "test", "lib", "python", "zero_testing", "gen_step.py")
MODELS = [("7.5B", 7.5e9, "75000,100000"), ("128B", 128e9, "320000,400000"),
          ("1T", 1e12, "1000000,1000000")]
RANKS = [1, 4, 16, 64, 256, 1024]
STAGES = [(0, "DP"), (1, "P_os"), (2, "P_os+g"), (3, "P_os+g+p")]


def formula(stage, psi, n):
    return {0: 16 * psi, 1: 4 * psi + 12 * psi / n, 2: 2 * psi + 14 * psi / n,
            3: 16 * psi / n}[stage]


def gb(value):
    """GB with three significant digits (whole GB from 1000 on), half up."""
    value = Decimal(value) / Decimal(10**9)
    digits = max(0, 2 - value.adjusted())
    rounded = value.quantize(Decimal(1).scaleb(-digits), rounding=ROUND_HALF_UP)
    return f"{rounded:,}".rstrip("0").rstrip(".") if digits else f"{rounded:,}"


def main():
    zero_opt = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        HERE, "..", "..", "build", "bin", "zero-opt")
    rows = {n: [] for n in RANKS}
    worst = 0.0
    with tempfile.TemporaryDirectory() as tmp:
        for name, psi, dims in MODELS:
            graph = os.path.join(tmp, f"{name}.mlir")
            with open(graph, "w") as f:
                subprocess.run([sys.executable, GEN_STEP, "--dims", dims,
                                "--batch", "1", "--optimizer", "adam-mp", "--no-bias"],
                               stdout=f, check=True)
            for n in RANKS:
                for stage, _ in STAGES:
                    out = subprocess.run(
                        [zero_opt, graph, f"--zero-pipeline=stage={stage} world-size={n} report=-",
                         "-o", os.devnull], capture_output=True, text=True, check=True).stdout
                    report = json.loads(out)
                    assert report["param_elements"] == int(psi)
                    got = report["per_rank"]["model_state_bytes"]
                    want = formula(stage, psi, n)
                    worst = max(worst, abs(got - want) / want)
                    rows[n].append(got)
    header = "| Nd | " + " | ".join(f"{m} {s}" for m, _, _ in MODELS for _, s in STAGES) + " |"
    print(header)
    print("|" + "---|" * (1 + len(MODELS) * len(STAGES)))
    for n in RANKS:
        print(f"| {n} | " + " | ".join(gb(v) for v in rows[n]) + " |")
    print(f"\nlargest relative deviation from the paper's formulas (padding): {worst:.2e}")


if __name__ == "__main__":
    main()
