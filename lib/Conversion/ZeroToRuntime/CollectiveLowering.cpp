//===- CollectiveLowering.cpp - zero ops to runtime calls -----------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Dialect-conversion patterns for a function that
// one-shot-bufferize{allow-unknown-ops} left with zero ops on tensors: their
// operands come from bufferization.to_tensor of the real buffers (or are
// results of other zero ops, which become to_tensor when those are
// lowered), their results feed bufferization.to_buffer. Each op gets freshly
// allocated result buffers (identity layout, so the runtime sees contiguous
// row-major data) and one call; its results become to_tensor of those
// buffers, and canonicalization then folds every to_buffer(to_tensor) pair
// away. A `!zero.future` becomes the i64 handle of the runtime request.
//
//===----------------------------------------------------------------------===//

#include "LoweringBuffers.h"
#include "MemoryCategories.h"
#include "RuntimeCalls.h"
#include "TransferLowering.h"

#include "zero/Conversion/ZeroToRuntime/ZeroToRuntime.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::zero;

ZeroToRuntimeTypeConverter::ZeroToRuntimeTypeConverter(MLIRContext *context) {
  addConversion([](Type type) { return type; });
  addConversion([context](FutureType) -> Type {
    return IntegerType::get(context, kRuntimeHandleBitWidth);
  });
  addConversion([](OffloadedType type) -> Type {
    RankedTensorType tensor = type.getTensorType();
    return MemRefType::get(tensor.getShape(), tensor.getElementType());
  });
}

namespace {

//===----------------------------------------------------------------------===//
// Buffers and calls shared by the patterns
//===----------------------------------------------------------------------===//

int64_t numElements(Type type) {
  return cast<ShapedType>(type).getNumElements();
}

int64_t totalElements(TypeRange types) {
  int64_t total = 0;
  for (Type t : types)
    total += numElements(t);
  return total;
}

/// One contiguous buffer holding the bucket `tensors` back to back: the
/// tensor's own buffer for a bucket of one, else a staging copy (counted as
/// gathered/transient).
FailureOr<Value> packInputs(OpBuilder &b, Location loc, ValueRange tensors) {
  if (tensors.size() == 1)
    return getInputBuffer(b, loc, tensors[0]);
  Type element = cast<ShapedType>(tensors[0].getType()).getElementType();
  auto flatType = MemRefType::get({totalElements(TypeRange(tensors))}, element);
  Value flat = allocate(b, loc, flatType, MemoryCategory::Gathered);
  int64_t offset = 0;
  for (Value tensor : tensors) {
    FailureOr<Value> buffer = getInputBuffer(b, loc, tensor);
    if (failed(buffer))
      return failure();
    auto type = cast<RankedTensorType>(tensor.getType());
    memref::CopyOp::create(b, loc, *buffer,
                           createView(b, loc, flat, offset, type));
    offset += type.getNumElements();
  }
  return flat;
}

/// Fresh result buffers for `types` counted under `category`.
CollectiveOutputs allocateOutputs(OpBuilder &b, Location loc, TypeRange types,
                                  MemoryCategory category) {
  CollectiveOutputs outputs;
  outputs.types.assign(types.begin(), types.end());
  auto first = cast<RankedTensorType>(types[0]);
  auto type =
      types.size() == 1
          ? MemRefType::get(first.getShape(), first.getElementType())
          : MemRefType::get({totalElements(types)}, first.getElementType());
  outputs.buffer = allocate(b, loc, type, category);
  return outputs;
}

/// Elements of a tensor of `count` elements that rank `rank` of `worldSize`
/// owns: its shard minus the padding.
int64_t ownedElements(int64_t count, int64_t worldSize, int64_t rank) {
  int64_t shard = getShardNumElements(count, worldSize);
  return std::clamp<int64_t>(count - rank * shard, 0, shard);
}

/// The grouped bucket `tensors` packed rank-major for a reduce_scatter:
/// rank r's block holds, for each tensor in order, the part of it that rank
/// r owns, zero padded to its shard, so that shard r of the packed buffer
/// (N times the shards' elements) is every tensor's shard r back to back.
FailureOr<Value> packRankMajor(OpBuilder &b, Location loc, ValueRange tensors,
                               int64_t worldSize) {
  SmallVector<int64_t> counts = llvm::map_to_vector(
      tensors, [](Value v) { return numElements(v.getType()); });
  int64_t blockCount = 0;
  for (int64_t count : counts)
    blockCount += getShardNumElements(count, worldSize);
  Type element = cast<ShapedType>(tensors[0].getType()).getElementType();
  Value packed = allocate(b, loc,
                          MemRefType::get({worldSize * blockCount}, element),
                          MemoryCategory::Gathered);
  Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(element));
  int64_t offset = 0;
  for (auto [tensor, count] : llvm::zip(tensors, counts)) {
    FailureOr<Value> buffer = getInputBuffer(b, loc, tensor);
    if (failed(buffer))
      return failure();
    int64_t shard = getShardNumElements(count, worldSize);
    for (int64_t rank = 0; rank < worldSize; ++rank) {
      int64_t owned = ownedElements(count, worldSize, rank);
      int64_t at = rank * blockCount + offset;
      if (owned > 0)
        memref::CopyOp::create(
            b, loc, createFlatView(b, loc, *buffer, rank * shard, owned),
            createFlatView(b, loc, packed, at, owned));
      // At most N-1 padding elements per tensor: stored one by one.
      for (int64_t pad = at + owned; pad < at + shard; ++pad)
        memref::StoreOp::create(
            b, loc, zero, packed,
            ValueRange{arith::ConstantIndexOp::create(b, loc, pad)});
    }
    offset += shard;
  }
  return packed;
}

