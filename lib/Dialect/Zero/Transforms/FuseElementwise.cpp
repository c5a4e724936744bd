//===- FuseElementwise.cpp - elementwise fusion that keeps the peak -------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/PeakMemory.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroOps.h"
#include "zero/Dialect/Zero/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/SetVector.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_FUSEELEMENTWISE
#include "zero/Dialect/Zero/Transforms/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;
using namespace mlir::zero;

/// Whether every tensor of `func` has a static shape: the static peak is
/// only defined then, and without it no fusion can be shown safe.
static bool hasOnlyStaticTensors(func::FuncOp func) {
  auto isStatic = [](Type type) {
    auto shaped = dyn_cast<ShapedType>(type);
    return !shaped || shaped.hasStaticShape();
  };
  if (!llvm::all_of(func.getArgumentTypes(), isStatic))
    return false;
  WalkResult walk = func.walk([&](Operation *op) {
    return llvm::all_of(op->getResultTypes(), isStatic)
               ? WalkResult::advance()
               : WalkResult::interrupt();
  });
  return !walk.wasInterrupted();
}

/// The static peak of `func`, or nullopt where the analysis fails (its
/// diagnostics are not the user's business here: the pass then fuses
/// nothing).
static std::optional<int64_t> getPeak(func::FuncOp func) {
  ScopedDiagnosticHandler silence(func.getContext(),
                                  [](Diagnostic &) { return success(); });
  FailureOr<PeakMemory> peak = computePeakMemory(func);
  if (failed(peak))
    return std::nullopt;
  return peak->peakBytes;
}

static bool isZeroOp(Operation *op) {
  return isa<ZeroDialect>(op->getDialect());
}

/// Named ops whose loops are all parallel and whose body is scalar math,
/// and linalg.reduce: as generics they fuse like any other (a sum of
/// squares becomes one loop). linalg.fill stays: it initializes the
/// accumulators of reductions and GEMMs, which fusion never reads; GEMMs
/// stay named for their BLAS lowering.
static bool shouldGeneralize(linalg::LinalgOp op) {
  if (isa<linalg::GenericOp, linalg::FillOp>(op) ||
      !op.hasPureTensorSemantics())
    return false;
  return isa<linalg::ReduceOp>(op) || linalg::isElementwise(op);
}

/// Whether `op`'s results are a gradient's storage: it carries a gradient
/// marker, or a view of one of its results (through views) does, which
/// zero-prepare-bufferization moves onto `op`. The lowering counts every
/// result of a marked op as gradient, so such an op must keep its results.
static bool isGradientStorage(Operation *op) {
  auto marked = [](Operation *o) {
    return o->hasAttr(ZeroDialect::kGradOfAttrName) ||
           o->hasAttr(ZeroDialect::kGradShardOfAttrName);
  };
  if (marked(op))
    return true;
  SmallVector<Value> worklist(op->getResults());
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (Operation *user : value.getUsers()) {
      if (!isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp, tensor::CastOp,
               tensor::ReshapeOp>(user) ||
          user->getOperand(0) != value)
        continue;
      if (marked(user))
        return true;
      worklist.push_back(user->getResult(0));
    }
  }
  return false;
}

namespace {

struct FuseElementwisePass
    : public zero::impl::FuseElementwiseBase<FuseElementwisePass> {
  void runOnOperation() override;

private:
  /// Why `operand` may not be fused, or null when it may (peak aside).
  const char *whyNot(OpOperand &operand) const;
  /// Fuses the producer of `operand` into its consumer if the static peak
  /// of `func` does not exceed `peak` after it; returns the fused op, or
  /// null with the IR unchanged.
  linalg::GenericOp tryFuse(func::FuncOp func, OpOperand &operand,
                            int64_t &peak);

  /// The fused ops still in the function.
  llvm::SetVector<Operation *> fusedOps;
};

} // namespace

