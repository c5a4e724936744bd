//===- PeakMemory.h - static liveness peak of one rank's step ---*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// The peak_bytes zero-memory-report prints. The runtime measures the same
// quantity, so the model is spelled out here and in docs/Passes.md.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_ANALYSIS_PEAKMEMORY_H
#define ZERO_DIALECT_ZERO_ANALYSIS_PEAKMEMORY_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir {
namespace zero {

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
/// - every tensor argument is a buffer live for the whole step; an
///   offloaded argument (`!zero.offloaded`, zero-offload) lives in its store
///   and is no resident buffer;
/// - transfers (zero-offload, TransferOpInterface): a `zero.fetch`'s result
///   is a new buffer like any result; a `zero.fetch_start`'s future is the
///   chunk's buffer, born at the start and aliased by its wait's result; a
///   `zero.writeback` is a use of its chunk, and a `zero.writeback_start`
///   uses its chunk until its wait (the store write reads it in place);
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

} // namespace zero
} // namespace mlir

#endif // ZERO_DIALECT_ZERO_ANALYSIS_PEAKMEMORY_H
