//===- LowerIndexScatter.cpp - one-hot reductions as scatter loops --------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// A one-hot reduction (matchIndexScatter: the output changes only where a
// loop index v equals an integer read from an input, as in the embedding
// gradient dwte[v, c] += sum_{b,t: tok[b,t] = v} dx[b,t,c]) costs V times
// its useful work as the loop nest of its iteration space. Its loops
// without v, with v read from the index operand, do exactly the work whose
// select picks the update; every other point yields the accumulator
// unchanged, so skipping it changes nothing, and an index outside [0, V)
// matches no v, so it adds nothing here either.
//
//===----------------------------------------------------------------------===//

#include "zero/Codegen/Passes.h"

#include "zero/Dialect/Zero/Analysis/LinalgForms.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/IRMapping.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_LOWERINDEXSCATTER
#include "zero/Codegen/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;
using namespace mlir::zero;

namespace {

/// Loops of one level of the scatter's nest: one scf.for, or one
/// scf.parallel over several parallel dimensions.
struct Level {
  SmallVector<unsigned> dims;
  bool parallel;
};

class ScatterLowering {
public:
  ScatterLowering(linalg::LinalgOp op, const IndexScatterForm &form,
                  bool parallelOuter)
      : op(op), form(form), loc(op.getLoc()), ivs(op.getNumLoops()) {
    SmallVector<unsigned> reductions, parallels;
    SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
    for (unsigned d = 0; d < op.getNumLoops(); ++d) {
      if (d == form.indexDim)
        continue;
      (iterators[d] == utils::IteratorType::reduction ? reductions : parallels)
          .push_back(d);
    }
    // Each output element receives its updates in the order of the
    // reduction dimensions, as in the loop nest of the iteration space. On
    // a CPU the reductions go outermost, so the index is read once per
    // point and the innermost loop walks a row (the embedding width); for
    // a GPU the other parallel dimensions are one scf.parallel outermost
    // (threads over the width, no two writing one element).
    if (parallelOuter && !parallels.empty())
      levels.push_back({parallels, true});
    for (unsigned d : reductions)
      levels.push_back({{d}, false});
    if (!parallelOuter)
      for (unsigned d : parallels)
        levels.push_back({{d}, false});
    AffineMap indexMap = op.getMatchingIndexingMap(form.indexOperand);
    for (auto [i, level] : llvm::enumerate(levels))
      if (llvm::any_of(level.dims,
                       [&](unsigned d) { return indexMap.isFunctionOfDim(d); }))
        indexLevel = i + 1;
  }

  void run() {
    OpBuilder b(op);
    ranges = op.createLoopRanges(b, loc);
    emit(b, 0, /*indexRead=*/false);
    op->erase();
  }

private:
  Value size(OpBuilder &b, unsigned d) {
    return getValueOrCreateConstantIndexOp(b, loc, ranges[d].size);
  }

  SmallVector<Value> indices(OpOperand &operand) {
    AffineMap map = op.getMatchingIndexingMap(&operand);
    SmallVector<Value> result;
    for (unsigned i = 0; i < map.getNumResults(); ++i)
      result.push_back(ivs[map.getDimPosition(i)]);
    return result;
  }

  void emit(OpBuilder &b, unsigned level, bool indexRead) {
    if (level == indexLevel && !indexRead) {
      // v = the index; no point of the iteration space matches one outside
      // [0, V), so such an index updates nothing.
      Value raw = memref::LoadOp::create(b, loc, form.indexOperand->get(),
                                         indices(*form.indexOperand));
      Value v = arith::IndexCastOp::create(b, loc, b.getIndexType(), raw);
      Value zero = arith::ConstantIndexOp::create(b, loc, 0);
      Value inRange = arith::AndIOp::create(
          b, loc,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, v, zero),
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, v,
                                size(b, form.indexDim)));
      ivs[form.indexDim] = v;
      auto guard = scf::IfOp::create(b, loc, inRange, /*withElse=*/false);
      OpBuilder inner = guard.getThenBodyBuilder();
      emit(inner, level, /*indexRead=*/true);
      return;
    }
    if (level == levels.size()) {
      emitBody(b);
      return;
    }
    SmallVector<Value> lbs, ubs, steps;
    for (unsigned d : levels[level].dims) {
      lbs.push_back(arith::ConstantIndexOp::create(b, loc, 0));
      ubs.push_back(size(b, d));
      steps.push_back(arith::ConstantIndexOp::create(b, loc, 1));
    }
    auto body = [&](OpBuilder &nb, Location, ValueRange loopIvs) {
      for (auto [d, iv] : llvm::zip_equal(levels[level].dims, loopIvs))
        ivs[d] = iv;
      emit(nb, level + 1, indexRead);
    };
    if (levels[level].parallel) {
      scf::ParallelOp::create(b, loc, lbs, ubs, steps, body);
    } else {
      scf::ForOp::create(
          b, loc, lbs[0], ubs[0], steps[0], ValueRange{},
          [&](OpBuilder &nb, Location l, Value iv, ValueRange) {
            body(nb, l, iv);
            scf::YieldOp::create(nb, l);
          });
    }
  }

  /// The payload at one matching point: its select is the update.
  void emitBody(OpBuilder &b) {
    Block *block = op.getBlock();
    IRMapping mapping;
    for (OpOperand &operand : op->getOpOperands()) {
      BlockArgument arg = op.getMatchingBlockArgument(&operand);
      if (!arg.use_empty())
        mapping.map(arg, memref::LoadOp::create(b, loc, operand.get(),
                                                indices(operand)));
    }
    for (Operation &nested : block->without_terminator()) {
      if (auto index = dyn_cast<linalg::IndexOp>(nested)) {
        mapping.map(index.getResult(), ivs[index.getDim()]);
        continue;
      }
      if (&nested == form.select.getOperation()) {
        mapping.map(form.select.getResult(),
                    mapping.lookupOrDefault(form.select.getTrueValue()));
        continue;
      }
      b.clone(nested, mapping);
    }
    OpOperand *init = op.getDpsInitOperand(0);
    memref::StoreOp::create(
        b, loc, mapping.lookupOrDefault(block->getTerminator()->getOperand(0)),
        init->get(), indices(*init));
  }

  linalg::LinalgOp op;
  IndexScatterForm form;
  Location loc;
  SmallVector<Level> levels;
  /// Levels enclosing the read of the index (all of its map's dimensions).
  unsigned indexLevel = 0;
  SmallVector<Range> ranges;
  /// Value of each loop dimension at the point being emitted.
  SmallVector<Value> ivs;
};

struct LowerIndexScatterPass
    : public zero::impl::LowerIndexScatterBase<LowerIndexScatterPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<std::pair<linalg::LinalgOp, IndexScatterForm>> matches;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (!op.hasPureBufferSemantics())
        return;
      if (std::optional<IndexScatterForm> form = matchIndexScatter(op))
        matches.emplace_back(op, *form);
    });
    for (auto &[op, form] : matches)
      ScatterLowering(op, form, parallelOuter).run();
  }
};

} // namespace
