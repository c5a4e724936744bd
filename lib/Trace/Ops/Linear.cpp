//===- Linear.cpp - linear layer forward and backward ---------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Trace/Ops.h"

using namespace mlir;
using namespace mlir::zero::trace;

Value mlir::zero::trace::linearForward(TensorBuilder &tb, Value x, Value w,
                                       Value bias) {
  Value y = tb.matmul(x, w);
  if (!bias)
    return y;
  return tb.map(
      TensorBuilder::shapeOf(y), "no,o->no", {y, bias},
      [](ScalarBuilder &sb, ValueRange a) { return sb.add(a[0], a[1]); });
}

Value mlir::zero::trace::linearForwardTransposed(TensorBuilder &tb, Value x,
                                                 Value wT) {
  return tb.matmul(x, wT, /*transX=*/false, /*transY=*/true);
}

LinearGrads mlir::zero::trace::linearBackward(TensorBuilder &tb, Value x,
                                              Value w, Value dy, bool hasBias,
                                              bool needDx) {
  LinearGrads g;
  if (needDx)
    g.dx = tb.matmul(dy, w, /*transX=*/false, /*transY=*/true);
  g.dw = tb.matmul(x, dy, /*transX=*/true, /*transY=*/false);
  if (hasBias)
    g.dbias = tb.convert(tb.sum("no->o", dy), tb.elt);
  return g;
}

LinearGrads mlir::zero::trace::linearBackwardTransposed(TensorBuilder &tb,
                                                        Value x, Value wT,
                                                        Value dy) {
  LinearGrads g;
  g.dx = tb.matmul(dy, wT);
  g.dw = tb.matmul(dy, x, /*transX=*/true, /*transY=*/false);
  return g;
}
