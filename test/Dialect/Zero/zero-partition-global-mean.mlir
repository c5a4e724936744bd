// zero.global_mean: a masked mean (cross-entropy's ignore_index) divides by
// a count of kept rows that differs from rank to rank. zero-partition
// replaces the marked count by its mean over ranks right after its producer,
// at every stage, and every use (the loss's division and the gradient's)
// reads the averaged count: each rank divides by the global count over N,
// so the average of the per-rank gradients is the global batch's.
// RUN: zero-opt %s --zero-partition="stage=0 world-size=2" | FileCheck %s -DN=2 --check-prefixes=CHECK,DDP
// RUN: zero-opt %s --zero-partition="stage=1 world-size=2" | FileCheck %s -DN=2 --check-prefixes=CHECK,SHARD
// RUN: zero-opt %s --zero-partition="stage=2 world-size=2" | FileCheck %s -DN=2 --check-prefixes=CHECK,SHARD
// RUN: zero-opt %s --zero-partition="stage=3 world-size=4" | FileCheck %s -DN=4 --check-prefixes=CHECK,SHARD
// On one rank the mean over ranks is the value itself: canonicalization
// removes the collective.
// RUN: zero-opt %s --zero-partition="stage=3 world-size=1" --canonicalize | FileCheck %s --check-prefix=ONE
// The pipeline (scheduled, fused) keeps it, and the report counts its bytes.
// RUN: zero-opt %s --zero-pipeline="stage=3 world-size=2 schedule=1 report=-" -o /dev/null | FileCheck %s --check-prefix=REPORT

// CHECK-LABEL: func.func @train_step(
// CHECK: %[[COUNT:.*]] = linalg.generic {{.*}} attrs = {zero.global_mean}
// CHECK: %[[MEAN:.*]] = zero.all_reduce avg %[[COUNT]] world_size [[N]] : tensor<f32>
// CHECK-NOT: %[[COUNT]]{{[^0-9_]}}
// The loss divides by the averaged count ...
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %[[MEAN]] : tensor<f32>, tensor<f32>)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: arith.divf
// ... and so does the gradient, which is then averaged as usual.
// CHECK: %[[G:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %[[MEAN]] : tensor<3xf32>, tensor<f32>) {{.*}} attrs = {zero.grad_of = 0 : i64}
// DDP-NEXT: ^bb0
// DDP: zero.all_reduce avg %[[G]] world_size [[N]] : tensor<3xf32>
// SHARD: zero.reduce_scatter avg %[[G]] world_size [[N]]
// CHECK-NOT: %[[COUNT]]{{[^0-9_]}}
// CHECK: zero.all_reduce avg %{{.*}} world_size [[N]] : tensor<f32>
// CHECK-NEXT: return

// ONE-LABEL: func.func @train_step(
// ONE-NOT: zero.all_reduce

// The report counts both all_reduces of 4 bytes, the loss's and the count's.
// REPORT: "all_reduce": 16,
#id = affine_map<(i) -> (i)>
#toScalar = affine_map<(i) -> ()>
#scalar = affine_map<() -> ()>
#xy = affine_map<(i, j) -> (i, j)>
#y = affine_map<(i, j) -> (j)>
#x = affine_map<(i, j) -> (i)>
func.func @train_step(%w: tensor<3xf32> {zero.role = "param"},
                      %in: tensor<4x3xf32> {zero.role = "batch"},
                      %keep: tensor<4xf32> {zero.role = "batch"},
                      %lr: tensor<f32> {zero.role = "hyper"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<3xf32> {zero.updates = 0 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %z0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %count = linalg.generic {indexing_maps = [#id, #toScalar], iterator_types = ["reduction"]}
      ins(%keep : tensor<4xf32>) outs(%z0 : tensor<f32>) attrs = {zero.global_mean} {
    ^bb0(%k: f32, %acc: f32):
      %s = arith.addf %k, %acc : f32
      linalg.yield %s : f32
  } -> tensor<f32>
  %e4 = tensor.empty() : tensor<4xf32>
  %z4 = linalg.fill ins(%c0 : f32) outs(%e4 : tensor<4xf32>) -> tensor<4xf32>
  %rows = linalg.generic {indexing_maps = [#xy, #y, #x], iterator_types = ["parallel", "reduction"]}
      ins(%in, %w : tensor<4x3xf32>, tensor<3xf32>) outs(%z4 : tensor<4xf32>) {
    ^bb0(%a: f32, %b: f32, %acc: f32):
      %p = arith.mulf %a, %b : f32
      %s = arith.addf %p, %acc : f32
      linalg.yield %s : f32
  } -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #id, #toScalar], iterator_types = ["reduction"]}
      ins(%rows, %keep : tensor<4xf32>, tensor<4xf32>) outs(%z0 : tensor<f32>) {
    ^bb0(%r: f32, %k: f32, %acc: f32):
      %p = arith.mulf %r, %k : f32
      %s = arith.addf %p, %acc : f32
      linalg.yield %s : f32
  } -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#scalar, #scalar, #scalar], iterator_types = []}
      ins(%sum, %count : tensor<f32>, tensor<f32>) outs(%e0 : tensor<f32>) {
    ^bb0(%s: f32, %n: f32, %o: f32):
      %d = arith.divf %s, %n : f32
      linalg.yield %d : f32
  } -> tensor<f32>
  %e3 = tensor.empty() : tensor<3xf32>
  %z3 = linalg.fill ins(%c0 : f32) outs(%e3 : tensor<3xf32>) -> tensor<3xf32>
  %gsum = linalg.generic {indexing_maps = [#xy, #x, #y], iterator_types = ["reduction", "parallel"]}
      ins(%in, %keep : tensor<4x3xf32>, tensor<4xf32>) outs(%z3 : tensor<3xf32>) {
    ^bb0(%a: f32, %k: f32, %acc: f32):
      %p = arith.mulf %a, %k : f32
      %s = arith.addf %p, %acc : f32
      linalg.yield %s : f32
  } -> tensor<3xf32>
  %g = linalg.generic {indexing_maps = [#id, #toScalar, #id], iterator_types = ["parallel"]}
      ins(%gsum, %count : tensor<3xf32>, tensor<f32>) outs(%e3 : tensor<3xf32>) attrs = {zero.grad_of = 0 : i64} {
    ^bb0(%s: f32, %n: f32, %o: f32):
      %d = arith.divf %s, %n : f32
      linalg.yield %d : f32
  } -> tensor<3xf32>
  %w1 = linalg.generic {indexing_maps = [#id, #id, #toScalar, #id], iterator_types = ["parallel"]}
      ins(%w, %g, %lr : tensor<3xf32>, tensor<3xf32>, tensor<f32>) outs(%e3 : tensor<3xf32>) {
    ^bb0(%p: f32, %d: f32, %l: f32, %o: f32):
      %step = arith.mulf %l, %d : f32
      %n = arith.subf %p, %step : f32
      linalg.yield %n : f32
  } -> tensor<3xf32>
  return %loss, %w1 : tensor<f32>, tensor<3xf32>
}
