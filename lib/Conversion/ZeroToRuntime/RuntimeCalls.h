//===- RuntimeCalls.h - building calls into the zero runtime ----*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Shared by the collective and GEMM lowerings of convert-zero-to-runtime.
// Enum values the calls pass come from the runtime's own public headers
// (declarations only: the compiler does not link the runtime), so the two
// cannot drift apart.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_CONVERSION_ZEROTORUNTIME_RUNTIMECALLS_H
#define ZERO_LIB_CONVERSION_ZEROTORUNTIME_RUNTIMECALLS_H

#include "zero/Conversion/ZeroToRuntime/ZeroToRuntime.h"
#include "zero/Dialect/Zero/IR/ZeroOps.h"
#include "zero/runtime/comm.h"
#include "zero/runtime/memory.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"

#include <optional>

namespace mlir {
namespace zero {

/// What the runtime's accounting allocator counts an allocation as
/// (zero_rt_memory_category_t, passed to zero_rt_step_set_alloc_category).
enum class MemoryCategory : int64_t {
  Params = ZERO_RT_MEMORY_PARAMS,
  Grads = ZERO_RT_MEMORY_GRADS,
  OptimizerState = ZERO_RT_MEMORY_OPTIMIZER_STATE,
  Gathered = ZERO_RT_MEMORY_GATHERED,
  Activations = ZERO_RT_MEMORY_ACTIVATIONS,
  Buffers = ZERO_RT_MEMORY_BUFFERS,
};

/// zero_rt_reduction_t of `kind` (the same value: checked where defined).
zero_rt_reduction_t getRuntimeReduction(ReductionKind kind);

/// Bit width of the handle a `zero_rt_step_*_start` call returns and
/// zero_rt_step_wait takes: what `!zero.future<...>` lowers to.
constexpr unsigned kRuntimeHandleBitWidth = 64;

/// Declares runtime functions in a module on first use and calls them. Every
/// argument and result is i64 (step_abi.h).
class RuntimeCalls {
public:
  explicit RuntimeCalls(ModuleOp module) : module(module) {}

  /// Calls `name(args...)`; returns its i64 result if `hasResult`.
  Value call(OpBuilder &builder, Location loc, StringRef name,
             ValueRange args, bool hasResult = false);

private:
  ModuleOp module;
};

/// An i64 constant.
Value createI64(OpBuilder &builder, Location loc, int64_t value);

/// The i64 constant of a memory category.
Value createCategory(OpBuilder &builder, Location loc, MemoryCategory category);

/// The address of the first element of `memref` (aligned pointer plus
/// offset), as i64.
Value createAddress(OpBuilder &builder, Location loc, Value memref);

/// An index value as i64.
Value createIndexToI64(OpBuilder &builder, Location loc, Value index);

} // namespace zero
} // namespace mlir

#endif // ZERO_LIB_CONVERSION_ZEROTORUNTIME_RUNTIMECALLS_H
