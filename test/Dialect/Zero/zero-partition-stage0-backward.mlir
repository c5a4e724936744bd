// Stage 0 averages a gradient for its update only: a gradient the backward
// pass also reads (BatchNorm's bias gradient is a sum its input gradient
// reuses) keeps its local value there, as under DDP, which averages the
// gradients once the backward pass is done. Here h, the gradient of v, is
// computed from g, the gradient of w: h reads the local g; w's update reads
// g's average.
// RUN: zero-opt %s --zero-partition="stage=0 world-size=2" | FileCheck %s
#id = affine_map<(i) -> (i)>
// CHECK-LABEL: func.func @step(
// CHECK-SAME: %[[W:[^:]*]]: tensor<4xf32> {zero.role = "param"}, %[[V:[^:]*]]: tensor<4xf32>
// CHECK: %[[G:.*]] = linalg.reduce {{.*}} {zero.grad_of = 0 : i64}
// CHECK: %[[GAVG:.*]] = zero.all_reduce avg %[[G]] world_size 2
// CHECK: %[[H:.*]] = linalg.generic {{.*}} ins(%[[G]] : tensor<4xf32>) {{.*}}attrs = {zero.grad_of = 1 : i64}
// CHECK: %[[HAVG:.*]] = zero.all_reduce avg %[[H]] world_size 2
// CHECK: linalg.generic {{.*}} ins(%[[W]], %[[GAVG]] : tensor<4xf32>, tensor<4xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[V]], %[[HAVG]] : tensor<4xf32>, tensor<4xf32>)
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %v: tensor<4xf32> {zero.role = "param"},
                %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64},
        tensor<4xf32> {zero.updates = 1 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %eh = tensor.empty() : tensor<4xf32>
  %h = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%g : tensor<4xf32>) outs(%eh : tensor<4xf32>) attrs = {zero.grad_of = 1 : i64} {
    ^bb0(%q: f32, %o: f32):
      %sq = arith.mulf %q, %q : f32
      linalg.yield %sq : f32
  } -> tensor<4xf32>
  %ew = tensor.empty() : tensor<4xf32>
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%ew : tensor<4xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %d = arith.subf %p, %q : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  %ev = tensor.empty() : tensor<4xf32>
  %v1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%v, %h : tensor<4xf32>, tensor<4xf32>) outs(%ev : tensor<4xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %d = arith.subf %p, %q : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1, %v1 : tensor<f32>, tensor<4xf32>, tensor<4xf32>
}
