// Gradient accumulation: a param whose gradient is the sum of two marked
// contributions (one per micro-batch). Stages 0-1 communicate the sum once
// (the contributions lose their markers: they are ordinary activations);
// stages 2-3 reduce-scatter each contribution right after its producer,
// free it, and add its shard at once into one zero-filled gradient shard
// (the init of each addition, marked zero.grad_shard_of: bufferization
// writes every sum in place, and the lowering counts that buffer as the
// gradient and the reduce_scatter results as transient).
// RUN: zero-opt %s --zero-partition="stage=0 world-size=2" | FileCheck %s --check-prefix=S0
// RUN: zero-opt %s --zero-partition="stage=1 world-size=2" | FileCheck %s --check-prefix=S1
// RUN: zero-opt %s --zero-partition="stage=2 world-size=2" | FileCheck %s --check-prefix=S2
// RUN: zero-opt %s --zero-partition="stage=3 world-size=2" | FileCheck %s --check-prefix=S2

#id = affine_map<(i) -> (i)>
func.func @step(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x2x4xf32> {zero.role = "batch", zero.micro_batches = 2 : i64})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %x0 = tensor.extract_slice %x[0, 0, 0] [1, 2, 4] [1, 1, 1] : tensor<2x2x4xf32> to tensor<2x4xf32>
  %x1 = tensor.extract_slice %x[1, 0, 0] [1, 2, 4] [1, 1, 1] : tensor<2x2x4xf32> to tensor<2x4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g0 = linalg.reduce ins(%x0 : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0] {zero.grad_of = 0 : i64}
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %z1 = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g1 = linalg.reduce ins(%x1 : tensor<2x4xf32>) outs(%z1 : tensor<4xf32>) dimensions = [0] {zero.grad_of = 0 : i64}
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%g0, %g1 : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.addf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%i0: f32, %i1: f32, %o: f32):
      %d = arith.subf %i0, %i1 : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1 : tensor<f32>, tensor<4xf32>
}

// S0-LABEL: func.func @step(
// S0-NOT: dimensions = [0] {zero.grad_of
// S0: %[[G:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<4xf32>, tensor<4xf32>) {{.*}}zero.grad_of = 0 : i64
// S0-NEXT: ^bb0
// S0-NEXT: arith.addf
// S0: zero.all_reduce avg %[[G]] world_size 2
// S0-NOT: zero.reduce_scatter

// S1-LABEL: func.func @step(
// S1: %[[G:.*]] = linalg.generic {{.*}}zero.grad_of = 0 : i64
// S1: zero.reduce_scatter avg %[[G]] world_size 2
// S1-NOT: zero.reduce_scatter

// S2-LABEL: func.func @step(
// S2: %[[G0:.*]] = linalg.reduce {{.*}} {zero.grad_of = 0 : i64}
// S2: %[[R0:.*]] = zero.reduce_scatter avg %[[G0]] world_size 2 : tensor<4xf32> -> tensor<2xf32>
// S2-NEXT: zero.free %[[G0]]
// S2-NEXT: %[[E:.*]] = tensor.empty() : tensor<2xf32>
// S2-NEXT: %[[ZERO:.*]] = arith.constant 0.0
// S2-NEXT: %[[Z:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[E]] : tensor<2xf32>)
// S2-NEXT: %[[ACC0:.*]] = linalg.generic {{.*}} ins(%[[R0]] : tensor<2xf32>) outs(%[[Z]] : tensor<2xf32>) attrs = {zero.grad_shard_of = 0 : i64}
// S2-NEXT: ^bb0(%[[IN:.*]]: f32, %[[OUT:.*]]: f32):
// S2-NEXT: arith.addf %[[OUT]], %[[IN]]
// S2: %[[G1:.*]] = linalg.reduce {{.*}} {zero.grad_of = 0 : i64}
// S2: %[[R1:.*]] = zero.reduce_scatter avg %[[G1]] world_size 2 : tensor<4xf32> -> tensor<2xf32>
// S2-NEXT: zero.free %[[G1]]
// S2-NEXT: %[[ACC1:.*]] = linalg.generic {{.*}} ins(%[[R1]] : tensor<2xf32>) outs(%[[ACC0]] : tensor<2xf32>) attrs = {zero.grad_shard_of = 0 : i64}
// S2: linalg.generic {{.*}} ins(%{{.*}}, %[[ACC1]] : tensor<2xf32>, tensor<2xf32>)
// S2-NOT: zero.reduce_scatter
