//===- Attention.cpp - causal multi-head self-attention -------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Trace/Ops.h"

#include <cmath>

using namespace mlir;
using namespace mlir::zero::trace;

Value mlir::zero::trace::attentionForward(TensorBuilder &tb, Value qkv,
                                          int64_t batch, int64_t context,
                                          int64_t heads,
                                          AttentionCache &cache) {
  int64_t c = TensorBuilder::shapeOf(qkv)[1] / 3;
  int64_t d = c / heads;
  auto split = [&](int64_t i) {
    return tb.reshape(tb.sliceCols(qkv, i * c, c), {batch, context, heads, d});
  };
  cache.q = split(0);
  cache.k = split(1);
  cache.v = split(2);
  double scale = 1.0 / std::sqrt(static_cast<double>(d));
  Value s =
      tb.convert(tb.einsum("bihd,bjhd->bhij", cache.q, cache.k, scale), tb.elt);
  cache.p = softmaxForward(tb, s, /*causal=*/true);
  Value y = tb.convert(tb.einsum("bhij,bjhd->bihd", cache.p, cache.v), tb.elt);
  return tb.reshape(y, {batch * context, c});
}

Value mlir::zero::trace::attentionBackward(TensorBuilder &tb,
                                           const AttentionCache &cache,
                                           Value dy) {
  SmallVector<int64_t> s = TensorBuilder::shapeOf(cache.q); // [B,T,H,D]
  int64_t n = s[0] * s[1], c = s[2] * s[3];
  double scale = 1.0 / std::sqrt(static_cast<double>(s[3]));
  Value dy4 = tb.reshape(dy, s);
  Value dp = tb.convert(tb.einsum("bihd,bjhd->bhij", dy4, cache.v), tb.elt);
  Value dv = tb.convert(tb.einsum("bhij,bihd->bjhd", cache.p, dy4), tb.elt);
  Value ds = softmaxBackward(tb, cache.p, dp);
  Value dq =
      tb.convert(tb.einsum("bhij,bjhd->bihd", ds, cache.k, scale), tb.elt);
  Value dk =
      tb.convert(tb.einsum("bhij,bihd->bjhd", ds, cache.q, scale), tb.elt);
  return tb.concatCols(
      {tb.reshape(dq, {n, c}), tb.reshape(dk, {n, c}), tb.reshape(dv, {n, c})});
}
