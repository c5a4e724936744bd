// RUN: zero-opt %s -split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-unknown-ops buffer-alignment=0" --convert-zero-to-runtime --canonicalize | FileCheck %s

// A quantized gather and reduce_scatter call the runtime's quantized forms
// with the usual arguments, then the bits and the elements per scale.
// CHECK-LABEL: func.func @quantized(
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : i64
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : i64
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : i64
// CHECK-DAG:     %[[C64:.*]] = arith.constant 64 : i64
// CHECK:         call @zero_rt_step_all_gather_quantized(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[C4]], %[[C0]], %[[C8]], %[[C64]])
// CHECK:         %[[H:.*]] = call @zero_rt_step_reduce_scatter_quantized_start(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[C4]], %[[C0]], %[[C4]], %[[C64]])
// CHECK:         call @zero_rt_step_wait(%[[H]])
// CHECK-NOT:     call @zero_rt_step_all_gather(
func.func @quantized(%s: tensor<5xf32>, %g: tensor<6x3xf32>) -> (tensor<6x3xf32>, tensor<5xf32>) attributes {zero.world_size = 4 : i64} {
  %w = zero.all_gather %s world_size 4 quantize <bits = 8, block = 64> : tensor<5xf32> -> tensor<6x3xf32>
  %f = zero.reduce_scatter_start avg %g world_size 4 quantize <bits = 4, block = 64> : tensor<6x3xf32> -> !zero.future<tensor<5xf32>>
  %r = zero.wait %f : !zero.future<tensor<5xf32>>
  return %w, %r : tensor<6x3xf32>, tensor<5xf32>
}