/// Copies a grouped all_gather's rank-major receive buffer into its flat
/// result buffer, each tensor's parts in rank order, padding dropped.
void unpackRankMajor(OpBuilder &b, Location loc,
                     const CollectiveOutputs &outputs) {
  int64_t worldSize = outputs.worldSize;
  int64_t blockCount = 0;
  for (Type type : outputs.types)
    blockCount += getShardNumElements(numElements(type), worldSize);
  int64_t shardOffset = 0, resultOffset = 0;
  for (Type type : outputs.types) {
    int64_t count = numElements(type);
    int64_t shard = getShardNumElements(count, worldSize);
    for (int64_t rank = 0; rank < worldSize; ++rank)
      if (int64_t owned = ownedElements(count, worldSize, rank))
        memref::CopyOp::create(
            b, loc,
            createFlatView(b, loc, outputs.rankMajor,
                           rank * blockCount + shardOffset, owned),
            createFlatView(b, loc, outputs.buffer,
                           resultOffset + rank * shard, owned));
    shardOffset += shard;
    resultOffset += count;
  }
}

/// The buffer a start sends from: packInputs's, or, for a start whose input
/// an op before the wait may write (ZeroToRuntimeState::stagedStarts), a
/// copy of the input counted as gathered, which the deallocation frees after
/// the wait (the request handle derives from its address).
FailureOr<Value> getSendBuffer(OpBuilder &b, Location loc, Operation *op,
                               ValueRange inputs,
                               const ZeroToRuntimeState &state) {
  FailureOr<Value> input = packInputs(b, loc, inputs);
  if (failed(input) || !state.stagedStarts.contains(op))
    return input;
  auto type = cast<MemRefType>(input->getType());
  Value copy = allocate(
      b, loc, MemRefType::get(type.getShape(), type.getElementType()),
      MemoryCategory::Gathered);
  memref::CopyOp::create(b, loc, *input, copy);
  return copy;
}

/// Whether every tensor of `inputs` is bufferized with a runtime dtype.
bool canPassToRuntime(ValueRange inputs) {
  return getDtype(inputs[0].getType()) &&
         llvm::all_of(inputs, [](Value v) { return getSourceBuffer(v); });
}

/// Whether a (converted) operand lives in a local gradient's allocation.
bool isGradient(Value tensor, const ZeroToRuntimeState &state) {
  Value buffer = getSourceBuffer(tensor);
  memref::AllocOp alloc = buffer ? getRootAlloc(buffer) : memref::AllocOp();
  return alloc && state.gradientAllocs.contains(alloc);
}

//===----------------------------------------------------------------------===//
// Patterns
//===----------------------------------------------------------------------===//

