#!/usr/bin/env python3
# Checks zero-pipeline stage=auto on a machine of nodes (ranks-per-node)
# against what the fixed pipelines say (test/Dialect/Zero/zero-pipeline-auto.test).
#
# usage: python3 -m zero_testing.auto_layout STEP.mlir WORLD_SIZE RANKS_PER_NODE CALIBRATION TMPDIR [W:G]
#
# The candidates are stages 0-3 flat, stages 1-3 with shard-group=R and
# stage 3 with secondary-shard=R, in stage=auto's order; with W:G
# (quantize-weights=W quantize-gradients=G), each also quantized right
# after it where it quantizes anything (weights: stage 3; gradients: 1-3). For each it runs
# zero-pipeline with ranks-per-node=R, the memory report and
# zero-cost-report; the memory levels are the reports' peak_bytes, the
# predicted times the cost reports'. For budgets at, just under and between
# the levels (from the smallest in-memory peak up: below it stage=auto
# weighs offloaded plans, which zero_testing.auto_stage covers) it derives
# what auto must choose (the fastest that fits; ties: smaller peak, then
# the earlier candidate) and compares with the stage and layout of what
# stage=auto produced (its shards' world_size, its secondary partitions),
# and every row of its table. Prints one "ok" line per budget.
import json
import os
import re
import subprocess
import sys

step, n, r_node, calibration, tmp = (sys.argv[1], int(sys.argv[2]), int(sys.argv[3]),
                                     sys.argv[4], sys.argv[5])
weights, gradients = map(int, (sys.argv[6] if len(sys.argv) > 6 else "0:0").split(":"))
os.makedirs(tmp, exist_ok=True)
failures = []
PLANS = ([(s, "flat") for s in range(4)] +
         [(s, f"shard-group={r_node}") for s in (1, 2, 3)] +
         [(3, f"secondary-shard={r_node}")])
CANDIDATES = []
for stage, layout in PLANS:
    CANDIDATES.append((stage, layout, False))
    if (weights and stage == 3) or (gradients and stage > 0):
        CANDIDATES.append((stage, layout, True))
QUANTIZE = f" quantize-weights={weights} quantize-gradients={gradients}"
BITS = f"w{weights} g{gradients}"


def zero_opt(*args):
    return subprocess.run(["zero-opt", step, *args], capture_output=True, text=True)


levels = {}
for stage, layout, quantized in CANDIDATES:
    tag = f"{stage}-{layout.replace('=', '')}{'-q' if quantized else ''}"
    mem, cost = f"{tmp}/mem{tag}.json", f"{tmp}/cost{tag}.json"
    extra = ("" if layout == "flat" else " " + layout) + (QUANTIZE if quantized else "")
    r = zero_opt(f"--zero-pipeline=stage={stage} world-size={n} ranks-per-node={r_node}"
                 f"{extra} report={mem}",
                 f"--zero-cost-report=file={cost} calibration={calibration}", "-o", os.devnull)
    if r.returncode:
        sys.exit(f"stage {stage} {layout} pipeline failed:\n{r.stderr}")
    levels[(stage, layout, quantized)] = (json.load(open(mem))["per_rank"]["peak_bytes"],
                                          json.load(open(cost))["step_time_s"])
print("levels:", {f"{k[0]} {k[1]}{' quantized' if k[2] else ''}": v
                  for k, v in levels.items()})

floor = min(p for p, _ in levels.values())
peaks = sorted({p for p, _ in levels.values()})
budgets = {0}
for i, p in enumerate(peaks):
    budgets |= {p} | ({p - 1} if p - 1 >= floor else set())
    if i + 1 < len(peaks):
        budgets.add((p + peaks[i + 1]) // 2)


def fits(k, budget):
    return budget == 0 or levels[k][0] <= budget


chose_layouts = set()
for budget in sorted(budgets):
    expected = min((k for k in CANDIDATES if fits(k, budget)),
                   key=lambda k: (levels[k][1], levels[k][0], CANDIDATES.index(k)))
    r = zero_opt(f"--zero-pipeline=stage=auto world-size={n} ranks-per-node={r_node} "
                 f"memory-budget={budget} calibration={calibration}"
                 + (QUANTIZE if weights or gradients else ""))
    got = re.search(r"zero\.stage = (\d+)", r.stdout)
    if r.returncode or not got:
        failures.append(f"budget {budget}: stage=auto failed:\n{r.stderr}")
        continue
    for k in CANDIDATES:
        (p, _), fit = levels[k], "yes" if fits(k, budget) else "no"
        q = "" if not (weights or gradients) else (BITS if k[2] else "none") + r"\s+"
        if not re.search(rf"^  {k[0]}\s+{re.escape(k[1])}\s+none\s+{q}{p}\s+\S+\s+{fit}$",
                         r.stderr, re.M):
            failures.append(f"budget {budget}: table row of {k} (peak {p}, fits {fit}) "
                            f"missing:\n{r.stderr}")
    if re.search(rf"#zero\.shard<tensor<[^>]*>, world_size = {r_node}>", r.stdout) and r_node < n:
        layout = f"shard-group={r_node}"
    elif re.search(rf"zero\.partition %\S+ world_size {r_node} group_stride 1", r.stdout):
        layout = f"secondary-shard={r_node}"
    else:
        layout = "flat"
    chosen = (int(got.group(1)), layout, "quantize <" in r.stdout)
    if chosen != expected:
        failures.append(f"budget {budget}: chose stage {got.group(1)} {layout}, "
                        f"expected {expected}:\n{r.stderr}")
    else:
        chose_layouts.add(layout.split("=")[0] + (" quantized" if chosen[2] else ""))
        print(f"ok: budget {budget}: stage {expected[0]} {expected[1]}"
              f"{' quantized' if expected[2] else ''}")
print("layouts chosen:", ", ".join(sorted(chose_layouts)))

for f in failures:
    print("FAILED:", f)
sys.exit(1 if failures else 0)
