//===- CostReport.cpp - predicted step time as JSON -----------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "ReportFile.h"
#include "zero/Dialect/Zero/Analysis/Contract.h"
#include "zero/Dialect/Zero/Analysis/CostModel.h"
#include "zero/Dialect/Zero/Analysis/StagePolicy.h"
#include "zero/Dialect/Zero/Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_COSTREPORT
#include "zero/Dialect/Zero/Transforms/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;
using namespace mlir::zero;

namespace {
struct CostReportPass : public zero::impl::CostReportBase<CostReportPass> {
  using Base::Base;

  void runOnOperation() override {
    FailureOr<func::FuncOp> step =
        getOnlyTrainingStep(getOperation(), "zero-cost-report");
    if (failed(step))
      return signalPassFailure();
    func::FuncOp func = *step;
    llvm::Expected<CostCalibration> cal = loadCostCalibration(calibration);
    if (!cal) {
      emitError(getOperation().getLoc())
          << "zero-cost-report: " << llvm::toString(cal.takeError());
      return signalPassFailure();
    }
    FailureOr<StepLayout> layout = readStepLayout(func);
    if (failed(layout))
      return signalPassFailure();
    FailureOr<StepCost> cost = predictStepCost(func, *cal);
    if (failed(cost))
      return signalPassFailure();

    llvm::json::Object report = toJSON(*cost, *cal);
    report["function"] = func.getSymName();
    report["stage"] = StagePolicy::of(func).getNumber();
    report["world_size"] = layout->worldSize;
    llvm::json::Value value(std::move(report));
    if (failed(writeReportFile(func, "zero-cost-report", "file=", file,
                               [&](llvm::raw_ostream &os) {
                                 os << llvm::formatv("{0:2}", value) << "\n";
                               })))
      return signalPassFailure();
    markAllAnalysesPreserved();
  }
};
} // namespace
