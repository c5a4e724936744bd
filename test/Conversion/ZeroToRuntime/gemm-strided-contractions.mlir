// RUN: zero-opt %s -split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-unknown-ops buffer-alignment=0" --convert-zero-to-runtime --canonicalize | FileCheck %s

// Contractions whose operands are permuted views become runtime GEMM calls on
// the operands as stored: no copy into a transposed layout, no allocation.

// Attention scores, "bihd,bjhd->bhij" (q, k: [b=2, i=3, h=4, d=8]): batch
// dimensions b and h, rows i, columns j, reduction d. The last batch
// dimension (h) is the call's batch, b a loop around it that offsets each
// address by b times the operand's b stride (q, k: 96 floats = 384 bytes,
// s: 36 floats = 144 bytes); the loop makes no view, only integer
// arithmetic and the call. Arguments: batch 4, no transpose flags, m 3, n 3,
// k 8; then per operand its address and the strides of (h, row, column) as
// stored: q (8, i: 32, d: 1), k (8, d: 1, j: 32), s [2,4,3,3] (9, i: 3,
// j: 1).
// CHECK-LABEL: func.func @scores(
// CHECK-SAME:      %[[Q:[^:]*]]: memref<2x3x4x8xf32>, %[[K:[^:]*]]: memref<2x3x4x8xf32>, %[[S:[^:]*]]: memref<2x4x3x3xf32>)
// CHECK-DAG:     %[[I0:.*]] = arith.constant 0 : i64
// CHECK-DAG:     %[[I1:.*]] = arith.constant 1 : i64
// CHECK-DAG:     %[[I3:.*]] = arith.constant 3 : i64
// CHECK-DAG:     %[[I4:.*]] = arith.constant 4 : i64
// CHECK-DAG:     %[[I8:.*]] = arith.constant 8 : i64
// CHECK-DAG:     %[[I9:.*]] = arith.constant 9 : i64
// CHECK-DAG:     %[[I32:.*]] = arith.constant 32 : i64
// CHECK-DAG:     %[[I144:.*]] = arith.constant 144 : i64
// CHECK-DAG:     %[[I384:.*]] = arith.constant 384 : i64
// CHECK-NOT:     memref.alloc
// CHECK-NOT:     memref.copy
// CHECK:         %[[QP:.*]] = memref.extract_aligned_pointer_as_index %[[Q]]
// CHECK:         %[[QA:.*]] = arith.index_cast %[[QP]] : index to i64
// CHECK:         %[[KP:.*]] = memref.extract_aligned_pointer_as_index %[[K]]
// CHECK:         %[[KA:.*]] = arith.index_cast %[[KP]] : index to i64
// CHECK:         %[[SP:.*]] = memref.extract_aligned_pointer_as_index %[[S]]
// CHECK:         %[[SA:.*]] = arith.index_cast %[[SP]] : index to i64
// CHECK:         scf.for %[[B:.*]] = %c0 to %c2 step %c1 {
// CHECK-NOT:       memref.
// CHECK:           %[[QO:.*]] = arith.muli %{{.*}}, %[[I384]] : i64
// CHECK-NEXT:      %[[QB:.*]] = arith.addi %[[QA]], %[[QO]] : i64
// CHECK:           %[[KO:.*]] = arith.muli %{{.*}}, %[[I384]] : i64
// CHECK-NEXT:      %[[KB:.*]] = arith.addi %[[KA]], %[[KO]] : i64
// CHECK:           %[[SO:.*]] = arith.muli %{{.*}}, %[[I144]] : i64
// CHECK-NEXT:      %[[SB:.*]] = arith.addi %[[SA]], %[[SO]] : i64
// CHECK-NEXT:      func.call @zero_rt_step_gemm_f32(%[[I4]], %[[I0]], %[[I0]], %[[I3]], %[[I3]], %[[I8]], %[[QB]], %[[I8]], %[[I32]], %[[I1]], %[[KB]], %[[I8]], %[[I1]], %[[I32]], %[[SB]], %[[I9]], %[[I3]], %[[I1]])
// CHECK-NEXT:    }
// CHECK-NOT:     linalg.generic
func.func @scores(%q: tensor<2x3x4x8xf32>, %k: tensor<2x3x4x8xf32>, %s: tensor<2x4x3x3xf32>) -> tensor<2x4x3x3xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>,
                                        affine_map<(b, h, i, j, d) -> (b, j, h, d)>,
                                        affine_map<(b, h, i, j, d) -> (b, h, i, j)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<2x3x4x8xf32>, tensor<2x3x4x8xf32>) outs(%s : tensor<2x4x3x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %a = arith.addf %acc, %p : f32
    linalg.yield %a : f32
  } -> tensor<2x4x3x3xf32>
  return %r : tensor<2x4x3x3xf32>
}

