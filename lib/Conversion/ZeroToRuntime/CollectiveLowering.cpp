//===- CollectiveLowering.cpp - zero ops to runtime calls -----------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Works on a function that one-shot-bufferize{allow-unknown-ops} left with
// zero ops on tensors: their operands come from bufferization.to_tensor of
// the real buffers, their results feed bufferization.to_buffer. Each op gets
// freshly allocated result buffers (identity layout, so the runtime sees
// contiguous row-major data) and a call; its results become to_tensor of
// those buffers, and canonicalization then folds every to_buffer(to_tensor)
// pair away.
//
//===----------------------------------------------------------------------===//

#include "CollectiveLowering.h"

#include "zero/Dialect/Zero/IR/ZeroOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::zero;

namespace {

/// A launched asynchronous collective, until its zero.wait.
struct PendingCollective {
  Value handle;
  SmallVector<Value> outputs;
};

class Lowering {
public:
  Lowering(func::FuncOp func, RuntimeCalls &calls)
      : func(func), calls(calls) {}

  LogicalResult run();

  /// Allocations already bracketed with a category, and the category.
  llvm::DenseMap<Operation *, MemoryCategory> taggedAllocs;

private:
  FailureOr<Value> getInputBuffer(OpBuilder &b, Operation *op, Value tensor);
  Value allocateResult(OpBuilder &b, Location loc, RankedTensorType type,
                       MemoryCategory category);
  void replaceWithBuffers(Operation *op, ValueRange results,
                          ArrayRef<Value> buffers);
  FailureOr<int64_t> getDtype(Operation *op, Type tensorType);
  bool isGradient(Value tensor);

  LogicalResult lowerAllGather(Operation *op, Value input, Type resultType,
                               bool async);
  LogicalResult lowerReduceScatter(Operation *op, ReductionKind kind,
                                   ValueRange inputs, Type resultType,
                                   bool async);
  LogicalResult lowerAllReduce(Operation *op, ReductionKind kind,
                               ValueRange inputs, bool async);
  LogicalResult lowerWait(WaitOp op);
  LogicalResult lowerPartition(PartitionOp op);

  func::FuncOp func;
  RuntimeCalls &calls;
  llvm::DenseMap<Value, PendingCollective> pending;
};

/// The buffer a tensor was made from, looking through to_tensor.
Value getSourceBuffer(Value tensor) {
  if (auto toTensor = tensor.getDefiningOp<bufferization::ToTensorOp>())
    return toTensor.getBuffer();
  return {};
}

/// The allocation a buffer is a view of, if any.
memref::AllocOp getRootAlloc(Value buffer) {
  while (buffer) {
    if (auto alloc = buffer.getDefiningOp<memref::AllocOp>())
      return alloc;
    auto view = buffer.getDefiningOp<ViewLikeOpInterface>();
    if (!view)
      return {};
    buffer = view.getViewSource();
  }
  return {};
}

/// Sets the runtime's allocation category around `alloc`; returns the op
/// that restores the default.
Operation *bracketAlloc(OpBuilder &b, RuntimeCalls &calls, Operation *alloc,
                        MemoryCategory category) {
  OpBuilder::InsertionGuard guard(b);
  Location loc = alloc->getLoc();
  b.setInsertionPoint(alloc);
  calls.call(b, loc, "zero_rt_step_set_alloc_category",
             {createI64(b, loc, static_cast<int64_t>(category))});
  b.setInsertionPointAfter(alloc);
  Value activations =
      createI64(b, loc, static_cast<int64_t>(MemoryCategory::Activations));
  calls.call(b, loc, "zero_rt_step_set_alloc_category", {activations});
  return b.getInsertionBlock()->empty() ? nullptr
                                        : &*std::prev(b.getInsertionPoint());
}

} // namespace

FailureOr<int64_t> Lowering::getDtype(Operation *op, Type tensorType) {
  Type element = cast<ShapedType>(tensorType).getElementType();
  std::optional<int64_t> dtype = getRuntimeDtype(element);
  if (!dtype)
    return op->emitOpError("element type ")
           << element << " is not supported by the runtime's collectives "
           << "(expected f32, f64, i32 or i64)";
  return *dtype;
}

