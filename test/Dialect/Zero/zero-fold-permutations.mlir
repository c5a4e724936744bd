// RUN: zero-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(zero-fold-permutations))' | FileCheck %s

// zero-pipeline folds before the memory report: a hand-written step's
// transposed copy feeding the gradient matmul is not in the partitioned
// program that the report reads and the runtime runs.
// RUN: zero-opt %S/../../Contract/Inputs/linear_adamw_clip_named.mlir --zero-pipeline="stage=0 world-size=1 report=%t.json" | FileCheck %s --check-prefix=PIPE
// PIPE-LABEL: func.func @train_step(
// PIPE-NOT:     linalg.transpose
// PIPE:         linalg.generic {{.*}}zero.grad_of = 0
// PIPE-NOT:     linalg.transpose

// x^T @ dy written with a transpose: the matmul reads x through a permuted
// map, keeps its zero.grad_of, and the transposed copy is gone.
// CHECK-DAG:   #[[KI:.*]] = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-DAG:   #[[KJ:.*]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-DAG:   #[[IJ:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @transpose_into_matmul(
// CHECK-SAME:      %[[X:[^:]*]]: tensor<4x5xf32>, %[[DY:[^:]*]]: tensor<4x3xf32>
// CHECK-NOT:     linalg.transpose
// CHECK:         linalg.generic {indexing_maps = [#[[KI]], #[[KJ]], #[[IJ]]], iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK-SAME:        ins(%[[X]], %[[DY]] : tensor<4x5xf32>, tensor<4x3xf32>)
// CHECK-SAME:        zero.grad_of = 0 : i64
// CHECK:           arith.mulf
// CHECK:           arith.addf
// CHECK-NOT:     linalg.transpose
func.func @transpose_into_matmul(%x: tensor<4x5xf32>, %dy: tensor<4x3xf32>) -> tensor<5x3xf32> {
  %zero = arith.constant 0.0 : f32
  %e54 = tensor.empty() : tensor<5x4xf32>
  %xt = linalg.transpose ins(%x : tensor<4x5xf32>) outs(%e54 : tensor<5x4xf32>) permutation = [1, 0]
  %e53 = tensor.empty() : tensor<5x3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e53 : tensor<5x3xf32>) -> tensor<5x3xf32>
  %g = linalg.matmul {zero.grad_of = 0 : i64} ins(%xt, %dy : tensor<5x4xf32>, tensor<4x3xf32>) outs(%z : tensor<5x3xf32>) -> tensor<5x3xf32>
  return %g : tensor<5x3xf32>
}

// -----

// Permuting copies written as generics (q, k: [b, i, h, d] -> [b, h, i, d],
// the loop order of each copy its own) into an attention-score contraction:
// the composed maps read q and k in their stored order.
// CHECK-DAG:   #[[QMAP:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>
// CHECK-DAG:   #[[KMAP:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d4)>
// CHECK-LABEL: func.func @generic_copies_into_scores(
// CHECK-SAME:      %[[Q:[^:]*]]: tensor<2x3x4x8xf32>, %[[K:[^:]*]]: tensor<2x3x4x8xf32>
// CHECK-NOT:     linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
// CHECK:         linalg.generic {indexing_maps = [#[[QMAP]], #[[KMAP]], #{{.*}}]
// CHECK-SAME:        ins(%[[Q]], %[[K]] : tensor<2x3x4x8xf32>, tensor<2x3x4x8xf32>)
#id4 = affine_map<(b, i, h, d) -> (b, i, h, d)>
#bhid = affine_map<(b, i, h, d) -> (b, h, i, d)>
#kin = affine_map<(b, h, j, d) -> (b, j, h, d)>
#kout = affine_map<(b, h, j, d) -> (b, h, j, d)>
func.func @generic_copies_into_scores(%q: tensor<2x3x4x8xf32>, %k: tensor<2x3x4x8xf32>) -> tensor<2x4x3x3xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x3x8xf32>
  %qp = linalg.generic {indexing_maps = [#id4, #bhid], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%q : tensor<2x3x4x8xf32>) outs(%e : tensor<2x4x3x8xf32>) {
    ^bb0(%v: f32, %o: f32):
      linalg.yield %v : f32
  } -> tensor<2x4x3x8xf32>
  %kp = linalg.generic {indexing_maps = [#kin, #kout], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%k : tensor<2x3x4x8xf32>) outs(%e : tensor<2x4x3x8xf32>) {
    ^bb0(%v: f32, %o: f32):
      linalg.yield %v : f32
  } -> tensor<2x4x3x8xf32>
  %es = tensor.empty() : tensor<2x4x3x3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%es : tensor<2x4x3x3xf32>) -> tensor<2x4x3x3xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, h, i, d)>,
                                        affine_map<(b, h, i, j, d) -> (b, h, j, d)>,
                                        affine_map<(b, h, i, j, d) -> (b, h, i, j)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%qp, %kp : tensor<2x4x3x8xf32>, tensor<2x4x3x8xf32>) outs(%z : tensor<2x4x3x3xf32>) {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %m = arith.mulf %x, %y : f32
      %a = arith.addf %acc, %m : f32
      linalg.yield %a : f32
  } -> tensor<2x4x3x3xf32>
  return %s : tensor<2x4x3x3xf32>
}

