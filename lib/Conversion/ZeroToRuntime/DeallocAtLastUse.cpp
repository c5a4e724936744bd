//===- DeallocAtLastUse.cpp - free each buffer after its last use ---------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Conversion/Passes.h"

#include "llvm/ADT/DenseSet.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_DEALLOCATLASTUSE
#include "zero/Conversion/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;

namespace {

/// The last op of `block` that uses `buffer` or a value derived from it, or
/// the op defining `buffer` when nothing uses it (null for an unused
/// argument). Derived means: any result of an op that takes `buffer` or a
/// derived value as operand, so views, extracted pointers and the handles
/// computed from them all extend the lifetime; results of an op's ancestor
/// in the block count too (a value yielded out of a region).
static Operation *findLastUse(Block &block, Value buffer, Operation *dealloc) {
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
      if (user == dealloc || isa<memref::DeallocOp>(user))
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

struct DeallocAtLastUsePass
    : public zero::impl::DeallocAtLastUseBase<DeallocAtLastUsePass> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal() || !func.getBody().hasOneBlock())
      return;
    Block &block = func.getBody().front();
    SmallVector<memref::DeallocOp> deallocs(block.getOps<memref::DeallocOp>());
    for (memref::DeallocOp dealloc : deallocs) {
      Operation *last = findLastUse(block, dealloc.getMemref(), dealloc);
      // Only ever earlier: a dealloc never moves past a use.
      if (last && last->isBeforeInBlock(dealloc) &&
          last->getNextNode() != dealloc.getOperation())
        dealloc->moveAfter(last);
    }
  }
};

} // namespace
