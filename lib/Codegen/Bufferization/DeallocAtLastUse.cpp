//===- DeallocAtLastUse.cpp - free each buffer after its last use ---------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "LastUse.h"

#include "zero/Codegen/Passes.h"

#include "llvm/ADT/DenseSet.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_DEALLOCATLASTUSE
#include "zero/Codegen/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;

Operation *zero::findLastUse(Block &block, Value buffer) {
  Operation *last = buffer.getDefiningOp();
  if (last && last->getBlock() != &block)
    last = nullptr;
  llvm::DenseSet<Value> seen{buffer};
  SmallVector<Value> worklist{buffer};
  auto derive = [&](ValueRange values) {
    for (Value v : values)
      if (seen.insert(v).second)
        worklist.push_back(v);
  };
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (Operation *user : value.getUsers()) {
      if (isa<memref::DeallocOp>(user))
        continue;
      Operation *top = block.findAncestorOpInBlock(*user);
      if (!top)
        continue;
      if (!last || last->isBeforeInBlock(top))
        last = top;
      derive(user->getResults());
      if (top != user)
        derive(top->getResults());
    }
  }
  return last;
}

namespace {

struct DeallocAtLastUsePass
    : public zero::impl::DeallocAtLastUseBase<DeallocAtLastUsePass> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal() || !func.getBody().hasOneBlock())
      return;
    Block &block = func.getBody().front();
    // Every last use first, every move after: moving an op invalidates the
    // block's cached op order, and re-numbering the block for each of n
    // buffers would make the pass quadratic in the step's length.
    SmallVector<std::pair<memref::DeallocOp, Operation *>> moves;
    for (memref::DeallocOp dealloc : block.getOps<memref::DeallocOp>()) {
      Operation *last = zero::findLastUse(block, dealloc.getMemref());
      // Only ever earlier: a dealloc never moves past a use.
      if (last && last->isBeforeInBlock(dealloc) &&
          last->getNextNode() != dealloc.getOperation())
        moves.emplace_back(dealloc, last);
    }
    for (auto [dealloc, last] : moves)
      dealloc->moveAfter(last);
  }
};

} // namespace
