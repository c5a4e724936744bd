#!/usr/bin/env python3
"""End-to-end check of the real pipeline: zero-trace -> zero-pipeline -> zero-run.

  python3 -m zero_testing.pipeline --out DIR [--steps K] [--global-batch G] [--lr LR]
              [--ranks 1,2,4] [--stages 0,1,2,3] [--mpirun CMD]
              -- <zero-trace arguments without --batch>

Traces the model with the global batch G and lets zero-trace's own runner
(upstream lowering, MLIR's C runner utils, no zero code after the builder)
train it K steps on one batch (--run-steps --same-batch --json): its initial
parameters and batch become the inputs of every run below, its losses and
final parameters an independent check of the reference. The reference is
the same traced step run single-process by zero-run. For every N and stage
S, traces the same model with
the micro-batch G/N, partitions it with `zero-opt --zero-pipeline="stage=S
world-size=N report=..."` and runs it on N ranks (mpirun for N > 1, a plain
process for N = 1) with the same initial parameters and data. Checks, and
prints one line per run:
  - losses: every step's loss equals the reference's, |a-b| <= RTOL*|b|;
  - state: every final param and optimizer-state tensor (--dump, full
    logical tensors) equals the reference's elementwise,
    |a-b| <= RTOL*|b| + ATOL_REL*max|B| (a floor relative to the tensor's
    largest element, for elements that are rounding noise around zero);
  - memory: on every rank, measured params, optimizer state, gradient peak
    and model state equal the report's param/optimizer_state/grad/
    model_state bytes, which equal the ZeRO paper's formula computed here
    from the argument shapes; the measured peak is within 5 % of the
    report's peak_bytes (printed: "exact" when equal);
  - comm: every rank's measured bytes equal comm_bytes_per_step x steps.
With --schedule-slack F, every run is scheduled: `schedule=true` with a
memory budget of (1 + F) x the unscheduled program's peak_bytes and
`bucket-bytes=--bucket-bytes`; the same checks hold, the peak must equal
the report exactly and stay within the budget, and the line counts the
async collectives and buckets the schedule made (per family: all_reduce,
and the grouped all_gather and reduce_scatter buckets).
Exit code 1 and a MISMATCH line on any failure.

Optimizer state starts at zero (zero-run's default, zero-trace's too). The
cross-check uses a data file of exactly zero-trace's G rows (the same batch
every step); the reference and the partitioned runs use 2G rows, that batch
and a second one made from it (floats negated, integers moved to the next
value), so steps alternate between two global batches and rank r of N gets
rows [r*G/N, (r+1)*G/N) of the step's batch (zero-run's split).
"""
import argparse
import json
import os
import re
import shlex
import subprocess
import sys

from zero_testing import npy

RTOL = 1e-5
ATOL_REL = 1e-6

failures = []


def fail(msg):
    failures.append(msg)
    print("MISMATCH " + msg)


def run(cmd, log):
    with open(log, "w") as f:
        p = subprocess.run(cmd, stdout=f, stderr=subprocess.STDOUT)
    if p.returncode != 0:
        sys.stdout.write(open(log).read())
        raise SystemExit("command failed (%d): %s" % (p.returncode, " ".join(cmd)))



def partition(src, n, s, out, schedule_slack=None, bucket_bytes=256, fuse=False):
    """zero-pipeline of `src` at stage `s` for `n` ranks into OUT/n<N>-s<S>.mlir
    and its report; with `schedule_slack` F, scheduled within (1 + F) x the
    unscheduled peak; with `fuse`, elementwise ops fused (fuse=true).
    Returns (tag, step, report, budget or None)."""
    tag = "n%d-s%d" % (n, s)
    step = os.path.join(out, tag + ".mlir")
    report = os.path.join(out, tag + "-report.json")
    options = "stage=%d world-size=%d" % (s, n)
    if fuse:
        options += " fuse=true"
    budget = None
    if schedule_slack is not None:
        base = os.path.join(out, tag + "-unscheduled-report.json")
        run(["zero-opt", src, "--zero-pipeline=%s report=%s" % (options, base),
             "-o", os.devnull], os.path.join(out, tag + "-unscheduled-opt.log"))
        budget = int(json.load(open(base))["per_rank"]["peak_bytes"] * (1 + schedule_slack))
        options += " schedule=true memory-budget=%d bucket-bytes=%d" % (budget, bucket_bytes)
    run(["zero-opt", src, "--zero-pipeline=%s report=%s" % (options, report),
         "-o", step], os.path.join(out, tag + "-opt.log"))
    return tag, step, report, budget