FailureOr<Value> Lowering::getInputBuffer(OpBuilder &b, Operation *op,
                                          Value tensor) {
  Value buffer = getSourceBuffer(tensor);
  if (!buffer)
    return op->emitOpError("operand is not a bufferized value; run "
                           "one-shot-bufferize{allow-unknown-ops} first");
  auto type = cast<MemRefType>(buffer.getType());
  if (type.getLayout().isIdentity())
    return buffer;
  // The runtime reads contiguous row-major data: copy a strided view.
  auto contiguous = MemRefType::get(type.getShape(), type.getElementType());
  Value copy = memref::AllocOp::create(b, op->getLoc(), contiguous);
  memref::CopyOp::create(b, op->getLoc(), buffer, copy);
  return copy;
}

Value Lowering::allocateResult(OpBuilder &b, Location loc,
                               RankedTensorType type,
                               MemoryCategory category) {
  auto memrefType = MemRefType::get(type.getShape(), type.getElementType());
  auto alloc = memref::AllocOp::create(b, loc, memrefType);
  if (category != MemoryCategory::Activations) {
    Operation *reset = bracketAlloc(b, calls, alloc, category);
    taggedAllocs[alloc] = category;
    b.setInsertionPointAfter(reset);
  }
  return alloc;
}

void Lowering::replaceWithBuffers(Operation *op, ValueRange results,
                                  ArrayRef<Value> buffers) {
  OpBuilder b(op);
  b.setInsertionPointAfter(op);
  for (auto [result, buffer] : llvm::zip(results, buffers)) {
    Value tensor = bufferization::ToTensorOp::create(
        b, op->getLoc(), result.getType(), buffer, /*restrict=*/true,
        /*writable=*/true);
    result.replaceAllUsesWith(tensor);
  }
}

bool Lowering::isGradient(Value tensor) {
  Value buffer = getSourceBuffer(tensor);
  if (!buffer)
    return false;
  memref::AllocOp alloc = getRootAlloc(buffer);
  if (!alloc)
    return false;
  auto it = taggedAllocs.find(alloc);
  return it != taggedAllocs.end() && it->second == MemoryCategory::Grads;
}

LogicalResult Lowering::lowerAllGather(Operation *op, Value input,
                                       Type resultType, bool async) {
  OpBuilder b(op);
  Location loc = op->getLoc();
  FailureOr<int64_t> dtype = getDtype(op, input.getType());
  FailureOr<Value> shard = getInputBuffer(b, op, input);
  if (failed(dtype) || failed(shard))
    return failure();
  auto full = cast<RankedTensorType>(resultType);
  Value out = allocateResult(b, loc, full, MemoryCategory::Gathered);
  SmallVector<Value> args = {
      createI64(b, loc, *dtype), createAddress(b, loc, *shard),
      createI64(b, loc, cast<ShapedType>(input.getType()).getNumElements()),
      createAddress(b, loc, out), createI64(b, loc, full.getNumElements())};
  if (async) {
    Value handle =
        calls.call(b, loc, "zero_rt_step_all_gather_start", args, true);
    pending[op->getResult(0)] = {handle, {out}};
    return success();
  }
  calls.call(b, loc, "zero_rt_step_all_gather", args);
  replaceWithBuffers(op, op->getResults(), {out});
  return success();
}

