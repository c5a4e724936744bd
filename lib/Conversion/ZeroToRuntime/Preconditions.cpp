//===- Preconditions.cpp - what convert-zero-to-runtime can lower ---------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// The patterns only match what they can lower; a program they cannot is the
// user's mistake (wrong pipeline order, an element type the runtime lacks)
// and gets one error per problem here, naming the value, what was expected
// and what was found, instead of the conversion's generic "failed to
// legalize".
//
//===----------------------------------------------------------------------===//

#include "RuntimeCalls.h"

#include "zero/Conversion/ZeroToRuntime/ZeroToRuntime.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroOps.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"

using namespace mlir;
using namespace mlir::zero;

/// The tensors a collective or partition hands to the runtime (its
/// operands); none for other ops.
static bool passesTensorsToRuntime(Operation *op) {
  return isa<AllGatherOp, AllGatherStartOp, ReduceScatterOp,
             ReduceScatterStartOp, AllReduceOp, AllReduceStartOp, PartitionOp>(
      op);
}

/// Describes where `value` comes from, for a diagnostic.
static std::string describeOrigin(Value value) {
  if (auto arg = dyn_cast<BlockArgument>(value))
    return "block argument #" + std::to_string(arg.getArgNumber());
  return "a result of '" +
         value.getDefiningOp()->getName().getStringRef().str() + "'";
}

static LogicalResult checkRuntimeInputs(Operation *op) {
  LogicalResult result = success();
  Type element = cast<ShapedType>(op->getOperand(0).getType()).getElementType();
  if (!getRuntimeDtype(element)) {
    op->emitOpError("element type ")
        << element << " is not supported by the runtime's collectives "
        << "(expected f32, f64, i32, i64 or bf16)";
    result = failure();
  }
  for (OpOperand &operand : op->getOpOperands()) {
    Value tensor = operand.get();
    // A zero op's result is bridged when that op is lowered.
    Operation *producer = tensor.getDefiningOp();
    if (producer && (isa<bufferization::ToTensorOp>(producer) ||
                     isa<ZeroDialect>(producer->getDialect())))
      continue;
    op->emitOpError("operand #")
        << operand.getOperandNumber()
        << " is not a bufferized value: expected the result of "
           "'bufferization.to_tensor', found "
        << describeOrigin(tensor)
        << "; run one-shot-bufferize{allow-unknown-ops} first";
    result = failure();
  }
  return result;
}

/// A transfer's chunk must have a runtime dtype and, for a writeback, be
/// bridged from a buffer; its reference must be an argument of the step
/// (the buffer the driver allocates in the store).
static LogicalResult checkTransfer(TransferOpInterface transfer) {
  Operation *op = transfer.getOperation();
  LogicalResult result = success();
  Type element = transfer.getChunkType().getElementType();
  if (!getRuntimeDtype(element)) {
    op->emitOpError("element type ")
        << element << " is not supported by the runtime's store transfers "
        << "(expected f32, f64, i32, i64 or bf16)";
    result = failure();
  }
  Value reference = transfer.getReference();
  auto arg = dyn_cast<BlockArgument>(reference);
  if (!arg || !isa<func::FuncOp>(arg.getOwner()->getParentOp())) {
    op->emitOpError("reads or writes ")
        << describeOrigin(reference)
        << ", but an offloaded tensor must be an argument of the function "
           "(the buffer the driver allocates in the store)";
    result = failure();
  }
  if (transfer.isWrite()) {
    Value chunk = op->getOperand(0);
    if (!chunk.getDefiningOp<bufferization::ToTensorOp>() &&
        !(chunk.getDefiningOp() &&
          isa<ZeroDialect>(chunk.getDefiningOp()->getDialect()))) {
      op->emitOpError("chunk is not a bufferized value: expected the result "
                      "of 'bufferization.to_tensor', found ")
          << describeOrigin(chunk)
          << "; run one-shot-bufferize{allow-unknown-ops} first";
      result = failure();
    }
  }
  return result;
}

/// An asynchronous transfer moves its elements any time until its wait: a
/// transfer in between that writes them (or reads what it writes) would
/// race with it.
static LogicalResult checkInFlight(TransferOpInterface transfer) {
  WaitOp wait = transfer.getWait();
  if (!wait || wait->getBlock() != transfer->getBlock())
    return success();
  for (Operation *op = transfer->getNextNode(); op && op != wait;
       op = op->getNextNode())
    if (auto other = dyn_cast<TransferOpInterface>(op);
        other && transfersConflict(transfer, other))
      return other->emitOpError("touches elements [")
             << other.getOffset() << ", "
             << other.getOffset() + other.getChunkType().getNumElements()
             << ") of the offloaded tensor that the '"
             << transfer->getName() << "' at element " << transfer.getOffset()
             << " still moves until its wait; wait for it first";
  return success();
}

static LogicalResult checkWait(WaitOp wait) {
  Operation *producer = wait.getFuture().getDefiningOp();
  if (producer &&
      isa<AllGatherStartOp, ReduceScatterStartOp, AllReduceStartOp,
          FetchStartOp, WritebackStartOp>(producer))
    return success();
  return wait.emitOpError(
             "waits on a future that no zero.*_start in this function "
             "produced: its future is ")
         << describeOrigin(wait.getFuture());
}

LogicalResult mlir::zero::checkZeroToRuntimePreconditions(func::FuncOp func) {
  LogicalResult result = success();
  func.walk([&](Operation *op) {
    if (passesTensorsToRuntime(op) && failed(checkRuntimeInputs(op)))
      result = failure();
    if (auto wait = dyn_cast<WaitOp>(op); wait && failed(checkWait(wait)))
      result = failure();
    if (auto transfer = dyn_cast<TransferOpInterface>(op);
        transfer &&
        (failed(checkTransfer(transfer)) || failed(checkInFlight(transfer))))
      result = failure();
  });
  return result;
}
