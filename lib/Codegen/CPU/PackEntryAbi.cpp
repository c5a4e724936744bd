//===- PackEntryAbi.cpp - a lowered step's entry: two word arrays ---------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Codegen/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_PACKENTRYABI
#include "zero/Codegen/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;

namespace {

/// The positions of the word-sized leaves of `type` (pointers and i64
/// inside structs and arrays), in memory order; false if another type
/// occurs.
bool collectLeaves(Type type, SmallVector<int64_t> &prefix,
                   SmallVector<SmallVector<int64_t>> &leaves) {
  if (isa<LLVM::LLVMPointerType>(type) || type.isInteger(64)) {
    leaves.push_back(prefix);
    return true;
  }
  auto visit = [&](int64_t index, Type element) {
    prefix.push_back(index);
    bool ok = collectLeaves(element, prefix, leaves);
    prefix.pop_back();
    return ok;
  };
  if (auto structType = dyn_cast<LLVM::LLVMStructType>(type)) {
    for (auto [i, element] : llvm::enumerate(structType.getBody()))
      if (!visit(i, element))
        return false;
    return true;
  }
  if (auto array = dyn_cast<LLVM::LLVMArrayType>(type)) {
    for (unsigned i = 0; i < array.getNumElements(); ++i)
      if (!visit(i, array.getElementType()))
        return false;
    return true;
  }
  return false;
}

/// Chains of insertvalue longer than this are not looked through for an
/// arbitrary extractvalue (descriptors take 3 + 2 * rank inserts).
constexpr int kMaxChainWalk = 64;

/// The value an extractvalue at `position` of `container` reads, if an
/// insertvalue of the chain that built `container` wrote exactly that
/// position.
Value findInserted(Value container, ArrayRef<int64_t> position,
                   int maxSteps) {
  for (int step = 0; step < maxSteps; ++step) {
    auto insert = container.getDefiningOp<LLVM::InsertValueOp>();
    if (!insert)
      return nullptr;
    ArrayRef<int64_t> written = insert.getPosition();
    if (written == position)
      return insert.getValue();
    size_t common = std::min(written.size(), position.size());
    if (written.take_front(common) == position.take_front(common))
      return nullptr; // one contains the other: not a plain field
    container = insert.getContainer();
  }
  return nullptr;
}

/// The leaves of `value`, read through the insertvalue chain that built it
/// (walked once; a whole descriptor inserted into a result struct is read
/// through its own chain); a leaf the chains do not show is read by a new
/// extractvalue before `before`.
SmallVector<Value> readLeaves(OpBuilder &builder, Operation *before,
                              Value value,
                              ArrayRef<SmallVector<int64_t>> leaves) {
  llvm::DenseMap<ArrayRef<int64_t>, Value> written;
  Value container = value;
  while (auto insert = container.getDefiningOp<LLVM::InsertValueOp>()) {
    written.try_emplace(insert.getPosition(), insert.getValue());
    container = insert.getContainer();
  }
  SmallVector<Value> out;
  builder.setInsertionPoint(before);
  for (ArrayRef<int64_t> leaf : leaves) {
    Value found;
    for (size_t k = leaf.size(); k > 0 && !found; --k) {
      Value part = written.lookup(leaf.take_front(k));
      if (!part)
        continue;
      ArrayRef<int64_t> rest = leaf.drop_front(k);
      found = rest.empty() ? part : findInserted(part, rest, kMaxChainWalk);
      if (!found)
        found = LLVM::ExtractValueOp::create(builder, before->getLoc(), part,
                                             rest);
    }
    if (!found)
      found = leaf.empty() ? value
                           : LLVM::ExtractValueOp::create(
                                 builder, before->getLoc(), value, leaf)
                                 .getResult();
    out.push_back(found);
  }
  return out;
}

struct PackEntryAbiPass
    : public zero::impl::PackEntryAbiBase<PackEntryAbiPass> {
  using PackEntryAbiBase::PackEntryAbiBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    auto func = module.lookupSymbol<LLVM::LLVMFuncOp>(funcName);
    if (!func || func.isExternal()) {
      emitError(module.getLoc())
          << "zero-pack-entry-abi: expected a function @" << funcName
          << " with a body, but the module has none";
      return signalPassFailure();
    }
    MLIRContext *ctx = &getContext();
    Type ptr = LLVM::LLVMPointerType::get(ctx);
    Type i64 = IntegerType::get(ctx, 64);
    LLVM::LLVMFunctionType type = func.getFunctionType();
    for (auto [i, param] : llvm::enumerate(type.getParams()))
      if (param != ptr && param != i64) {
        func.emitError() << "zero-pack-entry-abi: parameter " << i << " of @"
                         << funcName << " must be a pointer or i64 (a "
                         << "descriptor field), but is " << param;
        return signalPassFailure();
      }
    SmallVector<SmallVector<int64_t>> leaves;
    SmallVector<int64_t> prefix;
    Type resultType = type.getReturnType();
    if (!isa<LLVM::LLVMVoidType>(resultType) &&
        !collectLeaves(resultType, prefix, leaves)) {
      func.emitError() << "zero-pack-entry-abi: the result of @" << funcName
                       << " must be made of pointers and i64 (descriptors), "
                       << "but is " << resultType;
      return signalPassFailure();
    }

    Block &entry = func.getBody().front();
    unsigned numParams = type.getNumParams();
    Value args = entry.addArgument(ptr, func.getLoc());
    Value results = entry.addArgument(ptr, func.getLoc());
    OpBuilder builder(ctx);
    storeResults(builder, func, results, leaves);
    forwardInsertedFields(func);
    eraseDeadAggregates(func);
    loadParams(builder, func, entry.getArguments().take_front(numParams),
               args);
    entry.eraseArguments(0, numParams);
    func.setFunctionType(LLVM::LLVMFunctionType::get(
        LLVM::LLVMVoidType::get(ctx), {ptr, ptr}));
    func.removeArgAttrsAttr();
    func.removeResAttrsAttr();
  }

private:
  /// Every return stores the returned leaves to `results`, in order. With
  /// one return, each leaf computed by an op is stored right after that op,
  /// so it is not carried to the return's block (the caller reads the
  /// words only after the call).
  static void storeResults(OpBuilder &builder, LLVM::LLVMFuncOp func,
                           Value results,
                           ArrayRef<SmallVector<int64_t>> leaves) {
    SmallVector<LLVM::ReturnOp> returns;
    func.walk([&](LLVM::ReturnOp op) { returns.push_back(op); });
    for (LLVM::ReturnOp ret : returns) {
      Location loc = ret.getLoc();
      SmallVector<Value> values;
      if (ret.getArg())
        values = readLeaves(builder, ret, ret.getArg(), leaves);
      for (auto [k, value] : llvm::enumerate(values)) {
        Operation *def = value.getDefiningOp();
        if (returns.size() == 1 && def && !matchPattern(value, m_Constant()))
          builder.setInsertionPointAfter(def);
        else
          builder.setInsertionPoint(ret);
        auto slot = LLVM::GEPOp::create(
            builder, loc, results.getType(), builder.getI64Type(), results,
            ArrayRef<LLVM::GEPArg>{static_cast<int32_t>(k)});
        LLVM::StoreOp::create(builder, loc, value, slot, /*alignment=*/8);
      }
      builder.setInsertionPoint(ret);
      LLVM::ReturnOp::create(builder, loc, ValueRange());
      ret.erase();
    }
  }

