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

/// Puts pinned host memory (cuMemHostAlloc) behind host offload stores
/// (zero_rt_store_set_host_backend, store.h), for their allocations made
/// after the call, so store transfers are DMA copies.
zero_rt_status_t zero_rt_cuda_use_pinned_store(void);

/// The step ABI (step_abi.def) under the zero_rt_cuda_step_ prefix, which
/// `zero-retarget-runtime-to-cuda` gives the calls, same arguments and
/// semantics as zero_rt_step_*; operands in device or managed memory, and
/// every call aborts the job on error. GEMM runs on cuBLAS (device.cpp),
/// collectives on NCCL (collectives.cpp), offload store transfers as copies
/// on a store stream (host store) or through pinned staging buffers and the
/// CPU store's I/O threads (file store; store.cpp); the rank, the world
/// size, the allocation category and partition are forwarded to the CPU
/// runtime.
#define ZERO_RT_ARG(kind, name) int64_t name
#define ZERO_RT_RET(kind) int64_t
#define ZERO_RT_STEP_ABI(result, name, params)                                \
  result zero_rt_cuda_step_##name params;
#include "zero/runtime/step_abi.def"

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ZERO_RUNTIME_CUDA_H */
