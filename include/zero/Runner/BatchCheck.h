//===- BatchCheck.h - what a batch argument may hold ------------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// An integer batch argument indexes something (an embedding table, the
// classes of a loss): an id outside it reads out of bounds or trains on
// garbage without a word. Its valid values come from the step when it knows
// them (`zero.range`, written by zero-trace, else the range of the table it
// indexes, derived from the step: IndexRange.h), else from --int-range, and
// zero-run checks every row of a dataset against them before step 1.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNNER_BATCHCHECK_H
#define ZERO_RUNNER_BATCHCHECK_H

#include "zero/Runner/StepProgram.h"
#include "zero/Runner/StepState.h"

#include "llvm/Support/Error.h"

#include <cstdint>
#include <optional>
#include <string>

namespace mlir {
namespace zero {
namespace runner {

/// The values [lo, hi) an integer batch argument may hold, and where that
/// rule comes from (for messages).
struct IntRange {
  int64_t lo = 0, hi = 0;
  /// "zero.range", the table it indexes or "--int-range".
  std::string source;
  /// One more valid value outside [lo, hi): zero.range_ignore (a loss's
  /// ignore_index, whose rows the loss skips).
  std::optional<int64_t> ignore;
};

/// The valid range of integer batch argument `arg`: its zero.range, else
/// the range of the table it indexes, else [0, fallbackHi) from --int-range.
IntRange validRange(const StepArgument &arg, int64_t fallbackHi);

/// The range the step itself gives `arg` (zero.range, else the table it
/// indexes); none when it gives none.
std::optional<IntRange> stepRange(const StepArgument &arg);

/// The ids a --tokens file may hold for a step whose token arguments are
/// `inputs` and `targets`: the intersection of their step ranges, else
/// [0, intRange) when --int-range is given; none: unbounded.
std::optional<IntRange> tokenRange(const StepArgument &inputs,
                                   const StepArgument &targets,
                                   std::optional<int64_t> intRange);

/// Fails, naming the argument, the row, the value and the range, on the
/// first element of `dataset` outside `range`. A synthetic dataset is only
/// searched when its values can fall outside the range at all.
llvm::Error checkIntegerRows(const Dataset &dataset, const BoundaryTensor &spec,
                             int64_t argIndex, const IntRange &range);

} // namespace runner
} // namespace zero
} // namespace mlir

#endif // ZERO_RUNNER_BATCHCHECK_H
