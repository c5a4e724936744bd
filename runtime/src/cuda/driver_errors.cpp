//===- driver_errors.cpp - zero CUDA runtime: driver errors in words ------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Host only (cuda.h's enum, no driver call): it must explain a missing
// driver, where cuGetErrorString itself is unavailable.
//
//===----------------------------------------------------------------------===//

#include "zero/runtime/cuda.h"

#include <cuda.h>

extern "C" const char *zero_rt_cuda_describe_driver_error(int cu_result) {
  switch (cu_result) {
  case CUDA_SUCCESS:
    return "no error";
  case CUDA_ERROR_NO_DEVICE:
    return "no CUDA device: the NVIDIA driver is installed but reports no "
           "GPU (CUDA_ERROR_NO_DEVICE; check CUDA_VISIBLE_DEVICES)";
  case CUDA_ERROR_STUB_LIBRARY:
    return "no NVIDIA driver: libcuda is the CUDA toolkit's link stub "
           "(CUDA_ERROR_STUB_LIBRARY)";
  case CUDA_ERROR_SYSTEM_DRIVER_MISMATCH:
    return "the NVIDIA kernel module and libcuda versions differ "
           "(CUDA_ERROR_SYSTEM_DRIVER_MISMATCH)";
  case CUDA_ERROR_NOT_INITIALIZED:
    return "the CUDA driver is not initialized (CUDA_ERROR_NOT_INITIALIZED)";
  case CUDA_ERROR_DEVICE_UNAVAILABLE:
    return "the CUDA device is busy or in exclusive mode "
           "(CUDA_ERROR_DEVICE_UNAVAILABLE)";
  case CUDA_ERROR_OUT_OF_MEMORY:
    return "out of device memory (CUDA_ERROR_OUT_OF_MEMORY)";
  default:
    return "CUDA driver error (see the CUresult code)";
  }
}
