//===- JitFunction.h - JIT-run built functions ------------------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Lowers a module with zero-lower-to-llvm{use-runtime=0} and JIT-compiles it
// (Compile.h). Any function whose arguments are float or i64 ranked tensors
// and whose results are float tensors can be called with host vectors: a
// generated wrapper unpacks one flat f64 buffer and one flat i64 buffer into
// the arguments and packs the results into one flat f64 buffer. zero-trace
// --run-steps and the gradient-check unit tests call built steps so.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNNER_JITFUNCTION_H
#define ZERO_RUNNER_JITFUNCTION_H

#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <string>
#include <vector>

namespace mlir {
class ExecutionEngine;
class MLIRContext;
namespace zero {
namespace runner {

/// A tensor on the host: its elements in row-major order, as doubles.
using HostTensor = std::vector<double>;

class JitFunction {
public:
  /// Compiles `funcName` of `module` (printed and re-parsed into a private
  /// context, so the caller's context needs no extra registration).
  static llvm::Expected<std::unique_ptr<JitFunction>>
  compile(ModuleOp module, llvm::StringRef funcName);
  ~JitFunction();

  /// Calls the function: one host tensor per argument (integer arguments as
  /// exact doubles), one host tensor per result.
  llvm::Expected<std::vector<HostTensor>>
  call(const std::vector<HostTensor> &args);

  size_t numArguments() const { return argSizes.size(); }

private:
  JitFunction();
  std::unique_ptr<MLIRContext> context;
  std::unique_ptr<ExecutionEngine> engine;
  void *entry = nullptr;
  std::vector<int64_t> argSizes, resultSizes;
  std::vector<bool> argIsInt;
};

} // namespace runner
} // namespace zero
} // namespace mlir

#endif // ZERO_RUNNER_JITFUNCTION_H
