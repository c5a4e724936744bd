#!/usr/bin/env python3
"""End-to-end check of an imported PyTorch model: zero-import-torch's output
-> zero-opt --zero-pipeline -> zero-run, against PyTorch eager.

  /usr/bin/python3 -m zero_testing.import_check --model MODEL.py --imported DIR --out OUT
        [--steps 5] [--global-batch 4] [--ranks 1,2,4] [--stages 0,1,2,3] [--mpirun CMD]
        [--strip-range]

DIR is what `zero-import-torch import MODEL.py --micro-batch G,G/2,...
--data-rows D` wrote: step-b<B>.mlir per micro-batch, init/arg<i>.npy,
data/arg<i>.npy and names.json (argument index <-> parameter name, the
optimizer). The reference is PyTorch eager doing the same steps on the
global batch: the model file's own model() with the parameters set from
init/ by name (a tied parameter once), torch.optim (AdamW / SGD) and
clip_grad_norm_ as names.json says, in float64, step t on rows
(t*G + j) mod D of the data (zero-run's split). A model with dropout
(names.json's "dropout") draws the step's masks in the reference too: the
importer's generator (zero_import_torch/dropout.py, EagerMasks) for global
rows 0..G-1 and step t, as one device would. For every N and stage S it
partitions step-b<G/N>.mlir with `zero-opt --zero-pipeline="stage=S
world-size=N report=..."`, runs it on N ranks and prints one line:
  - losses: every step's loss equals the reference's, |a-b| <= LOSS_RTOL*|b|
    (a model with buffers the step updates, BatchNorm's: the reference for
    N ranks is DDP's, see eager_reference);
  - params: every final parameter and buffer (zero-run --dump; a buffer
    is rank 0's) equals the reference's, |a-b| <= PARAM_RTOL*|b| +
    PARAM_ATOL_REL*max|B| (an integer buffer exactly);
  - memory: on every rank the measured params, optimizer state, gradient
    peak, model state, buffers and peak equal the report's bytes exactly;
  - comm: every rank's measured bytes equal comm_bytes_per_step x steps.
Exit code 1 and a MISMATCH line on any failure.

--strip-range removes the zero.range attributes before compiling (for a
zero-opt that does not know the attribute yet).
"""
import argparse
import contextlib
import importlib.util
import json
import os
import re
import shlex
import sys

import numpy as np
import torch

from zero_testing.pipeline import run


def torch_optimizer(cfg, params):
    """The torch.optim optimizer names.json's "optimizer" entry describes."""
    if cfg["name"] == "adamw":
        return torch.optim.AdamW(params, lr=cfg["lr"], betas=tuple(cfg["betas"]), eps=cfg["eps"],
                                 weight_decay=cfg["weight_decay"])
    return torch.optim.SGD(params, lr=cfg["lr"], momentum=cfg["momentum"],
                           nesterov=cfg["nesterov"], weight_decay=cfg["weight_decay"])


# The importer's dropout generator runs on any PyTorch from 1.13 on.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "..",
                                "tools", "zero-import-torch"))

# zero-run is fp32 and sums in another order than PyTorch; the reference is
# float64. Measured worst cases on the test models are printed per run.
LOSS_RTOL = 1e-5
# Between zero's own runs of a model with dropout (N, stage): float32
# rounding of sums in another order only (measured: 2e-7).
ACROSS_RTOL = 1e-6
PARAM_RTOL = 1e-4
PARAM_ATOL_REL = 1e-5

failures = []


def fail(msg):
    failures.append(msg)
    print("MISMATCH " + msg, flush=True)


