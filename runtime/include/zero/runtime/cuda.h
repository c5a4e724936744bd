/*===- cuda.h - zero runtime: the CUDA device layer ----------------*- C -*-===//
 *
 * Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
 *
 * libzero_runtime_cuda.so, built when CMake finds CUDA (docs/GPU.md). It
 * links the CUDA driver (libcuda.so.1), so a process loads it only when it
 * wants a GPU (zero-run --device=cuda opens it with dlopen); a machine
 * without a driver cannot load it, and says so at the dlopen.
 *
 * Besides the functions below it defines the host functions MLIR's
 * gpu-to-llvm lowering and gpu.binary translation call (mgpuModuleLoad,
 * mgpuLaunchKernel, mgpuStream*, mgpuEvent*, mgpuMemAlloc/Free,
 * mgpuMemcpy, mgpuMemset32, ...; Debian's MLIR does not ship its CUDA
 * runtime wrappers), on the driver API, and the step ABI of step_abi.h
 * under the zero_rt_cuda_step_ prefix: GEMM on cuBLAS, collectives on NCCL.
 *
 *===----------------------------------------------------------------------===*/

#ifndef ZERO_RUNTIME_CUDA_H
#define ZERO_RUNTIME_CUDA_H

#include <stdint.h>

#include "zero/runtime/status.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Why the driver cannot be used, for a CUresult of cuInit or
/// cuDeviceGetCount, in words a user can act on ("no NVIDIA driver is
/// installed: ..."). Host only: needs no driver. Never NULL.
const char *zero_rt_cuda_describe_driver_error(int cu_result);

/// Initializes the driver and counts the devices. Fails (UNAVAILABLE-style
/// INTERNAL status whose message names the reason) when the driver cannot
/// be initialized or there is no device, so a caller stops before any work.
zero_rt_status_t zero_rt_cuda_probe(int *out_device_count);

/// Puts managed memory (cuMemAllocManaged, through a caching allocator)
/// behind the accounting allocator (zero_rt_memory_set_backend): every
/// buffer, the driver's and the compiled step's, is then readable by kernels
/// and by the host, and counted per category exactly as on CPU. Call before
/// the first allocation.
zero_rt_status_t zero_rt_cuda_use_device_memory(void);

/// The f32 GEMM of the step ABI on cuBLAS, same arguments and semantics as
/// zero_rt_step_gemm_f32 (C += op(A) op(B), per batch); operands in device
/// or managed memory. Aborts the job on error, like every step ABI call.
void zero_rt_cuda_step_gemm_f32(int64_t batch, int64_t transpose_a,
                                int64_t transpose_b, int64_t m, int64_t n,
                                int64_t k, int64_t a_addr,
                                int64_t a_batch_stride, int64_t a_row_stride,
                                int64_t a_col_stride, int64_t b_addr,
                                int64_t b_batch_stride, int64_t b_row_stride,
                                int64_t b_col_stride, int64_t c_addr,
                                int64_t c_batch_stride, int64_t c_row_stride,
                                int64_t c_col_stride);

/// The rest of the step ABI (step_abi.h) under the zero_rt_cuda_step_
/// prefix, which `zero-retarget-runtime-to-cuda` gives the calls:
/// collectives on NCCL (collectives.cpp), the others forwarded to the CPU
/// runtime.
void zero_rt_cuda_step_all_gather(int64_t dtype, int64_t shard_addr,
                                  int64_t shard_count, int64_t out_addr,
                                  int64_t count);
void zero_rt_cuda_step_reduce_scatter(int64_t reduction, int64_t dtype,
                                      int64_t input_addr, int64_t count,
                                      int64_t out_addr, int64_t shard_count);
void zero_rt_cuda_step_all_reduce(int64_t reduction, int64_t dtype,
                                  int64_t input_addr, int64_t out_addr,
                                  int64_t count);
int64_t zero_rt_cuda_step_all_gather_start(int64_t dtype, int64_t shard_addr,
                                           int64_t shard_count,
                                           int64_t out_addr, int64_t count);
int64_t zero_rt_cuda_step_reduce_scatter_start(int64_t reduction,
                                               int64_t dtype,
                                               int64_t input_addr,
                                               int64_t count, int64_t out_addr,
                                               int64_t shard_count);
int64_t zero_rt_cuda_step_all_reduce_start(int64_t reduction, int64_t dtype,
                                           int64_t input_addr,
                                           int64_t out_addr, int64_t count);
void zero_rt_cuda_step_wait(int64_t handle);
int64_t zero_rt_cuda_step_rank(void);
int64_t zero_rt_cuda_step_world_size(void);
void zero_rt_cuda_step_set_alloc_category(int64_t category);
void zero_rt_cuda_step_partition(int64_t dtype, int64_t input_addr,
                                 int64_t count, int64_t out_addr,
                                 int64_t shard_count);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ZERO_RUNTIME_CUDA_H */
