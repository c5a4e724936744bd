//===- InPlace.cpp - the in-place all_reduce rule -------------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/InPlace.h"
#include "zero/Dialect/Zero/Analysis/CollectiveBuffers.h"

using namespace mlir;
using namespace mlir::zero;

bool mlir::zero::canAllReduceInPlace(Operation *allReduce,
                                     const ReduceInputStorage &storage) {
  // A bucket is packed into a pack buffer first: nothing to overwrite.
  auto collective = dyn_cast<CollectiveOpInterface>(allReduce);
  if (!collective ||
      collective.getCollectiveKind() != CollectiveKind::AllReduce ||
      allReduce->getNumOperands() != 1 || !storage.creator)
    return false;
  Block *block = allReduce->getBlock();
  if (storage.creator->getBlock() != block)
    return false;
  for (Value alias : storage.aliases) {
    for (Operation *user : alias.getUsers()) {
      if (isa<FreeOp>(user))
        continue;
      Operation *top = block->findAncestorOpInBlock(*user);
      // A start reads its input until its wait: the runtime sends from it
      // in place.
      if (top == user && isAsyncCollective(user) && user != allReduce)
        if (WaitOp wait = getWaitOf(user); wait && wait->getBlock() == block)
          top = wait;
      if (!top || (top != allReduce && allReduce->isBeforeInBlock(top)))
        return false;
    }
  }
  return true;
}
