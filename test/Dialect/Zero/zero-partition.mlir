// zero-partition leaves everything but training steps alone (must not fire),
// and rewrites each training step of a module.
// RUN: zero-opt %s --zero-partition="stage=3 world-size=2" | FileCheck %s
// RUN: zero-opt %s --zero-partition="stage=1 world-size=4" | FileCheck %s --check-prefix=S1

// CHECK-LABEL: func.func @helper(
// CHECK-SAME: %{{.*}}: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: return
// CHECK-NOT: zero.
func.func @helper(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// A param whose size the world size does not divide: 5 elements on 2 ranks
// are shards of 3, the last one padded; the gathered copy has the logical type.
// The shard keeps the param's other attributes (its zero.init recipe: a driver
// computes the logical tensor from it and takes its shard).
#id = affine_map<(i) -> (i)>
// CHECK-LABEL: func.func @odd(
// CHECK-SAME: %[[W:[a-z0-9]+]]: tensor<3xf32> {zero.init = "normal(0.02)", zero.role = "param", zero.shard = #zero.shard<tensor<5xf32>, world_size = 2>}
// CHECK-SAME: -> (tensor<f32> {zero.role = "loss"}, tensor<3xf32> {zero.shard = #zero.shard<tensor<5xf32>, world_size = 2>, zero.updates = 0 : i64})
// CHECK-SAME: attributes {zero.stage = 3 : i64, zero.world_size = 2 : i64}
// CHECK: %[[WF:.*]] = zero.all_gather %[[W]] world_size 2 : tensor<3xf32> -> tensor<5xf32>
// CHECK-NEXT: linalg.reduce ins(%[[WF]] : tensor<5xf32>)
// CHECK-NEXT: (%{{.*}}: f32, %{{.*}}: f32) {
// CHECK-NEXT: arith.addf
// CHECK-NEXT: linalg.yield
// CHECK-NEXT: }
// CHECK-NEXT: zero.free %[[WF]] : tensor<5xf32>
// CHECK: %[[G:.*]] = linalg.reduce ins(%{{.*}} : tensor<2x5xf32>) {{.*}} {zero.grad_of = 0 : i64}
// CHECK-NEXT: (%{{.*}}: f32, %{{.*}}: f32) {
// CHECK-NEXT: arith.addf
// CHECK-NEXT: linalg.yield
// CHECK-NEXT: }
// CHECK-NEXT: %[[GS:.*]] = zero.reduce_scatter avg %[[G]] world_size 2 : tensor<5xf32> -> tensor<3xf32>
// CHECK-NEXT: zero.free %[[G]] : tensor<5xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<3xf32>
// CHECK-NEXT: %[[W1:.*]] = linalg.generic {{.*}} ins(%[[W]], %[[GS]] : tensor<3xf32>, tensor<3xf32>) outs(%[[E]] : tensor<3xf32>)
// CHECK: %[[L:.*]] = zero.all_reduce avg
// CHECK-NEXT: return %[[L]], %[[W1]] : tensor<f32>, tensor<3xf32>
func.func @odd(%w: tensor<5xf32> {zero.role = "param", zero.init = "normal(0.02)"}, %x: tensor<2x5xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<5xf32> {zero.updates = 0 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<5xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<5xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %g = linalg.reduce ins(%x : tensor<2x5xf32>) outs(%z : tensor<5xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<5xf32>, tensor<5xf32>) outs(%e : tensor<5xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %d = arith.subf %p, %q : f32
      linalg.yield %d : f32
  } -> tensor<5xf32>
  return %loss, %w1 : tensor<f32>, tensor<5xf32>
}

// A 0-d param (a learned temperature) updated with a 0-d hyper learning rate:
// one element on 2 ranks is a shard of 1 per rank (rank 1's is padding); the
// hyper stays a replicated scalar.
#sc = affine_map<() -> ()>
// CHECK-LABEL: func.func @scalar_param(
// CHECK-SAME: %[[T:[a-z0-9]+]]: tensor<1xf32> {zero.role = "param", zero.shard = #zero.shard<tensor<f32>, world_size = 2>}
// CHECK-SAME: %[[X:[a-z0-9]+]]: tensor<2xf32> {zero.role = "batch"}
// CHECK-SAME: %[[LR:[a-z0-9]+]]: tensor<f32> {zero.role = "hyper"}
// CHECK: %[[TF:.*]] = zero.all_gather %[[T]] world_size 2 : tensor<1xf32> -> tensor<f32>
// CHECK: %[[G:.*]] = linalg.reduce ins(%[[X]] : tensor<2xf32>) {{.*}} {zero.grad_of = 0 : i64}
// CHECK: %[[GS:.*]] = zero.reduce_scatter avg %[[G]] world_size 2 : tensor<f32> -> tensor<1xf32>
// CHECK: linalg.generic {indexing_maps = [#[[FLAT:.*]], #[[FLAT]], #[[SCALAR:.*]], #[[FLAT]]], iterator_types = ["parallel"]} ins(%[[T]], %[[GS]], %[[LR]] : tensor<1xf32>, tensor<1xf32>, tensor<f32>)
func.func @scalar_param(%t: tensor<f32> {zero.role = "param"}, %x: tensor<2xf32> {zero.role = "batch"},
                        %lr: tensor<f32> {zero.role = "hyper"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<f32> {zero.updates = 0 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#sc, #sc], iterator_types = []}
      ins(%t : tensor<f32>) outs(%e0 : tensor<f32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.mulf %a, %a : f32
      linalg.yield %m : f32
  } -> tensor<f32>
  %g = linalg.reduce ins(%x : tensor<2xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %t1 = linalg.generic {indexing_maps = [#sc, #sc, #sc, #sc], iterator_types = []}
      ins(%t, %g, %lr : tensor<f32>, tensor<f32>, tensor<f32>) outs(%e0 : tensor<f32>) {
    ^bb0(%p: f32, %q: f32, %r: f32, %o: f32):
      %u = arith.mulf %q, %r : f32
      %d = arith.subf %p, %u : f32
      linalg.yield %d : f32
  } -> tensor<f32>
  return %loss, %t1 : tensor<f32>, tensor<f32>
}

// A param the step also returns whole (as a metric): the copy gathered for
// the return leaves the step, so it is not freed (a free after the
// terminator would be invalid IR).
// CHECK-LABEL: func.func @param_metric(
// CHECK-SAME: %[[W:[a-z0-9]+]]: tensor<2xf32> {zero.role = "param", zero.shard = #zero.shard<tensor<4xf32>, world_size = 2>}
// CHECK-SAME: -> (tensor<f32> {zero.role = "loss"}, tensor<2xf32> {zero.shard = #zero.shard<tensor<4xf32>, world_size = 2>, zero.updates = 0 : i64}, tensor<4xf32> {zero.role = "metric"})
// CHECK: %[[WF:.*]] = zero.all_gather %[[W]] world_size 2 : tensor<2xf32> -> tensor<4xf32>
// CHECK: zero.free %[[WF]] : tensor<4xf32>
// CHECK: %[[WM:.*]] = zero.all_gather %[[W]] world_size 2 : tensor<2xf32> -> tensor<4xf32>
// CHECK-NEXT: %[[L:.*]] = zero.all_reduce avg
// CHECK-NEXT: return %[[L]], %{{.*}}, %[[WM]] : tensor<f32>, tensor<2xf32>, tensor<4xf32>
// CHECK-NEXT: }
func.func @param_metric(%w: tensor<4xf32> {zero.role = "param"}, %x: tensor<2x4xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<4xf32> {zero.updates = 0 : i64}, tensor<4xf32> {zero.role = "metric"}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<4xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.reduce ins(%x : tensor<2x4xf32>) outs(%z : tensor<4xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %d = arith.subf %p, %q : f32
      linalg.yield %d : f32
  } -> tensor<4xf32>
  return %loss, %w1, %w : tensor<f32>, tensor<4xf32>, tensor<4xf32>
}

// An update written in place (the momentum state is the `outs` of its own
// update): the sharded op's type is the shard of the logical tensor, 6
// elements -> 3 on 2 ranks, not a shard of the already sharded argument
// (which gave 2 and an invalid signature).
// CHECK-LABEL: func.func @in_place(
// CHECK-SAME: %[[W:[a-z0-9]+]]: tensor<3xf32> {zero.role = "param", zero.shard = #zero.shard<tensor<6xf32>, world_size = 2>}
// CHECK-SAME: %[[V:[a-z0-9]+]]: tensor<3xf32> {zero.role = "opt_state", zero.shard = #zero.shard<tensor<6xf32>, world_size = 2>, zero.state_of = 0 : i64}
// CHECK: %[[GS:.*]] = zero.reduce_scatter avg %{{.*}} world_size 2 : tensor<6xf32> -> tensor<3xf32>
// CHECK: %[[V1:.*]] = linalg.generic {{.*}} ins(%[[GS]] : tensor<3xf32>) outs(%[[V]] : tensor<3xf32>)
// CHECK: } -> tensor<3xf32>
// CHECK: %[[W1:.*]] = linalg.generic {{.*}} ins(%[[W]], %[[V1]] : tensor<3xf32>, tensor<3xf32>)
// CHECK: return %{{.*}}, %[[W1]], %[[V1]] : tensor<f32>, tensor<3xf32>, tensor<3xf32>
// Stage 1 at N = 4: shards of 2 (ceil(6/4)), not 1.
// S1-LABEL: func.func @in_place(
// S1-SAME: %{{[a-z0-9]+}}: tensor<6xf32> {zero.role = "param"}
// S1-SAME: %[[V:[a-z0-9]+]]: tensor<2xf32> {zero.role = "opt_state", zero.shard = #zero.shard<tensor<6xf32>, world_size = 4>, zero.state_of = 0 : i64}
// S1: %[[V1:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<2xf32>) outs(%[[V]] : tensor<2xf32>)
// S1: } -> tensor<2xf32>
// S1: return %{{.*}}, %{{.*}}, %[[V1]] : tensor<f32>, tensor<6xf32>, tensor<2xf32>
func.func @in_place(%w: tensor<6xf32> {zero.role = "param"}, %v: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 0 : i64},
                    %x: tensor<2x6xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<6xf32> {zero.updates = 0 : i64}, tensor<6xf32> {zero.updates = 1 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %mu = arith.constant 0.9 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<6xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<6xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %g = linalg.reduce ins(%x : tensor<2x6xf32>) outs(%z : tensor<6xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %v1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%g : tensor<6xf32>) outs(%v : tensor<6xf32>) {
    ^bb0(%q: f32, %o: f32):
      %m = arith.mulf %o, %mu : f32
      %d = arith.addf %m, %q : f32
      linalg.yield %d : f32
  } -> tensor<6xf32>
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %v1 : tensor<6xf32>, tensor<6xf32>) outs(%e : tensor<6xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %d = arith.subf %p, %q : f32
      linalg.yield %d : f32
  } -> tensor<6xf32>
  return %loss, %w1, %v1 : tensor<f32>, tensor<6xf32>, tensor<6xf32>
}

// A state whose update is the param itself (a copy of the weights kept as
// optimizer state): it reads the param's shard, in stage 3 the resting one
// (no gather for it), in stage 1 a zero.partition of the full param. Both
// returned the full param into a shard result before.
// CHECK-LABEL: func.func @state_is_param(
// CHECK-SAME: %[[W:[a-z0-9]+]]: tensor<3xf32> {zero.role = "param", zero.shard = #zero.shard<tensor<6xf32>, world_size = 2>}
// CHECK: %[[WF:.*]] = zero.all_gather %[[W]] world_size 2 : tensor<3xf32> -> tensor<6xf32>
// CHECK-NOT: zero.all_gather
// CHECK: return %{{.*}}, %{{.*}}, %[[W]] : tensor<f32>, tensor<3xf32>, tensor<3xf32>
// S1-LABEL: func.func @state_is_param(
// S1-SAME: %[[W:[a-z0-9]+]]: tensor<6xf32> {zero.role = "param"}
// S1: %[[WS:.*]] = zero.partition %[[W]] world_size 4 : tensor<6xf32> -> tensor<2xf32>
// S1: return %{{.*}}, %{{.*}}, %[[WS]] : tensor<f32>, tensor<6xf32>, tensor<2xf32>
func.func @state_is_param(%w: tensor<6xf32> {zero.role = "param"}, %v: tensor<6xf32> {zero.role = "opt_state", zero.state_of = 0 : i64},
                          %x: tensor<2x6xf32> {zero.role = "batch"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<6xf32> {zero.updates = 0 : i64}, tensor<6xf32> {zero.updates = 1 : i64}) {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%w : tensor<6xf32>) outs(%l0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %e = tensor.empty() : tensor<6xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %g = linalg.reduce ins(%x : tensor<2x6xf32>) outs(%z : tensor<6xf32>) dimensions = [0]
    (%a: f32, %b: f32) { %s = arith.addf %a, %b : f32  linalg.yield %s : f32 }
  %w1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%g : tensor<6xf32>) outs(%e : tensor<6xf32>) {
    ^bb0(%q: f32, %o: f32):
      %d = arith.negf %q : f32
      linalg.yield %d : f32
  } -> tensor<6xf32>
  return %loss, %w1, %w : tensor<f32>, tensor<6xf32>, tensor<6xf32>
}
