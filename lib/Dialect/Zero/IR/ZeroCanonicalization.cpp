//===- ZeroCanonicalization.cpp - zero op canonicalization patterns -------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Collectives read and write the network (CommResource), so the generic
// folding and dead-code rules never touch them. The patterns here remove
// communication only where its result is known without it and identical on
// every rank: every rank compiles the same program, so every rank drops the
// same collective and the ones that remain keep their relative order.
//
//  - On one rank (`world_size 1`) each collective is a reshape: all_reduce is
//    the identity; reduce_scatter and partition flatten the bucket (ceil(n/1)
//    = n, no padding); all_gather reshapes the shard back; a `*_start` and its
//    `zero.wait` become the blocking form, which folds in turn.
//  - all_gather(partition(x)) is x for the same bucket and world size.
//
// These are patterns, not `fold` hooks: a fold that makes a value the same as
// (or a view of) another must also erase the `zero.free`s of the copy that no
// longer exists, and a fold hook can only replace the op's own results.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/IR/ZeroOps.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

#include <type_traits>

using namespace mlir;
using namespace mlir::zero;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Erases every `zero.free` of `values`. Used when a fold makes a result the
/// same buffer as an input (or a view of it): freeing either would now end
/// the lifetime of the other, which may still be used.
static void eraseFreesOf(PatternRewriter &rewriter, ValueRange values) {
  for (Value value : values)
    for (Operation *user : llvm::make_early_inc_range(value.getUsers()))
      if (isa<FreeOp>(user))
        rewriter.eraseOp(user);
}

/// The all-dims-in-one-group reassociation of a tensor of rank `rank` >= 2.
static SmallVector<ReassociationIndices> collapseAll(int64_t rank) {
  ReassociationIndices group;
  for (int64_t dim = 0; dim < rank; ++dim)
    group.push_back(dim);
  return {group};
}

/// `value` (statically shaped) as a 1-D tensor of its elements in row-major
/// order: itself when already 1-D, a view otherwise.
static Value flatten(PatternRewriter &rewriter, Location loc, Value value) {
  auto type = cast<RankedTensorType>(value.getType());
  auto flatType =
      RankedTensorType::get({type.getNumElements()}, type.getElementType());
  if (type.getRank() == 1)
    return value;
  if (type.getRank() == 0)
    return tensor::ExpandShapeOp::create(rewriter, loc, flatType, value,
                                         ArrayRef<ReassociationIndices>{});
  return tensor::CollapseShapeOp::create(rewriter, loc, flatType, value,
                                         collapseAll(type.getRank()));
}

/// The 1-D `flat` (of exactly `type`'s element count) as a tensor of `type`.
static Value unflatten(PatternRewriter &rewriter, Location loc, Value flat,
                       RankedTensorType type) {
  if (type.getRank() == 1)
    return flat;
  if (type.getRank() == 0)
    return tensor::CollapseShapeOp::create(rewriter, loc, type, flat,
                                           ArrayRef<ReassociationIndices>{});
  return tensor::ExpandShapeOp::create(rewriter, loc, type, flat,
                                       collapseAll(type.getRank()));
}

/// The one-rank shard of `bucket`: its tensors flattened and concatenated.
/// Sets `aliases` when the shard is a view of (or is) the only tensor.
static Value flattenBucket(PatternRewriter &rewriter, Location loc,
                           ValueRange bucket, bool &aliases) {
  aliases = bucket.size() == 1;
  if (aliases)
    return flatten(rewriter, loc, bucket.front());
  SmallVector<Value> flats = llvm::map_to_vector(
      bucket, [&](Value value) { return flatten(rewriter, loc, value); });
  return tensor::ConcatOp::create(rewriter, loc, /*dim=*/0, flats);
}

/// The tensors of `types` cut out of the one-rank shard `shard` in order:
/// views of it.
static SmallVector<Value> unflattenBucket(PatternRewriter &rewriter,
                                          Location loc, Value shard,
                                          TypeRange types) {
  if (types.size() == 1)
    return {unflatten(rewriter, loc, shard, cast<RankedTensorType>(types[0]))};
  SmallVector<Value> results;
  int64_t offset = 0;
  for (Type type : types) {
    auto tensorType = cast<RankedTensorType>(type);
    int64_t size = tensorType.getNumElements();
    auto sliceType = RankedTensorType::get({size}, tensorType.getElementType());
    Value slice = tensor::ExtractSliceOp::create(
        rewriter, loc, sliceType, shard,
        ArrayRef<OpFoldResult>{rewriter.getIndexAttr(offset)},
        ArrayRef<OpFoldResult>{rewriter.getIndexAttr(size)},
        ArrayRef<OpFoldResult>{rewriter.getIndexAttr(1)});
    results.push_back(unflatten(rewriter, loc, slice, tensorType));
    offset += size;
  }
  return results;
}

//===----------------------------------------------------------------------===//
// One rank: collectives are reshapes
//===----------------------------------------------------------------------===//

namespace {
/// all_reduce on one rank: every reduction of a single contribution is that
/// contribution (avg divides by 1).
struct SingleRankAllReduce : public OpRewritePattern<AllReduceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(AllReduceOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getWorldSize() != 1)
      return rewriter.notifyMatchFailure(op, "spans more than one rank");
    eraseFreesOf(rewriter, op.getInputs());
    eraseFreesOf(rewriter, op.getResults());
    rewriter.replaceOp(op, op.getInputs());
    return success();
  }
};

