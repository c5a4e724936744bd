//===- Optimize.cpp - LLVM's optimizer on a compiled step -----------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/Optimize.h"

#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/StandardInstrumentations.h"

using namespace mlir::zero;

std::function<llvm::Error(llvm::Module *)>
runner::makeStepOptimizer(unsigned optLevel,
                          llvm::TargetMachine *targetMachine) {
  return [optLevel, targetMachine](llvm::Module *module) -> llvm::Error {
    llvm::OptimizationLevel levels[] = {
        llvm::OptimizationLevel::O0, llvm::OptimizationLevel::O1,
        llvm::OptimizationLevel::O2, llvm::OptimizationLevel::O3};
    if (optLevel > 3)
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "LLVM optimization level " +
                                         llvm::Twine(optLevel) +
                                         " is not 0 to 3");
    llvm::PassInstrumentationCallbacks instrumentation;
    llvm::OptNoneInstrumentation optNone(/*DebugLogging=*/false);
    optNone.registerCallbacks(instrumentation);

    // No unrolling (neither the full unrolling before the loop vectorizer
    // nor the runtime unrolling after it) but the vectorizer's own
    // interleaving: LLVM fully unrolled loops of a few dozen steps (a row
    // of a 32-token attention, a 64-wide LayerNorm) before its vectorizer
    // ran, and the unrolled scalar code was slower than the vector loop it
    // would have become (a small GPT step 2.40 -> 2.20 ms; docs/Design.md
    // §9). Loops of a handful of steps and loops that do not vectorize
    // (index scatters) stay rolled.
    llvm::PipelineTuningOptions tuning;
    tuning.LoopUnrolling = false;
    tuning.LoopInterleaving = true;
    tuning.LoopVectorization = true;
    tuning.SLPVectorization = true;
    llvm::PassBuilder builder(targetMachine, tuning, std::nullopt,
                              &instrumentation);

    llvm::LoopAnalysisManager loops;
    llvm::FunctionAnalysisManager functions;
    llvm::CGSCCAnalysisManager sccs;
    llvm::ModuleAnalysisManager modules;
    builder.registerModuleAnalyses(modules);
    builder.registerCGSCCAnalyses(sccs);
    builder.registerFunctionAnalyses(functions);
    builder.registerLoopAnalyses(loops);
    builder.crossRegisterProxies(loops, functions, sccs, modules);

    llvm::ModulePassManager pipeline =
        builder.buildPerModuleDefaultPipeline(levels[optLevel]);
    pipeline.run(*module, modules);
    return llvm::Error::success();
  };
}
