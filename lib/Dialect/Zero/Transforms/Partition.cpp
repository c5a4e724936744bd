//===- Partition.cpp - a training step as one rank of a ZeRO stage --------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Every check that can fail runs before the first change, so a rejected step
// is left exactly as it was.
//
//===----------------------------------------------------------------------===//

#include "ShardUpdate.h"
#include "zero/Dialect/Zero/Analysis/GradientAnalysis.h"
#include "zero/Dialect/Zero/Analysis/TensorBytes.h"
#include "zero/Dialect/Zero/IR/ZeroOps.h"
#include "zero/Dialect/Zero/Transforms/Passes.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "zero-partition"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_PARTITION
#include "zero/Dialect/Zero/Transforms/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;
using namespace mlir::zero;

namespace {
/// Rewrites one training step.
class StepPartitioner {
public:
  /// `shardGroup` (dividing `worldSize`) is the ranks each shard spans.
  StepPartitioner(TrainingStep &step, StagePolicy policy, int64_t worldSize,
                  int64_t shardGroup, int64_t secondaryShard,
                  int64_t ranksPerNode)
      : step(step), contract(step.contract), func(contract.func),
        body(func.getBody().front()),
        ret(cast<func::ReturnOp>(body.getTerminator())), policy(policy),
        world(RankGroup::world(worldSize)),
        shards(shardGroup == worldSize ? world : RankGroup{shardGroup, 1}),
        ranksPerNode(ranksPerNode), builder(func.getContext()) {
    if (shardGroup != worldSize)
      replicas = RankGroup{worldSize / shardGroup,
                           static_cast<uint64_t>(shardGroup)};
    if (secondaryShard != 0)
      secondaryShards = RankGroup{secondaryShard, 1};
  }

  /// Checks everything the rewrite relies on; emits an error on failure.
  LogicalResult check();
  /// Rewrites the step; check() must have succeeded.
  void rewrite();

  /// Param and opt_state arguments the rewrite turned into shards.
  unsigned getNumShardedParams() const { return numShardedParams; }
  unsigned getNumShardedStates() const {
    return shardedArgs.size() - numShardedParams;
  }

private:
  LogicalResult checkShardedUses(const ParamUpdate &update);
  void reduceGradient(const ParamUpdate &update, IRMapping &mapping);
  void gatherParamUses(const ParamUpdate &update);
  void shardUpdate(const ParamUpdate &update, IRMapping &mapping);
  void updateSignature();
  bool isUpdateResultOf(const ParamUpdate &update, OpOperand &use);
  Operation *inBody(Operation *op) const {
    return body.findAncestorOpInBlock(*op);
  }
  /// The ops of the body that `values` are computed from, themselves
  /// included.
  DenseSet<Operation *> collectProducers(ArrayRef<Value> values) const;

  TrainingStep &step;
  StepContract &contract;
  func::FuncOp func;
  Block &body;
  func::ReturnOp ret;
  StagePolicy policy;
  /// Every rank: the loss and global means are averaged over it.
  RankGroup world;
  /// The ranks a shard is spread over: the world, or a block of
  /// `shard-group` consecutive ranks.
  RankGroup shards;
  /// With shard groups: the ranks holding the same shard in the other
  /// blocks, across which a reduced gradient shard is averaged.
  std::optional<RankGroup> replicas;
  /// hpZ (stage 3): the block of ranks a secondary copy of each parameter
  /// is sharded over between its forward and backward use.
  std::optional<RankGroup> secondaryShards;
  /// zero.ranks_per_node to record; 0: none.
  int64_t ranksPerNode;
  OpBuilder builder;
  /// Global-norm reductions of each param's gradient (stages 1-3).
  DenseMap<unsigned, SmallVector<linalg::LinalgOp>> normReductions;
  /// Ops of the body the loss depends on: the forward pass (stage 3).
  DenseSet<Operation *> forwardOps;
  /// Arguments and results that hold shards after the rewrite.
  SmallVector<unsigned> shardedArgs;
  /// How many of `shardedArgs` are params.
  unsigned numShardedParams = 0;
};
} // namespace