const char *FuseElementwisePass::whyNot(OpOperand &operand) const {
  auto consumer = cast<linalg::GenericOp>(operand.getOwner());
  auto producer = operand.get().getDefiningOp<linalg::GenericOp>();
  Block *block = consumer->getBlock();
  if (!producer || producer->getBlock() != block)
    return "producer elsewhere";
  if (isGradientStorage(producer))
    return "producer is a gradient";
  // A producer read through a broadcast (a 0-d clipping scale, a per-row
  // statistic) would be recomputed at every point of the consumer's larger
  // iteration space, and a result it keeps written as often. This also
  // keeps every contraction (each operand lacks a loop of it) and one-hot
  // scatter whole, so they still reach BLAS or the scatter lowering.
  if (!consumer.getMatchingIndexingMap(&operand).isPermutation())
    return "producer broadcast into the consumer";
  for (OpOperand &other : consumer->getOpOperands())
    if (&other != &operand && other.get().getDefiningOp() == producer)
      return "consumer reads the producer twice";
  // The fused op stands where the consumer is: every other use of the
  // producer must come after it.
  bool usedElsewhere = false;
  for (Value result : producer->getResults())
    for (Operation *user : result.getUsers()) {
      if (user == consumer.getOperation())
        continue;
      usedElsewhere = true;
      Operation *top = block->findAncestorOpInBlock(*user);
      if (!top || !consumer->isBeforeInBlock(top))
        return "producer used before the consumer";
    }
  // The fused op would add the producer's kept results to the consumer's.
  if (usedElsewhere && (isGradientStorage(consumer) ||
                        !consumer->getDiscardableAttrDictionary().empty()))
    return "consumer is a gradient";
  for (Operation *op = producer->getNextNode(); op != consumer.getOperation();
       op = op->getNextNode())
    if (isZeroOp(op))
      return "zero op between";
  return nullptr;
}

/// Whether fusing `producer` into `consumer` keeps every buffer's life
/// within what it was, so the peak cannot grow and need not be recomputed
/// (the pass then stays linear in the step's length where fusions are
/// plentiful). The fused op computes the producer at the consumer: only the
/// producer's operands can live longer, unless each is an argument (live
/// throughout), a tensor.empty or a constant (no buffer of the step), or
/// used at or after the consumer anyway. The producer's results only vanish
/// or are born later.
static bool keepsLifetimes(linalg::GenericOp producer,
                           linalg::GenericOp consumer) {
  Block *block = consumer->getBlock();
  for (Value value : producer->getOperands()) {
    if (!isa<RankedTensorType>(value.getType()))
      continue;
    if (auto arg = dyn_cast<BlockArgument>(value);
        arg && arg.getOwner() == block)
      continue;
    if (value.getDefiningOp<tensor::EmptyOp>() ||
        value.getDefiningOp<arith::ConstantOp>())
      continue;
    bool usedLater = llvm::any_of(value.getUsers(), [&](Operation *user) {
      Operation *top = block->findAncestorOpInBlock(*user);
      return top && !isa<FreeOp>(top) &&
             (top == consumer.getOperation() || consumer->isBeforeInBlock(top));
    });
    if (!usedLater)
      return false;
  }
  return true;
}

linalg::GenericOp FuseElementwisePass::tryFuse(func::FuncOp func,
                                               OpOperand &operand,
                                               int64_t &peak) {
  auto consumer = cast<linalg::GenericOp>(operand.getOwner());
  auto producer = operand.get().getDefiningOp<linalg::GenericOp>();
  bool checkPeak = !keepsLifetimes(producer, consumer);
  IRRewriter rewriter(consumer);
  rewriter.setInsertionPoint(consumer);
  FailureOr<linalg::ElementwiseOpFusionResult> fusion =
      linalg::fuseElementwiseOps(rewriter, &operand);
  if (failed(fusion))
    return {};
  auto fused = cast<linalg::GenericOp>(fusion->fusedOp);
  // The consumer's markers (a gradient's) now belong to the fused op, which
  // has the consumer's results only (whyNot).
  fused->setDiscardableAttrs(consumer->getDiscardableAttrDictionary());

  // Redirect the uses after the fused op, remembering them for an undo.
  SmallVector<std::pair<OpOperand *, Value>> redirected;
  for (auto [original, replacement] : fusion->replacements)
    for (OpOperand &use : llvm::make_early_inc_range(original.getUses())) {
      Operation *owner = use.getOwner();
      if (owner == producer.getOperation() || owner == consumer.getOperation())
        continue;
      redirected.push_back({&use, original});
      use.set(replacement);
    }
  // Unlinked, the two no longer count for the analysis (their uses are
  // outside the body) and can come back unchanged.
  Operation *producerNext = producer->getNextNode();
  Operation *consumerNext = consumer->getNextNode();
  producer->remove();
  consumer->remove();

  std::optional<int64_t> fusedPeak =
      checkPeak ? getPeak(func) : std::optional<int64_t>(peak);
  if (fusedPeak && *fusedPeak <= peak) {
    peak = *fusedPeak;
    fusedOps.remove(consumer);
    fusedOps.remove(producer);
    fusedOps.insert(fused);
    consumer->dropAllReferences();
    producer->dropAllReferences();
    consumer->destroy();
    producer->destroy();
    ++numFused;
    return fused;
  }
  ++numRefusedPeak;
  for (auto [use, original] : redirected)
    use->set(original);
  Block *block = fused->getBlock();
  block->getOperations().insert(Block::iterator(consumerNext), consumer);
  if (producerNext == fused.getOperation())
    producerNext = consumer;
  block->getOperations().insert(Block::iterator(producerNext), producer);
  rewriter.eraseOp(fused);
  return {};
}

