#!/usr/bin/env python3
# Benchmark (not a test): hierarchical partitioning (zero-partition
# shard-group, MiCS/HSDP) against flat ZeRO-3 on an emulated two-tier
# network (docs/Benchmarks.md, "Two-tier network").
#
#   python3 utils/bench/hierarchical.py [build-dir]        # ~4 min on 2 cores
#
# GPT B (BENCHMARKS.md: 4 layers, d_model 256, 8 heads, context 128, vocab
# 512, global batch 8) with AdamW in fp32, 4 ranks as 2 nodes of 2
# (--ranks-per-node=2). The emulated network has two links per rank
# (zero-run --emulate-network=A,B,C,D): inside a node ALPHA_INTRA_US and a
# bandwidth INTER_SLOWDOWN (10) times the inter-node one; the inter-node
# bandwidth is sized from a measurement so that flat scheduled stage 3's
# bytes per step take about its measured compute time on it (comm = compute,
# where hiding matters most; COMM_RATIO=2: twice that), with latency
# ALPHA_INTER_US. Programs, each
# compiled with ranks-per-node=2 (the report's bytes per tier) and
# scheduled (schedule=1):
#   flat stage 3, MiCS stage 3 (shard-group=2), hpZ stage 3
#   (secondary-shard=2), ZeRO++ stage 3 (hpZ with 8-bit weight gathers and
#   gradient reduce-scatters, zero-quantize-collectives), MiCS with 8-bit
#   gradients, flat stage 2, MiCS stage 2.
# ROUNDS rounds of STEPS steps, programs interleaved; each number is the
# median of the rounds' medians (step 1 left out). zero-run --calibrate on
# the same world and network (both tiers) feeds each program's
# --zero-cost-report. Prints a Markdown table: step time and ratio to flat
# stage 3, measured and predicted; inter- and intra-node bytes per step
# (report = measured, checked), model state per rank, final loss.
# Environment: LAYERS DMODEL HEADS CONTEXT VOCAB BATCH (global) STEPS ROUNDS
# INTER_SLOWDOWN ALPHA_INTRA_US ALPHA_INTER_US.
import json
import os
import statistics
import tempfile

from benchlib import bin_, run
import benchlib

cfg = {k: int(os.environ.get(k, d)) for k, d in
       dict(LAYERS=4, DMODEL=256, HEADS=8, CONTEXT=128, VOCAB=512, BATCH=8, STEPS=6,
            ROUNDS=3, INTER_SLOWDOWN=10, ALPHA_INTRA_US=5, ALPHA_INTER_US=50,
            COMM_RATIO=1).items()}
