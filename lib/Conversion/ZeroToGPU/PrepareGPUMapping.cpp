//===- PrepareGPUMapping.cpp - loop nests where the GPU mapping finds them ===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Conversion/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_PREPAREGPUMAPPING
#include "zero/Conversion/Passes.h.inc"
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
/// the mapping makes it a one-block, one-thread kernel.
void wrapSerialLoops(func::FuncOp func) {
  SmallVector<scf::ForOp> loops;
  for (Block &block : func.getBody())
    for (auto loop : block.getOps<scf::ForOp>())
      loops.push_back(loop);
  for (scf::ForOp loop : loops) {
    OpBuilder b(loop);
    Location loc = loop.getLoc();
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value one = arith::ConstantIndexOp::create(b, loc, 1);
    auto parallel = scf::ParallelOp::create(b, loc, ValueRange{zero},
                                            ValueRange{one}, ValueRange{one});
    loop->moveBefore(parallel.getBody()->getTerminator());
  }
}

struct PrepareGPUMappingPass
    : public zero::impl::PrepareGPUMappingBase<PrepareGPUMappingPass> {
  using Base::Base;

  void runOnOperation() override {
    if (wrapSerialLoops)
      ::wrapSerialLoops(getOperation());
    else
      copiesToLinalg(getOperation());
  }
};

} // namespace
