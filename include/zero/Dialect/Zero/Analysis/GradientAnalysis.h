//===- GradientAnalysis.h - find each parameter's gradient ------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Gradients are found, not declared (Design.md §2): the update of a param is a
// chain of elementwise ops in the param, its optimizer states, scalars and one
// tensor of the param's shape computed from the batch. That tensor is the
// gradient: the value data parallelism must average before any nonlinear use.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_ANALYSIS_GRADIENTANALYSIS_H
#define ZERO_DIALECT_ZERO_ANALYSIS_GRADIENTANALYSIS_H

#include "zero/Dialect/Zero/Analysis/Contract.h"

namespace mlir {
namespace zero {

/// How one param is updated.
struct ParamUpdate {
  /// The param's argument index.
  unsigned param = 0;
  /// Its optimizer-state argument indices.
  SmallVector<unsigned> states;
  /// The gradient: a result of `gradient.getDefiningOp()`, of the param's
  /// shape.
  Value gradient;
  /// True if a `zero.grad_of` marker named the gradient.
  bool marked = false;
  /// A gradient summed from several marked contributions (one per
  /// micro-batch of a step that accumulates gradients): the contributions in
  /// block order; empty when the gradient is one value.
  SmallVector<Value, 0> contributions;
  /// The elementwise additions that sum `contributions` into `gradient`, in
  /// block order; not part of `updateOps`.
  SmallVector<Operation *, 0> accumulationOps;
  /// The elementwise `linalg.generic` ops computing the updated param and
  /// states from the param, the states, scalars and the gradient, in block
  /// order. They are all in the function body.
  SmallVector<Operation *> updateOps;
};

/// A checked training step with the update of every param.
struct TrainingStep {
  StepContract contract;
  /// One entry per param, in argument order.
  SmallVector<ParamUpdate> updates;
  /// Results of the ops marked `zero.global_mean`, in block order
  /// (GlobalMean.h).
  SmallVector<Value> globalMeans;
};

/// True if `op` can run unchanged on flat shards of the param of shape
/// `shape`: a `linalg.generic` with only parallel loops whose operands are
/// either of shape `shape` with the identity map or scalars (0-d tensors with
/// the empty map, or non-tensor values), whose results have shape `shape`
/// and whose body does not read loop indices.
bool isElementwiseUpdateOp(Operation *op, ArrayRef<int64_t> shape);

/// True if `op` is an elementwise addition of two tensors of shape `shape`
/// (see isElementwiseUpdateOp) whose payload is one `arith.addf` of its two
/// inputs: the form in which contributions are summed into a gradient.
bool isElementwiseSum(Operation *op, ArrayRef<int64_t> shape);

/// Checks the contract of `func` and finds every param's gradient and update.
/// Emits an error naming the param and the reason on failure.
FailureOr<TrainingStep> analyzeTrainingStep(func::FuncOp func);

} // namespace zero
} // namespace mlir

#endif // ZERO_DIALECT_ZERO_ANALYSIS_GRADIENTANALYSIS_H
