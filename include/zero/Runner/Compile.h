//===- Compile.h - lower and JIT-compile a step -----------------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// The one place a module becomes machine code: a context with every dialect
// and LLVM translation a step needs, the `zero-lower-to-llvm` pipeline and
// MLIR's ExecutionEngine. zero-run's StepProgram and zero-trace's
// FlatFunction both compile through it.
//
// A CPU step can also be compiled to a relocatable object and loaded from
// one (JitObject), so that a compiled step can be kept on disk and loaded by
// every later run and every rank of the machine (CompileCache.h) instead of
// being lowered and code-generated again.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNNER_COMPILE_H
#define ZERO_RUNNER_COMPILE_H

#include "zero/Pipelines/Pipelines.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ExecutionEngine/Orc/LLJIT.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"

#include <memory>

namespace mlir {
namespace zero {
namespace runner {

struct JitOptions {
  /// LLVM optimization level of the compiled code, 0 to 3.
  unsigned optLevel = 3;
  /// `zero-lower-to-llvm{use-runtime}`: zero ops, f32 matmuls and every
  /// allocation call zero's runtime, which the process must have loaded.
  bool useRuntime = true;
  /// Lower with `zero-lower-to-nvvm` instead (docs/GPU.md): kernels on the
  /// GPU, calls into libzero_runtime_cuda, which the process must have
  /// loaded (zero-run --device=cuda does).
  bool cuda = false;
  /// `zero-lower-to-llvm{packed-entry}`: this function's entry takes two
  /// pointers, argument words in and result words out (zero-pack-entry-abi).
  /// CPU only.
  std::string packedEntry;
  /// `zero-lower-to-llvm{parallel-loops}`: big kernels' outer loops call
  /// LLVM's OpenMP runtime, which the process must have loaded
  /// (LoopThreads.h). CPU only.
  bool parallelLoops = false;
  /// `zero-lower-to-llvm{row-kernel-min-bytes}`: chains of row ops whose
  /// buffers add up to at least this many bytes run as one loop over their
  /// rows; negative: never. CPU only.
  int64_t rowKernelMinBytes = kDefaultRowKernelMinBytes;
};

/// A context that knows every upstream dialect, zero's dialect and the LLVM
/// translations, with zero's passes and pipelines registered.
std::unique_ptr<MLIRContext> createRunnerContext();

/// Lowers `module` (in a context from createRunnerContext) in place with
/// `zero-lower-to-llvm` and JIT-compiles it. Diagnostics of the lowering go
/// to the context's handler; the error says which phase failed.
llvm::Expected<std::unique_ptr<ExecutionEngine>>
compileModule(ModuleOp module, const JitOptions &options);

/// Lowers `module` in place like compileModule and code-generates it for
/// this machine into relocatable objects (a bundle: each object's size as 8
/// little-endian bytes, then its bytes), with upstream's packed wrappers
/// (`_mlir_<name>`) as ExecutionEngine adds them. Functions marked optnone
/// (a step's body) are code-generated without optimization, in an object
/// apart from the rest, and LLVM's optimizer sees only the rest
/// (SplitStep.h). CPU only; fails on a module with global
/// constructors, which a loaded object would not run.
llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
compileModuleToObject(ModuleOp module, const JitOptions &options);

/// What besides the program decides the object compileModuleToObject makes:
/// the lowering pipeline as text (every pass with its options), the LLVM
/// optimization level, LLVM's version and the host's target triple, CPU and
/// CPU features. A compile cache keys its entries by it.
llvm::Expected<std::string>
describeObjectCompilation(MLIRContext &context, const JitOptions &options);

/// An object from compileModuleToObject, linked into this process (ORC's
/// LLJIT): its calls resolve against the process (zero's runtime) and MLIR's
/// C runner utilities, as in ExecutionEngine.
class JitObject {
public:
  /// Links the object bundle `object` (compileModuleToObject).
  static llvm::Expected<std::unique_ptr<JitObject>>
  load(llvm::StringRef object);

  /// The address of `name`'s packed wrapper (ExecutionEngine::lookupPacked).
  llvm::Expected<void (*)(void **)> lookupPacked(llvm::StringRef name) const;

private:
  JitObject() = default;
  std::unique_ptr<llvm::orc::LLJIT> jit;
};

} // namespace runner
} // namespace zero
} // namespace mlir

#endif // ZERO_RUNNER_COMPILE_H
