#!/usr/bin/env python3
"""Checks that every tool starts a zero-trace step from the same weights.

  python3 -m zero_testing.init_check dump STEP.mlir TRACE.json DIR
      zero-run's `--steps=0 --dump=DIR` of STEP equals zero-trace's initial
      params in TRACE.json (`--json`), rounded to f32, bit for bit; its
      optimizer state is zero; of a bf16 step, its params are those values
      rounded to bf16 and its masters the values in f32. No NumPy needed.
  python3 -m zero_testing.init_check mirror STEP.mlir TRACE.json SEED
      trace_data.initial_values (the Python mirror) on each param's
      zero.init recipe, stream = argument index, equals TRACE.json's initial
      params bit for bit with exact=True (the C library's log and cos), and
      within 2^-46 of the recipe's scale with NumPy's (the fast path the
      PyTorch models use); trace_data.make_batch equals its batch exactly.
      Needs NumPy.
  python3 -m zero_testing.init_check models TRACE.json SEED
      zero_testing.models' GPT or MLP built with SEED starts from
      TRACE.json's initial params in f32, bit for bit. Needs torch.

Prints one line per check; a MISMATCH line and exit code 1 on any failure.
"""
import json
import os
import re
import struct
import sys

from zero_testing import npy

failures = []


def fail(msg):
    failures.append(msg)
    print("MISMATCH " + msg)


def step_args(mlir):
    """{argument index: (role, zero.init or None)} of the step."""
    text = open(mlir).read()
    out = {}
    for m in re.finditer(r'%arg(\d+): tensor<[^>]*> \{([^}]*)\}', text):
        attrs = m.group(2)
        role = re.search(r'zero\.role = "(\w+)"', attrs).group(1)
        init = re.search(r'zero\.init = "([^"]*)"', attrs)
        out[int(m.group(1))] = (role, init.group(1) if init else None)
    return out


def masters(mlir):
    """{master argument index: param index} of a mixed-precision step (the
    opt_states zero-trace names <param>.master)."""
    text = open(mlir).read()
    out = {}
    for m in re.finditer(r'%arg(\d+): tensor<[^>]*> \{[^}]*zero\.name = "[^"]*\.master"'
                         r'[^}]*zero\.state_of = (\d+)', text):
        out[int(m.group(1))] = int(m.group(2))
    return out


def bf16_params(mlir):
    """Indices of the step's bf16 arguments."""
    return {int(m.group(1)) for m in
            re.finditer(r'%arg(\d+): tensor<[0-9x]*bf16>', open(mlir).read())}


def f32(x):
    return struct.unpack("f", struct.pack("f", x))[0]


def bf16(x):
    """f32(x) rounded to bf16 (to nearest, ties to even), as a float."""
    (bits,) = struct.unpack("<I", struct.pack("<f", x))
    bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
    return struct.unpack("<f", struct.pack("<I", bits))[0]


def check_dump(mlir, trace_json, dump):
    args = step_args(mlir)
    params = json.load(open(trace_json))["params"]
    # bf16 params are their values in f32 rounded to bf16 (stored widened);
    # their masters are the values in f32.
    narrow = bf16_params(mlir)
    for master, param in masters(mlir).items():
        _, values = npy.read(os.path.join(dump, "arg%d.npy" % master))
        if values != [f32(v) for v in params[param]["initial"]]:
            fail("master arg%d is not zero-trace's initial %s in f32" % (master, params[param]["name"]))
    for index, p in enumerate(params):
        if args[index] != ("param", args[index][1]) or args[index][1] is None:
            fail("argument #%d is %r, expected a param with zero.init" % (index, args[index]))
            continue
        shape, values = npy.read(os.path.join(dump, "arg%d.npy" % index))
        if list(shape) != p["shape"]:
            fail("%s (arg%d): zero-run shape %s, zero-trace %s" % (p["name"], index, shape, p["shape"]))
            continue
        rounding = bf16 if index in narrow else f32
        bad = [j for j, (a, b) in enumerate(zip(values, p["initial"])) if a != rounding(b)]
        if bad:
            j = bad[0]
            fail("%s (arg%d, %s): %d of %d elements differ, first [%d] zero-run %r, zero-trace %r" % (
                p["name"], index, args[index][1], len(bad), len(values), j, values[j],
                rounding(p["initial"][j])))
    states = [i for i, (role, _) in args.items() if role == "opt_state" and i not in masters(mlir)]
    for index in states:
        _, values = npy.read(os.path.join(dump, "arg%d.npy" % index))
        if any(values):
            fail("opt_state arg%d does not start at zero" % index)
    if not failures:
        print("dump: %d params equal zero-trace's initial values (%s), %s%d opt_states zero" % (
            len(params), "bf16" if narrow else "f32",
            "%d masters (f32), " % len(masters(mlir)) if masters(mlir) else "", len(states)))