def load_model_file(path):
    spec = importlib.util.spec_from_file_location("imported_model", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def eager_reference(model_path, imported, names, steps, global_batch, ranks=1):
    """Losses and final parameters {arg index: array} of PyTorch eager.

    A model with buffers the step updates (names.json role "buffer":
    BatchNorm's running statistics) is trained as DDP trains it on `ranks`
    ranks: each rank's loss and gradient come from its own micro-batch
    (its rows of the global batch, as zero-run splits it) with the batch
    statistics of that micro-batch; the gradients are averaged and the loss
    is the mean over ranks; the running statistics are rank 0's (DDP's
    broadcast_buffers gives every rank rank 0's before each forward). The
    buffers' final values join the returned tensors. Without such buffers
    the ranks' average is the global batch's step, computed as one."""
    user = load_model_file(model_path)
    torch.manual_seed(0)
    net = user.model().double()
    by_name = dict(net.named_parameters())
    params = [a for a in names["args"] if a["role"] == "param"]
    if len(params) != len(by_name):
        raise SystemExit("names.json lists %d parameters, the model has %d"
                         % (len(params), len(by_name)))
    with torch.no_grad():
        for a in params:
            value = np.load(os.path.join(imported, "init", "arg%d.npy" % a["index"]))
            by_name[a["name"]].copy_(torch.from_numpy(value).double())
    data = [torch.from_numpy(np.load(os.path.join(imported, "data", "arg%d.npy" % a["index"])))
            for a in names["args"] if a["role"] == "batch" and "fill" not in a]
    data = [d.double() if d.dtype == torch.float32 else d for d in data]
    buffers = [a for a in names["args"] if a["role"] == "buffer"]
    buffer_of = dict(net.named_buffers())
    with torch.no_grad():
        for a in buffers:
            value = np.load(os.path.join(imported, "init", "arg%d.npy" % a["index"]))
            buffer_of[a["name"]].copy_(torch.from_numpy(value))
    if not buffers:
        ranks = 1
    rows = data[0].shape[0]
    cfg = names["optimizer"]
    ordered = [by_name[a["name"]] for a in params]
    opt = torch_optimizer(cfg, ordered)
    losses = []
    for t in range(steps):
        index = torch.tensor([(t * global_batch + j) % rows for j in range(global_batch)])
        batch = [d[index] for d in data]
        opt.zero_grad()
        micro, total = global_batch // ranks, 0.0
        for r in reversed(range(ranks)):  # rank 0 last: its running statistics stay
            if r:
                saved = {a["name"]: buffer_of[a["name"]].clone() for a in buffers}
            with dropout_masks(names, t + 1, range(r * micro, (r + 1) * micro)):
                loss = user.loss(net, *[d[r * micro:(r + 1) * micro] for d in batch])
            (loss / ranks).backward()
            total += loss.item() / ranks
            if r:
                with torch.no_grad():
                    for name, value in saved.items():
                        buffer_of[name].copy_(value)
        if cfg["clip_norm"] > 0:
            torch.nn.utils.clip_grad_norm_(ordered, cfg["clip_norm"])
        opt.step()
        losses.append(total if ranks > 1 else loss.item())
    final = {a["index"]: by_name[a["name"]].detach().numpy() for a in params}
    final.update({a["index"]: buffer_of[a["name"]].numpy() for a in buffers})
    return losses, final


def dropout_masks(names, step, global_rows):
    """The step's dropout masks in eager PyTorch for the rows of the global
    batch `global_rows` (nothing without dropout)."""
    d = names.get("dropout")
    if d is None:
        return contextlib.nullcontext()
    from zero_import_torch.dropout import EagerMasks
    return EagerMasks(step, d["seed"], d["batch_dims"], global_rows)


def compare_params(dump, reference):
    """Largest |a-b| / (PARAM_RTOL*|b| + PARAM_ATOL_REL*max|B|) (<= 1 passes)."""
    worst = 0.0
    for index, ref in reference.items():
        got = np.load(os.path.join(dump, "arg%d.npy" % index))
        if got.shape != ref.shape:
            fail("arg%d: shape %s vs reference %s" % (index, got.shape, ref.shape))
            return float("inf")
        if not np.issubdtype(ref.dtype, np.floating):  # a batch counter: exact
            if not np.array_equal(got, ref):
                fail("arg%d: %s vs reference %s" % (index, got, ref))
                return float("inf")
            continue
        got = got.astype(np.float64)
        tol = PARAM_RTOL * np.abs(ref) + PARAM_ATOL_REL * np.abs(ref).max()
        worst = max(worst, float((np.abs(got - ref) / tol).max()))
    return worst


def without_range(src, dst):
    text = re.sub(r"zero\.range = array<i64: -?\d+, -?\d+>, ", "", open(src).read())
    with open(dst, "w") as f:
        f.write(text)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", required=True)
    ap.add_argument("--imported", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--steps", type=int, default=5)
    ap.add_argument("--global-batch", type=int, default=4)
    ap.add_argument("--ranks", default="1,2,4")
    ap.add_argument("--stages", default="0,1,2,3")
    ap.add_argument("--mpirun", default="mpirun --oversubscribe")
    ap.add_argument("--strip-range", action="store_true")
    ap.add_argument("--skip-memory", action="store_true",
                    help="check losses, params and comm bytes only")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    names = json.load(open(os.path.join(a.imported, "names.json")))
    ref_losses, ref_params = eager_reference(a.model, a.imported, names, a.steps, a.global_batch)
    print("reference: PyTorch eager (float64), global batch %d, %d steps, losses %s" % (
        a.global_batch, a.steps, " ".join("%.6f" % l for l in ref_losses)), flush=True)
    if not ref_losses[-1] < ref_losses[0]:
        fail("the reference does not train: %s" % ref_losses)
    common = ["--steps=%d" % a.steps, "--jit-opt-level=0", "--hyper=" + names["hyper"],
              "--init=" + os.path.join(a.imported, "init"),
              "--data=" + os.path.join(a.imported, "data")]
    ddp = any(x["role"] == "buffer" for x in names["args"])
    run_losses = []  # zero-run's losses of every run, in order
    for n in [int(x) for x in a.ranks.split(",")]:
        if ddp:  # the reference depends on the micro-batches (eager_reference)
            ref_losses, ref_params = eager_reference(a.model, a.imported, names, a.steps,
                                                     a.global_batch, n)
            print("reference for N=%d: each rank's micro-batch statistics (as DDP), running "
                  "statistics of rank 0, losses %s" % (n, " ".join("%.6f" % l for l in ref_losses)),
                  flush=True)
        micro = str(a.global_batch // n)
        if a.global_batch % n or micro not in names["steps"]:
            raise SystemExit("no imported step for micro-batch %d (global %d over %d ranks)"
                             % (a.global_batch / n, a.global_batch, n))
        step_in = os.path.join(a.imported, names["steps"][micro])
        if a.strip_range:
            stripped = os.path.join(a.out, "b%s.mlir" % micro)
            without_range(step_in, stripped)
            step_in = stripped
        for s in [int(x) for x in a.stages.split(",")]:
            tag = "n%d-s%d" % (n, s)
            step = os.path.join(a.out, tag + ".mlir")
            report = os.path.join(a.out, tag + "-report.json")
            run(["zero-opt", step_in, "--zero-pipeline=stage=%d world-size=%d report=%s"
                 % (s, n, report), "-o", step], os.path.join(a.out, tag + "-opt.log"))
            metrics, dump = os.path.join(a.out, tag + ".json"), os.path.join(a.out, tag)
            cmd = ["zero-run", step] + common + ["--metrics=" + metrics, "--dump=" + dump,
                                                "--report=" + report]
            if n > 1:
                cmd = shlex.split(a.mpirun) + ["-np", str(n)] + cmd
            run(cmd, os.path.join(a.out, tag + ".log"))
            m, r = json.load(open(metrics)), json.load(open(report))
            line = "N=%d stage=%d:" % (n, s)
            losses = m["losses"]
            run_losses.append(losses)
            loss_err = max(abs(x - y) / abs(y) for x, y in zip(losses, ref_losses))
            if len(losses) != a.steps or loss_err > LOSS_RTOL:
                fail("%s losses %s vs reference %s" % (tag, losses, ref_losses))
            line += " losses equal (max rel %.1e)," % loss_err
            worst = compare_params(dump, ref_params)
            if worst > 1:
                fail("%s final params differ from the reference (%.2f x tolerance)" % (tag, worst))
            line += " params equal (%.2f of tol)," % worst
            pr = r["per_rank"]
            if a.skip_memory:
                for rank in m["per_rank"]:
                    if rank["comm_bytes"] != r["comm_bytes_per_step"] * a.steps:
                        fail("%s rank %d comm bytes %d, report %d x %d steps" % (
                            tag, rank["rank"], rank["comm_bytes"], r["comm_bytes_per_step"],
                            a.steps))
                print(line + " comm %d/step = report (memory not checked)"
                      % r["comm_bytes_per_step"], flush=True)
                continue
            want = {"params_bytes": pr["param_bytes"],
                    "optimizer_state_bytes": pr["optimizer_state_bytes"],
                    "grads_peak_bytes": pr["grad_bytes"],
                    "model_state_bytes": pr["model_state_bytes"],
                    "peak_bytes": pr["peak_bytes"]}
            if "buffer_bytes" in pr:  # buffers the step updates, whole on every rank
                want["buffers_bytes"] = pr["buffer_bytes"]
            for rank in m["per_rank"]:
                for key, val in want.items():
                    if rank[key] != val:
                        fail("%s rank %d measured %s %d, report %d"
                             % (tag, rank["rank"], key, rank[key], val))
                if rank["comm_bytes"] != r["comm_bytes_per_step"] * a.steps:
                    fail("%s rank %d comm bytes %d, report %d x %d steps" % (
                        tag, rank["rank"], rank["comm_bytes"], r["comm_bytes_per_step"], a.steps))
            if len(m["per_rank"]) != n:
                fail("%s metrics list %d ranks" % (tag, len(m["per_rank"])))
            line += " model state %d = report, peak exact (report %d), comm %d/step = report" % (
                pr["model_state_bytes"], pr["peak_bytes"], r["comm_bytes_per_step"])
            print(line, flush=True)
    if names.get("dropout") and len(run_losses) > 1:
        # The masks depend on the rows' places in the global batch only:
        # every N and stage trains the same model, up to summation order.
        spread = max(abs(x - y) / abs(y) for run in run_losses[1:]
                     for x, y in zip(run, run_losses[0]))
        if spread > ACROSS_RTOL:
            fail("dropout: losses differ between runs by %.1e (relative)" % spread)
        print("dropout: every run's losses agree with N=%s stage=%s's (max rel %.1e)"
              % (a.ranks.split(",")[0], a.stages.split(",")[0], spread))
    if failures:
        sys.exit(1)
    print("all runs agree with PyTorch eager")


if __name__ == "__main__":
    main()
