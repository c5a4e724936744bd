//===- AutoStage.cpp - stage=auto: the fastest ZeRO stage that fits -------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Runs inside zero-pipeline for `stage=auto`: partitions (and, with
// `schedule`, schedules) a clone of the module for every stage, and on a
// machine of several nodes (`ranks-per-node`) also for every hierarchical
// layout (shard groups of a node at stages 1-3, secondary shards of a node
// at stage 3), with quantize-weights / quantize-gradients also each of those
// with quantized collectives where they have any, predicts each candidate
// with the cost model and keeps the fastest whose static peak fits
// `memory-budget`, printing the table it chose from.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/Contract.h"
#include "zero/Dialect/Zero/Analysis/CostModel.h"
#include "zero/Dialect/Zero/Analysis/PeakMemory.h"
#include "zero/Dialect/Zero/Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <tuple>

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_AUTOSTAGE
#include "zero/Dialect/Zero/Transforms/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;
using namespace mlir::zero;

namespace {
/// `text` padded with spaces to `width` characters.
std::string padded(std::string text, size_t width) {
  if (text.size() < width)
    text.resize(width, ' ');
  return text;
}

/// stage=auto: partitions a clone of the module for each stage 0-3 (with
/// buildCandidatePipeline), predicts each candidate's step time and static
/// peak, prints the table and keeps the fastest candidate that fits.
struct AutoStagePass : public zero::impl::AutoStageBase<AutoStagePass> {
  using Base::Base;

  struct Candidate {
    ZeroStage stage;
    /// zero-offload's selection: "none", "optimizer-state" or "params".
    std::string offload;
    /// zero-partition's layout: "flat", "shard-group=R" or
    /// "secondary-shard=R".
    std::string layout;
    /// Whether its collectives are quantized (the pipeline's bits).
    bool quantized = false;
    ModuleOp module;
    int64_t peakBytes = 0;
    double stepTimeS = 0;
    bool fits = false;
  };