/// A pattern with the state the zero-to-runtime patterns share.
template <typename OpTy> struct ZeroPattern : public OpConversionPattern<OpTy> {
  ZeroPattern(const TypeConverter &typeConverter, MLIRContext *context,
              ZeroToRuntimeState &state)
      : OpConversionPattern<OpTy>(typeConverter, context), state(state) {}

  /// Calls the blocking runtime collective `blocking` and replaces `op` by
  /// its outputs, or, if `op` is a `_start`, calls its asynchronous form
  /// `start` and replaces its future by the handle, keeping the outputs for
  /// the zero.wait. Both take `args`.
  template <typename Blocking, typename Start, typename... Args>
  void replaceWithCall(OpTy op, ConversionPatternRewriter &rewriter,
                       const Blocking &blocking, const Start &start,
                       const CollectiveOutputs &outputs, Args... args) const {
    Location loc = op.getLoc();
    if (isa<FutureType>(op->getResult(0).getType())) {
      step::Handle handle = start(rewriter, loc, args...);
      state.pending[handle.value] = outputs;
      rewriter.replaceOp(op, handle.value);
      return;
    }
    blocking(rewriter, loc, args...);
    if (outputs.rankMajor)
      unpackRankMajor(rewriter, loc, outputs);
    rewriter.replaceOp(op, createResultTensors(rewriter, loc, outputs));
  }

  ZeroToRuntimeState &state;
};

/// The value types of a blocking collective's results or of a `_start`'s
/// future.
TypeRange getCollectiveResultTypes(Operation *op) {
  if (auto future = dyn_cast<FutureType>(op->getResult(0).getType()))
    return future.getValueTypes();
  return op->getResultTypes();
}

/// zero.all_gather and zero.all_gather_start: a result buffer counted as
/// gathered, then zero_rt_step_all_gather(dtype, shard, shard count, out,
/// count).
template <typename OpTy> struct AllGatherLowering : public ZeroPattern<OpTy> {
  using ZeroPattern<OpTy>::ZeroPattern;

  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    ValueRange inputs = adaptor.getInputs();
    if (!canPassToRuntime(inputs))
      return rewriter.notifyMatchFailure(op, "inputs are not bufferized "
                                             "tensors of a runtime dtype");
    zero_rt_dtype_t dtype = *getDtype(inputs[0].getType());
    TypeRange types = getCollectiveResultTypes(op);
    // A grouped bucket: this rank's shards back to back are its block of a
    // flat all_gather into a rank-major receive buffer, unpacked into the
    // results once the collective completed.
    FailureOr<Value> shard =
        getSendBuffer(rewriter, loc, op, inputs, this->state);
    if (failed(shard))
      return failure();
    int64_t shardCount = totalElements(TypeRange(inputs));
    CollectiveOutputs out;
    Value received;
    int64_t receivedCount = totalElements(types);
    if (inputs.size() > 1) {
      receivedCount = op.getWorldSize() * shardCount;
      received = allocate(rewriter, loc,
                          MemRefType::get({receivedCount},
                                          getElementTypeOrSelf(types[0])),
                          MemoryCategory::Gathered);
    }
    out = allocateOutputs(rewriter, loc, types, MemoryCategory::Gathered);
    out.rankMajor = received;
    out.worldSize = op.getWorldSize();
    step::Dtype dtypeArg = createDtype(rewriter, loc, dtype);
    step::Address shardAddr = createAddress(rewriter, loc, *shard);
    step::Count shardCountArg = createCount(rewriter, loc, shardCount);
    step::Address outAddr =
        createAddress(rewriter, loc, received ? received : out.buffer);
    step::Count count = createCount(rewriter, loc, receivedCount);
    auto [groupSize, groupStride] = createRankGroup(
        rewriter, loc, RankGroup::of(cast<CollectiveOpInterface>(*op)));
    if (QuantizeAttr quantize = op.getQuantizeAttr()) {
      auto [bits, block] = createQuantize(rewriter, loc, quantize);
      this->replaceWithCall(op, rewriter, step::all_gather_quantized,
                            step::all_gather_quantized_start, out, dtypeArg,
                            shardAddr, shardCountArg, outAddr, count,
                            groupSize, groupStride, bits, block);
      return success();
    }
    this->replaceWithCall(op, rewriter, step::all_gather,
                          step::all_gather_start, out, dtypeArg, shardAddr,
                          shardCountArg, outAddr, count, groupSize,
                          groupStride);
    return success();
  }
};

