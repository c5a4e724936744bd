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

// Casts between float types get no flags: with `contract` on both, a later
// fold turns extf(truncf(x)) into x, and a loop computing a bf16
// intermediate and reading it back (what fusion makes of two kernels) would
// skip the rounding the program asks for. Both casts, and the arithmetic
// around them, stay as they are; the extension still rounds through bf16
// after canonicalization.
// CHECK-LABEL: func.func @bf16_round_trip
// CHECK: %[[M:.*]] = arith.mulf %{{.*}}, %{{.*}} fastmath<reassoc,contract> : f32
// CHECK-NEXT: %[[T:.*]] = arith.truncf %[[M]] : f32 to bf16
// CHECK-NEXT: %[[E:.*]] = arith.extf %[[T]] : bf16 to f32
// CHECK-NEXT: arith.addf %[[E]], %{{.*}} fastmath<reassoc,contract> : f32
// RUN: zero-opt %s --pass-pipeline='builtin.module(func.func(zero-vectorizable-kernel-math),canonicalize)' | FileCheck %s --check-prefix=FOLD
// FOLD-LABEL: func.func @bf16_round_trip
// FOLD: arith.truncf
// FOLD: arith.extf
func.func @bf16_round_trip(%a: f32, %b: f32) -> f32 {
  %m = arith.mulf %a, %b : f32
  %t = arith.truncf %m : f32 to bf16
  %e = arith.extf %t : bf16 to f32
  %s = arith.addf %e, %a : f32
  return %s : f32
}
