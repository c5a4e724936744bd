//===- GlobalMean.h - per-rank scalars data parallelism averages -*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// A loss that is a mean over the rows a mask keeps (cross-entropy's
// ignore_index) divides by a count that differs from rank to rank. The
// average of per-rank gradients is the global-batch gradient only if every
// rank divides by the same count, the global one over N: a frontend marks
// the op producing the per-rank count `zero.global_mean`, and zero-partition
// replaces it by its mean over the ranks (Design.md §2).
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_ANALYSIS_GLOBALMEAN_H
#define ZERO_DIALECT_ZERO_ANALYSIS_GLOBALMEAN_H

#include "zero/Dialect/Zero/Analysis/Contract.h"

namespace mlir {
namespace zero {

/// The results of ops marked `zero.global_mean` in the body of `contract`'s
/// function, in block order. Fails, naming the op, unless each is an
/// operation of the function's body (not nested in a region) and does not
/// depend on a param or opt_state argument: a collective the backward pass
/// does not see must carry no gradient. The dialect verifier has checked
/// the form (one 0-d float tensor result).
FailureOr<SmallVector<Value>> collectGlobalMeans(const StepContract &contract);

} // namespace zero
} // namespace mlir

#endif // ZERO_DIALECT_ZERO_ANALYSIS_GLOBALMEAN_H
