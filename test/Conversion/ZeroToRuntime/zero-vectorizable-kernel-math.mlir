// RUN: zero-opt %s --pass-pipeline='builtin.module(func.func(zero-vectorizable-kernel-math))' | FileCheck %s

// GELU's tanh and softmax's exp become arithmetic (no libm call left for
// the loop vectorizer to stop at); every float arith op may reassociate and
// contract, so the row sum can be split across vector lanes.

// CHECK-LABEL: func.func private @kernel
// CHECK-NOT: math.tanh
// CHECK-NOT: math.exp
// CHECK: linalg.generic
// CHECK: arith.addf {{.*}} fastmath<reassoc,contract>
// CHECK-NOT: math.tanh
// CHECK-NOT: math.exp
// CHECK: linalg.yield
func.func private @kernel(%x: memref<4x8xf32>, %sum: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>,
                                   affine_map<(i, j) -> (i)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<4x8xf32>) outs(%sum : memref<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %t = math.tanh %in : f32
    %e = math.exp %t : f32
    %s = arith.addf %acc, %e : f32
    linalg.yield %s : f32
  }
  return
}

// Flags already there are kept.
// CHECK-LABEL: func.func @keeps_flags
// CHECK: arith.mulf %{{.*}}, %{{.*}} fastmath<reassoc,nnan,contract> : f32
func.func @keeps_flags(%a: f32, %b: f32) -> f32 {
  %m = arith.mulf %a, %b fastmath<nnan> : f32
  return %m : f32
}
