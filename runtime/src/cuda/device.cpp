//===- device.cpp - zero CUDA runtime: driver API, mgpu* and cuBLAS -------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// The mgpu* functions follow the signatures MLIR's gpu-to-llvm lowering and
// gpu.binary translation emit (upstream's CudaRuntimeWrappers, which Debian
// does not ship). Like compiled code's other runtime calls they cannot
// return an error, so a failing driver call aborts the job with the call,
// the driver's message and file:line.
//
// One device per process (ZERO_CUDA_DEVICE, default 0: mpirun starts one
// process per GPU and sets it), its primary context made current on each
// calling thread. Device memory comes from a caching allocator, so a step
// that frees and reallocates the same sizes every step does not call the
// driver after the first step.
//
//===----------------------------------------------------------------------===//

#include "zero/runtime/cuda.h"

#include "../gemm_layout.h"
#include "../internal.h"
#include "CachingAllocator.h"
#include "internal.h"

#include "zero/runtime/memory.h"

#include <cublas_v2.h>
#include <cuda.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <optional>

using zero::rt::cuda::fatal;
using zero::rt::cuda::makeCurrent;

[[noreturn]] void zero::rt::cuda::fatal(const char *call, CUresult result,
                                        const char *file, int line) {
  const char *name = nullptr;
  const char *text = nullptr;
  cuGetErrorName(result, &name);
  cuGetErrorString(result, &text);
  std::fprintf(stderr, "zero-rt: cuda error: %s:%d: %s failed: %s (%s)\n",
               file, line, call, name ? name : "?",
               text ? text : zero_rt_cuda_describe_driver_error(result));
  std::abort();
}

namespace {

/// $ZERO_CUDA_DEVICE, else the rank on this node under Open MPI's mpirun
/// (one process per GPU), else 0. zero_rt_cuda_probe checks the range.
int deviceOrdinal() {
  if (const char *env = std::getenv("ZERO_CUDA_DEVICE"))
    return std::atoi(env);
  if (const char *env = std::getenv("OMPI_COMM_WORLD_LOCAL_RANK"))
    return std::atoi(env);
  return 0;
}

} // namespace

// Compiled code and the driver may call from different threads.
CUcontext zero::rt::cuda::makeCurrent() {
  static CUcontext ctx = [] {
    ZERO_CU(cuInit(0));
    CUdevice device;
    ZERO_CU(cuDeviceGet(&device, deviceOrdinal()));
    CUcontext c;
    ZERO_CU(cuDevicePrimaryCtxRetain(&c, device));
    return c;
  }();
  ZERO_CU(cuCtxSetCurrent(ctx));
  return ctx;
}

namespace {

zero::rt::CachingAllocator &deviceMemory() {
  // Never destroyed: blocks may be freed at exit after statics are gone.
  static auto *allocator = new zero::rt::CachingAllocator(
      [](size_t size) -> void * {
        CUdeviceptr ptr = 0;
        CUresult result = cuMemAlloc(&ptr, size);
        if (result == CUDA_ERROR_OUT_OF_MEMORY)
          return nullptr;
        if (result != CUDA_SUCCESS)
          fatal("cuMemAlloc", result, __FILE__, __LINE__);
        return reinterpret_cast<void *>(ptr);
      },
      [](void *ptr) {
        ZERO_CU(cuMemFree(reinterpret_cast<CUdeviceptr>(ptr)));
      });
  return *allocator;
}

cublasHandle_t blas() {
  static cublasHandle_t handle = [] {
    makeCurrent();
    cublasHandle_t h;
    if (cublasCreate(&h) != CUBLAS_STATUS_SUCCESS) {
      std::fprintf(stderr, "zero-rt: cuda error: cublasCreate failed\n");
      std::abort();
    }
    return h;
  }();
  return handle;
}

} // namespace