bool StepPartitioner::isUpdateResultOf(const ParamUpdate &update,
                                       OpOperand &use) {
  if (use.getOwner() != ret.getOperation())
    return false;
  unsigned result = use.getOperandNumber();
  if (contract.updatedBy[update.param] == result)
    return true;
  return llvm::any_of(update.states, [&](unsigned state) {
    return contract.updatedBy[state] == result;
  });
}

/// In stages 1-3 a rank only holds shards of the gradient, the optimizer
/// states and the updated values: nothing outside the update may read them
/// whole, except the global-norm sums that become partial sums.
LogicalResult StepPartitioner::checkShardedUses(const ParamUpdate &update) {
  DenseSet<Operation *> updateOps(update.updateOps.begin(),
                                  update.updateOps.end());
  for (OpOperand &use : update.gradient.getUses()) {
    Operation *user = use.getOwner();
    if (updateOps.contains(user))
      continue;
    if (isShardableSumReduction(user, update.gradient)) {
      normReductions[update.param].push_back(cast<linalg::LinalgOp>(user));
      continue;
    }
    return user->emitError()
           << "reads the whole gradient of param argument #" << update.param
           << ", but ZeRO stage " << policy.getNumber()
           << " keeps only a shard of it; only its elementwise update and sum "
              "reductions (linalg.generic or linalg.reduce) into a zero-filled "
              "scalar whose payload maps 0 to 0 (global-norm clipping) can run "
              "on shards";
  }
  for (Operation *op : update.updateOps)
    for (OpOperand &use : op->getUses())
      if (!updateOps.contains(use.getOwner()) && !isUpdateResultOf(update, use))
        return use.getOwner()->emitError()
               << "reads a value of the update of param argument #"
               << update.param << ", which ZeRO stage "
               << policy.getNumber() << " computes only as a shard";
  for (unsigned state : update.states)
    for (OpOperand &use : body.getArgument(state).getUses())
      if (!updateOps.contains(use.getOwner()) && !isUpdateResultOf(update, use))
        return use.getOwner()->emitError()
               << "reads opt_state argument #" << state
               << " outside the update of its param, but ZeRO stage "
               << policy.getNumber() << " keeps only a shard of it";
  return success();
}

LogicalResult StepPartitioner::check() {
  if (!policy.shardsOptimizerStates())
    return success();
  for (const ParamUpdate &update : step.updates)
    if (failed(checkShardedUses(update)))
      return failure();
  return success();
}

