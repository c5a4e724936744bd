// RUN: zero-opt %s -split-input-file --zero-split-masked-loops | FileCheck %s
// RUN: zero-opt %s -split-input-file --zero-split-masked-loops="max-tests=1" | FileCheck %s --check-prefix=ONE

// A causal row maximum (scores above the diagonal masked to -inf): below
// the split the update is a plain maximum; above it, maximumf(acc, -inf)
// is acc, so that piece folds away and the loop ends at i + 1.
// CHECK-LABEL: func.func @causal_row_max(
// CHECK-SAME:      %[[S:.*]]: memref<32x32xf32>, %[[OUT:.*]]: memref<32xf32>)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[LAST:.*]] = arith.constant 31 : index
// CHECK-DAG:     %[[BELOW:.*]] = arith.constant -1 : index
// CHECK:         scf.for %[[I:.*]] = %[[C0]]
// CHECK:           %[[INIT:.*]] = memref.load %[[OUT]][%[[I]]]
// CHECK:           %[[T:.*]] = arith.minui %[[I]]
// CHECK:           %[[LO:.*]] = arith.maxsi %[[T]], %[[BELOW]]
// CHECK:           %[[HI:.*]] = arith.minsi %[[LO]], %[[LAST]]
// CHECK:           %[[END:.*]] = arith.addi %[[HI]], %[[C1]]
// CHECK:           %[[R:.*]] = scf.for %[[J:.*]] = %[[C0]] to %[[END]] step %[[C1]] iter_args(%[[ACC:.*]] = %[[INIT]]) -> (f32) {
// CHECK-NEXT:        %[[X:.*]] = memref.load %[[S]][%[[I]], %[[J]]]
// CHECK-NEXT:        %[[M:.*]] = arith.maximumf %[[ACC]], %[[X]] : f32
// CHECK-NEXT:        scf.yield %[[M]]
// CHECK-NEXT:      }
// CHECK-NEXT:      memref.store %[[R]], %[[OUT]][%[[I]]]
// CHECK-NOT:     arith.cmpi
// CHECK-NOT:     arith.select
func.func @causal_row_max(%s: memref<32x32xf32>, %out: memref<32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %ninf = arith.constant 0xFF800000 : f32
  scf.for %i = %c0 to %c32 step %c1 {
    %init = memref.load %out[%i] : memref<32xf32>
    %r = scf.for %j = %c0 to %c32 step %c1 iter_args(%acc = %init) -> (f32) {
      %x = memref.load %s[%i, %j] : memref<32x32xf32>
      %masked = arith.cmpi ugt, %j, %i : index
      %v = arith.select %masked, %ninf, %x : f32
      %m = arith.maximumf %acc, %v : f32
      scf.yield %m : f32
    }
    memref.store %r, %out[%i] : memref<32xf32>
  }
  return
}

// -----

// An elementwise masked store keeps both pieces, each storing what the
// known test selects; the exp of the masked part is no longer computed.
// CHECK-LABEL: func.func @masked_exp(
// CHECK:         %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         %[[SPLIT:.*]] = arith.addi
// CHECK:         scf.for %[[J:.*]] = %{{.*}} to %[[SPLIT]] step
// CHECK-NEXT:      memref.load
// CHECK-NEXT:      math.exp
// CHECK-NEXT:      memref.store
// CHECK-NEXT:    }
// CHECK:         scf.for %[[J2:.*]] = %[[SPLIT]] to
// CHECK-NEXT:      memref.store %[[ZERO]]
// CHECK-NEXT:    }
func.func @masked_exp(%s: memref<32x32xf32>, %o: memref<32x32xf32>, %i: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %zero = arith.constant 0.0 : f32
  scf.for %j = %c0 to %c32 step %c1 {
    %x = memref.load %s[%i, %j] : memref<32x32xf32>
    %e = math.exp %x : f32
    %masked = arith.cmpi sgt, %j, %i : index
    %v = arith.select %masked, %zero, %e : f32
    memref.store %v, %o[%i, %j] : memref<32x32xf32>
  }
  return
}

// -----

