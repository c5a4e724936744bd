#!/usr/bin/env python3
"""Measured peak = report over a range of zero-schedule memory budgets.

  python3 -m zero_testing.budget_sweep --out DIR --ranks N --stage S
      [--bucket-bytes B] [--budgets B1,B2,...] [--sweep K] [--steps T]
      [--mpirun CMD] -- <zero-trace arguments>

Traces the step once (the zero-trace arguments include --batch, the
micro-batch), and reads two peaks from zero-pipeline's report: the
unscheduled program's (the least budget zero-schedule accepts) and the
peak of a schedule with no budget (what overlap would cost if memory were
free). The budgets are those of --budgets plus K evenly spaced from the
first peak to the second (both ends included). For each budget it
schedules the step (`stage=S world-size=N schedule=true memory-budget=...
bucket-bytes=B`), and runs every distinct schedule T steps on N ranks
(built-in dataset, integers in [0, --int-range)). Checks, one line per
budget:
  - the report's peak_bytes is within the budget;
  - every rank's measured peak equals the report's peak_bytes exactly;
  - every rank's measured comm bytes equal comm_bytes_per_step x T;
  - the losses equal the unscheduled run's (relative 1e-5), and so do the
    final parameters and optimizer state (--dump, 1e-5 relative + 1e-6 of
    the tensor's largest magnitude); the line says "bit-identical" where
    every loss and every dumped element is equal.
It also counts, in the schedule with no budget, the buckets of several
tensors per family (grouped all_gathers and reduce_scatters, all_reduces).
Exit code 1 and a MISMATCH line on any failure.
"""
import argparse
import hashlib
import json
import os
import re
import shlex
import sys

from zero_testing import npy
from zero_testing.pipeline import run

RTOL = 1e-5

failures = []


def fail(msg):
    failures.append(msg)
    print("MISMATCH " + msg, flush=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--ranks", type=int, required=True)
    ap.add_argument("--stage", type=int, required=True)
    ap.add_argument("--bucket-bytes", type=int, default=0)
    ap.add_argument("--budgets", default="")
    ap.add_argument("--sweep", type=int, default=3)
    ap.add_argument("--steps", type=int, default=2)
    ap.add_argument("--hyper", default="0.001,step")
    ap.add_argument("--int-range", type=int, default=13)
    ap.add_argument("--mpirun", default="mpirun --oversubscribe")
    ap.add_argument("trace", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    out = a.out
    os.makedirs(out, exist_ok=True)
    step = os.path.join(out, "step.mlir")
    run(["zero-trace"] + [t for t in a.trace if t != "--"] + ["-o", step],
        os.path.join(out, "trace.log"))
    options = "stage=%d world-size=%d" % (a.stage, a.ranks)

    def pipeline(tag, extra):
        report = os.path.join(out, tag + "-report.json")
        ir = os.path.join(out, tag + ".mlir")
        run(["zero-opt", step, "--zero-pipeline=%s%s report=%s" % (options, extra, report),
             "-o", ir], os.path.join(out, tag + "-opt.log"))
        return ir, json.load(open(report))

    def train(tag, ir):
        metrics = os.path.join(out, tag + "-metrics.json")
        dump = os.path.join(out, tag + "-dump")
        cmd = ["zero-run", ir, "--steps=%d" % a.steps, "--hyper=" + a.hyper,
               "--int-range=%d" % a.int_range, "--jit-opt-level=0", "--metrics=" + metrics,
               "--dump=" + dump]
        if a.ranks > 1:
            cmd = shlex.split(a.mpirun) + ["-np", str(a.ranks)] + cmd
        run(cmd, os.path.join(out, tag + ".log"))
        result = json.load(open(metrics))
        result["dump"] = {f: npy.read(os.path.join(dump, f))
                          for f in sorted(os.listdir(dump)) if f.endswith(".npy")}
        return result

    def compare_state(budget, dump, ref):
        """Whether the final state is bit-identical; fails outside tolerance."""
        identical = sorted(dump) == sorted(ref)
        if not identical:
            fail("budget %d: dumped %s, unscheduled %s" % (budget, sorted(dump), sorted(ref)))
            return False
        for name in ref:
            x, y = dump[name][1], ref[name][1]
            scale = max((abs(v) for v in y), default=0.0)
            if len(x) != len(y) or any(abs(u - v) > RTOL * abs(v) + 1e-6 * scale
                                       for u, v in zip(x, y)):
                fail("budget %d: final %s differs from the unscheduled run" % (budget, name))
                return False
            identical = identical and list(x) == list(y)
        return identical

    def count_buckets(ir):
        text = open(ir).read()
        return (len(re.findall(r"zero\.all_gather(_start)? %[\w#]+, ", text)),
                len(re.findall(r"zero\.reduce_scatter(_start)? \w+ %[\w#]+, ", text)),
                len(re.findall(r"zero\.all_reduce(_start)? \w+ %[\w#]+, ", text)))

    base_ir, base = pipeline("unscheduled", "")
    least = base["per_rank"]["peak_bytes"]
    free_ir, free = pipeline("unbounded", " schedule=true memory-budget=0 bucket-bytes=%d"
                             % a.bucket_bytes)
    most = free["per_rank"]["peak_bytes"]
    print("unscheduled peak %d, unbounded schedule peak %d" % (least, most))
    print("unbounded schedule buckets: %d all_gather, %d reduce_scatter, %d all_reduce"
          % count_buckets(free_ir))
    ref = train("unscheduled", base_ir)
    ref_losses = ref["losses"]

    budgets = [int(b) for b in a.budgets.split(",") if b]
    k = a.sweep
    budgets += [least + (most - least) * i // (k - 1) for i in range(k)] if k > 1 else []
    measured = {}  # schedule text hash -> metrics
    for budget in budgets:
        tag = "b%d" % budget
        ir, report = pipeline(tag, " schedule=true memory-budget=%d bucket-bytes=%d"
                              % (budget, a.bucket_bytes))
        digest = hashlib.sha256(open(ir, "rb").read()).hexdigest()
        if digest not in measured:
            measured[digest] = train(tag, ir)
        m = measured[digest]
        before = len(failures)
        peak = report["per_rank"]["peak_bytes"]
        if peak > budget:
            fail("budget %d: report peak %d is over the budget" % (budget, peak))
        ranks = [r["peak_bytes"] for r in m["per_rank"]]
        if len(ranks) != a.ranks or any(p != peak for p in ranks):
            fail("budget %d: report peak %d, measured %s" % (budget, peak, ranks))
        comm = report["comm_bytes_per_step"] * a.steps
        if any(r["comm_bytes"] != comm for r in m["per_rank"]):
            fail("budget %d: comm %s, report %d" % (
                budget, [r["comm_bytes"] for r in m["per_rank"]], comm))
        losses = m["losses"]
        if len(losses) != len(ref_losses) or any(
                abs(x - y) > RTOL * abs(y) for x, y in zip(losses, ref_losses)):
            fail("budget %d: losses %s, unscheduled %s" % (budget, losses, ref_losses))
        identical = compare_state(budget, m["dump"], ref["dump"]) and losses == ref_losses
        if len(failures) == before:
            print("budget %d: report peak %d = measured on %d ranks, comm = report, losses "
                  "and final state %s; buckets: %d all_gather, %d reduce_scatter, %d all_reduce"
                  % ((budget, peak, a.ranks, "bit-identical" if identical else "equal")
                     + count_buckets(ir)), flush=True)
    print("%d budgets, %d distinct schedules run" % (len(budgets), len(measured)))
    if failures:
        sys.exit(1)
    print("all budgets agree")


if __name__ == "__main__":
    main()
