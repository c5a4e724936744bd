//===- ZeroDialect.h - zero dialect declaration -----------------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_IR_ZERODIALECT_H
#define ZERO_DIALECT_ZERO_IR_ZERODIALECT_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <optional>

namespace mlir {
namespace zero {

/// The network shared by all ranks; collectives read and write it.
struct CommResource : public SideEffects::Resource::Base<CommResource> {
  llvm::StringRef getName() final { return "zero::Comm"; }
};

/// The stores offloaded tensors live in; fetches read them, writebacks write
/// them.
struct StoreResource : public SideEffects::Resource::Base<StoreResource> {
  llvm::StringRef getName() final { return "zero::Store"; }
};

/// The largest world size zero partitions for: ranks are MPI ranks, and MPI
/// counts them in an int.
constexpr int64_t kMaxWorldSize = 2147483647;

/// Number of elements of a statically shaped type, or nullopt where the
/// count does not fit in int64 (ShapedType::getNumElements wraps there).
std::optional<int64_t> getCheckedNumElements(ShapedType type);

/// Total number of elements of the statically shaped tensors in `types`, or
/// nullopt where it does not fit in int64.
std::optional<int64_t> getCheckedTotalElements(TypeRange types);

/// Number of elements of one rank's shard of a bucket of `numElements`
/// elements over `worldSize` ranks: ceil(numElements / worldSize).
int64_t getShardNumElements(int64_t numElements, int64_t worldSize);

/// Total number of elements of the statically shaped tensors in `types`.
int64_t getNumElements(TypeRange types);

/// The 1-D shard type of a bucket of `numElements` elements of `elementType`.
RankedTensorType getShardType(int64_t numElements, Type elementType,
                              int64_t worldSize);

} // namespace zero
} // namespace mlir

#include "zero/Dialect/Zero/IR/ZeroEnums.h.inc"
#include "zero/Dialect/Zero/IR/ZeroOpsDialect.h.inc"

#define GET_TYPEDEF_CLASSES
#include "zero/Dialect/Zero/IR/ZeroOpsTypes.h.inc"

#define GET_ATTRDEF_CLASSES
#include "zero/Dialect/Zero/IR/ZeroAttrs.h.inc"

#endif // ZERO_DIALECT_ZERO_IR_ZERODIALECT_H
