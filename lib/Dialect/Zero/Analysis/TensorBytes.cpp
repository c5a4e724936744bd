//===- TensorBytes.cpp - byte sizes and their int64 bound -----------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/TensorBytes.h"
#include "zero/Dialect/Zero/Analysis/CollectiveBuffers.h"
#include "zero/Dialect/Zero/Analysis/CommBytes.h"
#include "zero/Dialect/Zero/IR/ZeroOps.h"

#include "llvm/ADT/APInt.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CheckedArithmetic.h"

#include <limits>

using namespace mlir;
using namespace mlir::zero;

int64_t mlir::zero::getElementBytes(Type type) {
  if (auto complex = dyn_cast<ComplexType>(type))
    return 2 * getElementBytes(complex.getElementType());
  if (type.isIndex())
    return 8;
  if (type.isIntOrFloat())
    return llvm::divideCeil(type.getIntOrFloatBitWidth(), 8);
  return 0;
}

int64_t mlir::zero::getTensorBytes(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape())
    return 0;
  return tensor.getNumElements() * getElementBytes(tensor.getElementType());
}

std::optional<int64_t> mlir::zero::getCheckedTensorBytes(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape())
    return 0;
  std::optional<int64_t> count = getCheckedNumElements(tensor);
  if (!count)
    return std::nullopt;
  return llvm::checkedMul(*count, getElementBytes(tensor.getElementType()));
}

/// The exact byte size of a statically shaped tensor type, however large.
static std::string exactTensorBytes(RankedTensorType type) {
  unsigned bits = 64 * (type.getRank() + 2);
  llvm::APInt bytes(bits, getElementBytes(type.getElementType()));
  for (int64_t dim : type.getShape())
    bytes *= llvm::APInt(bits, dim);
  return llvm::toString(bytes, 10, /*Signed=*/false);
}

LogicalResult mlir::zero::verifyByteCountsFit(func::FuncOp func) {
  constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
  std::optional<int64_t> total = 0;
  // Adds `bytes` to the total; false (with an error at `loc`) once it no
  // longer fits.
  auto add = [&](std::optional<int64_t> bytes, Location loc) {
    total = total && bytes ? llvm::checkedAdd(*total, *bytes) : std::nullopt;
    if (total)
      return true;
    emitError(loc) << "byte counts must fit in int64 (at most " << kMax
                   << "), but the tensors of '@" << func.getSymName()
                   << "' and the bytes its collectives allocate and send add "
                      "up to more, counting this op";
    return false;
  };
  auto addTensor = [&](Type type, Location loc) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor || !tensor.hasStaticShape())
      return true;
    std::optional<int64_t> bytes = getCheckedTensorBytes(tensor);
    if (!bytes) {
      emitError(loc) << "byte counts must fit in int64 (at most " << kMax
                     << "), but " << tensor << " has "
                     << exactTensorBytes(tensor) << " bytes";
      return false;
    }
    return add(bytes, loc);
  };
  for (BlockArgument arg : func.getArguments()) {
    // An offloaded argument's bytes are the report's offloaded_bytes.
    Type type = arg.getType();
    if (auto offloaded = dyn_cast<OffloadedType>(type))
      type = offloaded.getTensorType();
    if (!addTensor(type, func.getLoc()))
      return failure();
    // A shard's logical tensor counts too (the report's param elements).
    if (auto shard = func.getArgAttrOfType<ShardAttr>(
            arg.getArgNumber(), ZeroDialect::kShardAttrName))
      if (!addTensor(shard.getLogicalType(), func.getLoc()))
        return failure();
  }
  WalkResult walk = func.walk([&](Operation *op) {
    for (Type type : op->getResultTypes())
      if (!addTensor(type, op->getLoc()))
        return WalkResult::interrupt();
    // What the lowering allocates for a collective besides its results (a
    // pack buffer, at most its inputs' bytes) and what it sends.
    for (Value input : getCollectiveInputs(op))
      if (!addTensor(input.getType(), op->getLoc()))
        return WalkResult::interrupt();
    // A grouped bucket's rank-major pack and unpack buffers.
    if (isGroupedBucket(op))
      for (int copies = 0; copies < 2; ++copies)
        if (!add(getCheckedRankMajorBytes(cast<CollectiveOpInterface>(op)),
                 op->getLoc()))
          return WalkResult::interrupt();
    // A fetch_start's chunk (its future is no tensor) and the bytes each
    // transfer moves (transfer_bytes_per_step). A chunk is a verified slice
    // of a tensor counted above, so its size fits.
    if (auto transfer = dyn_cast<TransferOpInterface>(op))
      if (!add(transfer.getChunkBytes(), op->getLoc()))
        return WalkResult::interrupt();
    if (!add(getCheckedCollectiveBytes(op), op->getLoc()))
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}
