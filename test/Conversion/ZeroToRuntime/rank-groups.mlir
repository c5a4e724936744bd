// RUN: zero-opt %s -split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-unknown-ops buffer-alignment=0" --convert-zero-to-runtime --canonicalize | FileCheck %s

// Collectives over rank groups (zero-partition shard-group=2 on 4 ranks)
// pass the group's size and stride as the calls' last two arguments; a
// collective over every rank passes its size and stride 0.
// CHECK-LABEL: func.func @hierarchical_gradient(
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : i64
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : i64
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : i64
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : i64
// The block {0,1} or {2,3} reduce-scatters (stride 1) ...
// CHECK:         call @zero_rt_step_reduce_scatter(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[C2]], %[[C1]])
// ... the shard is averaged across blocks, {0,2} or {1,3} (stride 2) ...
// CHECK:         call @zero_rt_step_all_reduce(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[C2]], %[[C2]])
// ... gathered back inside the block ...
// CHECK:         call @zero_rt_step_all_gather(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[C2]], %[[C1]])
// ... and the loss averaged over all 4 ranks.
// CHECK:         call @zero_rt_step_all_reduce(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[C4]], %[[C0]])
func.func @hierarchical_gradient(%g: tensor<6x3xf32>, %loss: tensor<f32>) -> (tensor<6x3xf32>, tensor<f32>) attributes {zero.world_size = 4 : i64} {
  %s = zero.reduce_scatter avg %g world_size 2 group_stride 1 : tensor<6x3xf32> -> tensor<9xf32>
  %a = zero.all_reduce avg %s world_size 2 group_stride 2 : tensor<9xf32>
  %w = zero.all_gather %a world_size 2 group_stride 1 : tensor<9xf32> -> tensor<6x3xf32>
  %l = zero.all_reduce avg %loss world_size 4 : tensor<f32>
  return %w, %l : tensor<6x3xf32>, tensor<f32>
}

// -----

// A partition over a block of 2 keeps shard (rank mod 2): the runtime is
// told the group, and the asynchronous forms carry it too.
// CHECK-LABEL: func.func @partition_and_start(
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : i64
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : i64
// CHECK:         call @zero_rt_step_partition(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[C2]], %[[C1]])
// CHECK:         %[[H:.*]] = call @zero_rt_step_all_gather_start(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[C2]], %[[C1]])
// CHECK:         call @zero_rt_step_wait(%[[H]])
func.func @partition_and_start(%w: tensor<6x3xf32>) -> tensor<6x3xf32> attributes {zero.world_size = 4 : i64} {
  %s = zero.partition %w world_size 2 group_stride 1 : tensor<6x3xf32> -> tensor<9xf32>
  %f = zero.all_gather_start %s world_size 2 group_stride 1 : tensor<9xf32> -> !zero.future<tensor<6x3xf32>>
  %g = zero.wait %f : !zero.future<tensor<6x3xf32>>
  return %g : tensor<6x3xf32>
}
