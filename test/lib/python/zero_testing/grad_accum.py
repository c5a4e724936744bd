#!/usr/bin/env python3
"""Gradient accumulation end to end: K micro-batches = one K times larger batch.

  python3 -m zero_testing.grad_accum --out DIR [--accum K] [--micro B]
              [--ranks N] [--stages 0,1,2,3] [--steps S] [--mpirun CMD]
              -- <zero-trace arguments without --batch>

Traces the model twice: with `--batch K*B` (the reference: one step on the
larger batch) and with `--batch B --grad-accum K` (one step over K
micro-batches of B rows). Both are partitioned by `zero-opt --zero-pipeline`
for every stage on N ranks and trained S steps by zero-run from the same
seed on the same dataset (2*N*K*B rows, so steps alternate between two
global batches; zero-run feeds a [K, B, ...] argument the same K*B rows as a
[K*B, ...] one). Checks, and prints one line per stage:
  - losses: every step's loss equals the reference's, |a-b| <= 1e-5*|b|;
  - state: every final param and optimizer-state tensor equals the
    reference's (pipeline.py's tolerance);
  - comm: on every rank, measured bytes = the report's comm_bytes_per_step
    x steps, for both programs; and the accumulating program's reduce-scatters
    are K per gradient at stages 2-3 (one per micro-batch) and as many as the
    reference's at stages 0-1 (the summed gradient, once per step);
  - memory: on every rank, for both programs, the measured gradient peak,
    model state and peak equal the report's grad_bytes, model_state_bytes
    and peak_bytes exactly.
Exit code 1 and a MISMATCH line on any failure.
"""
import argparse
import json
import os
import random
import re
import shlex
import sys

from zero_testing import npy
from zero_testing.pipeline import RTOL, args_of, compare_dumps, fail, failures, run


def batch_args(mlir):
    """(index, element type, shape) of each batch argument, from the text."""
    text = open(mlir).read()
    out = []
    for m in re.finditer(r'%arg(\d+): tensor<([0-9x]*?)x?(f32|i64)> \{([^}]*)\}', text):
        if 'zero.role = "batch"' in m.group(4):
            dims = [int(d) for d in m.group(2).split("x") if d]
            out.append((int(m.group(1)), m.group(3), dims))
    return out


