//===- CostModel.cpp - predicted step time of one rank's program ----------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/CostModel.h"
#include "zero/Dialect/Zero/Analysis/CollectiveBuffers.h"
#include "zero/Dialect/Zero/Analysis/CommBytes.h"
#include "zero/Dialect/Zero/Analysis/LinalgForms.h"
#include "zero/Dialect/Zero/Analysis/PeakMemory.h"
#include "zero/Dialect/Zero/Analysis/TensorBytes.h"
#include "zero/Dialect/Zero/IR/ZeroOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::zero;

/// Ops that move no data at run time: views, empty tensors, constants,
/// scalar arithmetic, bookkeeping.
static bool isFree(Operation *op) {
  return isa<tensor::EmptyOp, tensor::CollapseShapeOp, tensor::ExpandShapeOp,
             tensor::CastOp, tensor::ExtractSliceOp, tensor::ReshapeOp,
             tensor::ExtractOp, FreeOp, RankOp, WorldSizeOp,
             func::ReturnOp>(op) ||
         op->hasTrait<OpTrait::ConstantLike>() ||
         llvm::none_of(op->getResultTypes(),
                       [](Type t) { return isa<ShapedType>(t); });
}

/// A linalg op that zero's lowering runs as a GEMM (zero_rt_step_gemm_f32
/// or _gemm_bf16, OpenBLAS): the named matmul and batch_matmul, and any f32
/// contraction, or bf16 one into f32, whose operands are strided matrices
/// per batch (matchStridedGemm, the lowering's own predicate). Other
/// contractions run as loop nests like every other generic, so the model
/// costs them as such.
static bool isGemm(linalg::LinalgOp op) {
  return isa<linalg::MatmulOp, linalg::BatchMatmulOp>(op.getOperation()) ||
         matchStridedGemm(op).has_value();
}

/// A product a GPU's BLAS runs (cuBLAS, its scale as alpha): two inputs,
/// a reduction loop, projected-permutation maps, each input without some
/// loop of the other, and a multiplication in the body. Linalg's
/// contraction interface alone misses the traced attention's products,
/// whose bodies also scale (q k^T / sqrt(d)) or convert (bf16 to f32).
static bool isContractionLike(linalg::LinalgOp op) {
  if (linalg::isaContractionOpInterface(op))
    return true;
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
      op.getNumReductionLoops() == 0 ||
      !llvm::all_of(op.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isProjectedPermutation(); }))
    return false;
  for (OpOperand *input : op.getDpsInputOperands())
    if (op.getMatchingIndexingMap(input).getNumResults() ==
        static_cast<unsigned>(op.getNumLoops()))
      return false;
  return llvm::any_of(op.getBlock()->getOperations(),
                      [](Operation &bodyOp) { return isa<arith::MulFOp>(bodyOp); });
}

/// Product of the static loop ranges; nullopt if one is dynamic.
static std::optional<double> getIterations(linalg::LinalgOp op) {
  double iterations = 1;
  for (int64_t range : op.getStaticLoopRanges()) {
    if (ShapedType::isDynamic(range))
      return std::nullopt;
    iterations *= double(range);
  }
  return iterations;
}

/// Bytes the loop nest of a non-GEMM linalg op loads and stores: per
/// iteration, one element of every operand its body reads and of every
/// result it writes (what convert-linalg-to-loops emits).
static double getLoopBytes(linalg::LinalgOp op, double iterations) {
  double perIteration = 0;
  Block *body = op.getBlock();
  for (OpOperand &operand : op->getOpOperands()) {
    auto shaped = dyn_cast<ShapedType>(operand.get().getType());
    if (!shaped)
      continue;
    BlockArgument arg = body->getArgument(operand.getOperandNumber());
    bool isInit = op.isDpsInit(&operand);
    if (!arg.use_empty())
      perIteration += getElementBytes(shaped.getElementType());
    // Every init is written once per iteration (the store of the loop).
    if (isInit)
      perIteration += getElementBytes(shaped.getElementType());
  }
  return perIteration * iterations;
}

