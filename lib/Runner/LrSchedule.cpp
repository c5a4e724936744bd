//===- LrSchedule.cpp - learning-rate warmup and cosine decay -------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/LrSchedule.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace llvm;
using namespace mlir::zero::runner;

double LrSchedule::at(int64_t step) const {
  if (warmup > 0 && step <= warmup)
    return peak * double(step) / double(warmup);
  if (cosineEnd <= warmup)
    return peak;
  if (step > cosineEnd)
    return min;
  double progress = double(step - warmup) / double(cosineEnd - warmup);
  return min + (peak - min) * 0.5 * (1.0 + std::cos(M_PI * progress));
}

static Error fail(const Twine &message) {
  return createStringError(inconvertibleErrorCode(),
                           "--lr-schedule: " + message);
}

Expected<LrSchedule> LrSchedule::parse(StringRef text) {
  LrSchedule s;
  bool hasPeak = false;
  StringSet<> seen;
  SmallVector<StringRef> fields;
  text.split(fields, ',');
  for (StringRef field : fields) {
    auto [key, value] = field.split(':');
    key = key.trim();
    value = value.trim();
    if (!seen.insert(key).second)
      return fail("'" + key + "' is given twice");
    if (key == "peak" || key == "min") {
      double v;
      if (value.getAsDouble(v) || !std::isfinite(v) || v < 0)
        return fail("'" + key +
                    "' must be a finite non-negative number, but got '" +
                    value + "'");
      (key == "peak" ? s.peak : s.min) = v;
      hasPeak |= key == "peak";
      continue;
    }
    if (key == "warmup" || key == "cosine") {
      int64_t v;
      if (value.getAsInteger(10, v) || v < 0)
        return fail("'" + key + "' must be a step count >= 0, but got '" +
                    value + "'");
      (key == "warmup" ? s.warmup : s.cosineEnd) = v;
      continue;
    }
    return fail("unknown field '" + field +
                "'; expected peak:P, warmup:W, cosine:T or min:M");
  }
  if (!hasPeak)
    return fail("'peak:P' (the learning rate after the warmup) is required, "
                "but got '" + text + "'");
  if (s.min > s.peak)
    return fail(formatv("'min' ({0}) must not exceed 'peak' ({1})", s.min,
                        s.peak));
  if (s.cosineEnd > 0 && s.cosineEnd <= s.warmup)
    return fail("'cosine' (" + Twine(s.cosineEnd) +
                ") is the step the decay ends at and must come after "
                "'warmup' (" +
                Twine(s.warmup) + ")");
  return s;
}
