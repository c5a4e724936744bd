//===- MemoryLimit.cpp - zero-run --memory-limit before the first step ----===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/MemoryLimit.h"

#include "llvm/Support/raw_ostream.h"

using namespace mlir::zero;
using namespace mlir::zero::runner;

int64_t runner::modelStateBytesAt(const StepSignature &sig, int64_t stage,
                                  int64_t worldSize) {
  auto shardBytes = [&](const BoundaryTensor &t) {
    return (t.logicalNumElements() + worldSize - 1) / worldSize *
           t.elementBytes();
  };
  auto fullBytes = [](const BoundaryTensor &t) {
    return t.logicalNumElements() * t.elementBytes();
  };
  int64_t bytes = 0;
  for (const StepArgument &arg : sig.args) {
    if (arg.role == ArgRole::Param) {
      // The parameter (sharded from stage 3) and its gradient (from 2).
      bytes += stage >= 3 ? shardBytes(arg.tensor) : fullBytes(arg.tensor);
      bytes += stage >= 2 ? shardBytes(arg.tensor) : fullBytes(arg.tensor);
    } else if (arg.role == ArgRole::OptState) {
      bytes += stage >= 1 ? shardBytes(arg.tensor) : fullBytes(arg.tensor);
    }
  }
  return bytes;
}

std::optional<std::string> runner::checkMemoryLimit(const StepSignature &sig,
                                                    int64_t worldSize,
                                                    int64_t limit) {
  if (limit <= 0 || sig.staticPeakBytes < 0 || sig.staticPeakBytes <= limit)
    return std::nullopt;
  std::string text;
  llvm::raw_string_ostream os(text);
  int64_t stage = sig.stage.value_or(0);
  os << "@" << sig.funcName << " (stage " << stage << ", world size "
     << worldSize << ") needs " << sig.staticPeakBytes
     << " bytes per rank at its static peak, above --memory-limit="
     << limit << " by " << sig.staticPeakBytes - limit
     << " bytes; nothing was run. Model state per rank on " << worldSize
     << " rank(s):";
  std::optional<int64_t> fits;
  for (int64_t s = 0; s <= 3; ++s) {
    int64_t bytes = modelStateBytesAt(sig, s, worldSize);
    os << (s ? ", " : " ") << "stage " << s << " " << bytes;
    if (!fits && bytes < limit && s > stage)
      fits = s;
  }
  os << " bytes (activations and gathered parameters come on top); ";
  if (fits)
    os << "stage " << *fits << " is the lowest stage whose model state alone fits "
       << "the limit: partition the step for it (zero-opt --zero-pipeline="
          "\"stage="
       << *fits << " world-size=" << worldSize << "\")";
  else
    os << "no higher stage's model state fits the limit: use more ranks or "
          "a smaller model";
  return text;
}
