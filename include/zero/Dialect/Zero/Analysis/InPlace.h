//===- InPlace.h - the in-place all_reduce rule -----------------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// zero-memory-report predicts the peak on the tensor program and
// convert-zero-to-runtime decides the runtime's buffers on the bufferized
// one. Both ask this one rule whether an all_reduce writes its result over
// its input, so the predicted and the measured peak agree.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_ANALYSIS_INPLACE_H
#define ZERO_DIALECT_ZERO_ANALYSIS_INPLACE_H

#include "zero/Dialect/Zero/IR/ZeroOps.h"

#include "llvm/ADT/SmallVector.h"

namespace mlir {
namespace zero {

/// The storage an all_reduce's input lives in, as the caller's form of the
/// program models it (the report's buffers of the tensor program, or the
/// allocations of the bufferized one).
struct ReduceInputStorage {
  /// The op that creates the storage: the tensor op whose result first
  /// occupies it, or the `memref.alloc`. Null when the storage is a function
  /// argument, a view of other storage, or unknown: such input is never
  /// overwritten.
  Operation *creator = nullptr;
  /// Every value that denotes the storage or a view of it, the all_reduce's
  /// input included.
  SmallVector<Value> aliases;
};

/// Whether `allReduce` (a blocking `zero.all_reduce` or a
/// `zero.all_reduce_start`) may write its result into its input's storage
/// instead of a new buffer, as DDP all-reduces a gradient in place (a start
/// reduces in place, MPI_IN_PLACE, while it is in flight): it reduces one
/// tensor, the storage was created in `allReduce`'s block, and no op after
/// `allReduce` in that block uses any alias of the storage. `zero.free` is
/// not a use (it only marks the end of the lifetime); a use nested in a
/// region counts for its ancestor in the block; returning a value is a use
/// by the terminator; another collective's `_start` uses its input until its
/// `zero.wait` (the runtime sends from the input in place).
bool canAllReduceInPlace(Operation *allReduce,
                         const ReduceInputStorage &storage);

} // namespace zero
} // namespace mlir

#endif // ZERO_DIALECT_ZERO_ANALYSIS_INPLACE_H
