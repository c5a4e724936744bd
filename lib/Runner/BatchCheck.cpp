//===- BatchCheck.cpp - what a batch argument may hold --------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/BatchCheck.h"

#include <cstring>

using namespace llvm;

namespace mlir {
namespace zero {
namespace runner {

std::optional<IntRange> stepRange(const StepArgument &arg) {
  if (arg.range)
    return IntRange{arg.range->first, arg.range->second, "zero.range",
                    arg.rangeIgnore};
  if (arg.indexedHi)
    return IntRange{0, *arg.indexedHi, arg.indexedSource};
  return std::nullopt;
}

IntRange validRange(const StepArgument &arg, int64_t fallbackHi) {
  if (std::optional<IntRange> range = stepRange(arg))
    return *range;
  return {0, fallbackHi, "--int-range"};
}

std::optional<IntRange> tokenRange(const StepArgument &inputs,
                                   const StepArgument &targets,
                                   std::optional<int64_t> intRange) {
  std::optional<IntRange> a = stepRange(inputs), b = stepRange(targets);
  if (a && b) {
    IntRange both = *a;
    both.lo = std::max(a->lo, b->lo);
    if (b->hi < a->hi) {
      both.hi = b->hi;
      both.source = b->source;
    }
    return both;
  }
  if (a || b)
    return a ? a : b;
  if (intRange)
    return IntRange{0, *intRange, "--int-range"};
  return std::nullopt;
}

static int64_t loadInteger(const char *data, zero_rt_dtype_t dtype,
                           int64_t index) {
  if (dtype == ZERO_RT_DTYPE_I32) {
    int32_t v;
    std::memcpy(&v, data + index * sizeof(v), sizeof(v));
    return v;
  }
  int64_t v;
  std::memcpy(&v, data + index * sizeof(v), sizeof(v));
  return v;
}

Error checkIntegerRows(const Dataset &dataset, const BoundaryTensor &spec,
                       int64_t argIndex, const IntRange &range) {
  int64_t rowElements = dataset.rowBytes / spec.elementBytes();
  int64_t elements = dataset.rows * rowElements;
  const SyntheticSource *synthetic =
      dataset.synthetic ? &*dataset.synthetic : nullptr;
  // Generated values lie in [intLo, intHi) by construction.
  if (synthetic && synthetic->intLo >= range.lo && synthetic->intHi <= range.hi)
    return Error::success();
  for (int64_t j = 0; j < elements; ++j) {
    int64_t value = synthetic ? int64_t(synthetic->value(j))
                              : loadInteger(dataset.data.data(), spec.dtype, j);
    if ((value >= range.lo && value < range.hi) || value == range.ignore)
      continue;
    std::string ignored =
        range.ignore ? " or its ignore value " + std::to_string(*range.ignore)
                     : "";
    return createStringError(
        inconvertibleErrorCode(),
        dataset.origin + ": row " + Twine(j / rowElements) + " of batch "
            "argument #" + Twine(argIndex) + " holds " + Twine(value) +
            " (element " + Twine(j % rowElements) + " of the row), outside "
            "its range [" + Twine(range.lo) + ", " + Twine(range.hi) + ")" +
            ignored + " (" + range.source + ")");
  }
  return Error::success();
}

} // namespace runner
} // namespace zero
} // namespace mlir
