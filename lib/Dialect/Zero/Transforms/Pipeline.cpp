//===- Pipeline.cpp - the zero-pipeline pass pipeline ---------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;
using namespace mlir::zero;

void mlir::zero::buildCandidatePipeline(OpPassManager &pm, ZeroStage stage,
                                        const ZeroPipelineOptions &options) {
  pm.addPass(createVerifyContract());
  pm.addNestedPass<func::FuncOp>(createFoldPermutations());
  pm.addPass(createPartition(PartitionOptions{
      stage, options.worldSize, options.shardGroup, options.secondaryShard,
      options.ranksPerNode}));
  if (options.offload != "none")
    pm.addPass(createOffload(OffloadOptions{
        /*optimizerState=*/true, /*params=*/options.offload == "params",
        options.offloadStore, options.offloadChunkBytes}));
  // Before the schedule, which then moves and buckets the quantized
  // collectives like any other (only with others quantized alike).
  if (options.quantizeWeights || options.quantizeGradients)
    pm.addPass(createQuantizeCollectives(QuantizeCollectivesOptions{
        options.quantizeWeights, options.quantizeGradients,
        options.quantizeBlock, options.quantizeTwoHops}));
  if (options.schedule)
    pm.addPass(createSchedule(
        ScheduleOptions{options.memoryBudget, options.bucketBytes,
                        options.calibration}));
  // After the schedule: fusion never raises the peak, so the schedule's
  // budget still holds, and the report below counts the fused program.
  if (options.fuse)
    pm.addNestedPass<func::FuncOp>(createFuseElementwise());
}


namespace {
/// Fails with `message` on the module: how zero-pipeline refuses options
/// that would otherwise be ignored (its builder cannot fail).
struct RefuseOptionsPass
    : public PassWrapper<RefuseOptionsPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(RefuseOptionsPass)
  explicit RefuseOptionsPass(std::string message)
      : message(std::move(message)) {}
  StringRef getArgument() const override { return "zero-pipeline-options"; }
  void runOnOperation() override {
    emitError(getOperation().getLoc()) << "zero-pipeline: " << message;
    signalPassFailure();
  }
  std::string message;
};
} // namespace

/// Why `options` would be partly ignored (a value no pass reads, or one no
/// pass accepts); empty when every option given is used.
static std::string checkPipelineOptions(const ZeroPipelineOptions &options) {
  if (options.memoryBudget < 0)
    return "memory-budget must be >= 0 bytes (0: no budget), but got " +
           std::to_string(options.memoryBudget);
  if (options.bucketBytes < 0)
    return "bucket-bytes must be >= 0 bytes (0: no buckets), but got " +
           std::to_string(options.bucketBytes);
  bool isAuto = options.stage == PipelineStage::Auto;
  if (options.offload != "none" && options.offload != "optimizer-state" &&
      options.offload != "params")
    return "offload must be none, optimizer-state or params, but got '" +
           options.offload + "'";
  if (isAuto && options.shardGroup != 0)
    return "stage=auto chooses among flat stages only; give a stage (1-3) "
           "with shard-group=" +
           std::to_string(options.shardGroup);
  if (isAuto && options.secondaryShard != 0)
    return "stage=auto chooses among flat stages only; give stage=3 with "
           "secondary-shard=" +
           std::to_string(options.secondaryShard);
  // zero-schedule reads both; stage=auto also reads the budget to choose.
  if (!options.schedule && options.bucketBytes != 0)
    return ("bucket-bytes=" + Twine(options.bucketBytes) +
            " is only used by zero-schedule; add schedule=1 (or drop it)")
        .str();
  if (!options.schedule && !isAuto && options.memoryBudget != 0)
    return ("memory-budget=" + Twine(options.memoryBudget) +
            " is only used by zero-schedule and stage=auto; add schedule=1 "
            "(or drop it)")
        .str();
  return "";
}

void mlir::zero::buildZeroPipeline(OpPassManager &pm,
                                   const ZeroPipelineOptions &options) {
  if (std::string refused = checkPipelineOptions(options); !refused.empty()) {
    pm.addPass(std::make_unique<RefuseOptionsPass>(refused));
    return;
  }
  if (options.stage == PipelineStage::Auto)
    pm.addPass(createAutoStagePass(options));
  else
    buildCandidatePipeline(pm, static_cast<ZeroStage>(options.stage.getValue()),
                           options);
  if (!options.report.empty())
    pm.addPass(createMemoryReport(MemoryReportOptions{options.report}));
}

void mlir::zero::registerZeroPipeline() {
  PassPipelineRegistration<ZeroPipelineOptions>(
      "zero-pipeline",
      "verify the contract, partition for a ZeRO stage (or stage=auto: the "
      "fastest under the cost model that fits memory-budget) and world size, "
      "and optionally write the memory report",
      buildZeroPipeline);
}
