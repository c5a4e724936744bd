//===- MemoryCategories.h - what the runtime counts a buffer as -*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// convert-zero-to-runtime brackets allocations with
// zero_rt_step_set_alloc_category so the runtime's accounting allocator
// counts them the way zero-memory-report does; the end-to-end tests compare
// the two byte for byte.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_CONVERSION_ZEROTORUNTIME_MEMORYCATEGORIES_H
#define ZERO_LIB_CONVERSION_ZEROTORUNTIME_MEMORYCATEGORIES_H

#include "RuntimeCalls.h"

#include "zero/Codegen/Bufferization/ViewChain.h"
#include "zero/Dialect/Zero/Analysis/StagePolicy.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"

namespace mlir {
namespace zero {

/// The buffers holding a gradient whose category depends on how ZeRO treats
/// gradients.
enum class GradientBuffer {
  /// A full local gradient: the output of an op marked `zero.grad_of`.
  Local,
  /// This rank's shard from a reduce_scatter (ZeRO reduce-scatters
  /// gradients).
  Shard,
  /// A gradient all-reduced into a new buffer (not in place).
  AllReduced,
};

/// The category of a gradient buffer under `policy`, as the ZeRO paper
/// counts gradient storage: what lives from the backward pass to the
/// update. Stages 0-1 keep full local gradients until then (a stage-1
/// reduce_scatter shard is consumed at once: transient, counted as
/// gathered); stages 2-3 reduce-scatter where the gradient is produced, so
/// the local gradient is transient and the shard is the storage.
MemoryCategory getGradientCategory(const StagePolicy &policy,
                                   GradientBuffer buffer);


/// The allocation `buffer` is a view of (or is), if any.
memref::AllocOp getRootAlloc(Value buffer);

/// Sets the runtime's allocation category to `category` just before
/// `alloc` and back to activations (the default) just after it.
void bracketAlloc(OpBuilder &builder, Operation *alloc,
                  MemoryCategory category);

} // namespace zero
} // namespace mlir

#endif // ZERO_LIB_CONVERSION_ZEROTORUNTIME_MEMORYCATEGORIES_H
