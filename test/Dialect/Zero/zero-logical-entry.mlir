// zero-logical-entry: a partitioned step behind the traced step's signature.
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=1 world-size=2" --zero-logical-entry | FileCheck %s
// Stage 0 shards nothing: no entry is added and the step keeps its name.
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=0 world-size=2" --zero-logical-entry | FileCheck %s --check-prefix=STAGE0
// RUN: zero-opt %s --zero-logical-entry | FileCheck %s --check-prefix=PLAIN

// Stage 1 shards the two momentum states (arguments #2, #3 and results
// #3, #4); params, batch and loss pass through.
// CHECK-LABEL: func.func @train_step(
// CHECK-SAME: %[[W:[^:]*]]: tensor<6x3xf32>, %[[B:[^:]*]]: tensor<3xf32>, %[[VW:[^:]*]]: tensor<6x3xf32>, %[[VB:[^:]*]]: tensor<3xf32>, %[[X:[^:]*]]: tensor<4x6xf32>, %[[Y:[^:]*]]: tensor<4x3xf32>)
// CHECK-SAME: -> (tensor<f32>, tensor<6x3xf32>, tensor<3xf32>, tensor<6x3xf32>, tensor<3xf32>)
// CHECK-SAME: attributes {zero.world_size = 2 : i64}
// CHECK-NEXT: %[[SVW:.*]] = zero.partition %[[VW]] world_size 2 : tensor<6x3xf32> -> tensor<9xf32>
// CHECK-NEXT: %[[SVB:.*]] = zero.partition %[[VB]] world_size 2 : tensor<3xf32> -> tensor<2xf32>
// CHECK-NEXT: %[[R:.*]]:5 = call @train_step_shards(%[[W]], %[[B]], %[[SVW]], %[[SVB]], %[[X]], %[[Y]])
// CHECK-NEXT: %[[GVW:.*]] = zero.all_gather %[[R]]#3 world_size 2 : tensor<9xf32> -> tensor<6x3xf32>
// CHECK-NEXT: %[[GVB:.*]] = zero.all_gather %[[R]]#4 world_size 2 : tensor<2xf32> -> tensor<3xf32>
// CHECK-NEXT: return %[[R]]#0, %[[R]]#1, %[[R]]#2, %[[GVW]], %[[GVB]] :
// The step itself is unchanged but for its name.
// CHECK: func.func @train_step_shards({{.*}}zero.shard = #zero.shard<tensor<6x3xf32>, world_size = 2>
// CHECK-SAME: attributes {zero.stage = 1 : i64, zero.world_size = 2 : i64}

// STAGE0-NOT: zero.partition
// STAGE0-NOT: _shards
// STAGE0: func.func @train_step(
// STAGE0-NOT: _shards

// Functions without zero.shard (and declarations) are left alone.
// PLAIN-LABEL: func.func private @external(tensor<4xf32>)
// PLAIN-LABEL: func.func @plain(
// PLAIN-NEXT: return
// PLAIN-NOT: func.func
func.func private @external(tensor<4xf32>)
func.func @plain(%x: tensor<4xf32> {zero.role = "batch"}) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