/// reduce_scatter and partition on one rank: the shard is the whole bucket,
/// flattened (a reduction over one rank is the identity).
template <typename OpTy>
struct SingleRankFlatten : public OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    if (op.getWorldSize() != 1)
      return rewriter.notifyMatchFailure(op, "spans more than one rank");
    if constexpr (std::is_same_v<OpTy, ReduceScatterOp>)
      if (op.getQuantizeAttr())
        return rewriter.notifyMatchFailure(op, "quantized: lossy on one rank "
                                               "too");
    // A grouped reduce_scatter: each shard is its own tensor, flattened.
    if (op->getNumResults() > 1) {
      SmallVector<Value> shards = llvm::map_to_vector(
          op.getInputs(),
          [&](Value input) { return flatten(rewriter, op.getLoc(), input); });
      eraseFreesOf(rewriter, op.getInputs());
      eraseFreesOf(rewriter, op->getResults());
      rewriter.replaceOp(op, shards);
      return success();
    }
    bool aliases = false;
    Value shard =
        flattenBucket(rewriter, op.getLoc(), op.getInputs(), aliases);
    if (aliases) {
      eraseFreesOf(rewriter, op.getInputs());
      eraseFreesOf(rewriter, op->getResults());
    }
    rewriter.replaceOp(op, shard);
    return success();
  }
};

/// all_gather on one rank: the bucket is the shard, reshaped back. The
/// results are views of the shard.
struct SingleRankAllGather : public OpRewritePattern<AllGatherOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(AllGatherOp op,
                                PatternRewriter &rewriter) const override {
    // A quantized collective's values are lossy on any number of ranks.
    if (op.getWorldSize() != 1 || op.getQuantizeAttr())
      return rewriter.notifyMatchFailure(op, "spans more than one rank");
    // A grouped bucket: each tensor is its own shard, reshaped back.
    SmallVector<Value> bucket;
    if (op.getInputs().size() == 1)
      bucket = unflattenBucket(rewriter, op.getLoc(), op.getInputs().front(),
                               op.getResultTypes());
    else
      for (auto [shard, type] : llvm::zip(op.getInputs(), op.getResultTypes()))
        bucket.push_back(unflatten(rewriter, op.getLoc(), shard,
                                   cast<RankedTensorType>(type)));
    eraseFreesOf(rewriter, op.getInputs());
    eraseFreesOf(rewriter, op.getResults());
    rewriter.replaceOp(op, bucket);
    return success();
  }
};

/// A `*_start` on one rank and its `zero.wait`: the blocking collective, at
/// the start (its inputs may be freed before the wait). That form folds next.
struct SingleRankWait : public OpRewritePattern<WaitOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(WaitOp op,
                                PatternRewriter &rewriter) const override {
    auto start = op.getFuture().getDefiningOp<CollectiveOpInterface>();
    if (!start)
      return rewriter.notifyMatchFailure(op, "future is not a start's result");
    if (start.getWorldSize() != 1 || start.getQuantizeAttr())
      return rewriter.notifyMatchFailure(op, "not a one-rank collective");
    rewriter.setInsertionPoint(start);
    Operation *blocking = createCollective(
        rewriter, start->getLoc(), start.getCollectiveKind(), /*async=*/false,
        op.getResultTypes(), start.getReduction(), start.getInputs(),
        RankGroup::of(start), start.getQuantizeAttr());
    rewriter.replaceOp(op, blocking->getResults());
    rewriter.eraseOp(start);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// all_gather(partition(x)) -> x
//===----------------------------------------------------------------------===//

/// `zero.partition` keeps this rank's slice of a bucket every rank holds
/// whole; gathering the slices of the same bucket over the same ranks
/// rebuilds it exactly. The bucket must match as a whole (same tensors, same
/// order, same types), and no tensor of it may be freed: the gathered values'
/// uses would then read it, possibly after its free.
struct GatherOfPartition : public OpRewritePattern<AllGatherOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(AllGatherOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getInputs().size() != 1)
      return rewriter.notifyMatchFailure(op, "a grouped bucket");
    auto partition = op.getInputs().front().getDefiningOp<PartitionOp>();
    if (!partition)
      return rewriter.notifyMatchFailure(op, "input is not a zero.partition");
    if (op.getQuantizeAttr())
      return rewriter.notifyMatchFailure(op, "quantized: its values are lossy");
    if (RankGroup::of(partition) !=
        RankGroup::of(cast<CollectiveOpInterface>(op.getOperation())))
      return rewriter.notifyMatchFailure(op, "partitioned over other ranks");
    if (!llvm::equal(partition.getInputs().getTypes(), op.getResultTypes()))
      return rewriter.notifyMatchFailure(op, "gathers another bucket");
    for (Value value : partition.getInputs())
      if (llvm::any_of(value.getUsers(),
                       [](Operation *user) { return isa<FreeOp>(user); }))
        return rewriter.notifyMatchFailure(op, "a partitioned tensor is freed");
    // The gathered copies no longer exist: their frees go with them.
    eraseFreesOf(rewriter, op.getResults());
    rewriter.replaceOp(op, partition.getInputs());
    return success();
  }
};
} // namespace

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

void PartitionOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                              MLIRContext *context) {
  results.add<SingleRankFlatten<PartitionOp>>(context);
}

void AllGatherOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                              MLIRContext *context) {
  // Both apply on one rank and give the same values; gathering the partition
  // of a bucket is cheaper to express as the bucket itself.
  results.add<GatherOfPartition>(context, /*benefit=*/2);
  results.add<SingleRankAllGather>(context);
}

void ReduceScatterOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                  MLIRContext *context) {
  results.add<SingleRankFlatten<ReduceScatterOp>>(context);
}

void AllReduceOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                              MLIRContext *context) {
  results.add<SingleRankAllReduce>(context);
}

void WaitOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                         MLIRContext *context) {
  results.add<SingleRankWait>(context);
}
