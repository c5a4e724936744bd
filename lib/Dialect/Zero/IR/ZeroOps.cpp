//===- ZeroOps.cpp - zero dialect operation verifiers ---------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/IR/ZeroOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"

#include "llvm/Support/CheckedArithmetic.h"

#include <limits>
#include <string>

using namespace mlir;
using namespace mlir::zero;

//===----------------------------------------------------------------------===//
// Shared invariants
//===----------------------------------------------------------------------===//

/// A collective spans exactly the ranks its nearest enclosing `zero.world_size`
/// declares: a program compiled for N ranks never talks to a group of M.
/// With a group stride it spans one group of a split of those ranks, which
/// must tile them.
static LogicalResult
verifyWorldSizeMatchesEnclosing(Operation *op, int64_t worldSize,
                                std::optional<uint64_t> groupStride) {
  for (Operation *parent = op->getParentOp(); parent;
       parent = parent->getParentOp()) {
    auto declared =
        parent->getAttrOfType<IntegerAttr>(ZeroDialect::kWorldSizeAttrName);
    if (!declared)
      continue;
    if (!groupStride) {
      if (declared.getInt() != worldSize)
        return op->emitOpError()
               << "spans world_size " << worldSize << ", but the enclosing '"
               << parent->getName() << "' declares zero.world_size = "
               << declared.getInt();
      return success();
    }
    std::optional<int64_t> span =
        llvm::checkedMul(worldSize, static_cast<int64_t>(*groupStride));
    if (!span || declared.getInt() % *span != 0)
      return op->emitOpError()
             << "spans groups of world_size " << worldSize << " with stride "
             << *groupStride << ", which need world_size * group_stride = "
             << (span ? std::to_string(*span) : std::string("(overflow)"))
             << " to divide the enclosing '" << parent->getName()
             << "''s zero.world_size = " << declared.getInt();
    return success();
  }
  return success();
}

/// A bucket is one or more tensors of one element type.
static LogicalResult verifyBucket(Operation *op, TypeRange bucket) {
  if (bucket.empty())
    return op->emitOpError() << "expects a bucket of at least one tensor";
  Type elementType = cast<ShapedType>(bucket.front()).getElementType();
  for (auto [index, type] : llvm::enumerate(bucket)) {
    Type other = cast<ShapedType>(type).getElementType();
    if (other != elementType)
      return op->emitOpError()
             << "expects one element type per bucket, but bucket tensor #"
             << index << " has " << other << " and #0 has " << elementType;
  }
  return success();
}

/// `shardType` is this rank's 1-D slice of the flattened concatenation of
/// `tensors`: ceil(n/N) elements. `which` names the shard in messages.
static LogicalResult verifyShardOf(Operation *op, TypeRange tensors,
                                   Type shardType, int64_t worldSize,
                                   StringRef which) {
  Type elementType = cast<ShapedType>(tensors.front()).getElementType();
  auto shard = cast<RankedTensorType>(shardType);
  if (shard.getElementType() != elementType)
    return op->emitOpError() << "expects " << which << " element type to be "
                             << elementType << ", but got "
                             << shard.getElementType();
  std::optional<int64_t> checkedCount = getCheckedTotalElements(tensors);
  if (!checkedCount)
    return op->emitOpError()
           << "expects a bucket whose element count fits in int64, but its "
              "tensors hold more than "
           << std::numeric_limits<int64_t>::max() << " elements";
  int64_t numElements = *checkedCount;
  int64_t expected = getShardNumElements(numElements, worldSize);
  if (shard.getDimSize(0) != expected)
    return op->emitOpError()
           << "expects " << (which == "the shard" ? "a shard" : which)
           << " of ceil(" << numElements << "/" << worldSize
           << ") = " << expected << " elements, but got "
           << shard.getDimSize(0);
  return success();
}

/// A bucket and one shard of its flattened concatenation.
static LogicalResult verifyBucketAndShard(Operation *op, TypeRange bucket,
                                          Type shardType, int64_t worldSize) {
  if (failed(verifyBucket(op, bucket)))
    return failure();
  return verifyShardOf(op, bucket, shardType, worldSize, "the shard");
}

