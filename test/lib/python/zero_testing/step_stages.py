#!/usr/bin/env python3
"""Every ZeRO stage of a training step written outside zero-trace.

  python3 -m zero_testing.step_stages --out DIR STEP.mlir [--ranks 1,2,4]
              [--steps K] [--hyper H] [--mpirun CMD]

STEP.mlir is a step in the input contract with fp32 f32 batch arguments and
`zero.init` on its params (zero-run draws them; the same logical tensors on
every world size). For every N and stage S, `zero-opt --zero-pipeline=
"stage=S world-size=N report=..."` partitions it and zero-run trains it K
steps on N ranks (mpirun for N > 1). Prints one line per run and checks:
  - memory: on every rank the measured params, optimizer state, gradient
    peak, model state and peak equal the report's (exactly), and the
    report's model state equals the ZeRO paper's formula from the argument
    shapes (zero_testing.pipeline.model_state_theory);
  - comm: every rank's measured bytes equal comm_bytes_per_step x K;
  - results: losses (relative 1e-5) and final params and optimizer state
    (|a-b| <= 1e-5|b| + 1e-6 max|B|) equal the reference: for N = 1 the
    unpartitioned step run by zero-run, for N > 1 the stage-0 run on N ranks.
    The data differ per rank and alternate between two global batches, so
    a shard taken from the wrong rank or a reduction left out shows.
  - stage 0 on N > 1 ranks is itself checked against one process: with every
    rank given the same micro-batch, the averaged gradient is the
    single-process one, so the N-rank run must end where one process does.
With --schedule-slack F every partitioned run is scheduled (`schedule=true`,
a memory budget of (1 + F) x the unscheduled peak, 256-byte buckets) and the
same checks hold, plus the report's peak within the budget.
Exit code 1 and a MISMATCH line on any failure.
"""
import argparse
import json
import os
import random
import re
import shlex

from zero_testing import npy
from zero_testing.pipeline import (args_of, compare_dumps, fail, failures,
                                   model_state_theory, partition, run, RTOL)


