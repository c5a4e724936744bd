#!/usr/bin/env bash
# Overlap of scheduled stage 3 across GPT shapes (docs/Benchmarks.md,
# "Overlap across shapes"): utils/bench/overlap.py on each shape, its
# comm ~ compute summary line per shape, and the full tables in
# BUILD/bench/overlap-<shape>.md.
#
#   utils/bench/overlap_sweep.sh [BUILD]      # REPEAT (3) as overlap.py
#
# Shapes (LAYERS:DMODEL:HEADS:CONTEXT:VOCAB:STEPS, per-rank batch 4): model
# B, a deep narrow GPT, a wide shallow one, and model A (10 steps: its step
# is 1.5 ms).
set -euo pipefail
build=${1:-build}
here=$(dirname "$0")
mkdir -p "$build/bench"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
for shape in B:4:256:8:128:512:6 deep-narrow:8:128:4:128:512:6 \
             wide-shallow:2:512:8:64:512:6 A:2:64:4:32:256:10; do
  IFS=: read -r name layers dmodel heads context vocab steps <<<"$shape"
  out="$build/bench/overlap-$name.md"
  LAYERS=$layers DMODEL=$dmodel HEADS=$heads CONTEXT=$context VOCAB=$vocab \
    STEPS=$steps python3 "$here/overlap.py" "$build" >"$out"
  echo "$name (L$layers d$dmodel h$heads T$context V$vocab): $(grep '^comm ~ compute:' "$out")"
done
