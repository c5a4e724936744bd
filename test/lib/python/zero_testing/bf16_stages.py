#!/usr/bin/env python3
"""A mixed-precision (bf16) step trained by zero-run at every stage, against fp32.

  python3 -m zero_testing.bf16_stages --out DIR [--steps K] [--global-batch G]
              [--ranks 1,2,4] [--stages 0,1,2,3] [--tol T] [--mpirun CMD]
              -- <zero-trace arguments without --batch and --precision>
  python3 -m zero_testing.bf16_stages same-params STEP.mlir DUMP_A DUMP_B
      the params' and masters' files of two dumps of STEP are identical
  python3 -m zero_testing.bf16_stages params-only STEP.mlir DUMP OUT
      copies the params' files of DUMP (no optimizer state) to OUT
  python3 -m zero_testing.bf16_stages masters-are-params STEP.mlir DUMP
      every master in DUMP holds exactly its param's values
  python3 -m zero_testing.bf16_stages measured-is-report METRICS.json REPORT.json STEPS
      every rank's measured peak, model state and comm = the report's
  python3 -m zero_testing.bf16_stages round SRC.npy DST.npy [truncate]
      DST = the <f4 file SRC with every value rounded to bf16 (to nearest,
      ties to even; or toward zero)

Traces the model twice with the global batch G, in fp32 and with
`--precision bf16` (bf16 params, activations and gradients; f32 master, m
and v), and runs both single-process with zero-run from the same zero.init
weights (the bf16 params are their rounding) on the same data: zero-trace's
learnable token batch and a second batch made from it, alternating, as in
zero_testing.pipeline. The fp32 run is the reference. Then, for every N and
stage S, traces the bf16 step with the micro-batch G/N, partitions it with
`zero-opt --zero-pipeline` and runs it on N ranks. Checks, one line per run:
  - losses follow the fp32 reference: |a-b| <= T*|b| at every step (the
    tests use T = 2^-8, one bf16 ulp relative; docs/Runtime.md §4, "bf16
    steps", argues for it);
  - it trains: the loss of the last step that saw batch A is below the
    first step's (steps alternate between two batches);
  - memory: on every rank, measured params, optimizer state, gradient peak,
    model state and peak equal the report's, and the report's model state is
    the ZeRO paper's 2 + 2 + 12 bytes per parameter (per param of e
    elements, shard s = ceil(e/N): 2e|2s params, 2e|2s gradients, 12e|12s
    master + m + v by stage);
  - comm: every rank's measured bytes equal the report's per step x K, and
    the report's equal bf16 on the wire (comm_theory): per param 2 sends of
    (N-1)*s bf16 elements at stages 0-2, at stage 3 the partitioned
    program's gathers and reduce-scatters, all bf16, plus the f32 loss.
Then the .npy convention for bf16 (f32 files): the dump of the last run holds
bf16 values widened exactly (low 16 bits zero), every bf16 param equals its
f32 master rounded to nearest-even (the step writes both from one value),
and feeding the dump back with --init and --steps=0 dumps the same bytes.
Exit code 1 and a MISMATCH line on any failure.
"""
import argparse
import filecmp
import json
import os
import re
import shlex
import shutil
import struct
import sys

from zero_testing import npy
from zero_testing.pipeline import partition, run, run_partitioned, write_inputs

failures = []


def fail(msg):
    failures.append(msg)
    print("MISMATCH " + msg)


def bf16_round(x):
    """x (an f32 value) rounded to the nearest bf16, ties to even, as f32."""
    (bits,) = struct.unpack("<I", struct.pack("<f", x))
    bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
    return struct.unpack("<f", struct.pack("<I", bits))[0]


def arguments(mlir):
    """(index, role, element type, elements, name, state_of) per argument."""
    text = open(mlir).read()
    head = text[text.index("func.func @"):]
    head = head[:head.index("{\n")]
    out = []
    for m in re.finditer(r"%arg(\d+): tensor<([0-9x]*?)x?(f32|bf16|i64|i32)> \{([^}]*)\}", head):
        attrs = m.group(4)
        role = re.search(r'zero\.role = "(\w+)"', attrs).group(1)
        name = re.search(r'zero\.name = "([^"]*)"', attrs)
        state_of = re.search(r"zero\.state_of = (\d+)", attrs)
        e = 1
        for d in m.group(2).split("x"):
            if d:
                e *= int(d)
        out.append((int(m.group(1)), role, m.group(3), e, name.group(1) if name else None,
                    int(state_of.group(1)) if state_of else None))
    return out


SIZE = {"f32": 4, "bf16": 2, "i64": 8, "i32": 4}


