#!/usr/bin/env python3
# Benchmark (not a test): how much of the communication zero-schedule hides,
# and how well the cost model predicts each step (docs/Benchmarks.md,
# "Overlap of communication and compute").
#
#   python3 utils/bench/overlap.py [build-dir]        # ~3 min on 2 cores
#
# A zero-trace GPT (by default model B of docs/Benchmarks.md with half its
# global batch per rank: a step of about 0.1 s, where communication is
# worth hiding; `make bench` also runs model A's 1.5 ms step, where the
# runtime's cost per collective is what shows), N = 2 ranks, under three emulated networks
# (zero-run --emulate-network): one sized from a measurement so that the
# communication of unscheduled stage 3 about equals the measured compute
# time, one 10x slower and one 10x faster. Rows:
#   (a) no communication: the stage-0 program for world size 1, run as two
#       single-rank zero-run processes launched together, each with the same
#       micro-batch as one rank of the N = 2 rows. Same per-rank work and the
#       same two processes sharing the cores, no collectives at all; its
#       step time is the slower process's median.
#   (b) stage 3 unscheduled, (c) stage 3 scheduled, stage 0 and stage 2
#       scheduled (zero-pipeline schedule=1 memory-budget=0 bucket-bytes=K
#       calibration=<that network's>: buckets the cost model judges faster);
# Each network is calibrated (zero-run --calibrate) on the launched 2-rank
# world under that network; every row gets the cost model's predicted step
# time under it. All runs are interleaved round-robin, REPEAT times; each
# row's number is the median of its runs' medians (each run's median drops
# step 1). Prints a Markdown table.
# Environment: LAYERS DMODEL HEADS CONTEXT VOCAB BATCH (per rank) STEPS
# REPEAT BUCKET ALPHA_US.
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile

from benchlib import bin_, env, run
import benchlib
cfg = {k: int(os.environ.get(k, d)) for k, d in
       dict(LAYERS=4, DMODEL=256, HEADS=8, CONTEXT=128, VOCAB=512, BATCH=4, STEPS=6,
            REPEAT=3, BUCKET=262144, ALPHA_US=20).items()}
N = 2
tmp = tempfile.mkdtemp(prefix="zero-overlap-")
run_args = [f"--int-range={cfg['VOCAB']}", "--hyper=0.003,step", f"--steps={cfg['STEPS']}"]


def mpirun(*args):
    return benchlib.mpirun(N, *args)


def net_flag(net):
    return [f"--emulate-network={net[0]:.3f},{net[1]:.3f}"] if net else []


def calibrate(name, net):
    path = f"{tmp}/cal-{name}.json"
    mpirun(f"--calibrate={path}", *net_flag(net))
    return path


def cost(prog, cal, name):
    path = f"{tmp}/cost-{name}.json"
    run(f"{bin_}/zero-opt", f"{tmp}/{prog}.mlir",
        f"--zero-cost-report=file={path} calibration={cal}", "-o", os.devnull)
    return json.load(open(path)), path


