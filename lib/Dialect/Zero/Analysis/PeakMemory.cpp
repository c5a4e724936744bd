//===- PeakMemory.cpp - static liveness peak of one rank's step -----------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/PeakMemory.h"
#include "zero/Dialect/Zero/Analysis/CollectiveBuffers.h"
#include "zero/Dialect/Zero/Analysis/InPlace.h"
#include "zero/Dialect/Zero/Analysis/TensorBytes.h"
#include "zero/Dialect/Zero/IR/ZeroOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"

using namespace mlir;
using namespace mlir::zero;

static bool isView(Operation *op) {
  return isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp, tensor::CastOp,
             tensor::ExtractSliceOp, tensor::ReshapeOp>(op);
}

/// The identity-layout buffer type of a statically shaped tensor type.
static MemRefType getIdentityBufferType(Type tensor) {
  auto shaped = cast<RankedTensorType>(tensor);
  return MemRefType::get(shaped.getShape(), shaped.getElementType());
}

/// The buffer type one-shot bufferization gives the result of the view
/// `view` whose source has buffer type `source`, or nullopt where it cannot
/// be a view of that buffer and bufferization copies the source into a new
/// identity-layout buffer instead: a collapse_shape of dimensions that are
/// not contiguous (a slice's columns), a reshape of a non-identity layout.
static std::optional<MemRefType> getViewBufferType(Operation *view,
                                                   MemRefType source) {
  auto resultTensor = cast<RankedTensorType>(view->getResult(0).getType());
  if (auto slice = dyn_cast<tensor::ExtractSliceOp>(view))
    return memref::SubViewOp::inferRankReducedResultType(
        resultTensor.getShape(), source, slice.getMixedOffsets(),
        slice.getMixedSizes(), slice.getMixedStrides());
  if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(view)) {
    // Bufferization collapses to rank 0 without a copy.
    if (resultTensor.getRank() == 0)
      return getIdentityBufferType(resultTensor);
    SmallVector<ReassociationIndices> groups =
        collapse.getReassociationIndices();
    if (!memref::CollapseShapeOp::isGuaranteedCollapsible(source, groups))
      return std::nullopt;
    return memref::CollapseShapeOp::computeCollapsedType(source, groups);
  }
  if (auto expand = dyn_cast<tensor::ExpandShapeOp>(view)) {
    FailureOr<MemRefType> type = memref::ExpandShapeOp::computeExpandedType(
        source, resultTensor.getShape(), expand.getReassociationIndices());
    return succeeded(type) ? *type : getIdentityBufferType(resultTensor);
  }
  if (isa<tensor::ReshapeOp>(view)) {
    if (!source.getLayout().isIdentity())
      return std::nullopt;
    return getIdentityBufferType(resultTensor);
  }
  // tensor.cast keeps its source's layout.
  return MemRefType::get(resultTensor.getShape(),
                         resultTensor.getElementType(), source.getLayout());
}

namespace {
/// One allocation of the per-rank program. Lifetimes are in slots: op `p`
/// of the body has slot 2p+2 (its phase A: a bucket's pack buffer is filled
/// and the bucket's dying inputs are freed) and 2p+3 (phase B: its results
/// are allocated and it runs); slots 0 and 1 are before the first op.
struct Buffer {
  int64_t bytes = 0;
  int64_t birth = 0;
  /// Death slot of a buffer no value denotes (a pack or unpack buffer).
  std::optional<int64_t> fixedDeath;
  bool isArgument = false;
  /// A tensor constant: bufferization makes it a read-only global
  /// (memref.get_global), which no allocation holds, so it has no bytes;
  /// an op writing into it writes into a new buffer (a copy).
  bool isConstant = false;
  SmallVector<Value> values;
};
} // namespace

static int64_t phaseA(int64_t position) { return 2 * position + 2; }
static int64_t phaseB(int64_t position) { return 2 * position + 3; }

/// The report's buffer that `allReduce` (blocking or `_start`) may write
/// its result into (canAllReduceInPlace on the report's model of storage).
static std::optional<unsigned>
getInPlaceInput(Operation *allReduce, ArrayRef<Buffer> buffers,
                const DenseMap<Value, unsigned> &bufferOf) {
  OperandRange inputs = getCollectiveInputs(allReduce);
  if (inputs.size() != 1)
    return std::nullopt;
  auto it = bufferOf.find(inputs[0]);
  if (it == bufferOf.end())
    return std::nullopt;
  const Buffer &buffer = buffers[it->second];
  ReduceInputStorage storage;
  storage.aliases.assign(buffer.values.begin(), buffer.values.end());
  // The buffer's first value created it, unless it is an argument or any of
  // its values is a view other than a reshape of the whole buffer (a slice
  // or a cast is storage the lowering does not overwrite).
  if (!buffer.isArgument && !buffer.isConstant &&
      llvm::all_of(buffer.values, [](Value v) {
        Operation *def = v.getDefiningOp();
        return def && (!isView(def) ||
                       isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(def));
      }))
    storage.creator = buffer.values.front().getDefiningOp();
  if (!canAllReduceInPlace(allReduce, storage))
    return std::nullopt;
  return it->second;
}