  /// Reads of descriptor fields take the inserted value directly.
  static void forwardInsertedFields(LLVM::LLVMFuncOp func) {
    func.walk([](LLVM::ExtractValueOp extract) {
      if (Value v = findInserted(extract.getContainer(),
                                 extract.getPosition(), kMaxChainWalk)) {
        extract.replaceAllUsesWith(v);
        extract.erase();
      }
    });
  }

  /// Structs nobody reads any more, consumers before producers.
  static void eraseDeadAggregates(LLVM::LLVMFuncOp func) {
    SmallVector<Operation *> candidates;
    func.walk([&](Operation *op) {
      if (isa<LLVM::InsertValueOp, LLVM::PoisonOp, LLVM::UndefOp>(op))
        candidates.push_back(op);
    });
    for (Operation *op : llvm::reverse(candidates))
      if (op->use_empty())
        op->erase();
  }

  /// Each parameter becomes a load of its word, once per block that uses
  /// it, before its first use there, so no block carries values it does
  /// not need.
  static void loadParams(OpBuilder &builder, LLVM::LLVMFuncOp func,
                         ArrayRef<BlockArgument> params, Value args) {
    llvm::DenseMap<Operation *, unsigned> order;
    unsigned index = 0;
    func.walk([&](Operation *op) { order[op] = index++; });
    for (BlockArgument param : params) {
      // Uses grouped by block in one pass over the use list: a parameter
      // read in every block of a long step would otherwise be rescanned
      // once per block.
      struct BlockUses {
        Operation *first = nullptr;
        SmallVector<OpOperand *> uses;
      };
      llvm::MapVector<Block *, BlockUses> byBlock;
      for (OpOperand &use : param.getUses()) {
        Operation *user = use.getOwner();
        BlockUses &entry = byBlock[user->getBlock()];
        if (!entry.first || order[user] < order[entry.first])
          entry.first = user;
        entry.uses.push_back(&use);
      }
      for (auto &[block, entry] : byBlock) {
        builder.setInsertionPoint(entry.first);
        Location loc = param.getLoc();
        auto slot = LLVM::GEPOp::create(
            builder, loc, args.getType(), builder.getI64Type(), args,
            ArrayRef<LLVM::GEPArg>{static_cast<int32_t>(param.getArgNumber())});
        Value word = LLVM::LoadOp::create(builder, loc, param.getType(), slot,
                                           /*alignment=*/8);
        for (OpOperand *use : entry.uses)
          use->set(word);
      }
    }
  }
};

} // namespace
