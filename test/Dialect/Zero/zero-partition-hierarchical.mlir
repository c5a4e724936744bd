// RUN: zero-opt %S/Inputs/mlp2_momentum.mlir --zero-partition="stage=2 world-size=4 shard-group=2 ranks-per-node=2" | FileCheck %s --check-prefix=MICS
// RUN: zero-opt %S/Inputs/mlp2_momentum.mlir --zero-partition="stage=3 world-size=4 secondary-shard=2" | FileCheck %s --check-prefix=HPZ
// RUN: zero-opt %S/Inputs/mlp2_momentum.mlir --zero-pipeline="stage=3 world-size=4 shard-group=2 ranks-per-node=2 fuse=false report=-" -o /dev/null | FileCheck %s --check-prefix=REPORT
// RUN: zero-opt %S/Inputs/tiny_sgd_step.mlir --zero-pipeline="stage=2 world-size=4 shard-group=2 report=-" | FileCheck %s --check-prefix=STATELESS

// Shard groups (MiCS/HSDP) at stage 2 on 4 ranks in blocks of 2: the state
// is sharded over the block (world_size 2), a gradient is reduce-scattered
// in the block (group_stride 1: ranks {0,1} and {2,3}) and its shard
// averaged across blocks (group_stride 2: {0,2} and {1,3}); the updated
// params are gathered in the block; the loss is averaged over all 4.
// MICS-LABEL: func.func @train_step(
// MICS-SAME:    zero.shard = #zero.shard<tensor<8x3xf32>, world_size = 2>
// MICS-SAME:    attributes {zero.ranks_per_node = 2 : i64, zero.shard_group = 2 : i64, zero.stage = 2 : i64, zero.world_size = 4 : i64}
// MICS:         %[[G:.*]] = linalg.matmul {{.*}}zero.grad_of = 2
// MICS-NEXT:    %[[S:.*]] = zero.reduce_scatter avg %[[G]] world_size 2 group_stride 1 : tensor<8x3xf32> -> tensor<12xf32>
// MICS-NEXT:    zero.free %[[G]]
// MICS-NEXT:    zero.all_reduce avg %[[S]] world_size 2 group_stride 2 : tensor<12xf32>
// MICS:         zero.partition %arg0 world_size 2 group_stride 1 : tensor<6x8xf32> -> tensor<24xf32>
// MICS:         zero.all_gather %{{.*}} world_size 2 group_stride 1 : tensor<24xf32> -> tensor<6x8xf32>
// MICS:         zero.all_reduce avg %{{.*}} world_size 4 : tensor<f32>
// MICS-NOT:     world_size 4 group_stride

// hpZ at stage 3: a param the backward pass reads again (the second layer's
// weight) is gathered from all 4 ranks for the forward pass, which keeps a
// secondary shard of the copy over the block of 2 before freeing it; the
// backward pass gathers from that shard inside the block. Params only the
// forward pass reads get no secondary shard. Gradients still reduce-scatter
// over all 4.
// HPZ-LABEL: func.func @train_step(
// HPZ-SAME:    %arg2: tensor<6xf32> {zero.role = "param", zero.shard = #zero.shard<tensor<8x3xf32>, world_size = 4>}
// HPZ:         %[[W:.*]] = zero.all_gather %arg0 world_size 4 : tensor<12xf32> -> tensor<6x8xf32>
// HPZ:         zero.free
// HPZ-NOT:     zero.partition %[[W]]
// HPZ:         %[[W2:.*]] = zero.all_gather %arg2 world_size 4 : tensor<6xf32> -> tensor<8x3xf32>
// HPZ-NEXT:    %[[SEC:.*]] = zero.partition %[[W2]] world_size 2 group_stride 1 : tensor<8x3xf32> -> tensor<12xf32>
// HPZ:         zero.free %[[W2]]
// HPZ:         zero.reduce_scatter avg %{{.*}} world_size 4 : tensor<8x3xf32> -> tensor<6xf32>
// HPZ:         %[[BW:.*]] = zero.all_gather %[[SEC]] world_size 2 group_stride 1 : tensor<12xf32> -> tensor<8x3xf32>
// HPZ:         zero.free %[[BW]]
// HPZ-NOT:     zero.all_gather %arg2

// The report, by hand: the params (6x8, 8, 8x3, 3) shard over the block of
// 2 as 24 + 4 + 12 + 2 = 42 f32 elements. Across nodes: each gradient
// shard's all_reduce over 2 blocks sends 2*(2-1)*ceil(s/2)*4 = 4*s bytes,
// 4*42 = 168, plus the loss's all_reduce over 4 ranks, 2*3*1*4 = 24: 192.
// Inside the node: the forward gathers 1*42*4 = 168, the backward gather of
// the second layer's weight 12*4 = 48, the reduce_scatters 168: 384.
// REPORT:      "world_size": 4,
// REPORT-NEXT: "shard_group": 2,
// REPORT:      "ranks_per_node": 2,
// REPORT-NEXT: "comm_bytes_by_tier": {
// REPORT-NEXT:   "inter_node": 192,
// REPORT-NEXT:   "intra_node": 384

// A stateless SGD step at stage 2 has no sharded argument: the step still
// records its shard group, and the report counts the gradient shard over the
// block of 2 (4 f32 / 2 = 8 bytes), not over the 4 ranks.
// STATELESS:      "shard_group": 2,
// STATELESS:      "grad_bytes": 8,
// STATELESS:      func.func @tiny(
// STATELESS-SAME: zero.shard_group = 2 : i64