// -----

// Probabilities times values, "bhij,bjhd->bihd", with the output permuted
// too: loops (b, i, h, d, j), batch b and h, rows i, columns d, reduction j.
// p [2,4,3,3]: (h: 9, i: 3, j: 1); v [2,3,4,8]: (h: 8, j: 32, d: 1);
// y [2,3,4,8]: (h: 8, i: 32, d: 1).
// CHECK-LABEL: func.func @weighted_values(
// CHECK-DAG:     %[[I0:.*]] = arith.constant 0 : i64
// CHECK-DAG:     %[[I1:.*]] = arith.constant 1 : i64
// CHECK-DAG:     %[[I3:.*]] = arith.constant 3 : i64
// CHECK-DAG:     %[[I4:.*]] = arith.constant 4 : i64
// CHECK-DAG:     %[[I8:.*]] = arith.constant 8 : i64
// CHECK-DAG:     %[[I9:.*]] = arith.constant 9 : i64
// CHECK-DAG:     %[[I32:.*]] = arith.constant 32 : i64
// CHECK-NOT:     memref.alloc
// CHECK:         scf.for
// CHECK:           func.call @zero_rt_step_gemm_f32(%[[I4]], %[[I0]], %[[I0]], %[[I3]], %[[I8]], %[[I3]], %{{.*}}, %[[I9]], %[[I3]], %[[I1]], %{{.*}}, %[[I8]], %[[I32]], %[[I1]], %{{.*}}, %[[I8]], %[[I32]], %[[I1]])
// CHECK-NOT:     linalg.generic
func.func @weighted_values(%p: tensor<2x4x3x3xf32>, %v: tensor<2x3x4x8xf32>, %y: tensor<2x3x4x8xf32>) -> tensor<2x3x4x8xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(b, i, h, d, j) -> (b, h, i, j)>,
                                        affine_map<(b, i, h, d, j) -> (b, j, h, d)>,
                                        affine_map<(b, i, h, d, j) -> (b, i, h, d)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%p, %v : tensor<2x4x3x3xf32>, tensor<2x3x4x8xf32>) outs(%y : tensor<2x3x4x8xf32>) {
  ^bb0(%x: f32, %w: f32, %acc: f32):
    %m = arith.mulf %x, %w : f32
    %a = arith.addf %acc, %m : f32
    linalg.yield %a : f32
  } -> tensor<2x3x4x8xf32>
  return %r : tensor<2x3x4x8xf32>
}

// -----

