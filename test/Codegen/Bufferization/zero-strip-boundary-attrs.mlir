// RUN: zero-opt %s --zero-strip-boundary-attrs | FileCheck %s

// Boundary roles and shards go; function and op attributes stay.
// CHECK-LABEL: func.func @step(
// CHECK-SAME:      %{{.*}}: tensor<9xf32>, %{{.*}}: tensor<2x6xf32> {other.attr = 1 : i64})
// CHECK-SAME:      -> (tensor<f32>, tensor<9xf32>)
// CHECK-SAME:      attributes {zero.stage = 3 : i64, zero.world_size = 2 : i64}
// CHECK-NOT:     zero.role
// CHECK-NOT:     zero.shard
// CHECK:         zero.all_gather {{.*}} {zero.grad_of = 0 : i64}
func.func @step(
    %w: tensor<9xf32> {zero.role = "param", zero.shard = #zero.shard<tensor<6x3xf32>, world_size = 2>},
    %x: tensor<2x6xf32> {zero.role = "batch", other.attr = 1 : i64})
    -> (tensor<f32> {zero.role = "loss"},
        tensor<9xf32> {zero.updates = 0 : i64, zero.shard = #zero.shard<tensor<6x3xf32>, world_size = 2>})
    attributes {zero.stage = 3 : i64, zero.world_size = 2 : i64} {
  %full = zero.all_gather %w world_size 2 {zero.grad_of = 0 : i64} : tensor<9xf32> -> tensor<6x3xf32>
  %l = arith.constant dense<0.0> : tensor<f32>
  return %l, %w : tensor<f32>, tensor<9xf32>
}

// Must not fire: a function without zero attributes is unchanged.
// CHECK-LABEL: func.func @plain(
// CHECK-SAME:      %{{.*}}: tensor<3xf32> {other.attr = 2 : i64}) -> tensor<3xf32>
func.func @plain(%a: tensor<3xf32> {other.attr = 2 : i64}) -> tensor<3xf32> {
  return %a : tensor<3xf32>
}
