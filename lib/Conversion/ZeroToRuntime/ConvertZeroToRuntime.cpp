//===- ConvertZeroToRuntime.cpp - zero ops and matmuls to runtime calls ---===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Conversion/Passes.h"

#include "GemmLowering.h"

#include "zero/Conversion/ZeroToRuntime/ZeroToRuntime.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_CONVERTZEROTORUNTIME
#include "zero/Conversion/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;
using namespace mlir::zero;

namespace {

struct ConvertZeroToRuntimePass
    : public zero::impl::ConvertZeroToRuntimeBase<ConvertZeroToRuntimePass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<func::FuncOp> funcs(module.getOps<func::FuncOp>());
    for (func::FuncOp func : funcs) {
      if (func.isExternal())
        continue;
      if (failed(convertZeroToRuntime(func)))
        return signalPassFailure();
      if (lowerMatmuls)
        lowerMatmulsToGemm(func);
    }
  }
};

} // namespace
