//===- PipelineText.h - stages the zero pipelines share ---------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_PIPELINES_PIPELINETEXT_H
#define ZERO_LIB_PIPELINES_PIPELINETEXT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir {
namespace zero {
namespace detail {

/// Prints the stages zero-lower-to-llvm and zero-lower-to-nvvm share, from a
/// step on tensors to a bufferized step whose frees stand at each buffer's
/// last use, each followed by a comma. `afterRuntime` (pass names, each
/// followed by a comma) runs right after convert-zero-to-runtime.
void printBufferizationStages(llvm::raw_ostream &os, bool useRuntime,
                              llvm::StringRef afterRuntime = "");

/// Prints the host code's conversion to LLVM dialect that both pipelines end
/// with, from memrefs (`useRuntime`: allocations through the runtime's
/// generic hooks) to convert-func-to-llvm, each followed by a comma.
void printHostToLLVMStages(llvm::raw_ostream &os, bool useRuntime);

} // namespace detail
} // namespace zero
} // namespace mlir

#endif // ZERO_LIB_PIPELINES_PIPELINETEXT_H