/// Whether the body value `v` is the same in every iteration: a constant,
/// a value from outside the op, a payload argument whose indexing map
/// reads one element (a broadcast scalar), or an op of only such operands.
/// LLVM hoists those out of the loop, so they run once, not per iteration.
static bool isLoopInvariant(linalg::LinalgOp op, Value v,
                            llvm::DenseMap<Value, bool> &memo) {
  auto it = memo.find(v);
  if (it != memo.end())
    return it->second;
  bool invariant = false;
  Block *body = op.getBlock();
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    if (arg.getOwner() != body) {
      invariant = !op->isAncestor(arg.getOwner()->getParentOp());
    } else if (OpOperand &operand = op->getOpOperand(arg.getArgNumber());
               !op.isDpsInit(&operand)) {
      AffineMap map = op.getMatchingIndexingMap(&operand);
      invariant = llvm::all_of(map.getResults(), [](AffineExpr e) {
        return isa<AffineConstantExpr>(e);
      });
    }
  } else {
    Operation *def = v.getDefiningOp();
    invariant = !op->isAncestor(def) ||
                (def->getNumRegions() == 0 && isPure(def) &&
                 llvm::all_of(def->getOperands(), [&](Value operand) {
                   return isLoopInvariant(op, operand, memo);
                 }));
  }
  memo[v] = invariant;
  return invariant;
}

/// Seconds the scalar ops of a loop body with a calibrated cost add per
/// iteration (each op once per iteration, nested regions included, except
/// ops whose operands are the same in every iteration), and how many such
/// ops the body has.
static std::pair<double, double>
getScalarOpCost(linalg::LinalgOp op, const CostCalibration &cal) {
  double seconds = 0, count = 0;
  if (cal.scalarOpS.empty())
    return {0, 0};
  llvm::DenseMap<Value, bool> invariant;
  op.getBlock()->walk([&](Operation *nested) {
    auto it = cal.scalarOpS.find(nested->getName().getStringRef());
    if (it == cal.scalarOpS.end())
      return;
    if (llvm::all_of(nested->getOperands(), [&](Value operand) {
          return isLoopInvariant(op, operand, invariant);
        }))
      return;
    seconds += it->second;
    count += 1;
  });
  return {seconds, count};
}

/// A compare of two of a generic's loop indices in its body (a causal
/// mask, `j > i`), which the lowering resolves by splitting the loop where
/// it changes value (zero-split-masked-loops): the iterations where it
/// holds and those where it does not each run only what their side of the
/// mask needs.
struct IndexMask {
  /// The compare's result.
  Value condition;
  /// The share of the iteration space where the compare holds.
  double trueFraction;
};

/// How many y in [0, n) satisfy `x <pred> y`, for x >= 0.
static double countSatisfying(arith::CmpIPredicate predicate, int64_t x,
                              int64_t n) {
  using P = arith::CmpIPredicate;
  switch (predicate) {
  case P::slt:
  case P::ult:
    return double(std::max<int64_t>(0, n - x - 1));
  case P::sle:
  case P::ule:
    return double(std::max<int64_t>(0, n - x));
  case P::sgt:
  case P::ugt:
    return double(std::min(n, x));
  case P::sge:
  case P::uge:
    return double(std::min(n, x + 1));
  case P::eq:
    return x < n ? 1.0 : 0.0;
  case P::ne:
    return double(n) - (x < n ? 1.0 : 0.0);
  }
  return 0;
}

