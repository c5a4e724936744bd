//===- internal.h - zero CUDA runtime: shared by its sources ----*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNTIME_SRC_CUDA_INTERNAL_H
#define ZERO_RUNTIME_SRC_CUDA_INTERNAL_H

#include <cuda.h>

namespace zero {
namespace rt {
namespace cuda {

/// Prints `zero-rt: cuda error: FILE:LINE: CALL failed: NAME (TEXT)` and
/// aborts: the step ABI cannot return errors.
[[noreturn]] void fatal(const char *call, CUresult result, const char *file,
                        int line);

/// Makes the process's device's primary context current on this thread
/// (initializing the driver on first use).
CUcontext makeCurrent();

} // namespace cuda
} // namespace rt
} // namespace zero

#define ZERO_CU(call)                                                          \
  do {                                                                         \
    CUresult zeroCuResult = (call);                                            \
    if (zeroCuResult != CUDA_SUCCESS)                                          \
      ::zero::rt::cuda::fatal(#call, zeroCuResult, __FILE__, __LINE__);        \
  } while (0)

#endif // ZERO_RUNTIME_SRC_CUDA_INTERNAL_H
