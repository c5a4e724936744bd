//===- LocalizeBlockValues.cpp - values cross blocks through memory -------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Codegen/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_LOCALIZEBLOCKVALUES
#include "zero/Codegen/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;

/// Whether `func` asks LLVM not to optimize it (zero-outline-kernels marks
/// a step's loop-free body so).
static bool isOptNone(LLVM::LLVMFuncOp func) {
  std::optional<ArrayAttr> flags = func.getPassthrough();
  return flags && llvm::any_of(*flags, [](Attribute a) {
           auto s = dyn_cast<StringAttr>(a);
           return s && s.getValue() == "optnone";
         });
}

static bool isScalar(Type type) {
  return isa<IntegerType, FloatType, LLVM::LLVMPointerType>(type);
}

/// Whether `op` computes its results from nothing (a constant, a null
/// pointer, a global's address): a copy of it in another block is as good
/// as the original and cheaper than a slot, a store and a load.
static bool isRematerializable(Operation *op) {
  return op->getNumOperands() == 0 && op->getNumResults() == 1 &&
         op->getNumRegions() == 0 && isMemoryEffectFree(op);
}

namespace {

struct LocalizeBlockValuesPass
    : public zero::impl::LocalizeBlockValuesBase<LocalizeBlockValuesPass> {
  void runOnOperation() override {
    getOperation().walk([](LLVM::LLVMFuncOp func) {
      if (!func.isExternal() && isOptNone(func) &&
          !func.getBody().hasOneBlock())
        localize(func);
    });
  }

  /// Every scalar op result used outside its block is stored to a stack
  /// slot right after it is computed and loaded again in each other block
  /// that uses it, before its first use there; a constant is computed again
  /// in each such block instead (most of what crosses blocks in a step's
  /// body are the sizes and strides of its buffers' descriptors).
  static void localize(LLVM::LLVMFuncOp func) {
    Block &entry = func.getBody().front();
    OpBuilder builder(func.getContext());
    llvm::DenseMap<Operation *, unsigned> order;
    unsigned index = 0;
    func.walk([&](Operation *op) { order[op] = index++; });
    SmallVector<Value> crossing;
    func.walk([&](Operation *op) {
      for (Value result : op->getResults())
        if (isScalar(result.getType()) &&
            llvm::any_of(result.getUsers(), [&](Operation *user) {
              return user->getBlock() != op->getBlock();
            }))
          crossing.push_back(result);
    });
    Type i64 = builder.getI64Type();
    for (Value value : crossing) {
      Operation *def = value.getDefiningOp();
      Location loc = value.getLoc();
      if (isRematerializable(def)) {
        rematerialize(def, order);
        continue;
      }
      builder.setInsertionPointToStart(&entry);
      Value one = LLVM::ConstantOp::create(builder, loc, i64, 1);
      Value slot = LLVM::AllocaOp::create(
          builder, loc, LLVM::LLVMPointerType::get(func.getContext()),
          value.getType(), one);
      builder.setInsertionPointAfter(def);
      LLVM::StoreOp::create(builder, loc, value, slot);
      // One walk over the uses: replacing per block (replaceUsesWithIf)
      // would walk them all once per block, quadratic for a value used all
      // over a long step.
      llvm::DenseMap<Block *, Operation *> firstUser;
      SmallVector<OpOperand *> remote;
      for (OpOperand &use : value.getUses()) {
        Operation *user = use.getOwner();
        if (user->getBlock() == def->getBlock() ||
            (isa<LLVM::StoreOp>(user) && user->getOperand(1) == slot))
          continue;
        remote.push_back(&use);
        Operation *&first = firstUser[user->getBlock()];
        if (!first || order[user] < order[first])
          first = user;
      }
      llvm::DenseMap<Block *, Value> reloaded;
      for (auto [block, first] : firstUser) {
        builder.setInsertionPoint(first);
        reloaded[block] =
            LLVM::LoadOp::create(builder, loc, value.getType(), slot);
      }
      for (OpOperand *use : remote)
        use->set(reloaded.lookup(use->getOwner()->getBlock()));
    }
  }

  /// `def` (isRematerializable, one result) copied before its first user
  /// in each other block that uses it; removed if no use is left in its
  /// own block.
  static void rematerialize(Operation *def,
                            llvm::DenseMap<Operation *, unsigned> &order) {
    Value value = def->getResult(0);
    llvm::DenseMap<Block *, Operation *> firstUser;
    SmallVector<OpOperand *> remote;
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      if (user->getBlock() == def->getBlock())
        continue;
      remote.push_back(&use);
      Operation *&first = firstUser[user->getBlock()];
      if (!first || order[user] < order[first])
        first = user;
    }
    OpBuilder builder(def->getContext());
    llvm::DenseMap<Block *, Value> copies;
    for (auto [block, first] : firstUser) {
      builder.setInsertionPoint(first);
      copies[block] = builder.clone(*def)->getResult(0);
    }
    for (OpOperand *use : remote)
      use->set(copies.lookup(use->getOwner()->getBlock()));
    if (def->use_empty()) {
      order.erase(def);
      def->erase();
    }
  }
};

} // namespace
