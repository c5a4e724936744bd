//===- QuantizeCollectives.cpp - block-quantized gathers and reductions ---===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Marks a partitioned step's parameter gathers (qwZ) and gradient
// reduce-scatters (qgZ) with #zero.quantize; the runtime quantizes what they
// send and dequantizes what arrives. On a machine of nodes a gradient
// reduce-scatter over every rank becomes two, inside each node first, so
// that only a node's reduced slice crosses the slower link (qgZ's two
// hops). Options are checked before any change.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/IR/ZeroOps.h"
#include "zero/Dialect/Zero/Transforms/Passes.h"

#include "zero/Dialect/Zero/Analysis/CommBytes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_QUANTIZECOLLECTIVES
#include "zero/Dialect/Zero/Transforms/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;
using namespace mlir::zero;

namespace {

/// Whether the runtime quantizes values of `collective`'s bucket: floats it
/// has a quantizer for, on more than one rank.
bool carriesFloats(CollectiveOpInterface collective) {
  if (collective.getWorldSize() < 2)
    return false;
  Type element =
      cast<ShapedType>(collective.getBucketTypes().front()).getElementType();
  return element.isF32() || element.isBF16();
}

/// A gather of a parameter's shard: its one input is a param argument of
/// the step (stage 3's gathers before each use), or that argument's shard
/// fetched from its store (zero-offload params=true).
bool gathersParameter(CollectiveOpInterface collective) {
  if (collective.getCollectiveKind() != CollectiveKind::AllGather ||
      collective.getInputs().size() != 1)
    return false;
  Value input = collective.getInputs().front();
  if (auto fetch = input.getDefiningOp<FetchOp>())
    input = fetch.getReference();
  auto arg = dyn_cast<BlockArgument>(input);
  if (!arg)
    return false;
  auto func = dyn_cast<func::FuncOp>(arg.getOwner()->getParentOp());
  if (!func)
    return false;
  auto role = func.getArgAttrOfType<StringAttr>(arg.getArgNumber(),
                                                ZeroDialect::kRoleAttrName);
  return role && role.getValue() == stringifyArgRole(ArgRole::Param);
}

/// A reduce_scatter of gradients (every input made by a zero.grad_of op)
/// that adds them up.
bool reducesGradients(CollectiveOpInterface collective) {
  if (collective.getCollectiveKind() != CollectiveKind::ReduceScatter)
    return false;
  std::optional<ReductionKind> kind = collective.getReduction();
  if (!kind || (*kind != ReductionKind::Avg && *kind != ReductionKind::Sum))
    return false;
  return llvm::all_of(collective.getInputs(), [](Value input) {
    Operation *def = input.getDefiningOp();
    return def && def->hasAttr(ZeroDialect::kGradOfAttrName);
  });
}

/// Rewrites the blocking reduce_scatter `rs` of one tensor over all N
/// ranks, on nodes of `nodeRanks` ranks, into two with the same reduction
/// and quantization: over each node's block of ranks, then over the ranks
/// with the same place in their node (stride nodeRanks). Only the second
/// crosses nodes, with 1/nodeRanks of the bytes. Rank n * R + l must still
/// receive shard n * R + l of the flat, padded gradient, so the gradient's
/// N shards are first reordered from [N/R][R] to [R][N/R]: the block
/// reduce_scatter then hands rank l the shards l, R + l, ..., and the
/// second hands node n the one of them that is its own.
void splitOverNodes(ReduceScatterOp rs, int64_t nodeRanks) {
  OpBuilder b(rs);
  Location loc = rs.getLoc();
  Value input = rs.getInputs().front();
  auto inputType = cast<RankedTensorType>(input.getType());
  auto shardType = cast<RankedTensorType>(rs.getResult(0).getType());
  Type element = inputType.getElementType();
  int64_t worldSize = rs.getWorldSize(), nodes = worldSize / nodeRanks;
  int64_t shard = shardType.getNumElements(),
          numElements = inputType.getNumElements();
  // Flat, padded with zeros to N whole shards.
  Value flat = input;
  if (inputType.getRank() == 0) {
    flat = tensor::ExpandShapeOp::create(
        b, loc, RankedTensorType::get({1}, element), input,
        ArrayRef<ReassociationIndices>{});
  } else if (inputType.getRank() != 1) {
    ReassociationIndices all =
        llvm::to_vector(llvm::seq<int64_t>(0, inputType.getRank()));
    flat = tensor::CollapseShapeOp::create(b, loc, input,
                                           ArrayRef<ReassociationIndices>{all});
  }
  if (numElements < worldSize * shard) {
    Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(element));
    Value empty =
        tensor::EmptyOp::create(b, loc, {worldSize * shard}, element);
    Value zeros = linalg::FillOp::create(b, loc, zero, empty).getResult(0);
    flat = tensor::InsertSliceOp::create(
        b, loc, flat, zeros, ArrayRef<OpFoldResult>{b.getIndexAttr(0)},
        ArrayRef<OpFoldResult>{b.getIndexAttr(numElements)},
        ArrayRef<OpFoldResult>{b.getIndexAttr(1)});
  }
  auto byNode = RankedTensorType::get({nodes, nodeRanks, shard}, element);
  Value shards = tensor::ExpandShapeOp::create(
      b, loc, byNode, flat, ArrayRef<ReassociationIndices>{{0, 1, 2}});
  Value byPlace = tensor::EmptyOp::create(b, loc, {nodeRanks, nodes, shard},
                                          element);
  auto transpose = linalg::TransposeOp::create(b, loc, shards, byPlace,
                                               ArrayRef<int64_t>{1, 0, 2});
  Value reordered = transpose.getResult()[0];
  // The gradient dies at its reordered copy, not after both hops.
  for (Operation *user : llvm::make_early_inc_range(input.getUsers()))
    if (isa<FreeOp>(user))
      user->moveAfter(transpose);
  Value packed = tensor::CollapseShapeOp::create(
      b, loc, reordered, ArrayRef<ReassociationIndices>{{0, 1, 2}});
  auto nodeSliceType = RankedTensorType::get({nodes * shard}, element);
  Value nodeSlice =
      createCollective(b, loc, CollectiveKind::ReduceScatter, /*async=*/false,
                       nodeSliceType, rs.getKind(), packed,
                       RankGroup{nodeRanks, 1},
                       rs.getQuantizeAttr())
          ->getResult(0);
  Value result =
      createCollective(b, loc, CollectiveKind::ReduceScatter, /*async=*/false,
                       shardType, rs.getKind(), nodeSlice,
                       RankGroup{nodes, static_cast<uint64_t>(nodeRanks)},
                       rs.getQuantizeAttr())
          ->getResult(0);
  rs.getResult(0).replaceAllUsesWith(result);
  rs.erase();
}

