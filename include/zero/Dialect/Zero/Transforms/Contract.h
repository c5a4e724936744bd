//===- Contract.h - roles of a traced training step -------------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// The input contract (Design.md §2): which arguments are params, optimizer
// states, batch and hypers, which result is the loss and which result updates
// which argument. Gradients are found by GradientAnalysis on top of this.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_TRANSFORMS_CONTRACT_H
#define ZERO_DIALECT_ZERO_TRANSFORMS_CONTRACT_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>

namespace mlir {
namespace zero {

/// The role of a training-step argument.
enum class ArgRole { Param, OptState, Batch, Hyper };

/// The `zero.role` spelling of `role`.
llvm::StringRef stringifyArgRole(ArgRole role);

/// The checked roles of one training step.
struct StepContract {
  func::FuncOp func;
  /// Role of each argument.
  SmallVector<ArgRole> roles;
  /// For each argument, the param it is an optimizer state of.
  SmallVector<std::optional<unsigned>> stateOf;
  /// For each argument, the result that updates it (params and states only).
  SmallVector<std::optional<unsigned>> updatedBy;
  /// The loss result.
  unsigned lossResult = 0;

  /// Param argument indices, in order.
  SmallVector<unsigned> getParams() const;
  /// Optimizer-state argument indices of param `param`, in order.
  SmallVector<unsigned> getStates(unsigned param) const;
};

/// True if `func` carries any zero contract attribute, i.e. is meant to be a
/// training step.
bool isTrainingStep(func::FuncOp func);

/// Checks the roles and results of `func`. Emits an error naming the argument
/// or result and the reason, and returns failure, on the first violation.
FailureOr<StepContract> analyzeContract(func::FuncOp func);

} // namespace zero
} // namespace mlir

#endif // ZERO_DIALECT_ZERO_TRANSFORMS_CONTRACT_H
