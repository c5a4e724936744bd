//===- ZeroToRuntime.h - zero ops to runtime calls --------------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// The dialect-conversion patterns of convert-zero-to-runtime, for pipelines
// that run them in their own conversion. They work on a function that
// one-shot-bufferize{allow-unknown-ops} left with zero ops on tensors
// bridged by bufferization.to_tensor / to_buffer. convertZeroToRuntime runs
// the whole conversion of one function; a pipeline that adds patterns of
// its own repeats its steps (check, prepare, populate, configure, apply with
// getZeroToRuntimeConversionConfig).
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_CONVERSION_ZEROTORUNTIME_ZEROTORUNTIME_H
#define ZERO_CONVERSION_ZEROTORUNTIME_ZEROTORUNTIME_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Transforms/DialectConversion.h"

#include "zero/runtime/comm.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

namespace mlir {
namespace zero {

/// zero_rt_dtype_t of element type `type`, if the runtime's collectives and
/// drivers can pass it.
std::optional<zero_rt_dtype_t> getRuntimeDtype(Type type);

/// Converts `!zero.future<...>` to the runtime's request handle (i64, what
/// `zero_rt_step_*_start` returns and `zero_rt_step_wait` or
/// `zero_rt_step_store_wait` takes) and `!zero.offloaded<T, store>` to the
/// row-major buffer of T that the driver allocated in the store; every
/// other type stays as it is.
class ZeroToRuntimeTypeConverter : public TypeConverter {
public:
  explicit ZeroToRuntimeTypeConverter(MLIRContext *context);
};

/// Where a collective's results live: one buffer of the result's shape, or,
/// for a bucket of several tensors, one flat buffer the results are
/// row-major views of.
struct CollectiveOutputs {
  Value buffer;
  SmallVector<Type> types;
  /// A grouped all_gather's receive buffer: every rank's packed shards,
  /// rank-major, unpacked into `buffer` once the collective completed.
  Value rankMajor;
  int64_t worldSize = 1;
  /// A store transfer's (fetch_start, writeback_start): its wait is
  /// zero_rt_step_store_wait. A writeback has no outputs.
  bool storeTransfer = false;
};

/// What the patterns share within one function's conversion. The decisions
/// are made before rewriting because during a conversion patterns see the
/// original uses of replaced values, not the final ones.
struct ZeroToRuntimeState {
  /// Allocations holding local gradients (inits of ops marked
  /// `zero.grad_of`), found by prepareZeroToRuntime.
  llvm::DenseSet<Operation *> gradientAllocs;
  /// All_reduces (blocking or `_start`) that write their result over their
  /// input, decided by prepareZeroToRuntime (canAllReduceInPlace).
  llvm::DenseSet<Operation *> inPlaceAllReduces;
  /// Reduce_scatters (blocking or `_start`) whose shard is only added into
  /// another reduce-scattered shard (gradient accumulation's running shard,
  /// written in place): their result is a receive buffer that dies at the
  /// addition, counted as transient rather than as a second gradient; and
  /// reduce_scatters whose result only feeds reduce_scatters (the first hop
  /// of one in two).
  llvm::DenseSet<Operation *> receiveReduceScatters;
  /// Starts whose input the runtime cannot send from in place, because an
  /// op before the wait may write it (prepareZeroToRuntime): the lowering
  /// copies the input into a buffer of its own, counted as gathered (a
  /// writeback_start's chunk: as the state it writes). zero's own pipelines
  /// never produce one (their ops write fresh buffers), and
  /// zero-memory-report does not count the copy.
  llvm::DenseSet<Operation *> stagedStarts;
  /// Transfers (fetch or writeback, blocking or `_start`) of a parameter
  /// shard: the chunk a fetch allocates (or a writeback_start stages) is
  /// counted as params, any other as optimizer state.
  llvm::DenseSet<Operation *> paramTransfers;
  /// Result buffers of started collectives, by the runtime handle their
  /// `_start` call returned, until the zero.wait pattern uses them.
  llvm::DenseMap<Value, CollectiveOutputs> pending;
};

/// Emits an error naming the value, the expected and the actual form for
/// each zero op in `func` the patterns cannot lower (unsupported element
/// type, operand not bridged from a buffer, wait on a future no `_start`
/// produced); fails if there was any.
LogicalResult checkZeroToRuntimePreconditions(func::FuncOp func);

/// Brackets the allocations of local gradients with the runtime's
/// allocation-category calls and records them and the in-place all_reduces
/// of `func` in `state`. Run once per function before the conversion.
void prepareZeroToRuntime(func::FuncOp func, ZeroToRuntimeState &state);

/// Makes the zero dialect illegal, a function or return whose types
/// `typeConverter` converts (an offloaded argument) illegal, and what the
/// patterns emit legal.
void configureZeroToRuntimeTarget(ConversionTarget &target,
                                  const TypeConverter &typeConverter);

/// The conversion's configuration: no folding, since a folded zero op would
/// skip its runtime call and its memory accounting.
ConversionConfig getZeroToRuntimeConversionConfig();

/// Adds one pattern per zero op family (partition, all_gather(+_start),
/// reduce_scatter(+_start), all_reduce(+_start), fetch(+_start),
/// writeback(+_start), wait, free, rank and world_size), each rewriting its
/// ops into calls of the runtime ABI
/// (runtime/include/zero/runtime/step_abi.h) on freshly allocated,
/// category-bracketed result buffers, plus the conversion of the function's
/// signature and returns (an offloaded argument becomes its store-backed
/// buffer). `state` must outlive the conversion.
void populateZeroToRuntimeConversionPatterns(const TypeConverter &typeConverter,
                                             RewritePatternSet &patterns,
                                             ZeroToRuntimeState &state);

/// Lowers every zero op of `func` to runtime calls: checks the
/// preconditions, prepares the state and applies the patterns.
LogicalResult convertZeroToRuntime(func::FuncOp func);

} // namespace zero
} // namespace mlir

#endif // ZERO_CONVERSION_ZEROTORUNTIME_ZEROTORUNTIME_H