/// zero.reduce_scatter and zero.reduce_scatter_start: the bucket packed into
/// one buffer, a result buffer counted as a gradient shard (ZeRO
/// reduce-scatters gradients; as transient where the shard is only added
/// into another, prepareZeroToRuntime's receive buffers), then
/// zero_rt_step_reduce_scatter(reduction, dtype, input, count, out, shard
/// count).
template <typename OpTy>
struct ReduceScatterLowering : public ZeroPattern<OpTy> {
  using ZeroPattern<OpTy>::ZeroPattern;

  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    ValueRange inputs = adaptor.getInputs();
    if (!canPassToRuntime(inputs))
      return rewriter.notifyMatchFailure(op, "inputs are not bufferized "
                                             "tensors of a runtime dtype");
    TypeRange resultTypes = getCollectiveResultTypes(op);
    // A grouped bucket is packed rank-major: shard r of the packed buffer is
    // every tensor's shard r, so one flat reduce_scatter delivers them back
    // to back into the results' flat buffer.
    bool grouped = resultTypes.size() > 1;
    FailureOr<Value> input =
        grouped ? packRankMajor(rewriter, loc, inputs, op.getWorldSize())
                : getSendBuffer(rewriter, loc, op, inputs, this->state);
    if (failed(input))
      return failure();
    int64_t count = grouped ? numElements(input->getType())
                            : totalElements(TypeRange(inputs));
    MemoryCategory category =
        this->state.receiveReduceScatters.contains(op)
            ? MemoryCategory::Gathered
            : getGradientCategory(StagePolicy::of(op), GradientBuffer::Shard);
    CollectiveOutputs out =
        allocateOutputs(rewriter, loc, resultTypes, category);
    step::Reduction reduction = createReduction(rewriter, loc, op.getKind());
    step::Dtype dtype =
        createDtype(rewriter, loc, *getDtype(inputs[0].getType()));
    step::Address inputAddr = createAddress(rewriter, loc, *input);
    step::Count countArg = createCount(rewriter, loc, count);
    step::Address outAddr = createAddress(rewriter, loc, out.buffer);
    step::Count shardCount =
        createCount(rewriter, loc, totalElements(resultTypes));
    auto [groupSize, groupStride] = createRankGroup(
        rewriter, loc, RankGroup::of(cast<CollectiveOpInterface>(*op)));
    if (QuantizeAttr quantize = op.getQuantizeAttr()) {
      auto [bits, block] = createQuantize(rewriter, loc, quantize);
      this->replaceWithCall(op, rewriter, step::reduce_scatter_quantized,
                            step::reduce_scatter_quantized_start, out,
                            reduction, dtype, inputAddr, countArg, outAddr,
                            shardCount, groupSize, groupStride, bits, block);
      return success();
    }
    this->replaceWithCall(op, rewriter, step::reduce_scatter,
                          step::reduce_scatter_start, out, reduction, dtype,
                          inputAddr, countArg, outAddr, shardCount, groupSize,
                          groupStride);
    return success();
  }
};