/// The shards of the bucket `tensors`: one shard of their flattened
/// concatenation, or one shard per tensor (a grouped bucket: each tensor is
/// sharded on its own, as a bucket of one, so grouping never changes which
/// elements a rank owns). A bucket of one is both.
static LogicalResult verifyShards(Operation *op, TypeRange tensors,
                                  TypeRange shards, int64_t worldSize) {
  if (shards.size() == 1)
    return verifyBucketAndShard(op, tensors, shards.front(), worldSize);
  if (failed(verifyBucket(op, tensors)))
    return failure();
  if (shards.size() != tensors.size())
    return op->emitOpError()
           << "expects 1 shard (the bucket sharded as one tensor) or 1 shard "
              "per tensor ("
           << tensors.size() << "), but got " << shards.size();
  for (auto [index, pair] : llvm::enumerate(llvm::zip(tensors, shards))) {
    std::string which = "shard #" + std::to_string(index);
    if (failed(verifyShardOf(op, TypeRange(std::get<0>(pair)),
                             std::get<1>(pair), worldSize, which)))
      return failure();
  }
  return success();
}

/// A quantized collective carries floats the runtime quantizes (f32 or
/// bf16), and a quantized reduction can only add them up.
static LogicalResult verifyQuantize(Operation *op, QuantizeAttr quantize,
                                    TypeRange bucket,
                                    std::optional<ReductionKind> reduction) {
  if (!quantize || bucket.empty())
    return success();
  Type elementType = cast<ShapedType>(bucket.front()).getElementType();
  if (!elementType.isF32() && !elementType.isBF16())
    return op->emitOpError()
           << "quantizes f32 or bf16 values, but the bucket holds "
           << elementType;
  if (reduction && *reduction != ReductionKind::Sum &&
      *reduction != ReductionKind::Avg)
    return op->emitOpError()
           << "quantized reductions are 'sum' or 'avg', but got '"
           << stringifyReductionKind(*reduction) << "'";
  return success();
}

/// Averaging divides by the world size, which integers cannot do exactly.
static LogicalResult verifyReductionKind(Operation *op, ReductionKind kind,
                                         TypeRange bucket) {
  if (kind != ReductionKind::Avg || bucket.empty())
    return success();
  Type elementType = cast<ShapedType>(bucket.front()).getElementType();
  if (!isa<FloatType>(elementType))
    return op->emitOpError()
           << "reduction 'avg' needs a floating-point element type, but got "
           << elementType;
  return success();
}

/// The values of an asynchronous collective are received exactly once.
LogicalResult mlir::zero::detail::verifyFutureWaitedOnce(Operation *op, Value future) {
  unsigned waits = 0;
  for (Operation *user : future.getUsers()) {
    if (!isa<WaitOp>(user))
      return op->emitOpError()
             << "future may only be consumed by 'zero.wait', but it is used "
                "by '"
             << user->getName() << "'";
    ++waits;
  }
  if (waits != 1)
    return op->emitOpError()
           << "future must be consumed by exactly 1 'zero.wait', but it has "
           << waits;
  return success();
}

static LogicalResult verifyFutureTypes(Operation *op, FutureType future,
                                       TypeRange expected) {
  if (future.getValueTypes() == ArrayRef<Type>(llvm::to_vector(expected)))
    return success();
  InFlightDiagnostic diag = op->emitOpError() << "expects a future of (";
  llvm::interleaveComma(expected, diag);
  diag << "), but got " << future;
  return diag;
}

//===----------------------------------------------------------------------===//
// Custom assembly: the reduction kind as a bare keyword (`sum`, `avg`, ...)
//===----------------------------------------------------------------------===//

static ParseResult parseReductionKind(OpAsmParser &parser,
                                      ReductionKindAttr &kind) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  std::optional<ReductionKind> parsed = symbolizeReductionKind(keyword);
  if (!parsed)
    return parser.emitError(loc)
           << "expected a reduction kind (sum, avg, max, min, prod), but got '"
           << keyword << "'";
  kind = ReductionKindAttr::get(parser.getContext(), *parsed);
  return success();
}

static void printReductionKind(OpAsmPrinter &printer, Operation *,
                               ReductionKindAttr kind) {
  printer << stringifyReductionKind(kind.getValue());
}

//===----------------------------------------------------------------------===//
// PartitionOp
//===----------------------------------------------------------------------===//

LogicalResult PartitionOp::verify() {
  if (failed(verifyWorldSizeMatchesEnclosing(*this, getWorldSize(),
                                             getGroupStride())))
    return failure();
  return verifyBucketAndShard(*this, getInputs().getTypes(), getType(),
                              getWorldSize());
}

//===----------------------------------------------------------------------===//
// Blocking collectives
//===----------------------------------------------------------------------===//

