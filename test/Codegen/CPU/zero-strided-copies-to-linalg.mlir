// RUN: zero-opt %s --pass-pipeline='builtin.module(func.func(zero-strided-copies-to-linalg))' | FileCheck %s

// A copy out of a column slice becomes linalg.copy (a kernel LLVM
// vectorizes); a copy between contiguous buffers stays one memcpy.
// CHECK-LABEL: func.func @slice
// CHECK: linalg.copy ins(%{{.*}} : memref<4x2xf32, strided<[6, 1], offset: 2>>) outs(%{{.*}} : memref<4x2xf32>)
// CHECK-NOT: memref.copy
// CHECK: memref.copy %{{.*}}, %{{.*}} : memref<4x6xf32> to memref<4x6xf32>
func.func @slice(%a: memref<4x6xf32>, %b: memref<4x2xf32>, %c: memref<4x6xf32>) {
  %v = memref.subview %a[0, 2] [4, 2] [1, 1] : memref<4x6xf32> to memref<4x2xf32, strided<[6, 1], offset: 2>>
  memref.copy %v, %b : memref<4x2xf32, strided<[6, 1], offset: 2>> to memref<4x2xf32>
  memref.copy %a, %c : memref<4x6xf32> to memref<4x6xf32>
  return
}