/// Stages 1-3: reduce-scatter the gradient (stage 2/3 right after its
/// producer so the full gradient dies at once; stage 1 just before its first
/// use, i.e. at the update) and run the global-norm sums on the shard.
void StepPartitioner::reduceGradient(const ParamUpdate &update,
                                     IRMapping &mapping) {
  Value gradient = update.gradient;
  // Averaged over the shard's ranks, the full gradient dies at once.
  auto reduceScatter = [&](Value full) {
    auto shard = ReduceScatterOp::create(
        builder, full.getLoc(), getShardTypeOf(full.getType(), shards.size),
        ReductionKind::Avg, ValueRange{full}, shards.size,
        shards.getStrideAttr(builder), /*quantize=*/QuantizeAttr());
    builder.setInsertionPointAfter(shard);
    FreeOp::create(builder, full.getLoc(), full);
    return shard.getResult(0);
  };
  // With shard groups, the block's average is then averaged with the other
  // blocks' (an average of equal-sized averages is the global one): only
  // shards cross blocks.
  auto averageAcrossBlocks = [&](Value shard) -> Value {
    if (!replicas)
      return shard;
    return AllReduceOp::create(builder, shard.getLoc(), ReductionKind::Avg,
                               ValueRange{shard}, replicas->size,
                               replicas->getStrideAttr(builder))
        .getResult(0);
  };
  if (!update.contributions.empty() &&
      policy.reduceScattersEachContribution()) {
    // An accumulated gradient: each micro-batch's contribution is
    // reduce-scattered where it is produced and added at once, in place, into
    // the one gradient shard, so no full gradient outlives its micro-batch and
    // no reduce-scattered shard outlives its addition (the average of a sum
    // is the sum of the averages). The frontend's additions, in whatever
    // tree, become this chain in block order.
    // Across blocks the sum is averaged once, after the last micro-batch.
    Value accumulated;
    for (Value contribution : update.contributions) {
      builder.setInsertionPointAfterValue(contribution);
      Value shard = reduceScatter(contribution);
      accumulated =
          createShardAccumulation(builder, accumulated, shard, update.param);
    }
    builder.setInsertionPointAfterValue(accumulated);
    mapping.map(gradient, averageAcrossBlocks(accumulated));
  } else {
    if (policy.reduceScattersAtProducer()) {
      builder.setInsertionPointAfterValue(gradient);
    } else {
      Operation *first = nullptr;
      for (Operation *user : gradient.getUsers())
        if (!first || inBody(user)->isBeforeInBlock(first))
          first = inBody(user);
      builder.setInsertionPoint(first);
    }
    mapping.map(gradient, averageAcrossBlocks(reduceScatter(gradient)));
  }
  Value shard = mapping.lookup(gradient);
  // Every block holds the whole averaged gradient: its sum is over a block.
  for (linalg::LinalgOp reduction : normReductions[update.param]) {
    builder.setInsertionPoint(reduction);
    Value total = createShardedSumReduction(builder, reduction, shard, shards);
    reduction->replaceAllUsesWith(ValueRange{total});
    reduction->erase();
  }
}

/// Stage 3: the param rests as a shard. Each use region (the forward uses,
/// then the backward uses: those the loss does not depend on) gathers it
/// before its first use and frees the copy after its last use. Uses through
/// views (reshapes, casts, slices) count as uses of the copy.
void StepPartitioner::gatherParamUses(const ParamUpdate &update) {
  BlockArgument param = body.getArgument(update.param);
  DenseSet<Operation *> updateOps(update.updateOps.begin(),
                                  update.updateOps.end());
  struct UseRegion {
    Operation *first = nullptr, *last = nullptr;
    SmallVector<OpOperand *> uses;
    void add(Operation *op) {
      if (!first || op->isBeforeInBlock(first))
        first = op;
      if (!last || last->isBeforeInBlock(op))
        last = op;
    }
  };
  UseRegion forward, backward;
  for (OpOperand &use : param.getUses()) {
    Operation *user = inBody(use.getOwner());
    // The update and a state returned as the param itself read the shard.
    if (updateOps.contains(user) || isUpdateResultOf(update, use))
      continue;
    UseRegion &region = forwardOps.contains(user) ? forward : backward;
    region.uses.push_back(&use);
    // Follow views: the copy must outlive every alias of it.
    SmallVector<Operation *> worklist = {user};
    while (!worklist.empty()) {
      Operation *op = worklist.pop_back_val();
      region.add(op);
      if (!isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp, tensor::CastOp,
               tensor::ExtractSliceOp, tensor::ReshapeOp>(op))
        continue;
      for (Operation *aliasUser : op->getUsers())
        worklist.push_back(inBody(aliasUser));
    }
  }
  SmallVector<UseRegion> regions;
  for (UseRegion *region : {&forward, &backward})
    if (region->first)
      regions.push_back(*region);
  llvm::sort(regions, [](const UseRegion &a, const UseRegion &b) {
    return a.first->isBeforeInBlock(b.first);
  });
  // Interleaved forward and backward uses share one copy.
  if (regions.size() == 2 &&
      !regions[0].last->isBeforeInBlock(regions[1].first)) {
    regions[0].add(regions[1].first);
    regions[0].add(regions[1].last);
    llvm::append_range(regions[0].uses, regions[1].uses);
    regions.pop_back();
  }

  auto logicalType = cast<RankedTensorType>(param.getType());
  param.setType(getShardTypeOf(logicalType, shards.size));
  // hpZ: the forward copy leaves a secondary shard over the node's ranks,
  // from which the backward pass gathers inside the node.
  Value secondary;
  for (UseRegion &region : regions) {
    builder.setInsertionPoint(region.first);
    Value source = secondary ? secondary : Value(param);
    RankGroup from = secondary ? *secondaryShards : shards;
    auto gathered = AllGatherOp::create(builder, param.getLoc(),
                                        TypeRange{logicalType}, source,
                                        from.size, from.getStrideAttr(builder),
                                        /*quantize=*/QuantizeAttr());
    if (secondaryShards && regions.size() == 2 && !secondary) {
      builder.setInsertionPointAfter(gathered);
      secondary = PartitionOp::create(
          builder, param.getLoc(),
          getShardTypeOf(logicalType, secondaryShards->size),
          ValueRange{gathered.getResult(0)}, secondaryShards->size,
          secondaryShards->getStrideAttr(builder));
    }
    for (OpOperand *use : region.uses)
      use->set(gathered.getResult(0));
    // A copy the step returns (e.g. the param as a metric) is the caller's:
    // it is not freed, and nothing may follow the terminator.
    if (region.last == ret.getOperation())
      continue;
    builder.setInsertionPointAfter(region.last);
    FreeOp::create(builder, param.getLoc(), gathered.getResult(0));
  }
}

