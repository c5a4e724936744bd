//===- MemoryLimit.h - zero-run --memory-limit before the first step -*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// A program whose static peak (the memory analysis of the step, what
// zero-memory-report calls peak_bytes) exceeds the per-rank limit is refused
// before it allocates anything; the runtime's allocator enforces the same
// limit during the run (zero_rt_memory_set_limit).
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNNER_MEMORYLIMIT_H
#define ZERO_RUNNER_MEMORYLIMIT_H

#include "zero/Runner/StepProgram.h"

#include <cstdint>
#include <optional>
#include <string>

namespace mlir {
namespace zero {
namespace runner {

/// Model-state bytes per rank (params + grads + optimizer state, the ZeRO
/// paper's accounting with grads of the params' dtype) of `sig`'s logical
/// tensors at `stage` on `worldSize` ranks.
int64_t modelStateBytesAt(const StepSignature &sig, int64_t stage,
                          int64_t worldSize);

/// Why `sig` on `worldSize` ranks cannot run within `limit` bytes per rank,
/// or nullopt when its static peak fits (or `limit` is 0). The message
/// names the stage, world size, peak and the bytes over, and the model
/// state of every stage on these ranks, to say which could fit.
std::optional<std::string> checkMemoryLimit(const StepSignature &sig,
                                            int64_t worldSize, int64_t limit);

} // namespace runner
} // namespace zero
} // namespace mlir

#endif // ZERO_RUNNER_MEMORYLIMIT_H
