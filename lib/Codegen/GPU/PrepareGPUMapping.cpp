//===- PrepareGPUMapping.cpp - loop nests where the GPU mapping finds them ===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Codegen/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/IR/Matchers.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_PREPAREGPUMAPPING
#include "zero/Codegen/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;

namespace {

void copiesToLinalg(func::FuncOp func) {
  SmallVector<memref::CopyOp> copies;
  func.walk([&](memref::CopyOp copy) { copies.push_back(copy); });
  for (memref::CopyOp copy : copies) {
    OpBuilder b(copy);
    linalg::CopyOp::create(b, copy.getLoc(), copy.getSource(),
                           copy.getTarget());
    copy->erase();
  }
}

/// One-trip scf.parallel around each scf.for directly in the function body:
/// the mapping makes it a one-block, one-thread kernel. A loop that calls
/// the runtime (GEMMs over outer batch dimensions) is host work, which a
/// kernel cannot do: it is unrolled instead, so the host runs no loop.
LogicalResult wrapSerialLoops(func::FuncOp func) {
  SmallVector<scf::ForOp> loops;
  for (Block &block : func.getBody())
    for (auto loop : block.getOps<scf::ForOp>())
      loops.push_back(loop);
  for (scf::ForOp loop : loops) {
    bool callsHost = loop->walk([](func::CallOp) {
                           return WalkResult::interrupt();
                         }).wasInterrupted();
    if (callsHost) {
      // Post-order: inner loops first, this one last.
      SmallVector<scf::ForOp> nest;
      loop->walk([&](scf::ForOp inner) { nest.push_back(inner); });
      for (scf::ForOp inner : nest) {
        Operation *lb = inner.getLowerBound().getDefiningOp();
        Operation *ub = inner.getUpperBound().getDefiningOp();
        if (!lb || !ub || !matchPattern(lb, m_Constant()) ||
            !matchPattern(ub, m_Constant()))
          return inner.emitError()
                 << "zero-lower-to-nvvm: a host loop around runtime calls "
                    "is unrolled, which needs constant bounds (got "
                 << inner.getLowerBound() << " to " << inner.getUpperBound()
                 << ")";
        if (failed(loopUnrollFull(inner)))
          return inner.emitError()
                 << "zero-lower-to-nvvm: could not unroll a host loop "
                    "around runtime calls";
      }
      continue;
    }
    OpBuilder b(loop);
    Location loc = loop.getLoc();
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value one = arith::ConstantIndexOp::create(b, loc, 1);
    auto parallel = scf::ParallelOp::create(b, loc, ValueRange{zero},
                                            ValueRange{one}, ValueRange{one});
    loop->moveBefore(parallel.getBody()->getTerminator());
  }
  return success();
}

struct PrepareGPUMappingPass
    : public zero::impl::PrepareGPUMappingBase<PrepareGPUMappingPass> {
  using Base::Base;

  void runOnOperation() override {
    if (wrapSerialLoops) {
      if (failed(::wrapSerialLoops(getOperation())))
        signalPassFailure();
    }
    else
      copiesToLinalg(getOperation());
  }
};

} // namespace
