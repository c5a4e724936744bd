#!/usr/bin/env python3
"""Op-by-op oracle for zero-import-torch: every op the importer decomposes
or overrides, forward and gradients, against PyTorch in float64.

  python -m zero_testing.op_oracle --model ops.py --imported DIR --out OUT [--dump D]

DIR is `zero-import-torch import ops.py --micro-batch 1 --optimizer sgd
--lr 1 --data-rows 1` (test/Import/Inputs/oracle/ops.py: each case is one op
whose inputs are constant buffers plus parameters that start at 0, read
out through sum(out * (r + dr)), dr a parameter that starts at 0). The
step runs once on one rank (zero-opt stage 0, zero-run --steps=1); after
that SGD step with lr 1 from zeros each parameter holds minus its
gradient exactly: an input's delta holds -d loss/d input, dr holds -out.
(--dump D: read those values from D instead of running zero-run.)

Oracle: the model file's model() in float64 (its float32 inputs cast
exactly), forward and autograd. Tolerance at float32's own error: for each
case and each tensor (the output, each input's gradient),
    max|zero - ref64| <= C * max|torch32 - ref64| + T * max|ref64|
where torch32 is the same op in PyTorch eager float32. zero sums in other
orders than PyTorch (matmuls, reductions), so its error is a small multiple
of PyTorch's (C); T covers tensors PyTorch computes exactly (relu,
transposes: torch32 error 0) where zero may still round once. A wrong
constant or formula is orders of magnitude above both: tanh-GELU with
0.7977240 for sqrt(2/pi) is off by ~1e-4 of max|ref|.
Exit code 1 and a MISMATCH line on any case out of tolerance.
"""
import argparse
import importlib.util
import json
import os
import sys

import numpy as np
import torch

from zero_testing.pipeline import run

C = 8.0
T = 4 * 2.0 ** -24  # 4 float32 roundings of the largest element


def load_model_file(path):
    spec = importlib.util.spec_from_file_location("oracle_ops", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def gradients(net, dtype):
    """{parameter name: its gradient} of the model's loss, in dtype."""
    net = net.to(dtype)
    net.zero_grad()
    net().backward()
    return {n: p.grad.detach().to(torch.float64).numpy() for n, p in net.named_parameters()}


def zero_values(a, names):
    """{parameter name: value after one step} from zero-run."""
    step_in = os.path.join(a.imported, names["steps"]["1"])
    dump = a.dump
    if dump is None:
        step = os.path.join(a.out, "step.mlir")
        run(["zero-opt", step_in, "--zero-pipeline=stage=0 world-size=1", "-o", step],
            os.path.join(a.out, "opt.log"))
        dump = os.path.join(a.out, "dump")
        run(["zero-run", step, "--steps=1", "--jit-opt-level=0", "--hyper=" + names["hyper"],
             "--init=" + os.path.join(a.imported, "init"),
             "--data=" + os.path.join(a.imported, "data"), "--dump=" + dump],
            os.path.join(a.out, "run.log"))
    return {arg["name"]: np.load(os.path.join(dump, "arg%d.npy" % arg["index"])).astype(np.float64)
            for arg in names["args"] if arg["role"] == "param"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", required=True)
    ap.add_argument("--imported", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--dump", default=None)
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    names = json.load(open(os.path.join(a.imported, "names.json")))
    if names["optimizer"]["name"] != "sgd" or names["optimizer"]["lr"] != 1.0:
        raise SystemExit("the import must use --optimizer sgd --lr 1 (got %s)" % names["optimizer"])
    user = load_model_file(a.model)
    ref = gradients(user.model(), torch.float64)
    f32 = gradients(user.model(), torch.float32)
    got = {n: -v for n, v in zero_values(a, names).items()}  # minus the gradient
    missing = sorted(set(ref) - set(got))
    if missing:
        raise SystemExit("names.json lacks parameters %s" % missing)
    failures = 0
    for case in user.model().cases:
        parts = sorted(n for n in ref if n.startswith("cases.%s." % case))
        words = []
        for n in parts:
            what = "out" if n.endswith(".dr") else "grad" + n.rsplit("delta", 1)[1]
            r, z, t = ref[n], got[n], f32[n]
            err, err32, scale = np.abs(z - r).max(), np.abs(t - r).max(), np.abs(r).max()
            bound = C * err32 + T * scale
            ok = err <= bound
            failures += not ok
            words.append("%s %.1e (torch32 %.1e)%s" % (what, err / max(scale, 1e-30),
                                                         err32 / max(scale, 1e-30),
                                                         "" if ok else " OUT OF TOLERANCE"))
        bad = any("OUT OF" in w for w in words)
        print("%s%s: %s" % ("MISMATCH " if bad else "", case, ", ".join(words)), flush=True)
    if failures:
        sys.exit(1)
    print("all %d cases within float32's own error" % len(user.model().cases))


if __name__ == "__main__":
    main()
