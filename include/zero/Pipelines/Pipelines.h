//===- Pipelines.h - zero pass pipelines ------------------------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_PIPELINES_PIPELINES_H
#define ZERO_PIPELINES_PIPELINES_H

#include "mlir/Pass/PassManager.h"

namespace mlir {
namespace zero {

/// The textual form of `zero-lower-to-llvm`, for logs and docs.
llvm::StringRef getLowerToLLVMPipelineText();

/// Appends `zero-lower-to-llvm` to `pm` (anchored on builtin.module): a
/// partitioned step on tensors becomes LLVM dialect that calls the runtime
/// for collectives, GEMMs and every allocation.
LogicalResult buildLowerToLLVMPipeline(OpPassManager &pm,
                                       llvm::raw_ostream &errorStream);

/// Registers zero's pipelines with the global registry.
void registerZeroPipelines();

} // namespace zero
} // namespace mlir

#endif // ZERO_PIPELINES_PIPELINES_H
