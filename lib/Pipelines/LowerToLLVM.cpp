//===- LowerToLLVM.cpp - the zero-lower-to-llvm pipeline ------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Pipelines/Pipelines.h"

#include "mlir/Pass/PassRegistry.h"

using namespace mlir;

// Kept textual: each stage is an upstream pass with its options, and the
// string is the pipeline users can paste into zero-opt to look at any stage.
//  - strip the driver's boundary attributes (their types change below);
//  - bufferize, function boundaries included, with identity layouts so a
//    driver can call the step with plain row-major buffers; zero ops are
//    unknown to bufferization and stay on tensors;
//  - zero ops and f32 matmuls become runtime calls, then to_buffer/to_tensor
//    pairs fold away;
//  - ownership-based deallocation decides which buffers to free (results
//    are handed to the caller); it frees them at the end of the block, so
//    zero-dealloc-at-last-use moves each free to right after the buffer's
//    last use (which is where zero.free stood);
//  - the rest of linalg becomes loops, then LLVM; allocations call the
//    generic hooks the runtime implements on its accounting allocator.
static constexpr llvm::StringLiteral kPipeline =
    "zero-strip-boundary-attrs,"
    "one-shot-bufferize{bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map "
    "allow-unknown-ops buffer-alignment=0},"
    "convert-zero-to-runtime,"
    "canonicalize,"
    "buffer-deallocation-pipeline,"
    "func.func(zero-dealloc-at-last-use),"
    "convert-bufferization-to-memref,"
    "func.func(convert-linalg-to-loops),"
    "lower-affine,"
    "convert-scf-to-cf,"
    "expand-strided-metadata,"
    "lower-affine,"
    "finalize-memref-to-llvm{use-generic-functions},"
    "convert-math-to-llvm,"
    "convert-math-to-libm,"
    "convert-arith-to-llvm,"
    "convert-index-to-llvm,"
    "convert-cf-to-llvm,"
    "convert-func-to-llvm,"
    "reconcile-unrealized-casts";

llvm::StringRef mlir::zero::getLowerToLLVMPipelineText() { return kPipeline; }

LogicalResult mlir::zero::buildLowerToLLVMPipeline(
    OpPassManager &pm, llvm::raw_ostream &errorStream) {
  return parsePassPipeline(kPipeline, pm, errorStream);
}

void mlir::zero::registerZeroPipelines() {
  PassPipelineRegistration<>(
      "zero-lower-to-llvm",
      "Lower a partitioned zero step to LLVM dialect calling the runtime",
      [](OpPassManager &pm) {
        // The pipeline text is a constant checked by the tests.
        (void)buildLowerToLLVMPipeline(pm, llvm::errs());
      });
}
