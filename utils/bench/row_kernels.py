#!/usr/bin/env python3
"""zero-run with every chain of row ops as one loop over its rows
(--row-kernel-min-bytes=0, "on") against none (-1, "off"), side by side.

For each GPT shape the two alternate, ROUNDS rounds. Per run: the median
wall step time (zero-run --metrics), and the CPU time of one step, from two
runs of SHORT and LONG steps ((cpu_long - cpu_short) / (LONG - SHORT), the
process's user + system time: on a shared machine it does not count the
time other processes hold the core, which the wall time does). Prints per
shape the medians over the rounds, on/off, and whether the losses were the
same bits. docs/Benchmarks.md ("Row kernels") records its output.

Usage: utils/bench/row_kernels.py [BUILD]   (default build)
  CONFIGS  space-separated zero-trace gpt shapes L:D:H:T:B:V (layers,
           d-model, heads, context, batch, vocab)
  THREADS  zero-run --threads (1)   ROUNDS (3)   SHORT (2)   LONG (12)
"""
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

build = sys.argv[1] if len(sys.argv) > 1 else "build"
bin_dir = os.path.abspath(os.path.join(build, "bin"))
configs = os.environ.get("CONFIGS", "1:64:4:1024:2:256").split()
threads = os.environ.get("THREADS", "1")
rounds = int(os.environ.get("ROUNDS", "3"))
short, long_ = int(os.environ.get("SHORT", "2")), int(os.environ.get("LONG", "12"))
work = os.environ.get("WORK") or tempfile.mkdtemp()
os.makedirs(work, exist_ok=True)
os.chdir(work)
FLAGS = {"off": "--row-kernel-min-bytes=-1", "on": "--row-kernel-min-bytes=0"}


def load():
    return open("/proc/loadavg").read().split()[0]


def run(program, vocab, flag, steps, metrics):
    """CPU seconds of one zero-run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([os.path.join(bin_dir, "zero-run"), program,
                    f"--steps={steps}", f"--int-range={vocab}",
                    "--hyper=0.001,step", f"--threads={threads}",
                    "--compile-cache=cache", flag, f"--metrics={metrics}"],
                   check=True, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


programs = {}
for c in configs:
    L, D, H, T, B, V = c.split(":")
    subprocess.run([os.path.join(bin_dir, "zero-trace"), "gpt", "--layers", L,
                    "--d-model", D, "--heads", H, "--context", T, "--batch", B,
                    "--vocab", V, "--optimizer", "adamw", "-o", f"gpt-{c}.mlir"],
                   check=True, stderr=subprocess.DEVNULL)
    subprocess.run([os.path.join(bin_dir, "zero-opt"), f"gpt-{c}.mlir",
                    "--zero-pipeline=stage=0 world-size=1", "-o",
                    f"gpt0-{c}.mlir"], check=True)
    programs[c] = (f"gpt0-{c}.mlir", V)
    for cfg, flag in FLAGS.items():  # compile once, outside the timing
        run(programs[c][0], V, flag, 0, f"warm-{c}-{cfg}.json")

print(f"start {time.strftime('%H:%M:%S', time.gmtime())} UTC load "
      f"{' '.join(open('/proc/loadavg').read().split()[:3])} threads {threads}")
wall = {(c, cfg): [] for c in configs for cfg in FLAGS}
cpu = {(c, cfg): [] for c in configs for cfg in FLAGS}
losses = {}
for r in range(rounds):
    for c in configs:
        program, vocab = programs[c]
        for cfg, flag in FLAGS.items():
            s = run(program, vocab, flag, short, f"s-{c}-{cfg}-{r}.json")
            l = run(program, vocab, flag, long_, f"l-{c}-{cfg}-{r}.json")
            m = json.load(open(f"l-{c}-{cfg}-{r}.json"))
            wall[c, cfg].append(m["step_time_median_s"])
            cpu[c, cfg].append((l - s) / (long_ - short))
            losses.setdefault((c, cfg), m["losses"])
            peak = m["per_rank"][0]["peak_bytes"]
            print(f"{c} {cfg:3s} round {r + 1}: wall {wall[c, cfg][-1] * 1e3:.1f}"
                  f" ms, cpu {cpu[c, cfg][-1] * 1e3:.1f} ms, peak {peak},"
                  f" load {load()}", flush=True)
print(f"end {time.strftime('%H:%M:%S', time.gmtime())} UTC load "
      f"{' '.join(open('/proc/loadavg').read().split()[:3])}")
print("| shape L:D:H:T:B:V | wall off | wall on | on/off | cpu off | cpu on |"
      " on/off | same losses |")
print("|---|---|---|---|---|---|---|---|")
for c in configs:
    w = {cfg: statistics.median(wall[c, cfg]) for cfg in FLAGS}
    u = {cfg: statistics.median(cpu[c, cfg]) for cfg in FLAGS}
    print(f"| {c} | {w['off'] * 1e3:.1f} ms | {w['on'] * 1e3:.1f} ms |"
          f" {w['on'] / w['off']:.3f} | {u['off'] * 1e3:.1f} ms |"
          f" {u['on'] * 1e3:.1f} ms | {u['on'] / u['off']:.3f} |"
          f" {losses[c, 'off'] == losses[c, 'on']} |")
