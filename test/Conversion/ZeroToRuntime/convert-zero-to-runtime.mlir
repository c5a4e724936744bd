// RUN: zero-opt %s -split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-unknown-ops buffer-alignment=0" --convert-zero-to-runtime --canonicalize | FileCheck %s
// RUN: zero-opt %s -split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-unknown-ops buffer-alignment=0" --convert-zero-to-runtime="lower-matmuls=false" | FileCheck %s --check-prefix=NOGEMM

// A blocking all_gather: a result buffer counted as "gathered" (category 3,
// back to activations = 4 right after the allocation), then one call with
// dtype f32 (0), the shard's address and size (9), the result's (18) and
// the ranks it spans: 2 of them, every rank (group stride 0, as f32's 0).
// CHECK-LABEL: func.func @all_gather(
// CHECK-SAME:      %[[SHARD:.*]]: memref<9xf32>
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : i64
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : i64
// CHECK-DAG:     %[[F32:.*]] = arith.constant 0 : i64
// CHECK-DAG:     %[[C9:.*]] = arith.constant 9 : i64
// CHECK-DAG:     %[[C18:.*]] = arith.constant 18 : i64
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : i64
// CHECK:         call @zero_rt_step_set_alloc_category(%[[C3]])
// CHECK-NEXT:    %[[FULL:.*]] = memref.alloc() : memref<6x3xf32>
// CHECK-NEXT:    call @zero_rt_step_set_alloc_category(%[[C4]])
// CHECK:         %[[SPTR:.*]] = memref.extract_aligned_pointer_as_index %[[SHARD]]
// CHECK:         %[[FPTR:.*]] = memref.extract_aligned_pointer_as_index %[[FULL]]
// CHECK:         call @zero_rt_step_all_gather(%[[F32]], %{{.*}}, %[[C9]], %{{.*}}, %[[C18]], %[[C2]], %[[F32]])
// CHECK-NOT:     zero.
// CHECK:         return
func.func @all_gather(%s: tensor<9xf32>) -> tensor<6x3xf32> {
  %w = zero.all_gather %s world_size 2 : tensor<9xf32> -> tensor<6x3xf32>
  return %w : tensor<6x3xf32>
}

// -----

// Stage 2: the local gradient (zero.grad_of) is transient (category 3),
// freed after its reduce_scatter; the shard it becomes is the gradient
// storage (category 1). avg is reduction 1. zero.free disappears: the
// deallocation pipeline frees after the last use.
// CHECK-LABEL: func.func @reduce_scatter_grad_stage2(
// CHECK-DAG:     %[[GRADS:.*]] = arith.constant 1 : i64
// CHECK-DAG:     %[[TRANSIENT:.*]] = arith.constant 3 : i64
// CHECK-DAG:     %[[C18:.*]] = arith.constant 18 : i64
// CHECK-DAG:     %[[C9:.*]] = arith.constant 9 : i64
// CHECK:         call @zero_rt_step_set_alloc_category(%[[TRANSIENT]])
// CHECK-NEXT:    %[[G:.*]] = memref.alloc() : memref<6x3xf32>
// CHECK:         linalg.generic {{.*}} outs(%[[G]] : memref<6x3xf32>)
// CHECK:         call @zero_rt_step_set_alloc_category(%[[GRADS]])
// CHECK-NEXT:    %[[S:.*]] = memref.alloc() : memref<9xf32>
// CHECK:         call @zero_rt_step_reduce_scatter(%[[GRADS]], %{{.*}}, %{{.*}}, %[[C18]], %{{.*}}, %[[C9]], %{{.*}}, %{{.*}})
// CHECK-NOT:     zero.free
func.func @reduce_scatter_grad_stage2(%x: tensor<6x3xf32>) -> tensor<9xf32> attributes {zero.stage = 2 : i64} {
  %e = tensor.empty() : tensor<6x3xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<6x3xf32>) outs(%e : tensor<6x3xf32>) attrs = {zero.grad_of = 0 : i64} {
    ^bb0(%a: f32, %o: f32):
      %d = arith.addf %a, %a : f32
      linalg.yield %d : f32
  } -> tensor<6x3xf32>
  %s = zero.reduce_scatter avg %g world_size 2 : tensor<6x3xf32> -> tensor<9xf32>
  zero.free %g : tensor<6x3xf32>
  return %s : tensor<9xf32>
}

