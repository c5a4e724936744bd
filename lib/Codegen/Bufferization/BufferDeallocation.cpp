//===- BufferDeallocation.cpp - free every buffer at its last use ---------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//
//
// A bufferized training step is almost always straight-line: one block,
// every allocation at its top level, views as the only other source of
// memrefs. For such a program the free of a buffer belongs right after its
// last use, and whether the caller owns it is a question of which buffers
// the return hands out. That takes one walk, where upstream's ownership-based
// deallocation and its simplification compare buffers pairwise and grow
// with the square of the step's length (minutes for a few hundred layers).
// Anything else goes to the upstream pipeline followed by
// zero-dealloc-at-last-use, which places the frees by the same rule.
//
//===----------------------------------------------------------------------===//

#include "LastUse.h"

#include "zero/Codegen/Bufferization/ViewChain.h"
#include "zero/Codegen/Passes.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"

#include "mlir/Interfaces/ViewLikeInterface.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_BUFFERDEALLOCATION
#include "zero/Codegen/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;

/// The buffer `value` is a view of: its memref.alloc, a block argument, a
/// global, or null when a view chain leads to anything else.
static Value getViewRoot(Value value) {
  Value root = zero::getViewChainSource(value);
  Operation *def = root.getDefiningOp();
  return !def || isa<memref::AllocOp, memref::GetGlobalOp>(def) ? root
                                                                : nullptr;
}

/// Whether `func` is in the form the linear placement handles: one block,
/// allocations only at its top level and without dynamic ownership (no
/// realloc, alloca escaping, existing deallocs or clones), and every memref
/// an op produces is a fresh allocation, a global or a view.
static bool isStraightLine(func::FuncOp func) {
  if (!func.getBody().hasOneBlock())
    return false;
  Block &body = func.getBody().front();
  WalkResult result = func.walk([&](Operation *op) {
    if (isa<memref::DeallocOp, memref::ReallocOp>(op) ||
        isa_and_nonnull<bufferization::BufferizationDialect>(op->getDialect()))
      return WalkResult::interrupt();
    bool producesMemref = llvm::any_of(op->getResultTypes(), [](Type t) {
      return isa<BaseMemRefType>(t);
    });
    if (!producesMemref)
      return WalkResult::advance();
    if (op->getBlock() != &body)
      return WalkResult::interrupt();
    if (isa<memref::AllocOp, memref::GetGlobalOp, ViewLikeOpInterface>(op))
      return WalkResult::advance();
    return WalkResult::interrupt();
  });
  return !result.wasInterrupted();
}

/// Whether result #`index` of `func` is the store buffer `root` of the
/// argument its zero.store_result names.
static bool isStoreResult(func::FuncOp func, unsigned index, Value root) {
  auto marked = func.getResultAttrOfType<IntegerAttr>(
      index, zero::ZeroDialect::kStoreResultAttrName);
  auto arg = dyn_cast_if_present<BlockArgument>(root);
  return marked && arg && arg.getOwner() == &func.getBody().front() &&
         arg.getArgNumber() == marked.getInt();
}

/// Places the frees of a straight-line function. The function hands each of
/// its memref results to the caller, who frees it: a result must therefore
/// be a buffer of its own. A result that is not (an argument, a global, a
/// buffer already returned) is returned as a copy, as ownership-based
/// deallocation does, except an offloaded argument's store buffer that the
/// lowering marked zero.store_result (the caller keeps it: a copy would be
/// the whole tensor resident again); every other allocation is freed right
/// after its last use.
static void placeFrees(func::FuncOp func) {
  Block &body = func.getBody().front();
  auto ret = cast<func::ReturnOp>(body.getTerminator());
  OpBuilder builder(ret);
  llvm::DenseSet<Value> returned;
  for (OpOperand &operand : ret->getOpOperands()) {
    auto type = dyn_cast<MemRefType>(operand.get().getType());
    if (!type)
      continue;
    Value root = getViewRoot(operand.get());
    bool owned = root && root.getDefiningOp<memref::AllocOp>() &&
                 returned.insert(root).second;
    if (owned || isStoreResult(func, operand.getOperandNumber(), root))
      continue;
    Location loc = operand.get().getLoc();
    SmallVector<Value> sizes;
    for (int64_t d = 0, e = type.getRank(); d < e; ++d)
      if (type.isDynamicDim(d))
        sizes.push_back(
            memref::DimOp::create(builder, loc, operand.get(), d));
    auto copy = memref::AllocOp::create(builder, loc, type, sizes);
    memref::CopyOp::create(builder, loc, operand.get(), copy);
    operand.set(copy);
    returned.insert(copy);
  }

  SmallVector<std::pair<Value, Operation *>> frees;
  for (memref::AllocOp alloc : body.getOps<memref::AllocOp>()) {
    if (returned.contains(alloc.getResult()))
      continue;
    frees.emplace_back(alloc.getResult(),
                       zero::findLastUse(body, alloc.getResult()));
  }
  for (auto [buffer, last] : frees) {
    builder.setInsertionPointAfter(last);
    memref::DeallocOp::create(builder, buffer.getLoc(), buffer);
  }
}

namespace {

struct BufferDeallocationPass
    : public zero::impl::BufferDeallocationBase<BufferDeallocationPass> {
  // The general route runs upstream's pipeline on the module. Parsed when
  // the pass runs, not when it is registered: the passes it names may be
  // registered after this one.
  static constexpr llvm::StringLiteral kGeneralPipeline =
      "buffer-deallocation-pipeline,func.func(zero-dealloc-at-last-use)";

  void getDependentDialects(DialectRegistry &registry) const override {
    BufferDeallocationBase::getDependentDialects(registry);
    OpPassManager general(ModuleOp::getOperationName());
    if (succeeded(parsePassPipeline(kGeneralPipeline, general, llvm::nulls())))
      general.getDependentDialects(registry);
  }

  LogicalResult initialize(MLIRContext *context) override {
    general = OpPassManager(ModuleOp::getOperationName());
    std::string message;
    llvm::raw_string_ostream os(message);
    if (failed(parsePassPipeline(kGeneralPipeline, general, os)))
      return emitError(UnknownLoc::get(context)) << message;
    return success();
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<func::FuncOp> funcs;
    bool allStraightLine = true;
    for (auto func : module.getOps<func::FuncOp>()) {
      if (func.isExternal())
        continue;
      funcs.push_back(func);
      allStraightLine &= isStraightLine(func);
    }
    if (!allStraightLine) {
      if (failed(runPipeline(general, module)))
        signalPassFailure();
      return;
    }
    for (func::FuncOp func : funcs)
      placeFrees(func);
  }

  OpPassManager general{ModuleOp::getOperationName()};
};

} // namespace
