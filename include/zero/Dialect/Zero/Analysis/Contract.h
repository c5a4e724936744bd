//===- Contract.h - roles of a traced training step -------------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// The input contract (Design.md §2): which arguments are params, optimizer
// states, batch, hypers and buffers, which result is the loss and which result updates
// which argument. Gradients are found by GradientAnalysis on top of this.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_ANALYSIS_CONTRACT_H
#define ZERO_DIALECT_ZERO_ANALYSIS_CONTRACT_H

#include "zero/Dialect/Zero/IR/ZeroDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>

namespace mlir {
namespace zero {

/// How a step's boundary is laid out across ranks: the stage and world size
/// it was compiled for and the logical tensor behind every sharded argument
/// and result (`zero.shard`). A traced step has no stage and one rank.
struct StepLayout {
  /// `zero.stage` of the function, else of an enclosing op.
  std::optional<int64_t> stage;
  /// `zero.world_size` of the function, else of an enclosing op; 1 if none.
  int64_t worldSize = 1;
  /// The `zero.shard` of each argument and result; null where it is whole.
  SmallVector<ShardAttr> argShards, resultShards;
  /// `zero.shard_group` of the function (hierarchical partitioning), if any.
  std::optional<int64_t> shardGroup;

  /// The ranks every shard and gradient shard of the step is spread over:
  /// `worldSize`, or the size G of its shard groups (rank r holds shard
  /// r mod G, and each block of G consecutive ranks holds one copy of the
  /// state).
  int64_t getShardGroup() const { return shardGroup.value_or(worldSize); }

  bool isPartitioned() const { return stage.has_value(); }
};

/// The checked roles of one training step.
struct StepContract {
  func::FuncOp func;
  /// Role of each argument.
  SmallVector<ArgRole> roles;
  /// For each argument, the param it is an optimizer state of.
  SmallVector<std::optional<unsigned>> stateOf;
  /// For each argument, the result that updates it (params, states and
  /// buffers).
  SmallVector<std::optional<unsigned>> updatedBy;
  /// For each argument, the store it lives in where zero-offload moved it
  /// out of memory (its type is `!zero.offloaded`).
  SmallVector<std::optional<StoreKind>> offloaded;
  /// The loss result.
  unsigned lossResult = 0;
  /// The `zero.role = "metric"` results, in order.
  SmallVector<unsigned> metricResults;
  /// Stage, world size and shards of the boundary.
  StepLayout layout;

  /// The logical (unsharded) type of argument `index`.
  RankedTensorType getLogicalArgType(unsigned index) const;
  /// The logical (unsharded) type of result `index`.
  RankedTensorType getLogicalResultType(unsigned index) const;

  /// Param argument indices, in order.
  SmallVector<unsigned> getParams() const;
  /// Optimizer-state argument indices of param `param`, in order.
  SmallVector<unsigned> getStates(unsigned param) const;
};

/// True if `func` carries any zero contract attribute, i.e. is meant to be a
/// training step.
bool isTrainingStep(func::FuncOp func);

/// Fails, with an error on each, where `module` holds a training step below
/// its top level (in a nested module or inside another op). zero's passes
/// work on the steps that are top-level functions of the module they run on;
/// without this check they would pass over a nested step and leave it
/// unchanged without a word. `who` names the pass.
LogicalResult verifyStepsAreTopLevel(ModuleOp module, StringRef who);

/// The one training step of `module`. Emits an error naming `who` (the pass)
/// and the number found, and fails, unless there is exactly one (and no step
/// is nested: verifyStepsAreTopLevel).
FailureOr<func::FuncOp> getOnlyTrainingStep(ModuleOp module, StringRef who);

/// Reads the layout of `func`'s boundary. Emits an error and fails on a
/// world size below 1.
FailureOr<StepLayout> readStepLayout(func::FuncOp func);

/// Reads and checks the roles, results and layout of any training step,
/// traced or partitioned: the one reader of a step's signature, used by the
/// passes, the report and the runner. Emits an error naming the argument or
/// result and the reason, and returns failure, on the first violation.
FailureOr<StepContract> readStepContract(func::FuncOp func);

/// readStepContract for the input of zero-partition: also rejects a step that
/// is already partitioned.
FailureOr<StepContract> analyzeContract(func::FuncOp func);

} // namespace zero
} // namespace mlir

#endif // ZERO_DIALECT_ZERO_ANALYSIS_CONTRACT_H
