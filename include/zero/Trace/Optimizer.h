//===- Optimizer.h - elementwise optimizer updates --------------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Each parameter's update is ONE linalg.generic, elementwise in the parameter,
// its states, the hypers and its gradient: the shape zero's passes find
// gradients by (Design.md §2).
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_TRACE_OPTIMIZER_H
#define ZERO_TRACE_OPTIMIZER_H

#include "zero/Trace/Step.h"

namespace mlir {
namespace zero {
namespace trace {

/// The opt_states one parameter gets, in argument order.
SmallVector<StateKind> optimizerStates(const OptimizerOptions &opt,
                                       Precision precision);
/// Names of the hyper arguments ("lr", then "step" for AdamW).
SmallVector<std::string> optimizerHypers(const OptimizerOptions &opt);

/// min(1, clipNorm / (‖g‖₂ + 1e-6)) over all gradients, a rank-0 tensor in
/// the accumulation type (PyTorch's clip_grad_norm_).
Value emitClipScale(TensorBuilder &tb, ArrayRef<Value> grads, double clipNorm);

/// New parameter and new states (same order as `states`). `clipScale` may be
/// null.
SmallVector<Value> emitUpdate(TensorBuilder &tb, const OptimizerOptions &opt,
                              ArrayRef<StateKind> kinds, Value param,
                              ArrayRef<Value> states, Value grad,
                              ArrayRef<Value> hypers, Value clipScale);

} // namespace trace
} // namespace zero
} // namespace mlir

#endif // ZERO_TRACE_OPTIMIZER_H
