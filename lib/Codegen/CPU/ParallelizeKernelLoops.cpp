//===- ParallelizeKernelLoops.cpp - outer kernel loops on OpenMP threads --===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Codegen/Passes.h"

#include "mlir/Conversion/SCFToOpenMP/SCFToOpenMP.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/MathExtras.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_PARALLELIZEKERNELLOOPS
#include "zero/Codegen/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;

static bool isLoop(Operation *op) {
  return isa<scf::ForOp, scf::ParallelOp>(op);
}

/// Whether `block` holds a loop at any depth.
static bool containsLoop(Block &block) {
  return block
      .walk([](Operation *op) {
        return isLoop(op) ? WalkResult::interrupt() : WalkResult::advance();
      })
      .wasInterrupted();
}

/// Iterations of `lb` to `ub` by `step` when all three are constants.
static std::optional<uint64_t> getTripCount(Value lb, Value ub, Value step) {
  std::optional<int64_t> l = getConstantIntValue(lb),
                         u = getConstantIntValue(ub),
                         s = getConstantIntValue(step);
  if (!l || !u || !s || *s <= 0)
    return std::nullopt;
  if (*u <= *l)
    return 0;
  return llvm::divideCeil(uint64_t(*u - *l), uint64_t(*s));
}

static std::optional<uint64_t> countWork(Block &block);

/// Innermost iterations of the loop nest `op` (saturating); nullopt when a
/// trip count is not static.
static std::optional<uint64_t> countLoopWork(Operation *op) {
  uint64_t trips = 1;
  auto multiply = [&](std::optional<uint64_t> n) {
    if (n)
      trips = llvm::SaturatingMultiply(trips, *n);
    return n.has_value();
  };
  if (auto loop = dyn_cast<scf::ForOp>(op)) {
    if (!multiply(getTripCount(loop.getLowerBound(), loop.getUpperBound(),
                               loop.getStep())))
      return std::nullopt;
  } else {
    auto parallel = cast<scf::ParallelOp>(op);
    for (auto [lb, ub, step] :
         llvm::zip(parallel.getLowerBound(), parallel.getUpperBound(),
                   parallel.getStep()))
      if (!multiply(getTripCount(lb, ub, step)))
        return std::nullopt;
  }
  Block &body = op->getRegion(0).front();
  if (!multiply(countWork(body)))
    return std::nullopt;
  return trips;
}

/// Innermost iterations of the loops in `block` (loops in sequence add
/// up); 1 for a block without loops.
static std::optional<uint64_t> countWork(Block &block) {
  uint64_t sum = 0;
  bool hasLoop = false;
  for (Operation &op : block) {
    if (!isLoop(&op))
      continue;
    hasLoop = true;
    std::optional<uint64_t> work = countLoopWork(&op);
    if (!work)
      return std::nullopt;
    sum = llvm::SaturatingAdd(sum, *work);
  }
  return hasLoop ? sum : 1;
}

/// Replaces `op` by an scf.parallel over its first `keep` dimensions (none
/// when 0) around scf.for loops over the others, in order, with `op`'s body
/// innermost.
static void splitParallelLoop(RewriterBase &rewriter, scf::ParallelOp op,
                              unsigned keep) {
  Location loc = op.getLoc();
  ValueRange lbs = op.getLowerBound(), ubs = op.getUpperBound(),
             steps = op.getStep();
  rewriter.setInsertionPoint(op);
  SmallVector<Value> ivs;
  if (keep > 0) {
    auto outer = scf::ParallelOp::create(rewriter, loc, lbs.take_front(keep),
                                         ubs.take_front(keep),
                                         steps.take_front(keep));
    llvm::append_range(ivs, outer.getInductionVars());
    rewriter.setInsertionPoint(outer.getBody()->getTerminator());
  }
  for (unsigned d = keep, e = op.getNumLoops(); d < e; ++d) {
    auto loop = scf::ForOp::create(rewriter, loc, lbs[d], ubs[d], steps[d]);
    ivs.push_back(loop.getInductionVar());
    rewriter.setInsertionPoint(loop.getBody()->getTerminator());
  }
  Block *body = op.getBody();
  rewriter.eraseOp(body->getTerminator());
  rewriter.inlineBlockBefore(body, rewriter.getInsertionBlock(),
                             rewriter.getInsertionPoint(), ivs);
  rewriter.eraseOp(op);
}

namespace {

struct ParallelizeKernelLoopsPass
    : public zero::impl::ParallelizeKernelLoopsBase<
          ParallelizeKernelLoopsPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // A reduction carried by an scf.parallel would be split across threads
    // (and its order would depend on their number); linalg's parallel
    // loops carry none.
    WalkResult carried = module.walk([&](scf::ParallelOp op) {
      if (op.getNumResults() == 0)
        return WalkResult::advance();
      op.emitError() << "zero-parallelize-kernel-loops expects scf.parallel "
                        "loops without results (reductions), got one with "
                     << op.getNumResults();
      return WalkResult::interrupt();
    });
    if (carried.wasInterrupted())
      return signalPassFailure();

    // Post-order: inner loops are settled before the nest around them.
    SmallVector<scf::ParallelOp> loops;
    module.walk([&](scf::ParallelOp op) { loops.push_back(op); });
    IRRewriter rewriter(&getContext());
    for (scf::ParallelOp op : loops) {
      unsigned keep = 0;
      if (!op->getParentOfType<scf::ForOp>() &&
          !op->getParentOfType<scf::ParallelOp>()) {
        // The innermost loop of the nest is the vectorizer's.
        bool innermost = !containsLoop(*op.getBody());
        std::optional<uint64_t> work = countLoopWork(op);
        if (work && (minIterations <= 0 || *work >= uint64_t(minIterations)))
          keep = op.getNumLoops() - (innermost ? 1 : 0);
      }
      if (keep < op.getNumLoops())
        splitParallelLoop(rewriter, op, keep);
    }

    // What is left parallel becomes OpenMP, upstream's way.
    OpPassManager toOpenMP(ModuleOp::getOperationName());
    toOpenMP.addPass(createConvertSCFToOpenMPPass());
    if (failed(runPipeline(toOpenMP, module)))
      return signalPassFailure();

    // convert-scf-to-openmp wraps each parallel body in a
    // memref.alloca_scope (so allocas are per iteration); a kernel's loops
    // allocate nothing, and a scope around loops would not verify once
    // convert-scf-to-cf has split its region into blocks.
    SmallVector<memref::AllocaScopeOp> scopes;
    module.walk([&](omp::LoopNestOp nest) {
      nest.walk([&](memref::AllocaScopeOp scope) {
        bool allocates = false;
        scope.getBodyRegion().walk([&](memref::AllocaOp) { allocates = true; });
        if (!allocates && scope.getNumResults() == 0)
          scopes.push_back(scope);
      });
    });
    for (memref::AllocaScopeOp scope : scopes) {
      Block &body = scope.getBodyRegion().front();
      rewriter.eraseOp(body.getTerminator());
      rewriter.inlineBlockBefore(&body, scope);
      rewriter.eraseOp(scope);
    }
  }
};

} // namespace