static std::optional<IndexMask> findIndexMask(linalg::LinalgOp op) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  for (Operation &nested : op.getBlock()->without_terminator()) {
    auto cmp = dyn_cast<arith::CmpIOp>(nested);
    if (!cmp)
      continue;
    auto lhs = cmp.getLhs().getDefiningOp<linalg::IndexOp>();
    auto rhs = cmp.getRhs().getDefiningOp<linalg::IndexOp>();
    if (!lhs || !rhs || lhs.getDim() == rhs.getDim())
      continue;
    int64_t lhsRange = ranges[lhs.getDim()], rhsRange = ranges[rhs.getDim()];
    if (ShapedType::isDynamic(lhsRange) || ShapedType::isDynamic(rhsRange) ||
        lhsRange == 0 || rhsRange == 0)
      continue;
    double count = 0;
    for (int64_t x = 0; x < lhsRange; ++x)
      count += countSatisfying(cmp.getPredicate(), x, rhsRange);
    return IndexMask{cmp.getResult(),
                     count / (double(lhsRange) * double(rhsRange))};
  }
  return std::nullopt;
}

/// What one iteration of `op` costs where `mask` has the value `holds`:
/// bytes loaded and stored, and the scalar ops with a calibrated cost, of
/// only what its results need once the mask's selects are resolved. An
/// iteration that leaves every result as it is (a reduction's masked
/// update) costs nothing: the split removes that piece.
struct IterationCost {
  double bytes = 0, scalarOps = 0, scalarOpSeconds = 0;
};

static IterationCost getMaskedIterationCost(linalg::LinalgOp op,
                                            const IndexMask &mask, bool holds,
                                            const CostCalibration &cal) {
  Block *body = op.getBlock();
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  // A value as the mask's known side makes it: through the mask's selects.
  auto resolve = [&](Value value) {
    while (auto select = value.getDefiningOp<arith::SelectOp>()) {
      if (select.getCondition() != mask.condition)
        break;
      value = holds ? select.getTrueValue() : select.getFalseValue();
    }
    return value;
  };
  llvm::DenseSet<Value> live;
  SmallVector<bool> storesResult;
  bool anyStore = false;
  for (OpOperand &init : op.getDpsInitsMutable()) {
    Value yielded = resolve(
        yield.getOperand(init.getOperandNumber() - op.getNumDpsInputs()));
    bool stores = yielded != body->getArgument(init.getOperandNumber());
    storesResult.push_back(stores);
    anyStore |= stores;
    if (stores)
      live.insert(yielded);
  }
  if (!anyStore)
    return {};
  IterationCost cost;
  llvm::DenseMap<Value, bool> invariant;
  for (Operation &nested : llvm::reverse(body->without_terminator())) {
    if (llvm::none_of(nested.getResults(),
                      [&](Value r) { return live.contains(r); }))
      continue;
    if (auto select = dyn_cast<arith::SelectOp>(nested);
        select && select.getCondition() == mask.condition) {
      live.insert(holds ? select.getTrueValue() : select.getFalseValue());
      continue;
    }
    // Nested regions included, as getScalarOpCost counts them.
    nested.walk([&](Operation *inner) {
      for (Value operand : inner->getOperands())
        live.insert(operand);
      auto it = cal.scalarOpS.find(inner->getName().getStringRef());
      if (it != cal.scalarOpS.end() &&
          !llvm::all_of(inner->getOperands(), [&](Value operand) {
            return isLoopInvariant(op, operand, invariant);
          })) {
        cost.scalarOpSeconds += it->second;
        cost.scalarOps += 1;
      }
    });
  }
  for (OpOperand &operand : op->getOpOperands()) {
    auto shaped = dyn_cast<ShapedType>(operand.get().getType());
    if (!shaped)
      continue;
    double element = getElementBytes(shaped.getElementType());
    if (live.contains(body->getArgument(operand.getOperandNumber())))
      cost.bytes += element;
    if (op.isDpsInit(&operand) &&
        storesResult[operand.getOperandNumber() - op.getNumDpsInputs()])
      cost.bytes += element;
  }
  return cost;
}

namespace {
struct Simulator {
  const CostCalibration &cal;
  StepCost cost;
  /// When compute is free to run the next op.
  double computeClock = 0;
  /// When each tier's link is free to start its next collective.
  std::array<double, kNumNetworkTiers> commClock = {};
  /// When the store's I/O is free to start the next asynchronous transfer.
  double storeClock = 0;
  /// When the collective behind each future finishes.
  llvm::DenseMap<Value, double> futureDone;

