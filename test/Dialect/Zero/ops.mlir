// Every zero op parses, prints and parses again to the same IR, in both the
// custom and the generic form.
// RUN: zero-opt %s | zero-opt | FileCheck %s
// RUN: zero-opt %s --mlir-print-op-generic | zero-opt | FileCheck %s

// CHECK-LABEL: func.func @rank_queries
func.func @rank_queries() -> (index, index) {
  // CHECK: %[[R:.*]] = zero.rank
  %r = zero.rank
  // CHECK: %[[N:.*]] = zero.world_size
  %n = zero.world_size
  // CHECK: return %[[R]], %[[N]]
  return %r, %n : index, index
}

// CHECK-LABEL: func.func @partition
// CHECK-SAME: (%[[W:.*]]: tensor<6x3xf32>, %[[B:.*]]: tensor<3xf32>)
func.func @partition(%w: tensor<6x3xf32>, %b: tensor<3xf32>) -> (tensor<5xf32>, tensor<6xf32>) {
  // CHECK: zero.partition %[[W]] world_size 4 : tensor<6x3xf32> -> tensor<5xf32>
  %s = zero.partition %w world_size 4 : tensor<6x3xf32> -> tensor<5xf32>
  // CHECK: zero.partition %[[W]], %[[B]] world_size 4 : tensor<6x3xf32>, tensor<3xf32> -> tensor<6xf32>
  %bucket = zero.partition %w, %b world_size 4 : tensor<6x3xf32>, tensor<3xf32> -> tensor<6xf32>
  return %s, %bucket : tensor<5xf32>, tensor<6xf32>
}

// CHECK-LABEL: func.func @blocking_collectives
// CHECK-SAME: (%[[S:.*]]: tensor<5xf32>, %[[G:.*]]: tensor<6x3xf32>, %[[B:.*]]: tensor<3xf32>, %[[L:.*]]: tensor<f32>)
func.func @blocking_collectives(%s: tensor<5xf32>, %g: tensor<6x3xf32>, %b: tensor<3xf32>, %l: tensor<f32>)
    -> (tensor<6x3xf32>, tensor<5xf32>, tensor<f32>) attributes {zero.world_size = 4 : i64} {
  // CHECK: %[[FULL:.*]] = zero.all_gather %[[S]] world_size 4 : tensor<5xf32> -> tensor<6x3xf32>
  %full = zero.all_gather %s world_size 4 : tensor<5xf32> -> tensor<6x3xf32>
  // CHECK: zero.reduce_scatter avg %[[G]] world_size 4 : tensor<6x3xf32> -> tensor<5xf32>
  %gs = zero.reduce_scatter avg %g world_size 4 : tensor<6x3xf32> -> tensor<5xf32>
  // CHECK: zero.all_reduce sum %[[L]] world_size 4 : tensor<f32>
  %loss = zero.all_reduce sum %l world_size 4 : tensor<f32>
  // CHECK: zero.all_reduce max %[[L]] world_size 4 : tensor<f32>
  %m = zero.all_reduce max %l world_size 4 : tensor<f32>
  // CHECK: zero.all_reduce min %[[L]] world_size 4 : tensor<f32>
  %mi = zero.all_reduce min %l world_size 4 : tensor<f32>
  // CHECK: zero.all_reduce prod %[[L]] world_size 4 : tensor<f32>
  %p = zero.all_reduce prod %l world_size 4 : tensor<f32>
  // CHECK: zero.free %[[FULL]] : tensor<6x3xf32>
  zero.free %full : tensor<6x3xf32>
  return %g, %gs, %loss : tensor<6x3xf32>, tensor<5xf32>, tensor<f32>
}

