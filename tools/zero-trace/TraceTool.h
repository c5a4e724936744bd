//===- TraceTool.h - what zero-trace does with a built model ----*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_TOOLS_ZERO_TRACE_TRACETOOL_H
#define ZERO_TOOLS_ZERO_TRACE_TRACETOOL_H

#include "zero/Trace/Config.h"
#include "zero/Trace/Step.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <string>

namespace mlir {
namespace zero {
namespace trace {

/// The @main of --emit-main-steps unrolls one call per step (see Driver.cpp),
/// so its size grows with the step count.
constexpr int kMaxMainSteps = 10000;

/// One zero-trace invocation, from its validated command line.
struct TraceRequest {
  ModelSpec model;
  TraceOptions options;
  /// The configuration recorded in --json output.
  llvm::json::Object config;
  /// JIT-run this many steps and print the losses (--run-steps).
  int runSteps = 0;
  /// Append a @main running this many steps for mlir-runner.
  int emitMainSteps = 0;
  uint64_t seed = 1;
  double lr = 1e-3;
  bool sameBatch = false;
  /// Where the step goes ('-': stdout) and the --json file (empty: none).
  std::string output = "-";
  std::string jsonPath;
};

/// Checks the combination of run options, builds the step (and @main),
/// writes it, and runs it when asked. The size limits are the caller's, on
/// the configuration before the model is made (checkSizeLimits). Prints the
/// parameter count and the losses; the error says what is wrong.
llvm::Error runTraceTool(TraceRequest &request);

} // namespace trace
} // namespace zero
} // namespace mlir

#endif // ZERO_TOOLS_ZERO_TRACE_TRACETOOL_H
