#!/bin/bash
# GPT B on one rank at --threads=1 and 2, side by side (the configurations
# alternate, ROUNDS rounds), and the median of each configuration's per-run
# step-time medians. docs/Benchmarks.md (Threads) records its output.
#   t1      --threads=1 (serial step, one OpenBLAS thread)
#   t2      --threads=2 (parallel kernel loops on libomp, 2 OpenBLAS threads)
#   t2spin  t2 with libomp's workers spinning 200 ms (its default)
#   t2blas  --threads=2 without libomp: 2 OpenBLAS threads, serial loops
# Usage: utils/bench/threads.sh [BUILD] (default build); ROUNDS=3.
set -eu
BIN=$(cd "${1:-build}/bin" && pwd)
ROUNDS=${ROUNDS:-3}
WORK=${WORK:-$(mktemp -d)}
cd "$WORK"
"$BIN/zero-trace" gpt --layers 4 --d-model 256 --heads 8 --context 128 \
  --vocab 512 --batch 8 --optimizer adamw -o gpt.mlir > /dev/null
"$BIN/zero-opt" gpt.mlir --zero-pipeline='stage=0 world-size=1' -o gpt0.mlir
echo "start $(date -u +%T) load $(cut -d' ' -f1-3 /proc/loadavg)"
for r in $(seq "$ROUNDS"); do
  for cfg in t1 t2 t2spin t2blas; do
    case $cfg in
      t1) env=(); t=1 ;;
      t2) env=(); t=2 ;;
      t2spin) env=(KMP_BLOCKTIME=200); t=2 ;;
      t2blas) env=(ZERO_OPENMP_RUNTIME=/nonexistent); t=2 ;;
    esac
    env "${env[@]}" "$BIN/zero-run" gpt0.mlir --steps 20 --int-range=512 \
      --hyper=0.001,step --threads=$t --compile-cache=cache \
      --metrics="m-$cfg-$r.json" > /dev/null 2>&1
    echo "$cfg round $r: $(python3 -c "import json; print(json.load(open('m-$cfg-$r.json'))['step_time_median_s'])") s, load $(cut -d' ' -f1 /proc/loadavg)"
  done
done
echo "end $(date -u +%T) load $(cut -d' ' -f1-3 /proc/loadavg)"
python3 - <<'PY'
import glob, json, statistics
for cfg in ["t1", "t2", "t2spin", "t2blas"]:
    runs = [json.load(open(f))["step_time_median_s"]
            for f in sorted(glob.glob(f"m-{cfg}-*.json"))]
    print(f"{cfg:7s} median {statistics.median(runs):.3f} s  runs",
          " ".join(f"{x:.3f}" for x in runs))
one = json.load(open("m-t1-1.json"))["losses"]
two = json.load(open("m-t2-1.json"))["losses"]
print("largest relative loss difference, t1 vs t2:",
      max(abs(x - y) / abs(x) for x, y in zip(one, two)))
PY
