//===- StagePolicy.h - what each ZeRO stage does ---------------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_ANALYSIS_STAGEPOLICY_H
#define ZERO_DIALECT_ZERO_ANALYSIS_STAGEPOLICY_H

#include "mlir/IR/Operation.h"
#include "llvm/Support/CommandLine.h"

#include <cstdint>

namespace mlir {
namespace zero {

/// The ZeRO stage of a partitioned step: what each rank keeps only a shard
/// of. Each stage shards everything the previous one does. The values are
/// the stage numbers of the paper, of the `stage=` pass option and of the
/// `zero.stage` attribute.
enum class ZeroStage : int64_t {
  /// Plain data parallelism: everything replicated, gradients all-reduced.
  DataParallel = 0,
  /// P_os: optimizer states sharded.
  OptimizerStates = 1,
  /// P_os+g: optimizer states and gradients sharded.
  Gradients = 2,
  /// P_os+g+p: optimizer states, gradients and parameters sharded.
  Parameters = 3,
};

/// The stage number, 0 to 3.
inline int64_t getStageNumber(ZeroStage stage) {
  return static_cast<int64_t>(stage);
}

/// The rules of one ZeRO stage: what rests as shards, how and where
/// gradients are reduced, what is gathered, and how the paper counts
/// gradient memory. The one place stage rules live: zero-partition, the
/// memory report and the lowering to the runtime ask it instead of
/// comparing stage numbers.
class StagePolicy {
public:
  explicit StagePolicy(ZeroStage stage) : stage(stage) {}

  /// The policy of the program `op` belongs to: `zero.stage` of `op` or of
  /// an enclosing op (the dialect verifies it is 0 to 3); stage 0, plain data
  /// parallelism, when there is none (a traced step).
  static StagePolicy of(Operation *op);

  ZeroStage getStage() const { return stage; }
  int64_t getNumber() const { return getStageNumber(stage); }

  /// Optimizer states rest as shards (stage 1 on).
  bool shardsOptimizerStates() const {
    return stage >= ZeroStage::OptimizerStates;
  }
  /// Gradients are kept only as shards (stage 2 on).
  bool shardsGradients() const { return stage >= ZeroStage::Gradients; }
  /// Parameters rest as shards and are gathered for each use (stage 3).
  bool shardsParameters() const { return stage >= ZeroStage::Parameters; }

  /// Gradients are all-reduced whole (stage 0), not reduce-scattered.
  bool allReducesGradients() const { return !shardsOptimizerStates(); }
  /// The reduce_scatter of a gradient stands right after its producer, so
  /// the full gradient dies at once (stages 2-3), rather than at its first
  /// use, the update (stage 1).
  bool reduceScattersAtProducer() const { return shardsGradients(); }
  /// A gradient summed from per-micro-batch contributions (gradient
  /// accumulation) is reduce-scattered contribution by contribution, each
  /// where it is produced, and the shards are summed (stages 2-3, as
  /// DeepSpeed does): no full gradient outlives its micro-batch, at the cost
  /// of one reduce_scatter per micro-batch. Stages 0-1 sum locally and
  /// communicate the sum once per step.
  bool reduceScattersEachContribution() const {
    return reduceScattersAtProducer();
  }
  /// The update runs on shards and the updated parameter is gathered back
  /// to its full type (stages 1-2).
  bool gathersUpdatedParams() const {
    return shardsOptimizerStates() && !shardsParameters();
  }
  /// Each use region of a parameter gathers it from its shards (stage 3),
  /// so a schedule may gather it ahead of its use (prefetch) or keep the
  /// forward copy for the backward pass instead of gathering it again.
  bool gathersParametersPerUse() const { return shardsParameters(); }
  /// Gradient storage as the ZeRO paper counts it is the rank's shard
  /// (stages 2-3); before that it is the full local gradient, and a
  /// reduce_scatter shard (stage 1) is transient.
  bool countsGradientShardAsStorage() const { return shardsGradients(); }

private:
  ZeroStage stage;
};

} // namespace zero
} // namespace mlir

/// The values of the `stage` option of zero-partition and zero-pipeline, for
/// `llvm::cl::values(...)`: the stage numbers, so `stage=0` .. `stage=3` on a
/// command line or in a pipeline string name them; any other value is a
/// command-line error.
#define ZERO_STAGE_CL_VALUES                                                   \
  clEnumValN(::mlir::zero::ZeroStage::DataParallel, "0",                       \
             "data parallel: gradients all-reduced, nothing sharded"),         \
      clEnumValN(::mlir::zero::ZeroStage::OptimizerStates, "1",                \
                 "P_os: optimizer states sharded"),                            \
      clEnumValN(::mlir::zero::ZeroStage::Gradients, "2",                      \
                 "P_os+g: optimizer states and gradients sharded"),            \
      clEnumValN(::mlir::zero::ZeroStage::Parameters, "3",                     \
                 "P_os+g+p: optimizer states, gradients and parameters "       \
                 "sharded")

#endif // ZERO_DIALECT_ZERO_ANALYSIS_STAGEPOLICY_H