LogicalResult Lowering::lowerReduceScatter(Operation *op, ReductionKind kind,
                                           ValueRange inputs, Type resultType,
                                           bool async) {
  if (inputs.size() != 1)
    return op->emitOpError("bucketed reduce_scatter of ")
           << inputs.size() << " tensors is not lowered yet (expected 1)";
  OpBuilder b(op);
  Location loc = op->getLoc();
  FailureOr<int64_t> dtype = getDtype(op, inputs[0].getType());
  FailureOr<Value> input = getInputBuffer(b, op, inputs[0]);
  if (failed(dtype) || failed(input))
    return failure();
  auto shard = cast<RankedTensorType>(resultType);
  // ZeRO reduce-scatters gradients: the shard is this rank's gradient.
  Value out = allocateResult(b, loc, shard, MemoryCategory::Grads);
  SmallVector<Value> args = {
      createI64(b, loc, static_cast<int64_t>(kind)), createI64(b, loc, *dtype),
      createAddress(b, loc, *input),
      createI64(b, loc, cast<ShapedType>(inputs[0].getType()).getNumElements()),
      createAddress(b, loc, out), createI64(b, loc, shard.getNumElements())};
  if (async) {
    Value handle =
        calls.call(b, loc, "zero_rt_step_reduce_scatter_start", args, true);
    pending[op->getResult(0)] = {handle, {out}};
    return success();
  }
  calls.call(b, loc, "zero_rt_step_reduce_scatter", args);
  replaceWithBuffers(op, op->getResults(), {out});
  return success();
}

LogicalResult Lowering::lowerAllReduce(Operation *op, ReductionKind kind,
                                       ValueRange inputs, bool async) {
  if (inputs.size() != 1)
    return op->emitOpError("bucketed all_reduce of ")
           << inputs.size() << " tensors is not lowered yet (expected 1)";
  OpBuilder b(op);
  Location loc = op->getLoc();
  auto type = cast<RankedTensorType>(inputs[0].getType());
  FailureOr<int64_t> dtype = getDtype(op, type);
  FailureOr<Value> input = getInputBuffer(b, op, inputs[0]);
  if (failed(dtype) || failed(input))
    return failure();
  MemoryCategory category = isGradient(inputs[0]) ? MemoryCategory::Grads
                                                  : MemoryCategory::Activations;
  Value out = allocateResult(b, loc, type, category);
  SmallVector<Value> args = {
      createI64(b, loc, static_cast<int64_t>(kind)), createI64(b, loc, *dtype),
      createAddress(b, loc, *input), createAddress(b, loc, out),
      createI64(b, loc, type.getNumElements())};
  if (async) {
    Value handle =
        calls.call(b, loc, "zero_rt_step_all_reduce_start", args, true);
    pending[op->getResult(0)] = {handle, {out}};
    return success();
  }
  calls.call(b, loc, "zero_rt_step_all_reduce", args);
  replaceWithBuffers(op, op->getResults(), {out});
  return success();
}

LogicalResult Lowering::lowerWait(WaitOp op) {
  auto it = pending.find(op.getFuture());
  if (it == pending.end())
    return op.emitOpError("waits on a future that no zero.*_start in this "
                          "function produced");
  OpBuilder b(op);
  calls.call(b, op.getLoc(), "zero_rt_step_wait", {it->second.handle});
  replaceWithBuffers(op, op.getResults(), it->second.outputs);
  pending.erase(it);
  return success();
}

LogicalResult Lowering::lowerPartition(PartitionOp op) {
  if (op.getInputs().size() != 1)
    return op.emitOpError("bucketed partition of ")
           << op.getInputs().size() << " tensors is not lowered yet "
           << "(expected 1)";
  OpBuilder b(op);
  Location loc = op.getLoc();
  Value inputTensor = op.getInputs()[0];
  FailureOr<int64_t> dtype = getDtype(op, inputTensor.getType());
  FailureOr<Value> input = getInputBuffer(b, op, inputTensor);
  if (failed(dtype) || failed(input))
    return failure();
  auto shard = cast<RankedTensorType>(op.getResult().getType());
  Value out = allocateResult(b, loc, shard, MemoryCategory::Activations);
  calls.call(
      b, loc, "zero_rt_step_partition",
      {createI64(b, loc, *dtype), createAddress(b, loc, *input),
       createI64(b, loc,
                 cast<ShapedType>(inputTensor.getType()).getNumElements()),
       createAddress(b, loc, out), createI64(b, loc, shard.getNumElements())});
  replaceWithBuffers(op, op->getResults(), {out});
  return success();
}