  explicit Simulator(const CostCalibration &cal) : cal(cal) {}

  void compute(double seconds) {
    computeClock += seconds;
    cost.computeS += seconds;
  }

  void elementwise(double bytes, double scalarOpEvaluations = 0,
                   double scalarOpSeconds = 0, bool strided = false) {
    ++cost.elementwiseOps;
    cost.elementwiseBytes += bytes;
    cost.scalarOpEvaluations += scalarOpEvaluations;
    cost.scalarOpS += scalarOpSeconds;
    if (strided) {
      ++cost.stridedOps;
      cost.stridedBytes += bytes;
    }
    bool cached = cal.elementwiseCachedBytesPerS > 0 && bytes <= cal.cacheBytes;
    double rate =
        cached ? cal.elementwiseCachedBytesPerS : cal.elementwiseBytesPerS;
    double stridedRate =
        cached ? cal.stridedCachedBytesPerS : cal.stridedBytesPerS;
    if (strided && stridedRate > 0)
      rate = stridedRate;
    compute(cal.overheadS + bytes / rate + scalarOpSeconds);
  }

  /// A GEMM of `flops`: its call, its FLOPs, and its operands (A, B and C,
  /// whole, as its tensors are) where they do not fit in the cache.
  void gemm(linalg::LinalgOp op, double flops) {
    double bytes = 0;
    for (Value operand : op->getOperands())
      bytes += double(getTensorBytes(operand.getType()));
    double seconds = cal.gemmOverheadS + flops / cal.gemmFlopsPerS;
    if (cal.gemmColdBytesPerS > 0 &&
        !(cal.cacheBytes > 0 && bytes <= cal.cacheBytes)) {
      seconds += bytes / cal.gemmColdBytesPerS;
      cost.gemmColdBytes += bytes;
    }
    ++cost.gemmOps;
    cost.gemmFlops += flops;
    cost.gemmS += seconds;
    compute(seconds);
  }

  /// Queues a collective on the comm timeline once compute has issued it;
  /// returns when it finishes.
  /// On a node's shared link (NodeLink): `share` is the bytes on the link
  /// per byte of c.bytes (getNodeLinkShare) and `nodes` the nodes the
  /// group spans.
  struct NodeLink {
    double share = 1.0;
    int64_t nodes = 0;
  };
  double collective(const CollectiveBytes &c, std::optional<NodeLink> link) {
    int64_t steps = 0;
    if (c.worldSize > 1)
      steps = c.kind == CollectiveKind::AllReduce ? 2 * (c.worldSize - 1)
                                                  : c.worldSize - 1;
    const CollectiveRates &rates = cal.getRates(c.kind, c.tier);
    // Every step waits the latency of the collective's tier, except on a
    // node's shared link: there only the steps that cross between nodes
    // (nodes - 1 per pass, as NCCL's own model counts them) wait the
    // inter-node latency, the others the intra-node one, and its bytes go
    // through the link with the node's other ranks' (share).
    int64_t slowSteps = steps;
    double share = 1.0;
    if (link) {
      int64_t passes = c.kind == CollectiveKind::AllReduce ? 2 : 1;
      slowSteps = std::min(steps, passes * (link->nodes - 1));
      share = link->share;
    }
    double seconds =
        steps ? rates.alphaS * double(slowSteps) +
                    cal.getRates(c.kind, NetworkTier::IntraNode).alphaS *
                        double(steps - slowSteps) +
                    share * double(c.bytes) / rates.betaBytesPerS
              : 0.0;
    size_t tier = static_cast<size_t>(c.tier);
    for (CollectiveCost *total :
         {&cost.getCollective(c.kind), &cost.tiers[tier]}) {
      ++total->count;
      total->bytes += c.bytes;
      total->seconds += seconds;
    }
    cost.commS += seconds;
    double start = std::max(computeClock, commClock[tier]);
    commClock[tier] = start + seconds;
    return commClock[tier];
  }

