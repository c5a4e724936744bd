#!/usr/bin/env python3
# Benchmark (not a test): CPU time per step per rank of overlap.py's rows,
# old build against new build, side by side (docs/Benchmarks.md at 4cd3fab,
# "Cheaper collectives"). Wall time on a shared 2-core machine follows other work;
# a rank's CPU time per step barely does, and with as many ranks as cores
# it is what the wall time tends to on a quiet machine.
#
#   python3 utils/bench/overlap_cpu.py OVERLAP_DIR OLD_BIN NEW_BIN   # ~2 min
#
# OVERLAP_DIR: a /tmp/zero-overlap-* directory overlap.py left (its a.mlir,
# c-net{0,2}.mlir and s0-net{0,2}.mlir); OLD_BIN, NEW_BIN: bin directories
# holding zero-run. Every row runs the same program under each build's
# zero-run: 6 and 26 steps, CPU = (26-step CPU - 6-step CPU) / 20 / ranks,
# so the JIT and startup cancel; (a) is one process alone, as overlap.py
# sizes its network. Networks: the emulated ones overlap.py printed for that
# directory, passed as NET0 and NET2 (alpha us,bytes/us). Rows interleaved,
# REPEAT (2) times; prints a Markdown table and the load after each round.
import json
import os
import resource
import statistics
import subprocess
import sys

if len(sys.argv) != 4:
    sys.exit(__doc__ or "usage: overlap_cpu.py OVERLAP_DIR OLD_BIN NEW_BIN")
D, OLD, NEW = sys.argv[1:]
NETS = (("comm ~ compute", os.environ.get("NET0", "20.0,174.6"), "net0"),
        ("10x faster", os.environ.get("NET2", "2.0,1746.3"), "net2"))
env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")


def cpu_of(cmd):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(["nice", "-n", "19", *cmd], env=env, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)


def measure(bin_, prog, net, ranks):
    def cmd(steps):
        run = [f"{bin_}/zero-run", f"{D}/{prog}.mlir", "--int-range=512", "--hyper=0.003,step",
               f"--steps={steps}", f"--metrics={D}/cpu-m.json"]
        if net:
            run.append(f"--emulate-network={net}")
        return ["mpirun", "-np", str(ranks), "--oversubscribe", *run] if ranks > 1 else run
    short, long_ = cpu_of(cmd(6)), cpu_of(cmd(26))
    wall = json.load(open(f"{D}/cpu-m.json"))["step_time_median_s"]
    return (long_ - short) / 20 / ranks, wall


rows = [("none | (a) stage 0, no comm | new", lambda: measure(NEW, "a", None, 1))]
for name, net, suffix in NETS:
    for prog, label in ((f"c-{suffix}", "(c) stage 3 scheduled"), (f"s0-{suffix}", "stage 0 scheduled")):
        for tag, bin_ in (("old", OLD), ("new", NEW)):
            rows.append((f"{name} ({net}) | {label} | {tag}",
                         lambda b=bin_, p=prog, n=net: measure(b, p, n, 2)))
# One unmeasured run per build first: a compile-cache miss would land in the
# 6-step run and make the difference too small.
measure(OLD, "c-net2", NETS[1][1], 2)
measure(NEW, "c-net2", NETS[1][1], 2)
results = {r: [] for r, _ in rows}
loads = []
for _ in range(int(os.environ.get("REPEAT", "2"))):
    for r, f in rows:
        results[r].append(f())
    loads.append(open("/proc/loadavg").read().split()[0])
a = statistics.median(c for c, _ in results[rows[0][0]])
print("| network | row | build | CPU ms/step/rank (runs) | CPU / (a) | wall s/step (runs) |")
print("|---|---|---|---|---|---|")
for r, _ in rows:
    c = statistics.median(x for x, _ in results[r])
    runs = ", ".join("%.1f" % (1e3 * x) for x, _ in results[r])
    walls = ", ".join("%.4f" % w for _, w in results[r])
    print(f"| {r} | {1e3 * c:.1f} ({runs}) | {c / a:.2f} | {walls} |")
print("load after each round:", ", ".join(loads))
