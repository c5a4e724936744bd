//===- KernelAccumulators.cpp - reduction accumulators in registers -------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// linalg-to-loops writes a row reduction as a loop that loads out[i], adds
// one element and stores out[i] back on every step. LLVM cannot keep out[i]
// in a register (the kernel's buffers are plain pointers that might
// overlap), so the sum is a chain through memory and nothing vectorizes:
// softmax's row max and sum and cross-entropy's reductions were a quarter
// of a small GPT step. Here the accumulator becomes a loop-carried value:
// loaded once before the loop, stored once after it.
//
// Sound for zero's kernels only: each is one bufferized linalg op, and
// one-shot bufferization never lets a reduction's output share memory with
// an input it still reads, so no load in the loop can observe out[i]
// between the steps. The pass does not prove that for other IR (two views
// of one buffer defined outside the loop look unrelated to it).
//
//===----------------------------------------------------------------------===//

#include "zero/Codegen/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_PROMOTEKERNELACCUMULATORS
#include "zero/Codegen/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;

namespace {

/// A load and a store of the same element of a buffer on every step of
/// `loop`, the store's value computed from the load.
struct Accumulator {
  memref::LoadOp load;
  memref::StoreOp store;
};

/// Whether every op in `loop`'s body (nested ones included) only reads or
/// writes buffers through memref.load/store or has no memory effect: no
/// call or copy could reach an accumulator's buffer behind our back.
bool hasOnlyPlainAccesses(scf::ForOp loop) {
  WalkResult result = loop.getBody()->walk([](Operation *op) {
    if (isa<memref::LoadOp, memref::StoreOp>(op) || isMemoryEffectFree(op) ||
        op->hasTrait<OpTrait::HasRecursiveMemoryEffects>())
      return WalkResult::advance();
    return WalkResult::interrupt();
  });
  return !result.wasInterrupted();
}

/// Whether `loop` runs at least once: the load and store move out of it,
/// so they must have happened in the original too.
bool runsAtLeastOnce(scf::ForOp loop) {
  std::optional<int64_t> lower = getConstantIntValue(loop.getLowerBound());
  std::optional<int64_t> upper = getConstantIntValue(loop.getUpperBound());
  return lower && upper && *lower < *upper;
}

SmallVector<Accumulator> findAccumulators(scf::ForOp loop) {
  SmallVector<Accumulator> found;
  if (!runsAtLeastOnce(loop) || !hasOnlyPlainAccesses(loop))
    return found;
  for (Operation &op : loop.getBody()->without_terminator()) {
    auto store = dyn_cast<memref::StoreOp>(op);
    if (!store || !loop.isDefinedOutsideOfLoop(store.getMemRef()) ||
        !llvm::all_of(store.getIndices(), [&](Value index) {
          return loop.isDefinedOutsideOfLoop(index);
        }))
      continue;
    // The buffer's only uses in the loop: one load of the same element,
    // directly in the body before the store, and the store.
    memref::LoadOp load;
    bool onlyThePair = true;
    for (Operation *user : store.getMemRef().getUsers()) {
      if (!loop->isAncestor(user) || user == store)
        continue;
      auto candidate = dyn_cast<memref::LoadOp>(user);
      if (load || !candidate || candidate->getBlock() != loop.getBody() ||
          candidate.getIndices() != store.getIndices() ||
          !candidate->isBeforeInBlock(store)) {
        onlyThePair = false;
        break;
      }
      load = candidate;
    }
    if (onlyThePair && load)
      found.push_back({load, store});
  }
  return found;
}

/// The value `acc op x` leaves `acc` unchanged with, for every acc (NaN and
/// -0.0 included): -0.0 for a sum, -inf for a NaN-propagating maximum,
/// +inf for a minimum. None for maxnumf/minnumf (maxnum(NaN, -inf) is
/// -inf, not NaN), for formats without infinities, and for an update that
/// may assume no infinities (`ninf`: the constant would be poison).
std::optional<APFloat> getNeutralOperand(Operation *update, FloatType type) {
  const llvm::fltSemantics &semantics = type.getFloatSemantics();
  if (auto fastMath = dyn_cast<arith::ArithFastMathInterface>(update))
    if (arith::FastMathFlagsAttr flags = fastMath.getFastMathFlagsAttr())
      if (arith::bitEnumContainsAny(flags.getValue(),
                                    arith::FastMathFlags::ninf))
        return std::nullopt;
  if (isa<arith::AddFOp>(update))
    return APFloat::getZero(semantics, /*Negative=*/true);
  if (!APFloat::semanticsHasInf(semantics))
    return std::nullopt;
  if (isa<arith::MaximumFOp>(update))
    return APFloat::getInf(semantics, /*Negative=*/true);
  if (isa<arith::MinimumFOp>(update))
    return APFloat::getInf(semantics, /*Negative=*/false);
  return std::nullopt;
}

/// A masked update `select(c, acc, acc op x)` (a causal softmax's row max
/// and sum) becomes `acc op select(c, neutral, x)`: the same values, and a
/// plain reduction the loop vectorizer recognises, which a select of the
/// accumulator is not.
void unmaskUpdate(BlockArgument acc, IRRewriter &rewriter) {
  OpBuilder::InsertionGuard guard(rewriter);
  // acc's two uses: the update and the select that may discard it.
  SmallVector<Operation *> users(acc.getUsers());
  if (users.size() != 2)
    return;
  auto select = dyn_cast<arith::SelectOp>(users[0]);
  if (!select)
    select = dyn_cast<arith::SelectOp>(users[1]);
  auto type = dyn_cast<FloatType>(acc.getType());
  if (!select || !type || !select.getCondition().getType().isInteger(1))
    return;
  bool keepOnTrue = select.getTrueValue() == acc;
  if (!keepOnTrue && select.getFalseValue() != acc)
    return;
  Value updated = keepOnTrue ? select.getFalseValue() : select.getTrueValue();
  Operation *update = updated.getDefiningOp();
  if (!update || !llvm::is_contained(users, update) ||
      update->getNumOperands() != 2 || !updated.hasOneUse())
    return;
  std::optional<APFloat> neutral = getNeutralOperand(update, type);
  unsigned accIndex = update->getOperand(0) == acc ? 0 : 1;
  if (!neutral || update->getOperand(1 - accIndex) == acc)
    return;
  // At the select, where the condition is defined; the update (read only
  // by the select) moves after the masked operand.
  rewriter.setInsertionPoint(select);
  Location loc = select.getLoc();
  Value identity = arith::ConstantOp::create(
      rewriter, loc, type, rewriter.getFloatAttr(type, *neutral));
  Value x = update->getOperand(1 - accIndex);
  Value masked = arith::SelectOp::create(rewriter, loc, select.getCondition(),
                                         keepOnTrue ? identity : x,
                                         keepOnTrue ? x : identity);
  rewriter.moveOpBefore(update, select);
  rewriter.modifyOpInPlace(update,
                           [&] { update->setOperand(1 - accIndex, masked); });
  rewriter.replaceOp(select, updated);
}

/// out[i] is read before the loop, carried through it, written after it.
void promote(scf::ForOp loop, ArrayRef<Accumulator> accumulators,
             IRRewriter &rewriter) {
  rewriter.setInsertionPoint(loop);
  SmallVector<Value> inits;
  for (Accumulator acc : accumulators)
    inits.push_back(memref::LoadOp::create(rewriter, acc.load.getLoc(),
                                           acc.load.getMemRef(),
                                           acc.load.getIndices()));
  SmallVector<Value> stored;
  for (Accumulator acc : accumulators)
    stored.push_back(acc.store.getValueToStore());
  FailureOr<LoopLikeOpInterface> grown =
      cast<LoopLikeOpInterface>(loop.getOperation())
          .replaceWithAdditionalYields(
              rewriter, inits, /*replaceInitOperandUsesInLoop=*/false,
              [&](OpBuilder &, Location, ArrayRef<BlockArgument>) {
                return stored;
              });
  // scf.for always grows.
  auto newLoop = cast<scf::ForOp>(grown->getOperation());
  unsigned first = newLoop.getNumRegionIterArgs() - accumulators.size();
  rewriter.setInsertionPointAfter(newLoop);
  for (auto [k, constAcc] : llvm::enumerate(accumulators)) {
    Accumulator acc = constAcc;
    BlockArgument carried = newLoop.getRegionIterArgs()[first + k];
    rewriter.replaceAllUsesWith(acc.load.getResult(), carried);
    memref::StoreOp::create(rewriter, acc.store.getLoc(),
                            newLoop.getResult(first + k), acc.store.getMemRef(),
                            acc.store.getIndices());
    rewriter.eraseOp(acc.store);
    rewriter.eraseOp(acc.load);
    unmaskUpdate(carried, rewriter);
  }
}

struct PromoteKernelAccumulatorsPass
    : public zero::impl::PromoteKernelAccumulatorsBase<
          PromoteKernelAccumulatorsPass> {
  void runOnOperation() override {
    // Innermost loops first (post-order), so an accumulator promoted out of
    // an inner loop may be promoted again out of the loop around it.
    SmallVector<scf::ForOp> loops;
    getOperation().walk([&](scf::ForOp loop) { loops.push_back(loop); });
    IRRewriter rewriter(&getContext());
    for (scf::ForOp loop : loops) {
      SmallVector<Accumulator> accumulators = findAccumulators(loop);
      if (!accumulators.empty())
        promote(loop, accumulators, rewriter);
    }
  }
};

} // namespace
