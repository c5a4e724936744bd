// zero-schedule's errors.

// A budget below the unscheduled program's peak: the error names the
// budget and the smallest one that works, the report's peak_bytes of the
// program as zero-partition made it (452 B, zero-schedule.mlir's MIN).
// RUN: not zero-opt %S/Inputs/mlp_sgd_step.mlir --zero-partition="stage=3 world-size=2" --zero-schedule="memory-budget=451" -o /dev/null 2>&1 | FileCheck %s --check-prefix=LOW
// LOW: error: zero-schedule: memory-budget of 451 bytes is below this program's minimum of 452 bytes (the peak with no prefetch, buckets or kept parameters)
// RUN: zero-opt %S/Inputs/mlp_sgd_step.mlir --zero-partition="stage=3 world-size=2" --zero-memory-report -o /dev/null | FileCheck %s --check-prefix=PEAK
// PEAK: "peak_bytes": 452

// The same with the diagnostic checked at the function it names: the
// shard (8 B), x (16), the gathered w (16) and y (16) are live at the add.
// RUN: zero-opt %s --zero-schedule="memory-budget=10" -verify-diagnostics -split-input-file
// expected-error @below {{zero-schedule: memory-budget of 10 bytes is below this program's minimum of 56 bytes (the peak with no prefetch, buckets or kept parameters)}}
func.func @step(%s: tensor<2xf32> {zero.role = "param"}, %x: tensor<4xf32> {zero.role = "batch"}) -> tensor<4xf32> attributes {zero.stage = 3 : i64, zero.world_size = 2 : i64} {
  %w = zero.all_gather %s world_size 2 : tensor<2xf32> -> tensor<4xf32>
  %y = arith.addf %w, %x : tensor<4xf32>
  zero.free %w : tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

// Negative options are rejected before anything changes.
// RUN: not zero-opt %s --zero-schedule="memory-budget=-1" -split-input-file 2>&1 | FileCheck %s --check-prefix=NEG
// NEG: error: zero-schedule: memory-budget must be a number of bytes >= 0 (0: no limit), but got -1
// RUN: not zero-opt %s --zero-schedule="bucket-bytes=-8" -split-input-file 2>&1 | FileCheck %s --check-prefix=NEGB
// NEGB: error: zero-schedule: bucket-bytes must be a number of bytes >= 0 (0: no limit, no buckets), but got -8
func.func @unpartitioned(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
