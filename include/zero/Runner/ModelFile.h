//===- ModelFile.h - the full model as one .safetensors file ----*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// zero-run --export writes every parameter of the step, as its full logical
// tensor under its name (zero.name, which zero-trace gives every argument),
// to one .safetensors file; a parameter whose optimizer state holds an fp32
// master copy (mixed precision: an opt_state named "<param>.master") is
// written as that master. --import reads such a file to initialize the
// parameters (and their masters) by name.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNNER_MODELFILE_H
#define ZERO_RUNNER_MODELFILE_H

#include "zero/Runner/StepProgram.h"

#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace zero {
namespace runner {

/// The argument whose value is exported for param `param`: its master
/// opt_state if it has one, else itself.
unsigned exportedArgument(const StepSignature &sig, unsigned param);

/// Writes the parameters and buffers of `sig` to `path`; `logical[i]` is the full
/// logical tensor of argument i (filled for every exportedArgument).
llvm::Error exportModel(llvm::StringRef path, const StepSignature &sig,
                        const std::vector<std::vector<char>> &logical);

/// Reads `path` and returns, for each argument it initializes (every param
/// and every master, every buffer), its full logical tensor; nullopt
/// elsewhere. Every param and buffer must be in the file with its dtype (or f32 for a master, and for
/// a bf16 param, which takes its rounding) and logical shape, and the file
/// must hold nothing else.
llvm::Expected<std::vector<std::optional<std::vector<char>>>>
importModel(llvm::StringRef path, const StepSignature &sig);

} // namespace runner
} // namespace zero
} // namespace mlir

#endif // ZERO_RUNNER_MODELFILE_H