LogicalResult AllGatherOp::verify() {
  if (failed(verifyWorldSizeMatchesEnclosing(*this, getWorldSize(), getGroupStride())))
    return failure();
  if (getInputs().empty())
    return emitOpError() << "expects at least one shard";
  if (failed(verifyQuantize(*this, getQuantizeAttr(), getResultTypes(),
                            std::nullopt)))
    return failure();
  return verifyShards(*this, getResultTypes(), getInputs().getTypes(),
                      getWorldSize());
}

LogicalResult ReduceScatterOp::verify() {
  if (failed(verifyWorldSizeMatchesEnclosing(*this, getWorldSize(), getGroupStride())) ||
      failed(verifyReductionKind(*this, getKind(), getInputs().getTypes())))
    return failure();
  if (getResults().empty())
    return emitOpError() << "expects at least one shard";
  if (failed(verifyQuantize(*this, getQuantizeAttr(), getInputs().getTypes(),
                            getKind())))
    return failure();
  return verifyShards(*this, getInputs().getTypes(), getResultTypes(),
                      getWorldSize());
}

LogicalResult AllReduceOp::verify() {
  if (getInputs().empty())
    return emitOpError() << "expects a bucket of at least one tensor";
  if (failed(verifyWorldSizeMatchesEnclosing(*this, getWorldSize(), getGroupStride())))
    return failure();
  return verifyReductionKind(*this, getKind(), getInputs().getTypes());
}

LogicalResult AllReduceOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange,
    SmallVectorImpl<Type> &inferredReturnTypes) {
  llvm::append_range(inferredReturnTypes, operands.getTypes());
  return success();
}

//===----------------------------------------------------------------------===//
// Asynchronous collectives
//===----------------------------------------------------------------------===//

LogicalResult AllGatherStartOp::verify() {
  FutureType future = getFuture().getType();
  if (failed(verifyWorldSizeMatchesEnclosing(*this, getWorldSize(), getGroupStride())))
    return failure();
  if (getInputs().empty())
    return emitOpError() << "expects at least one shard";
  if (failed(verifyQuantize(*this, getQuantizeAttr(), future.getValueTypes(),
                            std::nullopt)) ||
      failed(verifyShards(*this, future.getValueTypes(),
                          getInputs().getTypes(), getWorldSize())))
    return failure();
  return detail::verifyFutureWaitedOnce(*this, getFuture());
}

LogicalResult ReduceScatterStartOp::verify() {
  FutureType future = getFuture().getType();
  if (failed(verifyWorldSizeMatchesEnclosing(*this, getWorldSize(), getGroupStride())) ||
      failed(verifyReductionKind(*this, getKind(), getInputs().getTypes())))
    return failure();
  TypeRange shards = future.getValueTypes();
  if (shards.empty())
    return emitOpError() << "expects a future of at least 1 shard, but got "
                         << future;
  for (Type shard : shards)
    if (!isa<RankedTensorType>(shard) ||
        cast<RankedTensorType>(shard).getRank() != 1 ||
        !cast<RankedTensorType>(shard).hasStaticShape())
      return emitOpError()
             << "expects the future to carry statically shaped 1-D shards, "
                "but got "
             << shard;
  if (failed(verifyQuantize(*this, getQuantizeAttr(), getInputs().getTypes(),
                            getKind())) ||
      failed(verifyShards(*this, getInputs().getTypes(), shards,
                          getWorldSize())))
    return failure();
  return detail::verifyFutureWaitedOnce(*this, getFuture());
}

LogicalResult AllReduceStartOp::verify() {
  if (getInputs().empty())
    return emitOpError() << "expects a bucket of at least one tensor";
  if (failed(verifyWorldSizeMatchesEnclosing(*this, getWorldSize(), getGroupStride())) ||
      failed(verifyReductionKind(*this, getKind(), getInputs().getTypes())) ||
      failed(verifyFutureTypes(*this, getFuture().getType(),
                               getInputs().getTypes())))
    return failure();
  return detail::verifyFutureWaitedOnce(*this, getFuture());
}

LogicalResult WaitOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange,
    SmallVectorImpl<Type> &inferredReturnTypes) {
  if (operands.size() != 1)
    return failure();
  auto future = dyn_cast<FutureType>(operands.front().getType());
  if (!future)
    return failure();
  llvm::append_range(inferredReturnTypes, future.getValueTypes());
  return success();
}

//===----------------------------------------------------------------------===//
// FreeOp
//===----------------------------------------------------------------------===//

