#!/usr/bin/env python3
# Benchmark (not a test): what offloading costs per step, measured and
# predicted by the cost model (docs/CostModel.md), at 1 and 2 ranks.
#
#   python3 utils/bench/offload.py [build-dir]        # ~3 min
#
# GPT B (BENCHMARKS.md: 4 layers, d_model 256, 8 heads, context 128, vocab
# 512, global batch 8) with AdamW (PRECISION=fp32, the default, or bf16: its
# GEMMs still run as loops, which the cost model prices far too low, so the
# step times there say nothing about transfers) at stage 3, scheduled, in memory and
# with params + optimizer state offloaded (file store in a scratch directory,
# and host), ROUNDS rounds of STEPS steps each, the programs interleaved so
# load drift hits all of them alike. zero-run --calibrate measures the rates
# (the stores included) on the same launched world first; each program's
# predicted step time comes from --cost-report with that calibration. Prints
# a Markdown table: per program the measured median (median over rounds of
# each round's median), the predicted step time, and the offload's overhead
# against the in-memory program, measured and predicted.
# Sizes via LAYERS DMODEL HEADS CONTEXT VOCAB BATCH (global), STEPS, ROUNDS,
# CHUNK (offload-chunk-bytes), PRECISION.
import json
import os
import statistics
import tempfile

from benchlib import bin_, run
import benchlib

cfg = {k: int(os.environ.get(k, d)) for k, d in
       dict(LAYERS=4, DMODEL=256, HEADS=8, CONTEXT=128, VOCAB=512, BATCH=8, STEPS=6,
            ROUNDS=3, CHUNK=1 << 20).items()}
precision = os.environ.get("PRECISION", "fp32")
tmp = tempfile.mkdtemp(prefix="zero-offload-bench-")
scratch = os.path.join(tmp, "scratch")
os.makedirs(scratch)


def zero_run(n, *args):
    if n == 1:
        return run(f"{bin_}/zero-run", *args)
    return benchlib.mpirun(n, *args)


print(f"GPT L={cfg['LAYERS']} d={cfg['DMODEL']} h={cfg['HEADS']} T={cfg['CONTEXT']} "
      f"V={cfg['VOCAB']}, {precision} AdamW, global batch {cfg['BATCH']}, stage 3 scheduled, "
      f"chunk {cfg['CHUNK']} bytes, {cfg['ROUNDS']} rounds of {cfg['STEPS']} steps "
      f"(median of round medians, step 1 left out), 1 BLAS thread per rank")
print()
print("| N | program | measured median s | predicted s | predicted/measured "
      "| overhead measured | overhead predicted | resident peak bytes |")
print("|---|---|---|---|---|---|---|---|")
worst = 0.0
for n in (1, 2):
    run(f"{bin_}/zero-trace", "gpt", "--layers", cfg["LAYERS"], "--d-model", cfg["DMODEL"],
        "--heads", cfg["HEADS"], "--context", cfg["CONTEXT"], "--vocab", cfg["VOCAB"],
        "--batch", cfg["BATCH"] // n, "--optimizer", "adamw", "--precision", precision,
        "-o", f"{tmp}/gpt{n}.mlir")
    cal = f"{tmp}/cal{n}.json"
    zero_run(n, f"--calibrate={cal}", f"--offload-dir={scratch}")
    programs = [("in memory", "none", "file"), ("offload file", "params", "file"),
                ("offload host", "params", "host")]
    times, predicted, peaks = {}, {}, {}
    for name, offload, store in programs:
        step = f"{tmp}/n{n}-{offload}-{store}.mlir"
        cost = f"{tmp}/n{n}-{offload}-{store}-cost.json"
        run(f"{bin_}/zero-opt", f"{tmp}/gpt{n}.mlir",
            f"--zero-pipeline=stage=3 world-size={n} schedule=1 offload={offload} "
            f"offload-store={store} offload-chunk-bytes={cfg['CHUNK']}",
            f"--zero-cost-report=file={cost} calibration={cal}", "-o", step)
        predicted[name] = json.load(open(cost))["step_time_s"]
        times[name] = []
    for _ in range(cfg["ROUNDS"]):
        for name, offload, store in programs:
            step = f"{tmp}/n{n}-{offload}-{store}.mlir"
            metrics = f"{tmp}/m.json"
            zero_run(n, step, f"--int-range={cfg['VOCAB']}", "--hyper=0.001,step",
                     f"--steps={cfg['STEPS']}", f"--offload-dir={scratch}",
                     f"--metrics={metrics}")
            m = json.load(open(metrics))
            times[name].append(m["step_time_median_s"])
            peaks[name] = max(r["peak_bytes"] for r in m["per_rank"])
    base_m = statistics.median(times["in memory"])
    base_p = predicted["in memory"]
    for name, _, _ in programs:
        measured = statistics.median(times[name])
        ratio = predicted[name] / measured
        worst = max(worst, abs(ratio - 1))
        over_m = measured / base_m - 1
        over_p = predicted[name] / base_p - 1
        print(f"| {n} | {name} | {measured:.4f} | {predicted[name]:.4f} | {ratio:.3f} "
              f"| {over_m:+.1%} | {over_p:+.1%} | {peaks[name]} |")
print()
print(f"worst |predicted/measured - 1| over the table: {worst:.1%}")
if os.listdir(scratch):
    print(f"the scratch directory {scratch} is not empty: {os.listdir(scratch)}")