  /// Compute waits until `done`; the wait counts into `exposed`.
  void block(double done, double &exposed) {
    if (done > computeClock) {
      exposed += done - computeClock;
      computeClock = done;
    }
  }
  void block(double done) { block(done, cost.exposedCommS); }

  /// A store transfer: on the calling thread when blocking (compute runs
  /// it), else queued on the store's timeline once compute issued it;
  /// returns when it finishes.
  double transfer(TransferOpInterface t) {
    const StoreRates &rates = cal.getRates(t.getStore());
    int64_t bytes = t.getChunkBytes();
    double seconds =
        (t.isAsync() ? rates.asyncLatencyS : rates.latencyS) +
        double(bytes) /
            (t.isWrite() ? rates.writeBytesPerS : rates.readBytesPerS);
    TransferCost &total = cost.transfers[static_cast<size_t>(t.getStore())];
    ++total.count;
    (t.isWrite() ? total.writeBytes : total.readBytes) += bytes;
    total.seconds += seconds;
    cost.transferS += seconds;
    if (!t.isAsync()) {
      computeClock += seconds;
      cost.exposedTransferS += seconds;
      return computeClock;
    }
    storeClock = std::max(computeClock, storeClock) + seconds;
    return storeClock;
  }

  void visit(Operation *op) {
    if (auto t = dyn_cast<TransferOpInterface>(op)) {
      double done = transfer(t);
      if (t.isAsync())
        futureDone[op->getResult(0)] = done;
      return;
    }
    if (auto wait = dyn_cast<WaitOp>(op)) {
      auto it = futureDone.find(wait.getFuture());
      Operation *start = wait.getFuture().getDefiningOp();
      if (it != futureDone.end())
        block(it->second, isa_and_nonnull<TransferOpInterface>(start)
                              ? cost.exposedTransferS
                              : cost.exposedCommS);
      // A grouped all_gather's shards are unpacked after the wait.
      if (int64_t unpack = start ? getUnpackBytes(start) : 0)
        elementwise(2 * double(unpack));
      return;
    }
    if (std::optional<CollectiveBytes> c = getCollectiveBytes(op)) {
      auto collectiveOp = cast<CollectiveOpInterface>(op);
      RankGroup group = RankGroup::of(collectiveOp);
      // A step compiled without nodes runs on the calibration's: a group
      // wider than one of them crosses the slower link.
      std::optional<int64_t> nodeRanks = lookupRanksPerNode(op);
      if (!nodeRanks && cal.ranksPerNode) {
        nodeRanks = cal.ranksPerNode;
        c->tier = getNetworkTier(group, *nodeRanks);
      }
      // The runtime sends a quantized reduce_scatter as an all-to-all.
      std::optional<NodeLink> link;
      if (c->tier == NetworkTier::InterNode && cal.interNodeLinkPerNode)
        link = NodeLink{
            getNodeLinkShare(group, *nodeRanks,
                             /*allToAll=*/c->kind ==
                                     CollectiveKind::ReduceScatter &&
                                 collectiveOp.getQuantizeAttr()),
            // A group off the nodes' boundaries (not tiling them) still
            // crosses at least once.
            std::max<int64_t>(2, getNodesSpanned(group, *nodeRanks))};
      // Inputs of a bucket (several tensors; a grouped reduce_scatter's
      // rank-major pack is N times its shards) are copied into one pack
      // buffer first, on the compute thread; a start of one tensor sends
      // from it in place. A bucket is one message: one collective on the
      // comm timeline.
      bool async = isAsyncCollective(op);
      if (op->getNumOperands() > 1)
        elementwise(2 * double(getPackBytes(op)));
      // The CPU time the runtime spends on it, taken from compute (a
      // blocking one runs while compute waits anyway).
      if (async)
        compute(cal.asyncCollectiveCpuS +
                (cal.asyncCollectiveCpuBytesPerS > 0
                     ? double(c->bytes) / cal.asyncCollectiveCpuBytesPerS
                     : 0.0));
      // A quantized collective's floats are quantized when it starts and
      // dequantized when it ends, by the runtime on the compute thread: a
      // pass over the bucket each (read floats, write bytes; read bytes,
      // write floats), charged at its start.
      if (collectiveOp.getQuantizeAttr()) {
        double bucket = 0;
        for (Type type : collectiveOp.getBucketTypes())
          bucket += double(getTensorBytes(type));
        elementwise(2 * bucket);
      }
      double done = collective(*c, link);
      if (async) {
        futureDone[op->getResult(0)] = done;
      } else {
        block(done);
        if (int64_t unpack = getUnpackBytes(op))
          elementwise(2 * double(unpack));
      }
      return;
    }
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
      std::optional<double> iterations = getIterations(linalgOp);
      if (!iterations)
        return;
      // A one-hot reduction runs as a scatter (zero-lower-index-scatter):
      // one index value per point of its other loops.
      if (std::optional<IndexScatterForm> scatter =
              matchIndexScatter(linalgOp))
        *iterations /=
            double(linalgOp.getStaticLoopRanges()[scatter->indexDim]);
      // On a GPU cluster every contraction is a BLAS call (cuBLAS takes
      // products zero's CPU lowering runs as loops: a bf16 accumulator,
      // several m, n or k dimensions).
      if (isGemm(linalgOp) ||
          (cal.gemmForAllContractions && isContractionLike(linalgOp))) {
        gemm(linalgOp, 2 * *iterations);
      } else {
        if (std::optional<IndexMask> mask = findIndexMask(linalgOp)) {
          IterationCost in = getMaskedIterationCost(linalgOp, *mask, true, cal);
          IterationCost out =
              getMaskedIterationCost(linalgOp, *mask, false, cal);
          auto mix = [&](double whereTrue, double whereFalse) {
            return *iterations * (mask->trueFraction * whereTrue +
                                  (1 - mask->trueFraction) * whereFalse);
          };
          elementwise(mix(in.bytes, out.bytes),
                      mix(in.scalarOps, out.scalarOps),
                      mix(in.scalarOpSeconds, out.scalarOpSeconds),
                      hasStridedInnerLoop(linalgOp));
          return;
        }
        auto [perIteration, ops] = getScalarOpCost(linalgOp, cal);
        elementwise(getLoopBytes(linalgOp, *iterations), ops * *iterations,
                    perIteration * *iterations, hasStridedInnerLoop(linalgOp));
      }
      return;
    }
    if (auto partition = dyn_cast<PartitionOp>(op)) {
      double bytes = 0;
      for (Value result : partition->getResults())
        bytes += double(getTensorBytes(result.getType()));
      elementwise(2 * bytes);
      return;
    }
    if (auto insert = dyn_cast<tensor::InsertSliceOp>(op)) {
      elementwise(2 * double(getTensorBytes(insert.getSourceType())));
      return;
    }
    if (op->getNumRegions() > 0) {
      // Not looked into by the memory report either: its ops, once each.
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (Operation &nested : block)
            visit(&nested);
      return;
    }
    if (isFree(op))
      return;
    // Any other op producing a tensor (tensor.pad, a copy): it writes its
    // results and reads its tensor operands once.
    double bytes = 0;
    for (Value v : op->getOperands())
      bytes += double(getTensorBytes(v.getType()));
    for (Value v : op->getResults())
      bytes += double(getTensorBytes(v.getType()));
    elementwise(bytes);
  }
};
} // namespace

