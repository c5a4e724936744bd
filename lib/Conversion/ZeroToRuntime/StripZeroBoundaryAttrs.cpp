//===- StripZeroBoundaryAttrs.cpp - drop zero.* argument/result attrs -----===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Conversion/Passes.h"

#include "zero/Dialect/Zero/IR/ZeroDialect.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_STRIPZEROBOUNDARYATTRS
#include "zero/Conversion/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;
using namespace mlir::zero;

namespace {

struct StripZeroBoundaryAttrsPass
    : public zero::impl::StripZeroBoundaryAttrsBase<
          StripZeroBoundaryAttrsPass> {
  void runOnOperation() override {
    StringRef names[] = {ZeroDialect::kRoleAttrName,
                         ZeroDialect::kStateOfAttrName,
                         ZeroDialect::kUpdatesAttrName,
                         ZeroDialect::kShardAttrName};
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
        for (StringRef name : names)
          func.removeArgAttr(i, name);
      for (unsigned i = 0, e = func.getNumResults(); i < e; ++i)
        for (StringRef name : names)
          func.removeResultAttr(i, StringAttr::get(&getContext(), name));
    }
  }
};

} // namespace
