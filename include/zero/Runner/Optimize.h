//===- Optimize.h - LLVM's optimizer on a compiled step ---------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNNER_OPTIMIZE_H
#define ZERO_RUNNER_OPTIMIZE_H

#include "llvm/Support/Error.h"

#include <functional>

namespace llvm {
class Module;
class TargetMachine;
} // namespace llvm

namespace mlir {
namespace zero {
namespace runner {

/// LLVM's default module pipeline at `optLevel` (0 to 3) with the loop and
/// SLP vectorizers, as MLIR's makeOptimizingTransformer builds it, except
/// that function passes skip functions marked `optnone`, as clang's and
/// opt's pipelines do. MLIR's transformer registers no pass
/// instrumentation, and the new pass manager skips optnone functions only
/// through one: it ran every pass (SimplifyCFG, InstCombine, the SLP
/// vectorizer) over a step's body, thousands of calls that
/// zero-outline-kernels marks optnone, in time superlinear in its length,
/// and merged the body's short blocks back into long ones for the code
/// generator.
std::function<llvm::Error(llvm::Module *)>
makeStepOptimizer(unsigned optLevel, llvm::TargetMachine *targetMachine);

} // namespace runner
} // namespace zero
} // namespace mlir

#endif // ZERO_RUNNER_OPTIMIZE_H
