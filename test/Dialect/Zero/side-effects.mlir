// Collectives are ordered side effects on the network: CSE and canonicalization
// never merge, drop or reorder them. Pure ops (partition, rank) fold away as usual.
// RUN: zero-opt %s -cse -canonicalize | FileCheck %s

// Stage 3 gathers a weight twice on purpose, freeing it in between.
// CHECK-LABEL: func.func @gather_twice
func.func @gather_twice(%s: tensor<2xf32>) -> tensor<4xf32> {
  // CHECK: %[[A:.*]] = zero.all_gather
  // CHECK: zero.free %[[A]]
  // CHECK: %[[B:.*]] = zero.all_gather
  // CHECK: return %[[B]]
  %a = zero.all_gather %s world_size 2 : tensor<2xf32> -> tensor<4xf32>
  zero.free %a : tensor<4xf32>
  %b = zero.all_gather %s world_size 2 : tensor<2xf32> -> tensor<4xf32>
  return %b : tensor<4xf32>
}

// Every rank must take part in every collective, even one whose result is unused.
// CHECK-LABEL: func.func @unused_collectives_stay
func.func @unused_collectives_stay(%l: tensor<f32>, %g: tensor<4xf32>) {
  // CHECK: zero.all_reduce sum
  // CHECK: zero.reduce_scatter avg
  // CHECK: zero.all_reduce_start max
  // CHECK: zero.wait
  %r = zero.all_reduce sum %l world_size 2 : tensor<f32>
  %s = zero.reduce_scatter avg %g world_size 2 : tensor<4xf32> -> tensor<2xf32>
  %f = zero.all_reduce_start max %l world_size 2 : tensor<f32> -> !zero.future<tensor<f32>>
  %w = zero.wait %f : !zero.future<tensor<f32>>
  return
}

// CHECK-LABEL: func.func @pure_ops_fold
func.func @pure_ops_fold(%w: tensor<4xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  // CHECK-NOT: zero.rank
  // CHECK: %[[P:.*]] = zero.partition
  // CHECK-NOT: zero.partition
  // CHECK: return %[[P]], %[[P]] :
  %r = zero.rank
  %p = zero.partition %w world_size 2 : tensor<4xf32> -> tensor<2xf32>
  %q = zero.partition %w world_size 2 : tensor<4xf32> -> tensor<2xf32>
  return %p, %q : tensor<2xf32>, tensor<2xf32>
}
