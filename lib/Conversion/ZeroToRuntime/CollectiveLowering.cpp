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

/// Where a collective's results live: one buffer of the result's shape, or,
/// for a bucket of several tensors, one flat buffer the results are views of.
struct Outputs {
  Value buffer;
  SmallVector<Type> types;
};

/// A launched asynchronous collective, until its zero.wait.
struct PendingCollective {
  Value handle;
  Outputs outputs;
};

class Lowering {
public:
  Lowering(func::FuncOp func, RuntimeCalls &calls)
      : func(func), calls(calls) {
    // zero.stage of the function, else of an enclosing op (the module).
    for (Operation *op = func; op; op = op->getParentOp())
      if (auto stageAttr =
              op->getAttrOfType<IntegerAttr>(ZeroDialect::kStageAttrName)) {
        stage = stageAttr.getInt();
        break;
      }
  }

  /// Memory categories follow the ZeRO paper's accounting, so the measured
  /// model state can equal the report's: gradient storage is what lives from
  /// the backward pass to the update. Stages 0-1 keep full local gradients
  /// until then (a stage-1 reduce_scatter shard is consumed at once:
  /// transient); stages 2-3 reduce-scatter where the gradient is produced,
  /// so the local full gradient is transient and the shard is the storage.
  MemoryCategory localGradientCategory() const {
    return stage <= 1 ? MemoryCategory::Grads : MemoryCategory::Gathered;
  }
  MemoryCategory gradientShardCategory() const {
    return stage <= 1 ? MemoryCategory::Gathered : MemoryCategory::Grads;
  }

  /// Allocations holding local gradients (outputs of zero.grad_of ops).
  llvm::DenseSet<Operation *> gradientAllocs;

  LogicalResult run();

  /// Allocations already bracketed with a category, and the category.
  llvm::DenseMap<Operation *, MemoryCategory> taggedAllocs;

private:
  FailureOr<Value> getInputBuffer(OpBuilder &b, Operation *op, Value tensor);
  FailureOr<Value> packInputs(OpBuilder &b, Operation *op, ValueRange tensors);
  Value allocate(OpBuilder &b, Location loc, MemRefType type,
                 MemoryCategory category);
  Outputs allocateOutputs(OpBuilder &b, Location loc, TypeRange types,
                          MemoryCategory category);
  void replaceWithOutputs(Operation *op, ValueRange results,
                          const Outputs &outputs);
  FailureOr<int64_t> getDtype(Operation *op, Type tensorType);
  bool isGradient(Value tensor);
  Value getInPlaceBuffer(Operation *op, Value tensor);

