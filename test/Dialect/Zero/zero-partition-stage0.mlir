// Stage 0 (plain data parallelism) on the linear SGD-momentum example at
// N = 1, 2, 4: every gradient is all_reduce(avg)'d right after its producer,
// the update reads only the averaged gradient, nothing is sharded and the loss
// becomes the global mean.
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=0 world-size=1" | FileCheck %s -DN=1
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=0 world-size=2" | FileCheck %s -DN=2
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=0 world-size=4" | FileCheck %s -DN=4

// CHECK-LABEL: func.func @train_step(
// Every argument and result keeps its type and attributes; nothing is sharded.
// CHECK-SAME: %[[W:[a-z0-9]+]]: tensor<6x3xf32> {zero.role = "param"}
// CHECK-SAME: %[[B:[a-z0-9]+]]: tensor<3xf32> {zero.role = "param"}
// CHECK-SAME: %[[VW:[a-z0-9]+]]: tensor<6x3xf32> {zero.role = "opt_state", zero.state_of = 0 : i64}
// CHECK-SAME: %[[VB:[a-z0-9]+]]: tensor<3xf32> {zero.role = "opt_state", zero.state_of = 1 : i64}
// CHECK-SAME: %[[X:[a-z0-9]+]]: tensor<4x6xf32> {zero.role = "batch"}
// CHECK-SAME: %[[Y:[a-z0-9]+]]: tensor<4x3xf32> {zero.role = "batch"}
// CHECK-SAME: -> (tensor<f32> {zero.role = "loss"}, tensor<6x3xf32> {zero.updates = 0 : i64}, tensor<3xf32> {zero.updates = 1 : i64}, tensor<6x3xf32> {zero.updates = 2 : i64}, tensor<3xf32> {zero.updates = 3 : i64})
// CHECK-SAME: attributes {zero.stage = 0 : i64, zero.world_size = [[N]] : i64}
// CHECK-NOT: zero.shard
// The forward pass reads the full, replicated parameters.
// CHECK: linalg.matmul ins(%[[X]], %[[W]] :
// CHECK: %[[LOSS:.*]] = linalg.generic {{.*}}iterator_types = ["reduction", "reduction"]
// CHECK: %[[GW:.*]] = linalg.matmul {{.*}}{zero.grad_of = 0 : i64}
// CHECK-NEXT: %[[GWA:.*]] = zero.all_reduce avg %[[GW]] world_size [[N]] : tensor<6x3xf32>
// CHECK: %[[GB:.*]] = linalg.reduce {{.*}}{zero.grad_of = 1 : i64}
// CHECK-NEXT: (%{{.*}}: f32, %{{.*}}: f32) {
// CHECK-NEXT: arith.addf
// CHECK-NEXT: linalg.yield
// CHECK-NEXT: }
// CHECK-NEXT: %[[GBA:.*]] = zero.all_reduce avg %[[GB]] world_size [[N]] : tensor<3xf32>
// The update is unchanged but reads the averaged gradients only.
// CHECK: %[[VW1:.*]] = linalg.generic {{.*}} ins(%[[VW]], %[[GWA]] : tensor<6x3xf32>, tensor<6x3xf32>)
// CHECK: %[[W1:.*]] = linalg.generic {{.*}} ins(%[[W]], %[[VW1]] : tensor<6x3xf32>, tensor<6x3xf32>)
// CHECK: %[[VB1:.*]] = linalg.generic {{.*}} ins(%[[VB]], %[[GBA]] : tensor<3xf32>, tensor<3xf32>)
// CHECK: %[[B1:.*]] = linalg.generic {{.*}} ins(%[[B]], %[[VB1]] : tensor<3xf32>, tensor<3xf32>)
// CHECK: %[[GLOSS:.*]] = zero.all_reduce avg %[[LOSS]] world_size [[N]] : tensor<f32>
// CHECK-NEXT: return %[[GLOSS]], %[[W1]], %[[B1]], %[[VW1]], %[[VB1]] : tensor<f32>, tensor<6x3xf32>, tensor<3xf32>, tensor<6x3xf32>, tensor<3xf32>
// Stage 0 never shards or gathers.
// CHECK-NOT: zero.reduce_scatter
// CHECK-NOT: zero.all_gather
