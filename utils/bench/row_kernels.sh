#!/bin/bash
# zero-run with every chain of row ops as one loop over its rows
# (--row-kernel-min-bytes=0, "on") and with none (-1, "off"), side by side:
# the two alternate, ROUNDS rounds; per configuration the median of the
# runs' step-time medians, the fastest step, and whether the losses are the
# same bits. docs/Benchmarks.md (Row kernels) records its output.
# Usage: utils/bench/row_kernels.sh [BUILD] (default build)
#   CONFIGS  space-separated zero-trace gpt shapes L:D:H:T:B:V
#            (layers, d-model, heads, context, batch, vocab)
#   THREADS  zero-run --threads (1)    ROUNDS (3)    STEPS (10)
set -eu
BIN=$(cd "${1:-build}/bin" && pwd)
CONFIGS=${CONFIGS:-"1:64:2:1024:2:256"}
THREADS=${THREADS:-1}
ROUNDS=${ROUNDS:-3}
STEPS=${STEPS:-10}
WORK=${WORK:-$(mktemp -d)}
mkdir -p "$WORK"
cd "$WORK"
for c in $CONFIGS; do
  IFS=: read -r L D H T B V <<< "$c"
  "$BIN/zero-trace" gpt --layers "$L" --d-model "$D" --heads "$H" \
    --context "$T" --batch "$B" --vocab "$V" --optimizer adamw \
    -o "gpt-$c.mlir" 2> /dev/null
  "$BIN/zero-opt" "gpt-$c.mlir" --zero-pipeline='stage=0 world-size=1' \
    -o "gpt0-$c.mlir"
done
echo "start $(date -u +%T) load $(cut -d' ' -f1-3 /proc/loadavg) threads $THREADS"
for r in $(seq "$ROUNDS"); do
  for c in $CONFIGS; do
    V=${c##*:}
    for cfg in off on; do
      flag=(--row-kernel-min-bytes=-1)
      [ "$cfg" = on ] && flag=(--row-kernel-min-bytes=0)
      "$BIN/zero-run" "gpt0-$c.mlir" --steps "$STEPS" --int-range="$V" \
        --hyper=0.001,step --threads="$THREADS" --compile-cache=cache \
        "${flag[@]}" --metrics="m-$c-$cfg-$r.json" > /dev/null 2>&1
      echo "$c $cfg round $r: $(python3 -c "import json; print(json.load(open('m-$c-$cfg-$r.json'))['step_time_median_s'])") s, load $(cut -d' ' -f1 /proc/loadavg)"
    done
  done
done
echo "end $(date -u +%T) load $(cut -d' ' -f1-3 /proc/loadavg)"
CONFIGS="$CONFIGS" python3 - <<'PY'
import glob, json, os, statistics
for c in os.environ["CONFIGS"].split():
    med = {}
    for cfg in ["off", "on"]:
        runs = [json.load(open(f))["step_time_median_s"]
                for f in sorted(glob.glob(f"m-{c}-{cfg}-*.json"))]
        med[cfg] = statistics.median(runs)
        # The fastest step of all runs: the least disturbed by other load.
        best = min(min(json.load(open(f))["step_times_s"])
                   for f in glob.glob(f"m-{c}-{cfg}-*.json"))
        print(f"{c} {cfg:3s} median {med[cfg]*1e3:.1f} ms  min {best*1e3:.1f}"
              " ms  runs", " ".join(f"{x*1e3:.1f}" for x in runs))
    a = json.load(open(f"m-{c}-off-1.json"))
    b = json.load(open(f"m-{c}-on-1.json"))
    same = a["losses"] == b["losses"]
    print(f"{c} on/off {med['on']/med['off']:.3f}; losses identical: {same};"
          f" peak {a['per_rank'][0]['peak_bytes']} vs {b['per_rank'][0]['peak_bytes']}")
PY
