//===- ZeroTransferOps.cpp - fetch and writeback of offloaded tensors -----===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/IR/ZeroOps.h"

using namespace mlir;
using namespace mlir::zero;

/// A chunk is a non-empty run of the offloaded tensor's flattened elements,
/// of its element type, inside it.
static LogicalResult verifyChunk(Operation *op, OffloadedType reference,
                                 int64_t offset, Type chunkType) {
  auto chunk = dyn_cast<RankedTensorType>(chunkType);
  if (!chunk || chunk.getRank() != 1 || !chunk.hasStaticShape())
    return op->emitOpError()
           << "expects a statically shaped 1-D chunk, but got " << chunkType;
  RankedTensorType tensor = reference.getTensorType();
  if (chunk.getElementType() != tensor.getElementType())
    return op->emitOpError()
           << "expects a chunk of the offloaded tensor's element type "
           << tensor.getElementType() << ", but got " << chunk;
  int64_t length = chunk.getDimSize(0);
  if (length == 0)
    return op->emitOpError() << "expects a chunk of at least 1 element";
  int64_t numElements = reference.getNumElements();
  if (offset > numElements || length > numElements - offset)
    return op->emitOpError()
           << "expects the chunk [" << offset << ", " << offset << " + "
           << length << ") inside the " << numElements
           << " elements of the offloaded " << tensor;
  return success();
}

LogicalResult FetchOp::verify() {
  return verifyChunk(*this, getReference().getType(), getOffset(),
                     getChunk().getType());
}

RankedTensorType FetchStartOp::getChunkType() {
  ArrayRef<Type> values = getFuture().getType().getValueTypes();
  return values.size() == 1 ? dyn_cast<RankedTensorType>(values.front())
                            : RankedTensorType();
}

LogicalResult FetchStartOp::verify() {
  FutureType future = getFuture().getType();
  if (future.getValueTypes().size() != 1)
    return emitOpError() << "expects a future of one chunk, but got "
                         << future;
  if (failed(verifyChunk(*this, getReference().getType(), getOffset(),
                         future.getValueTypes().front())))
    return failure();
  return detail::verifyFutureWaitedOnce(*this, getFuture());
}

LogicalResult WritebackOp::verify() {
  return verifyChunk(*this, getReference().getType(), getOffset(),
                     getChunk().getType());
}

LogicalResult WritebackStartOp::verify() {
  FutureType future = getFuture().getType();
  if (!future.getValueTypes().empty())
    return emitOpError() << "expects a future of no values, but got "
                         << future;
  if (failed(verifyChunk(*this, getReference().getType(), getOffset(),
                         getChunk().getType())))
    return failure();
  return detail::verifyFutureWaitedOnce(*this, getFuture());
}

int64_t TransferOpInterface::getChunkBytes() {
  RankedTensorType chunk = getChunkType();
  return chunk.getNumElements() *
         llvm::divideCeil(chunk.getElementTypeBitWidth(), 8);
}

bool mlir::zero::transfersConflict(TransferOpInterface a,
                                   TransferOpInterface b) {
  if (a.getReference() != b.getReference() || (!a.isWrite() && !b.isWrite()))
    return false;
  int64_t aEnd = a.getOffset() + a.getChunkType().getNumElements();
  int64_t bEnd = b.getOffset() + b.getChunkType().getNumElements();
  return a.getOffset() < bEnd && b.getOffset() < aEnd;
}

WaitOp TransferOpInterface::getWait() {
  return isAsync() ? detail::getWaitOfFuture(*this) : WaitOp();
}
