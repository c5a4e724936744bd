// RUN: zero-opt %s -split-input-file --zero-promote-kernel-accumulators | FileCheck %s

// A row maximum: out[i] is loaded once before the j loop, carried, and
// stored once after it.
// CHECK-LABEL: func.func @row_max(
// CHECK-SAME:      %[[IN:.*]]: memref<4x8xf32>, %[[OUT:.*]]: memref<4xf32>)
// CHECK:         scf.for %[[I:.*]] =
// CHECK:           %[[INIT:.*]] = memref.load %[[OUT]][%[[I]]]
// CHECK:           %[[R:.*]] = scf.for %[[J:.*]] = {{.*}} iter_args(%[[ACC:.*]] = %[[INIT]]) -> (f32) {
// CHECK-NEXT:        %[[X:.*]] = memref.load %[[IN]][%[[I]], %[[J]]]
// CHECK-NEXT:        %[[M:.*]] = arith.maximumf %[[ACC]], %[[X]]
// CHECK-NEXT:        scf.yield %[[M]]
// CHECK:           memref.store %[[R]], %[[OUT]][%[[I]]]
func.func @row_max(%in: memref<4x8xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %o = memref.load %out[%i] : memref<4xf32>
      %x = memref.load %in[%i, %j] : memref<4x8xf32>
      %m = arith.maximumf %o, %x : f32
      memref.store %m, %out[%i] : memref<4xf32>
    }
  }
  return
}

// -----

// A causal mask that keeps the accumulator where j > i becomes a masked
// operand of a plain sum: -0.0 leaves every sum as it is.
// CHECK-LABEL: func.func @masked_sum(
// CHECK:         scf.for %[[J:.*]] = {{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (f32) {
// CHECK:           %[[X:.*]] = memref.load
// CHECK:           %[[C:.*]] = arith.cmpi ugt, %[[J]], %{{.*}} : index
// CHECK:           %[[NZ:.*]] = arith.constant -0.000000e+00 : f32
// CHECK:           %[[MX:.*]] = arith.select %[[C]], %[[NZ]], %[[X]] : f32
// CHECK:           %[[S:.*]] = arith.addf %[[ACC]], %[[MX]] fastmath<reassoc> : f32
// CHECK-NEXT:      scf.yield %[[S]] : f32
func.func @masked_sum(%in: memref<4x8xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %o = memref.load %out[%i] : memref<4xf32>
      %x = memref.load %in[%i, %j] : memref<4x8xf32>
      %s = arith.addf %o, %x fastmath<reassoc> : f32
      %c = arith.cmpi ugt, %j, %i : index
      %r = arith.select %c, %o, %s : f32
      memref.store %r, %out[%i] : memref<4xf32>
    }
  }
  return
}

// -----

// The mask the other way round (update where the condition holds), on a
// maximum: the neutral operand is -inf.
// CHECK-LABEL: func.func @masked_max(
// CHECK:           %[[NI:.*]] = arith.constant 0xFF800000 : f32
// CHECK:           %[[MX:.*]] = arith.select %{{.*}}, %{{.*}}, %[[NI]] : f32
// CHECK:           %[[M:.*]] = arith.maximumf %[[MX]], %{{.*}} : f32
// CHECK-NEXT:      scf.yield %[[M]] : f32
func.func @masked_max(%in: memref<8xf32>, %mask: memref<8xi1>, %out: memref<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %j = %c0 to %c8 step %c1 {
    %o = memref.load %out[] : memref<f32>
    %x = memref.load %in[%j] : memref<8xf32>
    %k = memref.load %mask[%j] : memref<8xi1>
    %m = arith.maximumf %x, %o : f32
    %r = arith.select %k, %m, %o : f32
    memref.store %r, %out[] : memref<f32>
  }
  return
}

// -----

// A total: the accumulator leaves both loops.
// CHECK-LABEL: func.func @total(
// CHECK-SAME:      %{{.*}}: memref<4x8xf32>, %[[OUT:.*]]: memref<f32>)
// CHECK:         %[[INIT:.*]] = memref.load %[[OUT]][]
// CHECK:         %[[R:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[INIT]]) -> (f32) {
// CHECK:           scf.for {{.*}} iter_args
// CHECK-NOT:       memref.store
// CHECK:         memref.store %[[R]], %[[OUT]][]
func.func @total(%in: memref<4x8xf32>, %out: memref<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %o = memref.load %out[] : memref<f32>
      %x = memref.load %in[%i, %j] : memref<4x8xf32>
      %s = arith.addf %o, %x : f32
      memref.store %s, %out[] : memref<f32>
    }
  }
  return
}

// -----

