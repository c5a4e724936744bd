//===- ShardUpdate.h - run elementwise updates on shards --------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Rewrites used by zero-partition for stages 1-3: an elementwise update op on
// full tensors becomes the same op on this rank's flat 1-D shards, and a
// global-norm sum over a full gradient becomes a partial sum over its shard
// plus an all_reduce.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_DIALECT_ZERO_TRANSFORMS_SHARDUPDATE_H
#define ZERO_LIB_DIALECT_ZERO_TRANSFORMS_SHARDUPDATE_H

#include "zero/Dialect/Zero/IR/ZeroOps.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/IRMapping.h"

namespace mlir {
namespace zero {

/// The flat shard type of `type` over `worldSize` ranks.
RankedTensorType getShardTypeOf(Type type, int64_t worldSize);

/// Creates, at `builder`'s insertion point, the 1-D shard form of the
/// elementwise update `op` (see isElementwiseUpdateOp). Operands found in
/// `mapping` are replaced by their shard values; other operands are scalars
/// and are kept; unread inits become fresh `tensor.empty` shards. Maps the
/// results of `op` to the new results in `mapping`.
void createShardedUpdateOp(OpBuilder &builder, linalg::GenericOp op,
                           IRMapping &mapping, int64_t worldSize);

/// Creates, at `builder`'s insertion point, `accumulated += shard`: a
/// `linalg.generic` reading `shard` whose init is `accumulated`, so that
/// bufferization writes the sum into the accumulator's buffer, marked
/// `zero.grad_shard_of = param` (that buffer is the running gradient shard
/// of gradient accumulation). Without `accumulated`, the accumulator is a
/// new zero-filled shard. Returns the sum.
Value createShardAccumulation(OpBuilder &builder, Value accumulated,
                              Value shard, unsigned param);

/// True if `op` (a `linalg.generic` or `linalg.reduce`) is a sum reduction
/// of all of `gradient` into a zero-filled 0-d tensor whose payload maps a zero element to a zero contribution, so
/// a partial sum over a zero-padded shard plus an all_reduce gives the same
/// value (e.g. the sum of squares of global-norm clipping).
bool isShardableSumReduction(Operation *op, Value gradient);

/// Creates the partial sum of `op` (see isShardableSumReduction) over
/// `gradientShard` and its all_reduce over the ranks that hold the
/// gradient's shards once, `shards`; returns the total.
Value createShardedSumReduction(OpBuilder &builder, linalg::LinalgOp op,
                                Value gradientShard, RankGroup shards);

} // namespace zero
} // namespace mlir

#endif // ZERO_LIB_DIALECT_ZERO_TRANSFORMS_SHARDUPDATE_H
