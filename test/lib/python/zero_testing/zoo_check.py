#!/usr/bin/env python3
"""The model zoo's acceptance check: an imported model compiled by zero-opt
and trained by zero-run, against PyTorch eager's numbers (zoo_reference.py).
Needs numpy only (no PyTorch), so `make check` runs it on committed inputs.

  python3 -m zero_testing.zoo_check --imported DIR --grad-imported GDIR
        --reference REF --out OUT [--ranks 2] [--configs 0,1,2,3,3s]
        [--steps 5] [--global-batch 4] [--mpirun CMD]

DIR: `zero-import-torch import MODEL.py --optimizer adamw ...`; GDIR: the
same model imported with `--optimizer sgd` (no weight decay, clipping or
Nesterov; momentum is harmless: its buffer starts at 0, so step 1 moves
by lr*g), used to read the gradient back; REF: zoo_reference.py's
output for DIR. For every config (a ZeRO stage; "3s": stage 3 with
schedule=1) it partitions the step for micro-batch G/N with
`zero-opt --zero-pipeline`, runs it on N ranks and prints one line:
  - losses: each of the STEPS losses equals float64 eager's on the global
    batch, |a-b| <= 1e-5*|b|;
  - gradients: GDIR's step run one step with learning rate L = 2^20 gives
    p1 = fl(p0 - L*g) (L*g is exact), so g = (p0 - p1)/L up to one
    rounding of 2^-24*|L*g| (plus ulp(p0)/L, 2^-44 relative to p0). Per
    parameter tensor, |g - g64| <= GRAD_C*|g32 - g64| + 2^-22*|g64| (norms;
    g32 is float32 eager's gradient: float32's own error). A wrong op
    (tanh-GELU's constant 2e-4 off gives ~1e-4) lies far outside; rounding
    (~1e-7) inside;
  - params: after STEPS AdamW steps, per tensor |p - p64| <=
    PARAM_C*|p32 - p64| + 2^-22*|p64| + UPDATE_RTOL*|p64 - p0|. AdamW
    divides by sqrt(v): rounding on near-zero gradients grows towards the
    update's size, in float32 eager as in zero, but not on the same
    elements; the first term scales the tolerance to float32's own run,
    the last covers a small tensor where float32 eager happened to round
    luckily (measured: 4e-6 of the update on MLP-Mixer's 16-element
    LayerNorm bias whose float32 eager error was 40x smaller than zero's).
    A wrong update rule (bias correction, weight decay, eps) is off by
    1e-3 of the update or more; a wrong op is caught by the gradients;
  - memory: on every rank the measured params, optimizer state, gradient
    peak, model state and peak bytes equal the report's exactly;
  - comm: every rank's measured bytes equal comm_bytes_per_step x steps.
The ratios printed are the worst tensor's error over its tolerance (<= 1
passes). Exit code 1 and a MISMATCH line on any failure.

--loss-steps K compares only the first K losses and not the final
parameters: for a model whose float32 training departs from float64's
within the run whoever computes it (ResNet-18 with BatchNorm over 2 rows
per rank, docs/Import.md); the gradients, memory and comm are checked
all the same.
"""
import argparse
import json
import math
import os
import shlex
import sys

import numpy as np

from zero_testing.pipeline import run

LOSS_RTOL = 1e-5
GRAD_C = 8.0
PARAM_C = 8.0
UPDATE_RTOL = 1e-4
FLOOR = 2.0 ** -22
READBACK_LR = 2.0 ** 20

failures = []


def fail(msg):
    failures.append(msg)
    print("MISMATCH " + msg, flush=True)


def params_of(names):
    return [a for a in names["args"] if a["role"] == "param"]


def load(directory, index):
    return np.load(os.path.join(directory, "arg%d.npy" % index)).astype(np.float64)


