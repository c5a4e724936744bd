//===- Compile.cpp - lower and JIT-compile a step -------------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/Compile.h"
#include "zero/Runner/Optimize.h"
#include "zero/Runner/SplitStep.h"

#include "zero/InitAllZero.h"
#include "zero/Pipelines/Pipelines.h"

#include "mlir/IR/Verifier.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/ExecutionEngine/JITEventListener.h"
#include "llvm/ExecutionEngine/Orc/ExecutionUtils.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/ExecutionEngine/Orc/RTDyldObjectLinkingLayer.h"
#include "llvm/ExecutionEngine/SectionMemoryManager.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SmallVectorMemoryBuffer.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Host.h"

#include <cstdlib>
#include <mutex>

using namespace mlir;
using namespace mlir::zero;
using namespace mlir::zero::runner;

static llvm::Error error(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

std::unique_ptr<MLIRContext> runner::createRunnerContext() {
  // zero-buffer-deallocation parses its general route from text: the passes
  // it names must be registered once.
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

static llvm::Error buildPipeline(PassManager &pm, const JitOptions &options) {
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
    lowering.parallelLoops = options.parallelLoops;
    lowering.rowKernelMinBytes = options.rowKernelMinBytes;
    if (failed(buildLowerToLLVMPipeline(pm, lowering, pipelineStream)))
      return error("bad lowering pipeline: " + pipelineError);
  }
  return llvm::Error::success();
}

static llvm::Error lower(ModuleOp module, const JitOptions &options) {
  PassManager pm(module.getContext());
  if (llvm::Error err = buildPipeline(pm, options))
    return err;
  // Verified once at the end rather than after each of some thirty passes:
  // on a long step the verifier cost as much as several passes together.
  // zero-opt verifies after every pass, and the tests lower through it.
  pm.enableVerifier(false);
  if (failed(pm.run(module)))
    return error("lowering to LLVM failed");
  if (failed(verify(module)))
    return error("lowering to LLVM produced invalid IR");
  return llvm::Error::success();
}

/// The host's target machine. The optimizer needs it too: without it
/// LLVM's cost model knows no vector registers and the loop and SLP
/// vectorizers leave every kernel's loops scalar. Position-independent: the
/// step's body and its kernels are two objects (compileModuleToObject) that
/// reach each other's globals through the GOT, wherever the JIT puts them.
static llvm::Expected<std::unique_ptr<llvm::TargetMachine>>
createHostTargetMachine(llvm::CodeGenOptLevel level) {
  auto builder = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!builder)
    return builder.takeError();
  builder->setCodeGenOptLevel(level);
  builder->setRelocationModel(llvm::Reloc::PIC_);
  return builder->createTargetMachine();
}

llvm::Expected<std::unique_ptr<ExecutionEngine>>
runner::compileModule(ModuleOp module, const JitOptions &options) {
  if (llvm::Error err = lower(module, options))
    return std::move(err);

  ExecutionEngineOptions engineOptions;
  // memref.copy between non-contiguous layouts lowers to a call to
  // memrefCopy, which MLIR ships in its C runner utilities.
  llvm::StringRef sharedLibs[] = {ZERO_MLIR_C_RUNNER_UTILS};
  engineOptions.sharedLibPaths = sharedLibs;
  auto hostMachine =
      createHostTargetMachine(getCodeGenOptLevel(options.optLevel));
  if (!hostMachine)
    return hostMachine.takeError();
  auto transformer = makeStepOptimizer(options.optLevel, hostMachine->get());
  engineOptions.transformer = transformer;
  engineOptions.jitCodeGenOptLevel = getCodeGenOptLevel(options.optLevel);
  return ExecutionEngine::create(module, engineOptions);
}

static llvm::Error emitObject(llvm::Module &module, llvm::TargetMachine &tm,
                              llvm::SmallVectorImpl<char> &bundle) {
  llvm::SmallVector<char, 0> object;
  llvm::raw_svector_ostream os(object);
  llvm::legacy::PassManager codegen;
  if (tm.addPassesToEmitFile(codegen, os, nullptr,
                             llvm::CodeGenFileType::ObjectFile))
    return error("the host's target cannot emit an object file");
  codegen.run(module);
  uint64_t size = object.size();
  for (int i = 0; i < 8; ++i)
    bundle.push_back(char((size >> (8 * i)) & 0xff));
  bundle.append(object.begin(), object.end());
  return llvm::Error::success();
}