LogicalResult mlir::zero::checkStepFitsMachine(func::FuncOp func,
                                               const CostCalibration &cal) {
  auto worldSize =
      func->getAttrOfType<IntegerAttr>(ZeroDialect::kWorldSizeAttrName);
  if (cal.clusterWorldSize && worldSize &&
      worldSize.getInt() > *cal.clusterWorldSize)
    return func.emitError()
           << "the step is partitioned for " << worldSize.getInt()
           << " ranks, but the " << cal.source << " has "
           << *cal.clusterWorldSize << " GPUs";
  std::optional<int64_t> stepNodeRanks = lookupRanksPerNode(func);
  if (cal.interNodeLinkPerNode && stepNodeRanks && cal.ranksPerNode &&
      *stepNodeRanks != *cal.ranksPerNode)
    return func.emitError()
           << "the step is compiled for " << *stepNodeRanks
           << " ranks per node (zero.ranks_per_node), but the "
           << cal.source << " has " << *cal.ranksPerNode
           << " GPUs per node";
  return success();
}

FailureOr<StepCost>
mlir::zero::predictStepCost(func::FuncOp func,
                            const CostCalibration &calibration) {
  if (failed(checkStepFitsMachine(func, calibration)))
    return failure();
  FailureOr<PeakMemory> peak = computePeakMemory(func);
  if (failed(peak))
    return failure();
  Simulator sim(calibration);
  for (Operation &op : func.getBody().front())
    sim.visit(&op);
  sim.cost.stepTimeS =
      std::max({sim.computeClock, sim.commClock[0], sim.commClock[1],
                sim.storeClock});
  sim.cost.peakBytes = peak->peakBytes;
  return sim.cost;
}

