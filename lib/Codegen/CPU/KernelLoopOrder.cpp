//===- KernelLoopOrder.cpp - contiguous innermost loops in kernels --------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Codegen/Passes.h"
#include "zero/Dialect/Zero/Analysis/LinalgForms.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_KERNELLOOPORDER
#include "zero/Codegen/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;

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
      unsigned inner = zero::getContiguousLoop(op);
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