// One batch dimension: no loop, the call's own batch. A plain 2-D
// contraction written as a generic with the output transposed
// (C^T = A B, "ik,kj->ji"): C's row (i) stride is 1, its column (j) stride 4.
// CHECK-LABEL: func.func @transposed_output(
// CHECK-NOT:     scf.for
// CHECK-DAG:     %[[I0:.*]] = arith.constant 0 : i64
// CHECK-DAG:     %[[I1:.*]] = arith.constant 1 : i64
// CHECK-DAG:     %[[I3:.*]] = arith.constant 3 : i64
// CHECK-DAG:     %[[I4:.*]] = arith.constant 4 : i64
// CHECK-DAG:     %[[I6:.*]] = arith.constant 6 : i64
// CHECK:         call @zero_rt_step_gemm_f32(%[[I1]], %[[I0]], %[[I0]], %[[I4]], %[[I3]], %[[I6]], %{{.*}}, %[[I0]], %[[I6]], %[[I1]], %{{.*}}, %[[I0]], %[[I3]], %[[I1]], %{{.*}}, %[[I0]], %[[I1]], %[[I4]])
// CHECK-NOT:     linalg.generic
func.func @transposed_output(%a: tensor<4x6xf32>, %b: tensor<6x3xf32>, %c: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>,
                                        affine_map<(i, j, k) -> (k, j)>,
                                        affine_map<(i, j, k) -> (j, i)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<4x6xf32>, tensor<6x3xf32>) outs(%c : tensor<3x4xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// -----

// linalg.contract with its batch dimension inside B ("bki,jbk->bij"): one
// call of batch 2; A [2,6,4]: (b: 24, i: 1, k: 4); B [3,2,6]: (b: 6, k: 1,
// j: 12); C [2,4,3]: (b: 12, i: 3, j: 1).
// CHECK-LABEL: func.func @contract(
// CHECK-NOT:     scf.for
// CHECK-DAG:     %[[I0:.*]] = arith.constant 0 : i64
// CHECK-DAG:     %[[I1:.*]] = arith.constant 1 : i64
// CHECK-DAG:     %[[I2:.*]] = arith.constant 2 : i64
// CHECK-DAG:     %[[I3:.*]] = arith.constant 3 : i64
// CHECK-DAG:     %[[I4:.*]] = arith.constant 4 : i64
// CHECK-DAG:     %[[I6:.*]] = arith.constant 6 : i64
// CHECK-DAG:     %[[I12:.*]] = arith.constant 12 : i64
// CHECK-DAG:     %[[I24:.*]] = arith.constant 24 : i64
// CHECK:         call @zero_rt_step_gemm_f32(%[[I2]], %[[I0]], %[[I0]], %[[I4]], %[[I3]], %[[I6]], %{{.*}}, %[[I24]], %[[I1]], %[[I4]], %{{.*}}, %[[I6]], %[[I1]], %[[I12]], %{{.*}}, %[[I12]], %[[I3]], %[[I1]])
// CHECK-NOT:     linalg.contract
func.func @contract(%a: tensor<2x6x4xf32>, %b: tensor<3x2x6xf32>, %c: tensor<2x4x3xf32>) -> tensor<2x4x3xf32> {
  %r = linalg.contract indexing_maps = [affine_map<(b, i, j, k) -> (b, k, i)>,
                                        affine_map<(b, i, j, k) -> (j, b, k)>,
                                        affine_map<(b, i, j, k) -> (b, i, j)>]
      ins(%a, %b : tensor<2x6x4xf32>, tensor<3x2x6xf32>) outs(%c : tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
  return %r : tensor<2x4x3xf32>
}

// -----

// Must not fire: two reduction dimensions (one GEMM would need their
// strides to merge), a scaled product (a GEMM computes the bare one), a
// negated operand, an integer contraction. All stay linalg (loops later).
// CHECK-LABEL: func.func @two_reductions(
// CHECK-NOT:     zero_rt_step_gemm_f32
// CHECK:         linalg.generic
func.func @two_reductions(%a: tensor<4x2x3xf32>, %b: tensor<2x3x5xf32>, %c: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j, k, l) -> (i, k, l)>,
                                        affine_map<(i, j, k, l) -> (k, l, j)>,
                                        affine_map<(i, j, k, l) -> (i, j)>],
                       iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%a, %b : tensor<4x2x3xf32>, tensor<2x3x5xf32>) outs(%c : tensor<4x5xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

// CHECK-LABEL: func.func @scaled(
// CHECK-NOT:     zero_rt_step_gemm_f32
// CHECK:         linalg.generic
func.func @scaled(%a: tensor<4x6xf32>, %b: tensor<6x3xf32>, %c: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>,
                                        affine_map<(i, j, k) -> (k, j)>,
                                        affine_map<(i, j, k) -> (i, j)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<4x6xf32>, tensor<6x3xf32>) outs(%c : tensor<4x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %half = arith.constant 0.5 : f32
    %m = arith.mulf %x, %y : f32
    %h = arith.mulf %m, %half : f32
    %s = arith.addf %acc, %h : f32
    linalg.yield %s : f32
  } -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// CHECK-LABEL: func.func @negated(
// CHECK-NOT:     zero_rt_step_gemm_f32
// CHECK:         linalg.generic
func.func @negated(%a: tensor<4x6xf32>, %b: tensor<6x3xf32>, %c: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>,
                                        affine_map<(i, j, k) -> (k, j)>,
                                        affine_map<(i, j, k) -> (i, j)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<4x6xf32>, tensor<6x3xf32>) outs(%c : tensor<4x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %n = arith.negf %x : f32
    %m = arith.mulf %n, %y : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// CHECK-LABEL: func.func @integer(
// CHECK-NOT:     zero_rt_step_gemm_f32
// CHECK:         linalg.generic
func.func @integer(%a: tensor<4x6xi32>, %b: tensor<6x3xi32>, %c: tensor<4x3xi32>) -> tensor<4x3xi32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>,
                                        affine_map<(i, j, k) -> (k, j)>,
                                        affine_map<(i, j, k) -> (i, j)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<4x6xi32>, tensor<6x3xi32>) outs(%c : tensor<4x3xi32>) {
  ^bb0(%x: i32, %y: i32, %acc: i32):
    %m = arith.muli %x, %y : i32
    %s = arith.addi %acc, %m : i32
    linalg.yield %s : i32
  } -> tensor<4x3xi32>
  return %r : tensor<4x3xi32>
}