N, NODE = 4, 2
tmp = tempfile.mkdtemp(prefix="zero-hierarchical-bench-")
run(f"{bin_}/zero-trace", "gpt", "--layers", cfg["LAYERS"], "--d-model", cfg["DMODEL"],
    "--heads", cfg["HEADS"], "--context", cfg["CONTEXT"], "--vocab", cfg["VOCAB"],
    "--batch", cfg["BATCH"] // N, "--optimizer", "adamw", "-o", f"{tmp}/gpt.mlir")

# (name, stage, options): partitioning options, and "tight" for a memory
# budget of the program's own unscheduled peak (the schedule may then not
# keep forward copies for the backward pass: where hpZ's secondary shards
# matter).
programs = [("flat stage 3", 3, ""), ("MiCS stage 3 (G=2)", 3, f"shard-group={NODE}"),
            ("hpZ stage 3 (R=2)", 3, f"secondary-shard={NODE}"),
            ("flat stage 3, tight budget", 3, "tight"),
            ("hpZ stage 3 (R=2), tight budget", 3, f"secondary-shard={NODE} tight"),
            ("ZeRO++ stage 3 (hpZ + qwZ + qgZ, 8 bits)", 3,
             f"secondary-shard={NODE} quantize-weights=8 quantize-gradients=8"),
            ("ZeRO++ stage 3, tight budget", 3,
             f"secondary-shard={NODE} quantize-weights=8 quantize-gradients=8 tight"),
            ("ZeRO++ stage 3, qgZ in one hop", 3,
             f"secondary-shard={NODE} quantize-weights=8 quantize-gradients=8 "
             "quantize-two-hops=false"),
            ("MiCS stage 3 + qgZ (8 bits)", 3, f"shard-group={NODE} quantize-gradients=8"),
            ("flat stage 2", 2, ""), ("MiCS stage 2 (G=2)", 2, f"shard-group={NODE}")]
reports = {}
def tag_of(stage, option):
    return f"s{stage}" + option.replace("=", "").replace("-", "").replace(" ", "")


for name, stage, option in programs:
    tag = tag_of(stage, option)
    partition = option.replace("tight", "").strip()
    options = f"stage={stage} world-size={N} ranks-per-node={NODE} {partition}"
    if "tight" in option:
        run(f"{bin_}/zero-opt", f"{tmp}/gpt.mlir", f"--zero-pipeline={options} "
            f"report={tmp}/{tag}-unscheduled.json", "-o", "/dev/null")
        peak = json.load(open(f"{tmp}/{tag}-unscheduled.json"))["per_rank"]["peak_bytes"]
        options += f" memory-budget={peak}"
    options += " schedule=1"
    run(f"{bin_}/zero-opt", f"{tmp}/gpt.mlir", f"--zero-pipeline={options} "
        f"report={tmp}/{tag}-report.json", "-o", f"{tmp}/{tag}.mlir")
    reports[name] = json.load(open(f"{tmp}/{tag}-report.json"))


def train(name, stage, option, network):
    tag = tag_of(stage, option)
    metrics = f"{tmp}/{tag}-metrics.json"
    args = [f"{tmp}/{tag}.mlir", f"--int-range={cfg['VOCAB']}", "--hyper=0.001,step",
            f"--steps={cfg['STEPS']}", f"--ranks-per-node={NODE}", f"--metrics={metrics}",
            f"--report={tmp}/{tag}-report.json"]
    if network:
        args.append("--emulate-network=" + ",".join(str(v) for v in network))
    benchlib.mpirun(N, *args)
    return json.load(open(metrics))


# Compute time: flat stage 3 without an emulated network (the box's own
# shared-memory MPI is fast next to the links below).
compute = statistics.median(train(*programs[0], None)["step_time_median_s"]
                            for _ in range(2))
flat_inter = reports["flat stage 3"]["comm_bytes_by_tier"]["inter_node"]
inter_bpus = max(1.0, flat_inter / (compute * 1e6 * cfg["COMM_RATIO"]))
intra_bpus = inter_bpus * cfg["INTER_SLOWDOWN"]
network = (cfg["ALPHA_INTRA_US"], round(intra_bpus, 1), cfg["ALPHA_INTER_US"],
           round(inter_bpus, 1))

# The cost model's rates on the same world and network, both tiers
# (zero-run --calibrate measures collectives inside a node and between
# nodes apart), and each program's predicted step.
cal = f"{tmp}/cal.json"
benchlib.mpirun(N, f"--calibrate={cal}", f"--ranks-per-node={NODE}",
                "--emulate-network=" + ",".join(str(v) for v in network))
predicted = {}
for name, stage, option in programs:
    tag = tag_of(stage, option)
    cost = f"{tmp}/{tag}-cost.json"
    run(f"{bin_}/zero-opt", f"{tmp}/{tag}.mlir",
        f"--zero-cost-report=file={cost} calibration={cal}", "-o", "/dev/null")
    predicted[name] = json.load(open(cost))["step_time_s"]

print(f"GPT L={cfg['LAYERS']} d={cfg['DMODEL']} h={cfg['HEADS']} T={cfg['CONTEXT']} "
      f"V={cfg['VOCAB']}, fp32 AdamW, global batch {cfg['BATCH']}, {N} ranks as "
      f"{N // NODE} nodes x {NODE}, flat stage 3's inter-node bytes take "
      f"{cfg['COMM_RATIO']}x its compute time on the inter-node link, "
      f"scheduled; flat stage 3 computes in {compute:.4f} s "
      f"(no network); emulated links: intra-node {network[0]} us + bytes / {network[1]} "
      f"B/us, inter-node {network[2]} us + bytes / {network[3]} B/us "
      f"({cfg['INTER_SLOWDOWN']}x slower); {cfg['ROUNDS']} rounds of {cfg['STEPS']} steps "
      f"(median of round medians, step 1 left out), 1 BLAS thread per rank")
print()
times = {name: [] for name, _, _ in programs}
last = {}
for _ in range(cfg["ROUNDS"]):
    for name, stage, option in programs:
        m = train(name, stage, option, network)
        times[name].append(m["step_time_median_s"])
        last[name] = m
print("| program | step s | / flat stage 3 | predicted s | predicted / flat stage 3 "
      "| inter-node B/step | intra-node B/step | model state B/rank | final loss |")
print("|---|---|---|---|---|---|---|---|---|")
base = statistics.median(times["flat stage 3"])
for name, _, _ in programs:
    rep, m = reports[name], last[name]
    tiers = rep["comm_bytes_by_tier"]
    for r in m["per_rank"]:
        for tier, want in tiers.items():
            if r["comm_bytes_by_tier"][tier] != want * m["steps"]:
                print(f"MISMATCH {name} rank {r['rank']}: {tier} measured "
                      f"{r['comm_bytes_by_tier'][tier]}, report {want} x {m['steps']}")
    t = statistics.median(times[name])
    p = predicted[name]
    print(f"| {name} | {t:.4f} | {t / base:.3f} | {p:.4f} | "
          f"{p / predicted['flat stage 3']:.3f} | {tiers['inter_node']} | "
          f"{tiers['intra_node']} | {rep['per_rank']['model_state_bytes']} | "
          f"{m['losses'][-1]:.6f} |")
flat = reports["flat stage 3"]["comm_bytes_by_tier"]["inter_node"]
mics = reports["MiCS stage 3 (G=2)"]["comm_bytes_by_tier"]["inter_node"]
print()
print(f"inter-node bytes per step, MiCS stage 3 / flat stage 3: {mics / flat:.3f} "
      f"({flat / mics:.2f}x less)")
