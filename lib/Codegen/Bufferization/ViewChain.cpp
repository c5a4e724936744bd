//===- ViewChain.cpp - the buffer a chain of views reads ------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Codegen/Bufferization/ViewChain.h"

#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;

Value mlir::zero::getViewChainSource(Value buffer) {
  while (auto view = buffer.getDefiningOp<ViewLikeOpInterface>())
    buffer = view.getViewSource();
  return buffer;
}
