//===- ZeroOps.h - zero dialect operations ----------------------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_IR_ZEROOPS_H
#define ZERO_DIALECT_ZERO_IR_ZEROOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"

#include <iterator>
#include <optional>

namespace mlir {
namespace zero {
class WaitOp;
namespace detail {
/// The verifier of every `_start`: its future is received by exactly one
/// `zero.wait` and used by nothing else.
LogicalResult verifyFutureWaitedOnce(Operation *op, Value future);
/// The `zero.wait` of the future `start` (a `_start` op) returns; null if
/// there is none.
WaitOp getWaitOfFuture(Operation *start);
} // namespace detail
} // namespace zero
} // namespace mlir

#include "zero/Dialect/Zero/IR/ZeroInterfaces.h.inc"

#define GET_OP_CLASSES
#include "zero/Dialect/Zero/IR/ZeroOps.h.inc"

namespace mlir {
namespace zero {

/// Every collective kind, in the order of their values.
constexpr CollectiveKind kCollectiveKinds[] = {CollectiveKind::AllGather,
                                               CollectiveKind::ReduceScatter,
                                               CollectiveKind::AllReduce};
constexpr size_t kNumCollectiveKinds = getMaxEnumValForCollectiveKind() + 1;
static_assert(std::size(kCollectiveKinds) == kNumCollectiveKinds);

/// Whether the transfers `a` and `b` touch overlapping elements of one
/// offloaded tensor and at least one writes them: their order must stay.
bool transfersConflict(TransferOpInterface a, TransferOpInterface b);

/// Builds the collective of `kind`, blocking or (`async`) its `_start`,
/// delivering values of `deliveredTypes` (an all_reduce's are its inputs'):
/// how passes turn one form into the other and merge collectives.
/// `reduction` is that of an all_reduce or reduce_scatter and unused for an
/// all_gather.
CollectiveOpInterface createCollective(OpBuilder &builder, Location loc,
                                       CollectiveKind kind, bool async,
                                       TypeRange deliveredTypes,
                                       std::optional<ReductionKind> reduction,
                                       ValueRange inputs, int64_t worldSize);

} // namespace zero
} // namespace mlir

#endif // ZERO_DIALECT_ZERO_IR_ZEROOPS_H