// -----

// Stage 1: the full local gradient is the storage (1) until the update; the
// shard is consumed at once (3).
// CHECK-LABEL: func.func @reduce_scatter_grad_stage1(
// CHECK-DAG:     %[[GRADS:.*]] = arith.constant 1 : i64
// CHECK-DAG:     %[[TRANSIENT:.*]] = arith.constant 3 : i64
// CHECK:         call @zero_rt_step_set_alloc_category(%[[GRADS]])
// CHECK-NEXT:    memref.alloc() : memref<6x3xf32>
// CHECK:         call @zero_rt_step_set_alloc_category(%[[TRANSIENT]])
// CHECK-NEXT:    memref.alloc() : memref<9xf32>
func.func @reduce_scatter_grad_stage1(%x: tensor<6x3xf32>) -> tensor<9xf32> attributes {zero.stage = 1 : i64} {
  %e = tensor.empty() : tensor<6x3xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<6x3xf32>) outs(%e : tensor<6x3xf32>) attrs = {zero.grad_of = 0 : i64} {
    ^bb0(%a: f32, %o: f32):
      %d = arith.addf %a, %a : f32
      linalg.yield %d : f32
  } -> tensor<6x3xf32>
  %s = zero.reduce_scatter avg %g world_size 2 : tensor<6x3xf32> -> tensor<9xf32>
  zero.free %g : tensor<6x3xf32>
  return %s : tensor<9xf32>
}

// -----

// Stage 0 (DDP): a gradient that dies at its all_reduce is reduced in place,
// so the rank holds one copy of it, not two.
// CHECK-LABEL: func.func @all_reduce_grad_in_place(
// CHECK:         %[[G:.*]] = memref.alloc() : memref<6x3xf32>
// CHECK-NOT:     memref.alloc
// CHECK:         memref.extract_aligned_pointer_as_index %[[G]]
// CHECK-NOT:     memref.alloc
// CHECK:         memref.extract_aligned_pointer_as_index %[[G]]
// CHECK-NEXT:    arith.index_cast
// CHECK-NEXT:    call @zero_rt_step_all_reduce(
// CHECK:         return %[[G]]
func.func @all_reduce_grad_in_place(%x: tensor<6x3xf32>) -> tensor<6x3xf32> attributes {zero.stage = 0 : i64} {
  %e = tensor.empty() : tensor<6x3xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<6x3xf32>) outs(%e : tensor<6x3xf32>) attrs = {zero.grad_of = 0 : i64} {
    ^bb0(%a: f32, %o: f32):
      %d = arith.addf %a, %a : f32
      linalg.yield %d : f32
  } -> tensor<6x3xf32>
  %r = zero.all_reduce avg %g world_size 2 : tensor<6x3xf32>
  zero.free %g : tensor<6x3xf32>
  return %r : tensor<6x3xf32>
}

// -----

// Must not fire: the unreduced gradient is still used after the all_reduce,
// so the result gets its own buffer.
// CHECK-LABEL: func.func @all_reduce_grad_still_used(
// CHECK:         %[[G:.*]] = memref.alloc() : memref<6x3xf32>
// CHECK:         %[[R:.*]] = memref.alloc() : memref<6x3xf32>
// CHECK:         call @zero_rt_step_all_reduce(
// CHECK:         return %[[R]], %[[G]]
func.func @all_reduce_grad_still_used(%x: tensor<6x3xf32>) -> (tensor<6x3xf32>, tensor<6x3xf32>) attributes {zero.stage = 0 : i64} {
  %e = tensor.empty() : tensor<6x3xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<6x3xf32>) outs(%e : tensor<6x3xf32>) attrs = {zero.grad_of = 0 : i64} {
    ^bb0(%a: f32, %o: f32):
      %d = arith.addf %a, %a : f32
      linalg.yield %d : f32
  } -> tensor<6x3xf32>
  %r = zero.all_reduce avg %g world_size 2 : tensor<6x3xf32>
  return %r, %g : tensor<6x3xf32>, tensor<6x3xf32>
}

