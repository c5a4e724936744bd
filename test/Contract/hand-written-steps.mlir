// Steps written by hand in styles zero-trace does not use (Inputs/*.mlir:
// named linalg ops, generic contractions, zero-filled outputs, shared
// tensor.empty, reshapes of batches, params and gradients) follow the
// input contract and partition at every stage. End-to-end runs of the same
// files: test/e2e/contract-*.test.

// RUN: zero-opt %S/Inputs/linear_adamw_clip_named.mlir --zero-verify-contract -o /dev/null
// RUN: zero-opt %S/Inputs/mlp_momentum_generic.mlir --zero-verify-contract -o /dev/null
// RUN: zero-opt %S/Inputs/seq_batch_matmul_reshape.mlir --zero-verify-contract -o /dev/null
// RUN: mlir-opt %S/Inputs/linear_adamw_clip_named.mlir -o /dev/null
// RUN: mlir-opt %S/Inputs/seq_batch_matmul_reshape.mlir -o /dev/null

// Global-norm clipping with named sums of squares. Stage 0 all-reduces both
// gradients and keeps the named reductions on the averaged full gradients.
// RUN: zero-opt %S/Inputs/linear_adamw_clip_named.mlir --zero-partition="stage=0 world-size=2" | FileCheck %s --check-prefix=CLIP0
// CLIP0:     %[[GW:.*]] = linalg.matmul {zero.grad_of = 0 : i64}
// CLIP0:     %[[AW:.*]] = zero.all_reduce avg %[[GW]] world_size 2 : tensor<5x3xf32>
// CLIP0:     %[[GB:.*]] = linalg.reduce {{.*}} {zero.grad_of = 1 : i64}
// CLIP0:     %[[AB:.*]] = zero.all_reduce avg %[[GB]] world_size 2 : tensor<3xf32>
// CLIP0:     linalg.reduce ins(%[[AW]] : tensor<5x3xf32>) outs(%{{.*}} : tensor<f32>) dimensions = [0, 1]
// CLIP0:     linalg.reduce ins(%[[AB]] : tensor<3xf32>) outs(%{{.*}} : tensor<f32>) dimensions = [0]

// Stages 1-3: each named sum of squares becomes a partial sum over this
// rank's shard of the gradient plus an all_reduce(sum); no reduction reads
// a full gradient any more.
// RUN: zero-opt %S/Inputs/linear_adamw_clip_named.mlir --zero-partition="stage=1 world-size=2" | FileCheck %s --check-prefixes=CLIP1,NOFULL
// CLIP1:     %[[SW:.*]] = zero.reduce_scatter avg %{{.*}} : tensor<5x3xf32> -> tensor<8xf32>
// CLIP1:     %[[PW:.*]] = linalg.generic {{.*}}iterator_types = ["reduction"]} ins(%[[SW]] : tensor<8xf32>) outs(%{{.*}} : tensor<f32>)
// CLIP1:       arith.mulf
// CLIP1:     zero.all_reduce sum %[[PW]]
// CLIP1:     %[[SB:.*]] = zero.reduce_scatter avg %{{.*}} : tensor<3xf32> -> tensor<2xf32>
// CLIP1:     %[[PB:.*]] = linalg.generic {{.*}}iterator_types = ["reduction"]} ins(%[[SB]] : tensor<2xf32>) outs(%{{.*}} : tensor<f32>)
// CLIP1:     zero.all_reduce sum %[[PB]]
// Stages 2-3 reduce-scatter where the gradient is produced.
// RUN: zero-opt %S/Inputs/linear_adamw_clip_named.mlir --zero-partition="stage=2 world-size=2" | FileCheck %s --check-prefixes=CLIP,NOFULL -DNW=8 -DNB=2
// RUN: zero-opt %S/Inputs/linear_adamw_clip_named.mlir --zero-partition="stage=3 world-size=4" | FileCheck %s --check-prefixes=CLIP,NOFULL -DNW=4 -DNB=1
// CLIP:      %[[SW:.*]] = zero.reduce_scatter avg %{{.*}} : tensor<5x3xf32> -> tensor<[[NW]]xf32>
// CLIP:      %[[SB:.*]] = zero.reduce_scatter avg %{{.*}} : tensor<3xf32> -> tensor<[[NB]]xf32>
// CLIP:      %[[PW:.*]] = linalg.generic {{.*}}iterator_types = ["reduction"]} ins(%[[SW]] : tensor<[[NW]]xf32>) outs(%{{.*}} : tensor<f32>)
// CLIP:        arith.mulf
// CLIP:      zero.all_reduce sum %[[PW]]
// CLIP:      %[[PB:.*]] = linalg.generic {{.*}}iterator_types = ["reduction"]} ins(%[[SB]] : tensor<[[NB]]xf32>) outs(%{{.*}} : tensor<f32>)
// CLIP:      zero.all_reduce sum %[[PB]]
// NOFULL-NOT: linalg.reduce ins(%{{.*}} : tensor<5x3xf32>)
// NOFULL-NOT: outs(%{{.*}} : tensor<f32>) dimensions