/// Stages 1-3: the elementwise update runs on shards of the param, its
/// states and its gradient; stages 1-2 gather the updated param back.
void StepPartitioner::shardUpdate(const ParamUpdate &update,
                                  IRMapping &mapping) {
  BlockArgument param = body.getArgument(update.param);
  auto paramType =
      cast<RankedTensorType>(contract.func.getArgumentTypes()[update.param]);
  for (unsigned state : update.states) {
    BlockArgument arg = body.getArgument(state);
    arg.setType(getShardTypeOf(arg.getType(), shards.size));
    mapping.map(arg, arg);
    shardedArgs.push_back(state);
  }
  if (policy.shardsParameters()) {
    mapping.map(param, param);
    shardedArgs.push_back(update.param);
    ++numShardedParams;
  } else if (llvm::any_of(param.getUses(), [&](OpOperand &use) {
               return llvm::is_contained(update.updateOps, use.getOwner()) ||
                      isUpdateResultOf(update, use);
             })) {
    builder.setInsertionPoint(update.updateOps.empty()
                                  ? ret.getOperation()
                                  : update.updateOps.front());
    auto shard = PartitionOp::create(builder, param.getLoc(),
                                     getShardTypeOf(paramType, shards.size),
                                     ValueRange{param}, shards.size,
                                     shards.getStrideAttr(builder));
    mapping.map(param, shard.getResult());
  }
  for (Operation *op : update.updateOps) {
    builder.setInsertionPoint(op);
    createShardedUpdateOp(builder, cast<linalg::GenericOp>(op), mapping,
                          shards.size);
  }
  SmallVector<unsigned> updated = {update.param};
  llvm::append_range(updated, update.states);
  for (unsigned arg : updated) {
    unsigned result = *contract.updatedBy[arg];
    Value value = mapping.lookupOrDefault(ret.getOperand(result));
    if (arg == update.param && policy.gathersUpdatedParams()) {
      builder.setInsertionPointAfterValue(value);
      value = AllGatherOp::create(builder, value.getLoc(), TypeRange{paramType},
                                  value, shards.size,
                                  shards.getStrideAttr(builder),
                                  /*quantize=*/QuantizeAttr())
                  .getResult(0);
    }
    ret.setOperand(result, value);
  }
  for (Operation *op : llvm::reverse(update.updateOps))
    op->erase();
}

