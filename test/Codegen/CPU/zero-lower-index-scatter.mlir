// RUN: zero-opt %s -split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map buffer-alignment=0" --zero-lower-index-scatter --canonicalize | FileCheck %s
// RUN: zero-opt %s -split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map buffer-alignment=0" --zero-lower-index-scatter=parallel-outer --canonicalize | FileCheck %s --check-prefix=PAR

// The embedding gradient as zero-trace writes it: dwte[v, c] += dx[b, t, c]
// where tok[b, t] == v. Loops over b, t (the token read once per token,
// range-checked), then the row c; no loop over v (10), no select.
// CHECK-LABEL: func.func @embedding_grad(
// CHECK-SAME:      %[[DX:[^:]*]]: memref<2x3x4xf32>, %[[TOK:[^:]*]]: memref<2x3xi64>, %[[OUT:[^:]*]]: memref<10x4xf32>)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG:     %[[C10:.*]] = arith.constant 10 : index
// CHECK:         scf.for %[[B:.*]] = %[[C0]] to %[[C2]]
// CHECK-NEXT:      scf.for %[[T:.*]] = %[[C0]] to %[[C3]]
// CHECK-NEXT:        %[[RAW:.*]] = memref.load %[[TOK]][%[[B]], %[[T]]]
// CHECK-NEXT:        %[[V:.*]] = arith.index_cast %[[RAW]] : i64 to index
// CHECK-DAG:         %[[GE:.*]] = arith.cmpi sge, %[[V]], %[[C0]]
// CHECK-DAG:         %[[LT:.*]] = arith.cmpi slt, %[[V]], %[[C10]]
// CHECK:             %[[IN:.*]] = arith.andi %[[GE]], %[[LT]]
// CHECK-NEXT:        scf.if %[[IN]] {
// CHECK-NEXT:          scf.for %[[C:.*]] = %[[C0]] to %[[C4]]
// CHECK-DAG:             %[[X:.*]] = memref.load %[[DX]][%[[B]], %[[T]], %[[C]]]
// CHECK-DAG:             %[[ACC:.*]] = memref.load %[[OUT]][%[[V]], %[[C]]]
// CHECK:                 %[[SUM:.*]] = arith.addf %[[ACC]], %[[X]]
// CHECK-NEXT:            memref.store %[[SUM]], %[[OUT]][%[[V]], %[[C]]]
// CHECK-NOT:     linalg.generic
// CHECK-NOT:     arith.select
// For the GPU mapping the row is one scf.parallel outside the token loops.
// PAR-LABEL: func.func @embedding_grad(
// PAR:         scf.parallel (%[[C:.*]]) = (%c0) to (%c4) step (%c1) {
// PAR-NEXT:      scf.for %[[B:.*]] = %c0 to %c2
// PAR-NEXT:        scf.for %[[T:.*]] = %c0 to %c3
// PAR-NEXT:          memref.load %{{.*}}[%[[B]], %[[T]]]
// PAR:               scf.if
// PAR-NOT:     linalg.generic
func.func @embedding_grad(%dx: tensor<2x3x4xf32>, %tok: tensor<2x3xi64>, %init: tensor<10x4xf32>) -> tensor<10x4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(v, c, b, t) -> (b, t, c)>,
                                        affine_map<(v, c, b, t) -> (b, t)>,
                                        affine_map<(v, c, b, t) -> (v, c)>],
                       iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%dx, %tok : tensor<2x3x4xf32>, tensor<2x3xi64>) outs(%init : tensor<10x4xf32>) {
  ^bb0(%x: f32, %t: i64, %acc: f32):
    %ti = arith.index_cast %t : i64 to index
    %v = linalg.index 0 : index
    %hit = arith.cmpi eq, %ti, %v : index
    %sum = arith.addf %acc, %x : f32
    %new = arith.select %hit, %sum, %acc : f32
    linalg.yield %new : f32
  } -> tensor<10x4xf32>
  return %r : tensor<10x4xf32>
}

// -----

// bf16 storage, f32 accumulation, i32 tokens, the comparison written the
// other way round: the update (extf then addf) is kept as the payload.
// CHECK-LABEL: func.func @embedding_grad_bf16(
// PAR-LABEL: func.func @embedding_grad_bf16(
// CHECK:         scf.for
// CHECK:           memref.load %{{.*}} : memref<6xi32>
// CHECK:           arith.index_cast %{{.*}} : i32 to index
// CHECK:           scf.if
// CHECK:             scf.for
// CHECK:               %[[X:.*]] = memref.load %{{.*}} : memref<6x4xbf16>
// CHECK:               %[[E:.*]] = arith.extf %[[X]] : bf16 to f32
// CHECK:               arith.addf %{{.*}}, %[[E]] : f32
// CHECK-NOT:     linalg.generic
func.func @embedding_grad_bf16(%dx: tensor<6x4xbf16>, %tok: tensor<6xi32>, %init: tensor<10x4xf32>) -> tensor<10x4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(v, c, n) -> (n, c)>,
                                        affine_map<(v, c, n) -> (n)>,
                                        affine_map<(v, c, n) -> (v, c)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dx, %tok : tensor<6x4xbf16>, tensor<6xi32>) outs(%init : tensor<10x4xf32>) {
  ^bb0(%x: bf16, %t: i32, %acc: f32):
    %ti = arith.index_cast %t : i32 to index
    %v = linalg.index 0 : index
    %hit = arith.cmpi eq, %v, %ti : index
    %xe = arith.extf %x : bf16 to f32
    %sum = arith.addf %acc, %xe : f32
    %new = arith.select %hit, %sum, %acc : f32
    linalg.yield %new : f32
  } -> tensor<10x4xf32>
  return %r : tensor<10x4xf32>
}