/// zero.all_reduce and zero.all_reduce_start: the bucket packed into one
/// buffer; the result written over the input when prepareZeroToRuntime
/// decided so, else into a new buffer (a gradient if any input is one); then
/// zero_rt_step_all_reduce(reduction, dtype, input, out, count).
template <typename OpTy> struct AllReduceLowering : public ZeroPattern<OpTy> {
  using ZeroPattern<OpTy>::ZeroPattern;

  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    ValueRange inputs = adaptor.getInputs();
    if (!canPassToRuntime(inputs))
      return rewriter.notifyMatchFailure(op, "inputs are not bufferized "
                                             "tensors of a runtime dtype");
    FailureOr<Value> input =
        getSendBuffer(rewriter, loc, op, inputs, this->state);
    if (failed(input))
      return failure();
    CollectiveOutputs out;
    if (this->state.inPlaceAllReduces.contains(op)) {
      out.buffer = getSourceBuffer(inputs[0]);
      out.types.push_back(inputs[0].getType());
    } else {
      bool gradient = llvm::any_of(
          inputs, [&](Value v) { return isGradient(v, this->state); });
      MemoryCategory category =
          gradient ? getGradientCategory(StagePolicy::of(op),
                                         GradientBuffer::AllReduced)
                   : MemoryCategory::Activations;
      out = allocateOutputs(rewriter, loc, TypeRange(inputs), category);
    }
    step::Reduction reduction = createReduction(rewriter, loc, op.getKind());
    step::Dtype dtype =
        createDtype(rewriter, loc, *getDtype(inputs[0].getType()));
    step::Address inputAddr = createAddress(rewriter, loc, *input);
    step::Address outAddr = createAddress(rewriter, loc, out.buffer);
    step::Count count =
        createCount(rewriter, loc, totalElements(TypeRange(inputs)));
    auto [groupSize, groupStride] = createRankGroup(
        rewriter, loc, RankGroup::of(cast<CollectiveOpInterface>(*op)));
    this->replaceWithCall(op, rewriter, step::all_reduce,
                          step::all_reduce_start, out, reduction, dtype,
                          inputAddr, outAddr, count, groupSize, groupStride);
    return success();
  }
};

/// zero.wait: zero_rt_step_wait(handle), or zero_rt_step_store_wait(handle)
/// for a store transfer; the results are the outputs its `_start`
/// allocated.
struct WaitLowering : public ZeroPattern<WaitOp> {
  using ZeroPattern::ZeroPattern;

  LogicalResult
  matchAndRewrite(WaitOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto it = state.pending.find(adaptor.getFuture());
    if (it == state.pending.end())
      return rewriter.notifyMatchFailure(
          op, "the future is not the handle of a lowered zero.*_start");
    if (it->second.storeTransfer)
      step::store_wait(rewriter, op.getLoc(), step::Handle{it->first});
    else
      step::wait(rewriter, op.getLoc(), step::Handle{it->first});
    if (it->second.rankMajor)
      unpackRankMajor(rewriter, op.getLoc(), it->second);
    rewriter.replaceOp(op,
                       createResultTensors(rewriter, op.getLoc(), it->second));
    state.pending.erase(it);
    return success();
  }
};

/// zero.partition: this rank's shard of a replicated bucket, no
/// communication: zero_rt_step_partition(dtype, input, count, out, shard
/// count) into a new activation buffer.
struct PartitionLowering : public ZeroPattern<PartitionOp> {
  using ZeroPattern::ZeroPattern;

  LogicalResult
  matchAndRewrite(PartitionOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    ValueRange inputs = adaptor.getInputs();
    if (!canPassToRuntime(inputs))
      return rewriter.notifyMatchFailure(op, "inputs are not bufferized "
                                             "tensors of a runtime dtype");
    FailureOr<Value> input = packInputs(rewriter, loc, inputs);
    Type shard = op.getResult().getType();
    CollectiveOutputs out =
        allocateOutputs(rewriter, loc, {shard}, MemoryCategory::Activations);
    step::Dtype dtype =
        createDtype(rewriter, loc, *getDtype(inputs[0].getType()));
    step::Address inputAddr = createAddress(rewriter, loc, *input);
    step::Count count =
        createCount(rewriter, loc, totalElements(TypeRange(inputs)));
    step::Address outAddr = createAddress(rewriter, loc, out.buffer);
    step::Count shardCount = createCount(rewriter, loc, numElements(shard));
    auto [groupSize, groupStride] =
        createRankGroup(rewriter, loc, RankGroup::of(op));
    step::partition(rewriter, loc, dtype, inputAddr, count, outAddr,
                    shardCount, groupSize, groupStride);
    rewriter.replaceOp(op, createResultTensors(rewriter, loc, out));
    return success();
  }
};

/// zero.free: erased. The buffer deallocation that follows frees the buffer
/// after its last use, which the dialect's verifier guarantees is before the
/// free.
struct FreeLowering : public ZeroPattern<FreeOp> {
  using ZeroPattern::ZeroPattern;

  LogicalResult
  matchAndRewrite(FreeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.eraseOp(op);
    return success();
  }
};