// -----

// Must not tag: an all_reduce of a non-gradient (the loss) allocates its
// result as an ordinary activation. sum is reduction 0, f64 dtype 1.
// CHECK-LABEL: func.func @all_reduce_loss(
// CHECK-NOT:     zero_rt_step_set_alloc_category
// CHECK:         %[[OUT:.*]] = memref.alloc() : memref<f64>
// CHECK:         call @zero_rt_step_all_reduce(%[[SUM:.*]], %[[F64:.*]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}})
// CHECK:         return %[[OUT]]
func.func @all_reduce_loss(%l: tensor<f64>) -> tensor<f64> {
  %r = zero.all_reduce sum %l world_size 4 : tensor<f64>
  return %r : tensor<f64>
}

// -----

// bf16 is runtime dtype 4 (2 bytes per element): the gradient's reduce_scatter
// moves bf16 and the result buffer holds bf16.
// CHECK-LABEL: func.func @reduce_scatter_bf16(
// CHECK-DAG:     %[[BF16:.*]] = arith.constant 4 : i64
// CHECK-DAG:     %[[C18:.*]] = arith.constant 18 : i64
// CHECK-DAG:     %[[C9:.*]] = arith.constant 9 : i64
// CHECK:         %[[OUT:.*]] = memref.alloc() : memref<9xbf16>
// CHECK:         call @zero_rt_step_reduce_scatter(%{{.*}}, %[[BF16]], %{{.*}}, %[[C18]], %{{.*}}, %[[C9]], %{{.*}}, %{{.*}})
// CHECK:         return %[[OUT]]
func.func @reduce_scatter_bf16(%g: tensor<6x3xbf16>) -> tensor<9xbf16> {
  %s = zero.reduce_scatter sum %g world_size 2 : tensor<6x3xbf16> -> tensor<9xbf16>
  return %s : tensor<9xbf16>
}

// -----

// Asynchronous: the start call returns a handle that the wait consumes; the
// result buffer is allocated at the start and read after the wait.
// CHECK-LABEL: func.func @async_gather(
// CHECK:         %[[BUF:.*]] = memref.alloc() : memref<6x3xf32>
// CHECK:         %[[H:.*]] = call @zero_rt_step_all_gather_start(
// CHECK:         call @zero_rt_step_wait(%[[H]])
// CHECK:         return %[[BUF]]
func.func @async_gather(%s: tensor<9xf32>) -> tensor<6x3xf32> {
  %f = zero.all_gather_start %s world_size 2 : tensor<9xf32> -> !zero.future<tensor<6x3xf32>>
  %w = zero.wait %f : !zero.future<tensor<6x3xf32>>
  return %w : tensor<6x3xf32>
}

// -----

// CHECK-LABEL: func.func @rank_and_size(
// CHECK:         %[[R:.*]] = call @zero_rt_step_rank() : () -> i64
// CHECK:         arith.index_cast %[[R]] : i64 to index
// CHECK:         %[[N:.*]] = call @zero_rt_step_world_size() : () -> i64
// CHECK:         arith.index_cast %[[N]] : i64 to index
func.func @rank_and_size() -> (index, index) {
  %r = zero.rank
  %n = zero.world_size
  return %r, %n : index, index
}

// -----

// CHECK-LABEL: func.func @partition(
// CHECK:         %[[SH:.*]] = memref.alloc() : memref<5xf32>
// CHECK:         call @zero_rt_step_partition(
// CHECK:         return %[[SH]]
func.func @partition(%w: tensor<6x3xf32>) -> tensor<5xf32> {
  %s = zero.partition %w world_size 4 : tensor<6x3xf32> -> tensor<5xf32>
  return %s : tensor<5xf32>
}

// -----

