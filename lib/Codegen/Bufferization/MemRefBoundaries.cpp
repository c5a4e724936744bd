//===- MemRefBoundaries.cpp - entries take and return memrefs -------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Codegen/Passes.h"

#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "llvm/ADT/StringSet.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_MEMREFBOUNDARIES
#include "zero/Codegen/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;
using namespace mlir::zero;

/// The row-major buffer of `type`, or null where upstream's boundary
/// bufferization must decide (unranked, an encoding, a layout asked for).
static MemRefType getBoundaryMemRefType(Type type, DictionaryAttr attrs) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || tensor.getEncoding() ||
      (attrs && attrs.get(bufferization::BufferizationDialect::
                              kBufferLayoutAttrName)))
    return {};
  return MemRefType::get(tensor.getShape(), tensor.getElementType());
}

/// Whether every use of `arg` is an input of a destination-style op on
/// tensors (a linalg op's `ins`), which bufferization only reads.
///
/// Such an argument (a step's learning rate or step count, read by every
/// parameter's update) gets one `to_tensor` per use. One-Shot Bufferize
/// checks each tensor operand against every use of every alias of its value
/// (for a write to a read-only buffer and for a read-after-write conflict),
/// so one tensor read by n ops costs n^2; n tensors read once cost n. No
/// use writes the buffer, so none of what `restrict` protects (a write
/// through one tensor that another reads) can happen, and each tensor
/// bufferizes to the argument itself, as the single one did.
static bool isOnlyRead(BlockArgument arg) {
  if (arg.use_empty())
    return false;
  for (OpOperand &use : arg.getUses()) {
    auto dps = dyn_cast<DestinationStyleOpInterface>(use.getOwner());
    if (!dps || !dps.hasPureTensorSemantics() || !dps.isDpsInput(&use))
      return false;
  }
  return true;
}

static void convertBoundary(func::FuncOp func) {
  MLIRContext *context = func.getContext();
  Block &entry = func.getBody().front();
  OpBuilder builder = OpBuilder::atBlockBegin(&entry);
  StringRef writableName =
      bufferization::BufferizationDialect::kWritableAttrName;

  SmallVector<Type> argTypes(func.getArgumentTypes());
  for (BlockArgument arg : entry.getArguments()) {
    unsigned i = arg.getArgNumber();
    MemRefType memref = getBoundaryMemRefType(arg.getType(),
                                              func.getArgAttrDict(i));
    if (!memref)
      continue;
    auto writable = func.getArgAttrOfType<BoolAttr>(i, writableName);
    Type tensor = arg.getType();
    bool onlyRead = isOnlyRead(arg);
    arg.setType(memref);
    auto toTensor = [&](Location loc) {
      return bufferization::ToTensorOp::create(
          builder, loc, tensor, arg, /*restrict=*/true,
          /*writable=*/!writable || writable.getValue());
    };
    if (onlyRead) {
      // One tensor per use: see isOnlyRead.
      for (OpOperand &use : llvm::make_early_inc_range(arg.getUses())) {
        builder.setInsertionPoint(use.getOwner());
        use.set(toTensor(use.getOwner()->getLoc()));
      }
      builder.setInsertionPointToStart(&entry);
    } else {
      auto single = toTensor(arg.getLoc());
      arg.replaceAllUsesExcept(single.getResult(), single);
    }
    argTypes[i] = memref;
    if (writable)
      func.removeArgAttr(i, StringAttr::get(context, writableName));
  }

  SmallVector<Type> resultTypes(func.getResultTypes());
  for (unsigned i = 0, e = resultTypes.size(); i < e; ++i)
    if (MemRefType memref =
            getBoundaryMemRefType(resultTypes[i], func.getResultAttrDict(i)))
      resultTypes[i] = memref;
  for (Block &block : func.getBody()) {
    auto ret = dyn_cast<func::ReturnOp>(block.getTerminator());
    if (!ret)
      continue;
    builder.setInsertionPoint(ret);
    for (OpOperand &operand : ret->getOpOperands()) {
      Type type = resultTypes[operand.getOperandNumber()];
      if (type == operand.get().getType())
        continue;
      operand.set(bufferization::ToBufferOp::create(builder, ret.getLoc(),
                                                    type, operand.get(),
                                                    /*read_only=*/true));
    }
  }
  func.setType(FunctionType::get(context, argTypes, resultTypes));
}

namespace {

struct MemRefBoundariesPass
    : public zero::impl::MemRefBoundariesBase<MemRefBoundariesPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // One walk for the whole module: the names any symbol use reaches.
    llvm::StringSet<> used;
    if (auto uses = SymbolTable::getSymbolUses(&module.getBodyRegion()))
      for (const SymbolTable::SymbolUse &use : *uses)
        used.insert(use.getSymbolRef().getRootReference().getValue());
    for (auto func : module.getOps<func::FuncOp>())
      if (!func.isExternal() && !used.contains(func.getSymName()))
        convertBoundary(func);
  }
};

} // namespace
