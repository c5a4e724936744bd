//===- CudaDevice.h - zero-run --device=cuda ---------------------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_TOOLS_ZERO_RUN_CUDADEVICE_H
#define ZERO_TOOLS_ZERO_RUN_CUDADEVICE_H

#include "llvm/Support/Error.h"

/// Whether this zero can run a step on a CUDA GPU here; the error names the
/// reason (built without CUDA, no driver, no device, not implemented).
llvm::Error checkCudaDevice();

#endif // ZERO_TOOLS_ZERO_RUN_CUDADEVICE_H
