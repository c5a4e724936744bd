//===- RuntimeCalls.h - building calls into the zero runtime ----*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Shared by the collective and GEMM lowerings of convert-zero-to-runtime.
// The values mirror runtime/include/zero/runtime/{comm,memory}.h: the
// compiler and the runtime must agree on them.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_CONVERSION_ZEROTORUNTIME_RUNTIMECALLS_H
#define ZERO_LIB_CONVERSION_ZEROTORUNTIME_RUNTIMECALLS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"

#include <optional>

namespace mlir {
namespace zero {

/// zero_rt_memory_category_t.
enum class MemoryCategory : int64_t {
  Params = 0,
  Grads = 1,
  OptimizerState = 2,
  Gathered = 3,
  Activations = 4,
};

/// zero_rt_dtype_t of `type`, if the runtime's collectives support it.
std::optional<int64_t> getRuntimeDtype(Type type);

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

/// The address of the first element of `memref` (aligned pointer plus
/// offset), as i64.
Value createAddress(OpBuilder &builder, Location loc, Value memref);

/// An index value as i64.
Value createIndexToI64(OpBuilder &builder, Location loc, Value index);

} // namespace zero
} // namespace mlir

#endif // ZERO_LIB_CONVERSION_ZEROTORUNTIME_RUNTIMECALLS_H
