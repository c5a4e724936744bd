//===- SharedStages.h - stages the zero pipelines share ---------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_PIPELINES_SHAREDSTAGES_H
#define ZERO_LIB_PIPELINES_SHAREDSTAGES_H

#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace mlir {
namespace zero {
namespace detail {

/// Adds the stages zero-lower-to-llvm and zero-lower-to-nvvm share, from a
/// step on tensors to a bufferized step whose frees stand at each buffer's
/// last use. `afterRuntime`, if given, adds passes that run right after
/// convert-zero-to-runtime.
void addBufferizationStages(
    OpPassManager &pm, bool useRuntime,
    llvm::function_ref<void(OpPassManager &)> afterRuntime = nullptr);

/// Adds the host code's conversion to LLVM dialect that both pipelines end
/// with, from memrefs (`useRuntime`: allocations through the runtime's
/// generic hooks) to convert-func-to-llvm.
void addHostToLLVMStages(OpPassManager &pm, bool useRuntime);

} // namespace detail
} // namespace zero
} // namespace mlir

#endif // ZERO_LIB_PIPELINES_SHAREDSTAGES_H