def write_data(mlir, rows, int_range, out, seed=7):
    """A dataset of `rows` rows per batch argument of the reference step."""
    rng = random.Random(seed)
    os.makedirs(out, exist_ok=True)
    for index, elt, shape in batch_args(mlir):
        row_shape = shape[1:]
        n = rows
        for d in row_shape:
            n *= d
        if elt == "f32":
            vals = [rng.uniform(-1, 1) for _ in range(n)]
            npy.write(os.path.join(out, "arg%d.npy" % index), [rows] + row_shape, vals)
        else:
            vals = [rng.randrange(int_range) for _ in range(n)]
            npy.write(os.path.join(out, "arg%d.npy" % index), [rows] + row_shape, vals, "<i8")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--accum", type=int, default=4)
    ap.add_argument("--micro", type=int, default=2)
    ap.add_argument("--ranks", type=int, default=2)
    ap.add_argument("--stages", default="0,1,2,3")
    ap.add_argument("--steps", type=int, default=2)
    ap.add_argument("--lr", default="0.01")
    ap.add_argument("--int-range", type=int, required=True,
                    help="integer batch values (classes, tokens) are in [0, this)")
    ap.add_argument("--mpirun", default="mpirun --oversubscribe")
    ap.add_argument("trace", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    trace = [t for t in a.trace if t != "--"]
    out = a.out
    os.makedirs(out, exist_ok=True)
    k, n = a.accum, a.ranks

    big = os.path.join(out, "big.mlir")
    acc = os.path.join(out, "accum.mlir")
    run(["zero-trace"] + trace + ["--batch", str(k * a.micro), "-o", big],
        os.path.join(out, "trace-big.log"))
    run(["zero-trace"] + trace + ["--batch", str(a.micro), "--grad-accum", str(k), "-o", acc],
        os.path.join(out, "trace-accum.log"))
    data = os.path.join(out, "data")
    write_data(big, 2 * n * k * a.micro, a.int_range, data)
    hypers = sum(1 for arg in args_of(big) if arg[1] == "hyper")
    common = ["--steps=%d" % a.steps, "--jit-opt-level=0", "--seed=3", "--data=" + data,
              "--hyper=" + ",".join([a.lr, "step"][:hypers])]
    mpirun = shlex.split(a.mpirun) + ["-np", str(n)] if n > 1 else []

    for s in [int(x) for x in a.stages.split(",")]:
        results = {}
        for name, src in (("big", big), ("accum", acc)):
            tag = "%s-s%d" % (name, s)
            step = os.path.join(out, tag + ".mlir")
            report = os.path.join(out, tag + "-report.json")
            run(["zero-opt", src, "--zero-pipeline=stage=%d world-size=%d report=%s"
                 % (s, n, report), "-o", step], os.path.join(out, tag + "-opt.log"))
            metrics = os.path.join(out, tag + ".json")
            dump = os.path.join(out, tag)
            run(mpirun + ["zero-run", step] + common + ["--metrics=" + metrics, "--dump=" + dump,
                                                      "--report=" + report],
                os.path.join(out, tag + ".log"))
            m = json.load(open(metrics))
            r = json.load(open(report))
            for rank in m["per_rank"]:
                if rank["comm_bytes"] != r["comm_bytes_per_step"] * a.steps:
                    fail("%s rank %d comm bytes %d, report %d x %d steps" % (
                        tag, rank["rank"], rank["comm_bytes"], r["comm_bytes_per_step"], a.steps))
                # Measured memory is the report's, every rank, every stage:
                # the gradient category (the running shard at stages 2-3,
                # which each micro-batch's reduce-scattered shard is added
                # into in place), model state and peak.
                pr = r["per_rank"]
                for key, want in (("grads_peak_bytes", pr["grad_bytes"]),
                                  ("model_state_bytes", pr["model_state_bytes"]),
                                  ("peak_bytes", pr["peak_bytes"])):
                    if rank[key] != want:
                        fail("%s rank %d measured %s %d, report %d" % (
                            tag, rank["rank"], key, rank[key], want))
            peak = max(rank["peak_bytes"] for rank in m["per_rank"])
            text = open(step).read()
            results[name] = dict(
                losses=m["losses"], dump=dump, comm=r["comm_bytes_per_step"],
                peak=peak, grads=r["per_rank"]["grad_bytes"],
                model_state=r["per_rank"]["model_state_bytes"],
                scatters=len(re.findall(r"zero\.reduce_scatter(_start)? ", text)))
        ref, got = results["big"], results["accum"]
        loss_err = max((abs(x - y) / abs(y) for x, y in zip(got["losses"], ref["losses"])),
                       default=0)
        if len(got["losses"]) != a.steps or loss_err > RTOL:
            fail("stage %d losses %s vs one big batch %s" % (s, got["losses"], ref["losses"]))
        worst = compare_dumps(got["dump"], ref["dump"])
        if worst > 1:
            fail("stage %d final state differs from one big batch (%.2f x tolerance)" % (s, worst))
        want = ref["scatters"] * (k if s >= 2 else 1)
        if got["scatters"] != want:
            fail("stage %d: %d reduce_scatters, expected %d" % (s, got["scatters"], want))
        print("K=%d N=%d stage=%d: losses equal (max rel %.1e), final state equal (%.2f of tol), "
              "comm %d/step = measured (one big batch: %d), reduce_scatters %d (one big batch: %d), "
              "grads %d, model state %d, peak %d = report"
              % (k, n, s, loss_err, worst, got["comm"], ref["comm"], got["scatters"],
                 ref["scatters"], got["grads"], got["model_state"], got["peak"]), flush=True)
    if failures:
        sys.exit(1)
    print("accumulation agrees with the larger batch")


if __name__ == "__main__":
    main()