/// zero.rank and zero.world_size: the runtime's answer (i64) as an index.
template <typename OpTy> struct CommQueryLowering : public ZeroPattern<OpTy> {
  /// Emits the runtime call that answers the query.
  using Query = Value (*)(OpBuilder &, Location);

  CommQueryLowering(const TypeConverter &typeConverter, MLIRContext *context,
                    ZeroToRuntimeState &state, Query query)
      : ZeroPattern<OpTy>(typeConverter, context, state), query(query) {}

  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value value = query(rewriter, op.getLoc());
    rewriter.replaceOpWithNewOp<arith::IndexCastOp>(op, rewriter.getIndexType(),
                                                    value);
    return success();
  }

  Query query;
};

} // namespace

void mlir::zero::configureZeroToRuntimeTarget(
    ConversionTarget &target, const TypeConverter &typeConverter) {
  target.addIllegalDialect<ZeroDialect>();
  target
      .addLegalDialect<arith::ArithDialect, bufferization::BufferizationDialect,
                       func::FuncDialect, memref::MemRefDialect>();
  target.addDynamicallyLegalOp<func::FuncOp>([&](func::FuncOp func) {
    return typeConverter.isSignatureLegal(func.getFunctionType()) &&
           typeConverter.isLegal(&func.getBody());
  });
  target.addDynamicallyLegalOp<func::ReturnOp>([&](func::ReturnOp ret) {
    return typeConverter.isLegal(ret.getOperandTypes());
  });
}

ConversionConfig mlir::zero::getZeroToRuntimeConversionConfig() {
  ConversionConfig config;
  config.foldingMode = DialectConversionFoldingMode::Never;
  return config;
}

void mlir::zero::populateZeroToRuntimeConversionPatterns(
    const TypeConverter &typeConverter, RewritePatternSet &patterns,
    ZeroToRuntimeState &state) {
  MLIRContext *context = patterns.getContext();
  patterns.add<PartitionLowering, AllGatherLowering<AllGatherOp>,
               AllGatherLowering<AllGatherStartOp>,
               ReduceScatterLowering<ReduceScatterOp>,
               ReduceScatterLowering<ReduceScatterStartOp>,
               AllReduceLowering<AllReduceOp>,
               AllReduceLowering<AllReduceStartOp>, WaitLowering, FreeLowering>(
      typeConverter, context, state);
  populateTransferLoweringPatterns(typeConverter, patterns, state);
  populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(
      patterns, typeConverter);
  populateReturnOpTypeConversionPattern(patterns, typeConverter);
  patterns.add<CommQueryLowering<RankOp>>(
      typeConverter, context, state,
      [](OpBuilder &b, Location loc) { return step::rank(b, loc).value; });
  patterns.add<CommQueryLowering<WorldSizeOp>>(
      typeConverter, context, state, [](OpBuilder &b, Location loc) {
        return step::world_size(b, loc).value;
      });
}

/// Marks each result that returns an offloaded argument with
/// zero.store_result: after lowering it is the argument's store buffer,
/// which the deallocation hands back as itself.
static void markStoreResults(func::FuncOp func) {
  func.walk([&](func::ReturnOp ret) {
    for (OpOperand &operand : ret->getOpOperands()) {
      auto arg = dyn_cast<BlockArgument>(operand.get());
      if (arg && isa<OffloadedType>(arg.getType()) &&
          arg.getOwner() == &func.front())
        func.setResultAttr(operand.getOperandNumber(),
                           ZeroDialect::kStoreResultAttrName,
                           IntegerAttr::get(IntegerType::get(func.getContext(), 64),
                                            arg.getArgNumber()));
    }
  });
}

LogicalResult mlir::zero::convertZeroToRuntime(func::FuncOp func) {
  if (failed(checkZeroToRuntimePreconditions(func)))
    return failure();
  markStoreResults(func);
  ZeroToRuntimeState state;
  prepareZeroToRuntime(func, state);
  MLIRContext *context = func.getContext();
  ZeroToRuntimeTypeConverter typeConverter(context);
  RewritePatternSet patterns(context);
  populateZeroToRuntimeConversionPatterns(typeConverter, patterns, state);
  ConversionTarget target(*context);
  configureZeroToRuntimeTarget(target, typeConverter);
  return applyPartialConversion(func, target, std::move(patterns),
                                getZeroToRuntimeConversionConfig());
}