/// For every function defined in `module`, `_mlir_<name>(ptr args)`: args[i]
/// points at the i-th argument and args[n] at where the result goes. The
/// calling convention of ExecutionEngine::invokePacked, which drivers of an
/// ExecutionEngine and of a JitObject share.
static void addPackedWrappers(llvm::Module &module) {
  llvm::SmallVector<llvm::Function *> defined;
  for (llvm::Function &f : module.functions())
    if (!f.isDeclaration())
      defined.push_back(&f);
  llvm::LLVMContext &ctx = module.getContext();
  llvm::IRBuilder<> b(ctx);
  auto *wrapperType =
      llvm::FunctionType::get(b.getVoidTy(), {b.getPtrTy()}, false);
  for (llvm::Function *f : defined) {
    auto *wrapper = llvm::Function::Create(
        wrapperType, llvm::GlobalValue::ExternalLinkage,
        "_mlir_" + f->getName(), module);
    b.SetInsertPoint(llvm::BasicBlock::Create(ctx, "entry", wrapper));
    llvm::Value *slots = wrapper->getArg(0);
    auto slot = [&](unsigned i) {
      llvm::Value *at = b.CreateConstGEP1_64(b.getPtrTy(), slots, i);
      return b.CreateLoad(b.getPtrTy(), at);
    };
    llvm::SmallVector<llvm::Value *> args;
    for (llvm::Argument &arg : f->args())
      args.push_back(b.CreateLoad(arg.getType(), slot(arg.getArgNo())));
    llvm::Value *result = b.CreateCall(f, args);
    if (!result->getType()->isVoidTy())
      b.CreateStore(result, slot(f->arg_size()));
    b.CreateRetVoid();
  }
}

llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
runner::compileModuleToObject(ModuleOp module, const JitOptions &options) {
  if (options.cuda)
    return error("a CUDA step is not compiled to an object");
  if (llvm::Error err = lower(module, options))
    return std::move(err);
  auto tm = createHostTargetMachine(getCodeGenOptLevel(options.optLevel));
  if (!tm)
    return tm.takeError();

  llvm::LLVMContext llvmContext;
  std::unique_ptr<llvm::Module> llvmModule =
      translateModuleToLLVMIR(module, llvmContext);
  if (!llvmModule)
    return error("could not convert to LLVM IR");
  if (llvmModule->getNamedGlobal("llvm.global_ctors"))
    return error("the step has global constructors, which an object loaded "
                 "by zero-run would not run");
  ExecutionEngine::setupTargetTripleAndDataLayout(llvmModule.get(), tm->get());
  addPackedWrappers(*llvmModule);
  auto optimize = makeStepOptimizer(options.optLevel, tm->get());

  // The object bundle: each object's size (8 bytes, little-endian), then
  // the object.
  llvm::SmallVector<char, 0> bundle;
  if (!hasOptNoneDefinition(*llvmModule)) {
    if (llvm::Error err = optimize(llvmModule.get()))
      return std::move(err);
    if (llvm::Error err = emitObject(*llvmModule, **tm, bundle))
      return std::move(err);
  } else {
    // A step's body (optnone, zero-outline-kernels) is thousands of calls:
    // the optimizing code generator's register allocator and live-interval
    // analysis spend time superlinear in its length there for nothing, so
    // it is code-generated without optimization, in an object of its own,
    // and the kernels, optimized, in another. The optimizer sees only the
    // kernels: its module passes (IPSCCP, called-value propagation, ...)
    // walk every function, optnone or not, and the kernels, external
    // functions, learn nothing from the body's calls.
    std::unique_ptr<llvm::Module> kernels = splitOffKernels(llvmModule);
    if (llvm::Error err = optimize(kernels.get()))
      return std::move(err);
    poisonUnusedKernelArguments(*kernels, *llvmModule);
    auto unoptimized = createHostTargetMachine(llvm::CodeGenOptLevel::None);
    if (!unoptimized)
      return unoptimized.takeError();
    if (llvm::Error err = emitObject(*kernels, **tm, bundle))
      return std::move(err);
    if (llvm::Error err = emitObject(*llvmModule, **unoptimized, bundle))
      return std::move(err);
  }
  return std::make_unique<llvm::SmallVectorMemoryBuffer>(
      std::move(bundle), "zero-step.o", /*RequiresNullTerminator=*/false);
}

