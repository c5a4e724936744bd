//===- MemoryAnalysis.cpp - static per-rank memory and comm bytes ---------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/MemoryAnalysis.h"
#include "zero/Dialect/Zero/Analysis/InPlace.h"
#include "zero/Dialect/Zero/IR/ZeroOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/StringMap.h"
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

/// The shards of an all_gather or reduce_scatter (blocking or `_start`);
/// empty for any other op.
static TypeRange getShardTypes(Operation *op) {
  if (isa<AllGatherOp, AllGatherStartOp>(op))
    return op->getOperandTypes();
  if (isa<ReduceScatterOp>(op))
    return op->getResultTypes();
  if (isa<ReduceScatterStartOp>(op))
    return cast<FutureType>(op->getResult(0).getType()).getValueTypes();
  return {};
}

bool mlir::zero::isGroupedBucket(Operation *op) {
  return getShardTypes(op).size() > 1;
}

bool mlir::zero::packsBucket(Operation *op) {
  if (isa<AllGatherOp, AllGatherStartOp>(op))
    return isGroupedBucket(op);
  return isa<ReduceScatterOp, ReduceScatterStartOp, AllReduceOp,
             AllReduceStartOp>(op) &&
         getCollectiveInputs(op).size() > 1;
}

/// N times the bytes of the shards of a grouped bucket: its rank-major
/// packing; nullopt where that does not fit in int64.
static std::optional<int64_t> getCheckedRankMajorBytes(Operation *op) {
  int64_t shardBytes = 0;
  for (Type shard : getShardTypes(op))
    shardBytes += getTensorBytes(shard);
  return llvm::checkedMul(
      op->getAttrOfType<IntegerAttr>("world_size").getInt(), shardBytes);
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
    if (!addTensor(arg.getType(), func.getLoc()))
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
        if (!add(getCheckedRankMajorBytes(op), op->getLoc()))
          return WalkResult::interrupt();
    if (!add(getCheckedCollectiveBytes(op), op->getLoc()))
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

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

OperandRange mlir::zero::getCollectiveInputs(Operation *op) {
  if (auto rs = dyn_cast<ReduceScatterOp>(op))
    return rs.getInputs();
  if (auto rs = dyn_cast<ReduceScatterStartOp>(op))
    return rs.getInputs();
  if (auto ar = dyn_cast<AllReduceOp>(op))
    return ar.getInputs();
  if (auto ar = dyn_cast<AllReduceStartOp>(op))
    return ar.getInputs();
  if (isa<AllGatherOp, AllGatherStartOp>(op))
    return op->getOperands();
  return op->getOperands().take_front(0);
}

bool mlir::zero::isAsyncCollective(Operation *op) {
  return isa<AllGatherStartOp, ReduceScatterStartOp, AllReduceStartOp>(op);
}

int64_t mlir::zero::getPackBytes(Operation *op) {
  if (isGroupedBucket(op) && isa<ReduceScatterOp, ReduceScatterStartOp>(op))
    return getCheckedRankMajorBytes(op).value_or(0);
  int64_t bytes = 0;
  for (Value input : getCollectiveInputs(op))
    bytes += getTensorBytes(input.getType());
  return bytes;
}

int64_t mlir::zero::getUnpackBytes(Operation *op) {
  if (isGroupedBucket(op) && isa<AllGatherOp, AllGatherStartOp>(op))
    return getCheckedRankMajorBytes(op).value_or(0);
  return 0;
}

WaitOp mlir::zero::getWaitOf(Operation *start) {
  if (!isAsyncCollective(start))
    return {};
  for (Operation *user : start->getResult(0).getUsers())
    if (auto wait = dyn_cast<WaitOp>(user))
      return wait;
  return {};
}

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
      else if (top == use.getOwner() && isAsyncCollective(top))
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
    WaitOp wait = getWaitOf(&op);
    int64_t waitSlot =
        wait && wait->getBlock() == &body ? phaseB(position[wait]) : lastSlot;
    int64_t packDeath = isAsyncCollective(&op) ? waitSlot : phaseB(here);
    if (packsBucket(&op))
      transient(getPackBytes(&op), phaseA(here), packDeath);
    if (int64_t unpack = getUnpackBytes(&op))
      transient(unpack, phaseB(here), packDeath);

    // The future of a start is the buffer its wait returns: the start's
    // input for an in-place all_reduce, else one new buffer (a bucket's
    // results are views of one flat buffer).
    if (isAsyncCollective(&op)) {
      Value future = op.getResult(0);
      if (isa<AllReduceStartOp>(op))
        if (std::optional<unsigned> input =
                getInPlaceInput(&op, buffers, bufferOf)) {
          alias(future, *input);
          continue;
        }
      newBuffer(
          future,
          sumTensorBytes(cast<FutureType>(future.getType()).getValueTypes()),
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
    if (isa<AllGatherOp, AllReduceOp, ReduceScatterOp>(op) &&
        op.getNumResults() > 1) {
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
      if (isa<AllReduceOp>(op)) {
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

/// Bytes of a bucket's shard on `worldSize` ranks; nullopt where they do
/// not fit in int64.
static std::optional<int64_t> shardBytes(TypeRange bucket, int64_t worldSize) {
  if (bucket.empty())
    return 0;
  Type element = cast<ShapedType>(bucket.front()).getElementType();
  std::optional<int64_t> elements = getCheckedTotalElements(bucket);
  if (!elements)
    return std::nullopt;
  return llvm::checkedMul(getShardNumElements(*elements, worldSize),
                          getElementBytes(element));
}

/// The kind of collective `op` is and the bytes one rank sends with ring
/// algorithms (nullopt bytes: more than int64 holds); nullopt for an op that
/// is not a zero collective.
static std::optional<std::pair<StringRef, std::optional<int64_t>>>
ringBytes(Operation *op, int64_t n) {
  auto times = [](int64_t factor, std::optional<int64_t> bytes) {
    return bytes ? llvm::checkedMul(factor, *bytes) : std::nullopt;
  };
  // A grouped bucket sends each tensor's shard: N times their bytes is
  // what it packs rank-major.
  if (isGroupedBucket(op)) {
    std::optional<int64_t> rankMajor = getCheckedRankMajorBytes(op);
    return std::make_pair(
        StringRef(isa<AllGatherOp, AllGatherStartOp>(op) ? "all_gather"
                                                         : "reduce_scatter"),
        rankMajor ? std::optional<int64_t>(*rankMajor / n * (n - 1))
                  : std::nullopt);
  }
  if (isa<AllGatherOp, AllGatherStartOp>(op))
    return std::make_pair(
        StringRef("all_gather"),
        times(n - 1, getCheckedTensorBytes(op->getOperand(0).getType())));
  if (isa<ReduceScatterOp, ReduceScatterStartOp>(op))
    return std::make_pair(
        StringRef("reduce_scatter"),
        times(n - 1, shardBytes(getCollectiveInputs(op).getTypes(), n)));
  if (isa<AllReduceOp, AllReduceStartOp>(op))
    return std::make_pair(
        StringRef("all_reduce"),
        times(2,
              times(n - 1, shardBytes(getCollectiveInputs(op).getTypes(), n))));
  return std::nullopt;
}

std::optional<int64_t> mlir::zero::getCheckedCollectiveBytes(Operation *op) {
  auto worldSizeAttr = op->getAttrOfType<IntegerAttr>("world_size");
  if (!worldSizeAttr)
    return 0;
  auto kindAndBytes = ringBytes(op, worldSizeAttr.getInt());
  return kindAndBytes ? kindAndBytes->second : 0;
}

std::optional<CollectiveBytes> mlir::zero::getCollectiveBytes(Operation *op) {
  auto worldSizeAttr = op->getAttrOfType<IntegerAttr>("world_size");
  if (!worldSizeAttr)
    return std::nullopt;
  int64_t n = worldSizeAttr.getInt();
  auto kindAndBytes = ringBytes(op, n);
  if (!kindAndBytes)
    return std::nullopt;
  CollectiveBytes result;
  result.worldSize = n;
  result.kind = kindAndBytes->first;
  result.bytes =
      kindAndBytes->second.value_or(std::numeric_limits<int64_t>::max());
  return result;
}

llvm::StringMap<int64_t> mlir::zero::computeCommBytes(func::FuncOp func) {
  llvm::StringMap<int64_t> bytes;
  bytes["all_gather"] = 0;
  bytes["reduce_scatter"] = 0;
  bytes["all_reduce"] = 0;
  func.walk([&](Operation *op) {
    if (std::optional<CollectiveBytes> c = getCollectiveBytes(op))
      bytes[c->kind] += c->bytes;
  });
  return bytes;
}
