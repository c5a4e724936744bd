//===- TensorBuilder.h - index-notation helpers over linalg -----*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Every forward and backward op of zero-trace is written in index notation
// ("nc,c->nc") and becomes one linalg.generic (or linalg.matmul / linalg.fill)
// on tensors. Storage element type and accumulation type are separate so that
// bf16 activations are computed and reduced in f32 inside each op.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_TRACE_TENSORBUILDER_H
#define ZERO_TRACE_TENSORBUILDER_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <functional>

namespace mlir {
namespace zero {
namespace trace {

/// Scalar arithmetic inside a linalg body, all in one float type.
class ScalarBuilder {
public:
  ScalarBuilder(OpBuilder &b, Location loc, Type type)
      : b(b), loc(loc), type(type) {}

  Value c(double v) const;
  Value add(Value x, Value y) const;
  Value sub(Value x, Value y) const;
  Value mul(Value x, Value y) const;
  Value div(Value x, Value y) const;
  Value neg(Value x) const;
  Value max(Value x, Value y) const;
  Value min(Value x, Value y) const;
  Value exp(Value x) const;
  Value log(Value x) const;
  Value tanh(Value x) const;
  Value sqrt(Value x) const;
  Value rsqrt(Value x) const;
  Value pow(Value x, Value y) const;
  /// `cond ? x : y` where cond is an i1.
  Value select(Value cond, Value x, Value y) const;
  /// i1 `x > y` (ordered) for floats.
  Value gt(Value x, Value y) const;
  /// i1 comparison of two index values.
  Value cmpIndex(int predicate, Value x, Value y) const;
  /// A scalar of another float type (a loaded bf16, say) in this type.
  Value fromStorage(Value x) const;
  /// Index value of an integer scalar.
  Value toIndex(Value x) const;

  OpBuilder &b;
  Location loc;
  Type type;
};

/// Body of a generic: receives the input and output block arguments (floats
/// already converted to the accumulation type) and an accessor for the loop
/// index named by a letter of the spec; returns one value per output, in the
/// accumulation type.
using IndexFn = std::function<Value(char)>;
using BodyFn = std::function<SmallVector<Value>(ScalarBuilder &, ValueRange,
                                                const IndexFn &)>;
/// Elementwise body: inputs only, one result.
using MapFn = std::function<Value(ScalarBuilder &, ValueRange)>;
/// Reduction body: inputs and the running accumulator, one result.
using ReduceFn = std::function<Value(ScalarBuilder &, ValueRange, Value)>;

/// Builds linalg on tensors for one function body.
class TensorBuilder {
public:
  /// `elt` is the storage type of activations and parameters, `acc` the type
  /// reductions and elementwise math run in (f32 for bf16 storage).
  TensorBuilder(OpBuilder &b, Location loc, Type elt, Type acc)
      : b(b), loc(loc), elt(elt), acc(acc) {}

  static SmallVector<int64_t> shapeOf(Value v);
  RankedTensorType type(ArrayRef<int64_t> shape, Type e) const {
    return RankedTensorType::get(shape, e);
  }

  /// tensor.empty of the given shape and element type.
  Value empty(ArrayRef<int64_t> shape, Type e);
  /// linalg.fill of a constant.
  Value full(ArrayRef<int64_t> shape, Type e, double v);

  /// One linalg.generic from an index-notation spec such as "nc,c->nc" or
  /// "nc->n". Loop order: output letters first, then reduction letters. Rank-0
  /// operands are written as an empty term (",nc->nc").
  SmallVector<Value> generic(StringRef spec, ValueRange ins, ValueRange inits,
                             const BodyFn &fn);

  /// Elementwise/broadcasting map into a new tensor of `shape` and element
  /// type `outElt` (default: elt).
  Value map(ArrayRef<int64_t> shape, StringRef spec, ValueRange ins,
            const MapFn &fn, Type outElt = {});
  /// Like map, with access to loop indices (for masks and one-hot compares).
  Value mapIndexed(ArrayRef<int64_t> shape, StringRef spec, ValueRange ins,
                   const std::function<Value(ScalarBuilder &, ValueRange,
                                             const IndexFn &)> &fn,
                   Type outElt = {});
  /// Reduction into a fresh accumulator initialised to `init`; the result has
  /// element type `outElt` (default: acc) and the shape of the output letters.
  Value reduce(StringRef spec, ValueRange ins, double init, const ReduceFn &fn,
               Type outElt = {});
  Value reduceIndexed(StringRef spec, ValueRange ins, double init,
                      const std::function<Value(ScalarBuilder &, ValueRange,
                                                Value, const IndexFn &)> &fn,
                      Type outElt = {});

  /// Sum, max over the letters missing from the output.
  Value sum(StringRef spec, Value x);
  Value max(StringRef spec, Value x);
  /// Contraction of two operands ("bihd,bjhd->bhij"), scaled, in acc type:
  /// one multiply-add linalg.generic over the operands as stored (in f32 a
  /// strided GEMM after lowering), then the scale as a map.
  Value einsum(StringRef spec, Value x, Value y, double scale = 1.0);
  /// 2-D matmul as linalg.matmul (optionally with transposed operands through
  /// its indexing maps), accumulated in acc and stored as elt.
  Value matmul(Value x, Value y, bool transX = false, bool transY = false);
  /// Elementwise x + y of equal shape.
  Value add(Value x, Value y);
  /// Converts a float tensor to element type `e` (no-op if already).
  Value convert(Value x, Type e);
  /// Reshape between ranks when the element count matches (row-major).
  Value reshape(Value x, ArrayRef<int64_t> shape);
  /// Columns [off, off+n) of a 2-D tensor, and the inverse insertion.
  Value sliceCols(Value x, int64_t off, int64_t n);
  Value concatCols(ArrayRef<Value> parts);

  OpBuilder &b;
  Location loc;
  Type elt;
  Type acc;
  /// Factor of every batch-mean loss and so of its gradients: 1/K in a step
  /// that accumulates K micro-batches, so that the sum of their losses and
  /// gradients is the mean over all K micro-batches' rows.
  double lossScale = 1.0;
};

} // namespace trace
} // namespace zero
} // namespace mlir

#endif // ZERO_TRACE_TENSORBUILDER_H
