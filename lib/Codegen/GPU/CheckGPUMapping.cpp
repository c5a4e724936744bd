//===- CheckGPUMapping.cpp - no loop left on the host ---------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Codegen/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_CHECKGPUMAPPING
#include "zero/Codegen/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;

namespace {

struct CheckGPUMappingPass
    : public zero::impl::CheckGPUMappingBase<CheckGPUMappingPass> {
  void runOnOperation() override {
    bool failed = false;
    getOperation()->walk<WalkOrder::PreOrder>([&](Operation *op) {
      // Loops inside a launch run on the device.
      if (isa<gpu::LaunchOp>(op))
        return WalkResult::skip();
      if (isa<scf::ForOp, scf::ParallelOp, scf::WhileOp, affine::AffineForOp,
              affine::AffineParallelOp>(op)) {
        op->emitError() << "zero-lower-to-nvvm: '" << op->getName()
                        << "' is left on the host after the GPU mapping "
                           "(expected every loop of the step inside a "
                           "gpu.launch); it would run on the CPU over device "
                           "memory";
        failed = true;
        return WalkResult::skip();
      }
      return WalkResult::advance();
    });
    if (failed)
      signalPassFailure();
  }
};

} // namespace
