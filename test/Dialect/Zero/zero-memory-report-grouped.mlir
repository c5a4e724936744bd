// The report's buffers for grouped buckets (one shard per tensor) on N = 2
// ranks, each peak derived below from the rules of docs/Passes.md §3; the
// runtime allocates the same (test/e2e: measured peak = report).
//
// RUN: rm -rf %t && split-file %s %t
// RUN: zero-opt %t/scatter.mlir --zero-memory-report=file=%t/s.json -o /dev/null
// RUN: zero-opt %t/gather.mlir --zero-memory-report=file=%t/g.json -o /dev/null
//
// Blocking grouped reduce_scatter of a (3 f32) and b (5 f32): shards of
// 2 + 3 = 5 elements, packed rank-major into N*5 = 10 elements (a's 3rd
// and b's 6th element are zero padding); the results share one flat buffer
// of 5. At the op: a + b + pack + results. A concatenated pack (8 elements)
// would give 8 bytes less.
// RUN: python3 -m zero_testing.jsoncheck s=%t/s.json -- \
// RUN:   's["per_rank"]["peak_bytes"] == (3 + 5)*4 + 2*5*4 + 5*4' \
// RUN:   's["comm_bytes_by_collective"]["reduce_scatter"] == (2-1)*(2+3)*4' \
// RUN:   | FileCheck %s --check-prefix=OK
//
// Grouped all_gather_start of the same shapes: the shards (5 elements) are
// packed back to back, the start sends from the pack in place (no staging
// copy), receives N*5 elements rank-major and delivers the 8 gathered
// elements in one flat buffer; pack and receive buffers die at the wait,
// the results are returned. At the start: shards + pack + receive +
// results.
// RUN: python3 -m zero_testing.jsoncheck g=%t/g.json -- \
// RUN:   'g["per_rank"]["peak_bytes"] == (2 + 3)*4 + 5*4 + 2*5*4 + 8*4' \
// RUN:   'g["comm_bytes_by_collective"]["all_gather"] == (2-1)*(2+3)*4' \
// RUN:   | FileCheck %s --check-prefix=OK
// OK-NOT: FAILED
// OK: ok:

//--- scatter.mlir
func.func @train_step(%a: tensor<3xf32> {zero.role = "batch"},
                      %b: tensor<5xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<2xf32> {zero.role = "metric"}, tensor<3xf32> {zero.role = "metric"})
    attributes {zero.stage = 0 : i64, zero.world_size = 2 : i64} {
  %s:2 = zero.reduce_scatter sum %a, %b world_size 2 : tensor<3xf32>, tensor<5xf32> -> tensor<2xf32>, tensor<3xf32>
  %l = arith.constant dense<0.0> : tensor<f32>
  return %l, %s#0, %s#1 : tensor<f32>, tensor<2xf32>, tensor<3xf32>
}

//--- gather.mlir
func.func @train_step(%sa: tensor<2xf32> {zero.role = "batch"},
                      %sb: tensor<3xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<3xf32> {zero.role = "metric"}, tensor<5xf32> {zero.role = "metric"})
    attributes {zero.stage = 0 : i64, zero.world_size = 2 : i64} {
  %f = zero.all_gather_start %sa, %sb world_size 2 : tensor<2xf32>, tensor<3xf32> -> !zero.future<tensor<3xf32>, tensor<5xf32>>
  %w:2 = zero.wait %f : !zero.future<tensor<3xf32>, tensor<5xf32>>
  %l = arith.constant dense<0.0> : tensor<f32>
  return %l, %w#0, %w#1 : tensor<f32>, tensor<3xf32>, tensor<5xf32>
}
