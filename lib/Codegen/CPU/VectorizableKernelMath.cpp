//===- VectorizableKernelMath.cpp - kernel math LLVM can vectorize --------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Codegen/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_VECTORIZABLEKERNELMATH
#include "zero/Codegen/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;

namespace {

struct VectorizableKernelMathPass
    : public zero::impl::VectorizableKernelMathBase<
          VectorizableKernelMathPass> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    RewritePatternSet patterns(&getContext());
    populateMathPolynomialApproximationPatterns(patterns);
    if (failed(applyPatternsGreedily(func, std::move(patterns))))
      return signalPassFailure();

    // Reassociation is what lets a loop-carried float sum be split across
    // vector lanes; contraction lets a multiply and an add become one FMA.
    auto flags = arith::FastMathFlags::reassoc | arith::FastMathFlags::contract;
    // Not on casts between float types: with `contract` on both, arith
    // folds extf(truncf(x)) to x, so a fused loop would skip the rounding
    // of a bf16 intermediate that separate kernels store, and a program's
    // numbers would depend on what was fused.
    func.walk([&](arith::ArithFastMathInterface op) {
      if (isa<arith::TruncFOp, arith::ExtFOp>(op))
        return;
      auto current = op.getFastMathFlagsAttr();
      arith::FastMathFlags merged =
          current ? current.getValue() | flags : flags;
      op->setAttr(op.getFastMathAttrName(),
                  arith::FastMathFlagsAttr::get(&getContext(), merged));
    });
  }
};

} // namespace