def check_mirror(mlir, trace_json, seed):
    import numpy as np

    from zero_testing.trace_data import batch_seed, initial_values, make_batch, parse_recipe

    args = step_args(mlir)
    j = json.load(open(trace_json))
    worst = 0.0
    for index, p in enumerate(j["params"]):
        role, recipe = args[index]
        expected = np.array(p["initial"], dtype=np.float64).reshape(p["shape"])
        exact = initial_values(recipe, tuple(p["shape"]), seed, index, exact=True)
        if not np.array_equal(exact, expected):
            k = int(np.argmax(exact != expected))
            fail("%s (arg%d, %s): mirror %r, zero-trace %r at flat index %d" % (
                p["name"], index, recipe, exact.flat[k], expected.flat[k], k))
        fast = initial_values(recipe, tuple(p["shape"]), seed, index)
        scale = parse_recipe(recipe)[1] or 1.0
        diff = float(np.max(np.abs(fast - expected))) / scale
        worst = max(worst, diff)
        if diff > 2.0 ** -46:
            fail("%s (arg%d, %s): NumPy's values differ by %g of the scale" % (
                p["name"], index, recipe, diff))
    batch = {b["name"]: b for b in j["batch"]}
    if "tokens" in batch:
        B, T = batch["tokens"]["shape"]
        tokens, targets = make_batch(B, T, j["config"]["vocab"], batch_seed(seed, 1))
        for name, got in (("tokens", tokens), ("targets", targets)):
            if got.flatten().tolist() != [int(v) for v in batch[name]["data"]]:
                fail("%s: mirror %s, zero-trace %s" % (name, got.flatten().tolist(), batch[name]["data"]))
    if not failures:
        print("mirror: %d params equal zero-trace's bit for bit (NumPy's within %.1e of the scale)%s" % (
            len(j["params"]), worst, ", batch equal" if "tokens" in batch else ""))


def check_models(trace_json, seed):
    import torch

    from zero_testing.models import GPT, MLP

    j = json.load(open(trace_json))
    cfg = j["config"]
    if cfg["model"] == "gpt":
        model = GPT(cfg, seed=seed)
    else:
        sizes = [p["shape"][0] for p in j["params"][0::2]] + [j["params"][-1]["shape"][0]]
        model = MLP(sizes, seed=seed, activation=cfg.get("activation", "relu"))
    P = model.trace_parameters()
    for p in j["params"]:
        got = P[p["name"]].detach().reshape(-1)
        expected = torch.tensor(p["initial"], dtype=torch.float64).float()
        if not torch.equal(got, expected):
            fail("%s: the torch model's initial value is not zero-trace's" % p["name"])
    if not failures:
        print("models: %d params of the torch %s equal zero-trace's (f32)" % (len(j["params"]), cfg["model"]))


def main():
    cmd = sys.argv[1]
    if cmd == "dump":
        check_dump(*sys.argv[2:5])
    elif cmd == "mirror":
        check_mirror(sys.argv[2], sys.argv[3], int(sys.argv[4]))
    elif cmd == "models":
        check_models(sys.argv[2], int(sys.argv[3]))
    else:
        raise SystemExit("usage: init_check dump|mirror ...")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
