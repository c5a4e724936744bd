// RUN: zero-opt %s -split-input-file --zero-outline-kernels="max-block-ops=3" | FileCheck %s

// Each bufferized linalg op moves into a kernel; kernels that differ only in
// the names of their values (or in zero's markers, read by now) are one
// kernel; constants the body reads are
// cloned into the kernel, other captured values are passed; what is left of
// the step (no loops) is compiled unoptimized, in blocks of at most
// max-block-ops ops.
// CHECK-LABEL: func.func @step
// CHECK-SAME:    attributes {passthrough = ["noinline", "optnone"]}
// CHECK:         call @step_kernel_0(%[[A:.*]], %[[B:.*]]) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT:    call @step_kernel_0(%[[B]], %[[C:.*]]) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT:    cf.br ^bb1
// CHECK:       ^bb1:
// CHECK-NEXT:    call @step_kernel_1(%[[S:.*]], %[[C]]) : (f32, memref<4xf32>) -> ()
// CHECK-NEXT:    call @step_kernel_2
// CHECK-NEXT:    return
// CHECK:       func.func private @step_kernel_0(%{{.*}}: memref<4xf32>, %{{.*}}: memref<4xf32>)
// CHECK-SAME:    attributes {passthrough = ["noinline"]}
// CHECK:         arith.constant 2.000000e+00 : f32
// CHECK:         linalg.generic
// CHECK-NOT:       zero.grad_of
// CHECK:           arith.mulf
// CHECK:         return
// CHECK:       func.func private @step_kernel_1(%[[ARG:.*]]: f32, %{{.*}}: memref<4xf32>)
// CHECK:         linalg.fill ins(%[[ARG]] : f32)
// CHECK:       func.func private @step_kernel_2
// CHECK-NOT:   func.func private @step_kernel_3
#id = affine_map<(d0) -> (d0)>
func.func @step(%a: memref<4xf32>, %b: memref<4xf32>, %c: memref<4xf32>, %s: f32, %d: memref<4x4xf32>) {
  %two = arith.constant 2.0 : f32
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %two : f32
    linalg.yield %m : f32
  }
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%b : memref<4xf32>) outs(%c : memref<4xf32>) attrs = {zero.grad_of = 3 : i64} {
  ^bb0(%x: f32, %y: f32):
    %n = arith.mulf %x, %two : f32
    linalg.yield %n : f32
  }
  linalg.fill ins(%s : f32) outs(%c : memref<4xf32>)
  linalg.transpose ins(%d : memref<4x4xf32>) outs(%d : memref<4x4xf32>) permutation = [1, 0]
  return
}

// -----

// Only ops at the top level of a function move. A function that keeps a
// loop is left optimizable and in one piece; a kernel name the module
// already uses is not reused.
// CHECK:       func.func private @with_loop_kernel_0(memref<4xf32>)
// CHECK-LABEL: func.func @with_loop
// CHECK-NOT:     optnone
// CHECK:         scf.for
// CHECK-NEXT:      linalg.fill
// CHECK-NEXT:    }
// CHECK-NEXT:    call @with_loop_kernel_0_0(
// CHECK-NEXT:    call @with_loop_kernel_0(
// CHECK-NEXT:    return
// CHECK:       func.func private @with_loop_kernel_0_0(
func.func private @with_loop_kernel_0(memref<4xf32>)
func.func @with_loop(%a: memref<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)
  }
  linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)
  call @with_loop_kernel_0(%a) : (memref<4xf32>) -> ()
  return
}

// -----

// A loop over rows that zero-row-kernels marked is one kernel, its body
// and the ops in it included; the marker does not stay in the kernel. The
// step keeps no loop, so it is compiled unoptimized.
// CHECK-LABEL: func.func @row_kernel(
// CHECK-SAME:    passthrough = ["noinline", "optnone"]
// CHECK-NOT:     scf.parallel
// CHECK:         call @row_kernel_kernel_0(%{{.*}}, %{{.*}}) : (memref<8x4xf32>, memref<8xf32>) -> ()
// CHECK-NEXT:    return
// CHECK:       func.func private @row_kernel_kernel_0(
// CHECK:         scf.parallel
// CHECK:           memref.subview
// CHECK:           linalg.fill
// CHECK:           linalg.generic
// CHECK:         }
// CHECK-NOT:     zero.row_kernel
// CHECK:         return
#x = affine_map<(d0) -> (d0)>
#s = affine_map<(d0) -> ()>
func.func @row_kernel(%a: memref<8x4xf32>, %m: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %row = memref.subview %a[%i, 0] [1, 4] [1, 1] : memref<8x4xf32> to memref<4xf32, strided<[1], offset: ?>>
    %acc = memref.subview %m[%i] [1] [1] : memref<8xf32> to memref<f32, strided<[], offset: ?>>
    linalg.fill ins(%zero : f32) outs(%acc : memref<f32, strided<[], offset: ?>>)
    linalg.generic {indexing_maps = [#x, #s], iterator_types = ["reduction"]}
        ins(%row : memref<4xf32, strided<[1], offset: ?>>) outs(%acc : memref<f32, strided<[], offset: ?>>) {
    ^bb0(%in: f32, %out: f32):
      %r = arith.addf %out, %in : f32
      linalg.yield %r : f32
    }
    scf.reduce
  } {zero.row_kernel}
  return
}
