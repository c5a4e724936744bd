// RUN: zero-opt %s --split-input-file --zero-memref-boundaries | FileCheck %s
// RUN: zero-opt %s --split-input-file --zero-memref-boundaries \
// RUN:   --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-unknown-ops buffer-alignment=0" \
// RUN:   | FileCheck %s --check-prefix=BUF

#map = affine_map<(d0) -> (d0)>
#scalar = affine_map<(d0) -> ()>

// An entry: memrefs in and out. The learning rate, which only linalg inputs
// read, gets a tensor per use; the parameter, read by an op that also
// writes it in place, one tensor. Each returned tensor is read once, by
// to_buffer read_only.
// CHECK-LABEL: func.func @step(
// CHECK-SAME:      %[[W:.*]]: memref<4xf32>, %[[LR:.*]]: memref<f32>)
// CHECK-SAME:      -> (memref<4xf32>, memref<4xf32>)
// CHECK:         %[[WT:.*]] = bufferization.to_tensor %[[W]] restrict writable : memref<4xf32> to tensor<4xf32>
// CHECK:         %[[LR1:.*]] = bufferization.to_tensor %[[LR]] restrict writable : memref<f32> to tensor<f32>
// CHECK:         %[[SCALED:.*]] = linalg.generic {{.*}} ins(%[[WT]], %[[LR1]] : {{.*}}) outs(%{{.*}} : tensor<4xf32>)
// CHECK:         %[[LR2:.*]] = bufferization.to_tensor %[[LR]] restrict writable : memref<f32> to tensor<f32>
// CHECK:         %[[UPDATED:.*]] = linalg.generic {{.*}} ins(%[[SCALED]], %[[LR2]] : {{.*}}) outs(%[[WT]] : tensor<4xf32>)
// CHECK:         %[[R0:.*]] = bufferization.to_buffer %[[SCALED]] read_only : tensor<4xf32> to memref<4xf32>
// CHECK:         %[[R1:.*]] = bufferization.to_buffer %[[UPDATED]] read_only : tensor<4xf32> to memref<4xf32>
// CHECK:         return %[[R0]], %[[R1]] : memref<4xf32>, memref<4xf32>
// CHECK-NOT:     bufferization.to_tensor

// Bufferized: the parameter is updated in place and handed back as the
// argument itself, the new result is its own allocation, and neither the
// boundary nor the split learning rate costs a copy.
// BUF-LABEL: func.func @step(
// BUF-SAME:      %[[W:.*]]: memref<4xf32>, %[[LR:.*]]: memref<f32>)
// BUF-NOT:       memref.copy
// BUF:           %[[NEW:.*]] = memref.alloc() : memref<4xf32>
// BUF-NOT:       memref.alloc
// BUF-NOT:       memref.copy
// BUF:           linalg.generic {{.*}} ins(%[[W]], %[[LR]] : {{.*}}) outs(%[[NEW]] : memref<4xf32>)
// BUF:           linalg.generic {{.*}} ins(%[[NEW]], %[[LR]] : {{.*}}) outs(%[[W]] : memref<4xf32>)
// BUF:           return %[[NEW]], %[[W]] : memref<4xf32>, memref<4xf32>
func.func @step(%w: tensor<4xf32>, %lr: tensor<f32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %scaled = linalg.generic {indexing_maps = [#map, #scalar, #map], iterator_types = ["parallel"]}
      ins(%w, %lr : tensor<4xf32>, tensor<f32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %l: f32, %o: f32):
    %m = arith.mulf %a, %l : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %updated = linalg.generic {indexing_maps = [#map, #scalar, #map], iterator_types = ["parallel"]}
      ins(%scaled, %lr : tensor<4xf32>, tensor<f32>) outs(%w : tensor<4xf32>) {
  ^bb0(%a: f32, %l: f32, %o: f32):
    %m = arith.mulf %a, %l : f32
    %s = arith.subf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %scaled, %updated : tensor<4xf32>, tensor<4xf32>
}

// -----

// `bufferization.writable = false` keeps its meaning: the tensor is not
// writable (and the attribute, which only a tensor argument may carry, goes).
// An argument returned as it is comes back as the same buffer.
// CHECK-LABEL: func.func @read_only(
// CHECK-SAME:      %[[A:[^:]*]]: memref<2x3xf32>) -> memref<2x3xf32> {
// CHECK-NEXT:    %[[T:.*]] = bufferization.to_tensor %[[A]] restrict : memref<2x3xf32> to tensor<2x3xf32>
// CHECK-NEXT:    %[[M:.*]] = bufferization.to_buffer %[[T]] read_only
// CHECK-NEXT:    return %[[M]]
// BUF-LABEL: func.func @read_only(
// BUF-SAME:      %[[A:[^:]*]]: memref<2x3xf32>)
// BUF-NEXT:      return %[[A]] : memref<2x3xf32>
func.func @read_only(%a: tensor<2x3xf32> {bufferization.writable = false}) -> tensor<2x3xf32> {
  return %a : tensor<2x3xf32>
}

// -----

// Must not fire on a function a call reaches (upstream's boundary
// bufferization keeps what flows through the call), on an unranked tensor,
// or on a declaration; the caller, which nothing calls, is converted.
// CHECK-LABEL: func.func private @callee(%{{.*}}: tensor<3xf32>) -> tensor<3xf32>
// CHECK-LABEL: func.func @caller(
// CHECK-SAME:      %[[X:.*]]: memref<3xf32>, %[[U:.*]]: tensor<*xf32>) -> (memref<3xf32>, tensor<*xf32>)
// CHECK:         %[[XT:.*]] = bufferization.to_tensor %[[X]] restrict writable
// CHECK:         %[[Y:.*]] = call @callee(%[[XT]]) : (tensor<3xf32>) -> tensor<3xf32>
// CHECK:         %[[YM:.*]] = bufferization.to_buffer %[[Y]] read_only
// CHECK:         return %[[YM]], %[[U]] : memref<3xf32>, tensor<*xf32>
// CHECK-LABEL: func.func private @external(tensor<5xf32>) -> tensor<5xf32>
func.func private @callee(%x: tensor<3xf32>) -> tensor<3xf32> {
  return %x : tensor<3xf32>
}
func.func @caller(%x: tensor<3xf32>, %u: tensor<*xf32>) -> (tensor<3xf32>, tensor<*xf32>) {
  %y = call @callee(%x) : (tensor<3xf32>) -> tensor<3xf32>
  return %y, %u : tensor<3xf32>, tensor<*xf32>
}
func.func private @external(tensor<5xf32>) -> tensor<5xf32>
