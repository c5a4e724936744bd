//===- SplitEmptyTensors.cpp - one tensor.empty per use -------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Conversion/Passes.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_SPLITEMPTYTENSORS
#include "zero/Conversion/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;
using namespace mlir::zero;

namespace {

struct SplitEmptyTensorsPass
    : public zero::impl::SplitEmptyTensorsBase<SplitEmptyTensorsPass> {
  void runOnOperation() override {
    SmallVector<tensor::EmptyOp> empties;
    getOperation().walk([&](tensor::EmptyOp op) { empties.push_back(op); });
    OpBuilder builder(&getContext());
    for (tensor::EmptyOp empty : empties) {
      // Every use gets its own clone right before its user: bufferization
      // allocates a tensor.empty where it stands, and the report counts the
      // buffer from the op that writes it. (The clone is in the user's
      // block, so it dominates the user; the operands of a dynamic shape
      // dominate the original, hence the user too.)
      if (empty->hasOneUse() && empty->getNextNode() == *empty->user_begin())
        continue;
      SmallVector<OpOperand *> uses = llvm::map_to_vector(
          empty->getUses(), [](OpOperand &use) { return &use; });
      for (OpOperand *use : uses) {
        builder.setInsertionPoint(use->getOwner());
        use->set(builder.clone(*empty)->getResult(0));
      }
      empty->erase();
    }
  }
};

} // namespace
