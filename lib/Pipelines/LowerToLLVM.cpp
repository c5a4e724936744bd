//===- LowerToLLVM.cpp - the zero-lower-to-llvm pipeline ------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Pipelines/Pipelines.h"

#include "SharedStages.h"

#include "zero/Codegen/Passes.h"
#include "zero/Conversion/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

// Built from the passes' own constructors and option structs, so a pass
// that goes away is a compile error here; `zero-opt --zero-lower-to-llvm
// --dump-pass-pipeline` prints the pipeline as text users can paste into
// zero-opt to look at any stage.
//  - strip the driver's boundary attributes (their types change below);
//  - one tensor.empty per use and gradient markers on the ops that write
//    the gradients' storage, so bufferization allocates what
//    zero-memory-report counts and the runtime counts it as the report does;
//  - the step's entry takes and returns plain row-major buffers
//    (upstream's boundary analysis is quadratic in a long step's arguments
//    times its results); then bufferize, the boundaries of functions that
//    calls reach included, with identity layouts; zero ops are unknown to
//    bufferization and stay on tensors;
//  - [runtime] zero ops and f32 matmuls become runtime calls, then
//    to_buffer/to_tensor pairs fold away;
//  - every buffer is freed right after its last use (which is where
//    zero.free stood), and results are handed to the caller.
// zero-lower-to-nvvm starts with the same stages.
void mlir::zero::detail::addBufferizationStages(
    OpPassManager &pm, bool useRuntime,
    llvm::function_ref<void(OpPassManager &)> afterRuntime) {
  pm.addPass(createStripZeroBoundaryAttrs());
  pm.addNestedPass<func::FuncOp>(createPrepareBufferization());
  pm.addPass(createMemRefBoundaries());
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  bufferize.allowUnknownOps = true;
  bufferize.bufferAlignment = 0;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  if (useRuntime) {
    pm.addPass(createConvertZeroToRuntime());
    if (afterRuntime)
      afterRuntime(pm);
  }
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createBufferDeallocation());
  pm.addPass(createConvertBufferizationToMemRefPass());
}

// After the shared stages:
//  - one-hot reductions (the embedding gradient) become scatter loops over
//    their indices;
//  - copies between strided views become linalg.copy (a vectorized loop
//    instead of the element-wise memrefCopy call);
//  - each remaining linalg op moves into a kernel function, identical
//    kernels once, so the step's own body stays calls and allocations and
//    lowering time grows linearly with its length;
//  - in each kernel the loop that walks memory contiguously goes
//    innermost, transcendental math becomes polynomial arithmetic and float
//    ops may reassociate, (once linalg is loops) a reduction's
//    accumulator is carried in a register and a loop whose index is
//    compared with a fixed value (a causal mask) is split where the compare
//    changes, so LLVM's loop vectorizer (with
//    the host's target machine, lib/Runner/Compile.cpp) widens elementwise
//    loops and reductions;
//  - [parallel-loops] the outer parallel loops of big kernels become
//    OpenMP worksharing loops, the innermost loop staying serial for the
//    vectorizer (zero-parallelize-kernel-loops); their types are lowered
//    with the rest;
//  - the rest of linalg becomes loops, bf16 arithmetic is expanded to f32,
//    then LLVM; [runtime] allocations call the generic hooks the runtime
//    implements on its accounting allocator, else malloc/free;
//  - [packed-entry] the driver's entry takes its arguments and results as
//    two arrays of words instead of thousands of scalar parameters.
// The passes are added to a pass manager anchored on builtin.module; each
// group of function passes is one nested pass manager, as the printed
// pipeline shows it.
void mlir::zero::detail::addHostToLLVMStages(OpPassManager &pm,
                                             bool useRuntime) {
  FinalizeMemRefToLLVMConversionPassOptions memrefToLLVM;
  memrefToLLVM.useGenericFunctions = useRuntime;
  pm.addPass(createFinalizeMemRefToLLVMConversionPass(memrefToLLVM));
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createConvertMathToLibmPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
}

LogicalResult
mlir::zero::buildLowerToLLVMPipeline(OpPassManager &pm,
                                     const LowerToLLVMOptions &options,
                                     llvm::raw_ostream &errorStream) {
  bool runtime = options.useRuntime;
  detail::addBufferizationStages(pm, runtime);

  OpPassManager &rewrites = pm.nest<func::FuncOp>();
  rewrites.addPass(createLowerIndexScatter());
  rewrites.addPass(createStridedCopiesToLinalg());
  if (options.rowKernelMinBytes >= 0) {
    RowKernelsOptions rows;
    rows.minBytes = options.rowKernelMinBytes;
    rewrites.addPass(createRowKernels(rows));
  }
  pm.addPass(createOutlineKernels());

  OpPassManager &kernels = pm.nest<func::FuncOp>();
  kernels.addPass(createKernelLoopOrder());
  kernels.addPass(createVectorizableKernelMath());
  if (options.parallelLoops) {
    OpPassManager &loops = pm.nest<func::FuncOp>();
    loops.addPass(createConvertLinalgToParallelLoopsPass());
    loops.addPass(createPromoteKernelAccumulators());
    ParallelizeKernelLoopsOptions threads;
    threads.minIterations = options.parallelMinIterations;
    pm.addPass(createParallelizeKernelLoops(threads));
    pm.addNestedPass<func::FuncOp>(createSplitMaskedLoops());
  } else {
    OpPassManager &loops = pm.nest<func::FuncOp>();
    loops.addPass(createConvertLinalgToLoopsPass());
    loops.addPass(createPromoteKernelAccumulators());
    loops.addPass(createSplitMaskedLoops());
  }

  pm.addPass(createExpandArithForLLVM());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  detail::addHostToLLVMStages(pm, runtime);
  if (options.parallelLoops)
    pm.addPass(createConvertOpenMPToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  if (!options.packedEntry.empty()) {
    PackEntryAbiOptions entry;
    entry.funcName = options.packedEntry;
    pm.addPass(createPackEntryAbi(entry));
  }
  pm.addPass(createLocalizeBlockValues());
  return success();
}

void mlir::zero::registerLowerToLLVMPipeline() {
  PassPipelineRegistration<LowerToLLVMOptions>(
      "zero-lower-to-llvm",
      "Lower a zero step (partitioned or not) to LLVM dialect; with "
      "use-runtime (the default) zero ops, f32 matmuls and allocations call "
      "zero's runtime",
      [](OpPassManager &pm, const LowerToLLVMOptions &options) {
        // Every option combination builds: only zero-lower-to-nvvm can fail.
        (void)buildLowerToLLVMPipeline(pm, options, llvm::errs());
      });
}