LogicalResult Lowering::run() {
  SmallVector<Operation *> zeroOps;
  func.walk([&](Operation *op) {
    if (isa<ZeroDialect>(op->getDialect()))
      zeroOps.push_back(op);
  });
  // Program order: a wait's start and a collective's producers are lowered
  // before it.
  for (Operation *op : zeroOps) {
    LogicalResult result =
        llvm::TypeSwitch<Operation *, LogicalResult>(op)
            .Case([&](AllGatherOp o) {
              if (o.getNumResults() != 1)
                return LogicalResult(o.emitOpError("bucketed all_gather of ")
                                     << o.getNumResults()
                                     << " tensors is not lowered yet "
                                     << "(expected 1)");
              return lowerAllGather(o, o.getInput(), o.getResult(0).getType(),
                                    false);
            })
            .Case([&](AllGatherStartOp o) {
              auto future = cast<FutureType>(o.getFuture().getType());
              if (future.getValueTypes().size() != 1)
                return LogicalResult(
                    o.emitOpError("bucketed all_gather_start of ")
                    << future.getValueTypes().size()
                    << " tensors is not lowered yet (expected 1)");
              return lowerAllGather(o, o.getInput(), future.getValueTypes()[0],
                                    true);
            })
            .Case([&](ReduceScatterOp o) {
              return lowerReduceScatter(o, o.getKind(), o.getInputs(),
                                        o.getResult().getType(), false);
            })
            .Case([&](ReduceScatterStartOp o) {
              auto future = cast<FutureType>(o.getFuture().getType());
              return lowerReduceScatter(o, o.getKind(), o.getInputs(),
                                        future.getValueTypes()[0], true);
            })
            .Case([&](AllReduceOp o) {
              return lowerAllReduce(o, o.getKind(), o.getInputs(), false);
            })
            .Case([&](AllReduceStartOp o) {
              return lowerAllReduce(o, o.getKind(), o.getInputs(), true);
            })
            .Case([&](WaitOp o) { return lowerWait(o); })
            .Case([&](PartitionOp o) { return lowerPartition(o); })
            .Case([&](RankOp o) {
              OpBuilder b(o);
              Value rank = calls.call(b, o.getLoc(), "zero_rt_step_rank", {},
                                      true);
              o.getResult().replaceAllUsesWith(arith::IndexCastOp::create(
                  b, o.getLoc(), b.getIndexType(), rank));
              return success();
            })
            .Case([&](WorldSizeOp o) {
              OpBuilder b(o);
              Value size = calls.call(b, o.getLoc(),
                                      "zero_rt_step_world_size", {}, true);
              o.getResult().replaceAllUsesWith(arith::IndexCastOp::create(
                  b, o.getLoc(), b.getIndexType(), size));
              return success();
            })
            // The deallocation pipeline frees the buffer after its last use,
            // which the verifier guarantees is before this op.
            .Case([&](FreeOp) { return success(); })
            .Default([&](Operation *o) {
              return LogicalResult(o->emitOpError("has no runtime lowering"));
            });
    if (failed(result))
      return failure();
  }
  if (!pending.empty())
    return func.emitOpError("has ")
           << pending.size() << " asynchronous collective(s) without zero.wait";
  // Erase users first: a wait uses its start's future, a free its tensor.
  for (Operation *op : llvm::reverse(zeroOps)) {
    op->dropAllUses();
    op->erase();
  }
  return success();
}

LogicalResult mlir::zero::lowerZeroOps(func::FuncOp func,
                                       RuntimeCalls &calls) {
  // Gradients first so collectives can tell a gradient input from others.
  Lowering lowering(func, calls);
  OpBuilder b(func.getContext());
  func.walk([&](Operation *op) {
    if (!op->hasAttr(ZeroDialect::kGradOfAttrName))
      return;
    auto dps = dyn_cast<DestinationStyleOpInterface>(op);
    if (!dps)
      return;
    for (OpOperand &init : dps.getDpsInitsMutable()) {
      if (!isa<MemRefType>(init.get().getType()))
        continue;
      memref::AllocOp alloc = getRootAlloc(init.get());
      if (!alloc || lowering.taggedAllocs.count(alloc))
        continue;
      bracketAlloc(b, calls, alloc, MemoryCategory::Grads);
      lowering.taggedAllocs[alloc] = MemoryCategory::Grads;
    }
  });
  return lowering.run();
}
