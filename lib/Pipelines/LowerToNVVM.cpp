//===- LowerToNVVM.cpp - the zero-lower-to-nvvm pipeline ------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Pipelines/Pipelines.h"

#include "SharedStages.h"

#include "zero/Codegen/Passes.h"
#include "zero/Conversion/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

// The toolkit CMake found; else MLIR's own default.
#ifndef ZERO_CUDA_TOOLKIT_DIR
#define ZERO_CUDA_TOOLKIT_DIR "/usr/local/cuda"
#endif

static std::string getToolkit(const zero::LowerToNVVMOptions &options) {
  return options.toolkit.empty() ? std::string(ZERO_CUDA_TOOLKIT_DIR)
                                 : options.toolkit.getValue();
}

// Built in C++, like zero-lower-to-llvm, and sharing its bufferization
// stages:
//  - zero ops and f32 matmuls become calls to the CUDA runtime's step ABI
//    (cuBLAS, NCCL), which has the CPU one's arguments;
//  - one-hot reductions become scatter loops (parallel over the row);
//  - bufferization's copies become linalg.copy, every linalg op becomes
//    scf.parallel loops (reductions: scf.for inside), and a nest with no
//    parallel dimension is wrapped in a one-trip scf.parallel;
//  - parallel loops are tiled 16x16 (no min/max bounds: an scf.if guards the
//    edge tiles, so thread counts stay constant), tiles map to blocks and
//    points to threads, innermost loop on x (row-major: consecutive threads
//    touch consecutive addresses), and become gpu.launch; no loop may be
//    left on the host;
//  - launches are outlined into a gpu.module, which becomes NVVM for
//    `chip` and then (unless format=none) a gpu.binary; the host becomes
//    LLVM, with
//    allocations through the runtime's accounting allocator (which the CUDA
//    runtime backs with device memory) and launches through mgpu* calls.
// Each function pass is a nested pass manager of its own, as the printed
// pipeline shows it.
static void addLowerToNVVMPasses(OpPassManager &pm,
                                 const zero::LowerToNVVMOptions &options) {
  zero::detail::addBufferizationStages(
      pm, /*useRuntime=*/true, [](OpPassManager &pm) {
        pm.addPass(zero::createRetargetRuntimeToCUDA());
      });
  zero::LowerIndexScatterOptions scatter;
  scatter.parallelOuter = true;
  pm.addNestedPass<func::FuncOp>(zero::createLowerIndexScatter(scatter));
  pm.addNestedPass<func::FuncOp>(zero::createPrepareGPUMapping());
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToParallelLoopsPass());
  zero::PrepareGPUMappingOptions wrap;
  wrap.wrapSerialLoops = true;
  pm.addNestedPass<func::FuncOp>(zero::createPrepareGPUMapping(wrap));
  pm.addNestedPass<func::FuncOp>(
      createParallelLoopTilingPass({16, 16}, /*noMinMaxBounds=*/true));
  GpuMapParallelLoopsPassOptions mapping;
  mapping.mappingPolicyStr = "innermost-first";
  pm.addNestedPass<func::FuncOp>(createGpuMapParallelLoopsPass(mapping));
  pm.addNestedPass<func::FuncOp>(createConvertParallelLoopToGpuPass());
  pm.addNestedPass<func::FuncOp>(zero::createCheckGPUMapping());
  pm.addPass(createGpuKernelOutliningPass());
  arith::ArithExpandOpsPassOptions expand;
  expand.includeBf16 = true;
  pm.addPass(arith::createArithExpandOpsPass(expand));
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  GpuNVVMAttachTargetOptions target;
  target.chip = options.chip.getValue();
  target.features = options.features.getValue();
  target.optLevel = 3;
  pm.addPass(createGpuNVVMAttachTarget(target));
  OpPassManager &kernels = pm.nest<gpu::GPUModuleOp>();
  kernels.addPass(createConvertGpuOpsToNVVMOps());
  kernels.addPass(createCanonicalizerPass());
  kernels.addPass(createReconcileUnrealizedCastsPass());
  zero::detail::addHostToLLVMStages(pm, /*useRuntime=*/true);
  pm.addPass(createGpuToLLVMConversionPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  if (options.format != "none") {
    GpuModuleToBinaryPassOptions binary;
    binary.compilationTarget = options.format.getValue();
    binary.toolkitPath = getToolkit(options);
    pm.addPass(createGpuModuleToBinaryPass(binary));
  }
}

/// sm_<digits>[a|f]: what nvvm-attach-target and ptxas accept.
static bool isNvidiaChip(llvm::StringRef chip) {
  if (!chip.consume_front("sm_"))
    return false;
  chip.consume_back("a") || chip.consume_back("f");
  return !chip.empty() && llvm::all_of(chip, llvm::isDigit);
}

LogicalResult
mlir::zero::buildLowerToNVVMPipeline(OpPassManager &pm,
                                     const LowerToNVVMOptions &options,
                                     llvm::raw_ostream &errorStream) {
  if (!isNvidiaChip(options.chip)) {
    errorStream << "zero-lower-to-nvvm: chip '" << options.chip
                << "' is not an NVIDIA GPU architecture (expected "
                   "sm_<major><minor>, e.g. sm_90)\n";
    return failure();
  }
  llvm::StringRef format = options.format;
  if (format != "fatbin" && format != "bin" && format != "isa" &&
      format != "none") {
    errorStream << "zero-lower-to-nvvm: format '" << format
                << "' is not one of fatbin, bin, isa, none\n";
    return failure();
  }
  // Without it gpu-module-to-binary reports an error per kernel yet
  // succeeds, leaving PTX that calls libdevice functions it never linked.
  std::string toolkit = getToolkit(options);
  if (format != "none" && !llvm::sys::fs::is_directory(toolkit)) {
    errorStream << "zero-lower-to-nvvm: format=" << format
                << " needs a CUDA toolkit (libdevice, ptxas, fatbinary), "
                   "but '"
                << toolkit
                << "' is not a directory; pass toolkit=DIR, or format=none "
                   "to keep the kernels as NVVM-dialect gpu.modules\n";
    return failure();
  }
  addLowerToNVVMPasses(pm, options);
  return success();
}

void mlir::zero::registerLowerToNVVMPipeline() {
  // registerPassPipeline rather than PassPipelineRegistration: a bad chip
  // or format must fail the tool, not leave an empty pipeline.
  registerPassPipeline(
      "zero-lower-to-nvvm",
      "Lower a zero step (partitioned or not) for NVIDIA GPUs: kernels as "
      "an embedded gpu.binary, f32 matmuls on cuBLAS, zero ops and "
      "allocations through zero's CUDA runtime (docs/GPU.md)",
      [](OpPassManager &pm, StringRef optionsText,
         function_ref<LogicalResult(const Twine &)> errorHandler) {
        LowerToNVVMOptions options;
        if (failed(options.parseFromString(optionsText)))
          return failure();
        std::string message;
        llvm::raw_string_ostream os(message);
        if (failed(buildLowerToNVVMPipeline(pm, options, os)))
          return errorHandler(llvm::StringRef(message).rtrim());
        return success();
      },
      [](function_ref<void(const mlir::detail::PassOptions &)> optHandler) {
        optHandler(LowerToNVVMOptions());
      });
}
