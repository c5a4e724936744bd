//===- Compile.cpp - lower and JIT-compile a step -------------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/Compile.h"

#include "zero/InitAllZero.h"
#include "zero/Pipelines/Pipelines.h"

#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"

#include <mutex>

using namespace mlir;
using namespace mlir::zero;
using namespace mlir::zero::runner;

static llvm::Error error(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

std::unique_ptr<MLIRContext> runner::createRunnerContext() {
  // The lowering pipeline is textual: its passes must be registered once.
  static std::once_flag once;
  std::call_once(once, [] {
    registerAllPasses();
    registerAllZeroPasses();
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
  });
  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllZeroDialects(registry);
  // All, not only builtin and LLVM: zero-lower-to-nvvm translates kernels
  // (GPU, NVVM) to LLVM IR.
  registerAllToLLVMIRTranslations(registry);
  return std::make_unique<MLIRContext>(registry);
}

static llvm::CodeGenOptLevel getCodeGenOptLevel(unsigned optLevel) {
  switch (optLevel) {
  case 0:
    return llvm::CodeGenOptLevel::None;
  case 1:
    return llvm::CodeGenOptLevel::Less;
  case 2:
    return llvm::CodeGenOptLevel::Default;
  default:
    return llvm::CodeGenOptLevel::Aggressive;
  }
}

llvm::Expected<std::unique_ptr<ExecutionEngine>>
runner::compileModule(ModuleOp module, const JitOptions &options) {
  PassManager pm(module.getContext());
  std::string pipelineError;
  llvm::raw_string_ostream pipelineStream(pipelineError);
  if (options.cuda) {
    if (failed(buildLowerToNVVMPipeline(pm, LowerToNVVMOptions(),
                                        pipelineStream)))
      return error("bad lowering pipeline: " + pipelineError);
  } else {
    LowerToLLVMOptions lowering;
    lowering.useRuntime = options.useRuntime;
    lowering.packedEntry = options.packedEntry;
    if (failed(buildLowerToLLVMPipeline(pm, lowering, pipelineStream)))
      return error("bad lowering pipeline: " + pipelineError);
  }
  if (failed(pm.run(module)))
    return error("lowering to LLVM failed");

  ExecutionEngineOptions engineOptions;
  // memref.copy between non-contiguous layouts lowers to a call to
  // memrefCopy, which MLIR ships in its C runner utilities.
  llvm::StringRef sharedLibs[] = {ZERO_MLIR_C_RUNNER_UTILS};
  engineOptions.sharedLibPaths = sharedLibs;
  // The optimizer needs the host's target machine: without it LLVM's cost
  // model knows no vector registers and the loop and SLP vectorizers leave
  // every kernel's loops scalar. The JIT generates code for the host anyway.
  std::unique_ptr<llvm::TargetMachine> hostMachine;
  if (auto builder = llvm::orc::JITTargetMachineBuilder::detectHost()) {
    builder->setCodeGenOptLevel(getCodeGenOptLevel(options.optLevel));
    if (auto machine = builder->createTargetMachine())
      hostMachine = std::move(*machine);
    else
      llvm::consumeError(machine.takeError());
  } else {
    llvm::consumeError(builder.takeError());
  }
  auto transformer = makeOptimizingTransformer(
      options.optLevel, /*sizeLevel=*/0, hostMachine.get());
  engineOptions.transformer = transformer;
  engineOptions.jitCodeGenOptLevel = getCodeGenOptLevel(options.optLevel);
  return ExecutionEngine::create(module, engineOptions);
}
