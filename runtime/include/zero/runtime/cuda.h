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
 * runtime wrappers), on the driver API, and the f32 GEMM of the step ABI
 * on cuBLAS (zero_rt_cuda_step_gemm_f32, the arguments of
 * zero_rt_step_gemm_f32 in step_abi.h).
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

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ZERO_RUNTIME_CUDA_H */