// -----

// bf16 products accumulated in f32 (a bf16 step's GEMMs): the named matmul
// with bf16 inputs widens them in its body and goes to the bf16 GEMM, whose
// scale argument is the IEEE bits of 1.0 (4607182418800017408).
// CHECK-LABEL: func.func @bf16_matmul(
// CHECK-DAG:     %[[I0:.*]] = arith.constant 0 : i64
// CHECK-DAG:     %[[I1:.*]] = arith.constant 1 : i64
// CHECK-DAG:     %[[I3:.*]] = arith.constant 3 : i64
// CHECK-DAG:     %[[I4:.*]] = arith.constant 4 : i64
// CHECK-DAG:     %[[I6:.*]] = arith.constant 6 : i64
// CHECK-DAG:     %[[ONE:.*]] = arith.constant 4607182418800017408 : i64
// CHECK:         call @zero_rt_step_gemm_bf16(%[[I1]], %[[I0]], %[[I0]], %[[I4]], %[[I3]], %[[I6]], %[[ONE]], %{{.*}}, %[[I0]], %[[I6]], %[[I1]], %{{.*}}, %[[I0]], %[[I3]], %[[I1]], %{{.*}}, %[[I0]], %[[I3]], %[[I1]])
// CHECK-NOT:     linalg.matmul
func.func @bf16_matmul(%a: tensor<4x6xbf16>, %b: tensor<6x3xbf16>, %c: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<4x6xbf16>, tensor<6x3xbf16>) outs(%c : tensor<4x3xf32>) -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

