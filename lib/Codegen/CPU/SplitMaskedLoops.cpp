//===- SplitMaskedLoops.cpp - index-set splitting of masked loops ---------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// A causal softmax masks every score above the diagonal: its kernels test
// `j > i` on each element and select -inf (or 0) there. The test costs a
// compare per element, the masked half is still computed (its exp thrown
// away), and in a row maximum LLVM's InstCombine folds the masked update
// back into a select of the accumulator, which its loop vectorizer does not
// reduce: the maximum stayed scalar. Splitting the loop over `j` at the
// point where the test changes value gives loops in which the test is a
// constant; the select folds away, a reduction over the masked part adds
// its neutral value and disappears, and what is left is plain arithmetic.
//
//===----------------------------------------------------------------------===//

#include "zero/Codegen/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_SPLITMASKEDLOOPS
#include "zero/Codegen/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;

namespace {

/// A compare of a loop's induction variable against a value defined outside
/// the loop, normalized to `iv <pred> threshold` (the induction variable on
/// the left; the threshold is an index like it).
struct IndexTest {
  arith::CmpIOp cmp;
  arith::CmpIPredicate predicate;
  Value threshold;
};

/// The mirror image of `predicate`: `a pred b` is `b swapped a`.
arith::CmpIPredicate swapOperands(arith::CmpIPredicate predicate) {
  using P = arith::CmpIPredicate;
  switch (predicate) {
  case P::slt:
    return P::sgt;
  case P::sle:
    return P::sge;
  case P::sgt:
    return P::slt;
  case P::sge:
    return P::sle;
  case P::ult:
    return P::ugt;
  case P::ule:
    return P::uge;
  case P::ugt:
    return P::ult;
  case P::uge:
    return P::ule;
  case P::eq:
  case P::ne:
    return predicate;
  }
  llvm_unreachable("unknown predicate");
}

arith::CmpIPredicate toSigned(arith::CmpIPredicate predicate) {
  using P = arith::CmpIPredicate;
  switch (predicate) {
  case P::ult:
    return P::slt;
  case P::ule:
    return P::sle;
  case P::ugt:
    return P::sgt;
  case P::uge:
    return P::sge;
  default:
    return predicate;
  }
}

/// A loop splitting handles: step 1 and constant bounds with a non-negative
/// lower bound, so every iteration value is a small non-negative index and
/// the split points below neither overflow nor depend on signedness. The
/// pieces of a split loop have computed bounds inside the original's and
/// qualify as well.
bool isSplittable(scf::ForOp loop) {
  std::optional<int64_t> lower = getConstantIntValue(loop.getLowerBound());
  std::optional<int64_t> upper = getConstantIntValue(loop.getUpperBound());
  std::optional<int64_t> step = getConstantIntValue(loop.getStep());
  return lower && upper && step && *step == 1 && *lower >= 0 &&
         *upper < std::numeric_limits<int64_t>::max() &&
         loop.getInductionVar().getType().isIndex();
}

/// The first index test in `loop`'s body (nested regions included) that
/// splitting can resolve.
std::optional<IndexTest> findIndexTest(scf::ForOp loop) {
  std::optional<IndexTest> found;
  loop.getBody()->walk([&](arith::CmpIOp cmp) {
    if (!cmp.getType().isInteger(1))
      return WalkResult::advance();
    Value lhs = cmp.getLhs(), rhs = cmp.getRhs();
    arith::CmpIPredicate predicate = cmp.getPredicate();
    if (rhs == loop.getInductionVar()) {
      std::swap(lhs, rhs);
      predicate = swapOperands(predicate);
    }
    if (lhs != loop.getInductionVar() || !loop.isDefinedOutsideOfLoop(rhs))
      return WalkResult::advance();
    found = IndexTest{cmp, predicate, rhs};
    return WalkResult::interrupt();
  });
  return found;
}

/// `loop` cut into consecutive pieces over [lower, upper) ranges, each
/// knowing the value of `test` in it; the pieces' results chain through
/// their iteration arguments. Returns the pieces.
SmallVector<scf::ForOp> splitLoop(scf::ForOp loop, IndexTest test,
                                  RewriterBase &rewriter) {
  using P = arith::CmpIPredicate;
  Location loc = test.cmp.getLoc();
  rewriter.setInsertionPoint(loop);
  auto constant = [&](int64_t value) -> Value {
    return arith::ConstantIndexOp::create(rewriter, loc, value);
  };
  auto clamp = [&](Value value, Value low, Value high) -> Value {
    Value atLeast = arith::MaxSIOp::create(rewriter, loc, value, low);
    return arith::MinSIOp::create(rewriter, loc, atLeast, high);
  };
  Value begin = loop.getLowerBound(), end = loop.getUpperBound();
  Value one = constant(1);

  // Iterations are in [0, 2^63), so an unsigned compare against a threshold
  // whose sign bit is set is the signed compare against the largest index.
  Value threshold = test.threshold;
  P predicate = toSigned(test.predicate);
  if (predicate != test.predicate)
    threshold =
        arith::MinUIOp::create(rewriter, loc, threshold,
                               constant(std::numeric_limits<int64_t>::max()));

  // firstNotBelow: the first iteration with iv >= threshold;
  // firstAbove: the first with iv > threshold. Clamped into the loop's
  // range, so a threshold outside it gives empty pieces.
  Value firstNotBelow = clamp(threshold, begin, end);
  Value firstAbove = arith::AddIOp::create(
      rewriter, loc,
      clamp(threshold, arith::SubIOp::create(rewriter, loc, begin, one),
            arith::SubIOp::create(rewriter, loc, end, one)),
      one);

  struct Piece {
    Value lower, upper;
    bool testValue;
  };
  SmallVector<Piece> pieces;
  switch (predicate) {
  case P::slt:
    pieces = {{begin, firstNotBelow, true}, {firstNotBelow, end, false}};
    break;
  case P::sle:
    pieces = {{begin, firstAbove, true}, {firstAbove, end, false}};
    break;
  case P::sgt:
    pieces = {{begin, firstAbove, false}, {firstAbove, end, true}};
    break;
  case P::sge:
    pieces = {{begin, firstNotBelow, false}, {firstNotBelow, end, true}};
    break;
  case P::eq:
  case P::ne: {
    bool inside = predicate == P::eq;
    pieces = {{begin, firstNotBelow, !inside},
              {firstNotBelow, firstAbove, inside},
              {firstAbove, end, !inside}};
    break;
  }
  default:
    llvm_unreachable("unsigned predicates were made signed above");
  }

  SmallVector<scf::ForOp> result;
  ValueRange carried = loop.getInitArgs();
  for (const Piece &piece : pieces) {
    IRMapping mapping;
    auto clone = cast<scf::ForOp>(rewriter.clone(*loop, mapping));
    clone.setLowerBound(piece.lower);
    clone.setUpperBound(piece.upper);
    clone.getInitArgsMutable().assign(carried);
    Value known = arith::ConstantIntOp::create(rewriter, loc, piece.testValue,
                                               /*width=*/1);
    rewriter.replaceOp(mapping.lookup(test.cmp.getOperation()), known);
    carried = clone.getResults();
    result.push_back(clone);
  }
  rewriter.replaceOp(loop, carried);
  return result;
}

/// Splits `loop` (splittable, or a piece of one) on its index tests, at
/// most `depth` of them deep: each split makes two or three copies of the
/// body.
void splitOnIndexTests(scf::ForOp loop, unsigned depth,
                       RewriterBase &rewriter) {
  if (depth == 0)
    return;
  std::optional<IndexTest> test = findIndexTest(loop);
  if (!test)
    return;
  for (scf::ForOp piece : splitLoop(loop, *test, rewriter))
    splitOnIndexTests(piece, depth - 1, rewriter);
}

struct SplitMaskedLoops
    : public zero::impl::SplitMaskedLoopsBase<SplitMaskedLoops> {
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    // Inner loops first: an outer loop's copies then carry inner loops
    // that were already split.
    SmallVector<scf::ForOp> loops;
    func.walk([&](scf::ForOp loop) { loops.push_back(loop); });
    IRRewriter rewriter(&getContext());
    bool changed = false;
    for (scf::ForOp loop : loops) {
      if (!isSplittable(loop) || !findIndexTest(loop))
        continue;
      splitOnIndexTests(loop, maxTests, rewriter);
      changed = true;
    }
    if (!changed)
      return;
    // Fold what the known tests decide: selects, a reduction's update by its
    // neutral value, loops left without work or whose results are their
    // inputs.
    RewritePatternSet patterns(&getContext());
    scf::ForOp::getCanonicalizationPatterns(patterns, &getContext());
    arith::SelectOp::getCanonicalizationPatterns(patterns, &getContext());
    (void)applyPatternsGreedily(func, std::move(patterns));
  }
};

} // namespace
