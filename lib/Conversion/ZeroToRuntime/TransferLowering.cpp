//===- TransferLowering.cpp - store transfers to runtime calls ------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// An offloaded argument `!zero.offloaded<T, store>` is, after lowering, the
// row-major buffer of T that the driver allocated in the installed store
// (zero_rt_store_alloc): memory the driver may address directly, which the
// compiled step touches only through the store's transfer calls, so a file
// store moves real bytes through the file. A chunk at `offset` is the flat
// view of that buffer from `offset`.
//
//   zero.fetch       -> a new chunk buffer (params or optimizer state) and
//                       zero_rt_step_store_read(dtype, view, chunk, count)
//   zero.writeback   -> zero_rt_step_store_write(dtype, chunk, view, count)
//   the `_start`s    -> the `_start` calls; their zero.wait becomes
//                       zero_rt_step_store_wait(handle)
//
// The handle derives from the chunk's address, so the deallocation keeps a
// chunk alive until the wait of its transfer (LastUse.h).
//
//===----------------------------------------------------------------------===//

#include "LoweringBuffers.h"
#include "MemoryCategories.h"
#include "TransferLowering.h"

#include "zero/Dialect/Zero/IR/ZeroOps.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"

using namespace mlir;
using namespace mlir::zero;

namespace {

/// A transfer pattern: the state the zero-to-runtime patterns share, and
/// what both transfers do around their own part.
template <typename OpTy>
struct TransferPattern : public OpConversionPattern<OpTy> {
  TransferPattern(const TypeConverter &typeConverter, MLIRContext *context,
                  ZeroToRuntimeState &state)
      : OpConversionPattern<OpTy>(typeConverter, context), state(state) {}

  /// The runtime dtype of `op`'s chunk, if its reference was converted to
  /// a store-backed buffer (the preconditions report the other cases).
  static std::optional<zero_rt_dtype_t> getChunkDtype(OpTy op,
                                                      Value storeBuffer) {
    if (!isa<MemRefType>(storeBuffer.getType()))
      return std::nullopt;
    return getDtype(
        cast<TransferOpInterface>(op.getOperation()).getChunkType());
  }

  /// What a chunk buffer of `op` is counted as: the state it moves.
  MemoryCategory getCategory(OpTy op) const {
    return state.paramTransfers.contains(op) ? MemoryCategory::Params
                                             : MemoryCategory::OptimizerState;
  }

  /// The address of the chunk's elements in the store-backed buffer.
  static step::Address getStoreAddress(OpBuilder &b, OpTy op,
                                       Value storeBuffer) {
    auto transfer = cast<TransferOpInterface>(op.getOperation());
    Value view =
        createFlatView(b, op.getLoc(), storeBuffer, transfer.getOffset(),
                       transfer.getChunkType().getNumElements());
    return createAddress(b, op.getLoc(), view);
  }

  /// Calls `start` for a `_start` (its handle replaces the future; `outputs`
  /// wait for the zero.wait) or `blocking`, which then replaces the op by
  /// `outputs`' tensors (none for a writeback).
  template <typename Blocking, typename Start>
  void emitCall(OpTy op, ConversionPatternRewriter &rewriter,
                const Blocking &blocking, const Start &start,
                CollectiveOutputs outputs, step::Dtype dtype,
                step::Address src, step::Address dst) const {
    Location loc = op.getLoc();
    auto transfer = cast<TransferOpInterface>(op.getOperation());
    step::Count count =
        createCount(rewriter, loc, transfer.getChunkType().getNumElements());
    outputs.storeTransfer = true;
    if (transfer.isAsync()) {
      step::Handle handle = start(rewriter, loc, dtype, src, dst, count);
      state.pending[handle.value] = outputs;
      rewriter.replaceOp(op, handle.value);
      return;
    }
    blocking(rewriter, loc, dtype, src, dst, count);
    rewriter.replaceOp(op, createResultTensors(rewriter, loc, outputs));
  }

  ZeroToRuntimeState &state;
};

/// zero.fetch and zero.fetch_start: a chunk buffer counted as the
/// referenced state, then zero_rt_step_store_read[_start].
template <typename OpTy> struct FetchLowering : public TransferPattern<OpTy> {
  using TransferPattern<OpTy>::TransferPattern;

  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::optional<zero_rt_dtype_t> dtype =
        this->getChunkDtype(op, adaptor.getReference());
    if (!dtype)
      return rewriter.notifyMatchFailure(
          op, "not a store-backed buffer of a runtime dtype");
    Location loc = op.getLoc();
    RankedTensorType chunkType =
        cast<TransferOpInterface>(op.getOperation()).getChunkType();
    CollectiveOutputs out;
    out.types.push_back(chunkType);
    out.buffer = allocate(
        rewriter, loc,
        MemRefType::get(chunkType.getShape(), chunkType.getElementType()),
        this->getCategory(op));
    step::Dtype dtypeArg = createDtype(rewriter, loc, *dtype);
    step::Address src =
        this->getStoreAddress(rewriter, op, adaptor.getReference());
    step::Address dst = createAddress(rewriter, loc, out.buffer);
    this->emitCall(op, rewriter, step::store_read, step::store_read_start, out,
                   dtypeArg, src, dst);
    return success();
  }
};

/// zero.writeback and zero.writeback_start: zero_rt_step_store_write[_start]
/// from the chunk's contiguous buffer.
template <typename OpTy>
struct WritebackLowering : public TransferPattern<OpTy> {
  using TransferPattern<OpTy>::TransferPattern;

  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::optional<zero_rt_dtype_t> dtype =
        this->getChunkDtype(op, adaptor.getReference());
    if (!dtype)
      return rewriter.notifyMatchFailure(
          op, "not a store-backed buffer of a runtime dtype");
    Location loc = op.getLoc();
    FailureOr<Value> chunk = getInputBuffer(rewriter, loc, adaptor.getChunk());
    if (failed(chunk))
      return rewriter.notifyMatchFailure(op, "the chunk is not bufferized");
    // An op before the wait may write the chunk's buffer: the runtime
    // reads a copy of its own (freed after the wait, like the chunk).
    if (this->state.stagedStarts.contains(op)) {
      auto type = cast<MemRefType>(chunk->getType());
      Value copy = allocate(rewriter, loc, type, this->getCategory(op));
      memref::CopyOp::create(rewriter, loc, *chunk, copy);
      chunk = copy;
    }
    step::Dtype dtypeArg = createDtype(rewriter, loc, *dtype);
    step::Address src = createAddress(rewriter, loc, *chunk);
    step::Address dst =
        this->getStoreAddress(rewriter, op, adaptor.getReference());
    this->emitCall(op, rewriter, step::store_write, step::store_write_start,
                   CollectiveOutputs(), dtypeArg, src, dst);
    return success();
  }
};

} // namespace

void mlir::zero::populateTransferLoweringPatterns(
    const TypeConverter &typeConverter, RewritePatternSet &patterns,
    ZeroToRuntimeState &state) {
  patterns.add<FetchLowering<FetchOp>, FetchLowering<FetchStartOp>,
               WritebackLowering<WritebackOp>,
               WritebackLowering<WritebackStartOp>>(
      typeConverter, patterns.getContext(), state);
}
