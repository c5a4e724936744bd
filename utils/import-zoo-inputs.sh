#!/bin/sh
# The zoo members whose importer outputs and PyTorch eager numbers are
# committed (test/Import/zoo/Inputs/committed/<model>), so that `make check`
# runs them without PyTorch 2, transformers or torch-mlir.
#   utils/import-zoo-inputs.sh PYTHON OUTDIR
# `make import-test-inputs` writes them in place; test/Import/zoo/reimport.test
# writes them elsewhere and requires them to equal the committed ones.
set -e
py=$1
out=$2
src=$(dirname "$0")/..
for model in $(cat "$src/test/Import/zoo/Inputs/committed/MODELS"); do
  sh "$src/utils/import-zoo.sh" "$py" "$src/test/Import/zoo/Inputs/$model.py" "$out/$model" \
    > /dev/null
done