  /// Calls the blocking runtime collective `name` and replaces `op` by its
  /// outputs, or, if `async`, calls `name`_start and records the handle for
  /// the zero.wait that consumes the op's future.
  LogicalResult emitCollectiveCall(OpBuilder &b, Location loc, Operation *op,
                                   StringRef name, ArrayRef<Value> args,
                                   const Outputs &out, bool async);
  LogicalResult lowerAllGather(Operation *op, Value input, TypeRange types,
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
  int64_t stage = 0;
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

int64_t numElements(Type type) { return cast<ShapedType>(type).getNumElements(); }

int64_t totalElements(TypeRange types) {
  int64_t total = 0;
  for (Type t : types)
    total += numElements(t);
  return total;
}

/// A view of `count` elements of the flat `buffer` from `offset`, shaped
/// like `tensorType` (row-major).
Value createView(OpBuilder &b, Location loc, Value buffer, int64_t offset,
                 RankedTensorType tensorType) {
  SmallVector<int64_t> strides(tensorType.getRank(), 1);
  for (int64_t d = tensorType.getRank() - 2; d >= 0; --d)
    strides[d] = strides[d + 1] * tensorType.getDimSize(d + 1);
  auto layout = StridedLayoutAttr::get(b.getContext(), offset, strides);
  auto type = MemRefType::get(tensorType.getShape(),
                              tensorType.getElementType(), layout);
  return memref::ReinterpretCastOp::create(b, loc, type, buffer, offset,
                                           tensorType.getShape(), strides);
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

/// One contiguous buffer holding the bucket `tensors` back to back: the
/// tensor's own buffer for a bucket of one, else a staging copy (counted as
/// gathered/transient).
FailureOr<Value> Lowering::packInputs(OpBuilder &b, Operation *op,
                                      ValueRange tensors) {
  if (tensors.size() == 1)
    return getInputBuffer(b, op, tensors[0]);
  Location loc = op->getLoc();
  Type element = cast<ShapedType>(tensors[0].getType()).getElementType();
  auto flatType =
      MemRefType::get({totalElements(TypeRange(tensors))}, element);
  Value flat = allocate(b, loc, flatType, MemoryCategory::Gathered);
  int64_t offset = 0;
  for (Value tensor : tensors) {
    FailureOr<Value> buffer = getInputBuffer(b, op, tensor);
    if (failed(buffer))
      return failure();
    auto type = cast<RankedTensorType>(tensor.getType());
    memref::CopyOp::create(b, loc, *buffer,
                           createView(b, loc, flat, offset, type));
    offset += type.getNumElements();
  }
  return flat;
}

Value Lowering::allocate(OpBuilder &b, Location loc, MemRefType type,
                         MemoryCategory category) {
  auto alloc = memref::AllocOp::create(b, loc, type);
  if (category != MemoryCategory::Activations) {
    Operation *reset = bracketAlloc(b, calls, alloc, category);
    taggedAllocs[alloc] = category;
    b.setInsertionPointAfter(reset);
  }
  return alloc;
}

Outputs Lowering::allocateOutputs(OpBuilder &b, Location loc, TypeRange types,
                                  MemoryCategory category) {
  Outputs outputs;
  outputs.types.assign(types.begin(), types.end());
  auto first = cast<RankedTensorType>(types[0]);
  auto type = types.size() == 1
                  ? MemRefType::get(first.getShape(), first.getElementType())
                  : MemRefType::get({totalElements(types)},
                                    first.getElementType());
  outputs.buffer = allocate(b, loc, type, category);
  return outputs;
}

void Lowering::replaceWithOutputs(Operation *op, ValueRange results,
                                  const Outputs &outputs) {
  OpBuilder b(op);
  b.setInsertionPointAfter(op);
  Location loc = op->getLoc();
  int64_t offset = 0;
  for (auto [result, type] : llvm::zip(results, outputs.types)) {
    auto tensorType = cast<RankedTensorType>(type);
    Value buffer =
        outputs.types.size() == 1
            ? outputs.buffer
            : createView(b, loc, outputs.buffer, offset, tensorType);
    offset += tensorType.getNumElements();
    Value tensor = bufferization::ToTensorOp::create(
        b, loc, result.getType(), buffer, /*restrict=*/true,
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
  return gradientAllocs.contains(alloc);
}

/// The buffer behind `tensor` if `op` may overwrite it: a contiguous
/// allocation of this function that nothing reads after `op` (the tensor's
/// only other users are zero.free, the buffer's are before `op`). This is
/// how DDP all-reduces gradients in place instead of holding two copies.
Value Lowering::getInPlaceBuffer(Operation *op, Value tensor) {
  auto toTensor = tensor.getDefiningOp<bufferization::ToTensorOp>();
  if (!toTensor)
    return {};
  Value buffer = toTensor.getBuffer();
  auto alloc = buffer.getDefiningOp<memref::AllocOp>();
  if (!alloc || !alloc.getType().getLayout().isIdentity() ||
      alloc->getBlock() != op->getBlock())
    return {};
  for (Operation *user : tensor.getUsers())
    if (user != op && !isa<FreeOp>(user))
      return {};
  for (Operation *user : buffer.getUsers())
    if (user != toTensor && (user->getBlock() != op->getBlock() ||
                             !user->isBeforeInBlock(op)))
      return {};
  return buffer;
}

LogicalResult Lowering::emitCollectiveCall(OpBuilder &b, Location loc,
                                           Operation *op, StringRef name,
                                           ArrayRef<Value> args,
                                           const Outputs &out, bool async) {
  if (async) {
    Value handle = calls.call(b, loc, (name + "_start").str(), args, true);
    pending[op->getResult(0)] = {handle, out};
    return success();
  }
  calls.call(b, loc, name, args);
  replaceWithOutputs(op, op->getResults(), out);
  return success();
}

LogicalResult Lowering::lowerAllGather(Operation *op, Value input,
                                       TypeRange types, bool async) {
  OpBuilder b(op);
  Location loc = op->getLoc();
  FailureOr<int64_t> dtype = getDtype(op, input.getType());
  FailureOr<Value> shard = getInputBuffer(b, op, input);
  if (failed(dtype) || failed(shard))
    return failure();
  Outputs out = allocateOutputs(b, loc, types, MemoryCategory::Gathered);
  SmallVector<Value> args = {
      createI64(b, loc, *dtype), createAddress(b, loc, *shard),
      createI64(b, loc, numElements(input.getType())),
      createAddress(b, loc, out.buffer),
      createI64(b, loc, totalElements(types))};
  return emitCollectiveCall(b, loc, op, "zero_rt_step_all_gather", args, out,
                            async);
}

LogicalResult Lowering::lowerReduceScatter(Operation *op, ReductionKind kind,
                                           ValueRange inputs, Type resultType,
                                           bool async) {
  OpBuilder b(op);
  Location loc = op->getLoc();
  FailureOr<int64_t> dtype = getDtype(op, inputs[0].getType());
  FailureOr<Value> input = packInputs(b, op, inputs);
  if (failed(dtype) || failed(input))
    return failure();
  // ZeRO reduce-scatters gradients: the shard is this rank's gradient.
  Outputs out = allocateOutputs(b, loc, {resultType}, gradientShardCategory());
  SmallVector<Value> args = {
      createI64(b, loc, static_cast<int64_t>(kind)), createI64(b, loc, *dtype),
      createAddress(b, loc, *input),
      createI64(b, loc, totalElements(TypeRange(inputs))),
      createAddress(b, loc, out.buffer),
      createI64(b, loc, numElements(resultType))};
  return emitCollectiveCall(b, loc, op, "zero_rt_step_reduce_scatter", args, out,
                            async);
}

LogicalResult Lowering::lowerAllReduce(Operation *op, ReductionKind kind,
                                       ValueRange inputs, bool async) {
  OpBuilder b(op);
  Location loc = op->getLoc();
  FailureOr<int64_t> dtype = getDtype(op, inputs[0].getType());
  FailureOr<Value> input = packInputs(b, op, inputs);
  if (failed(dtype) || failed(input))
    return failure();
  bool gradient = llvm::any_of(inputs, [&](Value v) { return isGradient(v); });
  Outputs out;
  Value inPlace = inputs.size() == 1 ? getInPlaceBuffer(op, inputs[0]) : Value();
  if (inPlace) {
    out.buffer = inPlace;
    out.types.push_back(inputs[0].getType());
  } else {
    out = allocateOutputs(b, loc, TypeRange(inputs),
                          gradient ? MemoryCategory::Grads
                                   : MemoryCategory::Activations);
  }
  SmallVector<Value> args = {
      createI64(b, loc, static_cast<int64_t>(kind)), createI64(b, loc, *dtype),
      createAddress(b, loc, *input), createAddress(b, loc, out.buffer),
      createI64(b, loc, totalElements(TypeRange(inputs)))};
  return emitCollectiveCall(b, loc, op, "zero_rt_step_all_reduce", args, out,
                            async);
}

LogicalResult Lowering::lowerWait(WaitOp op) {
  auto it = pending.find(op.getFuture());
  if (it == pending.end())
    return op.emitOpError("waits on a future that no zero.*_start in this "
                          "function produced");
  OpBuilder b(op);
  calls.call(b, op.getLoc(), "zero_rt_step_wait", {it->second.handle});
  replaceWithOutputs(op, op.getResults(), it->second.outputs);
  pending.erase(it);
  return success();
}

LogicalResult Lowering::lowerPartition(PartitionOp op) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  FailureOr<int64_t> dtype = getDtype(op, op.getInputs()[0].getType());
  FailureOr<Value> input = packInputs(b, op, op.getInputs());
  if (failed(dtype) || failed(input))
    return failure();
  Type shard = op.getResult().getType();
  Outputs out = allocateOutputs(b, loc, {shard}, MemoryCategory::Activations);
  calls.call(b, loc, "zero_rt_step_partition",
             {createI64(b, loc, *dtype), createAddress(b, loc, *input),
              createI64(b, loc, totalElements(TypeRange(op.getInputs()))),
              createAddress(b, loc, out.buffer),
              createI64(b, loc, numElements(shard))});
  replaceWithOutputs(op, op->getResults(), out);
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
              return lowerAllGather(o, o.getInput(), o.getResultTypes(),
                                    false);
            })
            .Case([&](AllGatherStartOp o) {
              auto future = cast<FutureType>(o.getFuture().getType());
              return lowerAllGather(o, o.getInput(), future.getValueTypes(),
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
      if (!alloc || lowering.gradientAllocs.contains(alloc))
        continue;
      bracketAlloc(b, calls, alloc, lowering.localGradientCategory());
      lowering.gradientAllocs.insert(alloc);
      lowering.taggedAllocs[alloc] = lowering.localGradientCategory();
    }
  });
  return lowering.run();
}
