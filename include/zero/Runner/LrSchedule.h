//===- LrSchedule.h - learning-rate warmup and cosine decay -----*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// The learning rate zero-run feeds a hyper argument step by step
// (`--lr-schedule=peak:P,warmup:W,cosine:T,min:M` and the hyper value `lr`).
// With t the 1-based step:
//   t <= W       P * t / W                                   (linear warmup)
//   W < t <= T   M + (P - M) * (1 + cos(pi * (t - W) / (T - W))) / 2
//   t > T        M
// W = 0 starts at P; T <= W (or no cosine) keeps P after the warmup.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNNER_LRSCHEDULE_H
#define ZERO_RUNNER_LRSCHEDULE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>

namespace mlir {
namespace zero {
namespace runner {

struct LrSchedule {
  double peak = 0;
  int64_t warmup = 0;
  /// The step the cosine decay ends at (counted from step 1, warmup
  /// included); 0: no decay.
  int64_t cosineEnd = 0;
  double min = 0;

  /// The learning rate of 1-based step `step`.
  double at(int64_t step) const;

  /// Parses "peak:P,warmup:W,cosine:T,min:M" (peak required, the others
  /// optional, any order); the error names the field, the expected and the
  /// actual value.
  static llvm::Expected<LrSchedule> parse(llvm::StringRef text);
};

} // namespace runner
} // namespace zero
} // namespace mlir

#endif // ZERO_RUNNER_LRSCHEDULE_H
