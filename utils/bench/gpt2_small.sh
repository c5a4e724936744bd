#!/bin/bash
# GPT-2 small (124M, transformers' GPT2LMHeadModel at its default config,
# utils/bench/gpt2_small.py) through zero: the import's time, zero-opt's
# and zero-run's JIT compile time, and the step time against PyTorch eager
# with the same threads (docs/Benchmarks.md, "GPT-2 small").
#   utils/bench/gpt2_small.sh [OUTDIR]        default build/bench/gpt2_small
# Environment: ROWS (rows per step, 1), GPT2_CONTEXT (tokens per row, 128),
# STEPS (timed steps, 5; one more runs first), THREADS (1), BIN (build/bin),
# PY (build-venv/torch-import/bin/python), N2=1 also runs zero stage 3 on 2
# ranks (ROWS per rank) against PyTorch DDP on 2 processes (not by default).
set -e
src=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:-$src/build/bench/gpt2_small}
ROWS=${ROWS:-1}
export GPT2_CONTEXT=${GPT2_CONTEXT:-128}
STEPS=${STEPS:-5}
THREADS=${THREADS:-1}
BIN=${BIN:-$src/build/bin}
PY=${PY:-$src/build-venv/torch-import/bin/python}
# OUTDIR is this script's own: a rerun replaces a directory it wrote (its
# marker file inside), and anything else that is not empty is refused.
marker=.gpt2_small-output
if [ -e "$out" ] && [ -n "$(ls -A "$out" 2>/dev/null)" ] && [ ! -f "$out/$marker" ]; then
  echo "gpt2_small.sh: $out exists and was not written by this script; give an empty or new directory" >&2
  exit 1
fi
if [ -f "$out/$marker" ]; then
  rm -rf "$out"
fi
mkdir -p "$out"
touch "$out/$marker"
echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg) at $(date -u +%H:%M) UTC"
/usr/bin/time -f "import: %e s wall, %M KiB peak RSS" \
  "$PY" "$src/tools/zero-import-torch/zero-import-torch" import "$src/utils/bench/gpt2_small.py" \
  --micro-batch "$ROWS" --optimizer adamw --lr 1e-3 --data-rows $((2 * ROWS * (STEPS + 1))) \
  -o "$out/imported" > "$out/import.log"
/usr/bin/time -f "zero-opt stage 0: %e s wall, %M KiB peak RSS" \
  "$BIN/zero-opt" "$out/imported/step-b$ROWS.mlir" \
  --zero-pipeline="stage=0 world-size=1 report=$out/report.json" -o "$out/s0.mlir"
"$BIN/zero-run" "$out/s0.mlir" --init="$out/imported/init" --data="$out/imported/data" \
  --hyper=0.001,step --steps=$((STEPS + 1)) --threads="$THREADS" --compile-cache="$out/cache" \
  --metrics="$out/s0.json" > "$out/s0.log"
"$PY" - "$out/s0.json" <<'PYEOF'
import json, statistics, sys
m = json.load(open(sys.argv[1]))
print("zero-run: JIT compile %.1f s, median step %.3f s over steps 2-%d, losses %s"
      % (m["compile_s"], statistics.median(m["step_times_s"][1:]), len(m["step_times_s"]),
         " ".join("%.4f" % v for v in m["losses"])))
PYEOF
"$PY" "$src/utils/bench/gpt2_small_eager.py" "$out/imported" "$ROWS" "$STEPS" "$THREADS" 1
if [ "${N2:-0}" = 1 ]; then
  "$BIN/zero-opt" "$out/imported/step-b$ROWS.mlir" \
    --zero-pipeline="stage=3 world-size=2 report=$out/report-s3n2.json" -o "$out/s3n2.mlir"
  OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 mpirun -np 2 --oversubscribe \
    "$BIN/zero-run" "$out/s3n2.mlir" --init="$out/imported/init" --data="$out/imported/data" \
    --hyper=0.001,step --steps=$((STEPS + 1)) --threads="$THREADS" --compile-cache="$out/cache" \
    --report="$out/report-s3n2.json" --metrics="$out/s3n2.json" > "$out/s3n2.log"
  "$PY" - "$out/s3n2.json" <<'PYEOF'
import json, statistics, sys
m = json.load(open(sys.argv[1]))
print("zero-run stage 3, 2 ranks: median step %.3f s over steps 2-%d, losses %s"
      % (statistics.median(m["step_times_s"][1:]), len(m["step_times_s"]),
         " ".join("%.4f" % v for v in m["losses"])))
PYEOF
  "$PY" "$src/utils/bench/gpt2_small_eager.py" "$out/imported" "$ROWS" "$STEPS" "$THREADS" 1 2
fi