// -----

// Must not fire: the update where the index differs from v (every v but
// one does work), the select keeping something other than the accumulator,
// an index read that depends on v itself, and a one-hot on a reduction
// dimension (v must be an output dimension).
// CHECK-LABEL: func.func @not_equal(
// CHECK-NOT:     scf.for
// CHECK:         linalg.generic
func.func @not_equal(%dx: tensor<6x4xf32>, %tok: tensor<6xi64>, %init: tensor<10x4xf32>) -> tensor<10x4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(v, c, n) -> (n, c)>,
                                        affine_map<(v, c, n) -> (n)>,
                                        affine_map<(v, c, n) -> (v, c)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dx, %tok : tensor<6x4xf32>, tensor<6xi64>) outs(%init : tensor<10x4xf32>) {
  ^bb0(%x: f32, %t: i64, %acc: f32):
    %ti = arith.index_cast %t : i64 to index
    %v = linalg.index 0 : index
    %hit = arith.cmpi ne, %ti, %v : index
    %sum = arith.addf %acc, %x : f32
    %new = arith.select %hit, %sum, %acc : f32
    linalg.yield %new : f32
  } -> tensor<10x4xf32>
  return %r : tensor<10x4xf32>
}

// CHECK-LABEL: func.func @keeps_other(
// CHECK-NOT:     scf.for
// CHECK:         linalg.generic
func.func @keeps_other(%dx: tensor<6x4xf32>, %tok: tensor<6xi64>, %init: tensor<10x4xf32>) -> tensor<10x4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(v, c, n) -> (n, c)>,
                                        affine_map<(v, c, n) -> (n)>,
                                        affine_map<(v, c, n) -> (v, c)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dx, %tok : tensor<6x4xf32>, tensor<6xi64>) outs(%init : tensor<10x4xf32>) {
  ^bb0(%x: f32, %t: i64, %acc: f32):
    %ti = arith.index_cast %t : i64 to index
    %v = linalg.index 0 : index
    %hit = arith.cmpi eq, %ti, %v : index
    %sum = arith.addf %acc, %x : f32
    %new = arith.select %hit, %sum, %x : f32
    linalg.yield %new : f32
  } -> tensor<10x4xf32>
  return %r : tensor<10x4xf32>
}

// CHECK-LABEL: func.func @index_depends_on_v(
// CHECK-NOT:     scf.for
// CHECK:         linalg.generic
func.func @index_depends_on_v(%dx: tensor<6x4xf32>, %tok: tensor<10x6xi64>, %init: tensor<10x4xf32>) -> tensor<10x4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(v, c, n) -> (n, c)>,
                                        affine_map<(v, c, n) -> (v, n)>,
                                        affine_map<(v, c, n) -> (v, c)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dx, %tok : tensor<6x4xf32>, tensor<10x6xi64>) outs(%init : tensor<10x4xf32>) {
  ^bb0(%x: f32, %t: i64, %acc: f32):
    %ti = arith.index_cast %t : i64 to index
    %v = linalg.index 0 : index
    %hit = arith.cmpi eq, %ti, %v : index
    %sum = arith.addf %acc, %x : f32
    %new = arith.select %hit, %sum, %acc : f32
    linalg.yield %new : f32
  } -> tensor<10x4xf32>
  return %r : tensor<10x4xf32>
}

// CHECK-LABEL: func.func @reduction_index(
// CHECK-NOT:     scf.for
// CHECK:         linalg.generic
func.func @reduction_index(%dx: tensor<6x4xf32>, %tok: tensor<6xi64>, %init: tensor<6xf32>) -> tensor<6xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(n, c) -> (n, c)>,
                                        affine_map<(n, c) -> (n)>,
                                        affine_map<(n, c) -> (n)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%dx, %tok : tensor<6x4xf32>, tensor<6xi64>) outs(%init : tensor<6xf32>) {
  ^bb0(%x: f32, %t: i64, %acc: f32):
    %ti = arith.index_cast %t : i64 to index
    %c = linalg.index 1 : index
    %hit = arith.cmpi eq, %ti, %c : index
    %sum = arith.addf %acc, %x : f32
    %new = arith.select %hit, %sum, %acc : f32
    linalg.yield %new : f32
  } -> tensor<6xf32>
  return %r : tensor<6xf32>
}