// A bucket: several tensors share one flat buffer and one collective.
// CHECK-LABEL: func.func @bucketed_collectives
func.func @bucketed_collectives(%g: tensor<6x3xf32>, %b: tensor<3xf32>, %s: tensor<11xbf16>)
    -> (tensor<6xf32>, tensor<6x3xf32>, tensor<3xf32>, tensor<7x3xbf16>) {
  // CHECK: zero.reduce_scatter sum %{{.*}}, %{{.*}} world_size 4 : tensor<6x3xf32>, tensor<3xf32> -> tensor<6xf32>
  %rs = zero.reduce_scatter sum %g, %b world_size 4 : tensor<6x3xf32>, tensor<3xf32> -> tensor<6xf32>
  // CHECK: %{{.*}}:2 = zero.all_reduce avg %{{.*}}, %{{.*}} world_size 4 : tensor<6x3xf32>, tensor<3xf32>
  %ar:2 = zero.all_reduce avg %g, %b world_size 4 : tensor<6x3xf32>, tensor<3xf32>
  // CHECK: zero.all_gather %{{.*}} world_size 2 : tensor<11xbf16> -> tensor<7x3xbf16>, tensor<1xbf16>
  %ag:2 = zero.all_gather %s world_size 2 : tensor<11xbf16> -> tensor<7x3xbf16>, tensor<1xbf16>
  return %rs, %ar#0, %ar#1, %ag#0 : tensor<6xf32>, tensor<6x3xf32>, tensor<3xf32>, tensor<7x3xbf16>
}

// CHECK-LABEL: func.func @async_collectives
func.func @async_collectives(%s: tensor<3xf32>, %g: tensor<4xf32>, %l: tensor<f32>, %v: tensor<8xf32>)
    -> (tensor<2x3xf32>, tensor<2xf32>, tensor<f32>, tensor<8xf32>) {
  // CHECK: %[[F0:.*]] = zero.all_gather_start %{{.*}} world_size 2 : tensor<3xf32> -> !zero.future<tensor<2x3xf32>>
  %f0 = zero.all_gather_start %s world_size 2 : tensor<3xf32> -> !zero.future<tensor<2x3xf32>>
  // CHECK: %[[F1:.*]] = zero.reduce_scatter_start avg %{{.*}} world_size 2 : tensor<4xf32> -> !zero.future<tensor<2xf32>>
  %f1 = zero.reduce_scatter_start avg %g world_size 2 : tensor<4xf32> -> !zero.future<tensor<2xf32>>
  // CHECK: %[[F2:.*]] = zero.all_reduce_start sum %{{.*}}, %{{.*}} world_size 2 : tensor<f32>, tensor<8xf32> -> !zero.future<tensor<f32>, tensor<8xf32>>
  %f2 = zero.all_reduce_start sum %l, %v world_size 2 : tensor<f32>, tensor<8xf32> -> !zero.future<tensor<f32>, tensor<8xf32>>
  // CHECK: zero.wait %[[F0]] : !zero.future<tensor<2x3xf32>>
  %w = zero.wait %f0 : !zero.future<tensor<2x3xf32>>
  // CHECK: zero.wait %[[F1]] : !zero.future<tensor<2xf32>>
  %r = zero.wait %f1 : !zero.future<tensor<2xf32>>
  // CHECK: %{{.*}}:2 = zero.wait %[[F2]] : !zero.future<tensor<f32>, tensor<8xf32>>
  %a:2 = zero.wait %f2 : !zero.future<tensor<f32>, tensor<8xf32>>
  return %w, %r, %a#0, %a#1 : tensor<2x3xf32>, tensor<2xf32>, tensor<f32>, tensor<8xf32>
}

// A use nested inside a region that ends before the free is fine.
// CHECK-LABEL: func.func @free_after_nested_use
func.func @free_after_nested_use(%s: tensor<2xf32>, %c: i1) -> tensor<4xf32> {
  %w = zero.all_gather %s world_size 2 : tensor<2xf32> -> tensor<4xf32>
  // CHECK: scf.if
  %r = scf.if %c -> tensor<4xf32> {
    scf.yield %w : tensor<4xf32>
  } else {
    scf.yield %w : tensor<4xf32>
  }
  // CHECK: zero.free
  zero.free %w : tensor<4xf32>
  return %r : tensor<4xf32>
}

