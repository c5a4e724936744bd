//===- ExpandArithForLLVM.cpp - arith-expand, float min/max kept ----------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Upstream arith-expand also rewrites arith.maximumf/minimumf (and the
// NaN-ignoring maxnumf/minnumf) into compares and selects. LLVM has them as
// intrinsics (arith-to-llvm lowers them to llvm.intr.maximum and friends),
// and only in that form does its loop vectorizer recognise a row maximum as
// a reduction: the select form stays a scalar loop (softmax's max was a
// tenth of a small GPT step). So zero's lowering expands everything else
// arith-expand does (ceil/floor division, scaling float conversions, bf16
// conversions) and keeps the float min/max ops, and the integer ones too,
// which convert-arith-to-llvm lowers to llvm.intr.smax and friends.
//
//===----------------------------------------------------------------------===//

#include "zero/Codegen/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_EXPANDARITHFORLLVM
#include "zero/Codegen/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;

namespace {

struct ExpandArithForLLVMPass
    : public zero::impl::ExpandArithForLLVMBase<ExpandArithForLLVMPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    arith::populateCeilFloorDivExpandOpsPatterns(patterns);
    arith::populateExpandScalingExtTruncPatterns(patterns);
    arith::populateExpandBFloat16Patterns(patterns);
    // Only the expansions: no folding, constant merging or region
    // simplification over the whole step, which upstream's conversion
    // does not do either.
    GreedyRewriteConfig config;
    config.enableFolding(false)
        .enableConstantCSE(false)
        .setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
    if (failed(
            applyPatternsGreedily(getOperation(), std::move(patterns), config)))
      signalPassFailure();
  }
};

} // namespace
