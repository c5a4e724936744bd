// The zero.shard argument/result attribute: the value must be this rank's
// shard of the logical tensor, ceil(n/N) elements, as a tensor or, after
// bufferization, as a memref of that shape with any layout.
// RUN: zero-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @tensor_shard(
// CHECK-SAME: tensor<5xf32> {zero.shard = #zero.shard<tensor<6x3xf32>, world_size = 4>}
func.func @tensor_shard(%s: tensor<5xf32> {zero.shard = #zero.shard<tensor<6x3xf32>, world_size = 4>})
    -> (tensor<5xf32> {zero.shard = #zero.shard<tensor<6x3xf32>, world_size = 4>}) {
  return %s : tensor<5xf32>
}

// -----

// CHECK-LABEL: func.func @memref_shard(
// CHECK-SAME: memref<5xf32, strided<[?], offset: ?>> {zero.shard = #zero.shard<tensor<6x3xf32>, world_size = 4>}
// CHECK-SAME: -> (memref<5xf32> {zero.shard = #zero.shard<tensor<6x3xf32>, world_size = 4>})
func.func @memref_shard(%s: memref<5xf32, strided<[?], offset: ?>> {zero.shard = #zero.shard<tensor<6x3xf32>, world_size = 4>},
                        %t: memref<5xf32>)
    -> (memref<5xf32> {zero.shard = #zero.shard<tensor<6x3xf32>, world_size = 4>}) {
  return %t : memref<5xf32>
}

// -----

// expected-error @+1 {{argument #0 has type 'tensor<6xf32>', but #zero.shard<tensor<6x3xf32>, world_size = 4> expects 'tensor<5xf32>' (or a memref of that shape)}}
func.func @wrong_size(%s: tensor<6xf32> {zero.shard = #zero.shard<tensor<6x3xf32>, world_size = 4>}) {
  return
}

// -----

// expected-error @+1 {{argument #0 has type 'memref<5xf16>', but #zero.shard<tensor<6x3xf32>, world_size = 4> expects 'tensor<5xf32>' (or a memref of that shape)}}
func.func @wrong_memref_element(%s: memref<5xf16> {zero.shard = #zero.shard<tensor<6x3xf32>, world_size = 4>}) {
  return
}

// -----

// expected-error @+1 {{result #0 has type 'memref<6x3xf32>', but #zero.shard<tensor<6x3xf32>, world_size = 2> expects 'tensor<9xf32>' (or a memref of that shape)}}
func.func @unflattened_result(%s: memref<6x3xf32>) -> (memref<6x3xf32> {zero.shard = #zero.shard<tensor<6x3xf32>, world_size = 2>}) {
  return %s : memref<6x3xf32>
}