llvm::Expected<std::string>
runner::describeObjectCompilation(MLIRContext &context,
                                  const JitOptions &options) {
  PassManager pm(&context);
  if (llvm::Error err = buildPipeline(pm, options))
    return std::move(err);
  auto tm = createHostTargetMachine(getCodeGenOptLevel(options.optLevel));
  if (!tm)
    return tm.takeError();
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "pipeline: ";
  pm.printAsTextualPipeline(os);
  os << "\nopt-level: " << options.optLevel
     << "\nllvm: " << LLVM_VERSION_STRING
     << "\ntriple: " << (*tm)->getTargetTriple().str()
     << "\ncpu: " << (*tm)->getTargetCPU()
     << "\nfeatures: " << (*tm)->getTargetFeatureString() << "\n";
  return text;
}

llvm::Expected<std::unique_ptr<JitObject>>
JitObject::load(llvm::StringRef object) {
  // RuntimeDyld, as ExecutionEngine links: calls out of the object go
  // through stubs, so the process's symbols may lie anywhere.
  auto jit =
      llvm::orc::LLJITBuilder()
          .setObjectLinkingLayerCreator(
              [](llvm::orc::ExecutionSession &es)
                  -> llvm::Expected<std::unique_ptr<llvm::orc::ObjectLayer>> {
                auto layer =
                    std::make_unique<llvm::orc::RTDyldObjectLinkingLayer>(
                        es, [](const llvm::MemoryBuffer &) {
                          return std::make_unique<llvm::SectionMemoryManager>();
                        });
                // ZERO_PERF_JITDUMP=1: perf's jitdump of the loaded step
                // (`perf record -k 1`, then `perf inject --jit`), so profiles
                // name the kernels.
                if (std::getenv("ZERO_PERF_JITDUMP"))
                  if (llvm::JITEventListener *perf =
                          llvm::JITEventListener::createPerfJITEventListener())
                    layer->registerJITEventListener(*perf);
                return layer;
              })
          .create();
  if (!jit)
    return jit.takeError();
  llvm::orc::JITDylib &main = (*jit)->getMainJITDylib();
  char prefix = (*jit)->getDataLayout().getGlobalPrefix();
  auto process =
      llvm::orc::DynamicLibrarySearchGenerator::GetForCurrentProcess(prefix);
  if (!process)
    return process.takeError();
  main.addGenerator(std::move(*process));
  auto utils = llvm::orc::DynamicLibrarySearchGenerator::Load(
      ZERO_MLIR_C_RUNNER_UTILS, prefix);
  if (!utils)
    return utils.takeError();
  main.addGenerator(std::move(*utils));
  while (!object.empty()) {
    uint64_t size = 0;
    for (int i = 0; i < 8 && i < (int)object.size(); ++i)
      size |= uint64_t(uint8_t(object[i])) << (8 * i);
    if (object.size() < 8 || object.size() - 8 < size)
      return error("truncated object bundle");
    llvm::StringRef one = object.substr(8, size);
    object = object.drop_front(8 + size);
    if (llvm::Error err = (*jit)->addObjectFile(
            llvm::MemoryBuffer::getMemBufferCopy(one, "zero-step.o")))
      return std::move(err);
  }
  std::unique_ptr<JitObject> loaded(new JitObject());
  loaded->jit = std::move(*jit);
  return loaded;
}

llvm::Expected<void (*)(void **)>
JitObject::lookupPacked(llvm::StringRef name) const {
  auto address = jit->lookup(("_mlir_" + name).str());
  if (!address)
    return address.takeError();
  return address->toPtr<void (*)(void **)>();
}