// -----

// Must not fold: a transpose feeding an elementwise op (not a contraction),
// a copy that computes (negates) what it moves, and a transpose that is also
// returned (it stays; the contraction still reads the source).
// CHECK-LABEL: func.func @not_a_contraction(
// CHECK:         linalg.transpose
func.func @not_a_contraction(%x: tensor<4x5xf32>, %y: tensor<5x4xf32>) -> tensor<5x4xf32> {
  %e = tensor.empty() : tensor<5x4xf32>
  %xt = linalg.transpose ins(%x : tensor<4x5xf32>) outs(%e : tensor<5x4xf32>) permutation = [1, 0]
  %s = linalg.add ins(%xt, %y : tensor<5x4xf32>, tensor<5x4xf32>) outs(%e : tensor<5x4xf32>) -> tensor<5x4xf32>
  return %s : tensor<5x4xf32>
}

// CHECK-LABEL: func.func @computing_copy(
// CHECK:         arith.negf
// CHECK:         linalg.matmul
func.func @computing_copy(%x: tensor<4x5xf32>, %dy: tensor<4x3xf32>) -> tensor<5x3xf32> {
  %zero = arith.constant 0.0 : f32
  %e54 = tensor.empty() : tensor<5x4xf32>
  %xt = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x5xf32>) outs(%e54 : tensor<5x4xf32>) {
    ^bb0(%v: f32, %o: f32):
      %n = arith.negf %v : f32
      linalg.yield %n : f32
  } -> tensor<5x4xf32>
  %e53 = tensor.empty() : tensor<5x3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e53 : tensor<5x3xf32>) -> tensor<5x3xf32>
  %g = linalg.matmul ins(%xt, %dy : tensor<5x4xf32>, tensor<4x3xf32>) outs(%z : tensor<5x3xf32>) -> tensor<5x3xf32>
  return %g : tensor<5x3xf32>
}

// CHECK-LABEL: func.func @transpose_also_returned(
// CHECK-SAME:      %[[X:[^:]*]]: tensor<4x5xf32>
// CHECK:         %[[XT:.*]] = linalg.transpose
// CHECK:         %[[G:.*]] = linalg.generic {{.*}} ins(%[[X]], %{{.*}} : tensor<4x5xf32>, tensor<4x3xf32>)
// CHECK:         return %[[G]], %[[XT]]
func.func @transpose_also_returned(%x: tensor<4x5xf32>, %dy: tensor<4x3xf32>) -> (tensor<5x3xf32>, tensor<5x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e54 = tensor.empty() : tensor<5x4xf32>
  %xt = linalg.transpose ins(%x : tensor<4x5xf32>) outs(%e54 : tensor<5x4xf32>) permutation = [1, 0]
  %e53 = tensor.empty() : tensor<5x3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e53 : tensor<5x3xf32>) -> tensor<5x3xf32>
  %g = linalg.matmul ins(%xt, %dy : tensor<5x4xf32>, tensor<4x3xf32>) outs(%z : tensor<5x3xf32>) -> tensor<5x3xf32>
  return %g, %xt : tensor<5x3xf32>, tensor<5x4xf32>
}
