//===- StagePolicy.cpp - what each ZeRO stage does ------------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/StagePolicy.h"

#include "zero/Dialect/Zero/IR/ZeroDialect.h"

using namespace mlir;
using namespace mlir::zero;

StagePolicy StagePolicy::of(Operation *op) {
  for (; op; op = op->getParentOp())
    if (auto stage =
            op->getAttrOfType<IntegerAttr>(ZeroDialect::kStageAttrName))
      return StagePolicy(static_cast<ZeroStage>(stage.getInt()));
  return StagePolicy(ZeroStage::DataParallel);
}
