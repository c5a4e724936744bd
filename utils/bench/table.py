#!/usr/bin/env python3
# Markdown table of benchmark JSON lines (torch_gpt.py's schema; the zero
# runtime's runs are meant to be appended in the same schema, see
# docs/Benchmarks.md), with each run's throughput relative to DDP at the
# same configuration and world size.
#
# Repeated runs of one (harness, config, world size, stage) are folded into
# the one with the lowest median step time (the machine is shared: the best
# repeat is the least disturbed); the `runs` column counts them.
#
# usage: table.py RUNS.jsonl [...]
import json
import sys

groups = {}
for path in sys.argv[1:]:
    for line in open(path):
        if line.strip():
            r = json.loads(line)
            key = (r.get("harness", "torch_gpt"), r["config"], r["world_size"], r["stage"])
            groups.setdefault(key, []).append(r)
runs = []
for reps in groups.values():
    ok = [r for r in reps if r.get("status") == "ok"]
    best = min(ok, key=lambda r: r["step_time_median_s"]) if ok else reps[0]
    runs.append(dict(best, repeats=len(reps), spread=(
        max(r["step_time_median_s"] for r in ok) / best["step_time_median_s"] if ok else None)))
ddp = {(r["config"], r["world_size"]): r["tokens_per_s"]
       for r in runs if r.get("status") == "ok" and r["stage"] == "0"}

print("| config | N | mode | runs | step (ms, median; best run) | worst/best | CPU ms/step (busiest rank) | tokens/s | vs DDP | VmHWM (MiB, max rank) "
      "| params / grads / opt state per rank (KiB) | comm per step per rank (KiB) |")
print("|---|---|---|---|---|---|---|---|---|---|---|---|")
for r in runs:
    mode = r.get("mode", r["stage"])
    if r.get("harness", "torch_gpt") != "torch_gpt":
        mode = f"{r['harness']}: {mode}"
    head = f"| {r['config']} | {r['world_size']} | {mode} | {r['repeats']} "
    if r.get("status") != "ok":
        reason = r.get("reason", "?")[:60].replace("<", "&lt;").replace(">", "&gt;").replace("|", "/")
        print(head + f"| unsupported: {reason}... | | | | | | | |")
        continue
    base = ddp.get((r["config"], r["world_size"]))
    ratio = f"{r['tokens_per_s'] / base:.2f}" if base else "-"
    pr = r["per_rank"]
    kib = lambda k: max(p[k] for p in pr) / 1024
    cpu = r.get("cpu_time_median_s")
    print(head + f"| {1e3 * r['step_time_median_s']:.1f} | {r['spread']:.2f} "
          f"| {'-' if cpu is None else f'{1e3 * cpu:.1f}'} "
          f"| {r['tokens_per_s']:.0f} | {ratio} "
          f"| {max(p['vmhwm_bytes'] for p in pr) / 2**20:.0f} "
          f"| {kib('param_bytes'):.0f} / {kib('grad_bytes'):.0f} / {kib('opt_state_bytes'):.0f} "
          f"| {r['comm_bytes_per_step'] / 1024:.0f} |")