// f32 matmuls become GEMM calls: batch 1, transpose flags 0 (the strides
// say the layout), sizes m n k, then address and batch/row/column strides of A, B, C.
// CHECK-LABEL: func.func @matmul(
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : i64
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : i64
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : i64
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : i64
// CHECK-DAG:     %[[C6:.*]] = arith.constant 6 : i64
// CHECK:         call @zero_rt_step_gemm_f32(%[[C1]], %[[C0]], %[[C0]], %[[C4]], %[[C3]], %[[C6]], %{{.*}}, %[[C0]], %[[C6]], %[[C1]], %{{.*}}, %[[C0]], %[[C3]], %[[C1]], %{{.*}}, %[[C0]], %[[C3]], %[[C1]])
// CHECK-NOT:     linalg.matmul
// With lower-matmuls=false the matmul stays linalg (loops later).
// NOGEMM-LABEL: func.func @matmul(
// NOGEMM-NOT:     zero_rt_step_gemm_f32
// NOGEMM:         linalg.matmul
func.func @matmul(%a: tensor<4x6xf32>, %b: tensor<6x3xf32>, %c: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<4x6xf32>, tensor<6x3xf32>) outs(%c : tensor<4x3xf32>) -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

// A transposed through the maps (x^T @ dy), k = 4: no transpose flag, A's
// row (i) and column (n) strides are those of x's columns and rows (1, 6);
// the runtime reads the transpose from them.
// CHECK-LABEL: func.func @matmul_transpose_a(
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : i64
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : i64
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : i64
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : i64
// CHECK-DAG:     %[[C6:.*]] = arith.constant 6 : i64
// CHECK:         call @zero_rt_step_gemm_f32(%[[C1]], %[[C0]], %[[C0]], %[[C6]], %[[C3]], %[[C4]], %{{.*}}, %[[C0]], %[[C1]], %[[C6]], %{{.*}}, %[[C0]], %[[C3]], %[[C1]], %{{.*}}, %[[C0]], %[[C3]], %[[C1]])
func.func @matmul_transpose_a(%x: tensor<4x6xf32>, %dy: tensor<4x3xf32>, %c: tensor<6x3xf32>) -> tensor<6x3xf32> {
  %r = linalg.matmul indexing_maps = [affine_map<(i, j, n) -> (n, i)>, affine_map<(i, j, n) -> (n, j)>, affine_map<(i, j, n) -> (i, j)>]
      ins(%x, %dy : tensor<4x6xf32>, tensor<4x3xf32>) outs(%c : tensor<6x3xf32>) -> tensor<6x3xf32>
  return %r : tensor<6x3xf32>
}

// -----

