//===- Progress.h - zero-run's per-step progress output ---------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// One line per step: "step S loss L samples/s X tokens/s Y [lr R] [S/T eta Es]".
// On a terminal the line is rewritten in place (carriage return) and ends
// with a newline after the last step; otherwise (logs, pipes, tests) every
// step gets its own line, written with one write so that lines of different
// ranks sharing a log stay whole.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNNER_PROGRESS_H
#define ZERO_RUNNER_PROGRESS_H

#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <optional>

namespace mlir {
namespace zero {
namespace runner {

class ProgressPrinter {
public:
  /// `totalSteps` steps will be reported; `inPlace`: rewrite one line
  /// (stdout is a terminal).
  /// Steps `firstStep + 1 .. lastStep` run in this process (a resumed run
  /// starts past 0); rates and the ETA count only those.
  ProgressPrinter(llvm::raw_ostream &os, int64_t firstStep, int64_t lastStep,
                  bool inPlace)
      : os(os), firstStep(firstStep), totalSteps(lastStep), inPlace(inPlace) {}

  /// Reports 1-based step `step` after `seconds` of stepping in total.
  void step(int64_t step, double loss, double samplesPerStep,
            double tokensPerStep, double seconds, std::optional<double> lr);

  /// Ends the in-place line (no-op otherwise).
  void finish();

private:
  llvm::raw_ostream &os;
  int64_t firstStep;
  int64_t totalSteps;
  bool inPlace;
  size_t lastWidth = 0;
  bool open = false;
};

} // namespace runner
} // namespace zero
} // namespace mlir

#endif // ZERO_RUNNER_PROGRESS_H
