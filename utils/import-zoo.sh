#!/bin/sh
# One member of the model zoo (test/Import/zoo) imported the way its tests
# use it, plus PyTorch eager's numbers to compare against:
#   utils/import-zoo.sh PYTHON MODEL.py OUTDIR [IMPORT OPTIONS...]
# OUTDIR/adamw: the step for micro-batch 2 (2 ranks, global batch 4) with
# AdamW at torch's defaults and lr 1e-3, 20 rows of data; OUTDIR/sgd: the
# same model with SGD, whose one step zoo_check uses to read the gradient
# back (momentum 0.9: its buffer starts at 0, so step 1 moves by lr*g as
# plain SGD would); OUTDIR/ref: zoo_reference.py's float64/float32 eager
# losses, step-1 gradients and final parameters. IMPORT OPTIONS go to both
# imports after the defaults (a member's own --lr).
set -e
py=$1
model=$2
out=$3
shift 3
src=$(dirname "$0")/..
imp="$src/tools/zero-import-torch/zero-import-torch"
"$py" "$imp" import "$model" --micro-batch 2 --optimizer adamw --lr 1e-3 --data-rows 20 \
  -o "$out/adamw" "$@"
"$py" "$imp" import "$model" --micro-batch 2 --optimizer sgd --lr 1 --momentum 0.9 \
  --data-rows 20 -o "$out/sgd" "$@"
PYTHONPATH="$src/test/lib/python" "$py" -m zero_testing.zoo_reference --model "$model" \
  --imported "$out/adamw" --out "$out/ref"
