#!/bin/sh
# Benchmark (not a test): tokens/s of zero-run's compiled GPT step (built by
# zero-trace, partitioned by zero-opt --zero-pipeline) against the same model
# in PyTorch eager (utils/bench/torch_eager.py gpt), same threads per rank,
# same world size, both on OpenBLAS. After building:
#   utils/bench/gpt_vs_torch.sh [build-dir]
# Sizes via LAYERS DMODEL HEADS CONTEXT VOCAB BATCH (global), STEPS.
set -eu
BUILD=${1:-build}
LAYERS=${LAYERS:-2} DMODEL=${DMODEL:-128} HEADS=${HEADS:-4} CONTEXT=${CONTEXT:-64}
VOCAB=${VOCAB:-256} BATCH=${BATCH:-8} STEPS=${STEPS:-20} THREADS=${THREADS:-1}
TORCH_PY=${TORCH_PY:-/usr/bin/python3}   # Debian's python3-torch
HERE=$(cd "$(dirname "$0")" && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OPENBLAS_NUM_THREADS=$THREADS OMP_NUM_THREADS=$THREADS
echo "GPT L=$LAYERS d=$DMODEL h=$HEADS T=$CONTEXT V=$VOCAB, AdamW, global batch $BATCH, $STEPS steps, $THREADS thread(s) per rank"
for N in 1 2; do
  "$BUILD/bin/zero-trace" gpt --layers $LAYERS --d-model $DMODEL --heads $HEADS --context $CONTEXT \
    --vocab $VOCAB --batch $((BATCH / N)) --optimizer adamw -o "$TMP/t.mlir" 2>/dev/null
  for STAGE in 0 3; do
    [ "$N" = 1 ] && [ "$STAGE" = 3 ] && continue
    "$BUILD/bin/zero-opt" "$TMP/t.mlir" --zero-pipeline="stage=$STAGE world-size=$N" -o "$TMP/s.mlir"
    mpirun -np $N --oversubscribe "$BUILD/bin/zero-run" "$TMP/s.mlir" --int-range=$VOCAB \
      --hyper=0.003,step --steps=$STEPS --metrics="$TMP/m.json" > "$TMP/log"
    printf "zero-run N=%s stage %s: tokens/s %s\n" $N $STAGE \
      "$(python3 -c "import json;print('%.1f'%json.load(open('$TMP/m.json'))['tokens_per_s'])")"
  done
  printf "PyTorch eager N=%s (DDP/gloo for N>1): " $N
  $TORCH_PY "$HERE/torch_eager.py" gpt $LAYERS $DMODEL $HEADS $CONTEXT $VOCAB $BATCH $STEPS $THREADS $N
done
