// RUN: zero-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(func.func(convert-linalg-to-parallel-loops),zero-parallelize-kernel-loops{min-iterations=4096})' | FileCheck %s

// A big elementwise kernel: the rows are shared out among the threads, the
// contiguous columns stay one serial loop for the vectorizer.
// CHECK-LABEL: func.func @elementwise
// CHECK:      omp.parallel {
// CHECK-NEXT:   omp.wsloop {
// CHECK-NEXT:     omp.loop_nest (%[[I:.+]]) : index = (%c0) to (%c64) step (%c1) {
// CHECK-NEXT:       scf.for %[[J:.+]] = %c0 to %c256 step %c1 {
// CHECK:              memref.load %{{.+}}[%[[I]], %[[J]]]
// CHECK:            omp.yield
// CHECK-NOT: alloca_scope
// CHECK:      return
func.func @elementwise(%a: memref<64x256xf32>, %b: memref<64x256xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<64x256xf32>) outs(%b : memref<64x256xf32>) {
  ^bb0(%x: f32, %y: f32):
    %z = arith.addf %x, %x : f32
    linalg.yield %z : f32
  }
  return
}

// -----

// Three loops: the two outer ones are shared out together (collapsed), the
// innermost stays serial.
// CHECK-LABEL: func.func @batched
// CHECK:      omp.wsloop {
// CHECK-NEXT:   omp.loop_nest (%{{.+}}, %{{.+}}) : index = (%c0, %c0) to (%c8, %c16) step (%c1, %c1) collapse(2) {
// CHECK-NEXT:     scf.for %{{.+}} = %c0 to %c64 step %c1 {
func.func @batched(%a: memref<8x16x64xf32>, %b: memref<8x16x64xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, j, k)>],
                  iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%a : memref<8x16x64xf32>) outs(%b : memref<8x16x64xf32>) {
  ^bb0(%x: f32, %y: f32):
    %z = arith.mulf %x, %x : f32
    linalg.yield %z : f32
  }
  return
}

// -----

// A row sum: the rows are shared out, the reduced dimension is never split
// (each sum is one thread's, in serial order).
// CHECK-LABEL: func.func @row_sum
// CHECK:      omp.loop_nest (%[[I:.+]]) : index = (%c0) to (%c64) step (%c1) {
// CHECK-NEXT:   scf.for %[[J:.+]] = %c0 to %c256 step %c1 {
// CHECK:          memref.store %{{.+}}, %{{.+}}[%[[I]]]
func.func @row_sum(%a: memref<64x256xf32>, %s: memref<64xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%a : memref<64x256xf32>) outs(%s : memref<64xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %z = arith.addf %acc, %x : f32
    linalg.yield %z : f32
  }
  return
}

// -----

// A column sum (a bias gradient, after zero-kernel-loop-order): the parallel
// dimension is the contiguous one inside the reduction; nothing is forked.
// CHECK-LABEL: func.func @column_sum
// CHECK-NOT:  omp.
// CHECK:      scf.for %{{.+}} = %c0 to %c64 step %c1 {
// CHECK-NEXT:   scf.for %{{.+}} = %c0 to %c256 step %c1 {
// CHECK-NOT:  omp.
// CHECK:      return
func.func @column_sum(%a: memref<64x256xf32>, %s: memref<256xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>],
                  iterator_types = ["reduction", "parallel"]}
      ins(%a : memref<64x256xf32>) outs(%s : memref<256xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %z = arith.addf %acc, %x : f32
    linalg.yield %z : f32
  }
  return
}

// -----

// Below min-iterations (4 x 8 = 32): forking would cost more than the loop.
// CHECK-LABEL: func.func @tiny
// CHECK-NOT:  omp.
// CHECK:      scf.for %{{.+}} = %c0 to %c4 step %c1 {
// CHECK-NEXT:   scf.for %{{.+}} = %c0 to %c8 step %c1 {
// CHECK-NOT:  omp.
// CHECK:      return
func.func @tiny(%a: memref<4x8xf32>, %b: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    %z = arith.addf %x, %x : f32
    linalg.yield %z : f32
  }
  return
}

// -----

// One loop over contiguous memory is the nest's innermost loop: it stays
// serial for the vectorizer, however long.
// CHECK-LABEL: func.func @vector
// CHECK-NOT:  omp.
// CHECK:      scf.for %{{.+}} = %c0 to %c65536 step %c1 {
func.func @vector(%a: memref<65536xf32>, %b: memref<65536xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                  iterator_types = ["parallel"]}
      ins(%a : memref<65536xf32>) outs(%b : memref<65536xf32>) {
  ^bb0(%x: f32, %y: f32):
    %z = arith.addf %x, %x : f32
    linalg.yield %z : f32
  }
  return
}

// -----

// A size unknown until run time: its work cannot be weighed, it stays serial.
// CHECK-LABEL: func.func @dynamic
// CHECK-NOT:  omp.
// CHECK:      return
func.func @dynamic(%a: memref<?x256xf32>, %b: memref<?x256xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<?x256xf32>) outs(%b : memref<?x256xf32>) {
  ^bb0(%x: f32, %y: f32):
    %z = arith.addf %x, %x : f32
    linalg.yield %z : f32
  }
  return
}

// -----

// A reduction carried by scf.parallel would be split across threads.
func.func @carried(%a: memref<64xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0.0 : f32
  // expected-error @+1 {{zero-parallelize-kernel-loops expects scf.parallel loops without results (reductions), got one with 1}}
  %sum = scf.parallel (%i) = (%c0) to (%c64) step (%c1) init (%zero) -> f32 {
    %x = memref.load %a[%i] : memref<64xf32>
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  return %sum : f32
}