// Generic contractions: every gradient is found (four all_reduces at stage
// 0, four reduce_scatters at stages 1-3) and the multi-result updates run
// on shards.
// RUN: zero-opt %S/Inputs/mlp_momentum_generic.mlir --zero-partition="stage=0 world-size=2" | FileCheck %s --check-prefix=MLP0
// MLP0-COUNT-4: zero.all_reduce avg %{{.*}} : tensor<{{[0-9x]+}}xf32>
// MLP0:         zero.all_reduce avg %{{.*}} : tensor<f32>
// RUN: zero-opt %S/Inputs/mlp_momentum_generic.mlir --zero-partition="stage=1 world-size=2" | FileCheck %s --check-prefix=MLP
// RUN: zero-opt %S/Inputs/mlp_momentum_generic.mlir --zero-partition="stage=2 world-size=2" | FileCheck %s --check-prefix=MLP
// RUN: zero-opt %S/Inputs/mlp_momentum_generic.mlir --zero-partition="stage=3 world-size=2" | FileCheck %s --check-prefix=MLP
// MLP-DAG:  zero.reduce_scatter avg %{{.*}} : tensor<5x7xf32> -> tensor<18xf32>
// MLP-DAG:  zero.reduce_scatter avg %{{.*}} : tensor<7xf32> -> tensor<4xf32>
// MLP-DAG:  zero.reduce_scatter avg %{{.*}} : tensor<7x3xf32> -> tensor<11xf32>
// MLP-DAG:  zero.reduce_scatter avg %{{.*}} : tensor<3xf32> -> tensor<2xf32>
// MLP-DAG:  linalg.generic {{.*}}iterator_types = ["parallel"]} ins({{.*}} : tensor<18xf32>, tensor<18xf32>, tensor<18xf32>, tensor<f32>) outs({{.*}} : tensor<18xf32>, tensor<18xf32>)

// Reshapes: the gradient of the flat param is a collapse_shape of the
// reduced 5x4 result (found through the view, and marked on it). Stage 0
// all-reduces it; stage 1 reduce-scatters it at the update; stage 2 right
// where it is produced; stage 3 gathers the flat param and its expand_shape
// view reads the copy.
// RUN: zero-opt %S/Inputs/seq_batch_matmul_reshape.mlir --zero-partition="stage=0 world-size=2" | FileCheck %s --check-prefix=VIEW0
// VIEW0:      %[[G:.*]] = tensor.collapse_shape %{{.*}} {{\[\[}}0, 1]] {zero.grad_of = 0 : i64} : tensor<5x4xf32> into tensor<20xf32>
// VIEW0-NEXT: zero.all_reduce avg %[[G]] world_size 2 : tensor<20xf32>
// RUN: zero-opt %S/Inputs/seq_batch_matmul_reshape.mlir --zero-partition="stage=1 world-size=2" | FileCheck %s --check-prefix=VIEW1
// VIEW1:      %[[G:.*]] = tensor.collapse_shape %{{.*}} {zero.grad_of = 0 : i64} : tensor<5x4xf32> into tensor<20xf32>
// VIEW1:      linalg.reduce {{.*}} {zero.grad_of = 1 : i64}
// VIEW1:      zero.reduce_scatter avg %[[G]] world_size 2 : tensor<20xf32> -> tensor<10xf32>
// VIEW1-NEXT: zero.free %[[G]]
// VIEW1:      zero.all_gather %{{.*}} world_size 2 : tensor<10xf32> -> tensor<20xf32>
// RUN: zero-opt %S/Inputs/seq_batch_matmul_reshape.mlir --zero-partition="stage=2 world-size=2" | FileCheck %s --check-prefix=VIEW2
// VIEW2:      %[[G:.*]] = tensor.collapse_shape %{{.*}} {{\[\[}}0, 1]] {zero.grad_of = 0 : i64} : tensor<5x4xf32> into tensor<20xf32>
// VIEW2-NEXT: zero.reduce_scatter avg %[[G]] world_size 2 : tensor<20xf32> -> tensor<10xf32>
// VIEW2-NEXT: zero.free %[[G]]
// RUN: zero-opt %S/Inputs/seq_batch_matmul_reshape.mlir --zero-partition="stage=3 world-size=2" | FileCheck %s --check-prefix=VIEW3
// VIEW3:      %[[W:.*]] = zero.all_gather %arg0 world_size 2 : tensor<10xf32> -> tensor<20xf32>
// VIEW3:      tensor.expand_shape %[[W]]
// VIEW3:      linalg.matmul
// VIEW3:      zero.free %[[W]]
// VIEW3:      linalg.batch_matmul
