//===- Pipelines.h - zero's lowering pipeline -------------------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_PIPELINES_PIPELINES_H
#define ZERO_PIPELINES_PIPELINES_H

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace mlir {
namespace zero {

/// Options of `zero-lower-to-llvm`.
struct LowerToLLVMOptions : public PassPipelineOptions<LowerToLLVMOptions> {
  PassOptions::Option<bool> useRuntime{
      *this, "use-runtime",
      llvm::cl::desc("lower zero ops and f32 matmuls to calls into zero's "
                     "runtime and allocate through its accounting allocator; "
                     "off: plain malloc/free and loops, for steps without "
                     "zero ops run outside the runtime"),
      llvm::cl::init(true)};
  PassOptions::Option<std::string> packedEntry{
      *this, "packed-entry",
      llvm::cl::desc("give this function an entry of two pointers, argument "
                     "words in and result words out (zero-pack-entry-abi), "
                     "so that its compile time does not grow with the square "
                     "of its number of arguments; empty: none"),
      llvm::cl::init("")};
};

/// Appends `zero-lower-to-llvm` to `pm` (anchored on builtin.module; its
/// textual form: `zero-opt --zero-lower-to-llvm --dump-pass-pipeline`): a step
/// on tensors, partitioned or not, becomes LLVM dialect.
LogicalResult buildLowerToLLVMPipeline(OpPassManager &pm,
                                       const LowerToLLVMOptions &options,
                                       llvm::raw_ostream &errorStream);

/// Registers `zero-lower-to-llvm` with the global registry.
void registerLowerToLLVMPipeline();

} // namespace zero
} // namespace mlir

#endif // ZERO_PIPELINES_PIPELINES_H
