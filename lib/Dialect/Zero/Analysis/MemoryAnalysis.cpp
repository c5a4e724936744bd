//===- MemoryAnalysis.cpp - static per-rank memory and comm bytes ---------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/MemoryAnalysis.h"
#include "zero/Dialect/Zero/Analysis/InPlace.h"
#include "zero/Dialect/Zero/IR/ZeroOps.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "llvm/ADT/StringMap.h"

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

static bool isView(Operation *op) {
  return isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp, tensor::CastOp,
             tensor::ExtractSliceOp, tensor::ReshapeOp>(op);
}

namespace {
struct Buffer {
  int64_t bytes = 0;
  int64_t birth = 0;
  int64_t death = 0;
  bool isArgument = false;
  SmallVector<Value> values;
};
} // namespace

/// The report's buffer that `allReduce`'s result may share with its input
/// (canAllReduceInPlace on the report's model of storage).
static std::optional<unsigned>
getInPlaceInput(AllReduceOp allReduce, ArrayRef<Buffer> buffers,
                const DenseMap<Value, unsigned> &bufferOf) {
  if (allReduce.getInputs().size() != 1)
    return std::nullopt;
  auto it = bufferOf.find(allReduce.getInputs()[0]);
  if (it == bufferOf.end())
    return std::nullopt;
  const Buffer &buffer = buffers[it->second];
  ReduceInputStorage storage;
  storage.aliases.assign(buffer.values.begin(), buffer.values.end());
  // The buffer's first value created it, unless it is an argument or any of
  // its values is a view (of storage that may outlive the all_reduce).
  if (!buffer.isArgument && llvm::all_of(buffer.values, [](Value v) {
        Operation *def = v.getDefiningOp();
        return def && !isView(def);
      }))
    storage.creator = buffer.values.front().getDefiningOp();
  if (!canAllReduceInPlace(allReduce, storage))
    return std::nullopt;
  return it->second;
}

