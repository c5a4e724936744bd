//===- zero-pipeline-fuzzer.cpp - zero's passes on mutated steps ----------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// libFuzzer target: a module that parses is checked by zero-verify-contract;
// a step that satisfies the contract goes through zero-pipeline at every
// stage (0-3, and stage=auto) and several world sizes, with and without
// zero-schedule. Each pass must either succeed, leaving IR that verifies
// (the pass manager checks after every pass), or fail with a diagnostic; a
// crash, a sanitizer report or an assertion is a defect. Seeds: the steps of
// the tests and of zero-trace (utils/fuzz/seed-corpus.py).
//
//===----------------------------------------------------------------------===//

#include "../StepContext.h"

#include "zero/Dialect/Zero/Transforms/Passes.h"

#include "mlir/Pass/PassManager.h"

using namespace mlir;
using namespace mlir::zero;

namespace {
struct PipelineCase {
  PipelineStage stage;
  int64_t worldSize;
  bool schedule;
};
} // namespace

/// World sizes that divide typical dimensions evenly (1, 2, 4), one that
/// usually does not (3) and one larger than many dimensions (8).
static constexpr PipelineCase kCases[] = {
    {PipelineStage::DataParallel, 1, false},
    {PipelineStage::DataParallel, 3, true},
    {PipelineStage::OptimizerStates, 2, false},
    {PipelineStage::OptimizerStates, 4, true},
    {PipelineStage::Gradients, 2, true},
    {PipelineStage::Gradients, 3, false},
    {PipelineStage::Parameters, 2, false},
    {PipelineStage::Parameters, 4, true},
    {PipelineStage::Parameters, 8, false},
    {PipelineStage::Auto, 2, true},
};

static LogicalResult runPipeline(ModuleOp step, const PipelineCase &c) {
  ZeroPipelineOptions options;
  options.stage = c.stage;
  options.worldSize = c.worldSize;
  options.schedule = c.schedule;
  // A small budget and buckets make zero-schedule and stage=auto take their
  // constrained paths, not only the unconstrained one.
  options.bucketBytes = c.schedule ? 256 : 0;
  options.memoryBudget = c.stage == PipelineStage::Auto ? 4096 : 0;
  PassManager pm(step.getContext());
  buildZeroPipeline(pm, options);
  return pm.run(step);
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  OwningOpRef<ModuleOp> module = zero_fuzz::parseStep(data, size);
  if (!module)
    return 0;
  MLIRContext &ctx = zero_fuzz::stepContext();
  ScopedDiagnosticHandler quiet(&ctx,
                                [](Diagnostic &) { return success(); });
  PassManager contract(&ctx);
  contract.addPass(createVerifyContract());
  if (failed(contract.run(*module)))
    return 0;
  for (const PipelineCase &c : kCases) {
    OwningOpRef<ModuleOp> copy = module->clone();
    (void)runPipeline(*copy, c);
  }
  return 0;
}
