//===- PrepareBufferization.cpp - buffers as zero-memory-report counts ----===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Codegen/Passes.h"

#include "zero/Dialect/Zero/IR/ZeroDialect.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_PREPAREBUFFERIZATION
#include "zero/Codegen/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;
using namespace mlir::zero;

/// Gives every use of `empty` its own tensor.empty right before the user:
/// bufferization allocates a tensor.empty where it stands, and the report
/// counts the buffer from the op that writes it. (The clone is in the
/// user's block, so it dominates the user; the operands of a dynamic shape
/// dominate the original, hence the user too.)
static void splitEmptyTensor(tensor::EmptyOp empty, OpBuilder &builder) {
  if (empty->hasOneUse() && empty->getNextNode() == *empty->user_begin())
    return;
  SmallVector<OpOperand *> uses = llvm::map_to_vector(
      empty->getUses(), [](OpOperand &use) { return &use; });
  for (OpOperand *use : uses) {
    builder.setInsertionPoint(use->getOwner());
    use->set(builder.clone(*empty)->getResult(0));
  }
  empty->erase();
}

/// Copies the `zero.grad_of` marker of a view op to the op whose result the
/// view (through any chain of views) looks at.
static void markGradientStorage(Operation *marked) {
  Attribute mark = marked->getAttr(ZeroDialect::kGradOfAttrName);
  Operation *op = marked;
  while (isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp, tensor::CastOp,
             tensor::ReshapeOp>(op)) {
    op = op->getOperand(0).getDefiningOp();
    if (!op)
      return;
  }
  if (op != marked)
    op->setAttr(ZeroDialect::kGradOfAttrName, mark);
}

namespace {

struct PrepareBufferizationPass
    : public zero::impl::PrepareBufferizationBase<PrepareBufferizationPass> {
  void runOnOperation() override {
    SmallVector<tensor::EmptyOp> empties;
    SmallVector<Operation *> marked;
    getOperation().walk([&](Operation *op) {
      if (auto empty = dyn_cast<tensor::EmptyOp>(op))
        empties.push_back(empty);
      if (op->hasAttr(ZeroDialect::kGradOfAttrName))
        marked.push_back(op);
    });
    OpBuilder builder(&getContext());
    for (tensor::EmptyOp empty : empties)
      splitEmptyTensor(empty, builder);
    for (Operation *op : marked)
      markGradientStorage(op);
  }
};

} // namespace
