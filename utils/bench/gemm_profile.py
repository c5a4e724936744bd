#!/usr/bin/env python3
"""Compares the GEMM calls of two `zero-run --profile` traces call by call.

  utils/bench/gemm_profile.py A.rank0.json B.rank0.json [--skip 2]

Two programs doing the same matmuls (e.g. two ZeRO stages) issue the same
GEMM sequence each step. For each trace this prints the median step, the
median GEMM total per step, the sum over calls of each call's fastest run
(what the GEMMs cost unhindered), the calls that took the runtime's
strided loop instead of BLAS (`gemm_loop` events), and how many calls ran
at least 3 ms over that call's fastest run in either trace: whole
scheduler time slices, i.e. the thread was preempted, not the GEMM slow.
"""

import argparse
import json
import statistics


def load(path, skip):
    events = json.load(open(path))["traceEvents"]
    steps = sorted((e for e in events if e["name"] == "step"), key=lambda e: e["ts"])[skip:]
    gemms = sorted((e for e in events if e["name"] in ("gemm", "gemm_loop")),
                   key=lambda e: e["ts"])
    per_step = [[g for g in gemms if s["ts"] <= g["ts"] < s["ts"] + s["dur"]] for s in steps]
    return steps, per_step


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("traces", nargs="+")
    parser.add_argument("--skip", type=int, default=2, help="warm-up steps to ignore")
    args = parser.parse_args()
    runs = [load(path, args.skip) for path in args.traces]
    calls = min(len(step) for _, per_step in runs for step in per_step)
    fastest = [min(step[i]["dur"] for _, per_step in runs for step in per_step)
               for i in range(calls)]
    for path, (steps, per_step) in zip(args.traces, runs):
        ms = lambda us: us / 1e3
        own_fastest = sum(min(step[i]["dur"] for step in per_step) for i in range(calls))
        loops = sum(1 for step in per_step for g in step if g["name"] == "gemm_loop")
        slow = [i for step in per_step for i in range(calls)
                if step[i]["dur"] > fastest[i] + 3000]
        print(f"{path}: {len(steps)} steps, {calls} GEMMs/step; "
              f"step median {ms(statistics.median(s['dur'] for s in steps)):.1f} ms, "
              f"GEMM median {ms(statistics.median(sum(g['dur'] for g in st) for st in per_step)):.1f} ms, "
              f"sum of per-call fastest {ms(own_fastest):.1f} ms; "
              f"gemm_loop calls {loops}; calls >= 3 ms over the fastest: {len(slow)}"
              + (f" (call indices {sorted(set(slow))})" if slow else ""))


if __name__ == "__main__":
    main()