def trace_step(trace_args, out):
    """zero-trace with `trace_args` (a leading "--" dropped) into
    OUT/step.mlir, OUT created; returns the step's path."""
    os.makedirs(out, exist_ok=True)
    src = os.path.join(out, "step.mlir")
    run(["zero-trace"] + [a for a in trace_args if a != "--"] + ["-o", src],
        os.path.join(out, "trace.log"))
    return src


def check_measured(tag, metrics, report):
    """Measured = report on every rank of a zero-run --metrics: model state,
    peak, comm bytes (per step x steps) and, where the report has them, the
    bytes per network tier."""
    per, steps = report["per_rank"], metrics["steps"]
    tiers = report.get("comm_bytes_by_tier", {})
    for r, rank in enumerate(metrics["per_rank"]):
        for key in ("model_state_bytes", "peak_bytes"):
            if rank[key] != per[key]:
                fail("%s rank %d: measured %s %d, report %d" % (tag, r, key, rank[key], per[key]))
        measured = [("comm", rank["comm_bytes"], report["comm_bytes_per_step"])]
        measured += [(tier, rank["comm_bytes_by_tier"][tier], want)
                     for tier, want in tiers.items()]
        for what, got, want in measured:
            if got != want * steps:
                fail("%s rank %d: measured %d %s bytes, report %d x %d steps"
                     % (tag, r, got, what, want, steps))


def finish(success):
    """The exit code of a checker: 1 after a FAILED line when anything
    mismatched, else 0 after `success`."""
    if failures:
        print("FAILED: %d mismatch(es)" % len(failures))
        return 1
    print(success)
    return 0


def run_partitioned(step, report, n, out, tag, common, mpirun):
    """Runs a partitioned step on n ranks (under mpirun when n > 1) with
    --metrics, --dump and --report in out/TAG*; returns (metrics, report,
    dump directory)."""
    metrics = os.path.join(out, tag + ".json")
    dump = os.path.join(out, tag)
    cmd = ["zero-run", step] + common + ["--metrics=" + metrics, "--dump=" + dump,
                                        "--report=" + report]
    if n > 1:
        cmd = shlex.split(mpirun) + ["-np", str(n)] + cmd
    run(cmd, os.path.join(out, tag + ".log"))
    return json.load(open(metrics)), json.load(open(report)), dump


def args_of(mlir):
    """(index, role, element type, shape) of every argument of the step
    (attributes print sorted by name: a param's zero.init, zero.name and an
    integer batch's zero.range come first)."""
    text = open(mlir).read()
    out = []
    for m in re.finditer(r'%arg(\d+): tensor<([0-9x]*?)x?(f32|i64)> '
                         r'\{(?:zero\.init = "[^"]*", )?(?:zero\.name = "[^"]*", )?'
                         r'(?:zero\.range = array<i64: -?\d+, -?\d+>, )?'
                         r'zero\.role = "(\w+)"', text):
        dims = [int(d) for d in m.group(2).split("x") if d]
        out.append((int(m.group(1)), m.group(4), m.group(3), dims))
    return out


