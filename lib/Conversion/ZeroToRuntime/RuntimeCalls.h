//===- RuntimeCalls.h - typed calls into the zero runtime -------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Shared by the collective, GEMM and memory-category lowerings of
// convert-zero-to-runtime. Every call they emit is built here from the
// runtime's step ABI table (runtime/include/zero/runtime/step_abi.def): one
// builder per ABI function, one parameter per ABI argument, a distinct type
// per argument kind, so a missing, extra or misplaced argument of another
// kind does not compile, and the callee's func.func declaration comes from
// the same table. Enum values the calls pass come from the runtime's own
// public headers (declarations only: the compiler does not link the
// runtime), so the two cannot drift apart.
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

#include <array>
#include <type_traits>

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

namespace step {

/// The argument kinds of step_abi.def, each an i64 value of its own type.
struct Address { Value value; };
struct Count { Value value; };
struct Dtype { Value value; };
struct Reduction { Value value; };
struct Category { Value value; };
struct Handle { Value value; };
struct Flag { Value value; };
struct Extent { Value value; };
struct Stride { Value value; };
struct Rank { Value value; };
struct WorldSize { Value value; };
struct GroupStride { Value value; };
struct Bits { Value value; };
struct Scale { Value value; };

/// Emits `name(args...)` (all i64), declaring `name` private in the module
/// of the insertion point on first use; returns the i64 result if
/// `hasResult`.
Value emitCall(OpBuilder &builder, Location loc, StringRef name,
               ArrayRef<Value> args, bool hasResult);

template <typename Signature> class Function;

/// One function of the step ABI: calling it with a builder, a location and
/// one value per ABI argument emits the call at the insertion point. Build
/// the arguments before the call, one statement each: C++ evaluates call
/// arguments in no fixed order, and the ops they create would follow it.
template <typename Result, typename... Params>
class Function<Result(Params...)> {
public:
  constexpr explicit Function(StringLiteral name) : name(name) {}

  Result operator()(OpBuilder &builder, Location loc, Params... args) const {
    std::array<Value, sizeof...(Params)> values = {args.value...};
    Value result = emitCall(builder, loc, name, values,
                            /*hasResult=*/!std::is_void_v<Result>);
    if constexpr (!std::is_void_v<Result>)
      return Result{result};
  }

private:
  StringLiteral name;
};

// step::rank, step::all_gather, ..., step::set_alloc_category.
#define ZERO_RT_ARG(kind, name) kind
#define ZERO_RT_RET(kind) kind
#define ZERO_RT_STEP_ABI(result, name, params)                                 \
  inline constexpr Function<result params> name("zero_rt_step_" #name);
#include "zero/runtime/step_abi.def"

} // namespace step

/// An i64 constant.
Value createI64(OpBuilder &builder, Location loc, int64_t value);

/// An index value as i64.
Value createIndexToI64(OpBuilder &builder, Location loc, Value index);

/// The address of the first element of `memref` (aligned pointer plus
/// offset).
step::Address createAddress(OpBuilder &builder, Location loc, Value memref);

/// The i64 constants of an element count, a dtype, a reduction and a memory
/// category.
step::Count createCount(OpBuilder &builder, Location loc, int64_t count);
step::Dtype createDtype(OpBuilder &builder, Location loc,
                        zero_rt_dtype_t dtype);
step::Reduction createReduction(OpBuilder &builder, Location loc,
                                ReductionKind kind);
step::Category createCategory(OpBuilder &builder, Location loc,
                              MemoryCategory category);

/// The two trailing arguments of a collective or partition call: the ranks
/// `group` spans, its stride (0: every rank).
std::pair<step::WorldSize, step::GroupStride>
createRankGroup(OpBuilder &builder, Location loc, RankGroup group);

/// The two trailing arguments of a quantized collective's call: the bits of
/// a value and the elements per scale.
std::pair<step::Bits, step::Count>
createQuantize(OpBuilder &builder, Location loc, QuantizeAttr quantize);

} // namespace zero
} // namespace mlir

#endif // ZERO_LIB_CONVERSION_ZEROTORUNTIME_RUNTIMECALLS_H