// The discardable attributes of the input contract and of partitioned programs.
// CHECK-LABEL: func.func @contract_attributes
// CHECK-SAME: zero.init = "normal(0.02)", zero.name = "w", zero.role = "param"
// CHECK-SAME: zero.role = "opt_state", zero.shard = #zero.shard<tensor<6x3xf32>, world_size = 4>, zero.state_of = 0 : i64
// CHECK-SAME: zero.role = "batch"
// CHECK-SAME: zero.range = array<i64: 0, 13>, zero.role = "batch"
// CHECK-SAME: zero.fill = "global_row", zero.role = "batch"
// CHECK-SAME: zero.role = "hyper"
// CHECK-SAME: zero.role = "loss"
// CHECK-SAME: zero.updates = 0 : i64
// CHECK-SAME: zero.role = "metric"
// CHECK-SAME: zero.stage = 3 : i64
// CHECK-SAME: zero.world_size = 4 : i64
func.func @contract_attributes(
    %w: tensor<6x3xf32> {zero.role = "param", zero.init = "normal(0.02)", zero.name = "w"},
    %m: tensor<5xf32> {zero.role = "opt_state", zero.state_of = 0 : i64,
                       zero.shard = #zero.shard<tensor<6x3xf32>, world_size = 4>},
    %x: tensor<2x6xf32> {zero.role = "batch"},
    %ids: tensor<2x5xi64> {zero.role = "batch", zero.range = array<i64: 0, 13>},
    %rows: tensor<2xi64> {zero.role = "batch", zero.fill = "global_row"},
    %lr: tensor<f32> {zero.role = "hyper"})
    -> (tensor<f32> {zero.role = "loss"}, tensor<6x3xf32> {zero.updates = 0 : i64},
        tensor<f32> {zero.role = "metric"})
    attributes {zero.stage = 3 : i64, zero.world_size = 4 : i64} {
  // CHECK: arith.addf {{.*}} {zero.grad_of = 0 : i64}
  %g = arith.addf %lr, %lr {zero.grad_of = 0 : i64} : tensor<f32>
  return %lr, %w, %g : tensor<f32>, tensor<6x3xf32>, tensor<f32>
}

// Grouped buckets: one shard per tensor.
// CHECK-LABEL: func.func @grouped_buckets
// CHECK-SAME: (%[[A:.*]]: tensor<2xf32>, %[[B:.*]]: tensor<1xf32>, %[[G:.*]]: tensor<2x2xf32>, %[[H:.*]]: tensor<3xf32>)
func.func @grouped_buckets(%a: tensor<2xf32>, %b: tensor<1xf32>, %g: tensor<2x2xf32>, %h: tensor<3xf32>)
    -> (tensor<4xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<4xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>)
    attributes {zero.world_size = 2 : i64} {
  // CHECK: zero.all_gather %[[A]], %[[B]] world_size 2 : tensor<2xf32>, tensor<1xf32> -> tensor<4xf32>, tensor<2xf32>
  %x:2 = zero.all_gather %a, %b world_size 2 : tensor<2xf32>, tensor<1xf32> -> tensor<4xf32>, tensor<2xf32>
  // CHECK: zero.reduce_scatter sum %[[G]], %[[H]] world_size 2 : tensor<2x2xf32>, tensor<3xf32> -> tensor<2xf32>, tensor<2xf32>
  %s:2 = zero.reduce_scatter sum %g, %h world_size 2 : tensor<2x2xf32>, tensor<3xf32> -> tensor<2xf32>, tensor<2xf32>
  // CHECK: zero.all_gather_start %[[A]], %[[B]] world_size 2 : tensor<2xf32>, tensor<1xf32> -> !zero.future<tensor<4xf32>, tensor<2xf32>>
  %f0 = zero.all_gather_start %a, %b world_size 2 : tensor<2xf32>, tensor<1xf32> -> !zero.future<tensor<4xf32>, tensor<2xf32>>
  // CHECK: zero.reduce_scatter_start avg %[[G]], %[[H]] world_size 2 : tensor<2x2xf32>, tensor<3xf32> -> !zero.future<tensor<2xf32>, tensor<2xf32>>
  %f1 = zero.reduce_scatter_start avg %g, %h world_size 2 : tensor<2x2xf32>, tensor<3xf32> -> !zero.future<tensor<2xf32>, tensor<2xf32>>
  %y:2 = zero.wait %f0 : !zero.future<tensor<4xf32>, tensor<2xf32>>
  %t:2 = zero.wait %f1 : !zero.future<tensor<2xf32>, tensor<2xf32>>
  return %x#0, %x#1, %s#0, %s#1, %y#0, %y#1, %t#0, %t#1
      : tensor<4xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<4xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}
