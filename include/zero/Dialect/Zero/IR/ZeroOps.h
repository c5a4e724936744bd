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

/// The ranks a collective or partition spans: `size` of them, all the job's
/// ranks when `stride` is empty, else one group of the split with that
/// stride (the dialect's "Rank groups").
struct RankGroup {
  int64_t size = 1;
  std::optional<uint64_t> stride;

  static RankGroup world(int64_t size) { return {size, std::nullopt}; }
  static RankGroup of(CollectiveOpInterface op) {
    return {op.getWorldSize(), op.getGroupStride()};
  }
  static RankGroup of(PartitionOp op) {
    return {static_cast<int64_t>(op.getWorldSize()), op.getGroupStride()};
  }
  /// The `group_stride` attribute the ops carry; null for every rank.
  IntegerAttr getStrideAttr(Builder &builder) const {
    return stride ? builder.getI64IntegerAttr(*stride) : IntegerAttr();
  }
  /// The distance between the group's first and one-past-last rank
  /// (size * stride): the block of consecutive ranks it lies in.
  int64_t getSpan() const {
    return size * static_cast<int64_t>(stride.value_or(1));
  }
  bool operator==(const RankGroup &other) const {
    return size == other.size && stride == other.stride;
  }
  bool operator!=(const RankGroup &other) const { return !(*this == other); }
};

/// Builds the collective of `kind`, blocking or (`async`) its `_start`,
/// delivering values of `deliveredTypes` (an all_reduce's are its inputs'):
/// how passes turn one form into the other and merge collectives.
/// `reduction` is that of an all_reduce or reduce_scatter and unused for an
/// all_gather; `quantize` that of an all_gather or reduce_scatter.
CollectiveOpInterface createCollective(OpBuilder &builder, Location loc,
                                       CollectiveKind kind, bool async,
                                       TypeRange deliveredTypes,
                                       std::optional<ReductionKind> reduction,
                                       ValueRange inputs, RankGroup group,
                                       QuantizeAttr quantize = {});

} // namespace zero
} // namespace mlir

#endif // ZERO_DIALECT_ZERO_IR_ZEROOPS_H
