#!/usr/bin/env bash
# Build-time benchmark of zero-trace (not a test): median wall time of
# building (and printing) training steps, 5 runs each.
#
#   utils/bench/trace-build-time.sh [path/to/zero-trace]
#
# Targets (docs/Trace.md): the 2-layer d_model-64 GPT under 1 s, the
# 1T-parameter shape-only graph under 10 s.
set -euo pipefail
ZT=${1:-build/bin/zero-trace}
RUNS=${RUNS:-5}
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

bench() {
  local name=$1; shift
  local times=()
  for _ in $(seq "$RUNS"); do
    local t0 t1
    t0=$(date +%s%N)
    "$ZT" "$@" -o "$OUT/step.mlir" 2>"$OUT/err"
    t1=$(date +%s%N)
    times+=($(( (t1 - t0) / 1000000 )))
  done
  local params size
  params=$(sed -n 's/.* with \([0-9]*\) parameters/\1/p' "$OUT/err")
  size=$(du -k "$OUT/step.mlir" | cut -f1)
  printf '| %-28s | %15s | %8s KiB | %7s ms |\n' "$name" "$params" "$size" \
    "$(printf '%s\n' "${times[@]}" | median)"
}

echo "| configuration                | parameters      | IR size      | median  |"
echo "|------------------------------|-----------------|--------------|---------|"
bench "GPT A (2 layers, d 64)" gpt --layers 2 --d-model 64 --heads 4 --context 32 --vocab 256 --batch 8 --optimizer adamw --precision fp32
bench "GPT A bf16" gpt --preset A --precision bf16
bench "GPT B" gpt --preset B
bench "GPT C (124M)" gpt --preset C
bench "7.5B shape-only" gpt --preset 7.5B --shape-only
bench "175B shape-only" gpt --preset 175B --shape-only
bench "1T shape-only" gpt --preset 1T --shape-only
bench "1T shape-only bf16" gpt --preset 1T --shape-only --precision bf16