LogicalResult FreeOp::verify() {
  Block *block = (*this)->getBlock();
  for (OpOperand &use : getValue().getUses()) {
    Operation *user = use.getOwner();
    if (user == getOperation())
      continue;
    if (isa<FreeOp>(user))
      return (emitOpError() << "frees a value that is freed again")
                 .attachNote(user->getLoc())
             << "second 'zero.free' here";
    // Every other use must happen before the free in the same block, directly
    // or from inside an op that does.
    Operation *ancestor = block->findAncestorOpInBlock(*user);
    if (!ancestor || !ancestor->isBeforeInBlock(getOperation()))
      return (emitOpError() << "frees a value that is used afterwards by '"
                            << user->getName() << "'")
                 .attachNote(user->getLoc())
             << "use after free here";
  }
  return success();
}

//===----------------------------------------------------------------------===//
// CollectiveOpInterface
//===----------------------------------------------------------------------===//

TypeRange CollectiveOpInterface::getShardTypes() {
  switch (getCollectiveKind()) {
  case CollectiveKind::AllGather:
    return getInputs().getTypes();
  case CollectiveKind::ReduceScatter:
    return getDeliveredTypes();
  case CollectiveKind::AllReduce:
    return {};
  }
  llvm_unreachable("unknown collective kind");
}

TypeRange CollectiveOpInterface::getBucketTypes() {
  if (getCollectiveKind() == CollectiveKind::AllGather)
    return getDeliveredTypes();
  return getInputs().getTypes();
}

bool CollectiveOpInterface::isGroupedBucket() {
  return getShardTypes().size() > 1;
}

bool CollectiveOpInterface::packsBucket() {
  if (getCollectiveKind() == CollectiveKind::AllGather)
    return isGroupedBucket();
  return getInputs().size() > 1;
}

bool CollectiveOpInterface::hasShardPerTensor() {
  if (getCollectiveKind() == CollectiveKind::AllReduce)
    return true;
  return getBucketTypes().size() == getShardTypes().size();
}

WaitOp mlir::zero::detail::getWaitOfFuture(Operation *start) {
  for (Operation *user : start->getResult(0).getUsers())
    if (auto wait = dyn_cast<WaitOp>(user))
      return wait;
  return {};
}

WaitOp CollectiveOpInterface::getWait() {
  return isAsync() ? detail::getWaitOfFuture(*this) : WaitOp();
}

/// Builds `Blocking`, or `Start` when `async`, with `extra` (the reduction
/// kind, or nothing) ahead of the inputs.
template <typename Blocking, typename Start, typename... Extra>
static Operation *createForm(OpBuilder &builder, Location loc, bool async,
                             TypeRange deliveredTypes, ValueRange inputs,
                             RankGroup group, QuantizeAttr quantize,
                             Extra... extra) {
  IntegerAttr stride = group.getStrideAttr(builder);
  if (async)
    return Start::create(
        builder, loc,
        FutureType::get(builder.getContext(), llvm::to_vector(deliveredTypes)),
        extra..., inputs, group.size, stride, quantize);
  return Blocking::create(builder, loc, deliveredTypes, extra..., inputs,
                          group.size, stride, quantize);
}

CollectiveOpInterface mlir::zero::createCollective(
    OpBuilder &builder, Location loc, CollectiveKind kind, bool async,
    TypeRange deliveredTypes, std::optional<ReductionKind> reduction,
    ValueRange inputs, RankGroup group, QuantizeAttr quantize) {
  switch (kind) {
  case CollectiveKind::AllGather:
    return cast<CollectiveOpInterface>(createForm<AllGatherOp, AllGatherStartOp>(
        builder, loc, async, deliveredTypes, inputs, group, quantize));
  case CollectiveKind::ReduceScatter:
    return cast<CollectiveOpInterface>(
        createForm<ReduceScatterOp, ReduceScatterStartOp>(
            builder, loc, async, deliveredTypes, inputs, group, quantize,
            *reduction));
  case CollectiveKind::AllReduce: {
    // All-reduces travel unquantized; the blocking form infers its result
    // types from its inputs.
    assert(!quantize && "an all_reduce is not quantized");
    IntegerAttr stride = group.getStrideAttr(builder);
    if (!async)
      return AllReduceOp::create(builder, loc, *reduction, inputs, group.size,
                                 stride);
    return AllReduceStartOp::create(
        builder, loc,
        FutureType::get(builder.getContext(), llvm::to_vector(deliveredTypes)),
        *reduction, inputs, group.size, stride);
  }
  }
  llvm_unreachable("unknown collective kind");
}

#include "zero/Dialect/Zero/IR/ZeroInterfaces.cpp.inc"

#define GET_OP_CLASSES
#include "zero/Dialect/Zero/IR/ZeroOps.cpp.inc"
