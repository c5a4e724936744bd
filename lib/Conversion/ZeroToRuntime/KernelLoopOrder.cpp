//===- KernelLoopOrder.cpp - contiguous innermost loops in kernels --------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Conversion/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_KERNELLOOPORDER
#include "zero/Conversion/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;

/// The loop of `op` that indexes the unit-stride dimension of the most
/// elements among its operands; the innermost loop on ties.
static unsigned getContiguousLoop(linalg::GenericOp op) {
  unsigned numLoops = op.getNumLoops();
  SmallVector<int64_t> elements(numLoops, 0);
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = dyn_cast<MemRefType>(operand.get().getType());
    if (!type || type.getRank() == 0 || !type.hasStaticShape())
      continue;
    SmallVector<int64_t> strides;
    int64_t offset;
    if (failed(type.getStridesAndOffset(strides, offset)) ||
        strides.back() != 1)
      continue;
    AffineMap map = op.getMatchingIndexingMap(&operand);
    if (auto dim = dyn_cast<AffineDimExpr>(map.getResults().back()))
      elements[dim.getPosition()] += type.getNumElements();
  }
  unsigned best = numLoops - 1;
  for (unsigned loop = 0; loop < numLoops; ++loop)
    if (elements[loop] > elements[best])
      best = loop;
  return best;
}

namespace {

struct KernelLoopOrderPass
    : public zero::impl::KernelLoopOrderBase<KernelLoopOrderPass> {
  void runOnOperation() override {
    SmallVector<linalg::GenericOp> ops;
    getOperation().walk([&](linalg::GenericOp op) {
      if (op.hasPureBufferSemantics() && op.getNumLoops() > 1)
        ops.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::GenericOp op : ops) {
      unsigned inner = getContiguousLoop(op);
      unsigned numLoops = op.getNumLoops();
      if (inner == numLoops - 1)
        continue;
      // New loop i is old loop order[i]: the others in their order, then
      // the contiguous one.
      SmallVector<unsigned> order;
      for (unsigned loop = 0; loop < numLoops; ++loop)
        if (loop != inner)
          order.push_back(loop);
      order.push_back(inner);
      rewriter.setInsertionPoint(op);
      if (failed(linalg::interchangeGenericOp(rewriter, op, order)))
        return signalPassFailure();
    }
  }
};

} // namespace