// Attention scores in a bf16 step, the scale folded into the product
// ("bihd,bjhd->bhij" times 0.125): the scale travels as the call's alpha
// (bits 4593671619917905920), and the loop over b offsets each address in
// its own element size: q and k by 96 bf16 (192 bytes), s by 36 f32 (144).
// CHECK-LABEL: func.func @bf16_scaled_scores(
// CHECK-DAG:     %[[EIGHTH:.*]] = arith.constant 4593671619917905920 : i64
// CHECK-DAG:     %[[I144:.*]] = arith.constant 144 : i64
// CHECK-DAG:     %[[I192:.*]] = arith.constant 192 : i64
// CHECK:         scf.for
// CHECK:           %[[QO:.*]] = arith.muli %{{.*}}, %[[I192]] : i64
// CHECK:           %[[KO:.*]] = arith.muli %{{.*}}, %[[I192]] : i64
// CHECK:           %[[SO:.*]] = arith.muli %{{.*}}, %[[I144]] : i64
// CHECK:           func.call @zero_rt_step_gemm_bf16(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[EIGHTH]],
// CHECK-NOT:     linalg.generic
func.func @bf16_scaled_scores(%q: tensor<2x3x4x8xbf16>, %k: tensor<2x3x4x8xbf16>, %s: tensor<2x4x3x3xf32>) -> tensor<2x4x3x3xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>,
                                        affine_map<(b, h, i, j, d) -> (b, j, h, d)>,
                                        affine_map<(b, h, i, j, d) -> (b, h, i, j)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<2x3x4x8xbf16>, tensor<2x3x4x8xbf16>) outs(%s : tensor<2x4x3x3xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xf = arith.extf %x : bf16 to f32
    %yf = arith.extf %y : bf16 to f32
    %p = arith.mulf %xf, %yf : f32
    %c = arith.constant 0.125 : f32
    %ps = arith.mulf %p, %c : f32
    %a = arith.addf %acc, %ps : f32
    linalg.yield %a : f32
  } -> tensor<2x4x3x3xf32>
  return %r : tensor<2x4x3x3xf32>
}

// -----

// Not a bf16 GEMM, each for one reason, so each stays a loop nest: a bf16
// accumulator (the runtime's bf16 GEMM writes f32), mixed bf16 and f32
// inputs, a bf16 body that does more than widen, multiply and add, and a
// scale that is not a constant.
// CHECK-LABEL: func.func @bf16_not_gemm(
// CHECK-NOT:     zero_rt_step_gemm
// CHECK-COUNT-4: linalg.generic
// CHECK-NOT:     zero_rt_step_gemm
func.func @bf16_not_gemm(%a: tensor<4x6xbf16>, %b: tensor<6x3xbf16>, %bf: tensor<6x3xf32>, %c16: tensor<4x3xbf16>, %c: tensor<4x3xf32>, %s: f32) -> (tensor<4x3xbf16>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>) {
  %into_bf16 = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>,
                                                affine_map<(i, j, k) -> (k, j)>,
                                                affine_map<(i, j, k) -> (i, j)>],
                               iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<4x6xbf16>, tensor<6x3xbf16>) outs(%c16 : tensor<4x3xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %acc: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %acc, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<4x3xbf16>
  %mixed = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>,
                                            affine_map<(i, j, k) -> (k, j)>,
                                            affine_map<(i, j, k) -> (i, j)>],
                           iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %bf : tensor<4x6xbf16>, tensor<6x3xf32>) outs(%c : tensor<4x3xf32>) {
  ^bb0(%x: bf16, %y: f32, %acc: f32):
    %xf = arith.extf %x : bf16 to f32
    %m = arith.mulf %xf, %y : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<4x3xf32>
  %negated = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>,
                                              affine_map<(i, j, k) -> (k, j)>,
                                              affine_map<(i, j, k) -> (i, j)>],
                             iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<4x6xbf16>, tensor<6x3xbf16>) outs(%c : tensor<4x3xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xf = arith.extf %x : bf16 to f32
    %yf = arith.extf %y : bf16 to f32
    %n = arith.negf %xf : f32
    %m = arith.mulf %n, %yf : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<4x3xf32>
  %by_value = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>,
                                               affine_map<(i, j, k) -> (k, j)>,
                                               affine_map<(i, j, k) -> (i, j)>],
                              iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<4x6xbf16>, tensor<6x3xbf16>) outs(%c : tensor<4x3xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xf = arith.extf %x : bf16 to f32
    %yf = arith.extf %y : bf16 to f32
    %m = arith.mulf %xf, %yf : f32
    %ms = arith.mulf %m, %s : f32
    %r = arith.addf %acc, %ms : f32
    linalg.yield %r : f32
  } -> tensor<4x3xf32>
  return %into_bf16, %mixed, %negated, %by_value : tensor<4x3xbf16>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>
}
