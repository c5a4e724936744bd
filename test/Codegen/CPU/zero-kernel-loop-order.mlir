// RUN: zero-opt %s --pass-pipeline='builtin.module(func.func(zero-kernel-loop-order))' | FileCheck %s

// A column sum of a row-major matrix (a bias gradient): the loop over the
// contiguous dimension j goes innermost, the reduction over rows outside.
// CHECK-DAG: #[[IN:.+]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[OUT:.+]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[FIRST:.+]] = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @column_sum
// CHECK: linalg.generic {indexing_maps = [#[[IN]], #[[OUT]]], iterator_types = ["reduction", "parallel"]}
func.func @column_sum(%x: memref<16x8xf32>, %sum: memref<8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(j, i) -> (i, j)>,
                                   affine_map<(j, i) -> (j)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<16x8xf32>) outs(%sum : memref<8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %acc, %in : f32
    linalg.yield %s : f32
  }
  return
}

// Two operands are contiguous along j, one along i: j goes innermost, and
// linalg.index follows its loop.
// CHECK-LABEL: func.func @with_index
// CHECK: iterator_types = ["parallel", "parallel"]
// CHECK: %[[J:.+]] = affine.apply #[[OUT]](
// CHECK: %[[I:.+]] = affine.apply #[[FIRST]](
// CHECK: arith.cmpi ugt, %[[J]], %[[I]] : index
func.func @with_index(%x: memref<4x8xf32>, %z: memref<4x8xf32>, %y: memref<8x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(j, i) -> (i, j)>,
                                   affine_map<(j, i) -> (i, j)>,
                                   affine_map<(j, i) -> (j, i)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x, %z : memref<4x8xf32>, memref<4x8xf32>) outs(%y : memref<8x4xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %j = linalg.index 0 : index
    %i = linalg.index 1 : index
    %c = arith.cmpi ugt, %j, %i : index
    %r = arith.select %c, %in, %in2 : f32
    linalg.yield %r : f32
  }
  return
}

// Already contiguous innermost: unchanged.
// CHECK-LABEL: func.func @row_sum
// CHECK: iterator_types = ["parallel", "reduction"]
func.func @row_sum(%x: memref<16x8xf32>, %sum: memref<16xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>,
                                   affine_map<(i, j) -> (i)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<16x8xf32>) outs(%sum : memref<16xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %acc, %in : f32
    linalg.yield %s : f32
  }
  return
}
