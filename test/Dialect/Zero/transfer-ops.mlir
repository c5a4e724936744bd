// The transfer ops of offloaded tensors parse, print and parse again to the
// same IR, in both the custom and the generic form.
// RUN: zero-opt %s | zero-opt | FileCheck %s
// RUN: zero-opt %s --mlir-print-op-generic | zero-opt | FileCheck %s

// CHECK-LABEL: func.func @fetch_and_writeback
// CHECK-SAME: (%[[M:.*]]: !zero.offloaded<tensor<10xf32>, file>)
// CHECK-SAME: -> !zero.offloaded<tensor<10xf32>, file>
func.func @fetch_and_writeback(%m: !zero.offloaded<tensor<10xf32>, file>)
    -> !zero.offloaded<tensor<10xf32>, file> {
  // CHECK: %[[C0:.*]] = zero.fetch %[[M]][0] : !zero.offloaded<tensor<10xf32>, file> -> tensor<4xf32>
  %c0 = zero.fetch %m[0] : !zero.offloaded<tensor<10xf32>, file> -> tensor<4xf32>
  // CHECK: zero.writeback %[[C0]], %[[M]][0] : tensor<4xf32>, !zero.offloaded<tensor<10xf32>, file>
  zero.writeback %c0, %m[0] : tensor<4xf32>, !zero.offloaded<tensor<10xf32>, file>
  // The last chunk is shorter and ends at the tensor's last element.
  // CHECK: %[[F:.*]] = zero.fetch_start %[[M]][8] : !zero.offloaded<tensor<10xf32>, file> -> !zero.future<tensor<2xf32>>
  %f = zero.fetch_start %m[8] : !zero.offloaded<tensor<10xf32>, file> -> !zero.future<tensor<2xf32>>
  // CHECK: %[[C8:.*]] = zero.wait %[[F]] : !zero.future<tensor<2xf32>>
  %c8 = zero.wait %f : !zero.future<tensor<2xf32>>
  // CHECK: %[[W:.*]] = zero.writeback_start %[[C8]], %[[M]][8] : tensor<2xf32>, !zero.offloaded<tensor<10xf32>, file> -> !zero.future<>
  %w = zero.writeback_start %c8, %m[8] : tensor<2xf32>, !zero.offloaded<tensor<10xf32>, file> -> !zero.future<>
  // CHECK: zero.wait %[[W]] : !zero.future<>
  zero.wait %w : !zero.future<>
  // CHECK: return %[[M]]
  return %m : !zero.offloaded<tensor<10xf32>, file>
}

// A host store, and a multi-dimensional tensor addressed by its flattening.
// CHECK-LABEL: func.func @host_matrix
func.func @host_matrix(%p: !zero.offloaded<tensor<6x3xbf16>, host>) -> tensor<18xbf16> {
  // CHECK: zero.fetch %{{.*}}[0] : !zero.offloaded<tensor<6x3xbf16>, host> -> tensor<18xbf16>
  %c = zero.fetch %p[0] : !zero.offloaded<tensor<6x3xbf16>, host> -> tensor<18xbf16>
  return %c : tensor<18xbf16>
}