llvm::json::Object mlir::zero::toJSON(const StepCost &cost,
                                      const CostCalibration &calibration) {
  llvm::json::Object comm;
  for (CollectiveKind kind : kCollectiveKinds) {
    const CollectiveCost &c = cost.getCollective(kind);
    comm[stringifyCollectiveKind(kind)] = llvm::json::Object{
        {"count", c.count}, {"bytes", c.bytes}, {"time_s", c.seconds}};
  }
  llvm::json::Object tiers;
  for (size_t t = 0; t < kNumNetworkTiers; ++t) {
    const CollectiveCost &c = cost.tiers[t];
    tiers[stringifyNetworkTier(NetworkTier(t))] = llvm::json::Object{
        {"count", c.count}, {"bytes", c.bytes}, {"time_s", c.seconds}};
  }
  llvm::json::Object transfers;
  for (size_t k = 0; k < kNumStoreKinds; ++k) {
    const TransferCost &t = cost.transfers[k];
    transfers[stringifyStoreKind(StoreKind(k))] = llvm::json::Object{
        {"count", t.count},
        {"read_bytes", t.readBytes},
        {"write_bytes", t.writeBytes},
        {"time_s", t.seconds}};
  }
  double gemmS = cost.gemmS;
  llvm::json::Object calJson = toJSON(calibration);
  calJson["source"] = calibration.source;
  llvm::json::Object report{
      {"step_time_s", cost.stepTimeS},
      {"compute_s", cost.computeS},
      {"comm_s", cost.commS},
      {"exposed_comm_s", cost.exposedCommS},
      {"peak_bytes", cost.peakBytes},
      {"compute",
       llvm::json::Object{
           {"gemm", llvm::json::Object{{"ops", cost.gemmOps},
                                       {"flops", cost.gemmFlops},
                                       {"cold_bytes", cost.gemmColdBytes},
                                       {"time_s", gemmS}}},
           {"elementwise",
            llvm::json::Object{
                {"ops", cost.elementwiseOps},
                {"bytes", cost.elementwiseBytes},
                {"scalar_op_evaluations", cost.scalarOpEvaluations},
                {"strided_ops", cost.stridedOps},
                {"strided_bytes", cost.stridedBytes},
                {"scalar_op_time_s", cost.scalarOpS},
                {"time_s", cost.computeS - gemmS}}}}},
      {"comm_by_collective", std::move(comm)},
      {"comm_by_tier", std::move(tiers)},
      {"transfer_s", cost.transferS},
      {"exposed_transfer_s", cost.exposedTransferS},
      {"transfers_by_store", std::move(transfers)},
      {"calibration", std::move(calJson)},
  };
  // A machine whose memory is known (a cluster's GPU): does the static
  // peak fit it?
  if (calibration.memoryBytesPerRank)
    report["fits_memory"] = cost.peakBytes <= *calibration.memoryBytesPerRank;
  return report;
}
