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

constexpr llvm::StringLiteral kCpuPrefix = "zero_rt_step_";
constexpr llvm::StringLiteral kCudaPrefix = "zero_rt_cuda_step_";

struct RetargetRuntimeToCUDAPass
    : public zero::impl::RetargetRuntimeToCUDABase<RetargetRuntimeToCUDAPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable table(module);
    for (auto func : llvm::make_early_inc_range(module.getOps<func::FuncOp>())) {
      StringRef name = func.getSymName();
      if (!func.isExternal() || !name.starts_with(kCpuPrefix))
        continue;
      std::string target =
          (kCudaPrefix + name.drop_front(kCpuPrefix.size())).str();
      if (failed(table.rename(func, StringAttr::get(&getContext(), target)))) {
        func.emitError() << "cannot rename runtime function '" << name
                         << "' to '" << target << "'";
        return signalPassFailure();
      }
    }
  }
};

} // namespace