FailureOr<PeakMemory> mlir::zero::computePeakMemory(func::FuncOp func) {
  Block &body = func.getBody().front();
  int64_t end = 0;
  DenseMap<Operation *, int64_t> position;
  for (Operation &op : body)
    position[&op] = end++;

  DenseSet<Value> returned(body.getTerminator()->operand_begin(),
                           body.getTerminator()->operand_end());
  auto lastUse = [&](Value value, int64_t defined) {
    if (returned.contains(value))
      return end;
    int64_t last = defined;
    for (Operation *user : value.getUsers())
      if (Operation *top = body.findAncestorOpInBlock(*user))
        last = std::max(last, position[top]);
    return last;
  };

  SmallVector<Buffer> buffers;
  DenseMap<Value, unsigned> bufferOf;
  auto newBuffer = [&](Value value, int64_t birth) {
    buffers.push_back(
        {getTensorBytes(value.getType()), birth, birth, birth < 0, {value}});
    bufferOf[value] = buffers.size() - 1;
  };
  auto alias = [&](Value value, unsigned buffer) {
    buffers[buffer].values.push_back(value);
    bufferOf[value] = buffer;
  };

  for (BlockArgument arg : body.getArguments())
    if (isa<RankedTensorType>(arg.getType()))
      newBuffer(arg, /*birth=*/-1);

  for (Operation &op : body) {
    int64_t here = position[&op];
    for (OpResult result : op.getResults()) {
      auto type = dyn_cast<RankedTensorType>(result.getType());
      if (!type)
        continue;
      if (!type.hasStaticShape())
        return op.emitError()
               << "zero-memory-report needs statically shaped "
                  "tensors, but result #"
               << result.getResultNumber() << " has type " << type;
      if (isa<tensor::EmptyOp>(op))
        continue;
      if (isView(&op) && bufferOf.count(op.getOperand(0))) {
        alias(result, bufferOf[op.getOperand(0)]);
        continue;
      }
      // The runtime's lowering reduces a dying gradient in place (one
      // buffer, as DDP); the report follows the same rule.
      if (auto allReduce = dyn_cast<AllReduceOp>(op)) {
        if (std::optional<unsigned> input =
                getInPlaceInput(allReduce, buffers, bufferOf)) {
          alias(result, *input);
          continue;
        }
      }
      auto dps = dyn_cast<DestinationStyleOpInterface>(op);
      if (dps && result.getResultNumber() < dps.getNumDpsInits()) {
        Value init = dps.getDpsInits()[result.getResultNumber()];
        auto it = bufferOf.find(init);
        if (it != bufferOf.end() && !buffers[it->second].isArgument &&
            llvm::all_of(buffers[it->second].values, [&](Value v) {
              int64_t defined =
                  isa<BlockArgument>(v) ? -1 : position[v.getDefiningOp()];
              return lastUse(v, defined) <= here;
            })) {
          alias(result, it->second);
          continue;
        }
      }
      newBuffer(result, here);
    }
  }

  // Births and deaths to a difference array over positions -1 .. end.
  SmallVector<int64_t> delta(end + 3, 0);
  for (Buffer &buffer : buffers) {
    int64_t death = buffer.isArgument ? end : buffer.birth;
    for (Value value : buffer.values) {
      int64_t defined =
          isa<BlockArgument>(value) ? -1 : position[value.getDefiningOp()];
      death = std::max(death, lastUse(value, defined));
    }
    delta[buffer.birth + 1] += buffer.bytes;
    delta[death + 2] -= buffer.bytes;
  }
  PeakMemory peak;
  int64_t live = 0;
  SmallVector<Operation *> ops =
      llvm::map_to_vector(body, [](Operation &op) { return &op; });
  for (int64_t i = -1; i <= end; ++i) {
    live += delta[i + 1];
    if (live > peak.peakBytes) {
      peak.peakBytes = live;
      peak.peakOp = (i >= 0 && i < end) ? ops[i] : nullptr;
      peak.peakIndex = peak.peakOp ? i : -1;
    }
  }
  return peak;
}

/// Bytes of a bucket's shard on `worldSize` ranks.
static int64_t shardBytes(TypeRange bucket, int64_t worldSize) {
  if (bucket.empty())
    return 0;
  Type element = cast<ShapedType>(bucket.front()).getElementType();
  return getShardNumElements(getNumElements(bucket), worldSize) *
         getElementBytes(element);
}

std::optional<CollectiveBytes> mlir::zero::getCollectiveBytes(Operation *op) {
  auto worldSizeAttr = op->getAttrOfType<IntegerAttr>("world_size");
  if (!worldSizeAttr)
    return std::nullopt;
  int64_t n = worldSizeAttr.getInt();
  CollectiveBytes result;
  result.worldSize = n;
  if (isa<AllGatherOp, AllGatherStartOp>(op)) {
    result.kind = "all_gather";
    result.bytes = (n - 1) * getTensorBytes(op->getOperand(0).getType());
  } else if (auto rs = dyn_cast<ReduceScatterOp>(op)) {
    result.kind = "reduce_scatter";
    result.bytes = (n - 1) * shardBytes(rs.getInputs().getTypes(), n);
  } else if (auto rs = dyn_cast<ReduceScatterStartOp>(op)) {
    result.kind = "reduce_scatter";
    result.bytes = (n - 1) * shardBytes(rs.getInputs().getTypes(), n);
  } else if (auto ar = dyn_cast<AllReduceOp>(op)) {
    result.kind = "all_reduce";
    result.bytes = 2 * (n - 1) * shardBytes(ar.getInputs().getTypes(), n);
  } else if (auto ar = dyn_cast<AllReduceStartOp>(op)) {
    result.kind = "all_reduce";
    result.bytes = 2 * (n - 1) * shardBytes(ar.getInputs().getTypes(), n);
  } else {
    return std::nullopt;
  }
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
