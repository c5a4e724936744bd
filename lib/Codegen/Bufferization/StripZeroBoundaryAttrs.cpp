//===- StripZeroBoundaryAttrs.cpp - drop zero.* argument/result attrs -----===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Codegen/Passes.h"

#include "zero/Dialect/Zero/IR/ZeroDialect.h"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_STRIPZEROBOUNDARYATTRS
#include "zero/Codegen/Passes.h.inc"
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
    // Each list is rebuilt once: removeArgAttr rebuilds the whole list of
    // argument attributes per call, quadratic in a long step's arguments.
    auto strip = [&](ArrayRef<DictionaryAttr> dicts, TypeRange types) {
      SmallVector<DictionaryAttr> stripped;
      for (auto [dict, type] : llvm::zip(dicts, types)) {
        NamedAttrList attrs(dict);
        for (StringRef name : names)
          if (name != ZeroDialect::kRoleAttrName || !isa<OffloadedType>(type))
            attrs.erase(name);
        stripped.push_back(attrs.getDictionary(&getContext()));
      }
      return stripped;
    };
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      SmallVector<DictionaryAttr> args, results;
      func.getAllArgAttrs(args);
      func.getAllResultAttrs(results);
      func.setAllArgAttrs(strip(args, func.getArgumentTypes()));
      func.setAllResultAttrs(strip(results, func.getResultTypes()));
    }
  }
};

} // namespace
