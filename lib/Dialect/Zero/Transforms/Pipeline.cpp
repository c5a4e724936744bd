//===- Pipeline.cpp - the zero-pipeline pass pipeline ---------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;
using namespace mlir::zero;

void mlir::zero::buildCandidatePipeline(OpPassManager &pm, ZeroStage stage,
                                        const ZeroPipelineOptions &options) {
  pm.addPass(createVerifyContract());
  pm.addNestedPass<func::FuncOp>(createFoldPermutations());
  pm.addPass(createPartition(PartitionOptions{stage, options.worldSize}));
  if (options.schedule)
    pm.addPass(createSchedule(
        ScheduleOptions{options.memoryBudget, options.bucketBytes,
                        options.calibration}));
}


void mlir::zero::buildZeroPipeline(OpPassManager &pm,
                                   const ZeroPipelineOptions &options) {
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