extern "C" {

zero_rt_status_t zero_rt_cuda_use_device_memory(void) {
  makeCurrent();
  // Never destroyed: blocks may be freed at exit after statics are gone.
  static auto *managed = new zero::rt::CachingAllocator(
      [](size_t size) -> void * {
        CUdeviceptr ptr = 0;
        CUresult result = cuMemAllocManaged(&ptr, size, CU_MEM_ATTACH_GLOBAL);
        if (result == CUDA_ERROR_OUT_OF_MEMORY)
          return nullptr;
        if (result != CUDA_SUCCESS)
          fatal("cuMemAllocManaged", result, __FILE__, __LINE__);
        return reinterpret_cast<void *>(ptr);
      },
      [](void *ptr) {
        ZERO_CU(cuMemFree(reinterpret_cast<CUdeviceptr>(ptr)));
      });
  zero_rt_memory_backend_t backend{
      [](size_t size, void *self) {
        return static_cast<zero::rt::CachingAllocator *>(self)->allocate(size);
      },
      [](void *ptr, void *self) {
        static_cast<zero::rt::CachingAllocator *>(self)->deallocate(ptr);
      },
      managed};
  return zero_rt_memory_set_backend(&backend);
}

zero_rt_status_t zero_rt_cuda_probe(int *out_device_count) {
  ZERO_RT_REQUIRE(out_device_count != nullptr,
                  "out_device_count must not be NULL");
  *out_device_count = 0;
  CUresult result = cuInit(0);
  if (result != CUDA_SUCCESS)
    return ZERO_RT_ERROR(ZERO_RT_STATUS_INTERNAL, "cannot use CUDA: %s",
                         zero_rt_cuda_describe_driver_error(result));
  int count = 0;
  result = cuDeviceGetCount(&count);
  if (result != CUDA_SUCCESS || count == 0)
    return ZERO_RT_ERROR(ZERO_RT_STATUS_INTERNAL, "cannot use CUDA: %s",
                         zero_rt_cuda_describe_driver_error(
                             result != CUDA_SUCCESS ? result
                                                    : CUDA_ERROR_NO_DEVICE));
  int ordinal = deviceOrdinal();
  ZERO_RT_REQUIRE(ordinal >= 0 && ordinal < count,
                  "device %d (ZERO_CUDA_DEVICE, else the local MPI rank) is "
                  "not one of this machine's %d CUDA device(s)",
                  ordinal, count);
  *out_device_count = count;
  return ZERO_RT_OK;
}

//===-- MLIR's GPU runtime ABI -------------------------------------------===//

CUmodule mgpuModuleLoad(void *data, size_t /*gpuBlobSize*/) {
  makeCurrent();
  CUmodule module = nullptr;
  ZERO_CU(cuModuleLoadData(&module, data));
  return module;
}

/// A PTX module (zero-lower-to-nvvm{format=isa}), compiled by the driver at
/// `optLevel` (0-4).
CUmodule mgpuModuleLoadJIT(void *data, int optLevel) {
  makeCurrent();
  CUmodule module = nullptr;
  CUjit_option options[] = {CU_JIT_OPTIMIZATION_LEVEL};
  void *values[] = {reinterpret_cast<void *>((intptr_t)optLevel)};
  ZERO_CU(cuModuleLoadDataEx(&module, data, 1, options, values));
  return module;
}

void mgpuModuleUnload(CUmodule module) { ZERO_CU(cuModuleUnload(module)); }

CUfunction mgpuModuleGetFunction(CUmodule module, const char *name) {
  CUfunction function = nullptr;
  ZERO_CU(cuModuleGetFunction(&function, module, name));
  return function;
}

void mgpuLaunchKernel(CUfunction function, intptr_t gridX, intptr_t gridY,
                      intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                      intptr_t blockZ, int32_t smem, CUstream stream,
                      void **params, void **extra, size_t /*paramsCount*/) {
  makeCurrent();
  ZERO_CU(cuLaunchKernel(function, gridX, gridY, gridZ, blockX, blockY,
                         blockZ, smem, stream, params, extra));
}

CUstream mgpuStreamCreate() {
  makeCurrent();
  CUstream stream = nullptr;
  ZERO_CU(cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
  return stream;
}

void mgpuStreamDestroy(CUstream stream) { ZERO_CU(cuStreamDestroy(stream)); }

void mgpuStreamSynchronize(CUstream stream) {
  ZERO_CU(cuStreamSynchronize(stream));
}

void mgpuStreamWaitEvent(CUstream stream, CUevent event) {
  ZERO_CU(cuStreamWaitEvent(stream, event, /*flags=*/0));
}

CUevent mgpuEventCreate() {
  makeCurrent();
  CUevent event = nullptr;
  ZERO_CU(cuEventCreate(&event, CU_EVENT_DISABLE_TIMING));
  return event;
}

void mgpuEventDestroy(CUevent event) { ZERO_CU(cuEventDestroy(event)); }

void mgpuEventSynchronize(CUevent event) { ZERO_CU(cuEventSynchronize(event)); }

void mgpuEventRecord(CUevent event, CUstream stream) {
  ZERO_CU(cuEventRecord(event, stream));
}

void *mgpuMemAlloc(uint64_t size, CUstream /*stream*/, bool isHostShared) {
  makeCurrent();
  if (isHostShared) {
    // Host-shared buffers are rare (none in zero's own lowering): managed
    // memory, not cached.
    CUdeviceptr ptr = 0;
    ZERO_CU(cuMemAllocManaged(&ptr, size ? size : 1, CU_MEM_ATTACH_GLOBAL));
    return reinterpret_cast<void *>(ptr);
  }
  void *ptr = deviceMemory().allocate(size);
  if (!ptr) {
    std::fprintf(stderr,
                 "zero-rt: cuda error: out of device memory allocating %llu "
                 "bytes\n",
                 (unsigned long long)size);
    std::abort();
  }
  return ptr;
}

void mgpuMemFree(void *ptr, CUstream /*stream*/) {
  if (!ptr)
    return;
  // Blocks the cache does not know are the managed ones.
  if (!deviceMemory().deallocate(ptr))
    ZERO_CU(cuMemFree(reinterpret_cast<CUdeviceptr>(ptr)));
}

void mgpuMemcpy(void *dst, void *src, size_t sizeBytes, CUstream stream) {
  ZERO_CU(cuMemcpyAsync(reinterpret_cast<CUdeviceptr>(dst),
                        reinterpret_cast<CUdeviceptr>(src), sizeBytes,
                        stream));
}

void mgpuMemset32(void *dst, unsigned int value, size_t count,
                  CUstream stream) {
  ZERO_CU(cuMemsetD32Async(reinterpret_cast<CUdeviceptr>(dst), value, count,
                           stream));
}

void mgpuMemset16(void *dst, unsigned short value, size_t count,
                  CUstream stream) {
  ZERO_CU(cuMemsetD16Async(reinterpret_cast<CUdeviceptr>(dst), value, count,
                           stream));
}

//===-- cuBLAS GEMM ------------------------------------------------------===//

// cuBLAS is column-major. Row-major C (m x n, row stride ldc) read
// column-major is C^T, so C^T += op(B)^T op(A)^T is one call with the
// operands swapped. An operand row-major BLAS takes as (transpose, ld)
// (gemm_layout.h, the layouts the CPU runtime hands to BLAS) read
// column-major is its transpose, so cuBLAS takes the same flag. f32 and
// bf16 operands go through one call (cublasGemmStridedBatchedEx), C f32
// and the products accumulated in f32 either way.
static void gemmStridedBatched(const char *name, cudaDataType_t operandType,
                               float alpha, int64_t batch, int64_t transpose_a,
                               int64_t transpose_b, int64_t m, int64_t n,
                               int64_t k, int64_t a_addr,
                               int64_t a_batch_stride, int64_t a_row_stride,
                               int64_t a_col_stride, int64_t b_addr,
                               int64_t b_batch_stride, int64_t b_row_stride,
                               int64_t b_col_stride, int64_t c_addr,
                               int64_t c_batch_stride, int64_t c_row_stride,
                               int64_t c_col_stride) {
  std::optional<zero::rt::BlasGemm> layout = zero::rt::blasGemm(
      m, n, k, transpose_a != 0, transpose_b != 0, a_row_stride, a_col_stride,
      b_row_stride, b_col_stride, c_row_stride, c_col_stride);
  if (!layout) {
    std::fprintf(stderr,
                 "zero-rt: cuda error: %s: GEMM operands need a unit row or "
                 "column stride and C a unit column stride; got A (%lld, "
                 "%lld), B (%lld, %lld), C (%lld, %lld)\n",
                 name, (long long)a_row_stride, (long long)a_col_stride,
                 (long long)b_row_stride, (long long)b_col_stride,
                 (long long)c_row_stride, (long long)c_col_stride);
    std::abort();
  }
  auto op = [](const zero::rt::BlasOperand &x) {
    return x.transpose ? CUBLAS_OP_T : CUBLAS_OP_N;
  };
  const float beta = 1.0f;
  cublasStatus_t status = cublasGemmStridedBatchedEx(
      blas(), op(layout->b), op(layout->a), (int)n, (int)m, (int)k, &alpha,
      reinterpret_cast<const void *>(b_addr), operandType, (int)layout->b.ld,
      b_batch_stride, reinterpret_cast<const void *>(a_addr), operandType,
      (int)layout->a.ld, a_batch_stride, &beta,
      reinterpret_cast<void *>(c_addr), CUDA_R_32F, (int)layout->ldc,
      c_batch_stride, (int)batch, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
  if (status != CUBLAS_STATUS_SUCCESS) {
    std::fprintf(stderr,
                 "zero-rt: cuda error: %s: cublasGemmStridedBatchedEx: %s\n",
                 name, cublasGetStatusString(status));
    std::abort();
  }
  // Kernels launch on their own streams and synchronize; the GEMM runs on
  // the legacy default stream, so finishing it keeps program order.
  ZERO_CU(cuCtxSynchronize());
}

void zero_rt_cuda_step_gemm_f32(int64_t batch, int64_t transpose_a,
                                int64_t transpose_b, int64_t m, int64_t n,
                                int64_t k, int64_t a_addr,
                                int64_t a_batch_stride, int64_t a_row_stride,
                                int64_t a_col_stride, int64_t b_addr,
                                int64_t b_batch_stride, int64_t b_row_stride,
                                int64_t b_col_stride, int64_t c_addr,
                                int64_t c_batch_stride, int64_t c_row_stride,
                                int64_t c_col_stride) {
  gemmStridedBatched("gemm_f32", CUDA_R_32F, 1.0f, batch, transpose_a,
                     transpose_b, m, n, k, a_addr, a_batch_stride,
                     a_row_stride, a_col_stride, b_addr, b_batch_stride,
                     b_row_stride, b_col_stride, c_addr, c_batch_stride,
                     c_row_stride, c_col_stride);
}

void zero_rt_cuda_step_gemm_bf16(int64_t batch, int64_t transpose_a,
                                 int64_t transpose_b, int64_t m, int64_t n,
                                 int64_t k, int64_t alpha, int64_t a_addr,
                                 int64_t a_batch_stride, int64_t a_row_stride,
                                 int64_t a_col_stride, int64_t b_addr,
                                 int64_t b_batch_stride, int64_t b_row_stride,
                                 int64_t b_col_stride, int64_t c_addr,
                                 int64_t c_batch_stride, int64_t c_row_stride,
                                 int64_t c_col_stride) {
  double scale;
  std::memcpy(&scale, &alpha, sizeof scale);
  gemmStridedBatched("gemm_bf16", CUDA_R_16BF, static_cast<float>(scale),
                     batch, transpose_a, transpose_b, m, n, k, a_addr,
                     a_batch_stride, a_row_stride, a_col_stride, b_addr,
                     b_batch_stride, b_row_stride, b_col_stride, c_addr,
                     c_batch_stride, c_row_stride, c_col_stride);
}

} // extern "C"

#define ZERO_RT_STEP_ABI_CHECKED_NAME(name) zero_rt_cuda_step_##name
#include "../step_abi_checks.h"