/// Whether `collective` should go in two hops: a blocking reduce_scatter
/// of one tensor over all ranks of a step whose ranks form several nodes.
std::optional<int64_t> getSplitNodeRanks(CollectiveOpInterface collective) {
  auto rs = dyn_cast<ReduceScatterOp>(collective.getOperation());
  std::optional<int64_t> nodeRanks = lookupRanksPerNode(collective);
  if (!rs || !nodeRanks || rs.getInputs().size() != 1 ||
      rs.getGroupStride() || *nodeRanks <= 1 ||
      *nodeRanks >= rs.getWorldSize() || rs.getWorldSize() % *nodeRanks)
    return std::nullopt;
  // Only over the whole world: a group's own size is smaller.
  for (Operation *parent = rs->getParentOp(); parent;
       parent = parent->getParentOp())
    if (auto worldSize = parent->getAttrOfType<IntegerAttr>(
            ZeroDialect::kWorldSizeAttrName))
      return worldSize.getInt() == rs.getWorldSize() ? nodeRanks
                                                     : std::nullopt;
  return std::nullopt;
}

struct QuantizeCollectivesPass
    : public zero::impl::QuantizeCollectivesBase<QuantizeCollectivesPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    for (auto [name, bits] : {std::pair<StringRef, int64_t>{"weights", weights},
                              {"gradients", gradients}})
      if (bits != 0 && bits != 4 && bits != 8) {
        emitError(module.getLoc())
            << "zero-quantize-collectives: " << name
            << " must be 8, 4 or 0 (not quantized) bits, but got " << bits;
        return signalPassFailure();
      }
    if (blockSize <= 0) {
      emitError(module.getLoc())
          << "zero-quantize-collectives: block-size must be a positive "
             "number of elements, but got "
          << static_cast<int64_t>(blockSize);
      return signalPassFailure();
    }
    MLIRContext *ctx = module.getContext();
    SmallVector<std::pair<ReduceScatterOp, int64_t>> toSplit;
    module.walk([&](CollectiveOpInterface collective) {
      if (collective.getQuantizeAttr() || !carriesFloats(collective))
        return;
      int64_t bits = 0;
      if (weights && gathersParameter(collective)) {
        bits = weights;
        ++numWeights;
      } else if (gradients && reducesGradients(collective)) {
        bits = gradients;
        ++numGradients;
        if (std::optional<int64_t> nodeRanks = getSplitNodeRanks(collective);
            nodeRanks && twoHops)
          toSplit.push_back(
              {cast<ReduceScatterOp>(collective.getOperation()), *nodeRanks});
      }
      if (bits)
        collective->setAttr("quantize",
                            QuantizeAttr::get(ctx, bits, blockSize));
    });
    for (auto [rs, nodeRanks] : toSplit)
      splitOverNodes(rs, nodeRanks);
    numTwoHops += toSplit.size();
  }
};
} // namespace
