//===- RetargetRuntimeToCUDA.cpp - CPU step ABI calls to the CUDA one -----===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Conversion/Passes.h"

#include "mlir/IR/SymbolTable.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_RETARGETRUNTIMETOCUDA
#include "zero/Conversion/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;

namespace {

/// Every function of the step ABI: its CPU name and its CUDA name.
struct StepFunctionNames {
  llvm::StringLiteral cpu, cuda;
};

constexpr StepFunctionNames kStepFunctions[] = {
#define ZERO_RT_ARG(kind, name)
#define ZERO_RT_RET(kind)
#define ZERO_RT_STEP_ABI(result, name, params)                                 \
  {"zero_rt_step_" #name, "zero_rt_cuda_step_" #name},
#include "zero/runtime/step_abi.def"
};

struct RetargetRuntimeToCUDAPass
    : public zero::impl::RetargetRuntimeToCUDABase<RetargetRuntimeToCUDAPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable table(module);
    for (auto func : llvm::make_early_inc_range(module.getOps<func::FuncOp>())) {
      StringRef name = func.getSymName();
      const auto *names =
          llvm::find_if(kStepFunctions, [&](const StepFunctionNames &names) {
            return names.cpu == name;
          });
      if (!func.isExternal() || names == std::end(kStepFunctions))
        continue;
      if (failed(table.rename(func, StringAttr::get(&getContext(),
                                                    names->cuda)))) {
        func.emitError() << "cannot rename runtime function '" << name
                         << "' to '" << names->cuda << "'";
        return signalPassFailure();
      }
    }
  }
};

} // namespace
