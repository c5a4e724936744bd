//===- Passes.h - zero transformation passes --------------------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_TRANSFORMS_PASSES_H
#define ZERO_DIALECT_ZERO_TRANSFORMS_PASSES_H

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

/// Options of the `zero-pipeline` pass pipeline.
struct ZeroPipelineOptions : public PassPipelineOptions<ZeroPipelineOptions> {
  PassOptions::Option<ZeroStage> stage{*this, "stage",
                                       llvm::cl::desc("ZeRO stage, 0 to 3"),
                                       llvm::cl::init(ZeroStage::DataParallel),
                                       llvm::cl::values(ZERO_STAGE_CL_VALUES)};
  PassOptions::Option<int64_t> worldSize{*this, "world-size",
                                         llvm::cl::desc("number of ranks"),
                                         llvm::cl::init(1)};
  PassOptions::Option<std::string> report{
      *this, "report",
      llvm::cl::desc("also write the memory report there ('-': stdout; "
                     "empty: no report)"),
      llvm::cl::init("")};
  PassOptions::Option<bool> schedule{
      *this, "schedule",
      llvm::cl::desc("run zero-schedule after zero-partition"),
      llvm::cl::init(false)};
  PassOptions::Option<int64_t> memoryBudget{
      *this, "memory-budget",
      llvm::cl::desc("zero-schedule's per-rank memory budget in bytes (0: "
                     "no limit)"),
      llvm::cl::init(0)};
  PassOptions::Option<int64_t> bucketBytes{
      *this, "bucket-bytes",
      llvm::cl::desc("zero-schedule's largest all_reduce bucket in bytes (0: "
                     "no buckets)"),
      llvm::cl::init(0)};
};

/// Adds zero-verify-contract, zero-partition, zero-schedule when
/// `options.schedule` is set and, when `options.report` is set,
/// zero-memory-report to `pm`.
void buildZeroPipeline(OpPassManager &pm, const ZeroPipelineOptions &options);

/// Registers `zero-pipeline`.
void registerZeroPipeline();

#define GEN_PASS_REGISTRATION
#include "zero/Dialect/Zero/Transforms/Passes.h.inc"

} // namespace zero
} // namespace mlir

#endif // ZERO_DIALECT_ZERO_TRANSFORMS_PASSES_H