void FuseElementwisePass::runOnOperation() {
  func::FuncOp func = getOperation();
  if (func.isExternal() || !func.getBody().hasOneBlock() ||
      !hasOnlyStaticTensors(func))
    return;
  std::optional<int64_t> start = getPeak(func);
  if (!start)
    return;
  int64_t peak = *start;
  Block &body = func.getBody().front();

  IRRewriter rewriter(&getContext());
  for (Operation &op : llvm::make_early_inc_range(body)) {
    auto named = dyn_cast<linalg::LinalgOp>(&op);
    if (!named || !shouldGeneralize(named))
      continue;
    DictionaryAttr attrs = op.getDiscardableAttrDictionary();
    rewriter.setInsertionPoint(&op);
    FailureOr<linalg::GenericOp> generic =
        linalg::generalizeNamedOp(rewriter, named);
    if (failed(generic))
      continue;
    (*generic)->setDiscardableAttrs(attrs);
    ++numGeneralized;
  }

  // Top-down over consumers: a consumer absorbs its producers until none is
  // left that may go, then the walk moves on; a fused op may itself be the
  // producer of a later consumer.
  for (Operation *op = &body.front(); op; op = op->getNextNode()) {
    auto consumer = dyn_cast<linalg::GenericOp>(op);
    if (!consumer)
      continue;
    bool changed = true;
    while (changed) {
      changed = false;
      for (OpOperand *operand : consumer.getDpsInputOperands()) {
        if (!linalg::areElementwiseOpsFusable(operand))
          continue;
        if (const char *reason = whyNot(*operand)) {
          if (StringRef(reason) == "zero op between")
            ++numRefusedZeroOp;
          continue;
        }
        if (linalg::GenericOp fused = tryFuse(func, *operand, peak)) {
          consumer = fused;
          op = fused;
          changed = true;
          break;
        }
      }
    }
  }

  if (fusedOps.empty())
    return;
  // The fused ops' inits are their consumers' and producers'; the
  // tensor.empty ops of the results that fusion dropped are dead.
  for (Operation &op : llvm::make_early_inc_range(body))
    if (isa<tensor::EmptyOp>(op) && op.use_empty())
      op.erase();

  // A fused op may read one tensor twice or keep results nobody uses;
  // dropping those only shortens lifetimes.
  RewritePatternSet patterns(&getContext());
  linalg::populateEraseUnusedOperandsAndResultsPatterns(patterns);
  GreedyRewriteConfig config;
  config.setStrictness(GreedyRewriteStrictness::ExistingOps);
  (void)applyOpPatternsGreedily(fusedOps.takeVector(), std::move(patterns),
                                config);
  std::optional<int64_t> end = getPeak(func);
  if (!end || *end > *start) {
    func.emitError() << "zero-fuse-elementwise raised the static peak of '@"
                     << func.getSymName() << "' from " << *start << " to "
                     << end.value_or(-1) << " bytes";
    signalPassFailure();
  }
}
