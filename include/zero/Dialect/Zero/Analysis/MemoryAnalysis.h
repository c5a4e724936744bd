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

#include "zero/Dialect/Zero/IR/ZeroOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/StringMap.h"

#include <optional>

namespace mlir {
namespace zero {

/// Bytes of one element of `type` (bit width rounded up to bytes; index is 8).
int64_t getElementBytes(Type type);

/// Bytes of a statically shaped tensor type; 0 for any other type.
int64_t getTensorBytes(Type type);

/// Bytes of a statically shaped tensor type, or nullopt where its element
/// count or byte size does not fit in int64.
std::optional<int64_t> getCheckedTensorBytes(Type type);

/// Checks that every byte count the memory model and the reports compute for
/// `func` fits in int64, so that none of them can wrap: every tensor's byte
/// size, and the sum of all of them together with what the collectives
/// allocate (pack and unpack buffers) and send (ring bytes). Each count a
/// report prints (param, gradient, optimizer-state, model-state, peak and
/// comm bytes) is part of that sum. Emits an error naming the tensor type or
/// the op at which a count stops fitting.
LogicalResult verifyByteCountsFit(func::FuncOp func);

/// The tensors a collective (blocking or `_start`) hands the runtime: the
/// inputs of a reduction, the shard of an all_gather; empty for other ops.
OperandRange getCollectiveInputs(Operation *op);

/// Whether `op` is a `zero.*_start`.
bool isAsyncCollective(Operation *op);

/// Whether `op` is an all_gather or reduce_scatter (blocking or `_start`) of
/// a grouped bucket: several tensors, each with its own shard.
bool isGroupedBucket(Operation *op);

/// Whether the runtime packs `op`'s inputs into one buffer first: a
/// reduce_scatter or all_reduce (blocking or `_start`) of several tensors,
/// or an all_gather of a grouped bucket.
bool packsBucket(Operation *op);

/// Bytes of that pack buffer: the inputs back to back, except for a grouped
/// reduce_scatter, whose tensors are packed rank-major, each padded to N
/// times its shard (N times the bytes of its shards).
int64_t getPackBytes(Operation *op);

/// Bytes of the buffer a grouped all_gather receives the rank-major shards
/// in before unpacking them into its results (N times the bytes of its
/// shards); 0 for any other op.
int64_t getUnpackBytes(Operation *op);

/// The `zero.wait` of the `_start` op `start`; null for any other op.
WaitOp getWaitOf(Operation *start);

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
///   `extract_slice`, `reshape`) which alias their source where one-shot
///   bufferization makes them views (a collapse_shape of a slice whose
///   dimensions are not contiguous, or a reshape of a strided view, is a
///   copy: a new buffer born at that op, as the lowering allocates it), and a
///   destination-style result whose init is not an argument and whose
///   buffer is used for the last time by that op, which reuses the init's
///   buffer (in place);
/// - a buffer dies after the last body op that uses any value aliasing it
///   (uses nested in an op's regions count for that op; `zero.free` is not
///   a use: the lowering erases it and frees after the last other use, so a
///   bucket's input freed after the bucket dies when it is packed);
///   returned buffers never die;
/// - while an op runs, its operands' and its results' buffers are live.
/// - asynchronous collectives and buckets (what the runtime allocates, see
///   runtime/src/comm.cpp and the zero-to-runtime lowering): a `_start`'s
///   future is its output buffer, born at the start and aliased by its
///   wait's results (an in-place all_reduce_start reuses its input's
///   buffer); the runtime sends from the start's input in place (no
///   staging copy), so a one-tensor input of a start lives until the wait;
///   a bucket of several inputs (reduce_scatter, all_reduce, a grouped
///   all_gather) is first copied into a pack buffer (getPackBytes)
///   allocated before the results, the inputs dying there being freed
///   before the results are allocated; the pack buffer dies after the op,
///   or at the wait of a start; a grouped all_gather receives into an
///   unpack buffer (getUnpackBytes) born with its results that dies with
///   the pack buffer; a bucket's results share one buffer.
/// Ops nested inside regions are not looked into. Fails with an error on a
/// dynamically shaped tensor and where verifyByteCountsFit fails.
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
/// `_start`); nullopt for any other op. computeCommBytes sums these. Bytes
/// that do not fit in int64 saturate; verifyByteCountsFit refuses a program
/// with such a collective before any report prints them.
std::optional<CollectiveBytes> getCollectiveBytes(Operation *op);

/// The ring bytes of a zero collective (0 for any other op), or nullopt
/// where they do not fit in int64.
std::optional<int64_t> getCheckedCollectiveBytes(Operation *op);

} // namespace zero
} // namespace mlir

#endif // ZERO_DIALECT_ZERO_ANALYSIS_MEMORYANALYSIS_H
