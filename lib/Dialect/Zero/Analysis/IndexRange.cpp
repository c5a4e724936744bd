//===- IndexRange.cpp - what an integer argument may index ----------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/IndexRange.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace mlir::zero;

/// Where a tensor comes from, for messages: a function argument by number
/// and name, else the op that makes it.
static std::string describeTensor(Value tensor) {
  if (auto arg = dyn_cast<BlockArgument>(tensor))
    if (auto func = dyn_cast<func::FuncOp>(arg.getOwner()->getParentOp())) {
      std::string s = "argument #" + std::to_string(arg.getArgNumber());
      if (auto name = func.getArgAttrOfType<StringAttr>(arg.getArgNumber(),
                                                        "zero.name"))
        s += " ('" + name.getValue().str() + "')";
      return s;
    }
  if (Operation *op = tensor.getDefiningOp())
    return "the result of " + op->getName().getStringRef().str();
  return "a tensor";
}

std::optional<IndexRange> mlir::zero::deriveIndexRange(func::FuncOp func,
                                                       unsigned argIndex) {
  if (func.isExternal() || argIndex >= func.getNumArguments())
    return std::nullopt;
  std::optional<IndexRange> best;
  auto bound = [&](Value tensor, unsigned dim) {
    auto type = dyn_cast<RankedTensorType>(tensor.getType());
    if (!type || type.isDynamicDim(dim))
      return;
    int64_t size = type.getDimSize(dim);
    if (best && best->hi <= size)
      return;
    best = IndexRange{size, "it indexes dimension " + std::to_string(dim) +
                                " (size " + std::to_string(size) + ") of " +
                                describeTensor(tensor)};
  };
  // Values that hold the argument's elements unchanged: tensors (the
  // argument and its reshapes) and scalars (its elements).
  SmallVector<Value> worklist{func.getArgument(argIndex)};
  SmallPtrSet<Value, 16> seen;
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    for (OpOperand &use : v.getUses()) {
      Operation *user = use.getOwner();
      if (isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp,
              tensor::ExtractSliceOp, tensor::CastOp, arith::IndexCastOp,
              arith::IndexCastUIOp, arith::ExtSIOp, arith::ExtUIOp>(user)) {
        worklist.push_back(user->getResult(0));
      } else if (auto extract = dyn_cast<tensor::ExtractOp>(user)) {
        if (use.get() == extract.getTensor())
          worklist.push_back(extract.getResult());
        else
          bound(extract.getTensor(), use.getOperandNumber() - 1);
      } else if (auto insert = dyn_cast<tensor::InsertOp>(user)) {
        // Operands: scalar, dest, indices...
        if (use.getOperandNumber() >= 2)
          bound(insert.getDest(), use.getOperandNumber() - 2);
      } else if (auto linalgOp = dyn_cast<linalg::LinalgOp>(user)) {
        if (linalgOp.isDpsInput(&use) && !linalgOp->getRegions().empty() &&
            !linalgOp->getRegion(0).empty())
          worklist.push_back(linalgOp.getMatchingBlockArgument(&use));
      }
    }
  }
  return best;
}
