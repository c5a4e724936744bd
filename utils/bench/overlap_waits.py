#!/usr/bin/env python3
# Benchmark tool (not a test): where a scheduled step's exposed communication
# lies, from a rank's `zero-run --profile` (docs/Benchmarks.md at 4cd3fab,
# "Where the time goes at comm ~ compute").
#
#   python3 utils/bench/overlap_waits.py PREFIX.rank0.json [...]
#
# For each profile, the median over its steps (step 1 dropped) of: the step;
# the compute thread's time in waits and blocking collectives, split into
# the step's first 3 ms (the gathers nothing can hide: the embedding's and
# the first layer's), the rest of the forward pass (up to the first
# reduce_scatter on the network track), the backward pass, and its last
# 8 ms (the last gradients' reduce_scatters and their updates); and for the
# all_gathers: how long from the first one's start to the last one's end
# on the network track, and the sum of their durations (several may be in
# flight at once, so it may exceed the span).
import json
import statistics
import sys

COMPUTE_EVENTS_NOT_WAITS = {"gemm", "gemm_loop", "step"}


def summarize(path):
    events = json.load(open(path))["traceEvents"]
    steps = sorted((e for e in events if e["name"] == "step"), key=lambda e: e["ts"])[1:]
    rows = []
    for s in steps:
        begin, end = s["ts"], s["ts"] + s["dur"]
        inside = [e for e in events if begin <= e["ts"] <= end]
        comm = sorted((e for e in inside if e["cat"] == "comm"), key=lambda e: e["ts"])
        scatters = [e["ts"] for e in comm if e["name"] == "reduce_scatter"]
        forward_end = min(scatters) if scatters else end
        waits = [e for e in inside if e["cat"] == "step" and e["name"] not in COMPUTE_EVENTS_NOT_WAITS]
        first = sum(e["dur"] for e in waits if e["ts"] - begin < 3000)
        forward = sum(e["dur"] for e in waits if e["ts"] - begin >= 3000 and e["ts"] < forward_end)
        last = sum(e["dur"] for e in waits if e["ts"] >= forward_end and end - e["ts"] <= 8000)
        backward = sum(e["dur"] for e in waits if e["ts"] >= forward_end and end - e["ts"] > 8000)
        gathers = [e for e in comm if e["name"] == "all_gather"]
        span = busy = 0
        if gathers:
            span = gathers[-1]["ts"] + gathers[-1]["dur"] - gathers[0]["ts"]
            busy = sum(e["dur"] for e in gathers)
        rows.append((s["dur"], first, forward, backward, last, forward_end - begin, span, busy,
                     len(gathers)))
    return rows


for path in sys.argv[1:]:
    rows = summarize(path)
    med = lambda j: statistics.median(r[j] for r in rows) / 1e3
    print(f"{path}: {len(rows)} steps; step {med(0):.1f} ms; waits: first 3 ms {med(1):.2f}, "
          f"rest of forward {med(2):.2f}, backward {med(3):.2f}, last 8 ms {med(4):.2f} "
          f"(forward ends at {med(5):.1f}); {int(med(8) * 1e3)} all_gathers span {med(6):.1f} ms, "
          f"{med(7):.1f} ms of them in all")