/// A `_start` whose input the runtime reads in place until its wait: an
/// async collective, or a writeback_start (the store write reads the chunk
/// where it lies).
static bool readsInputUntilWait(Operation *op) {
  if (auto transfer = dyn_cast<TransferOpInterface>(op))
    return transfer.isAsync() && transfer.isWrite();
  return isAsyncCollective(op);
}

/// Bytes of the tensors in `types`.
static int64_t sumTensorBytes(TypeRange types) {
  int64_t bytes = 0;
  for (Type type : types)
    bytes += getTensorBytes(type);
  return bytes;
}

FailureOr<PeakMemory> mlir::zero::computePeakMemory(func::FuncOp func) {
  // Every buffer below is one of the counts verifyByteCountsFit sums, so
  // neither a buffer's bytes nor the live total can wrap.
  if (failed(verifyByteCountsFit(func)))
    return failure();
  Block &body = func.getBody().front();
  int64_t end = 0;
  DenseMap<Operation *, int64_t> position;
  for (Operation &op : body)
    position[&op] = end++;
  int64_t lastSlot = phaseB(end);

  DenseSet<Value> returned(body.getTerminator()->operand_begin(),
                           body.getTerminator()->operand_end());
  // The slot after which `value` is no longer needed. An async collective
  // with one input hands the runtime that input's buffer, and the lowering
  // keeps it until the wait (the request handle derives from its address);
  // a bucket's inputs are copied into the pack buffer and die in phase A.
  auto lastUse = [&](Value value, int64_t defined) {
    if (returned.contains(value))
      return lastSlot;
    int64_t last = phaseB(defined);
    for (OpOperand &use : value.getUses()) {
      Operation *top = body.findAncestorOpInBlock(*use.getOwner());
      // A zero.free only marks the end of a lifetime: the lowering erases
      // it and frees the buffer after its last other use.
      if (!top || isa<FreeOp>(use.getOwner()))
        continue;
      int64_t slot = phaseB(position[top]);
      if (top == use.getOwner() && packsBucket(top))
        slot = phaseA(position[top]);
      else if (top == use.getOwner() && readsInputUntilWait(top))
        if (WaitOp wait = getWaitOf(top); wait && wait->getBlock() == &body)
          slot = phaseB(position[wait]);
      last = std::max(last, slot);
    }
    return last;
  };
  auto definedAt = [&](Value v) -> int64_t {
    return isa<BlockArgument>(v) ? -1 : position[v.getDefiningOp()];
  };

  SmallVector<Buffer> buffers;
  DenseMap<Value, unsigned> bufferOf;
  auto newBuffer = [&](Value value, int64_t bytes, int64_t birth) {
    Buffer buffer;
    buffer.bytes = bytes;
    buffer.birth = birth;
    buffer.isArgument = isa<BlockArgument>(value);
    buffer.values.push_back(value);
    buffers.push_back(std::move(buffer));
    bufferOf[value] = buffers.size() - 1;
  };
  auto transient = [&](int64_t bytes, int64_t birth, int64_t death) {
    Buffer buffer;
    buffer.bytes = bytes;
    buffer.birth = birth;
    buffer.fixedDeath = death;
    buffers.push_back(std::move(buffer));
  };
  auto alias = [&](Value value, unsigned buffer) {
    buffers[buffer].values.push_back(value);
    bufferOf[value] = buffer;
  };
  // The buffer types of views; any other buffer has the identity layout.
  DenseMap<Value, MemRefType> viewType;
  auto bufferTypeOf = [&](Value value) {
    auto it = viewType.find(value);
    return it != viewType.end() ? it->second
                                : getIdentityBufferType(value.getType());
  };

  for (BlockArgument arg : body.getArguments())
    if (isa<RankedTensorType>(arg.getType()))
      newBuffer(arg, getTensorBytes(arg.getType()), /*birth=*/0);

  for (Operation &op : body) {
    int64_t here = position[&op];
    for (OpResult result : op.getResults()) {
      auto type = dyn_cast<RankedTensorType>(result.getType());
      if (type && !type.hasStaticShape())
        return op.emitError()
               << "zero-memory-report needs statically shaped "
                  "tensors, but result #"
               << result.getResultNumber() << " has type " << type;
    }
    // What the lowering allocates for a collective besides its results: the
    // pack buffer of a bucket (phase A; freed after the call, or at the
    // wait). A start sends from its input in place (no staging copy); the
    // input lives until the wait (lastUse).
    auto collective = dyn_cast<CollectiveOpInterface>(&op);
    WaitOp wait = getWaitOf(&op);
    int64_t waitSlot =
        wait && wait->getBlock() == &body ? phaseB(position[wait]) : lastSlot;
    int64_t packDeath = isAsyncCollective(&op) ? waitSlot : phaseB(here);
    if (packsBucket(&op))
      transient(getPackBytes(&op), phaseA(here), packDeath);
    if (int64_t unpack = getUnpackBytes(&op))
      transient(unpack, phaseB(here), packDeath);

    // A fetch_start's future is the resident chunk it reads into, born at
    // the start (the store read may write it any time until the wait) and
    // aliased by the wait's result. A blocking fetch's result is a buffer
    // like any result below; an offloaded argument is no resident buffer.
    if (auto transfer = dyn_cast<TransferOpInterface>(&op);
        transfer && transfer.isAsync() && !transfer.isWrite()) {
      newBuffer(op.getResult(0), transfer.getChunkBytes(), phaseB(here));
      continue;
    }

    // The future of a start is the buffer its wait returns: the start's
    // input for an in-place all_reduce, else one new buffer (a bucket's
    // results are views of one flat buffer).
    if (collective && collective.isAsync()) {
      Value future = op.getResult(0);
      if (collective.getCollectiveKind() == CollectiveKind::AllReduce)
        if (std::optional<unsigned> input =
                getInPlaceInput(&op, buffers, bufferOf)) {
          alias(future, *input);
          continue;
        }
      newBuffer(future, sumTensorBytes(collective.getDeliveredTypes()),
                phaseB(here));
      continue;
    }
    if (auto waitOp = dyn_cast<WaitOp>(op)) {
      // Copied out: aliasing inserts into bufferOf, which may move its
      // entries (a bucket's wait has several results).
      auto it = bufferOf.find(waitOp.getFuture());
      if (it != bufferOf.end()) {
        unsigned buffer = it->second;
        for (Value result : op.getResults())
          alias(result, buffer);
      }
      continue;
    }
    if (isa<tensor::EmptyOp>(op))
      continue;
    if (isa<arith::ConstantOp>(op) &&
        isa<RankedTensorType>(op.getResult(0).getType())) {
      newBuffer(op.getResult(0), /*bytes=*/0, phaseB(here));
      buffers.back().isConstant = true;
      continue;
    }
    // A blocking bucket's results are views of one flat buffer.
    if (collective && op.getNumResults() > 1) {
      newBuffer(op.getResult(0), sumTensorBytes(op.getResultTypes()),
                phaseB(here));
      for (Value result : op.getResults().drop_front())
        alias(result, bufferOf[op.getResult(0)]);
      continue;
    }
    for (OpResult result : op.getResults()) {
      auto type = dyn_cast<RankedTensorType>(result.getType());
      if (!type)
        continue;
      if (isView(&op) && bufferOf.count(op.getOperand(0))) {
        // A view the source's layout does not allow is a copy: a new
        // buffer, born here like any result.
        std::optional<MemRefType> bufferType =
            getViewBufferType(&op, bufferTypeOf(op.getOperand(0)));
        if (!bufferType) {
          newBuffer(result, getTensorBytes(type), phaseB(here));
          continue;
        }
        viewType[result] = *bufferType;
        alias(result, bufferOf[op.getOperand(0)]);
        continue;
      }
      // The runtime's lowering reduces a dying gradient in place (one
      // buffer, as DDP); the report follows the same rule.
      if (collective &&
          collective.getCollectiveKind() == CollectiveKind::AllReduce) {
        if (std::optional<unsigned> input =
                getInPlaceInput(&op, buffers, bufferOf)) {
          alias(result, *input);
          continue;
        }
      }
      auto dps = dyn_cast<DestinationStyleOpInterface>(op);
      if (dps && result.getResultNumber() < dps.getNumDpsInits()) {
        Value init = dps.getDpsInits()[result.getResultNumber()];
        auto it = bufferOf.find(init);
        if (it != bufferOf.end() && !buffers[it->second].isArgument &&
            !buffers[it->second].isConstant &&
            llvm::all_of(buffers[it->second].values, [&](Value v) {
              return lastUse(v, definedAt(v)) <= phaseB(here);
            })) {
          alias(result, it->second);
          continue;
        }
      }
      newBuffer(result, getTensorBytes(type), phaseB(here));
    }
  }

  // Births and deaths to a difference array over the slots.
  SmallVector<int64_t> delta(lastSlot + 2, 0);
  for (Buffer &buffer : buffers) {
    int64_t death = buffer.isArgument ? lastSlot : buffer.birth;
    if (buffer.fixedDeath)
      death = std::max(death, *buffer.fixedDeath);
    for (Value value : buffer.values)
      death = std::max(death, lastUse(value, definedAt(value)));
    delta[buffer.birth] += buffer.bytes;
    delta[death + 1] -= buffer.bytes;
  }
  PeakMemory peak;
  int64_t live = 0;
  SmallVector<Operation *> ops =
      llvm::map_to_vector(body, [](Operation &op) { return &op; });
  for (int64_t slot = 0; slot <= lastSlot; ++slot) {
    live += delta[slot];
    if (live > peak.peakBytes) {
      int64_t i = slot / 2 - 1;
      peak.peakBytes = live;
      peak.peakOp = (i >= 0 && i < end) ? ops[i] : nullptr;
      peak.peakIndex = peak.peakOp ? i : -1;
    }
  }
  return peak;
}
