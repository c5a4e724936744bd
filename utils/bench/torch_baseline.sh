#!/usr/bin/env bash
# PyTorch baseline matrix for zero's benchmarks (docs/Benchmarks.md): for each
# configuration, a single process, then DDP (stage 0), ZeroRedundancyOptimizer
# (stage 1) and FSDP (stage 3) at world sizes 1 and 2, one run after another
# (the machine has few cores; runs never overlap).
#
# usage: utils/bench/torch_baseline.sh [OUTDIR]   (default OUTDIR: build/bench)
# environment: CONFIGS ("A B"), WARMUP (5), STEPS (20), REPEAT (2: the whole
#              matrix again, table.py keeps each run's best), PYTHON (/usr/bin/python3),
#              TORCH_GPT_FLAGS (extra flags, e.g. --allow-reference-blas)
# writes OUTDIR/torch_gpt.jsonl (one JSON line per run) and OUTDIR/torch_gpt.md.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
out=${1:-build/bench}
configs=${CONFIGS:-A B}
warmup=${WARMUP:-5}
steps=${STEPS:-20}
py=${PYTHON:-/usr/bin/python3}

mkdir -p "$out"
jsonl="$out/torch_gpt.jsonl"
: > "$jsonl"
for rep in $(seq "${REPEAT:-2}"); do
  for cfg in $configs; do
    for run in "1 single" "1 0" "1 1" "1 3" "2 0" "2 1" "2 3"; do
      set -- $run
      echo "torch_gpt: repeat $rep, config $cfg, world size $1, stage $2" >&2
      # shellcheck disable=SC2086
      "$py" "$here/torch_gpt.py" --config "$cfg" --world-size "$1" --stage "$2" \
        --warmup "$warmup" --steps "$steps" --out "$jsonl" ${TORCH_GPT_FLAGS:-}
    done
  done
done
"$py" "$here/table.py" "$jsonl" | tee "$out/torch_gpt.md"
