//===- InitAllZero.h - register zero's dialects and passes ------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// For tools and for users who embed zero in their own MLIR pipelines:
//   mlir::zero::registerAllZeroDialects(registry);
//   mlir::zero::registerAllZeroPasses();
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_INITALLZERO_H
#define ZERO_INITALLZERO_H

#include "mlir/IR/DialectRegistry.h"
#include "zero/Codegen/Passes.h"
#include "zero/Conversion/Passes.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/Transforms/Passes.h"
#include "zero/Pipelines/Pipelines.h"

namespace mlir {
namespace zero {

/// Adds every dialect zero defines to `registry`.
inline void registerAllZeroDialects(DialectRegistry &registry) {
  registry.insert<ZeroDialect>();
}

/// Registers every zero pass and pass pipeline with the global registry, so
/// they are available to `-pass-pipeline` and to mlir-opt-style command lines.
inline void registerAllZeroPasses() {
  registerZeroPasses();
  registerZeroPipeline();
  registerZeroConversionPasses();
  registerZeroCodegenPasses();
  registerLowerToLLVMPipeline();
  registerLowerToNVVMPipeline();
}

} // namespace zero
} // namespace mlir

#endif // ZERO_INITALLZERO_H