def write_data(printed, out, n, replicated, seed):
    """DIR/arg<i>.npy for every batch argument: 2 global batches of N
    micro-batches (each rank's rows different), or, if `replicated`, one
    micro-batch repeated for every rank in both global batches."""
    rng = random.Random(seed)
    os.makedirs(out, exist_ok=True)
    for index, role, elt, shape in args_of(printed):
        if role != "batch":
            continue
        if elt != "f32":
            raise SystemExit("step_stages: batch argument #%d is %s; only f32 batches" % (index, elt))
        per = 1
        for d in shape:
            per *= d
        if replicated:
            one = [rng.uniform(-1, 1) for _ in range(per)]
            vals = one * (2 * n)
        else:
            vals = [rng.uniform(-1, 1) for _ in range(2 * n * per)]
        npy.write(os.path.join(out, "arg%d.npy" % index), [2 * n * shape[0]] + shape[1:], vals)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--ranks", default="1,2,4")
    ap.add_argument("--stages", default="0,1,2,3")
    ap.add_argument("--steps", type=int, default=3)
    ap.add_argument("--hyper", default=None)
    ap.add_argument("--mpirun", default="mpirun --oversubscribe")
    ap.add_argument("--schedule-slack", type=float, default=None)
    ap.add_argument("step")
    a = ap.parse_args()
    out = a.out
    os.makedirs(out, exist_ok=True)
    # The printed form names arguments %argN, as args_of expects.
    printed = os.path.join(out, "step.mlir")
    run(["zero-opt", a.step, "-o", printed], os.path.join(out, "print.log"))
    common = ["--steps=%d" % a.steps, "--jit-opt-level=0"]
    if a.hyper:
        common.append("--hyper=" + a.hyper)

    def zero_run(step, n, data, tag, report=None):
        metrics = os.path.join(out, tag + ".json")
        dump = os.path.join(out, tag)
        cmd = ["zero-run", step] + common + ["--data=" + data, "--metrics=" + metrics,
                                            "--dump=" + dump]
        if report:
            cmd.append("--report=" + report)
        if n > 1:
            cmd = shlex.split(a.mpirun) + ["-np", str(n)] + cmd
        run(cmd, os.path.join(out, tag + ".log"))
        return json.load(open(metrics)), dump

    def same_results(tag, m, dump, ref_m, ref_dump):
        losses, ref_losses = m["losses"], ref_m["losses"]
        err = max((abs(x - y) / abs(y) for x, y in zip(losses, ref_losses)), default=0)
        if len(losses) != a.steps or len(ref_losses) != a.steps or err > RTOL:
            fail("%s losses %s vs reference %s" % (tag, losses, ref_losses))
        worst = compare_dumps(dump, ref_dump)
        if worst > 1:
            fail("%s final state differs from the reference (%.2f x tolerance)" % (tag, worst))
        return "losses equal (max rel %.1e), final state equal (%.2f of tol)" % (err, worst)

    for n in [int(x) for x in a.ranks.split(",")]:
        data = os.path.join(out, "data-n%d" % n)
        write_data(printed, data, n, replicated=False, seed=n)
        ref = None
        if n == 1:
            ref = zero_run(printed, 1, data, "single-n1")
        else:
            same = os.path.join(out, "same-n%d" % n)
            write_data(printed, same, n, replicated=True, seed=100 + n)
            # One process reads its micro-batch from the first rows of the
            # same file (the other rows are never reached: zero-run takes
            # one micro-batch per step and wraps around).
            single = zero_run(printed, 1, same, "same-single-n%d" % n)
        for s in [int(x) for x in a.stages.split(",")]:
            tag, step, report, budget = partition(printed, n, s, out, a.schedule_slack)
            m, dump = zero_run(step, n, data, tag, report)
            r = json.load(open(report))
            pr = r["per_rank"]
            want = {"params_bytes": pr["param_bytes"],
                    "optimizer_state_bytes": pr["optimizer_state_bytes"],
                    "grads_peak_bytes": pr["grad_bytes"],
                    "model_state_bytes": pr["model_state_bytes"],
                    "peak_bytes": pr["peak_bytes"]}
            if len(m["per_rank"]) != n:
                fail("%s metrics list %d ranks" % (tag, len(m["per_rank"])))
            for rank in m["per_rank"]:
                for key, val in want.items():
                    if rank[key] != val:
                        fail("%s rank %d %s %d, report %d" % (tag, rank["rank"], key, rank[key], val))
                if rank["comm_bytes"] != r["comm_bytes_per_step"] * a.steps:
                    fail("%s rank %d comm bytes %d, report %d x %d steps" % (
                        tag, rank["rank"], rank["comm_bytes"], r["comm_bytes_per_step"], a.steps))
            theory = model_state_theory(printed, n, s)
            if pr["model_state_bytes"] != theory:
                fail("%s report model_state_bytes %d, theory %d" % (tag, pr["model_state_bytes"], theory))
            line = "N=%d stage=%d: model state %d, peak %d, comm %d/step: measured = report" % (
                n, s, pr["model_state_bytes"], pr["peak_bytes"], r["comm_bytes_per_step"])
            line += "; model state = theory"
            if budget is not None:
                if pr["peak_bytes"] > budget:
                    fail("%s report peak %d over the budget %d" % (tag, pr["peak_bytes"], budget))
                starts = len(re.findall(r"zero\.\w+_start ", open(step).read()))
                line += "; scheduled: %d async, peak <= budget %d" % (starts, budget)
            if ref is None:
                ref = (m, dump)
                line += "; the reference of N=%d" % n
            else:
                line += "; " + same_results(tag, m, dump, *ref)
            if n > 1 and s == 0:
                sm, sdump = zero_run(step, n, same, tag + "-same")
                line += "; same batch on every rank: " + same_results(
                    tag + "-same", sm, sdump, *single)
            print(line, flush=True)
    if failures:
        raise SystemExit(1)
    print("all runs agree")


if __name__ == "__main__":
    main()
