//===- IndexRange.h - what an integer argument may index --------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// An integer batch argument of a step usually indexes a table (token ids
// into an embedding, class ids into the logits). A value outside the table
// reads outside its buffer: garbage or a crash. zero-trace records the valid
// values as `zero.range`; a hand-written step has none, so the range is
// derived from the step itself: the argument's values, followed through
// value-preserving ops (reshapes and slices of the tensor, linalg block
// arguments, tensor.extract of an element, integer/index casts), used as the
// index of a tensor.extract or tensor.insert into a dimension of static size
// d, may only lie in [0, d). Indexes computed by other arithmetic are not
// followed (they give no range).
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_ANALYSIS_INDEXRANGE_H
#define ZERO_DIALECT_ZERO_ANALYSIS_INDEXRANGE_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <cstdint>
#include <optional>
#include <string>

namespace mlir {
namespace zero {

/// The values [0, hi) an argument may hold because it indexes a dimension
/// of size hi, and which one (for messages).
struct IndexRange {
  int64_t hi = 0;
  /// E.g. "it indexes dimension 0 (size 6) of argument #0 ('emb')".
  std::string source;
};

/// The range of `func`'s argument `argIndex` derived from the dimensions it
/// indexes (the smallest of them); none when it indexes none (see above).
std::optional<IndexRange> deriveIndexRange(func::FuncOp func,
                                           unsigned argIndex);

} // namespace zero
} // namespace mlir

#endif // ZERO_DIALECT_ZERO_ANALYSIS_INDEXRANGE_H
