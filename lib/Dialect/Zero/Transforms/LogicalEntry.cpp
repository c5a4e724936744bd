//===- LogicalEntry.cpp - a partitioned step behind its traced signature --===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/Contract.h"
#include "zero/Dialect/Zero/IR/ZeroOps.h"
#include "zero/Dialect/Zero/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_LOGICALENTRY
#include "zero/Dialect/Zero/Transforms/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;
using namespace mlir::zero;

/// The `zero.shard` of argument or result `index` of `func`, or null.
static ShardAttr getShard(func::FuncOp func, unsigned index, bool isResult) {
  Attribute attr = isResult
                       ? func.getResultAttr(index, ZeroDialect::kShardAttrName)
                       : func.getArgAttr(index, ZeroDialect::kShardAttrName);
  return dyn_cast_or_null<ShardAttr>(attr);
}

/// Renames `step` to a fresh `@<name>_shards` and adds `@<name>` with the
/// logical signature in front of it.
static void addLogicalEntry(func::FuncOp step, SymbolTable &symbols) {
  MLIRContext *ctx = step.getContext();
  std::string name = step.getSymName().str();
  SmallVector<Type> argTypes, resultTypes;
  for (auto [index, type] : llvm::enumerate(step.getArgumentTypes())) {
    ShardAttr shard = getShard(step, index, /*isResult=*/false);
    argTypes.push_back(shard ? shard.getLogicalType() : type);
  }
  for (auto [index, type] : llvm::enumerate(step.getResultTypes())) {
    ShardAttr shard = getShard(step, index, /*isResult=*/true);
    resultTypes.push_back(shard ? shard.getLogicalType() : type);
  }
  if (failed(symbols.rename(step, StringAttr::get(ctx, name + "_shards"))))
    llvm_unreachable("renaming a function of a symbol table cannot fail");

  OpBuilder builder(step);
  Location loc = step.getLoc();
  auto entry = func::FuncOp::create(builder, loc, name,
                                    FunctionType::get(ctx, argTypes,
                                                      resultTypes));
  symbols.insert(entry, Block::iterator(step));
  // Its collectives span the step's ranks.
  if (Attribute worldSize = step->getAttr(ZeroDialect::kWorldSizeAttrName))
    entry->setAttr(ZeroDialect::kWorldSizeAttrName, worldSize);
  // Shards over blocks of fewer ranks than the step's (shard groups) are
  // split and gathered inside each block.
  int64_t worldSize = 1;
  if (auto world = step->getAttrOfType<IntegerAttr>(ZeroDialect::kWorldSizeAttrName))
    worldSize = world.getInt();
  auto shardRanks = [&](ShardAttr shard) {
    return shard.getWorldSize() == worldSize
               ? RankGroup::world(worldSize)
               : RankGroup{shard.getWorldSize(), 1};
  };
  Block *body = entry.addEntryBlock();
  builder.setInsertionPointToStart(body);
  SmallVector<Value> operands;
  for (auto [index, arg] : llvm::enumerate(body->getArguments())) {
    ShardAttr shard = getShard(step, index, /*isResult=*/false);
    operands.push_back(shard ? PartitionOp::create(builder, loc,
                                                   shard.getShardType(),
                                                   ValueRange{arg},
                                                   shardRanks(shard).size,
                                                   shardRanks(shard)
                                                       .getStrideAttr(builder))
                                   .getResult()
                             : Value(arg));
  }
  auto call = func::CallOp::create(builder, loc, step, operands);
  SmallVector<Value> results;
  for (auto [index, result] : llvm::enumerate(call.getResults())) {
    ShardAttr shard = getShard(step, index, /*isResult=*/true);
    results.push_back(shard ? AllGatherOp::create(
                                  builder, loc,
                                  TypeRange{shard.getLogicalType()}, result,
                                  shardRanks(shard).size,
                                  shardRanks(shard).getStrideAttr(builder),
                                  /*quantize=*/QuantizeAttr())
                                  .getResult(0)
                            : result);
  }
  func::ReturnOp::create(builder, loc, results);
}

namespace {
struct LogicalEntryPass
    : public zero::impl::LogicalEntryBase<LogicalEntryPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (failed(verifyStepsAreTopLevel(module, "zero-logical-entry")))
      return signalPassFailure();
    SymbolTable symbols(module);
    SmallVector<func::FuncOp> steps;
    for (auto func : module.getOps<func::FuncOp>()) {
      if (func.isExternal())
        continue;
      bool sharded = false;
      for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
        sharded |= static_cast<bool>(getShard(func, i, /*isResult=*/false));
      for (unsigned i = 0, e = func.getNumResults(); i < e; ++i)
        sharded |= static_cast<bool>(getShard(func, i, /*isResult=*/true));
      if (sharded)
        steps.push_back(func);
    }
    for (func::FuncOp step : steps)
      addLogicalEntry(step, symbols);
  }
};
} // namespace
