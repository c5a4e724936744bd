//===- VerifyContract.cpp - check a traced training step ------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/Analysis/GradientAnalysis.h"
#include "zero/Dialect/Zero/Analysis/IndexRange.h"
#include "zero/Dialect/Zero/Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_VERIFYCONTRACT
#include "zero/Dialect/Zero/Transforms/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;
using namespace mlir::zero;

/// Gives every integer batch argument of `func` without zero.range (a
/// hand-written step) the range of the table it indexes, if any: zero-run
/// then checks its data against the table instead of reading outside it.
static void deriveBatchRanges(func::FuncOp func) {
  Builder builder(func.getContext());
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i) {
    auto role = func.getArgAttrOfType<StringAttr>(i, ZeroDialect::kRoleAttrName);
    auto type = dyn_cast<RankedTensorType>(func.getArgumentTypes()[i]);
    if (!role || role.getValue() != "batch" || !type ||
        !type.getElementType().isInteger() ||
        func.getArgAttr(i, ZeroDialect::kRangeAttrName) ||
        func.getArgAttr(i, "zero.fill"))
      continue;
    if (std::optional<IndexRange> range = deriveIndexRange(func, i))
      func.setArgAttr(i, ZeroDialect::kRangeAttrName,
                      builder.getDenseI64ArrayAttr({0, range->hi}));
  }
}

namespace {
struct VerifyContractPass
    : public zero::impl::VerifyContractBase<VerifyContractPass> {
  void runOnOperation() override {
    bool anyFailed =
        failed(verifyStepsAreTopLevel(getOperation(), "zero-verify-contract"));
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      if (!isTrainingStep(func))
        continue;
      FailureOr<TrainingStep> step = analyzeTrainingStep(func);
      if (failed(step)) {
        anyFailed = true;
        continue;
      }
      deriveBatchRanges(func);
      // Make the inferred gradients visible; a marker always wins, so
      // marking what was found changes no later decision.
      Builder builder(func.getContext());
      for (const ParamUpdate &update : step->updates) {
        Operation *producer = update.gradient.getDefiningOp();
        ++numGradients;
        if (producer->hasAttr(ZeroDialect::kGradOfAttrName))
          ++numMarkersHonoured;
        producer->setAttr(ZeroDialect::kGradOfAttrName,
                          builder.getI64IntegerAttr(update.param));
      }
    }
    if (anyFailed)
      signalPassFailure();
  }
};
} // namespace