def model_state_theory(mlir, n, stage):
    """Per-rank model-state bytes of an fp32 step by the ZeRO paper's
    accounting, from the traced step's argument list alone: per param of e
    elements with k optimizer states and shard s = ceil(e/N) (padding
    included): stage 0 4e+4e+4ke, 1 4e+4e+4ks, 2 4e+4s+4ks, 3 4s+4s+4ks."""
    text = open(mlir).read()
    states = {}
    for m in re.finditer(r'zero\.state_of = (\d+)', text):
        states[int(m.group(1))] = states.get(int(m.group(1)), 0) + 1
    total = 0
    for index, role, _, shape in args_of(mlir):
        if role != "param":
            continue
        e = 1
        for d in shape:
            e *= d
        sh = -(-e // n)
        k = states.get(index, 0)
        param = e if stage < 3 else sh
        grad = e if stage < 2 else sh
        opt = k * (e if stage == 0 else sh)
        total += 4 * (param + grad + opt)
    return total


def write_inputs(mlir, trace_json, out):
    """init/arg<i>.npy and data/arg<i>.npy from zero-trace's --json dump;
    the expected final params as expect/arg<i>.npy."""
    j = json.load(open(trace_json))
    args = args_of(mlir)
    params = [a for a in args if a[1] == "param"]
    batch = [a for a in args if a[1] == "batch"]
    if len(params) != len(j["params"]) or len(batch) != len(j["batch"]):
        raise SystemExit("zero-trace's --json does not match the step's arguments")
    for sub in ("init", "data", "data2", "expect"):
        os.makedirs(os.path.join(out, sub), exist_ok=True)
    for (index, _, _, shape), p in zip(params, j["params"]):
        assert list(shape) == p["shape"], (shape, p["shape"])
        npy.write(os.path.join(out, "init", "arg%d.npy" % index), shape, p["initial"])
        npy.write(os.path.join(out, "expect", "arg%d.npy" % index), shape, p["final"])
    for (index, _, elt, shape), b in zip(batch, j["batch"]):
        assert list(shape) == b["shape"], (shape, b["shape"])
        descr = "<f4" if elt == "f32" else "<i8"
        vals = b["data"] if elt == "f32" else [int(v) for v in b["data"]]
        npy.write(os.path.join(out, "data", "arg%d.npy" % index), shape, vals, descr)
        # A second global batch after the first: floats negated, integers
        # (tokens, labels) moved to the next value in the range they use.
        top = max(vals) + 1 if elt != "f32" else None
        other = [-v for v in vals] if elt == "f32" else [(v + 1) % top for v in vals]
        npy.write(os.path.join(out, "data2", "arg%d.npy" % index),
                  [2 * shape[0]] + list(shape[1:]), vals + other, descr)
    return j["losses"]


def compare_dumps(a_dir, b_dir, subset=False, rtol=None, atol_rel=None):
    """Largest |a-b| / (rtol*|b| + atol_rel*max|B|) over all tensors of B
    (<= 1 passes; RTOL and ATOL_REL unless given); A must have the same
    files unless `subset`."""
    rtol = RTOL if rtol is None else rtol
    atol_rel = ATOL_REL if atol_rel is None else atol_rel
    worst = 0.0
    names = sorted(f for f in os.listdir(b_dir) if f.endswith(".npy"))
    have = sorted(f for f in os.listdir(a_dir) if f.endswith(".npy"))
    if (not set(names) <= set(have)) or (not subset and have != names):
        fail("dumped files differ: %s vs %s" % (a_dir, b_dir))
        return float("inf")
    for name in names:
        sa, va = npy.read(os.path.join(a_dir, name))
        sb, vb = npy.read(os.path.join(b_dir, name))
        if sa != sb:
            fail("%s: shape %s vs %s" % (name, sa, sb))
            return float("inf")
        floor = atol_rel * max((abs(x) for x in vb), default=0.0)
        for x, y in zip(va, vb):
            tol = rtol * abs(y) + floor
            err = abs(x - y)
            if err > 0:
                worst = max(worst, err / tol if tol > 0 else float("inf"))
    return worst


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--lr", default="0.01")
    ap.add_argument("--steps", type=int, default=3)
    ap.add_argument("--global-batch", type=int, default=4)
    ap.add_argument("--ranks", default="1,2,4")
    ap.add_argument("--stages", default="0,1,2,3")
    ap.add_argument("--mpirun", default="mpirun --oversubscribe")
    ap.add_argument("--jit-opt-level", default="0",
                    help="zero-run's LLVM level: tiny steps compile 2x faster at 0")
    ap.add_argument("--schedule-slack", type=float, default=None,
                    help="run zero-schedule with a budget of (1 + this) x the unscheduled peak")
    ap.add_argument("--bucket-bytes", type=int, default=0)
    ap.add_argument("--fuse", action="store_true",
                    help="check that zero-pipeline fuse=true fused something (fewer linalg.generic "
                         "than fuse=false); the reference is the traced step as written")
    ap.add_argument("trace", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    trace = [t for t in a.trace if t != "--"]
    out = a.out
    os.makedirs(out, exist_ok=True)
    common = ["--steps=%d" % a.steps,
              "--jit-opt-level=" + a.jit_opt_level,
              "--init=" + os.path.join(out, "init")]

    ref = os.path.join(out, "ref.mlir")
    trace_json = os.path.join(out, "trace.json")
    run(["zero-trace"] + trace + ["--batch", str(a.global_batch), "--run-steps", str(a.steps),
                                  "--same-batch", "--lr", a.lr, "--json", trace_json, "-o", ref],
        os.path.join(out, "trace-ref.log"))
    trace_losses = write_inputs(ref, trace_json, out)
    # zero-trace's hypers: the learning rate, then (AdamW) the 1-based step.
    hypers = sum(1 for arg in args_of(ref) if arg[1] == "hyper")
    common.append("--hyper=" + ",".join([a.lr, "step"][:hypers]))
    run(["zero-run", ref] + common + ["--data=" + os.path.join(out, "data"),
                                     "--metrics=" + os.path.join(out, "ref1.json"),
                                     "--dump=" + os.path.join(out, "ref1")],
        os.path.join(out, "ref1.log"))
    ref_losses = json.load(open(os.path.join(out, "ref1.json")))["losses"]
    if len(ref_losses) != a.steps or len(trace_losses) != a.steps:
        fail("ran %d / %d steps, not %d" % (len(ref_losses), len(trace_losses), a.steps))
    if not ref_losses[-1] < ref_losses[0]:
        fail("the reference does not train on its one batch: %s" % ref_losses)
    loss_err = max(abs(x - y) / abs(y) for x, y in zip(ref_losses, trace_losses))
    # zero-trace's runner is another build of the step: loops instead of
    # BLAS, another LLVM level, so its sums are split across vector lanes
    # differently, and AdamW's m / sqrt(v) magnifies the last-bit
    # differences of near-zero gradients (a position embedding 1.6e-7 off
    # after 3 steps). Ten times the same-build tolerance; an error in the
    # step is orders of magnitude above it.
    worst = compare_dumps(os.path.join(out, "ref1"), os.path.join(out, "expect"), subset=True,
                          rtol=10 * RTOL, atol_rel=10 * ATOL_REL)
    if loss_err > RTOL or worst > 1:
        fail("zero-run's single-process run differs from zero-trace's runner: losses %s vs %s, "
             "params %.2f x tolerance" % (ref_losses, trace_losses, worst))
    print("zero-run = zero-trace's own run on one batch: losses (max rel %.1e), final params (%.2f of tol)"
          % (loss_err, worst))

    # The reference of the partitioned runs: two global batches, alternating.
    common.append("--data=" + os.path.join(out, "data2"))
    run(["zero-run", ref] + common + ["--metrics=" + os.path.join(out, "ref.json"),
                                     "--dump=" + os.path.join(out, "ref")],
        os.path.join(out, "ref.log"))
    ref_losses = json.load(open(os.path.join(out, "ref.json")))["losses"]
    print("reference: global batch %d, 2 batches alternating, %d steps, losses %s" % (
        a.global_batch, len(ref_losses), " ".join("%.6f" % l for l in ref_losses)))

    for n in [int(x) for x in a.ranks.split(",")]:
        if a.global_batch % n:
            raise SystemExit("global batch %d is not divisible by %d" % (a.global_batch, n))
        micro = os.path.join(out, "n%d.mlir" % n)
        run(["zero-trace"] + trace + ["--batch", str(a.global_batch // n), "-o", micro],
            os.path.join(out, "trace-n%d.log" % n))
        for s in [int(x) for x in a.stages.split(",")]:
            tag, step, report, budget = partition(micro, n, s, out, a.schedule_slack,
                                                  a.bucket_bytes, a.fuse)
            m, r, dump = run_partitioned(step, report, n, out, tag, common, a.mpirun)
            line = "N=%d stage=%d%s:" % (n, s, "" if budget is None else " scheduled")

            losses = m["losses"]
            loss_err = max((abs(x - y) / abs(y) for x, y in zip(losses, ref_losses)), default=0)
            if len(losses) != len(ref_losses) or loss_err > RTOL:
                fail("%s losses %s vs reference %s" % (tag, losses, ref_losses))
            line += " losses equal (max rel %.1e)," % loss_err

            worst = compare_dumps(dump, os.path.join(out, "ref"))
            if worst > 1:
                fail("%s final params/optimizer state differ from the reference (%.2f x tolerance)"
                     % (tag, worst))
            line += " final state equal (%.2f of tol)," % worst

            pr = r["per_rank"]
            want = {"params_bytes": pr["param_bytes"],
                    "optimizer_state_bytes": pr["optimizer_state_bytes"],
                    "grads_peak_bytes": pr["grad_bytes"],
                    "model_state_bytes": pr["model_state_bytes"]}
            peak_dev = 0.0
            for rank in m["per_rank"]:
                for key, val in want.items():
                    if rank[key] != val:
                        fail("%s rank %d %s %d, report %d" % (tag, rank["rank"], key, rank[key], val))
                dev = abs(rank["peak_bytes"] - pr["peak_bytes"]) / pr["peak_bytes"]
                peak_dev = max(peak_dev, dev)
                if dev > 0.05:
                    fail("%s rank %d peak %d, report %d (%.1f%%)" % (
                        tag, rank["rank"], rank["peak_bytes"], pr["peak_bytes"], 100 * dev))
                if rank["comm_bytes"] != r["comm_bytes_per_step"] * a.steps:
                    fail("%s rank %d comm bytes %d, report %d x %d steps" % (
                        tag, rank["rank"], rank["comm_bytes"], r["comm_bytes_per_step"], a.steps))
            if len(m["per_rank"]) != n:
                fail("%s metrics list %d ranks" % (tag, len(m["per_rank"])))
            theory = model_state_theory(micro, n, s)
            if pr["model_state_bytes"] != theory:
                fail("%s report model_state_bytes %d, theory %d" % (tag, pr["model_state_bytes"], theory))
            line += " model state %d = report = theory," % pr["model_state_bytes"]
            line += " peak %s (report %d)," % (
                "exact" if peak_dev == 0 else "within %.1f%%" % (100 * peak_dev), pr["peak_bytes"])
            line += " comm %d/step = report" % r["comm_bytes_per_step"]
            if a.fuse:
                # Fusion must have happened: fewer generics than unfused.
                plain = os.path.join(out, tag + "-unfused.mlir")
                run(["zero-opt", micro, "--zero-pipeline=stage=%d world-size=%d fuse=false" % (s, n),
                     "-o", plain], os.path.join(out, tag + "-unfused-opt.log"))
                fused = len(re.findall(r"linalg\.generic", open(step).read()))
                unfused = len(re.findall(r"linalg\.generic", open(plain).read()))
                if fused >= unfused:
                    fail("%s fuse=true left %d linalg.generic of %d" % (tag, fused, unfused))
                line += ", fused %d -> %d linalg.generic" % (unfused, fused)
            if budget is not None:
                text = open(step).read()
                starts = len(re.findall(r"zero\.\w+_start ", text))
                # Buckets of several tensors: all_reduces, and the grouped
                # gathers and reduce-scatters (one shard per tensor).
                reduces = len(re.findall(r"zero\.all_reduce(_start)? \w+ %[\w#]+, ", text))
                gathers = len(re.findall(r"zero\.all_gather(_start)? %[\w#]+, ", text))
                scatters = len(re.findall(r"zero\.reduce_scatter(_start)? \w+ %[\w#]+, ", text))
                buckets = reduces + gathers + scatters
                if pr["peak_bytes"] > budget or peak_dev != 0:
                    fail("%s peak %d (measured deviation %.3f) vs budget %d"
                         % (tag, pr["peak_bytes"], peak_dev, budget))
                line += (", peak <= budget %d, %d async, %d buckets (%d all_reduce, "
                         "%d all_gather, %d reduce_scatter)"
                         % (budget, starts, buckets, reduces, gathers, scatters))
            print(line, flush=True)
    if failures:
        sys.exit(1)
    print("all runs agree")


if __name__ == "__main__":
    main()
