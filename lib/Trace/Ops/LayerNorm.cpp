//===- LayerNorm.cpp - layer normalisation forward and backward -----------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Trace/Ops.h"

using namespace mlir;
using namespace mlir::zero::trace;

Value mlir::zero::trace::layerNormForward(TensorBuilder &tb, Value x,
                                          Value gamma, Value beta, double eps,
                                          LayerNormCache &cache) {
  SmallVector<int64_t> shape = TensorBuilder::shapeOf(x);
  double invC = 1.0 / static_cast<double>(shape[1]);
  Value mean =
      tb.reduce("nc->n", x, 0.0, [&](ScalarBuilder &sb, ValueRange a, Value r) {
        return sb.add(r, sb.mul(a[0], sb.c(invC)));
      });
  Value var = tb.reduce("nc,n->n", {x, mean}, 0.0,
                        [&](ScalarBuilder &sb, ValueRange a, Value r) {
                          Value d = sb.sub(a[0], a[1]);
                          return sb.add(r, sb.mul(sb.mul(d, d), sb.c(invC)));
                        });
  cache.rstd = tb.map(
      {shape[0]}, "n->n", var,
      [&](ScalarBuilder &sb, ValueRange a) {
        return sb.rsqrt(sb.add(a[0], sb.c(eps)));
      },
      tb.acc);
  cache.xhat = tb.map(shape, "nc,n,n->nc", {x, mean, cache.rstd},
                      [](ScalarBuilder &sb, ValueRange a) {
                        return sb.mul(sb.sub(a[0], a[1]), a[2]);
                      });
  return tb.map(shape, "nc,c,c->nc", {cache.xhat, gamma, beta},
                [](ScalarBuilder &sb, ValueRange a) {
                  return sb.add(sb.mul(a[0], a[1]), a[2]);
                });
}

LayerNormGrads mlir::zero::trace::layerNormBackward(TensorBuilder &tb,
                                                    const LayerNormCache &cache,
                                                    Value gamma, Value dy) {
  SmallVector<int64_t> shape = TensorBuilder::shapeOf(dy);
  double invC = 1.0 / static_cast<double>(shape[1]);
  LayerNormGrads g;
  g.dgamma = tb.convert(tb.einsum("nc,nc->c", dy, cache.xhat), tb.elt);
  g.dbeta = tb.convert(tb.sum("nc->c", dy), tb.elt);
  // With dxhat = dy·gamma: dx = rstd · (dxhat − mean(dxhat) −
  // xhat·mean(dxhat·xhat)).
  Value meanD =
      tb.reduce("nc,c->n", {dy, gamma}, 0.0,
                [&](ScalarBuilder &sb, ValueRange a, Value r) {
                  return sb.add(r, sb.mul(sb.mul(a[0], a[1]), sb.c(invC)));
                });
  Value meanDX = tb.reduce(
      "nc,c,nc->n", {dy, gamma, cache.xhat}, 0.0,
      [&](ScalarBuilder &sb, ValueRange a, Value r) {
        return sb.add(r, sb.mul(sb.mul(sb.mul(a[0], a[1]), a[2]), sb.c(invC)));
      });
  g.dx = tb.map(shape, "nc,c,nc,n,n,n->nc",
                {dy, gamma, cache.xhat, cache.rstd, meanD, meanDX},
                [](ScalarBuilder &sb, ValueRange a) {
                  Value dxhat = sb.mul(a[0], a[1]);
                  Value t = sb.sub(sb.sub(dxhat, a[4]), sb.mul(a[2], a[5]));
                  return sb.mul(a[3], t);
                });
  return g;
}
