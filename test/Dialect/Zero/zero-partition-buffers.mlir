// Buffers (zero.role = "buffer": state the step updates without a gradient,
// as BatchNorm's running statistics) stay whole and uncommunicated at every
// stage: zero-partition shards the param and leaves the buffers' arguments,
// update results and update ops as they were. Inputs/buffer_step.mlir: w
// (param, 4 x f32), x (batch), rm (buffer, 4 x f32), n (buffer, i64).
// RUN: zero-opt %S/Inputs/buffer_step.mlir --zero-verify-contract | FileCheck %s --check-prefix=CONTRACT
// RUN: zero-opt %S/Inputs/buffer_step.mlir --zero-partition="stage=3 world-size=2" | FileCheck %s --check-prefix=S3
// RUN: zero-opt %S/Inputs/buffer_step.mlir --zero-partition="stage=1 world-size=4" | FileCheck %s --check-prefix=S1
// RUN: zero-opt %S/Inputs/buffer_step.mlir --zero-partition="stage=0 world-size=2" | FileCheck %s --check-prefix=S0
// RUN: zero-opt %S/Inputs/buffer_step.mlir --zero-pipeline="stage=3 world-size=2 report=-" -o /dev/null | FileCheck %s --check-prefix=REPORT
// RUN: zero-opt %S/Inputs/buffer_step.mlir --zero-pipeline="stage=0 world-size=1 report=-" -o /dev/null | FileCheck %s --check-prefix=REPORT0

// The gradient of w is found; the buffers' updates (a reduction over the
// batch, an i64 increment) get no marker.
// CONTRACT-LABEL: func.func @bn(
// CONTRACT-COUNT-1: zero.grad_of
// CONTRACT-NOT: zero.grad_of
// CONTRACT: return

// Stage 3 on 2 ranks: w rests as a shard; rm and n keep their types, have no
// zero.shard, and their results update them whole.
// S3-LABEL: func.func @bn(
// S3-SAME: %[[W:[^:]*]]: tensor<2xf32> {zero.name = "w", zero.role = "param", zero.shard = #zero.shard<tensor<4xf32>, world_size = 2>}
// S3-SAME: %[[RM:[^:]*]]: tensor<4xf32> {zero.name = "bn.running_mean", zero.role = "buffer"}
// S3-SAME: %[[N:[^:]*]]: tensor<i64> {zero.name = "bn.num_batches_tracked", zero.role = "buffer"}
// S3-SAME: tensor<4xf32> {zero.updates = 2 : i64}, tensor<i64> {zero.updates = 3 : i64})
// S3-SAME: zero.stage = 3 : i64, zero.world_size = 2 : i64
// Only w, its gradient and the loss are communicated.
// S3: zero.all_gather %[[W]] world_size 2
// S3: zero.reduce_scatter avg
// S3-NOT: zero.{{all_gather|reduce_scatter|all_reduce|partition}}
// S3: %[[DECAYED:.*]] = linalg.generic {{.*}} ins(%[[RM]] : tensor<4xf32>)
// S3-NOT: zero.{{all_gather|reduce_scatter|all_reduce|partition}}
// S3: %[[RM1:.*]] = linalg.generic {{.*}} outs(%[[DECAYED]] : tensor<4xf32>)
// S3-NOT: zero.{{all_gather|reduce_scatter|all_reduce|partition}}
// S3: %[[N1:.*]] = linalg.generic {{.*}} ins(%[[N]] : tensor<i64>)
// S3: %[[LOSS:.*]] = zero.all_reduce avg
// S3-NEXT: return %[[LOSS]], %{{.*}}, %[[RM1]], %[[N1]] : tensor<f32>, tensor<2xf32>, tensor<4xf32>, tensor<i64>

// Stage 1 (no param sharding, no state here) and stage 0: the buffers are
// untouched all the same.
// S1-LABEL: func.func @bn(
// S1-SAME: %{{[^:]*}}: tensor<4xf32> {zero.name = "bn.running_mean", zero.role = "buffer"}
// S1-SAME: tensor<4xf32> {zero.updates = 2 : i64}, tensor<i64> {zero.updates = 3 : i64})
// S0-LABEL: func.func @bn(
// S0-SAME: %{{[^:]*}}: tensor<4xf32> {zero.name = "bn.running_mean", zero.role = "buffer"}
// S0: zero.all_reduce avg
// S0: zero.all_reduce avg
// S0-NOT: zero.all_reduce

// The report counts the buffers whole on every rank (16 + 8 bytes), outside
// model state: stage 3 on 2 ranks holds half of w (8 B) and of its gradient.
// REPORT: "param_bytes": 8,
// REPORT-NEXT: "grad_bytes": 8,
// REPORT-NEXT: "optimizer_state_bytes": 0,
// REPORT-NEXT: "model_state_bytes": 16,
// REPORT-NEXT: "buffer_bytes": 24,
// Comm: all_gather of w and reduce-scatter of its gradient (1/2 x 16 B
// each), the loss's all_reduce (2 x 1/2 x 4 B); nothing for the buffers.
// REPORT: "comm_bytes_per_step": 24,
// REPORT0: "model_state_bytes": 32,
// REPORT0-NEXT: "buffer_bytes": 24,
// REPORT0: "comm_bytes_per_step": 0,
