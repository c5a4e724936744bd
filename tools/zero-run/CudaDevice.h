//===- CudaDevice.h - zero-run --device=cuda ---------------------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_TOOLS_ZERO_RUN_CUDADEVICE_H
#define ZERO_TOOLS_ZERO_RUN_CUDADEVICE_H

#include "llvm/Support/Error.h"

/// Loads the CUDA runtime, checks for a device and puts device (managed)
/// memory behind the runtime's allocator; call before any allocation. The
/// error names the reason (built without CUDA, no driver, no device).
llvm::Error checkCudaDevice();

#endif // ZERO_TOOLS_ZERO_RUN_CUDADEVICE_H