  void runOnOperation() override {
    ModuleOp module = getOperation();
    int64_t budget = memoryBudget;
    // Errors name the module's location rather than the module op: an op
    // diagnostic would append the whole module to the message.
    if (budget < 0) {
      emitError(module.getLoc())
          << "zero-pipeline: memory-budget must be >= 0 bytes "
             "(0: no budget), but got "
          << budget;
      return signalPassFailure();
    }
    llvm::Expected<CostCalibration> cal =
        loadCostCalibration(calibration);
    if (!cal) {
      emitError(module.getLoc())
          << "zero-pipeline stage=auto: " << llvm::toString(cal.takeError());
      return signalPassFailure();
    }

    SmallVector<Operation *> originals =
        llvm::map_to_vector(*module.getBody(), [](Operation &op) { return &op; });
    SmallVector<Candidate> candidates;
    auto eraseCandidates = [&] {
      for (Candidate &c : candidates)
        if (c.module)
          c.module->erase();
    };
    // Builds and predicts one candidate; false when a pass failed.
    auto addCandidate = [&](ZeroStage stage, StringRef offload,
                            StringRef layout, bool quantized) {
      // The clone lives inside the module while its pipeline runs, so the
      // nested pipeline runs on an op this pass owns.
      OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
      auto clone = ModuleOp::create(builder, module.getLoc());
      IRMapping mapping;
      for (Operation *op : originals)
        clone.getBody()->push_back(op->clone(mapping));
      candidates.push_back(
          {stage, offload.str(), layout.str(), quantized, clone});
      // Partition first; a candidate is scheduled only if its unscheduled
      // peak fits, since zero-schedule refuses a budget below that peak.
      ZeroPipelineOptions partitionOnly;
      partitionOnly.worldSize = worldSize;
      partitionOnly.ranksPerNode = ranksPerNode;
      if (layout.consume_front("shard-group="))
        partitionOnly.shardGroup = ranksPerNode;
      else if (layout.consume_front("secondary-shard="))
        partitionOnly.secondaryShard = ranksPerNode;
      partitionOnly.fuse = fuse;
      partitionOnly.memoryBudget = memoryBudget;
      partitionOnly.bucketBytes = bucketBytes;
      partitionOnly.calibration = calibration;
      partitionOnly.schedule = false;
      partitionOnly.offload = offload.str();
      partitionOnly.offloadStore = offloadStore;
      partitionOnly.offloadChunkBytes = offloadChunkBytes;
      partitionOnly.quantizeWeights = quantized ? quantizeWeights : 0;
      partitionOnly.quantizeGradients = quantized ? quantizeGradients : 0;
      partitionOnly.quantizeBlock = quantizeBlock;
      partitionOnly.quantizeTwoHops = quantizeTwoHops;
      OpPassManager pm(ModuleOp::getOperationName());
      buildCandidatePipeline(pm, stage, partitionOnly);
      if (failed(runPipeline(pm, clone)))
        return false;
      if (schedule) {
        func::FuncOp partitioned;
        for (auto func : clone.getOps<func::FuncOp>())
          if (isTrainingStep(func))
            partitioned = func;
        FailureOr<PeakMemory> unscheduled =
            partitioned ? computePeakMemory(partitioned)
                        : FailureOr<PeakMemory>(failure());
        if (succeeded(unscheduled) &&
            (budget == 0 || unscheduled->peakBytes <= budget)) {
          OpPassManager schedulePm(ModuleOp::getOperationName());
          schedulePm.addPass(
              createSchedule(ScheduleOptions{memoryBudget, bucketBytes}));
          if (failed(runPipeline(schedulePm, clone)))
            return false;
        }
      }
      func::FuncOp step;
      for (auto func : clone.getOps<func::FuncOp>())
        if (isTrainingStep(func))
          step = func;
      if (!step) {
        emitError(module.getLoc())
            << "zero-pipeline stage=auto: no training step in "
               "the module";
        return false;
      }
      FailureOr<StepCost> cost = predictStepCost(step, *cal);
      if (failed(cost))
        return false;
      Candidate &c = candidates.back();
      c.peakBytes = cost->peakBytes;
      c.stepTimeS = cost->stepTimeS;
      c.fits = budget == 0 || c.peakBytes <= budget;
      return true;
    };
    auto fail = [&] {
      eraseCandidates();
      signalPassFailure();
    };
    // Quantized collectives are lossy: given bits, each plan is weighed
    // exact and quantized (where it has collectives to quantize: stage 3's
    // parameter gathers, stages 1-3's gradient reduce-scatters), and the
    // exact one is kept on a tie.
    auto addPlan = [&](ZeroStage stage, StringRef offload,
                       StringRef layout = "flat") {
      if (!addCandidate(stage, offload, layout, /*quantized=*/false))
        return false;
      bool quantizes =
          (quantizeWeights && stage == ZeroStage::Parameters) ||
          (quantizeGradients && stage != ZeroStage::DataParallel);
      return !quantizes || addCandidate(stage, offload, layout, true);
    };
    if (offload == "none")
      for (ZeroStage stage :
           {ZeroStage::DataParallel, ZeroStage::OptimizerStates,
            ZeroStage::Gradients, ZeroStage::Parameters})
        if (!addPlan(stage, "none"))
          return fail();
    // Several nodes: keep state (or the backward pass's gathers) inside one.
    if (offload == "none" && ranksPerNode > 1 && ranksPerNode < worldSize) {
      std::string shardGroup = "shard-group=" + std::to_string(ranksPerNode);
      for (ZeroStage stage : {ZeroStage::OptimizerStates, ZeroStage::Gradients,
                              ZeroStage::Parameters})
        if (!addPlan(stage, "none", shardGroup))
          return fail();
      if (!addPlan(ZeroStage::Parameters, "none",
                   "secondary-shard=" + std::to_string(ranksPerNode)))
        return fail();
    }
    // Offload is for what does not fit otherwise: its transfers only cost.
    if (offload != "none" ||
        llvm::none_of(candidates, [](const Candidate &c) { return c.fits; })) {
      if (offload != "params")
        for (ZeroStage stage :
             {ZeroStage::OptimizerStates, ZeroStage::Gradients,
              ZeroStage::Parameters})
          if (!addPlan(stage, "optimizer-state"))
            return fail();
      if (offload != "optimizer-state" &&
          !addPlan(ZeroStage::Parameters, "params"))
        return fail();
    }

    // Fastest that fits; ties go to the exact plan, then to the smaller
    // peak, then to the lower stage.
    Candidate *best = nullptr;
    for (Candidate &c : candidates) {
      if (!c.fits)
        continue;
      if (!best || std::make_tuple(c.stepTimeS, c.quantized, c.peakBytes) <
                       std::make_tuple(best->stepTimeS, best->quantized,
                                       best->peakBytes))
        best = &c;
    }

    llvm::raw_ostream &os = llvm::errs();
    os << "zero-pipeline stage=auto: world size " << worldSize
       << ", memory budget ";
    if (budget)
      os << budget << " bytes";
    else
      os << "none";
    os << ", calibration " << cal->source << "\n";
    if (ranksPerNode > 0)
      os << "  (" << ranksPerNode << " ranks per node)\n";
    bool anyQuantized = quantizeWeights || quantizeGradients;
    std::string bits = "w" + std::to_string(quantizeWeights) + " g" +
                       std::to_string(quantizeGradients);
    os << "  stage  layout              offload          "
       << (anyQuantized ? "quantize  " : "") << "peak_bytes  step_time_s  fits\n";
    for (Candidate &c : candidates)
      os << "  " << llvm::format("%-5lld", (long long)getStageNumber(c.stage))
         << "  " << llvm::format("%-18s", c.layout.c_str()) << "  "
         << llvm::format("%-15s", c.offload.c_str()) << "  "
         << (anyQuantized ? padded(c.quantized ? bits : "none", 8) + "  "
                          : std::string())
         << llvm::format("%10lld", (long long)c.peakBytes) << "  "
         << llvm::format("%11.6g", c.stepTimeS) << "  "
         << (c.fits ? "yes" : "no") << "\n";

    if (!best) {
      const Candidate *smallest = &candidates.front();
      for (const Candidate &c : candidates)
        if (c.peakBytes < smallest->peakBytes)
          smallest = &c;
      emitError(module.getLoc())
          << "zero-pipeline stage=auto: no ZeRO stage fits the "
             "memory budget of "
          << budget << " bytes per rank, offloaded or not; the smallest "
          << "static peak is " << smallest->peakBytes << " bytes (stage "
          << getStageNumber(smallest->stage) << ", offload "
          << smallest->offload << ")";
      eraseCandidates();
      return signalPassFailure();
    }
    os << "  chose stage " << getStageNumber(best->stage);
    if (best->layout != "flat")
      os << " with " << best->layout;
    if (best->quantized)
      os << " with quantized collectives (" << bits << ")";
    if (best->offload != "none")
      os << " with offload=" << best->offload << " (store " << offloadStore
         << ")";
    os << "\n";

    for (Operation *op : originals)
      op->erase();
    module.getBody()->getOperations().splice(
        module.getBody()->begin(), best->module.getBody()->getOperations());
    eraseCandidates();
  }
};
} // namespace

std::unique_ptr<Pass>
mlir::zero::createAutoStagePass(const ZeroPipelineOptions &options) {
  AutoStageOptions autoStage;
  autoStage.worldSize = options.worldSize;
  autoStage.ranksPerNode = options.ranksPerNode;
  autoStage.quantizeWeights = options.quantizeWeights;
  autoStage.quantizeGradients = options.quantizeGradients;
  autoStage.quantizeBlock = options.quantizeBlock;
  autoStage.quantizeTwoHops = options.quantizeTwoHops;
  autoStage.schedule = options.schedule;
  autoStage.fuse = options.fuse;
  autoStage.memoryBudget = options.memoryBudget;
  autoStage.bucketBytes = options.bucketBytes;
  autoStage.calibration = options.calibration;
  autoStage.offload = options.offload;
  autoStage.offloadStore = options.offloadStore;
  autoStage.offloadChunkBytes = options.offloadChunkBytes;
  return createAutoStage(autoStage);
}
