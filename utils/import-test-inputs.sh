#!/bin/sh
# The importer runs whose outputs are test/Import/Inputs/{gpt,mlp,gpt_labels,swiglu,cnn,cgpt}: what
# `make check` compiles and runs without PyTorch 2 or torch-mlir.
#   utils/import-test-inputs.sh PYTHON OUTDIR
# `make import-test-inputs` writes them in place; test/Import/reimport.test
# writes them elsewhere and requires them to equal the committed files.
set -e
py=$1
out=$2
src=$(dirname "$0")/..
imp="$src/tools/zero-import-torch/zero-import-torch"
"$py" "$imp" import "$src/test/Import/Inputs/gpt.py" --micro-batch 4,2,1 --optimizer adamw \
  --lr 0.01 --betas 0.9,0.95 --eps 1e-3 --weight-decay 0.1 --data-rows 20 -o "$out/gpt"
"$py" "$imp" import "$src/test/Import/Inputs/mlp.py" --micro-batch 4,2,1 --optimizer sgd \
  --lr 0.05 --momentum 0.9 --clip-norm 0.5 --data-rows 20 -o "$out/mlp"
"$py" "$imp" import "$src/test/Import/Inputs/gpt_labels.py" --micro-batch 4,2,1 --optimizer adamw \
  --lr 0.01 --betas 0.9,0.95 --eps 1e-3 --weight-decay 0.1 --data-rows 20 -o "$out/gpt_labels"
"$py" "$imp" import "$src/test/Import/Inputs/swiglu.py" --micro-batch 4,2 --optimizer adamw \
  --lr 0.01 --data-rows 20 -o "$out/swiglu"
"$py" "$imp" import "$src/test/Import/Inputs/cnn.py" --micro-batch 4,2 --optimizer adamw \
  --lr 0.01 --data-rows 20 -o "$out/cnn"
"$py" "$imp" import "$src/test/Import/Inputs/cgpt.py" --micro-batch 4,2 --optimizer adamw \
  --lr 0.01 --betas 0.9,0.95 --eps 1e-3 --weight-decay 0.1 --data-rows 20 -o "$out/cgpt"
"$py" "$imp" import "$src/test/Import/Inputs/gpt_dropout.py" --micro-batch 4,2,1 --optimizer adamw \
  --lr 0.01 --betas 0.9,0.95 --eps 1e-3 --weight-decay 0.1 --data-rows 20 -o "$out/gpt_dropout"
"$py" "$imp" import "$src/test/Import/Inputs/mlp_dropout.py" --micro-batch 4,2,1 --optimizer sgd \
  --lr 0.05 --momentum 0.9 --data-rows 20 -o "$out/mlp_dropout"
"$py" "$imp" import "$src/test/Import/Inputs/bn.py" --micro-batch 8,4 --optimizer sgd \
  --lr 0.05 --momentum 0.9 --data-rows 24 -o "$out/bn"
