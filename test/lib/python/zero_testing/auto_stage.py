#!/usr/bin/env python3
# Checks zero-pipeline stage=auto against what the fixed-stage pipelines say
# (test/Dialect/Zero/zero-pipeline-auto.test).
#
# usage: python3 -m zero_testing.auto_stage STEP.mlir WORLD_SIZE CALIBRATION TMPDIR
#
# For stages 0-3 it runs zero-pipeline with the memory report and
# zero-cost-report; the memory levels are the reports' peak_bytes, the
# predicted times the cost reports'. For budgets at, just under and between
# the levels it derives the stage auto must choose (the fastest whose peak
# fits; ties: smaller peak, then lower stage) and compares with the
# zero.stage of what stage=auto produced. Prints one "ok" line per budget.
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


levels = {}
for stage in range(4):
    mem, cost = f"{tmp}/mem{stage}.json", f"{tmp}/cost{stage}.json"
    r = zero_opt(f"--zero-pipeline=stage={stage} world-size={n} report={mem}",
                 f"--zero-cost-report=file={cost} calibration={calibration}", "-o", os.devnull)
    if r.returncode:
        sys.exit(f"stage {stage} pipeline failed:\n{r.stderr}")
    peak = json.load(open(mem))["per_rank"]["peak_bytes"]
    c = json.load(open(cost))
    if c["peak_bytes"] != peak:
        failures.append(f"stage {stage}: cost report peak {c['peak_bytes']} != memory report {peak}")
    levels[stage] = (peak, c["step_time_s"])
print("levels:", {s: p for s, (p, _) in levels.items()})

peaks = sorted({p for p, _ in levels.values()})
budgets = set()
for i, p in enumerate(peaks):
    budgets |= {p, p - 1}
    if i + 1 < len(peaks):
        budgets.add((p + peaks[i + 1]) // 2)
budgets.add(0)  # no budget
if len(set(peaks)) < 3:
    failures.append(f"the step separates too few memory levels to test: {peaks}")

for budget in sorted(budgets):
    fitting = [s for s, (p, _) in levels.items() if budget == 0 or p <= budget]
    expected = min(fitting, key=lambda s: (levels[s][1], levels[s][0], s)) if fitting else None
    r = zero_opt(f"--zero-pipeline=stage=auto world-size={n} memory-budget={budget} "
                 f"calibration={calibration}")
    if expected is None:
        smallest = min(levels, key=lambda s: (levels[s][0], s))
        want = (f"no ZeRO stage fits the memory budget of {budget} bytes per rank; the smallest "
                f"static peak is {levels[smallest][0]} bytes (stage {smallest})")
        if r.returncode == 0 or want not in r.stderr:
            failures.append(f"budget {budget}: expected the error '{want}', got:\n{r.stderr}")
        else:
            print(f"ok: budget {budget}: no stage fits")
        continue
    got = re.search(r"zero\.stage = (\d+)", r.stdout)
    if r.returncode or not got:
        failures.append(f"budget {budget}: stage=auto failed:\n{r.stderr}")
        continue
    # The table lists every stage with the peak of its memory report.
    for s, (p, _) in levels.items():
        fits = "yes" if budget == 0 or p <= budget else "no"
        if not re.search(rf"^  {s}\s+{p}\s+\S+\s+{fits}$", r.stderr, re.M):
            failures.append(f"budget {budget}: table row of stage {s} (peak {p}, fits {fits}) "
                            f"missing:\n{r.stderr}")
    if int(got.group(1)) != expected:
        failures.append(f"budget {budget}: chose stage {got.group(1)}, expected {expected}")
    else:
        print(f"ok: budget {budget}: stage {expected}")

for f in failures:
    print("FAILED:", f)
sys.exit(1 if failures else 0)