void StepPartitioner::updateSignature() {
  MLIRContext *ctx = func.getContext();
  SmallVector<Type> logicalTypes(func.getArgumentTypes());
  func.setFunctionType(
      FunctionType::get(ctx, body.getArgumentTypes(), ret.getOperandTypes()));
  // Rebuild the attribute lists once: setting them one by one would create a
  // new uniqued list per sharded argument (quadratic memory in big steps).
  SmallVector<NamedAttrList> argAttrs, resultAttrs;
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
    argAttrs.emplace_back(func.getArgAttrDict(i));
  for (unsigned i = 0, e = func.getNumResults(); i < e; ++i)
    resultAttrs.emplace_back(func.getResultAttrDict(i));
  for (unsigned arg : shardedArgs) {
    auto shard = ShardAttr::get(ctx, cast<RankedTensorType>(logicalTypes[arg]),
                                shards.size);
    argAttrs[arg].set(ZeroDialect::kShardAttrName, shard);
    resultAttrs[*contract.updatedBy[arg]].set(ZeroDialect::kShardAttrName,
                                              shard);
  }
  auto toDicts = [&](ArrayRef<NamedAttrList> lists) {
    return llvm::map_to_vector(lists, [&](const NamedAttrList &list) {
      return list.getDictionary(ctx);
    });
  };
  func.setAllArgAttrs(toDicts(argAttrs));
  func.setAllResultAttrs(toDicts(resultAttrs));
  Builder b(ctx);
  func->setAttr(ZeroDialect::kStageAttrName,
                b.getI64IntegerAttr(policy.getNumber()));
  func->setAttr(ZeroDialect::kWorldSizeAttrName,
                b.getI64IntegerAttr(world.size));
  if (replicas)
    func->setAttr(ZeroDialect::kShardGroupAttrName,
                  b.getI64IntegerAttr(shards.size));
  if (ranksPerNode > 0)
    func->setAttr(ZeroDialect::kRanksPerNodeAttrName,
                  b.getI64IntegerAttr(ranksPerNode));
}

DenseSet<Operation *>
StepPartitioner::collectProducers(ArrayRef<Value> values) const {
  DenseSet<Operation *> producers;
  SmallVector<Operation *> worklist;
  for (Value value : values)
    if (Operation *def = value.getDefiningOp())
      worklist.push_back(inBody(def));
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (!producers.insert(op).second)
      continue;
    op->walk([&](Operation *nested) {
      for (Value operand : nested->getOperands())
        if (Operation *def = operand.getDefiningOp())
          if (Operation *top = inBody(def))
            worklist.push_back(top);
    });
  }
  return producers;
}

void StepPartitioner::rewrite() {
  for (const ParamUpdate &update : step.updates) {
    update.gradient.getDefiningOp()->setAttr(
        ZeroDialect::kGradOfAttrName, builder.getI64IntegerAttr(update.param));
    // A summed gradient communicated whole is the one gradient buffer; its
    // contributions are then ordinary activations.
    if (!policy.reduceScattersEachContribution())
      for (Value contribution : update.contributions)
        contribution.getDefiningOp()->removeAttr(ZeroDialect::kGradOfAttrName);
  }

  // A marked per-rank count becomes its mean over ranks right where it is
  // produced, before any use: every rank then divides its sum by the global
  // count over N, and the average of the per-rank losses and gradients is
  // the global batch's masked mean (Design.md §2, zero.global_mean).
  for (Value value : step.globalMeans) {
    builder.setInsertionPointAfterValue(value);
    auto averaged = AllReduceOp::create(builder, value.getLoc(),
                                        ReductionKind::Avg,
                                        ValueRange{value}, world.size,
                                        /*group_stride=*/IntegerAttr());
    value.replaceAllUsesExcept(averaged.getResult(0), averaged);
  }

  // The forward pass: everything the loss depends on.
  Value loss = ret.getOperand(contract.lossResult);
  forwardOps = collectProducers({loss});

  if (policy.allReducesGradients()) {
    // What the loss and the gradients are computed by: the forward and
    // backward passes. A gradient they read (BatchNorm's bias gradient is a
    // sum its input gradient reuses) keeps its local value there; the
    // update and what else reads the gradient get the average, as under
    // DDP, which averages the gradients once the backward pass is done.
    SmallVector<Value> roots = {loss};
    for (const ParamUpdate &update : step.updates)
      roots.push_back(update.gradient);
    DenseSet<Operation *> backward = collectProducers(roots);
    for (const ParamUpdate &update : step.updates) {
      builder.setInsertionPointAfterValue(update.gradient);
      auto averaged = AllReduceOp::create(
          builder, update.gradient.getLoc(), ReductionKind::Avg,
          ValueRange{update.gradient}, world.size,
          /*group_stride=*/IntegerAttr());
      Value gradient = update.gradient;
      gradient.replaceUsesWithIf(averaged.getResult(0), [&](OpOperand &use) {
        return use.getOwner() != averaged &&
               !backward.contains(inBody(use.getOwner()));
      });
    }
  } else {
    for (const ParamUpdate &update : step.updates) {
      IRMapping mapping;
      reduceGradient(update, mapping);
      if (policy.shardsParameters())
        gatherParamUses(update);
      shardUpdate(update, mapping);
      // The additions of an accumulated gradient now run on shards.
      if (policy.reduceScattersEachContribution())
        for (Operation *addition : llvm::reverse(update.accumulationOps))
          addition->erase();
    }
  }

  // Each rank's loss is its micro-batch mean; the step's loss is the mean of
  // those (equal micro-batches).
  builder.setInsertionPoint(ret);
  auto globalLoss = AllReduceOp::create(
      builder, loss.getLoc(), ReductionKind::Avg, ValueRange{loss}, world.size,
      /*group_stride=*/IntegerAttr());
  ret.setOperand(contract.lossResult, globalLoss.getResult(0));

  for (Operation &op : llvm::make_early_inc_range(body))
    if (isa<tensor::EmptyOp>(op) && op.use_empty())
      op.erase();
  updateSignature();
}

