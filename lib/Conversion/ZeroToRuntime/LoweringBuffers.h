//===- LoweringBuffers.h - buffers of the zero-to-runtime patterns -*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// The buffers the collective and transfer lowerings hand to the runtime:
// the buffer behind a bufferized tensor operand, contiguous copies, views
// of flat buffers, category-counted allocations and the tensors that
// replace an op's results.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_CONVERSION_ZEROTORUNTIME_LOWERINGBUFFERS_H
#define ZERO_LIB_CONVERSION_ZEROTORUNTIME_LOWERINGBUFFERS_H

#include "RuntimeCalls.h"

#include "zero/Conversion/ZeroToRuntime/ZeroToRuntime.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"

namespace mlir {
namespace zero {

/// The runtime's dtype of `tensorType`'s elements, if it has one
/// (checkZeroToRuntimePreconditions reports the types it lacks).
std::optional<zero_rt_dtype_t> getDtype(Type tensorType);

/// A view of `count` elements of the flat `buffer` from `offset`, shaped
/// like `tensorType` (row-major).
Value createView(OpBuilder &b, Location loc, Value buffer, int64_t offset,
                 RankedTensorType tensorType);

/// The buffer a (converted) tensor operand was made from, looking through
/// to_tensor.
Value getSourceBuffer(Value tensor);

/// The contiguous buffer the runtime reads `tensor` from: its own buffer,
/// or a copy of a strided view.
FailureOr<Value> getInputBuffer(OpBuilder &b, Location loc, Value tensor);

/// An allocation counted under `category`.
Value allocate(OpBuilder &b, Location loc, MemRefType type,
               MemoryCategory category);

/// The tensors that replace a collective's results: its buffer, or views of
/// the flat buffer of a bucket.
SmallVector<Value> createResultTensors(OpBuilder &b, Location loc,
                                       const CollectiveOutputs &outputs);

/// A flat 1-D view of `count` elements of `buffer` from `offset`.
Value createFlatView(OpBuilder &b, Location loc, Value buffer, int64_t offset,
                     int64_t count);

} // namespace zero
} // namespace mlir

#endif // ZERO_LIB_CONVERSION_ZEROTORUNTIME_LOWERINGBUFFERS_H
