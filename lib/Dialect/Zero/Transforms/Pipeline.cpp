//===- Pipeline.cpp - the zero-pipeline pass pipeline ---------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Transforms/Passes.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;
using namespace mlir::zero;

void mlir::zero::buildZeroPipeline(OpPassManager &pm,
                                   const ZeroPipelineOptions &options) {
  pm.addPass(createVerifyContract());
  pm.addPass(
      createPartition(PartitionOptions{options.stage, options.worldSize}));
  if (options.schedule)
    pm.addPass(createSchedule(
        ScheduleOptions{options.memoryBudget, options.bucketBytes}));
  if (!options.report.empty())
    pm.addPass(createMemoryReport(MemoryReportOptions{options.report}));
}

void mlir::zero::registerZeroPipeline() {
  PassPipelineRegistration<ZeroPipelineOptions>(
      "zero-pipeline",
      "verify the contract, partition for a ZeRO stage and world size, and "
      "optionally write the memory report",
      buildZeroPipeline);
}