// A one-hot pick (j == target, the threshold on the left of the compare)
// is three pieces; in the two outside the target the sum adds -0.0 and
// folds away, leaving a loop over at most one iteration.
// CHECK-LABEL: func.func @one_hot_pick(
// CHECK-SAME:      %[[X:.*]]: memref<256xf32>, %[[T:.*]]: index, %[[INIT:.*]]: f32)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C256:.*]] = arith.constant 256 : index
// CHECK:         %[[AT:.*]] = arith.maxsi %[[T]], %[[C0]]
// CHECK:         %[[FIRST:.*]] = arith.minsi %[[AT]], %[[C256]]
// CHECK:         %[[PAST:.*]] = arith.addi
// CHECK:         %[[R:.*]] = scf.for %[[J:.*]] = %[[FIRST]] to %[[PAST]] step %{{.*}} iter_args(%[[ACC:.*]] = %[[INIT]]) -> (f32) {
// CHECK-NEXT:      %[[V:.*]] = memref.load %[[X]][%[[J]]]
// CHECK-NEXT:      %[[S:.*]] = arith.addf %[[ACC]], %[[V]]
// CHECK-NEXT:      scf.yield %[[S]]
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]]
// ONE-LABEL:   func.func @one_hot_pick(
// ONE-COUNT-1:   scf.for
// ONE-NOT:       scf.for
func.func @one_hot_pick(%x: memref<256xf32>, %t: index, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %nzero = arith.constant -0.0 : f32
  %r = scf.for %j = %c0 to %c256 step %c1 iter_args(%acc = %init) -> (f32) {
    %v = memref.load %x[%j] : memref<256xf32>
    %hit = arith.cmpi eq, %t, %j : index
    %picked = arith.select %hit, %v, %nzero : f32
    %s = arith.addf %acc, %picked : f32
    scf.yield %s : f32
  }
  return %r : f32
}

// -----

// Two tests of the same index: with max-tests=2 (the default) every piece
// is split again and no compare is left; with max-tests=1 the second test
// stays in the piece where the first holds (below %lo the band's `andi`
// folds to false without it).
// CHECK-LABEL: func.func @band(
// CHECK-NOT:     arith.cmpi
// CHECK:         return
// ONE-LABEL:   func.func @band(
// ONE-COUNT-1:   arith.cmpi slt
// ONE-NOT:       arith.cmpi
func.func @band(%o: memref<64xf32>, %lo: index, %hi: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  scf.for %j = %c0 to %c64 step %c1 {
    %above = arith.cmpi sge, %j, %lo : index
    %below = arith.cmpi slt, %j, %hi : index
    %in = arith.andi %above, %below : i1
    %v = arith.select %in, %one, %zero : f32
    memref.store %v, %o[%j] : memref<64xf32>
  }
  return
}

// -----

// Loops the split does not handle stay as they are: a step other than 1,
// a bound not known at compile time, a threshold computed inside the loop
// and a compare of vectors.
// ONE-LABEL:   func.func @not_split(
// CHECK-LABEL: func.func @not_split(
// CHECK-NOT:     arith.maxsi
// CHECK-COUNT-4: arith.cmpi slt
// CHECK-NOT:     arith.maxsi
func.func @not_split(%o: memref<64xf32>, %n: index, %t: index,
                     %idx: memref<64xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c64 = arith.constant 64 : index
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  scf.for %j = %c0 to %c64 step %c2 {
    %c = arith.cmpi slt, %j, %t : index
    %v = arith.select %c, %one, %zero : f32
    memref.store %v, %o[%j] : memref<64xf32>
  }
  scf.for %j = %c0 to %n step %c1 {
    %c = arith.cmpi slt, %j, %t : index
    %v = arith.select %c, %one, %zero : f32
    memref.store %v, %o[%j] : memref<64xf32>
  }
  scf.for %j = %c0 to %c64 step %c1 {
    %k = memref.load %idx[%j] : memref<64xindex>
    %c = arith.cmpi slt, %j, %k : index
    %v = arith.select %c, %one, %zero : f32
    memref.store %v, %o[%j] : memref<64xf32>
  }
  scf.for %j = %c0 to %c64 step %c1 {
    %jv = vector.broadcast %j : index to vector<4xindex>
    %tv = vector.broadcast %t : index to vector<4xindex>
    %c = arith.cmpi slt, %jv, %tv : vector<4xindex>
    %sel = arith.select %c, %jv, %tv : vector<4xi1>, vector<4xindex>
    %e = vector.extract %sel[0] : index from vector<4xindex>
    %v = arith.index_cast %e : index to i32
    %f = arith.sitofp %v : i32 to f32
    memref.store %f, %o[%j] : memref<64xf32>
  }
  return
}
