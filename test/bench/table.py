#!/usr/bin/env python3
# Markdown table of benchmark JSON lines (torch_gpt.py's schema; the zero
# runtime's runs are meant to be appended in the same schema, see
# docs/Benchmarks.md), with each run's throughput relative to DDP at the
# same configuration and world size.
#
# usage: table.py RUNS.jsonl [...]
import json
import sys

runs = [json.loads(l) for path in sys.argv[1:] for l in open(path) if l.strip()]
ddp = {(r["config"], r["world_size"]): r["tokens_per_s"]
       for r in runs if r.get("status") == "ok" and r["stage"] == "0"}

print("| config | N | mode | step (ms, median) | tokens/s | vs DDP | VmHWM (MiB, max rank) "
      "| params / grads / opt state per rank (KiB) | comm per step per rank (KiB) |")
print("|---|---|---|---|---|---|---|---|---|")
for r in runs:
    mode = r.get("mode", r["stage"])
    if r.get("harness", "torch_gpt") != "torch_gpt":
        mode = f"{r['harness']}: {mode}"
    head = f"| {r['config']} | {r['world_size']} | {mode} "
    if r.get("status") != "ok":
        print(head + f"| unsupported: {r.get('reason', '?')[:90]} | | | | | |")
        continue
    base = ddp.get((r["config"], r["world_size"]))
    ratio = f"{r['tokens_per_s'] / base:.2f}" if base else "-"
    pr = r["per_rank"]
    kib = lambda k: max(p[k] for p in pr) / 1024
    print(head + f"| {1e3 * r['step_time_median_s']:.1f} | {r['tokens_per_s']:.0f} | {ratio} "
          f"| {max(p['vmhwm_bytes'] for p in pr) / 2**20:.0f} "
          f"| {kib('param_bytes'):.0f} / {kib('grad_bytes'):.0f} / {kib('opt_state_bytes'):.0f} "
          f"| {r['comm_bytes_per_step'] / 1024:.0f} |")