def worst_ratio(tag, what, got, ref64, ref32, c, start=None):
    """max over tensors of |got - ref64| / (c*|ref32 - ref64| + FLOOR*|ref64|
    [+ UPDATE_RTOL*|ref64 - start|])."""
    worst, worst_name = 0.0, None
    for name, g in got.items():
        b, b32 = ref64[name], ref32[name]
        if g.shape != b.shape:
            fail("%s %s %s: shape %s, reference %s" % (tag, what, name, g.shape, b.shape))
            return float("inf")
        err = np.linalg.norm(g - b)
        tol = c * np.linalg.norm(b32 - b) + FLOOR * np.linalg.norm(b)
        if start is not None:
            tol += UPDATE_RTOL * np.linalg.norm(b - start[name])
        ratio = err / tol if tol > 0 else (0.0 if err == 0 else float("inf"))
        if not ratio <= worst:
            worst, worst_name = ratio, name
    if not worst <= 1:
        fail("%s %s of %s differ from float64 eager's: %.2f x the tolerance (|d| %.3g, "
             "float32 eager's |d| %.3g, |ref| %.3g)" % (
                 tag, what, worst_name, worst,
                 np.linalg.norm(got[worst_name] - ref64[worst_name]),
                 np.linalg.norm(ref32[worst_name] - ref64[worst_name]),
                 np.linalg.norm(ref64[worst_name])))
    return worst


def by_name(names, directory):
    return {a["name"]: load(directory, a["index"]) for a in params_of(names)}


def check_memory(tag, n, steps, metrics, report):
    pr = report["per_rank"]
    want = {"params_bytes": pr["param_bytes"],
            "optimizer_state_bytes": pr["optimizer_state_bytes"],
            "grads_peak_bytes": pr["grad_bytes"],
            "model_state_bytes": pr["model_state_bytes"],
            "peak_bytes": pr["peak_bytes"]}
    if len(metrics["per_rank"]) != n:
        fail("%s metrics list %d ranks, expected %d" % (tag, len(metrics["per_rank"]), n))
    for rank in metrics["per_rank"]:
        for key, val in want.items():
            if rank[key] != val:
                fail("%s rank %d measured %s %d, report %d" % (tag, rank["rank"], key,
                                                                rank[key], val))
        if rank["comm_bytes"] != report["comm_bytes_per_step"] * steps:
            fail("%s rank %d comm bytes %d, report %d x %d steps" % (
                tag, rank["rank"], rank["comm_bytes"], report["comm_bytes_per_step"], steps))


