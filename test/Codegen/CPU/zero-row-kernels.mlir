// RUN: zero-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(zero-row-kernels))' | FileCheck %s
// RUN: zero-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(zero-row-kernels{min-bytes=66048}))' | FileCheck %s --check-prefix=AT
// RUN: zero-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(zero-row-kernels{min-bytes=66049}))' | FileCheck %s --check-prefix=ABOVE

// Softmax over the rows of a 64x128 buffer (maximum, sum of exponentials,
// normalization, each with the fill of its accumulator) becomes one
// parallel loop over the 64 rows, marked zero.row_kernel; each op runs on
// a rank-reduced view of row i. The chain's allocations move before the
// loop, its frees after it.
// CHECK-LABEL: func.func @softmax(
// CHECK-SAME:    %[[X:.*]]: memref<64x128xf32>
// CHECK-DAG:     %[[MAX:.*]] = memref.alloc() : memref<64xf32>
// CHECK-DAG:     %[[SUM:.*]] = memref.alloc() : memref<64xf32>
// CHECK-DAG:     %[[OUT:.*]] = memref.alloc() : memref<64x128xf32>
// CHECK-DAG:     %[[C64:.*]] = arith.constant 64 : index
// CHECK:         scf.parallel (%[[I:.*]]) = (%{{.*}}) to (%[[C64]]) step (%{{.*}}) {
// CHECK:           %[[M0:.*]] = memref.subview %[[MAX]][%[[I]]] [1] [1] : memref<64xf32> to memref<f32, strided<[], offset: ?>>
// CHECK:           linalg.fill ins(%{{.*}} : f32) outs(%[[M0]] : memref<f32, strided<[], offset: ?>>)
// CHECK:           %[[X0:.*]] = memref.subview %[[X]][%[[I]], 0] [1, 128] [1, 1] : memref<64x128xf32> to memref<128xf32, strided<[1], offset: ?>>
// CHECK:           linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["reduction"]} ins(%[[X0]] : {{.*}}) outs(%{{.*}} : memref<f32, strided<[], offset: ?>>)
// CHECK:             arith.maximumf
// CHECK:           linalg.fill
// CHECK:           linalg.generic {{.*}} iterator_types = ["reduction"]
// CHECK:             math.exp
// CHECK:             arith.addf
// CHECK:           %[[O0:.*]] = memref.subview %[[OUT]][%[[I]], 0] [1, 128] [1, 1]
// CHECK:           linalg.generic {{.*}} iterator_types = ["parallel"]{{.*}} outs(%[[O0]] :
// CHECK:             arith.divf
// CHECK:           scf.reduce
// CHECK-NEXT:    } {zero.row_kernel}
// CHECK-DAG:     memref.dealloc %[[MAX]]
// CHECK-DAG:     memref.dealloc %[[SUM]]
// CHECK:         return %[[OUT]]
// The chain's buffers: x, out (32768 bytes each), max and sum (256 each),
// 66048 bytes; min-bytes is the least that still fuses it.
// AT-LABEL:    func.func @softmax(
// AT:            scf.parallel
// AT:          } {zero.row_kernel}
// ABOVE-LABEL: func.func @softmax(
// ABOVE-NOT:     scf.parallel
// ABOVE-COUNT-3: linalg.generic {{.*}} iterator_types = ["parallel", {{.*}}]
// ABOVE:         return
#x = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @softmax(%x: memref<64x128xf32>) -> memref<64x128xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %max = memref.alloc() : memref<64xf32>
  linalg.fill ins(%ninf : f32) outs(%max : memref<64xf32>)
  linalg.generic {indexing_maps = [#x, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<64x128xf32>) outs(%max : memref<64xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.maximumf %acc, %in : f32
    linalg.yield %m : f32
  }
  %sum = memref.alloc() : memref<64xf32>
  linalg.fill ins(%zero : f32) outs(%sum : memref<64xf32>)
  linalg.generic {indexing_maps = [#x, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x, %max : memref<64x128xf32>, memref<64xf32>) outs(%sum : memref<64xf32>) {
  ^bb0(%in: f32, %m: f32, %acc: f32):
    %d = arith.subf %in, %m : f32
    %e = math.exp %d : f32
    %s = arith.addf %acc, %e : f32
    linalg.yield %s : f32
  }
  %out = memref.alloc() : memref<64x128xf32>
  linalg.generic {indexing_maps = [#x, #row, #row, #x], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max, %sum : memref<64x128xf32>, memref<64xf32>, memref<64xf32>) outs(%out : memref<64x128xf32>) {
  ^bb0(%in: f32, %m: f32, %s: f32, %o: f32):
    %d = arith.subf %in, %m : f32
    %e = math.exp %d : f32
    %p = arith.divf %e, %s : f32
    linalg.yield %p : f32
  }
  memref.dealloc %max : memref<64xf32>
  memref.dealloc %sum : memref<64xf32>
  return %out : memref<64x128xf32>
}

// -----

// Causal attention's softmax over [batch, head, query, key]: three row
// loops (one scf.parallel of three dimensions). The mask's linalg.index of
// the query (a row loop) becomes the loop's index; that of the key becomes
// dimension 0 of the op on one row.
// CHECK-LABEL: func.func @causal_softmax(
// CHECK:         scf.parallel (%[[B:[^,]*]], %[[H:[^,]*]], %[[Q:[^)]*]]) = ({{.*}}) to ({{.*}}) step
// CHECK:           memref.subview %{{.*}}[%[[B]], %[[H]], %[[Q]], 0] [1, 1, 1, 16] [1, 1, 1, 1] : memref<2x4x16x16xf32> to memref<16xf32, strided<[1], offset: ?>>
// CHECK:           linalg.generic {{.*}} iterator_types = ["reduction"]
// CHECK:             %[[K:.*]] = linalg.index 0 : index
// CHECK:             arith.cmpi ugt, %[[K]], %[[Q]] : index
// CHECK:           linalg.generic {{.*}} iterator_types = ["parallel"]
// CHECK:             %[[K2:.*]] = linalg.index 0 : index
// CHECK:             arith.cmpi ugt, %[[K2]], %[[Q]] : index
// CHECK:         } {zero.row_kernel}
#s4 = affine_map<(b, h, q, k) -> (b, h, q, k)>
#r4 = affine_map<(b, h, q, k) -> (b, h, q)>
func.func @causal_softmax(%x: memref<2x4x16x16xf32>) -> memref<2x4x16x16xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %max = memref.alloc() : memref<2x4x16xf32>
  linalg.fill ins(%ninf : f32) outs(%max : memref<2x4x16xf32>)
  linalg.generic {indexing_maps = [#s4, #r4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x : memref<2x4x16x16xf32>) outs(%max : memref<2x4x16xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.maximumf %acc, %in : f32
    %k = linalg.index 3 : index
    %q = linalg.index 2 : index
    %masked = arith.cmpi ugt, %k, %q : index
    %r = arith.select %masked, %acc, %m : f32
    linalg.yield %r : f32
  }
  %out = memref.alloc() : memref<2x4x16x16xf32>
  linalg.generic {indexing_maps = [#s4, #r4, #s4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %max : memref<2x4x16x16xf32>, memref<2x4x16xf32>) outs(%out : memref<2x4x16x16xf32>) {
  ^bb0(%in: f32, %m: f32, %o: f32):
    %d = arith.subf %in, %m : f32
    %e = math.exp %d : f32
    %k = linalg.index 3 : index
    %q = linalg.index 2 : index
    %masked = arith.cmpi ugt, %k, %q : index
    %r = arith.select %masked, %zero, %e : f32
    linalg.yield %r : f32
  }
  memref.dealloc %max : memref<2x4x16xf32>
  return %out : memref<2x4x16x16xf32>
}

// -----

// LayerNorm: mean, variance, then the scaled row; gain and bias are read
// whole by every row (their maps do not use the row loop).
// CHECK-LABEL: func.func @layernorm(
// CHECK-SAME:    %{{[^:]*}}: memref<32x64xf32>, %[[G:[^:]*]]: memref<64xf32>, %[[BIAS:[^:]*]]: memref<64xf32>
// CHECK:         scf.parallel
// CHECK:           linalg.generic {{.*}} iterator_types = ["reduction"]
// CHECK:           linalg.generic {{.*}} iterator_types = ["reduction"]
// CHECK:           linalg.generic {{.*}} iterator_types = ["parallel"]{{.*}} ins(%{{.*}}, %{{.*}}, %{{.*}}, %[[G]], %[[BIAS]] : memref<64xf32, strided<[1], offset: ?>>, memref<f32, strided<[], offset: ?>>, memref<f32, strided<[], offset: ?>>, memref<64xf32>, memref<64xf32>)
// CHECK:         } {zero.row_kernel}
#x = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @layernorm(%x: memref<32x64xf32>, %g: memref<64xf32>, %b: memref<64xf32>) -> memref<32x64xf32> {
  %zero = arith.constant 0.0 : f32
  %inv = arith.constant 0.015625 : f32
  %eps = arith.constant 1.0e-5 : f32
  %mean = memref.alloc() : memref<32xf32>
  linalg.fill ins(%zero : f32) outs(%mean : memref<32xf32>)
  linalg.generic {indexing_maps = [#x, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<32x64xf32>) outs(%mean : memref<32xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.mulf %in, %inv : f32
    %a = arith.addf %acc, %s : f32
    linalg.yield %a : f32
  }
  %var = memref.alloc() : memref<32xf32>
  linalg.fill ins(%zero : f32) outs(%var : memref<32xf32>)
  linalg.generic {indexing_maps = [#x, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x, %mean : memref<32x64xf32>, memref<32xf32>) outs(%var : memref<32xf32>) {
  ^bb0(%in: f32, %m: f32, %acc: f32):
    %d = arith.subf %in, %m : f32
    %q = arith.mulf %d, %d : f32
    %s = arith.mulf %q, %inv : f32
    %a = arith.addf %acc, %s : f32
    linalg.yield %a : f32
  }
  %out = memref.alloc() : memref<32x64xf32>
  linalg.generic {indexing_maps = [#x, #row, #row, #col, #col, #x], iterator_types = ["parallel", "parallel"]}
      ins(%x, %mean, %var, %g, %b : memref<32x64xf32>, memref<32xf32>, memref<32xf32>, memref<64xf32>, memref<64xf32>) outs(%out : memref<32x64xf32>) {
  ^bb0(%in: f32, %m: f32, %v: f32, %gi: f32, %bi: f32, %o: f32):
    %d = arith.subf %in, %m : f32
    %ve = arith.addf %v, %eps : f32
    %r = math.rsqrt %ve : f32
    %n = arith.mulf %d, %r : f32
    %s = arith.mulf %n, %gi : f32
    %y = arith.addf %s, %bi : f32
    linalg.yield %y : f32
  }
  memref.dealloc %mean : memref<32xf32>
  memref.dealloc %var : memref<32xf32>
  return %out : memref<32x64xf32>
}

// -----

// Cross-entropy's log-softmax over the vocabulary: the row maximum, the
// sum of exponentials and the logit of the target (an i64 per row, picked
// by comparing it with the column index) run as one row loop; the loss, a
// reduction over the rows, is not a row op and stays on its own.
// CHECK-LABEL: func.func @cross_entropy(
// CHECK:         scf.parallel
// CHECK:           arith.maximumf
// CHECK:           math.exp
// CHECK:           memref.subview %{{.*}}[%{{.*}}] [1] [1] : memref<8xi64> to memref<i64, strided<[], offset: ?>>
// CHECK:           linalg.index 0 : index
// CHECK:           arith.cmpi eq
// CHECK:         } {zero.row_kernel}
// CHECK:         linalg.generic {{.*}} iterator_types = ["reduction"]
// CHECK:           math.log
#x = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#r1 = affine_map<(d0) -> (d0)>
#s1 = affine_map<(d0) -> ()>
func.func @cross_entropy(%logits: memref<8x32xf32>, %target: memref<8xi64>) -> memref<f32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %max = memref.alloc() : memref<8xf32>
  linalg.fill ins(%ninf : f32) outs(%max : memref<8xf32>)
  linalg.generic {indexing_maps = [#x, #row], iterator_types = ["parallel", "reduction"]}
      ins(%logits : memref<8x32xf32>) outs(%max : memref<8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.maximumf %acc, %in : f32
    linalg.yield %m : f32
  }
  %sum = memref.alloc() : memref<8xf32>
  linalg.fill ins(%zero : f32) outs(%sum : memref<8xf32>)
  linalg.generic {indexing_maps = [#x, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%logits, %max : memref<8x32xf32>, memref<8xf32>) outs(%sum : memref<8xf32>) {
  ^bb0(%in: f32, %m: f32, %acc: f32):
    %d = arith.subf %in, %m : f32
    %e = math.exp %d : f32
    %s = arith.addf %acc, %e : f32
    linalg.yield %s : f32
  }
  %picked = memref.alloc() : memref<8xf32>
  linalg.fill ins(%zero : f32) outs(%picked : memref<8xf32>)
  linalg.generic {indexing_maps = [#x, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%logits, %target : memref<8x32xf32>, memref<8xi64>) outs(%picked : memref<8xf32>) {
  ^bb0(%in: f32, %t: i64, %acc: f32):
    %a = arith.addf %acc, %in : f32
    %j = linalg.index 1 : index
    %ti = arith.index_cast %t : i64 to index
    %hit = arith.cmpi eq, %ti, %j : index
    %r = arith.select %hit, %a, %acc : f32
    linalg.yield %r : f32
  }
  %loss = memref.alloc() : memref<f32>
  linalg.fill ins(%zero : f32) outs(%loss : memref<f32>)
  linalg.generic {indexing_maps = [#r1, #r1, #r1, #s1], iterator_types = ["reduction"]}
      ins(%max, %sum, %picked : memref<8xf32>, memref<8xf32>, memref<8xf32>) outs(%loss : memref<f32>) {
  ^bb0(%m: f32, %s: f32, %p: f32, %acc: f32):
    %l = math.log %s : f32
    %lse = arith.addf %m, %l : f32
    %nll = arith.subf %lse, %p : f32
    %a = arith.addf %acc, %nll : f32
    linalg.yield %a : f32
  }
  memref.dealloc %max : memref<8xf32>
  memref.dealloc %sum : memref<8xf32>
  memref.dealloc %picked : memref<8xf32>
  return %loss : memref<f32>
}

// -----

// Not a row kernel: elementwise ops alone (no op reduces its rows; LLVM
// vectorizes each over its whole buffer).
// CHECK-LABEL: func.func @elementwise_only(
// CHECK-NOT:     scf.parallel
// CHECK-COUNT-2: linalg.generic
// CHECK:         return
#x = affine_map<(d0, d1) -> (d0, d1)>
func.func @elementwise_only(%x: memref<16x32xf32>, %y: memref<16x32xf32>, %z: memref<16x32xf32>) {
  linalg.generic {indexing_maps = [#x, #x], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<16x32xf32>) outs(%y : memref<16x32xf32>) {
  ^bb0(%in: f32, %o: f32):
    %e = math.exp %in : f32
    linalg.yield %e : f32
  }
  linalg.generic {indexing_maps = [#x, #x], iterator_types = ["parallel", "parallel"]}
      ins(%y : memref<16x32xf32>) outs(%z : memref<16x32xf32>) {
  ^bb0(%in: f32, %o: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  }
  return
}

// -----

// Not a row kernel: one generic (a fill and a reduction share nothing
// worth a loop).
// CHECK-LABEL: func.func @one_generic(
// CHECK-NOT:     scf.parallel
// CHECK:         linalg.fill
// CHECK-NEXT:    linalg.generic
#x = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @one_generic(%x: memref<16x32xf32>, %m: memref<16xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%m : memref<16xf32>)
  linalg.generic {indexing_maps = [#x, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<16x32xf32>) outs(%m : memref<16xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = arith.addf %acc, %in : f32
    linalg.yield %a : f32
  }
  return
}

// -----

// Not a row kernel: the second op reads the row sums the first writes by
// column (row i would read sums of rows not yet computed); it has no row
// loop of its own.
// CHECK-LABEL: func.func @not_row_local(
// CHECK-NOT:     scf.parallel
// CHECK-COUNT-2: linalg.generic
#x = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @not_row_local(%x: memref<16x16xf32>, %s: memref<16xf32>, %y: memref<16x16xf32>) {
  linalg.generic {indexing_maps = [#x, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<16x16xf32>) outs(%s : memref<16xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = arith.addf %acc, %in : f32
    linalg.yield %a : f32
  }
  linalg.generic {indexing_maps = [#x, #col, #x], iterator_types = ["parallel", "parallel"]}
      ins(%x, %s : memref<16x16xf32>, memref<16xf32>) outs(%y : memref<16x16xf32>) {
  ^bb0(%in: f32, %c: f32, %o: f32):
    %d = arith.divf %in, %c : f32
    linalg.yield %d : f32
  }
  return
}

// -----

// Not a row kernel: each op has the same rows, but the last reads what the
// second writes through a transposed view, so its row i is column i of %y,
// written by every row of the loop.
// CHECK-LABEL: func.func @transposed_view(
// CHECK-NOT:     scf.parallel
// CHECK-COUNT-3: linalg.generic
#x = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @transposed_view(%x: memref<16x16xf32>, %s: memref<16xf32>, %y: memref<16x16xf32>, %t: memref<16xf32>) {
  %yt = memref.transpose %y (i, j) -> (j, i) : memref<16x16xf32> to memref<16x16xf32, strided<[1, 16]>>
  linalg.generic {indexing_maps = [#x, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<16x16xf32>) outs(%s : memref<16xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = arith.addf %acc, %in : f32
    linalg.yield %a : f32
  }
  linalg.generic {indexing_maps = [#x, #row, #x], iterator_types = ["parallel", "parallel"]}
      ins(%x, %s : memref<16x16xf32>, memref<16xf32>) outs(%y : memref<16x16xf32>) {
  ^bb0(%in: f32, %c: f32, %o: f32):
    %d = arith.divf %in, %c : f32
    linalg.yield %d : f32
  }
  linalg.generic {indexing_maps = [#x, #row], iterator_types = ["parallel", "reduction"]}
      ins(%yt : memref<16x16xf32, strided<[1, 16]>>) outs(%t : memref<16xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = arith.addf %acc, %in : f32
    linalg.yield %a : f32
  }
  return
}

// -----

// Not a row kernel: run as one loop, the chain would need %a (freed
// between its ops) and %b (allocated after that) at once, above the
// function's peak of one of them; the memory report would no longer hold.
// CHECK-LABEL: func.func @above_peak(
// CHECK-NOT:     scf.parallel
// CHECK:         memref.dealloc %[[A:.*]] : memref<16x32xf32>
// CHECK-NEXT:    memref.alloc() : memref<16x32xf32>
#x = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @above_peak(%x: memref<16x32xf32>, %s: memref<16xf32>) -> memref<16x32xf32> {
  %a = memref.alloc() : memref<16x32xf32>
  linalg.generic {indexing_maps = [#x, #x], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<16x32xf32>) outs(%a : memref<16x32xf32>) {
  ^bb0(%in: f32, %o: f32):
    %e = math.exp %in : f32
    linalg.yield %e : f32
  }
  linalg.generic {indexing_maps = [#x, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : memref<16x32xf32>) outs(%s : memref<16xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.addf %acc, %in : f32
    linalg.yield %r : f32
  }
  memref.dealloc %a : memref<16x32xf32>
  %b = memref.alloc() : memref<16x32xf32>
  linalg.generic {indexing_maps = [#x, #row, #x], iterator_types = ["parallel", "parallel"]}
      ins(%x, %s : memref<16x32xf32>, memref<16xf32>) outs(%b : memref<16x32xf32>) {
  ^bb0(%in: f32, %t: f32, %o: f32):
    %d = arith.divf %in, %t : f32
    linalg.yield %d : f32
  }
  return %b : memref<16x32xf32>
}

// -----

// Not a row kernel: ops over rows of different counts, or with another op
// between them, are separate chains of one generic each.
// CHECK-LABEL: func.func @not_a_chain(
// CHECK-NOT:     scf.parallel
// CHECK-COUNT-2: linalg.generic
// CHECK:         call @use
// CHECK:         linalg.generic
#x = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func private @use(memref<16xf32>)
func.func @not_a_chain(%x: memref<16x32xf32>, %w: memref<8x32xf32>, %s: memref<16xf32>, %t: memref<8xf32>, %y: memref<16x32xf32>) {
  linalg.generic {indexing_maps = [#x, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<16x32xf32>) outs(%s : memref<16xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = arith.addf %acc, %in : f32
    linalg.yield %a : f32
  }
  linalg.generic {indexing_maps = [#x, #row], iterator_types = ["parallel", "reduction"]}
      ins(%w : memref<8x32xf32>) outs(%t : memref<8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = arith.addf %acc, %in : f32
    linalg.yield %a : f32
  }
  call @use(%s) : (memref<16xf32>) -> ()
  linalg.generic {indexing_maps = [#x, #row, #x], iterator_types = ["parallel", "parallel"]}
      ins(%x, %s : memref<16x32xf32>, memref<16xf32>) outs(%y : memref<16x32xf32>) {
  ^bb0(%in: f32, %c: f32, %o: f32):
    %d = arith.divf %in, %c : f32
    linalg.yield %d : f32
  }
  return
}
