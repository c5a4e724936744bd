//===- CollectiveBuffers.h - a collective's runtime buffers -----*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// The buffers the runtime and the zero-to-runtime lowering allocate for a
// collective besides its results (see runtime/src/comm.cpp): the pack
// buffer of a bucket and the unpack buffer of a grouped all_gather. Every
// function takes any op and answers as for a non-collective (nothing)
// where `op` is not a zero collective.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_ANALYSIS_COLLECTIVEBUFFERS_H
#define ZERO_DIALECT_ZERO_ANALYSIS_COLLECTIVEBUFFERS_H

#include "zero/Dialect/Zero/IR/ZeroOps.h"

#include <optional>

namespace mlir {
namespace zero {

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

/// N times the bytes of the shards of `collective`: the rank-major packing
/// of a grouped bucket; nullopt where that does not fit in int64.
std::optional<int64_t>
getCheckedRankMajorBytes(CollectiveOpInterface collective);

/// The `zero.wait` of the `_start` op `start` (a collective's or a
/// transfer's); null for any other op.
WaitOp getWaitOf(Operation *start);

} // namespace zero
} // namespace mlir

#endif // ZERO_DIALECT_ZERO_ANALYSIS_COLLECTIVEBUFFERS_H
