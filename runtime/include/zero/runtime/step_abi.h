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
 * zero_rt_step_set_comm and the offload store installed with
 * zero_rt_store_install (one of each per process).
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

/// The step ABI (step_abi.def): zero_rt_step_rank, _world_size, the
/// collectives (all_gather, reduce_scatter, all_reduce), their asynchronous
/// _start forms, which return a handle for zero_rt_step_wait, _partition,
/// _gemm_f32 and _gemm_bf16, the offload store's transfers (store_read,
/// store_write, their _start forms and store_wait, on the store installed
/// with zero_rt_store_install, store.h) and _set_alloc_category. The
/// runtime's f32 GEMM sends row- or column-contiguous operands to OpenBLAS,
/// others to a plain loop; the bf16 GEMM converts blocks to f32 for
/// OpenBLAS.
#define ZERO_RT_ARG(kind, name) int64_t name
#define ZERO_RT_RET(kind) int64_t
#define ZERO_RT_STEP_ABI(result, name, params)                                \
  result zero_rt_step_##name params;
#include "zero/runtime/step_abi.def"

/// MLIR's generic allocation hooks, counted by the accounting allocator.
void *_mlir_memref_to_llvm_alloc(size_t size);
void *_mlir_memref_to_llvm_aligned_alloc(size_t alignment, size_t size);
void _mlir_memref_to_llvm_free(void *ptr);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ZERO_RUNTIME_STEP_ABI_H */
