// zero-offload on the linear SGD-momentum example (W: 18 elements, b: 3;
// velocities vW, vb). At N = 2 the shards are W/vW 9 elements, b/vb 2.
// chunk-bytes=16 is 4 f32: vW's update runs in chunks [0,4) [4,8) [8,9).

// Stage 1: the velocities move to the store; the update of W reads each
// fetched chunk of vW and the matching slices of its gradient shard and of
// its partitioned param, writes vW's chunk back and assembles W's new shard
// for the gather.
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=1 world-size=2" --zero-offload="chunk-bytes=16" | FileCheck %s --check-prefix=S1
// S1-LABEL: func.func @train_step(
// S1-SAME: %[[W:[a-z0-9]+]]: tensor<6x3xf32> {zero.role = "param"}
// S1-SAME: %[[VW:[a-z0-9]+]]: !zero.offloaded<tensor<9xf32>, file> {zero.role = "opt_state", zero.shard = #zero.shard<tensor<6x3xf32>, world_size = 2>, zero.state_of = 0 : i64}
// S1-SAME: %[[VB:[a-z0-9]+]]: !zero.offloaded<tensor<2xf32>, file> {zero.role = "opt_state"
// S1-SAME: !zero.offloaded<tensor<9xf32>, file> {zero.shard = #zero.shard<tensor<6x3xf32>, world_size = 2>, zero.updates = 2 : i64}
// S1: %[[GW:.*]] = zero.reduce_scatter avg {{.*}} -> tensor<9xf32>
// S1: %[[PW:.*]] = zero.partition %[[W]] world_size 2 : tensor<6x3xf32> -> tensor<9xf32>
// S1: %[[WNEW:.*]] = tensor.empty() : tensor<9xf32>
// S1: %[[C0:.*]] = zero.fetch %[[VW]][0] : !zero.offloaded<tensor<9xf32>, file> -> tensor<4xf32>
// S1: tensor.extract_slice %[[GW]][0] [4] [1] : tensor<9xf32> to tensor<4xf32>
// S1: %[[V0:.*]] = linalg.generic {{.*}} ins(%[[C0]], %{{.*}} : tensor<4xf32>, tensor<4xf32>)
// S1: tensor.extract_slice %[[PW]][0] [4] [1] : tensor<9xf32> to tensor<4xf32>
// S1: %[[W0:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %[[V0]] : tensor<4xf32>, tensor<4xf32>)
// S1: zero.writeback %[[V0]], %[[VW]][0] : tensor<4xf32>, !zero.offloaded<tensor<9xf32>, file>
// S1: %[[I0:.*]] = tensor.insert_slice %[[W0]] into %[[WNEW]][0] [4] [1]
// S1: zero.fetch %[[VW]][4] : {{.*}} -> tensor<4xf32>
// S1: zero.writeback %{{.*}}, %[[VW]][4] : tensor<4xf32>
// S1: %[[I1:.*]] = tensor.insert_slice %{{.*}} into %[[I0]][4] [4] [1]
// S1: zero.fetch %[[VW]][8] : {{.*}} -> tensor<1xf32>
// S1: zero.writeback %{{.*}}, %[[VW]][8] : tensor<1xf32>
// S1: %[[I2:.*]] = tensor.insert_slice %{{.*}} into %[[I1]][8] [1] [1] : tensor<1xf32> into tensor<9xf32>
// S1: %[[WG:.*]] = zero.all_gather %[[I2]] world_size 2 : tensor<9xf32> -> tensor<6x3xf32>
// S1: zero.fetch %[[VB]][0] : !zero.offloaded<tensor<2xf32>, file> -> tensor<2xf32>
// S1: return %{{.*}}, %[[WG]], %{{.*}}, %[[VW]], %[[VB]] :
// S1-NOT: linalg.generic {{.*}} tensor<9xf32>

// Stage 3 with params: the shards of W and b live in a host store too; each
// gather reads a shard fetched whole, and the update writes both back.
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=3 world-size=2" --zero-offload="params=1 store=host chunk-bytes=16" | FileCheck %s --check-prefix=S3
// S3-LABEL: func.func @train_step(
// S3-SAME: %[[W:[a-z0-9]+]]: !zero.offloaded<tensor<9xf32>, host> {zero.role = "param"
// S3-SAME: %[[B:[a-z0-9]+]]: !zero.offloaded<tensor<2xf32>, host> {zero.role = "param"
// S3-SAME: %[[VW:[a-z0-9]+]]: !zero.offloaded<tensor<9xf32>, host> {zero.role = "opt_state"
// S3: %[[WS:.*]] = zero.fetch %[[W]][0] : !zero.offloaded<tensor<9xf32>, host> -> tensor<9xf32>
// S3-NEXT: zero.all_gather %[[WS]] world_size 2 : tensor<9xf32> -> tensor<6x3xf32>
// S3: %[[BS:.*]] = zero.fetch %[[B]][0] : !zero.offloaded<tensor<2xf32>, host> -> tensor<2xf32>
// S3-NEXT: zero.all_gather %[[BS]] world_size 2 : tensor<2xf32> -> tensor<3xf32>
// S3: zero.fetch %[[VW]][0] : {{.*}} -> tensor<4xf32>
// S3: zero.fetch %[[W]][0] : {{.*}} -> tensor<4xf32>
// S3: zero.writeback %{{.*}}, %[[W]][0] : tensor<4xf32>, !zero.offloaded<tensor<9xf32>, host>
// S3: zero.writeback %{{.*}}, %[[VW]][0] : tensor<4xf32>, !zero.offloaded<tensor<9xf32>, host>
// S3: zero.writeback %{{.*}}, %[[W]][8] : tensor<1xf32>
// S3: return %{{.*}}, %[[W]], %[[B]], %[[VW]], %{{.*}} :

// Must not fire: nothing selected leaves the step as zero-partition wrote it.
// RUN: zero-opt %linear_sgd_step --zero-partition="stage=1 world-size=2" > %t.partitioned.mlir
// RUN: zero-opt %t.partitioned.mlir --zero-offload="optimizer-state=0" > %t.none.mlir
// RUN: zero-opt %t.partitioned.mlir > %t.same.mlir
// RUN: diff %t.same.mlir %t.none.mlir
// RUN: FileCheck %s --check-prefix=NONE < %t.none.mlir
// NONE-NOT: zero.offloaded
// NONE-NOT: zero.fetch
