#!/usr/bin/env bash
# `make demo`: the main job on a built-in default, narrated for a new user.
set -euo pipefail
build=${1:-build}
here=$(cd "$(dirname "$0")/.." && pwd)
opt="$build/bin/zero-opt"
step="$here/docs/examples/linear_sgd_step.mlir"

section() { printf '\n== %s\n' "$1"; }

section "The input: a traced training step (forward + backward + SGD momentum) in upstream dialects"
grep -E 'func.func @train_step|zero\.(role|state_of|updates)' "$step" | sed 's/^/   /'

section "zero-opt parses and verifies it, zero.* role attributes included"
"$opt" "$step" -o /dev/null && echo "   ok: $(basename "$step") verifies"

section "The zero dialect: one rank's view of a ZeRO-3 layer on 4 ranks (round-trips through zero-opt)"
cat > "$build/demo-zero3-layer.mlir" <<'MLIR'
func.func @layer(%w_shard: tensor<5xf32> {zero.role = "param", zero.shard = #zero.shard<tensor<6x3xf32>, world_size = 4>},
                 %x: tensor<4x6xf32> {zero.role = "batch"}) -> tensor<4x3xf32>
    attributes {zero.stage = 3 : i64, zero.world_size = 4 : i64} {
  %f = zero.all_gather_start %w_shard world_size 4 : tensor<5xf32> -> !zero.future<tensor<6x3xf32>>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x3xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<4x3xf32>) -> tensor<4x3xf32>
  %w = zero.wait %f : !zero.future<tensor<6x3xf32>>
  %y = linalg.matmul ins(%x, %w : tensor<4x6xf32>, tensor<6x3xf32>) outs(%acc : tensor<4x3xf32>) -> tensor<4x3xf32>
  zero.free %w : tensor<6x3xf32>
  return %y : tensor<4x3xf32>
}
MLIR
"$opt" "$build/demo-zero3-layer.mlir" | "$opt" | sed -n '/func.func/,/^  }/p' | sed 's/^/   /'

section "Verifiers catch a mis-sharded parameter (a 6x3 weight on 4 ranks needs shards of ceil(18/4) = 5)"
sed 's/tensor<5xf32>/tensor<4xf32>/g' "$build/demo-zero3-layer.mlir" > "$build/demo-bad.mlir"
if "$opt" "$build/demo-bad.mlir" -o /dev/null 2> "$build/demo-bad.err"; then
  echo "   unexpected: the bad program verified" >&2; exit 1
fi
sed 's/^/   /' "$build/demo-bad.err" | head -3

printf '\nNext: zero-opt --help lists every pass; docs/Design.md explains the design.\n'
