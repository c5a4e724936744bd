#!/usr/bin/env python3
"""PyTorch eager's numbers for a zoo model: the oracle zoo_check compares
zero's runs against. Runs in the importer's environment (the zoo's models
need PyTorch 2 and their packages; `make check` has neither, so the
numbers of the committed zoo members are committed beside them).

  build-venv/torch-import/bin/python -m zero_testing.zoo_reference \
      --model MODEL.py --imported DIR --out REF [--steps 5] [--global-batch 4]

DIR is what `zero-import-torch import MODEL.py --data-rows D` wrote (its
names.json gives the parameters, the optimizer and the seed). The model
file's model() (torch seeded as the importer seeds it), its parameters set
from DIR/init by name, does STEPS optimizer steps with torch.optim as
names.json says, on the global batch: step t takes rows (t*G + j) mod D of
DIR/data (zero-run's split). Twice: in float64 (the reference) and in
float32 (float32's own error, the yardstick of the tolerances). Writes
  REF/reference.json          losses64, losses32 (one per step), steps, G
  REF/grad64/arg<i>.npy       the gradient of step 1's loss (before clipping)
  REF/grad32/arg<i>.npy       the same in float32
  REF/param64/arg<i>.npy      every parameter after STEPS steps
  REF/param32/arg<i>.npy      the same in float32
with i the parameter's argument index in DIR/names.json. One thread, so
that float32's numbers do not depend on the machine's core count.

A model with buffers the step updates (BatchNorm in train mode) normalizes
each rank's micro-batch by its own statistics (docs/Import.md): for it the
reference does what DistributedDataParallel does on --ranks N ranks: the
loss of each rank's G/N rows (rank r: rows r*G/N ..), averaged, and
reference.json records "ranks" (zoo_check then runs that N only). Other
models get the global batch (an ignore_index mean divides by the global
count of kept targets, as zero's does). A model with dropout (names.json's
"dropout") draws zero's masks in eager too (import_check.dropout_masks:
the importer's EagerMasks, keyed by step and global row).

  python -m zero_testing.zoo_reference --compare NEW OLD
compares two REF directories (fresh numbers with the committed ones):
float64's within 1e-12 and float32's within 1e-6 of each tensor's norm
(another CPU may pick other kernels); exit code 1 on a difference.
"""
import argparse
import importlib.util
import json
import os

import numpy as np
import torch

from zero_testing.import_check import dropout_masks, torch_optimizer


def load_model_file(path):
    spec = importlib.util.spec_from_file_location("zoo_model", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def eager(user, imported, names, steps, global_batch, ranks, dtype):
    """Losses, step-1 gradients and final parameters {arg index: array}."""
    torch.manual_seed(names.get("seed", 0))
    net = user.model().to(dtype)
    by_name = dict(net.named_parameters())
    params = [a for a in names["args"] if a["role"] == "param"]
    if len(params) != len(by_name):
        raise SystemExit("names.json lists %d parameters, the model has %d"
                         % (len(params), len(by_name)))
    with torch.no_grad():
        for a in params:
            value = np.load(os.path.join(imported, "init", "arg%d.npy" % a["index"]))
            by_name[a["name"]].copy_(torch.from_numpy(value).to(dtype))
    data = [torch.from_numpy(np.load(os.path.join(imported, "data", "arg%d.npy" % a["index"])))
            for a in names["args"] if a["role"] == "batch" and "fill" not in a]
    data = [d.to(dtype) if d.is_floating_point() else d for d in data]
    rows = data[0].shape[0]
    cfg = names["optimizer"]
    ordered = [by_name[a["name"]] for a in params]
    opt = torch_optimizer(cfg, ordered)
    losses, grads = [], None
    for t in range(steps):
        index = torch.tensor([(t * global_batch + j) % rows for j in range(global_batch)])
        opt.zero_grad()
        b = global_batch // ranks
        loss = 0
        for r in range(ranks):
            with dropout_masks(names, t + 1, range(r * b, (r + 1) * b)):
                loss = loss + user.loss(net, *[d[index[r * b:(r + 1) * b]] for d in data])
        loss = loss / ranks
        loss.backward()
        if t == 0:
            grads = {a["index"]: by_name[a["name"]].grad.detach().numpy().copy() for a in params}
        if cfg["clip_norm"] > 0:
            torch.nn.utils.clip_grad_norm_(ordered, cfg["clip_norm"])
        opt.step()
        losses.append(loss.item())
    final = {a["index"]: by_name[a["name"]].detach().numpy().copy() for a in params}
    return losses, grads, final


def save(directory, arrays):
    os.makedirs(directory, exist_ok=True)
    for index, value in arrays.items():
        np.save(os.path.join(directory, "arg%d.npy" % index), value)


def compare(new, old):
    """Differences between two REF directories, as messages."""
    problems = []
    a, b = (json.load(open(os.path.join(d, "reference.json"))) for d in (new, old))
    for tag, rtol in (("64", 1e-12), ("32", 1e-6)):
        x, y = np.array(a["losses" + tag]), np.array(b["losses" + tag])
        if x.shape != y.shape or np.abs(x - y).max() > rtol * np.abs(y).max():
            problems.append("losses%s %s, expected %s" % (tag, x.tolist(), y.tolist()))
        for what in ("grad", "param"):
            d_old = os.path.join(old, what + tag)
            for f in sorted(os.listdir(d_old)):
                x = np.load(os.path.join(new, what + tag, f))
                y = np.load(os.path.join(d_old, f))
                if x.shape != y.shape or np.linalg.norm(x - y) > rtol * np.linalg.norm(y):
                    problems.append("%s%s/%s differs" % (what, tag, f))
    return problems


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--compare", nargs=2, metavar=("NEW", "OLD"))
    ap.add_argument("--model")
    ap.add_argument("--imported")
    ap.add_argument("--out")
    ap.add_argument("--steps", type=int, default=5)
    ap.add_argument("--global-batch", type=int, default=4)
    ap.add_argument("--ranks", type=int, default=2,
                    help="DDP's ranks, for a model with buffers the step updates")
    a = ap.parse_args()
    if a.compare:
        problems = compare(*a.compare)
        for p in problems:
            print("MISMATCH " + p)
        if problems:
            raise SystemExit(1)
        print("%s equals %s" % tuple(a.compare))
        return
    if not (a.model and a.imported and a.out):
        ap.error("--model, --imported and --out are required")
    torch.set_num_threads(1)
    names = json.load(open(os.path.join(a.imported, "names.json")))
    user = load_model_file(a.model)
    ranks = a.ranks if any(x["role"] == "buffer" for x in names["args"]) else 1
    result = {"model": os.path.basename(a.model), "torch": torch.__version__,
              "steps": a.steps, "global_batch": a.global_batch, "ranks": ranks}
    for dtype, tag in ((torch.float64, "64"), (torch.float32, "32")):
        losses, grads, final = eager(user, a.imported, names, a.steps, a.global_batch, ranks,
                                     dtype)
        result["losses" + tag] = losses
        save(os.path.join(a.out, "grad" + tag), grads)
        save(os.path.join(a.out, "param" + tag), final)
    with open(os.path.join(a.out, "reference.json"), "w") as f:
        json.dump(result, f, indent=1)
        f.write("\n")
    print("reference: %s, global batch %d%s, %d steps, losses %s" % (
        result["model"], a.global_batch, " (DDP on %d ranks)" % ranks if ranks > 1 else "", a.steps,
        " ".join("%.6f" % v for v in result["losses64"])))


if __name__ == "__main__":
    main()
