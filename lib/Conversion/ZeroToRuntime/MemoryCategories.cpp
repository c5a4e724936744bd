//===- MemoryCategories.cpp - what the runtime counts a buffer as ---------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "MemoryCategories.h"

#include "zero/Dialect/Zero/IR/ZeroDialect.h"

using namespace mlir;
using namespace mlir::zero;

MemoryCategory mlir::zero::getGradientCategory(const StagePolicy &policy,
                                               GradientBuffer buffer) {
  bool shardIsStorage = policy.countsGradientShardAsStorage();
  switch (buffer) {
  case GradientBuffer::Local:
    return shardIsStorage ? MemoryCategory::Gathered : MemoryCategory::Grads;
  case GradientBuffer::Shard:
    return shardIsStorage ? MemoryCategory::Grads : MemoryCategory::Gathered;
  case GradientBuffer::AllReduced:
    return MemoryCategory::Grads;
  }
  llvm_unreachable("unknown gradient buffer");
}

memref::AllocOp mlir::zero::getRootAlloc(Value buffer) {
  return getViewChainSource(buffer).getDefiningOp<memref::AllocOp>();
}

void mlir::zero::bracketAlloc(OpBuilder &builder, Operation *alloc,
                              MemoryCategory category) {
  OpBuilder::InsertionGuard guard(builder);
  Location loc = alloc->getLoc();
  builder.setInsertionPoint(alloc);
  step::set_alloc_category(builder, loc,
                           createCategory(builder, loc, category));
  builder.setInsertionPointAfter(alloc);
  step::set_alloc_category(
      builder, loc, createCategory(builder, loc, MemoryCategory::Activations));
}
