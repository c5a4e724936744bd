//===- TensorBytes.h - byte sizes and their int64 bound ---------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// The byte size of a tensor, and the check that every byte count the memory
// model and the reports compute for a function fits in int64.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_ANALYSIS_TENSORBYTES_H
#define ZERO_DIALECT_ZERO_ANALYSIS_TENSORBYTES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <optional>

namespace mlir {
namespace zero {

/// Bytes of one element of `type` (bit width rounded up to bytes; index is 8).
int64_t getElementBytes(Type type);

/// Bytes of a statically shaped tensor type; 0 for any other type.
int64_t getTensorBytes(Type type);

/// Bytes of a statically shaped tensor type, or nullopt where its element
/// count or byte size does not fit in int64.
std::optional<int64_t> getCheckedTensorBytes(Type type);

/// Checks that every byte count the memory model and the reports compute for
/// `func` fits in int64, so that none of them can wrap: every tensor's byte
/// size, and the sum of all of them together with what the collectives
/// allocate (pack and unpack buffers) and send (ring bytes) and the chunks
/// transfers move (an offloaded argument counts as its tensor). Each count a
/// report prints (param, gradient, optimizer-state, model-state, offloaded,
/// peak, transfer and comm bytes) is part of that sum. Emits an error naming the tensor type or
/// the op at which a count stops fitting.
LogicalResult verifyByteCountsFit(func::FuncOp func);

} // namespace zero
} // namespace mlir

#endif // ZERO_DIALECT_ZERO_ANALYSIS_TENSORBYTES_H
