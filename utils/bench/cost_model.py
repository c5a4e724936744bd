#!/usr/bin/env python3
# Benchmark (not a test): how well the cost model (zero-cost-report,
# docs/CostModel.md) predicts zero-run's measured step time.
#
#   python3 utils/bench/cost_model.py [build-dir]        # ~1 min
#
# A small zero-trace GPT is partitioned for stages 0-3 on N = 2. Three
# emulated networks (zero-run --emulate-network): one sized so the predicted
# comm of stage 0 about equals its predicted compute, one 10x slower and one
# 10x faster. Under each, zero-run --calibrate measures the rates on the same
# launched world (so the emulated network is what gets calibrated), then
# every stage runs with --cost-report and the predicted step time is set
# against the measured median. Prints a Markdown table.
# Sizes via LAYERS DMODEL HEADS CONTEXT VOCAB BATCH (per rank), STEPS.
import json
import os
import tempfile

from benchlib import bin_, run
import benchlib
cfg = {k: int(os.environ.get(k, d)) for k, d in
       dict(LAYERS=2, DMODEL=64, HEADS=4, CONTEXT=32, VOCAB=256, BATCH=4, STEPS=10).items()}
N = 2
tmp = tempfile.mkdtemp(prefix="zero-cost-")


def mpirun(*args):
    return benchlib.mpirun(N, *args)


def calibrate(name, network):
    path = f"{tmp}/cal-{name}.json"
    mpirun(f"--calibrate={path}", *([f"--emulate-network={network[0]},{network[1]}"] if network else []))
    return path


def cost(stage, cal):
    path = f"{tmp}/cost{stage}.json"
    run(f"{bin_}/zero-opt", f"{tmp}/step{stage}.mlir",
        f"--zero-cost-report=file={path} calibration={cal}", "-o", os.devnull)
    return json.load(open(path)), path


run(f"{bin_}/zero-trace", "gpt", "--layers", cfg["LAYERS"], "--d-model", cfg["DMODEL"],
    "--heads", cfg["HEADS"], "--context", cfg["CONTEXT"], "--vocab", cfg["VOCAB"],
    "--batch", cfg["BATCH"], "--optimizer", "adamw", "-o", f"{tmp}/gpt.mlir")
for stage in range(4):
    run(f"{bin_}/zero-opt", f"{tmp}/gpt.mlir",
        f"--zero-pipeline=stage={stage} world-size={N}", "-o", f"{tmp}/step{stage}.mlir")

# Size the network from stage 0 on the real (shared-memory) network:
# alpha = 20 us per collective, beta so that comm ~ compute.
base = calibrate("none", None)
c0, _ = cost(0, base)
collectives = sum(v["count"] for v in c0["comm_by_collective"].values())
comm_bytes = sum(v["bytes"] for v in c0["comm_by_collective"].values())
alpha_us = 20.0
budget_us = c0["compute_s"] * 1e6 - collectives * alpha_us
beta = comm_bytes / max(budget_us, 0.25 * c0["compute_s"] * 1e6)   # bytes per us
networks = [("comm ~ compute", (alpha_us, beta)),
            ("10x slower", (alpha_us * 10, beta / 10)),
            ("10x faster", (alpha_us / 10, beta * 10))]

print(f"GPT L={cfg['LAYERS']} d={cfg['DMODEL']} h={cfg['HEADS']} T={cfg['CONTEXT']} "
      f"V={cfg['VOCAB']}, AdamW, micro-batch {cfg['BATCH']} per rank, N={N}, "
      f"{cfg['STEPS']} steps (median without step 1), 1 BLAS thread per rank")
print()
print("| network (alpha us, bytes/us) | stage | predicted compute s | predicted comm s "
      "| predicted step s | measured median s | error |")
print("|---|---|---|---|---|---|---|")
worst = 0.0
for name, net in networks:
    cal = calibrate(name.split()[0], net)
    for stage in range(4):
        c, cpath = cost(stage, cal)
        mpirun(f"{tmp}/step{stage}.mlir", f"--int-range={cfg['VOCAB']}", "--hyper=0.003,step",
               f"--steps={cfg['STEPS']}", f"--emulate-network={net[0]},{net[1]}",
               f"--cost-report={cpath}", f"--metrics={tmp}/m.json")
        m = json.load(open(f"{tmp}/m.json"))
        measured, predicted = m["step_time_median_s"], m["predicted_step_time_s"]
        err = (predicted - measured) / measured
        worst = max(worst, abs(err))
        print(f"| {name} ({net[0]:.0f}, {net[1]:.0f}) | {stage} | {c['compute_s']:.4f} | "
              f"{c['comm_s']:.4f} | {predicted:.4f} | {measured:.4f} | {100 * err:+.1f} % |",
              flush=True)
print()
print(f"largest |error|: {100 * worst:.1f} %  (calibration files and programs in {tmp})")
