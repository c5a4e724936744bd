// Stage 3 (parameters sharded too) on the linear SGD-momentum example at
// N = 1, 2, 4 (W: 18 elements, b: 3; padded shards at N = 2 and 4). Each
// parameter is gathered right before its forward use and freed right after
// it; in this one-layer step neither is used by the backward pass, so there
// is exactly one gather of each.
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=3 world-size=1" | FileCheck %s -DN=1 -DWS=18 -DBS=3
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=3 world-size=2" | FileCheck %s -DN=2 -DWS=9 -DBS=2
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=3 world-size=4" | FileCheck %s -DN=4 -DWS=5 -DBS=1

// CHECK-LABEL: func.func @train_step(
// CHECK-SAME: %[[W:[a-z0-9]+]]: tensor<[[WS]]xf32> {zero.role = "param", zero.shard = #zero.shard<tensor<6x3xf32>, world_size = [[N]]>}
// CHECK-SAME: %[[B:[a-z0-9]+]]: tensor<[[BS]]xf32> {zero.role = "param", zero.shard = #zero.shard<tensor<3xf32>, world_size = [[N]]>}
// CHECK-SAME: %[[VW:[a-z0-9]+]]: tensor<[[WS]]xf32> {zero.role = "opt_state", zero.shard = #zero.shard<tensor<6x3xf32>, world_size = [[N]]>, zero.state_of = 0 : i64}
// CHECK-SAME: %[[VB:[a-z0-9]+]]: tensor<[[BS]]xf32> {zero.role = "opt_state", zero.shard = #zero.shard<tensor<3xf32>, world_size = [[N]]>, zero.state_of = 1 : i64}
// CHECK-SAME: %[[X:[a-z0-9]+]]: tensor<4x6xf32> {zero.role = "batch"}
// CHECK-SAME: %[[Y:[a-z0-9]+]]: tensor<4x3xf32> {zero.role = "batch"}
// CHECK-SAME: -> (tensor<f32> {zero.role = "loss"},
// CHECK-SAME: tensor<[[WS]]xf32> {zero.shard = #zero.shard<tensor<6x3xf32>, world_size = [[N]]>, zero.updates = 0 : i64},
// CHECK-SAME: tensor<[[BS]]xf32> {zero.shard = #zero.shard<tensor<3xf32>, world_size = [[N]]>, zero.updates = 1 : i64},
// CHECK-SAME: tensor<[[WS]]xf32> {zero.shard = #zero.shard<tensor<6x3xf32>, world_size = [[N]]>, zero.updates = 2 : i64},
// CHECK-SAME: tensor<[[BS]]xf32> {zero.shard = #zero.shard<tensor<3xf32>, world_size = [[N]]>, zero.updates = 3 : i64})
// CHECK-SAME: attributes {zero.stage = 3 : i64, zero.world_size = [[N]] : i64}
// CHECK: %[[WF:.*]] = zero.all_gather %[[W]] world_size [[N]] : tensor<[[WS]]xf32> -> tensor<6x3xf32>
// CHECK-NEXT: linalg.matmul ins(%[[X]], %[[WF]] :
// CHECK-NEXT: zero.free %[[WF]] : tensor<6x3xf32>
// CHECK: %[[BF:.*]] = zero.all_gather %[[B]] world_size [[N]] : tensor<[[BS]]xf32> -> tensor<3xf32>
// CHECK-NEXT: linalg.generic {{.*}} ins(%{{.*}}, %[[BF]], %[[Y]] :
// CHECK-NEXT: ^bb0(
// CHECK-NEXT: arith.addf
// CHECK-NEXT: arith.subf
// CHECK-NEXT: linalg.yield
// CHECK-NEXT: } -> tensor<4x3xf32>
// CHECK-NEXT: zero.free %[[BF]] : tensor<3xf32>
// CHECK-NOT: zero.all_gather
// CHECK: %[[GW:.*]] = linalg.matmul {{.*}}{zero.grad_of = 0 : i64}
// CHECK-NEXT: %[[GWS:.*]] = zero.reduce_scatter avg %[[GW]] world_size [[N]] : tensor<6x3xf32> -> tensor<[[WS]]xf32>
// CHECK-NEXT: zero.free %[[GW]] : tensor<6x3xf32>
// CHECK: %[[GB:.*]] = linalg.reduce {{.*}}{zero.grad_of = 1 : i64}
// CHECK-NEXT: (%{{.*}}: f32, %{{.*}}: f32) {
// CHECK-NEXT: arith.addf
// CHECK-NEXT: linalg.yield
// CHECK-NEXT: }
// CHECK-NEXT: %[[GBS:.*]] = zero.reduce_scatter avg %[[GB]] world_size [[N]] : tensor<3xf32> -> tensor<[[BS]]xf32>
// CHECK-NEXT: zero.free %[[GB]] : tensor<3xf32>
// The update reads the resting shards directly: no partition, no gather.
// CHECK-NOT: zero.partition
// CHECK: %[[VW1:.*]] = linalg.generic {{.*}} ins(%[[VW]], %[[GWS]] : tensor<[[WS]]xf32>, tensor<[[WS]]xf32>)
// CHECK: %[[W1:.*]] = linalg.generic {{.*}} ins(%[[W]], %[[VW1]] : tensor<[[WS]]xf32>, tensor<[[WS]]xf32>)
// CHECK: %[[VB1:.*]] = linalg.generic {{.*}} ins(%[[VB]], %[[GBS]] : tensor<[[BS]]xf32>, tensor<[[BS]]xf32>)
// CHECK: %[[B1:.*]] = linalg.generic {{.*}} ins(%[[B]], %[[VB1]] : tensor<[[BS]]xf32>, tensor<[[BS]]xf32>)
// CHECK-NOT: zero.all_gather
// CHECK: %[[GLOSS:.*]] = zero.all_reduce avg %{{.*}} world_size [[N]] : tensor<f32>
// CHECK-NEXT: return %[[GLOSS]], %[[W1]], %[[B1]], %[[VW1]], %[[VB1]] : tensor<f32>, tensor<[[WS]]xf32>, tensor<[[BS]]xf32>, tensor<[[WS]]xf32>, tensor<[[BS]]xf32>
