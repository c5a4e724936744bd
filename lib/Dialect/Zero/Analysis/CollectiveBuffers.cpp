//===- CollectiveBuffers.cpp - what the runtime allocates for a collective ===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/CollectiveBuffers.h"
#include "zero/Dialect/Zero/Analysis/TensorBytes.h"

#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace mlir::zero;

OperandRange mlir::zero::getCollectiveInputs(Operation *op) {
  if (auto collective = dyn_cast<CollectiveOpInterface>(op))
    return collective.getInputs();
  return op->getOperands().take_front(0);
}

bool mlir::zero::isAsyncCollective(Operation *op) {
  auto collective = dyn_cast<CollectiveOpInterface>(op);
  return collective && collective.isAsync();
}

bool mlir::zero::isGroupedBucket(Operation *op) {
  auto collective = dyn_cast<CollectiveOpInterface>(op);
  return collective && collective.isGroupedBucket();
}

bool mlir::zero::packsBucket(Operation *op) {
  auto collective = dyn_cast<CollectiveOpInterface>(op);
  return collective && collective.packsBucket();
}

std::optional<int64_t>
mlir::zero::getCheckedRankMajorBytes(CollectiveOpInterface collective) {
  int64_t shardBytes = 0;
  for (Type shard : collective.getShardTypes())
    shardBytes += getTensorBytes(shard);
  return llvm::checkedMul(collective.getWorldSize(), shardBytes);
}

int64_t mlir::zero::getPackBytes(Operation *op) {
  auto collective = dyn_cast<CollectiveOpInterface>(op);
  if (!collective)
    return 0;
  if (collective.isGroupedBucket() &&
      collective.getCollectiveKind() == CollectiveKind::ReduceScatter)
    return getCheckedRankMajorBytes(collective).value_or(0);
  int64_t bytes = 0;
  for (Value input : collective.getInputs())
    bytes += getTensorBytes(input.getType());
  return bytes;
}

int64_t mlir::zero::getUnpackBytes(Operation *op) {
  auto collective = dyn_cast<CollectiveOpInterface>(op);
  if (collective && collective.isGroupedBucket() &&
      collective.getCollectiveKind() == CollectiveKind::AllGather)
    return getCheckedRankMajorBytes(collective).value_or(0);
  return 0;
}

WaitOp mlir::zero::getWaitOf(Operation *start) {
  if (auto collective = dyn_cast<CollectiveOpInterface>(start))
    return collective.getWait();
  if (auto transfer = dyn_cast<TransferOpInterface>(start))
    return transfer.getWait();
  return {};
}
