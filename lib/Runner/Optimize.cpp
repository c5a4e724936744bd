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

    llvm::PipelineTuningOptions tuning;
    tuning.LoopUnrolling = true;
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
