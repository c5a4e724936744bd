//===- LowerToLLVM.cpp - the zero-lower-to-llvm pipeline ------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Pipelines/Pipelines.h"

#include "PipelineText.h"

#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

// Kept textual: each stage is an upstream pass with its options, and the
// string is the pipeline users can paste into zero-opt to look at any stage.
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
void mlir::zero::detail::printBufferizationStages(llvm::raw_ostream &os,
                                                  bool useRuntime,
                                                  llvm::StringRef afterRuntime) {
  os << "zero-strip-boundary-attrs,"
     << "func.func(zero-prepare-bufferization),"
     << "zero-memref-boundaries,"
     << "one-shot-bufferize{bufferize-function-boundaries "
        "function-boundary-type-conversion=identity-layout-map "
        "allow-unknown-ops buffer-alignment=0},";
  if (useRuntime)
    os << "convert-zero-to-runtime," << afterRuntime;
  os << "canonicalize,"
     << "zero-buffer-deallocation,"
     << "convert-bufferization-to-memref,";
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
// The list is relative to builtin.module, where the pass manager is
// anchored.
void mlir::zero::detail::printHostToLLVMStages(llvm::raw_ostream &os,
                                               bool useRuntime) {
  os << (useRuntime ? "finalize-memref-to-llvm{use-generic-functions},"
                    : "finalize-memref-to-llvm,")
     << "convert-math-to-llvm,"
     << "convert-math-to-libm,"
     << "convert-arith-to-llvm,"
     << "convert-index-to-llvm,"
     << "convert-cf-to-llvm,"
     << "convert-func-to-llvm,";
}

static std::string getPipelineText(const zero::LowerToLLVMOptions &options) {
  bool runtime = options.useRuntime;
  std::string text;
  llvm::raw_string_ostream os(text);
  zero::detail::printBufferizationStages(os, runtime);
  os << "func.func(zero-lower-index-scatter,zero-strided-copies-to-linalg";
  if (options.rowKernelMinBytes >= 0)
    os << ",zero-row-kernels{min-bytes=" << options.rowKernelMinBytes << "}";
  os << "),"
     << "zero-outline-kernels,"
     << "func.func(zero-kernel-loop-order,zero-vectorizable-kernel-math),"
     << (options.parallelLoops
             ? "func.func(convert-linalg-to-parallel-loops,"
               "zero-promote-kernel-accumulators),"
               "zero-parallelize-kernel-loops{min-iterations=" +
                   std::to_string(options.parallelMinIterations) +
                   "},func.func(zero-split-masked-loops),"
             : "func.func(convert-linalg-to-loops,"
               "zero-promote-kernel-accumulators,zero-split-masked-loops),")
     << "zero-expand-arith-for-llvm,"
     << "lower-affine,"
     << "convert-scf-to-cf,"
     << "expand-strided-metadata,"
     << "lower-affine,";
  zero::detail::printHostToLLVMStages(os, runtime);
  if (options.parallelLoops)
    os << "convert-openmp-to-llvm,";
  os << "reconcile-unrealized-casts";
  if (!options.packedEntry.empty())
    os << ",zero-pack-entry-abi{func=" << options.packedEntry << "}";
  os << ",zero-localize-block-values";
  return text;
}

LogicalResult
mlir::zero::buildLowerToLLVMPipeline(OpPassManager &pm,
                                     const LowerToLLVMOptions &options,
                                     llvm::raw_ostream &errorStream) {
  return parsePassPipeline(getPipelineText(options), pm, errorStream);
}

void mlir::zero::registerLowerToLLVMPipeline() {
  PassPipelineRegistration<LowerToLLVMOptions>(
      "zero-lower-to-llvm",
      "Lower a zero step (partitioned or not) to LLVM dialect; with "
      "use-runtime (the default) zero ops, f32 matmuls and allocations call "
      "zero's runtime",
      [](OpPassManager &pm, const LowerToLLVMOptions &options) {
        // The pipeline text is a constant of this file, checked by the tests.
        (void)buildLowerToLLVMPipeline(pm, options, llvm::errs());
      });
}
