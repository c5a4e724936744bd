//===- Passes.h - zero transformation passes --------------------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_TRANSFORMS_PASSES_H
#define ZERO_DIALECT_ZERO_TRANSFORMS_PASSES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassOptions.h"
#include "zero/Dialect/Zero/Analysis/StagePolicy.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"

namespace mlir {
namespace zero {

#define GEN_PASS_DECL
#include "zero/Dialect/Zero/Transforms/Passes.h.inc"

/// The `stage` of zero-pipeline: one ZeRO stage, or `auto`, which lets the
/// cost model choose (zero-partition itself takes only a ZeroStage).
enum class PipelineStage : int64_t {
  DataParallel = 0,
  OptimizerStates = 1,
  Gradients = 2,
  Parameters = 3,
  /// Partition for every stage, keep the fastest that fits memory-budget.
  Auto = -1,
};

/// Options of the `zero-pipeline` pass pipeline.
struct ZeroPipelineOptions : public PassPipelineOptions<ZeroPipelineOptions> {
  PassOptions::Option<PipelineStage> stage{
      *this, "stage",
      llvm::cl::desc("ZeRO stage, 0 to 3, or 'auto': the fastest stage under "
                     "the cost model whose static peak fits memory-budget"),
      llvm::cl::init(PipelineStage::DataParallel),
      llvm::cl::values(
          clEnumValN(PipelineStage::DataParallel, "0",
                     "data parallel: gradients all-reduced, nothing sharded"),
          clEnumValN(PipelineStage::OptimizerStates, "1",
                     "P_os: optimizer states sharded"),
          clEnumValN(PipelineStage::Gradients, "2",
                     "P_os+g: optimizer states and gradients sharded"),
          clEnumValN(PipelineStage::Parameters, "3",
                     "P_os+g+p: optimizer states, gradients and parameters "
                     "sharded"),
          clEnumValN(PipelineStage::Auto, "auto",
                     "the fastest stage whose peak fits memory-budget"))};
  PassOptions::Option<int64_t> worldSize{*this, "world-size",
                                         llvm::cl::desc("number of ranks"),
                                         llvm::cl::init(1)};
  PassOptions::Option<int64_t> shardGroup{
      *this, "shard-group",
      llvm::cl::desc("zero-partition's shard-group: shard model state over "
                     "blocks of this many consecutive ranks, replicated "
                     "across blocks (MiCS/HSDP); 0: over all ranks"),
      llvm::cl::init(0)};
  PassOptions::Option<int64_t> secondaryShard{
      *this, "secondary-shard",
      llvm::cl::desc("zero-partition's secondary-shard (stage 3, hpZ): the "
                     "backward pass gathers each parameter from a secondary "
                     "shard over blocks of this many ranks; 0: none"),
      llvm::cl::init(0)};
  PassOptions::Option<int64_t> quantizeWeights{
      *this, "quantize-weights",
      llvm::cl::desc("zero-quantize-collectives' weights: bits (8 or 4) of "
                     "quantized parameter gathers (qwZ); 0: none; with "
                     "stage=auto, plans are weighed with and without"),
      llvm::cl::init(0)};
  PassOptions::Option<int64_t> quantizeGradients{
      *this, "quantize-gradients",
      llvm::cl::desc("zero-quantize-collectives' gradients: bits (8 or 4) "
                     "of quantized gradient reduce-scatters (qgZ); 0: none; "
                     "with stage=auto, plans are weighed with and without"),
      llvm::cl::init(0)};
  PassOptions::Option<int64_t> quantizeBlock{
      *this, "quantize-block",
      llvm::cl::desc("elements per scale of quantized collectives"),
      llvm::cl::init(256)};
  PassOptions::Option<bool> quantizeTwoHops{
      *this, "quantize-two-hops",
      llvm::cl::desc("zero-quantize-collectives' two-hops: on a machine of "
                     "nodes, quantized gradients go inside each node first"),
      llvm::cl::init(true)};
  PassOptions::Option<int64_t> ranksPerNode{
      *this, "ranks-per-node",
      llvm::cl::desc("ranks per node of the target machine, for the "
                     "reports' intra- and inter-node bytes; 0: one tier"),
      llvm::cl::init(0)};
  PassOptions::Option<std::string> report{
      *this, "report",
      llvm::cl::desc("also write the memory report there ('-': stdout; "
                     "empty: no report)"),
      llvm::cl::init("")};
  PassOptions::Option<bool> schedule{
      *this, "schedule",
      llvm::cl::desc("run zero-schedule after zero-partition"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> fuse{
      *this, "fuse",
      llvm::cl::desc("run zero-fuse-elementwise after partition (and "
                     "schedule): elementwise chains become one linalg.generic "
                     "where the static peak does not grow (fuse=false: keep "
                     "the ops as written)"),
      llvm::cl::init(true)};
  PassOptions::Option<int64_t> memoryBudget{
      *this, "memory-budget",
      llvm::cl::desc("bytes per rank the static peak must not exceed (0: no "
                     "budget): bounds zero-schedule and the choice of "
                     "stage=auto"),
      llvm::cl::init(0)};
  PassOptions::Option<int64_t> bucketBytes{
      *this, "bucket-bytes",
      llvm::cl::desc("zero-schedule's largest all_reduce bucket in bytes (0: "
                     "no buckets)"),
      llvm::cl::init(0)};
  PassOptions::Option<std::string> calibration{
      *this, "calibration",
      llvm::cl::desc("calibration JSON of the cost model (zero-run "
                     "--calibrate) for stage=auto's choice and zero-schedule's "
                     "buckets; empty: default rates, every bucket that fits"),
      llvm::cl::init("")};
  PassOptions::Option<std::string> offload{
      *this, "offload",
      llvm::cl::desc("zero-offload after partitioning: none, optimizer-state, "
                     "or params (optimizer state and, at stage 3, params)"),
      llvm::cl::init("none")};
  PassOptions::Option<std::string> offloadStore{
      *this, "offload-store",
      llvm::cl::desc("where offloaded shards live: host or file"),
      llvm::cl::init("file")};
  PassOptions::Option<int64_t> offloadChunkBytes{
      *this, "offload-chunk-bytes",
      llvm::cl::desc("bytes of one chunk of an offloaded update"),
      llvm::cl::init(4194304)};
};

/// Adds what turns a traced step into the rank program of one ZeRO stage:
/// zero-verify-contract, zero-partition, when `options.schedule` is set,
/// zero-schedule and, when `options.fuse` is set (the default),
/// zero-fuse-elementwise. Every fixed-stage pipeline is built here.
void buildCandidatePipeline(OpPassManager &pm, ZeroStage stage,
                            const ZeroPipelineOptions &options);

/// The pass zero-pipeline runs for `stage=auto` (AutoStage.cpp).
std::unique_ptr<Pass> createAutoStagePass(const ZeroPipelineOptions &options);

/// Adds buildCandidatePipeline for `options.stage` (or, for `auto`, the
/// pass that builds, schedules, costs and chooses among the candidates of
/// stages 0-3) and, when `options.report` is set, zero-memory-report to `pm`.
void buildZeroPipeline(OpPassManager &pm, const ZeroPipelineOptions &options);

/// Registers `zero-pipeline`.
void registerZeroPipeline();

#define GEN_PASS_REGISTRATION
#include "zero/Dialect/Zero/Transforms/Passes.h.inc"

} // namespace zero
} // namespace mlir

#endif // ZERO_DIALECT_ZERO_TRANSFORMS_PASSES_H
