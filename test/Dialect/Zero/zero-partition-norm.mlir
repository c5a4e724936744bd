// The per-gradient norm a frontend writes for global-norm clipping as
// sum(|g|^p) with a constant p > 0 (torch.linalg.vector_norm lowers to
// math.absf + math.powf in the payload): 0 maps to 0, so at stage 2 it runs
// on the gradient's shard and its partial sums are all-reduced. A negative
// exponent does not map 0 to 0 (test/Dialect/Zero/zero-partition-invalid.mlir).
// RUN: zero-opt %s --zero-partition="stage=2 world-size=2" | FileCheck %s

#id = affine_map<(i) -> (i)>
#all = affine_map<(i) -> ()>
// CHECK-LABEL: func.func @powf_norm(
// CHECK: %[[G:.*]] = linalg.reduce ins(%{{.*}} : tensor<2x3xf32>)
// CHECK: %[[GS:.*]] = zero.reduce_scatter avg %[[G]] world_size 2 : tensor<3xf32> -> tensor<2xf32>
// CHECK: %[[SQ:.*]] = linalg.generic {{.*}} ins(%[[GS]] : tensor<2xf32>) outs(%{{.*}} : tensor<f32>)
// CHECK: math.powf
// CHECK: zero.all_reduce sum %[[SQ]] world_size 2 : tensor<f32>
func.func @powf_norm(%w: tensor<3xf32> {zero.role = "param"}, %x: tensor<2x3xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<3xf32> {zero.updates = 0 : i64}, tensor<f32> {zero.role = "metric"}) {
  %c0 = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<3xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<3xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %g = linalg.reduce ins(%x : tensor<2x3xf32>) outs(%z : tensor<3xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %m = linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction"]}
      ins(%g : tensor<3xf32>) outs(%l0 : tensor<f32>) {
    ^bb0(%a: f32, %acc: f32):
      %abs = math.absf %a : f32
      %p = math.powf %abs, %two : f32
      %s = arith.addf %p, %acc : f32
      linalg.yield %s : f32
  } -> tensor<f32>
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<3xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %d = arith.subf %p, %q : f32
      linalg.yield %d : f32
  } -> tensor<3xf32>
  return %loss, %w1, %m : tensor<f32>, tensor<3xf32>, tensor<f32>
}
