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

/// The store-backed buffer's view the transfer `op` reads or writes.
Value createStoreView(OpBuilder &b, Location loc, TransferOpInterface op,
                      Value storeBuffer) {
  return createFlatView(b, loc, storeBuffer, op.getOffset(),
                        op.getChunkType().getNumElements());
}

/// zero.fetch and zero.fetch_start: a chunk buffer counted as the
/// referenced state, then zero_rt_step_store_read[_start].
template <typename OpTy>
struct FetchLowering : public OpConversionPattern<OpTy> {
  FetchLowering(const TypeConverter &typeConverter, MLIRContext *context,
                ZeroToRuntimeState &state)
      : OpConversionPattern<OpTy>(typeConverter, context), state(state) {}

  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto transfer = cast<TransferOpInterface>(op.getOperation());
    RankedTensorType chunkType = transfer.getChunkType();
    std::optional<zero_rt_dtype_t> dtype = getDtype(chunkType);
    if (!dtype || !isa<MemRefType>(adaptor.getReference().getType()))
      return rewriter.notifyMatchFailure(
          op, "not a store-backed buffer of a runtime dtype");
    MemoryCategory category = state.paramFetches.contains(op)
                                  ? MemoryCategory::Params
                                  : MemoryCategory::OptimizerState;
    CollectiveOutputs out;
    out.types.push_back(chunkType);
    out.buffer = allocate(
        rewriter, loc,
        MemRefType::get(chunkType.getShape(), chunkType.getElementType()),
        category);
    out.storeTransfer = true;
    step::Dtype dtypeArg = createDtype(rewriter, loc, *dtype);
    step::Address src = createAddress(
        rewriter, loc,
        createStoreView(rewriter, loc, transfer, adaptor.getReference()));
    step::Address dst = createAddress(rewriter, loc, out.buffer);
    step::Count count = createCount(rewriter, loc, chunkType.getNumElements());
    if (transfer.isAsync()) {
      step::Handle handle =
          step::store_read_start(rewriter, loc, dtypeArg, src, dst, count);
      state.pending[handle.value] = out;
      rewriter.replaceOp(op, handle.value);
      return success();
    }
    step::store_read(rewriter, loc, dtypeArg, src, dst, count);
    rewriter.replaceOp(op, createResultTensors(rewriter, loc, out));
    return success();
  }

  ZeroToRuntimeState &state;
};

/// zero.writeback and zero.writeback_start: zero_rt_step_store_write[_start]
/// from the chunk's contiguous buffer.
template <typename OpTy>
struct WritebackLowering : public OpConversionPattern<OpTy> {
  WritebackLowering(const TypeConverter &typeConverter, MLIRContext *context,
                    ZeroToRuntimeState &state)
      : OpConversionPattern<OpTy>(typeConverter, context), state(state) {}

  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto transfer = cast<TransferOpInterface>(op.getOperation());
    RankedTensorType chunkType = transfer.getChunkType();
    std::optional<zero_rt_dtype_t> dtype = getDtype(chunkType);
    if (!dtype || !isa<MemRefType>(adaptor.getReference().getType()))
      return rewriter.notifyMatchFailure(
          op, "not a store-backed buffer of a runtime dtype");
    FailureOr<Value> chunk = getInputBuffer(rewriter, loc, adaptor.getChunk());
    if (failed(chunk))
      return rewriter.notifyMatchFailure(op, "the chunk is not bufferized");
    step::Dtype dtypeArg = createDtype(rewriter, loc, *dtype);
    step::Address src = createAddress(rewriter, loc, *chunk);
    step::Address dst = createAddress(
        rewriter, loc,
        createStoreView(rewriter, loc, transfer, adaptor.getReference()));
    step::Count count = createCount(rewriter, loc, chunkType.getNumElements());
    if (transfer.isAsync()) {
      step::Handle handle =
          step::store_write_start(rewriter, loc, dtypeArg, src, dst, count);
      CollectiveOutputs none;
      none.storeTransfer = true;
      state.pending[handle.value] = none;
      rewriter.replaceOp(op, handle.value);
      return success();
    }
    step::store_write(rewriter, loc, dtypeArg, src, dst, count);
    rewriter.eraseOp(op);
    return success();
  }

  ZeroToRuntimeState &state;
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