def measure_a():
    """Two single-rank processes at once; the slower one's median step."""
    procs = [subprocess.Popen([f"{bin_}/zero-run", f"{tmp}/a.mlir", *run_args,
                               f"--metrics={tmp}/ma{i}.json"], env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
             for i in range(2)]
    for p in procs:
        _, err = p.communicate()
        if p.returncode:
            sys.exit(f"row (a) failed:\n{err}")
    return max(json.load(open(f"{tmp}/ma{i}.json"))["step_time_median_s"] for i in range(2))


def cpu_per_step():
    """CPU seconds of one step of (a), one process alone: the difference of
    two runs' CPU time (the JIT compile cancels). Unlike a step's wall time
    it does not grow with the machine's load."""
    def cpu(steps):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        run(f"{bin_}/zero-run", f"{tmp}/a.mlir", *run_args[:-1], f"--steps={steps}")
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        return (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    return statistics.median((cpu(40) - cpu(10)) / 30 for _ in range(3))


def measure(prog, net):
    mpirun(f"{tmp}/{prog}.mlir", *run_args, *net_flag(net), f"--metrics={tmp}/m.json")
    return json.load(open(f"{tmp}/m.json"))["step_time_median_s"]


run(f"{bin_}/zero-trace", "gpt", "--layers", cfg["LAYERS"], "--d-model", cfg["DMODEL"],
    "--heads", cfg["HEADS"], "--context", cfg["CONTEXT"], "--vocab", cfg["VOCAB"],
    "--batch", cfg["BATCH"], "--optimizer", "adamw", "-o", f"{tmp}/gpt.mlir")
sched = f"schedule=1 memory-budget=0 bucket-bytes={cfg['BUCKET']}"
programs = {  # name: (label, pipeline options)
    "a": ("(a) stage 0, no comm", "stage=0 world-size=1"),
    "b": ("(b) stage 3 unscheduled", f"stage=3 world-size={N}"),
    "c": ("(c) stage 3 scheduled", f"stage=3 world-size={N} {sched}"),
    "s0": ("stage 0 scheduled", f"stage=0 world-size={N} {sched}"),
    "s2": ("stage 2 scheduled", f"stage=2 world-size={N} {sched}"),
}


def compile_(name, opts, out):
    run(f"{bin_}/zero-opt", f"{tmp}/gpt.mlir", f"--zero-pipeline={opts} report={tmp}/r-{out}.json",
        "-o", f"{tmp}/{out}.mlir")


for name in ("a", "b"):
    compile_(name, programs[name][1], name)

# Size the network from a measurement: the compute time of one step is (a)'s
# CPU time per step (its wall time on a loaded machine is mostly waiting
# for a core, and sizing from it made "comm ~ compute" a comm-bound
# network); the emulated network gets a fixed ALPHA_US per collective and
# the bandwidth that makes unscheduled stage 3's comm (its collectives'
# count and bytes per rank from the memory report) take that long.
compute_s = cpu_per_step()
r3 = json.load(open(f"{tmp}/r-b.json"))
c3, _ = cost("b", calibrate("probe", None), "probe")
count3 = sum(v["count"] for v in c3["comm_by_collective"].values())
bytes3 = r3["comm_bytes_per_step"]
alpha = float(cfg["ALPHA_US"])
budget_us = max(compute_s * 1e6 - count3 * alpha, 0.25 * compute_s * 1e6)
beta = bytes3 / budget_us
networks = [("comm ~ compute", (alpha, beta)),
            ("10x slower", (alpha * 10, beta / 10)),
            ("10x faster", (alpha / 10, beta * 10))]

# Calibrations: (a) on the 2-rank world without emulation (it has no
# collectives, only its compute rates matter), every other row under its network.
cals = {None: calibrate("none", None)}
for i, (_, net) in enumerate(networks):
    cals[net] = calibrate(f"net{i}", net)
rows = [("a", None)] + [(p, net) for _, net in networks for p in ("b", "c", "s0", "s2")]


def file_of(prog, net):
    """The program a row runs: scheduled ones are compiled per network."""
    if prog in ("a", "b"):
        return prog
    i = [x for _, x in networks].index(net)
    return f"{prog}-net{i}"


for i, (_, net) in enumerate(networks):
    for name in ("c", "s0", "s2"):
        compile_(name, f"{programs[name][1]} calibration={cals[net]}", f"{name}-net{i}")
pred = {}
for i, (prog, net) in enumerate(rows):
    pred[(prog, net)], _ = cost(file_of(prog, net), cals[net], f"{prog}-{i}")
times = {row: [] for row in rows}
for rep in range(cfg["REPEAT"]):
    for prog, net in rows:
        times[(prog, net)].append(
            measure_a() if prog == "a" else measure(file_of(prog, net), net))
med = {row: statistics.median(t) for row, t in times.items()}

print(f"GPT L={cfg['LAYERS']} d={cfg['DMODEL']} h={cfg['HEADS']} T={cfg['CONTEXT']} "
      f"V={cfg['VOCAB']}, AdamW, micro-batch {cfg['BATCH']} per rank, N={N}, "
      f"{cfg['STEPS']} steps per run (median without step 1), median of {cfg['REPEAT']} "
      f"interleaved runs per row, 1 BLAS thread per rank; bucket-bytes={cfg['BUCKET']}, "
      f"memory-budget=0")
print(f"compute time for sizing ((a)'s CPU time per step): {compute_s * 1e3:.2f} ms; stage-3 comm per step "
      f"{count3} collectives, {bytes3} bytes per rank")
print()
print("| network (alpha us, bytes/us) | row | measured median s | runs s | /(a) "
      "| predicted s (compute, comm, exposed) | error |")
print("|---|---|---|---|---|---|---|")
a = med[("a", None)]
worst = 0.0
for prog, net in rows:
    m, c = med[(prog, net)], pred[(prog, net)]
    err = (c["step_time_s"] - m) / m
    worst = max(worst, abs(err))
    netname = "none" if net is None else \
        f"{next(l for l, x in networks if x == net)} ({net[0]:.1f}, {net[1]:.1f})"
    print(f"| {netname} | {programs[prog][0]} | {m:.4f} | "
          f"{', '.join(f'{t:.4f}' for t in times[(prog, net)])} | {m / a:.2f} | "
          f"{c['step_time_s']:.4f} ({c['compute_s']:.4f}, {c['comm_s']:.4f}, "
          f"{c['exposed_comm_s']:.4f}) | {100 * err:+.1f} % |")
print()
for label, net in networks:
    print(f"{label}: (b)/(a) = {med[('b', net)] / a:.2f}, (c)/(a) = {med[('c', net)] / a:.2f}"
          f"; against (a)'s CPU time per step ({compute_s * 1e3:.2f} ms): "
          f"(b) {med[('b', net)] / compute_s:.2f}, (c) {med[('c', net)] / compute_s:.2f}")
print(f"largest |error| of the rows: {100 * worst:.1f} %  (programs, reports, calibrations in {tmp})")