// B transposed (dy @ W^T): B's row (n) and column (j) strides are 1 and 3.
// CHECK-LABEL: func.func @matmul_transpose_b(
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : i64
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : i64
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : i64
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : i64
// CHECK-DAG:     %[[C6:.*]] = arith.constant 6 : i64
// CHECK:         call @zero_rt_step_gemm_f32(%[[C1]], %[[C0]], %[[C0]], %[[C4]], %[[C6]], %[[C3]], %{{.*}}, %[[C0]], %[[C3]], %[[C1]], %{{.*}}, %[[C0]], %[[C1]], %[[C3]], %{{.*}}, %[[C0]], %[[C6]], %[[C1]])
func.func @matmul_transpose_b(%dy: tensor<4x3xf32>, %w: tensor<6x3xf32>, %c: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %r = linalg.matmul indexing_maps = [affine_map<(i, j, n) -> (i, n)>, affine_map<(i, j, n) -> (j, n)>, affine_map<(i, j, n) -> (i, j)>]
      ins(%dy, %w : tensor<4x3xf32>, tensor<6x3xf32>) outs(%c : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// -----

// batch_matmul: batch 2 and the batch strides (4*6 = 24, 6*3 = 18, 4*3 = 12).
// CHECK-LABEL: func.func @batch_matmul(
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : i64
// CHECK-DAG:     %[[C24:.*]] = arith.constant 24 : i64
// CHECK-DAG:     %[[C18:.*]] = arith.constant 18 : i64
// CHECK-DAG:     %[[C12:.*]] = arith.constant 12 : i64
// CHECK:         call @zero_rt_step_gemm_f32(%[[C2]], {{.*}}, %[[C24]], {{.*}}, %[[C18]], {{.*}}, %[[C12]],
func.func @batch_matmul(%a: tensor<2x4x6xf32>, %b: tensor<2x6x3xf32>, %c: tensor<2x4x3xf32>) -> tensor<2x4x3xf32> {
  %r = linalg.batch_matmul ins(%a, %b : tensor<2x4x6xf32>, tensor<2x6x3xf32>) outs(%c : tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
  return %r : tensor<2x4x3xf32>
}

// -----

// Must not fire: f64 matmuls and broadcasting maps stay linalg (loops).
// CHECK-LABEL: func.func @matmul_f64(
// CHECK-NOT:     zero_rt_step_gemm_f32
// CHECK:         linalg.matmul
func.func @matmul_f64(%a: tensor<4x6xf64>, %b: tensor<6x3xf64>, %c: tensor<4x3xf64>) -> tensor<4x3xf64> {
  %r = linalg.matmul ins(%a, %b : tensor<4x6xf64>, tensor<6x3xf64>) outs(%c : tensor<4x3xf64>) -> tensor<4x3xf64>
  return %r : tensor<4x3xf64>
}

// -----

// CHECK-LABEL: func.func @matmul_broadcast(
// CHECK-NOT:     zero_rt_step_gemm_f32
// CHECK:         linalg.matmul
func.func @matmul_broadcast(%a: tensor<6xf32>, %b: tensor<6x3xf32>, %c: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %r = linalg.matmul indexing_maps = [affine_map<(i, j, n) -> (n)>, affine_map<(i, j, n) -> (n, j)>, affine_map<(i, j, n) -> (i, j)>]
      ins(%a, %b : tensor<6xf32>, tensor<6x3xf32>) outs(%c : tensor<4x3xf32>) -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

// A bucket of two tensors gathered at once: one flat "gathered" buffer of
// 3 + 5 = 8 elements, then a row-major view per result.
// CHECK-LABEL: func.func @bucket_all_gather(
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : i64
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : i64
// CHECK:         %[[FLAT:.*]] = memref.alloc() : memref<8xf32>
// CHECK:         call @zero_rt_step_all_gather(%{{.*}}, %{{.*}}, %[[C4]], %{{.*}}, %[[C8]], %{{.*}}, %{{.*}})
// CHECK-DAG:     memref.reinterpret_cast %[[FLAT]] to offset: [0], sizes: [3], strides: [1]
// CHECK-DAG:     memref.reinterpret_cast %[[FLAT]] to offset: [3], sizes: [5], strides: [1]
func.func @bucket_all_gather(%s: tensor<4xf32>) -> (tensor<3xf32>, tensor<5xf32>) {
  %a, %b = zero.all_gather %s world_size 2 : tensor<4xf32> -> tensor<3xf32>, tensor<5xf32>
  return %a, %b : tensor<3xf32>, tensor<5xf32>
}

// -----

// A bucket reduce-scattered: both inputs are copied back to back into one
// staging buffer of 3 + 4 = 7 elements, the collective runs on it.
// CHECK-LABEL: func.func @bucket_reduce_scatter(
// CHECK-SAME:      %[[A:.*]]: memref<3xf32>, %[[B:.*]]: memref<2x2xf32>
// CHECK-DAG:     %[[C7:.*]] = arith.constant 7 : i64
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : i64
// CHECK:         %[[STAGE:.*]] = memref.alloc() : memref<7xf32>
// CHECK:         %[[VA:.*]] = memref.reinterpret_cast %[[STAGE]] to offset: [0], sizes: [3], strides: [1]
// CHECK:         memref.copy %[[A]], %[[VA]]
// CHECK:         %[[VB:.*]] = memref.reinterpret_cast %[[STAGE]] to offset: [3], sizes: [2, 2], strides: [2, 1]
// CHECK:         memref.copy %[[B]], %[[VB]]
// CHECK:         call @zero_rt_step_reduce_scatter(%{{.*}}, %{{.*}}, %{{.*}}, %[[C7]], %{{.*}}, %[[C4]], %{{.*}}, %{{.*}})
func.func @bucket_reduce_scatter(%a: tensor<3xf32>, %b: tensor<2x2xf32>) -> tensor<4xf32> {
  %s = zero.reduce_scatter avg %a, %b world_size 2 : tensor<3xf32>, tensor<2x2xf32> -> tensor<4xf32>
  return %s : tensor<4xf32>
}
