//===- MemoryAnalysis.h - static per-rank memory and comm bytes -*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// The numbers zero-memory-report prints. The runtime measures the same
// quantities, so the model is spelled out here and in docs/Passes.md.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_ANALYSIS_MEMORYANALYSIS_H
#define ZERO_DIALECT_ZERO_ANALYSIS_MEMORYANALYSIS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/StringMap.h"

#include <optional>

namespace mlir {
namespace zero {

/// Bytes of one element of `type` (bit width rounded up to bytes; index is 8).
int64_t getElementBytes(Type type);

/// Bytes of a statically shaped tensor type; 0 for any other type.
int64_t getTensorBytes(Type type);

/// The static liveness peak of a function body.
struct PeakMemory {
  /// Largest number of bytes live while one op of the body runs.
  int64_t peakBytes = 0;
  /// The op at which the peak is reached (null: before the first op).
  Operation *peakOp = nullptr;
  /// Position of `peakOp` among the ops of the body (0-based).
  int64_t peakIndex = -1;
};

/// Computes the static peak of the tensors of `func`'s body:
/// - every tensor argument is a buffer live for the whole step;
/// - every statically shaped tensor result of a body op is a new buffer born
///   at that op, except: `tensor.empty` (no storage; its consumer's result
///   is the buffer), views (`tensor.collapse_shape`, `expand_shape`, `cast`,
///   `extract_slice`, `reshape`) which alias their source, and a
///   destination-style result whose init is not an argument and whose
///   buffer is used for the last time by that op, which reuses the init's
///   buffer (in place);
/// - a buffer dies after the last body op that uses any value aliasing it
///   (uses nested in an op's regions count for that op; `zero.free` is a
///   use); returned buffers never die;
/// - while an op runs, its operands' and its results' buffers are live.
/// Ops nested inside regions are not looked into. Fails with an error on a
/// dynamically shaped tensor.
FailureOr<PeakMemory> computePeakMemory(func::FuncOp func);

/// Bytes one rank sends per step with ring collectives, per collective kind
/// (`all_gather`, `reduce_scatter`, `all_reduce`), summed over every
/// collective in `func` (each op counted once, also inside loops): with a
/// bucket of n elements of b bytes on N ranks and s = ceil(n/N),
/// all_gather and reduce_scatter send (N-1)*s*b, all_reduce 2*(N-1)*s*b.
llvm::StringMap<int64_t> computeCommBytes(func::FuncOp func);

/// What one collective op sends per rank, by the rules of computeCommBytes.
struct CollectiveBytes {
  /// `all_gather`, `reduce_scatter` or `all_reduce` (async forms included).
  llvm::StringRef kind;
  int64_t bytes = 0;
  int64_t worldSize = 1;
};

/// The kind and ring bytes of `op` if it is a zero collective (blocking or
/// `_start`); nullopt for any other op. computeCommBytes sums these.
std::optional<CollectiveBytes> getCollectiveBytes(Operation *op);

} // namespace zero
} // namespace mlir

#endif // ZERO_DIALECT_ZERO_ANALYSIS_MEMORYANALYSIS_H