def model_state_theory(mlir, n, stage):
    """The ZeRO paper's per-rank model state of the traced (unpartitioned)
    step, padding included: param and gradient in the param's type, each
    optimizer state in its own."""
    args = arguments(mlir)
    total = 0
    for index, role, elt, e, _, _ in args:
        if role != "param":
            continue
        s = -(-e // n)
        states = sum(SIZE[a[2]] for a in args if a[1] == "opt_state" and a[5] == index)
        total += SIZE[elt] * (e if stage < 3 else s)       # params
        total += SIZE[elt] * (e if stage < 2 else s)       # gradients
        total += states * (e if stage == 0 else s)         # master, m, v
    return total


def elements(dims):
    e = 1
    for d in dims.split("x"):
        if d:
            e *= int(d)
    return e


def comm_theory(mlir, partitioned, n, stage):
    """Bytes one rank sends per step by the ring formulas, in the type each
    tensor has. Stages 0-2, from the traced step: per param of e elements,
    shard s = ceil(e/N), 2 sends of (N-1)*s elements in the param's type
    (all_reduce, or reduce_scatter + all_gather), plus the f32 loss's
    all_reduce. Stage 3 gathers a param once or twice (not for a backward
    that does not read it), so its sum runs over the partitioned program's
    collectives, each of which must move bf16 but the loss's."""
    if n == 1:
        return 0
    loss = 2 * (n - 1) * 4  # the loss, all_reduce avg of one f32
    if stage < 3:
        return loss + sum(2 * (n - 1) * -(-e // n) * SIZE[elt]
                          for _, role, elt, e, _, _ in arguments(mlir) if role == "param")
    total = 0
    text = open(partitioned).read()
    for m in re.finditer(r"zero\.(all_gather|reduce_scatter|all_reduce)(?: \w+)? %[\w#]+ "
                         r"world_size \d+ : tensor<([0-9x]*?)x?(bf16|f32|f64|i32|i64)>"
                         r"(?: -> tensor<([0-9x]*?)x?(bf16|f32|f64|i32|i64)>)?",
                         text):
        kind, full, elt = m.group(1), m.group(2), m.group(3)
        if kind == "all_gather":
            full = m.group(4)
        sends = 2 if kind == "all_reduce" else 1
        total += sends * (n - 1) * -(-elements(full) // n) * SIZE[elt]
        if elt != "bf16" and not (kind == "all_reduce" and full == "" and elt == "f32"):
            fail("%s: %s of %s, not bf16" % (partitioned, kind, m.group(0)))
    return total


def same_params(mlir, a_dir, b_dir):
    """The params' and masters' files of two dumps of `mlir` are identical."""
    params, masters = [], []
    args = arguments(mlir)
    names = {index: name for index, _, _, _, name, _ in args}
    for index, role, _, _, name, state_of in args:
        if role == "param":
            params.append("arg%d.npy" % index)
        elif role == "opt_state" and name == "%s.master" % names[state_of]:
            masters.append("arg%d.npy" % index)
    match, mismatch, errors = filecmp.cmpfiles(a_dir, b_dir, params + masters, shallow=False)
    if mismatch or errors:
        sys.exit("FAILED: %s differ, %s missing" % (mismatch, errors))
    print("%d identical files: %d params, %d masters" % (len(match), len(params), len(masters)))


def params_only(mlir, dump, out):
    """Copies the params' files of `dump` (not their masters or moments) to
    `out`."""
    os.makedirs(out, exist_ok=True)
    n = 0
    for index, role, _, _, _, _ in arguments(mlir):
        if role == "param":
            shutil.copy(os.path.join(dump, "arg%d.npy" % index), out)
            n += 1
    print("copied %d params" % n)


def masters_are_params(mlir, dump):
    """Every master of `dump` holds its param's values (exactly)."""
    args = arguments(mlir)
    names = {index: name for index, _, _, _, name, _ in args}
    n = 0
    for index, role, _, _, name, state_of in args:
        if role == "opt_state" and name == "%s.master" % names[state_of]:
            _, master = npy.read(os.path.join(dump, "arg%d.npy" % index))
            _, param = npy.read(os.path.join(dump, "arg%d.npy" % state_of))
            if master != param:
                sys.exit("FAILED: %s differs from %s" % (name, names[state_of]))
            n += 1
    print("%d masters equal their params" % n)


def measured_is_report(metrics, report, steps):
    """Every rank's measured peak, model state and comm bytes (zero-run
    --metrics) equal the memory report's (comm: per step x `steps`)."""
    m = json.load(open(metrics))
    r = json.load(open(report))
    want = {"peak_bytes": r["per_rank"]["peak_bytes"],
            "model_state_bytes": r["per_rank"]["model_state_bytes"],
            "comm_bytes": r["comm_bytes_per_step"] * int(steps)}
    for rank in m["per_rank"]:
        for key, val in want.items():
            if rank[key] != val:
                sys.exit("FAILED: rank %d %s %d, report %d" % (rank["rank"], key, rank[key], val))
    print("%d ranks: peak %d, model state %d, comm %d = report" % (
        len(m["per_rank"]), want["peak_bytes"], want["model_state_bytes"], want["comm_bytes"]))


def bf16_truncate(x):
    """x with the low 16 bits of its f32 dropped (rounded toward zero)."""
    (bits,) = struct.unpack("<I", struct.pack("<f", x))
    return struct.unpack("<f", struct.pack("<I", bits & 0xFFFF0000))[0]


def round_file(src, dst, mode="nearest"):
    """Writes the <f4 file `src` rounded to bf16 (nearest, ties to even; or
    with mode "truncate", toward zero) to `dst`; prints how many values
    changed."""
    shape, values = npy.read(src)
    to_bf16 = bf16_truncate if mode == "truncate" else bf16_round
    rounded = [to_bf16(v) for v in values]
    npy.write(dst, shape, rounded)
    print("rounded %d of %d values" % (sum(a != b for a, b in zip(values, rounded)), len(values)))


def main():
    if sys.argv[1:2] == ["same-params"]:
        return same_params(*sys.argv[2:5])
    if sys.argv[1:2] == ["params-only"]:
        return params_only(*sys.argv[2:5])
    if sys.argv[1:2] == ["masters-are-params"]:
        return masters_are_params(*sys.argv[2:4])
    if sys.argv[1:2] == ["measured-is-report"]:
        return measured_is_report(*sys.argv[2:5])
    if sys.argv[1:2] == ["round"]:
        return round_file(*sys.argv[2:5])
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--lr", default="0.01")
    ap.add_argument("--steps", type=int, default=5)
    ap.add_argument("--global-batch", type=int, default=4)
    ap.add_argument("--ranks", default="1,2,4")
    ap.add_argument("--stages", default="0,1,2,3")
    ap.add_argument("--tol", type=float, required=True)
    ap.add_argument("--mpirun", default="mpirun --oversubscribe")
    ap.add_argument("trace", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    trace = [t for t in a.trace if t != "--"]
    out = a.out
    os.makedirs(out, exist_ok=True)

    # zero-trace's learnable batch (from its fp32 step's --json), and a
    # second batch after it.
    f32 = os.path.join(out, "f32.mlir")
    run(["zero-trace"] + trace + ["--batch", str(a.global_batch), "--run-steps", "1",
                                  "--same-batch", "--json", os.path.join(out, "trace.json"),
                                  "-o", f32], os.path.join(out, "trace-f32.log"))
    write_inputs(f32, os.path.join(out, "trace.json"), out)
    hypers = sum(1 for arg in arguments(f32) if arg[1] == "hyper")
    hyper = "--hyper=" + ",".join([a.lr, "step"][:hypers])
    common = ["--steps=%d" % a.steps, "--jit-opt-level=0", hyper]
    bf16 = os.path.join(out, "bf16.mlir")
    run(["zero-trace"] + trace + ["--batch", str(a.global_batch), "--precision", "bf16",
                                  "-o", bf16], os.path.join(out, "trace-bf16.log"))
    # The bf16 step has more arguments (the masters) before its batch: the
    # same token files under its batch arguments' indices.
    data = os.path.join(out, "data2-bf16")
    os.makedirs(data, exist_ok=True)
    batch_f32 = [arg[0] for arg in arguments(f32) if arg[1] == "batch"]
    batch_bf16 = [arg[0] for arg in arguments(bf16) if arg[1] == "batch"]
    for i, j in zip(batch_f32, batch_bf16):
        shutil.copy(os.path.join(out, "data2", "arg%d.npy" % i),
                    os.path.join(data, "arg%d.npy" % j))

    def losses_of(step, tag, data):
        metrics = os.path.join(out, tag + ".json")
        run(["zero-run", step] + common + ["--data=" + data, "--metrics=" + metrics],
            os.path.join(out, tag + ".log"))
        return json.load(open(metrics))["losses"]

    ref = losses_of(f32, "ref-f32", os.path.join(out, "data2"))
    one = losses_of(bf16, "ref-bf16", data)
    common.append("--data=" + data)
    print("fp32 reference: global batch %d, 2 batches alternating, losses %s"
          % (a.global_batch, " ".join("%.6f" % l for l in ref)))
    print("bf16 single process: losses %s (max rel %.1e from fp32)"
          % (" ".join("%.6f" % l for l in one),
             max(abs(x - y) / abs(y) for x, y in zip(one, ref))))
    last_a = a.steps - 1 if a.steps % 2 else a.steps - 2  # the last step on batch A
    if not ref[last_a] < ref[0]:
        fail("the fp32 reference does not train: %s" % ref)

    dump = None
    for n in [int(x) for x in a.ranks.split(",")]:
        micro = os.path.join(out, "n%d.mlir" % n)
        run(["zero-trace"] + trace + ["--batch", str(a.global_batch // n), "--precision",
                                      "bf16", "-o", micro], os.path.join(out, "trace-n%d.log" % n))
        for s in [int(x) for x in a.stages.split(",")]:
            tag, step, report, _ = partition(micro, n, s, out)
            m, r, dump = run_partitioned(step, report, n, out, tag, common, a.mpirun)
            line = "N=%d stage=%d:" % (n, s)

            losses = m["losses"]
            err = max((abs(x - y) / abs(y) for x, y in zip(losses, ref)), default=0)
            if len(losses) != len(ref) or err > a.tol:
                fail("%s losses %s vs fp32 %s (max rel %.2e > %g)" % (tag, losses, ref, err, a.tol))
            if not losses[last_a] < losses[0]:
                fail("%s does not train: %s" % (tag, losses))
            line += " losses follow fp32 (max rel %.1e), trains (%.4f -> %.4f)," % (
                err, losses[0], losses[last_a])

            pr = r["per_rank"]
            want = {"params_bytes": pr["param_bytes"],
                    "optimizer_state_bytes": pr["optimizer_state_bytes"],
                    "grads_peak_bytes": pr["grad_bytes"],
                    "model_state_bytes": pr["model_state_bytes"],
                    "peak_bytes": pr["peak_bytes"],
                    "comm_bytes": r["comm_bytes_per_step"] * a.steps}
            for rank in m["per_rank"]:
                for key, val in want.items():
                    if rank[key] != val:
                        fail("%s rank %d %s %d, report %d" % (tag, rank["rank"], key, rank[key], val))
            if len(m["per_rank"]) != n:
                fail("%s metrics list %d ranks" % (tag, len(m["per_rank"])))
            theory = model_state_theory(micro, n, s)
            if pr["model_state_bytes"] != theory:
                fail("%s report model_state_bytes %d, 2+2+12 theory %d"
                     % (tag, pr["model_state_bytes"], theory))
            comm = comm_theory(micro, step, n, s)
            if r["comm_bytes_per_step"] != comm:
                fail("%s report comm %d/step, bf16 theory %d" % (tag, r["comm_bytes_per_step"], comm))
            line += " model state %d = report = 2+2+12, peak %d = report, comm %d/step = report = bf16" % (
                pr["model_state_bytes"], pr["peak_bytes"], r["comm_bytes_per_step"])
            print(line, flush=True)

    # The .npy convention on the last run's dump.
    args = arguments(os.path.join(out, "bf16.mlir"))
    names = {index: name for index, _, _, _, name, _ in args}
    checked = 0
    for index, role, elt, _, name, state_of in args:
        if role not in ("param", "opt_state"):
            continue
        descr = open(os.path.join(dump, "arg%d.npy" % index), "rb").read(128)
        if b"'<f4'" not in descr:
            fail("arg%d.npy (%s) is not stored as <f4" % (index, elt))
        _, values = npy.read(os.path.join(dump, "arg%d.npy" % index))
        if elt == "bf16" and any(bf16_round(v) != v for v in values):
            fail("arg%d.npy holds values that are no bf16" % index)
        if role == "opt_state" and name == "%s.master" % names[state_of]:
            _, param = npy.read(os.path.join(dump, "arg%d.npy" % state_of))
            if [bf16_round(v) for v in values] != param:
                fail("%s is not the bf16 rounding of %s" % (names[state_of], name))
            checked += 1
    again = dump + "-again"
    cmd = ["zero-run", step, "--steps=0", hyper, "--init=" + dump, "--dump=" + again]
    if n > 1:
        cmd = shlex.split(a.mpirun) + ["-np", str(n)] + cmd
    run(cmd, os.path.join(out, "again.log"))
    same = [f for f in sorted(os.listdir(dump)) if f.endswith(".npy")]
    match, mismatch, errors = filecmp.cmpfiles(dump, again, same, shallow=False)
    if mismatch or errors or not match:
        fail("--init of a dump dumps different files: %s %s" % (mismatch, errors))
    print(".npy: bf16 stored as <f4, %d params = bf16(master), --init of the dump dumps %d "
          "identical files" % (checked, len(match)))

    if failures:
        sys.exit(1)
    print("all bf16 runs follow fp32")


if __name__ == "__main__":
    main()