// Left alone: an elementwise store (its index changes every step), a buffer
// read at another element in the loop, and a loop with a call in it.
// CHECK-LABEL: func.func @not_accumulators(
// CHECK-NOT:     iter_args
// CHECK:         return
func.func private @opaque(memref<4xf32>)
func.func @not_accumulators(%in: memref<8xf32>, %out: memref<8xf32>, %acc: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  scf.for %j = %c0 to %c8 step %c1 {
    %x = memref.load %in[%j] : memref<8xf32>
    memref.store %x, %out[%j] : memref<8xf32>
  }
  scf.for %j = %c0 to %c8 step %c1 {
    %o = memref.load %acc[%c0] : memref<4xf32>
    %p = memref.load %acc[%c2] : memref<4xf32>
    %s = arith.addf %o, %p : f32
    memref.store %s, %acc[%c0] : memref<4xf32>
  }
  scf.for %j = %c0 to %c8 step %c1 {
    %o = memref.load %acc[%c0] : memref<4xf32>
    %x = memref.load %in[%j] : memref<8xf32>
    %s = arith.addf %o, %x : f32
    memref.store %s, %acc[%c0] : memref<4xf32>
    func.call @opaque(%acc) : (memref<4xf32>) -> ()
  }
  return
}

// -----

// Two accumulators in one loop, the first one masked: both leave the loop,
// each stored once after it.
// CHECK-LABEL: func.func @two_accumulators(
// CHECK-SAME:      %{{.*}}: memref<4x8xf32>, %[[SUM:.*]]: memref<4xf32>, %[[MAX:.*]]: memref<4xf32>)
// CHECK:           %[[R:.*]]:2 = scf.for {{.*}} -> (f32, f32) {
// CHECK-NOT:         memref.store
// CHECK:             scf.yield
// CHECK-NEXT:      }
// CHECK-NEXT:      memref.store %[[R]]#0, %[[SUM]]
// CHECK-NEXT:      memref.store %[[R]]#1, %[[MAX]]
func.func @two_accumulators(%in: memref<4x8xf32>, %sum: memref<4xf32>, %max: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %s = memref.load %sum[%i] : memref<4xf32>
      %m = memref.load %max[%i] : memref<4xf32>
      %x = memref.load %in[%i, %j] : memref<4x8xf32>
      %c = arith.cmpi ugt, %j, %i : index
      %s1 = arith.addf %s, %x : f32
      %s2 = arith.select %c, %s, %s1 : f32
      %m1 = arith.maximumf %m, %x : f32
      memref.store %s2, %sum[%i] : memref<4xf32>
      memref.store %m1, %max[%i] : memref<4xf32>
    }
  }
  return
}

// -----

// Promoted but not unmasked: maxnumf has no neutral value for a NaN
// accumulator (maxnum(NaN, -inf) is -inf), and with `ninf` an infinity is
// poison.
// CHECK-LABEL: func.func @no_neutral(
// CHECK:         scf.for {{.*}} iter_args(%[[A:.*]] = %{{.*}}, %[[B:.*]] = %{{.*}}) -> (f32, f32) {
// CHECK:           arith.select %{{.*}}, %[[A]], %{{.*}} : f32
// CHECK:           arith.select %{{.*}}, %[[B]], %{{.*}} : f32
func.func @no_neutral(%in: memref<8xf32>, %mask: memref<8xi1>, %a: memref<f32>, %b: memref<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %j = %c0 to %c8 step %c1 {
    %x = memref.load %in[%j] : memref<8xf32>
    %k = memref.load %mask[%j] : memref<8xi1>
    %oa = memref.load %a[] : memref<f32>
    %ma = arith.maxnumf %oa, %x : f32
    %ra = arith.select %k, %oa, %ma : f32
    memref.store %ra, %a[] : memref<f32>
    %ob = memref.load %b[] : memref<f32>
    %mb = arith.maximumf %ob, %x fastmath<ninf> : f32
    %rb = arith.select %k, %ob, %mb : f32
    memref.store %rb, %b[] : memref<f32>
  }
  return
}

// -----

// A loop that may run zero times keeps its accumulator in memory: moving
// the load and store out would touch out[%n - 1] that the loop never does.
// CHECK-LABEL: func.func @maybe_empty(
// CHECK-NOT:     iter_args
// CHECK:         return
func.func @maybe_empty(%in: memref<?xf32>, %out: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %last = arith.subi %n, %c1 : index
  scf.for %j = %c0 to %n step %c1 {
    %o = memref.load %out[%last] : memref<?xf32>
    %x = memref.load %in[%j] : memref<?xf32>
    %s = arith.addf %o, %x : f32
    memref.store %s, %out[%last] : memref<?xf32>
  }
  return
}