namespace {
/// How many ops of each kind the zero dialect has in a function.
struct ZeroOpCounts {
  int64_t allReduces = 0, reduceScatters = 0, allGathers = 0, partitions = 0,
          frees = 0;

  explicit ZeroOpCounts(func::FuncOp func) {
    func.walk([&](Operation *op) {
      allReduces += isa<AllReduceOp>(op);
      reduceScatters += isa<ReduceScatterOp>(op);
      allGathers += isa<AllGatherOp>(op);
      partitions += isa<PartitionOp>(op);
      frees += isa<FreeOp>(op);
    });
  }
};

struct PartitionPass : public zero::impl::PartitionBase<PartitionPass> {
  using Base::Base;

  /// Adds what rewriting `func` inserted to the pass statistics.
  void countInserted(func::FuncOp func, const ZeroOpCounts &before,
                     const StepPartitioner &partitioner) {
    ZeroOpCounts after(func);
    numAllReduces += after.allReduces - before.allReduces;
    numReduceScatters += after.reduceScatters - before.reduceScatters;
    numAllGathers += after.allGathers - before.allGathers;
    numPartitions += after.partitions - before.partitions;
    numFrees += after.frees - before.frees;
    numParamsSharded += partitioner.getNumShardedParams();
    numStatesSharded += partitioner.getNumShardedStates();
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Bad options are reported at the module's location, not on the module
    // op: an op diagnostic would append the whole module to the message.
    if (worldSize < 1 || worldSize > kMaxWorldSize) {
      emitError(module.getLoc())
          << "zero-partition: world-size must be in [1, " << kMaxWorldSize
          << "] (MPI counts ranks in an int), but got "
          << static_cast<int64_t>(worldSize);
      return signalPassFailure();
    }
    int64_t group = shardGroup == 0 ? int64_t(worldSize) : int64_t(shardGroup);
    if (group < 1 || group > worldSize || worldSize % group != 0) {
      emitError(module.getLoc())
          << "zero-partition: shard-group must divide world-size = "
          << static_cast<int64_t>(worldSize) << " (blocks of equal size), but "
          << "got " << static_cast<int64_t>(shardGroup);
      return signalPassFailure();
    }
    if (group != worldSize && !StagePolicy(stage).shardsOptimizerStates()) {
      emitError(module.getLoc())
          << "zero-partition: shard-group=" << group
          << " needs a stage that shards model state (1-3), but stage is "
          << getStageNumber(stage);
      return signalPassFailure();
    }
    if (secondaryShard != 0 &&
        (secondaryShard < 1 || secondaryShard >= worldSize ||
         worldSize % secondaryShard != 0)) {
      emitError(module.getLoc())
          << "zero-partition: secondary-shard must divide world-size = "
          << static_cast<int64_t>(worldSize)
          << " and be smaller (a block inside the world), but got "
          << static_cast<int64_t>(secondaryShard);
      return signalPassFailure();
    }
    if (secondaryShard != 0 && !StagePolicy(stage).shardsParameters()) {
      emitError(module.getLoc())
          << "zero-partition: secondary-shard="
          << static_cast<int64_t>(secondaryShard)
          << " shards gathered parameters for the backward pass, which only "
             "stage 3 gathers, but stage is "
          << getStageNumber(stage);
      return signalPassFailure();
    }
    if (secondaryShard != 0 && group != worldSize) {
      emitError(module.getLoc())
          << "zero-partition: secondary-shard="
          << static_cast<int64_t>(secondaryShard)
          << " and shard-group=" << group
          << " both keep gathers inside a block; choose one";
      return signalPassFailure();
    }
    if (ranksPerNode < 0 ||
        (ranksPerNode > 0 && (ranksPerNode > worldSize ||
                              worldSize % ranksPerNode != 0))) {
      emitError(module.getLoc())
          << "zero-partition: ranks-per-node must divide world-size = "
          << static_cast<int64_t>(worldSize) << " (nodes of equal size), but "
          << "got " << static_cast<int64_t>(ranksPerNode);
      return signalPassFailure();
    }
    // A block either lies inside a node or is made of whole nodes: the
    // reports and the runtime class a block by whether its span divides the
    // node, and a block straddling two nodes would be neither.
    for (auto [name, size] : {std::pair<StringRef, int64_t>{"shard-group", group},
                              {"secondary-shard", secondaryShard}})
      if (ranksPerNode > 0 && size > 0 && size != worldSize &&
          ranksPerNode % size != 0 && size % ranksPerNode != 0) {
        emitError(module.getLoc())
            << "zero-partition: " << name << "=" << size
            << " must divide ranks-per-node = "
            << static_cast<int64_t>(ranksPerNode)
            << " or be a multiple of it (a block inside one node, or of whole "
               "nodes)";
        return signalPassFailure();
      }
    bool anyFailed = failed(verifyStepsAreTopLevel(module, "zero-partition"));
    for (auto func : module.getOps<func::FuncOp>()) {
      if (!isTrainingStep(func))
        continue;
      // Shard sizes and the report's byte counts must not wrap.
      if (failed(verifyByteCountsFit(func))) {
        anyFailed = true;
        continue;
      }
      FailureOr<TrainingStep> step = analyzeTrainingStep(func);
      if (failed(step)) {
        anyFailed = true;
        continue;
      }
      // The rewrite changes the signature; a caller in this module would no
      // longer match it.
      if (std::optional<SymbolTable::UseRange> uses =
              SymbolTable::getSymbolUses(func, module);
          uses && !uses->empty()) {
        InFlightDiagnostic diag = func.emitError()
                                  << "'@" << func.getSymName()
                                  << "' is referenced in the module, but "
                                     "zero-partition changes its signature; "
                                     "partition the step on its own";
        diag.attachNote(uses->begin()->getUser()->getLoc()) << "used here";
        anyFailed = true;
        continue;
      }
      StepPartitioner partitioner(*step, StagePolicy(stage), worldSize, group,
                                  secondaryShard, ranksPerNode);
      if (failed(partitioner.check())) {
        anyFailed = true;
        continue;
      }
      ZeroOpCounts before(func);
      partitioner.rewrite();
      countInserted(func, before, partitioner);
      LLVM_DEBUG(llvm::dbgs()
                 << "partitioned @" << func.getSymName() << " for stage "
                 << getStageNumber(stage) << " on " << worldSize << " ranks\n");
    }
    if (anyFailed)
      signalPassFailure();
  }
};
} // namespace
