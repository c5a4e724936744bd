// Stage 2 (optimizer state and gradients sharded) on the linear SGD-momentum example at
// N = 1, 2, 4. W has 18 elements and b 3, so at N = 4 both shards are padded
// (ceil(18/4) = 5, ceil(3/4) = 1) and at N = 2 b is (ceil(3/2) = 2).
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=2 world-size=1" | FileCheck %s -DN=1 -DWS=18 -DBS=3
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=2 world-size=2" | FileCheck %s -DN=2 -DWS=9 -DBS=2
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=2 world-size=4" | FileCheck %s -DN=4 -DWS=5 -DBS=1

// CHECK-LABEL: func.func @train_step(
// Params stay full; their optimizer states are shards that name their tensor.
// CHECK-SAME: %[[W:[a-z0-9]+]]: tensor<6x3xf32> {zero.role = "param"}
// CHECK-SAME: %[[B:[a-z0-9]+]]: tensor<3xf32> {zero.role = "param"}
// CHECK-SAME: %[[VW:[a-z0-9]+]]: tensor<[[WS]]xf32> {zero.role = "opt_state", zero.shard = #zero.shard<tensor<6x3xf32>, world_size = [[N]]>, zero.state_of = 0 : i64}
// CHECK-SAME: %[[VB:[a-z0-9]+]]: tensor<[[BS]]xf32> {zero.role = "opt_state", zero.shard = #zero.shard<tensor<3xf32>, world_size = [[N]]>, zero.state_of = 1 : i64}
// Batch arguments keep their shapes: each rank runs the traced micro-batch.
// CHECK-SAME: %[[X:[a-z0-9]+]]: tensor<4x6xf32> {zero.role = "batch"}
// CHECK-SAME: %[[Y:[a-z0-9]+]]: tensor<4x3xf32> {zero.role = "batch"}
// CHECK-SAME: -> (tensor<f32> {zero.role = "loss"}, tensor<6x3xf32> {zero.updates = 0 : i64}, tensor<3xf32> {zero.updates = 1 : i64},
// CHECK-SAME: tensor<[[WS]]xf32> {zero.shard = #zero.shard<tensor<6x3xf32>, world_size = [[N]]>, zero.updates = 2 : i64},
// CHECK-SAME: tensor<[[BS]]xf32> {zero.shard = #zero.shard<tensor<3xf32>, world_size = [[N]]>, zero.updates = 3 : i64})
// CHECK-SAME: attributes {zero.stage = 2 : i64, zero.world_size = [[N]] : i64}
// CHECK: linalg.matmul ins(%[[X]], %[[W]] :
// CHECK: %[[LOSS:.*]] = linalg.generic {{.*}}iterator_types = ["reduction", "reduction"]
// Stage 2 reduce-scatters each gradient right after its producer and frees
// the full gradient at once.
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
// CHECK-NEXT: %[[WSH:.*]] = zero.partition %[[W]] world_size [[N]] : tensor<6x3xf32> -> tensor<[[WS]]xf32>
// The elementwise update runs on 1-D shards.
// CHECK-NEXT: %[[E0:.*]] = tensor.empty() : tensor<[[WS]]xf32>
// CHECK-NEXT: %[[VW1:.*]] = linalg.generic {indexing_maps = [#[[FLAT:.*]], #[[FLAT]], #[[FLAT]]], iterator_types = ["parallel"]} ins(%[[VW]], %[[GWS]] : tensor<[[WS]]xf32>, tensor<[[WS]]xf32>) outs(%[[E0]] : tensor<[[WS]]xf32>)
// CHECK: %[[W1S:.*]] = linalg.generic {{.*}} ins(%[[WSH]], %[[VW1]] : tensor<[[WS]]xf32>, tensor<[[WS]]xf32>)
// The updated parameter is gathered back to its full type right away.
// CHECK: %[[W1:.*]] = zero.all_gather %[[W1S]] world_size [[N]] : tensor<[[WS]]xf32> -> tensor<6x3xf32>
// CHECK-NEXT: %[[BSH:.*]] = zero.partition %[[B]] world_size [[N]] : tensor<3xf32> -> tensor<[[BS]]xf32>
// CHECK: %[[VB1:.*]] = linalg.generic {{.*}} ins(%[[VB]], %[[GBS]] : tensor<[[BS]]xf32>, tensor<[[BS]]xf32>)
// CHECK: %[[B1S:.*]] = linalg.generic {{.*}} ins(%[[BSH]], %[[VB1]] : tensor<[[BS]]xf32>, tensor<[[BS]]xf32>)
// CHECK: %[[B1:.*]] = zero.all_gather %[[B1S]] world_size [[N]] : tensor<[[BS]]xf32> -> tensor<3xf32>
// CHECK: %[[GLOSS:.*]] = zero.all_reduce avg %[[LOSS]] world_size [[N]] : tensor<f32>
// CHECK-NEXT: return %[[GLOSS]], %[[W1]], %[[B1]], %[[VW1]], %[[VB1]] : tensor<f32>, tensor<6x3xf32>, tensor<3xf32>, tensor<[[WS]]xf32>, tensor<[[BS]]xf32>
// The full-size update ops are gone.
// CHECK-NOT: tensor<6x3xf32>, tensor<6x3xf32>) outs
