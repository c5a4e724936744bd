/*===- step_abi.h - zero runtime: entry points for compiled code --*- C -*-===//
 *
 * Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
 *
 * The functions `--convert-zero-to-runtime` emits calls to. Compiled code
 * cannot handle a status, so these abort the whole job (every rank exits
 * non-zero, the message names file:line and the rank) on any error.
 * Every argument is a 64-bit integer so the MLIR side is plain i64: buffers
 * are passed as addresses of their first element, element counts and enum
 * values as integers. They use the communicator installed with
 * zero_rt_step_set_comm (one per process).
 *
 * The generic allocation hooks `_mlir_memref_to_llvm_alloc` / `_free` that
 * MLIR's `finalize-memref-to-llvm{use-generic-functions}` emits are
 * implemented here on the accounting allocator, so every buffer of a
 * compiled step is counted, under the category last set with
 * zero_rt_step_set_alloc_category (activations by default).
 *
 *===----------------------------------------------------------------------===*/

#ifndef ZERO_RUNTIME_STEP_ABI_H
#define ZERO_RUNTIME_STEP_ABI_H

#include <stddef.h>
#include <stdint.h>

#include "zero/runtime/comm.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Installs the communicator compiled code uses (NULL uninstalls).
void zero_rt_step_set_comm(zero_rt_comm_t *comm);

int64_t zero_rt_step_rank(void);
int64_t zero_rt_step_world_size(void);

void zero_rt_step_all_gather(int64_t dtype, int64_t shard_addr,
                             int64_t shard_count, int64_t out_addr,
                             int64_t count);
void zero_rt_step_reduce_scatter(int64_t reduction, int64_t dtype,
                                 int64_t input_addr, int64_t count,
                                 int64_t out_addr, int64_t shard_count);
void zero_rt_step_all_reduce(int64_t reduction, int64_t dtype,
                             int64_t input_addr, int64_t out_addr,
                             int64_t count);

/// Asynchronous forms return a handle for zero_rt_step_wait.
int64_t zero_rt_step_all_gather_start(int64_t dtype, int64_t shard_addr,
                                      int64_t shard_count, int64_t out_addr,
                                      int64_t count);
int64_t zero_rt_step_reduce_scatter_start(int64_t reduction, int64_t dtype,
                                          int64_t input_addr, int64_t count,
                                          int64_t out_addr,
                                          int64_t shard_count);
int64_t zero_rt_step_all_reduce_start(int64_t reduction, int64_t dtype,
                                      int64_t input_addr, int64_t out_addr,
                                      int64_t count);
void zero_rt_step_wait(int64_t handle);

/// Copies this rank's shard of a replicated `count`-element buffer (no
/// communication), zero padded to `shard_count` elements.
void zero_rt_step_partition(int64_t dtype, int64_t input_addr, int64_t count,
                            int64_t out_addr, int64_t shard_count);

/// `batch` f32 matrix products C[i] += op(A[i]) op(B[i]), op(A) m x k,
/// op(B) k x n, C m x n. Each operand is given by its address and its
/// batch, row and column strides in elements, as stored (before op). Row- or
/// column-contiguous operands go to OpenBLAS; others take a plain loop.
void zero_rt_step_gemm_f32(int64_t batch, int64_t transpose_a,
                           int64_t transpose_b, int64_t m, int64_t n,
                           int64_t k, int64_t a_addr, int64_t a_batch_stride,
                           int64_t a_row_stride, int64_t a_col_stride,
                           int64_t b_addr, int64_t b_batch_stride,
                           int64_t b_row_stride, int64_t b_col_stride,
                           int64_t c_addr, int64_t c_batch_stride,
                           int64_t c_row_stride, int64_t c_col_stride);

/// Category (zero_rt_memory_category_t) of the calling thread's next
/// allocations.
void zero_rt_step_set_alloc_category(int64_t category);

/// MLIR's generic allocation hooks, counted by the accounting allocator.
void *_mlir_memref_to_llvm_alloc(size_t size);
void *_mlir_memref_to_llvm_aligned_alloc(size_t alignment, size_t size);
void _mlir_memref_to_llvm_free(void *ptr);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ZERO_RUNTIME_STEP_ABI_H */
