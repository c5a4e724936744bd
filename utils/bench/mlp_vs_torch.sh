#!/bin/sh
# Benchmark (not a test): samples/s of zero-run's compiled MLP + Adam step
# against the same model in PyTorch eager, same thread count per rank, same
# world size, both on OpenBLAS. The step is the e2e tests' MLP
# (zero_testing.mlp_step); after building:
#   utils/bench/mlp_vs_torch.sh [build-dir]
# Sizes: IN HID OUT global-batch; STEPS steps after warm-up.
set -eu
BUILD=${1:-build}
IN=${IN:-256} HID=${HID:-1024} OUT=${OUT:-256} BATCH=${BATCH:-64} STEPS=${STEPS:-50}
THREADS=${THREADS:-1}
TORCH_PY=${TORCH_PY:-/usr/bin/python3}   # Debian's python3-torch
HERE=$(cd "$(dirname "$0")" && pwd)
# The step generator is part of the test helpers' package.
export PYTHONPATH="$HERE/../../test/lib/python${PYTHONPATH:+:$PYTHONPATH}"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OPENBLAS_NUM_THREADS=$THREADS OMP_NUM_THREADS=$THREADS
echo "MLP $IN-$HID-$OUT, Adam, global batch $BATCH, $STEPS steps, $THREADS thread(s) per rank"
for N in 1 2; do
  for STAGE in 0 3; do
    [ "$N" = 1 ] && [ "$STAGE" = 3 ] && continue
    if [ "$N" = 1 ]; then
      python3 -m zero_testing.mlp_step single $IN $HID $OUT $BATCH > "$TMP/step.mlir"
    else
      python3 -m zero_testing.mlp_step mlir $N $STAGE $IN $HID $OUT $BATCH > "$TMP/step.mlir"
    fi
    mpirun -np $N --oversubscribe "$BUILD/bin/zero-run" "$TMP/step.mlir" \
      --hyper=0.01,step --steps=$STEPS --metrics="$TMP/m.json" > "$TMP/log"
    printf "zero-run N=%s stage %s: samples/s %s\n" $N $STAGE \
      "$(python3 -c "import json;print('%.1f'%json.load(open('$TMP/m.json'))['samples_per_s'])")"
  done
  printf "PyTorch eager N=%s (DDP/gloo for N>1): " $N
  $TORCH_PY "$HERE/torch_eager.py" mlp $IN $HID $OUT $BATCH $STEPS $THREADS $N
done
