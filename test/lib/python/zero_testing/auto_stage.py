#!/usr/bin/env python3
# Checks zero-pipeline stage=auto against what the fixed-stage pipelines say
# (test/Dialect/Zero/zero-pipeline-auto.test).
#
# usage: python3 -m zero_testing.auto_stage STEP.mlir WORLD_SIZE CALIBRATION TMPDIR
#
# For stages 0-3 in memory, and for the offloaded candidates (stages 1-3
# with offload=optimizer-state, stage 3 with offload=params; file store), it
# runs zero-pipeline with the memory report and zero-cost-report; the memory
# levels are the reports' peak_bytes, the predicted times the cost reports'.
# For budgets at, just under and between the levels it derives what auto
# must choose (the fastest in-memory stage whose peak fits; only when none
# does, the fastest offloaded candidate that fits; ties: smaller peak, then
# lower stage) and compares with the zero.stage and the offloaded arguments
# of what stage=auto produced. Prints one "ok" line per budget.
import json
import os
import re
import subprocess
import sys

step, n, calibration, tmp = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
os.makedirs(tmp, exist_ok=True)
failures = []


def zero_opt(*args):
    return subprocess.run(["zero-opt", step, *args], capture_output=True, text=True)


CANDIDATES = [(0, "none"), (1, "none"), (2, "none"), (3, "none"),
              (1, "optimizer-state"), (2, "optimizer-state"), (3, "optimizer-state"),
              (3, "params")]
levels = {}
for stage, offload in CANDIDATES:
    tag = f"{stage}-{offload}"
    mem, cost = f"{tmp}/mem{tag}.json", f"{tmp}/cost{tag}.json"
    r = zero_opt(f"--zero-pipeline=stage={stage} world-size={n} offload={offload} report={mem}",
                 f"--zero-cost-report=file={cost} calibration={calibration}", "-o", os.devnull)
    if r.returncode:
        sys.exit(f"stage {stage} offload {offload} pipeline failed:\n{r.stderr}")
    peak = json.load(open(mem))["per_rank"]["peak_bytes"]
    c = json.load(open(cost))
    if c["peak_bytes"] != peak:
        failures.append(f"{tag}: cost report peak {c['peak_bytes']} != memory report {peak}")
    levels[(stage, offload)] = (peak, c["step_time_s"])
print("levels:", {k: p for k, (p, _) in levels.items()})

in_memory = [k for k in levels if k[1] == "none"]
offloaded = [k for k in levels if k[1] != "none"]
peaks = sorted({p for p, _ in levels.values()})
budgets = set()
for i, p in enumerate(peaks):
    budgets |= {p, p - 1}
    if i + 1 < len(peaks):
        budgets.add((p + peaks[i + 1]) // 2)
budgets.add(0)  # no budget
if len({levels[k][0] for k in in_memory}) < 3:
    failures.append(f"the step separates too few memory levels to test: {peaks}")
if min(levels[k][0] for k in offloaded) >= min(levels[k][0] for k in in_memory):
    failures.append("no offloaded candidate peaks below every in-memory stage: "
                    f"{ {k: levels[k][0] for k in levels} }")


def fits(k, budget):
    return budget == 0 or levels[k][0] <= budget


def best(keys):
    return min(keys, key=lambda k: (levels[k][1], levels[k][0], k[0])) if keys else None


chose_offload = 0
for budget in sorted(budgets):
    shown = in_memory if any(fits(k, budget) for k in in_memory) else in_memory + offloaded
    expected = best([k for k in shown if fits(k, budget)])
    r = zero_opt(f"--zero-pipeline=stage=auto world-size={n} memory-budget={budget} "
                 f"calibration={calibration}")
    if expected is None:
        smallest = min(levels, key=lambda k: (levels[k][0], k[0]))
        want = (f"no ZeRO stage fits the memory budget of {budget} bytes per rank, offloaded or "
                f"not; the smallest static peak is {levels[smallest][0]} bytes (stage "
                f"{smallest[0]}, offload {smallest[1]})")
        if r.returncode == 0 or want not in r.stderr:
            failures.append(f"budget {budget}: expected the error '{want}', got:\n{r.stderr}")
        else:
            print(f"ok: budget {budget}: no stage fits")
        continue
    got = re.search(r"zero\.stage = (\d+)", r.stdout)
    if r.returncode or not got:
        failures.append(f"budget {budget}: stage=auto failed:\n{r.stderr}")
        continue
    # The table lists every candidate it weighed with the peak of its memory
    # report; offloaded ones only when no stage fits in memory.
    for k in shown:
        (p, _), fit = levels[k], "yes" if fits(k, budget) else "no"
        if not re.search(rf"^  {k[0]}\s+flat\s+{k[1]}\s+{p}\s+\S+\s+{fit}$", r.stderr, re.M):
            failures.append(f"budget {budget}: table row of {k} (peak {p}, fits {fit}) "
                            f"missing:\n{r.stderr}")
    if shown == in_memory and re.search(r"^  \d\s+flat\s+(optimizer-state|params)", r.stderr, re.M):
        failures.append(f"budget {budget}: offloaded candidates weighed although a stage fits")
    stores = len(re.findall(r"!zero\.offloaded<", r.stdout.split("{", 1)[0] + r.stdout))
    params_offloaded = re.search(r'!zero\.offloaded<[^>]*>, file> \{zero\.role = "param"', r.stdout)
    got_offload = ("params" if params_offloaded else "optimizer-state") if stores else "none"
    if (int(got.group(1)), got_offload) != expected:
        failures.append(f"budget {budget}: chose stage {got.group(1)} offload {got_offload}, "
                        f"expected {expected}")
    else:
        chose_offload += expected[1] != "none"
        print(f"ok: budget {budget}: stage {expected[0]} offload {expected[1]}")
if chose_offload == 0:
    failures.append("no budget made stage=auto choose an offloaded candidate")

for f in failures:
    print("FAILED:", f)
sys.exit(1 if failures else 0)