def compile_and_run(a, imported, names, n, stage, schedule, tag, steps, hyper):
    micro = str(a.global_batch // n)
    if a.global_batch % n or micro not in names["steps"]:
        raise SystemExit("%s: no imported step for micro-batch %s (global %d over %d ranks)"
                         % (imported, micro, a.global_batch, n))
    step = os.path.join(a.out, tag + ".mlir")
    report = os.path.join(a.out, tag + "-report.json")
    options = "stage=%d world-size=%d report=%s" % (stage, n, report)
    if schedule:
        options += " schedule=1"
    run(["zero-opt", os.path.join(imported, names["steps"][micro]),
         "--zero-pipeline=" + options, "-o", step], os.path.join(a.out, tag + "-opt.log"))
    metrics, dump = os.path.join(a.out, tag + ".json"), os.path.join(a.out, tag)
    cmd = ["zero-run", step, "--steps=%d" % steps, "--jit-opt-level=%d" % a.jit_opt_level,
           "--hyper=" + hyper,
           "--init=" + os.path.join(imported, "init"), "--data=" + os.path.join(imported, "data"),
           "--metrics=" + metrics, "--dump=" + dump, "--report=" + report]
    if n > 1:
        cmd = shlex.split(a.mpirun) + ["-np", str(n)] + cmd
    run(cmd, os.path.join(a.out, tag + ".log"))
    return json.load(open(metrics)), json.load(open(report)), dump


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--imported", required=True)
    ap.add_argument("--grad-imported", required=True)
    ap.add_argument("--reference", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--ranks", type=int, default=2)
    ap.add_argument("--configs", default="0,1,2,3,3s")
    ap.add_argument("--mpirun", default="mpirun --oversubscribe")
    ap.add_argument("--loss-steps", type=int,
                    help="compare the first K losses only, and no final parameters")
    ap.add_argument("--jit-opt-level", type=int, default=0,
                    help="zero-run's; 0 compiles tiny steps fastest, a conv net runs faster at 3")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    names = json.load(open(os.path.join(a.imported, "names.json")))
    gnames = json.load(open(os.path.join(a.grad_imported, "names.json")))
    ref = json.load(open(os.path.join(a.reference, "reference.json")))
    a.global_batch, steps = ref["global_batch"], ref["steps"]
    g = gnames["optimizer"]
    if g["name"] != "sgd" or g["nesterov"] or g["weight_decay"] or g["clip_norm"]:
        raise SystemExit("%s: the gradient read-back needs SGD without weight decay, "
                         "clipping or Nesterov, names.json has %s" % (a.grad_imported, g))
    if sorted(p["name"] for p in params_of(gnames)) != sorted(p["name"] for p in params_of(names)):
        raise SystemExit("%s and %s import different parameters" % (a.imported, a.grad_imported))
    grad64, grad32, param64, param32 = (by_name(names, os.path.join(a.reference, what))
                                        for what in ("grad64", "grad32", "param64", "param32"))
    init = by_name(gnames, os.path.join(a.grad_imported, "init"))
    if any(not np.array_equal(v, w) for v, w in zip(
            init.values(), (by_name(names, os.path.join(a.imported, "init"))[k] for k in init))):
        raise SystemExit("%s and %s start from different weights" % (a.imported,
                                                                     a.grad_imported))
    print("reference: PyTorch %s eager (float64), global batch %d%s, %d steps, losses %s" % (
        ref["torch"], a.global_batch,
        " (DDP on %d ranks)" % ref["ranks"] if ref.get("ranks", 1) > 1 else "", steps, " ".join("%.6f" % v for v in ref["losses64"])),
        flush=True)
    n = a.ranks
    if ref.get("ranks", 1) not in (1, n):
        raise SystemExit("%s is DDP's on %d ranks (a model with buffers the step updates), "
                         "not %d" % (a.reference, ref["ranks"], n))
    for config in a.configs.split(","):
        stage, schedule = int(config.rstrip("s")), config.endswith("s")
        tag = "n%d-s%s" % (n, config)
        line = "N=%d stage=%d%s:" % (n, stage, " schedule=1" if schedule else "")
        m, r, dump = compile_and_run(a, a.imported, names, n, stage, schedule, tag, steps,
                                     names["hyper"])
        losses = m["losses"]
        k = steps if a.loss_steps is None else a.loss_steps
        loss_err = max((abs(x - y) / abs(y) for x, y in zip(losses[:k], ref["losses64"][:k])),
                       default=math.inf)
        if len(losses) != steps or not loss_err <= LOSS_RTOL:
            fail("%s losses %s vs float64 eager's %s" % (tag, losses, ref["losses64"]))
        line += " losses equal (max rel %.1e%s)," % (
            loss_err, "" if k == steps else ", first %d steps" % k)
        gm, _, gdump = compile_and_run(a, a.grad_imported, gnames, n, stage, schedule,
                                       tag + "-grad", 1, ",".join(
                                           [repr(READBACK_LR)] + gnames["hyper"].split(",")[1:]))
        if abs(gm["losses"][0] - ref["losses64"][0]) > LOSS_RTOL * abs(ref["losses64"][0]):
            fail("%s-grad step 1 loss %s vs %s" % (tag, gm["losses"][0], ref["losses64"][0]))
        grads = {name: (init[name] - p1) / READBACK_LR
                 for name, p1 in by_name(gnames, gdump).items()}
        line += " grads equal (%.2f of tol)," % worst_ratio(tag, "step-1 gradients", grads,
                                                             grad64, grad32, GRAD_C)
        if k == steps:
            line += " params equal (%.2f of tol)," % worst_ratio(
                tag, "final parameters", by_name(names, dump), param64, param32, PARAM_C, init)
        else:
            line += " params not compared,"
        check_memory(tag, n, steps, m, r)
        line += " peak exact (report %d), comm %d/step = report" % (
            r["per_rank"]["peak_bytes"], r["comm_bytes_per_step"])
        print(line, flush=True)
    if failures:
        sys.exit(1)
    print("all runs agree with PyTorch eager")


if __name__ == "__main__":
    main()
