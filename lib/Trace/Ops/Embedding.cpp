//===- Embedding.cpp - token and position embeddings and their gradients --===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Trace/Ops.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::zero::trace;

Value mlir::zero::trace::embeddingForward(TensorBuilder &tb, Value tokens,
                                          Value wte, Value wpe) {
  SmallVector<int64_t> ts = TensorBuilder::shapeOf(tokens);
  int64_t c = TensorBuilder::shapeOf(wte)[1];
  return tb.mapIndexed(
      {ts[0], ts[1], c}, "bt,tc->btc", {tokens, wpe},
      [&](ScalarBuilder &sb, ValueRange a, const IndexFn &idx) {
        Value row = sb.toIndex(a[0]);
        Value e = tensor::ExtractOp::create(sb.b, sb.loc, wte,
                                            ValueRange{row, idx('c')});
        return sb.add(sb.fromStorage(e), a[1]);
      });
}

EmbeddingGrads mlir::zero::trace::embeddingBackward(TensorBuilder &tb,
                                                    Value tokens, Value dx,
                                                    int64_t vocab) {
  SmallVector<int64_t> s = TensorBuilder::shapeOf(dx); // [B,T,C]
  EmbeddingGrads g;
  g.dwpe = tb.convert(tb.sum("btc->tc", dx), tb.elt);
  // dwte[v, c] += dx[b, t, c] where tok[b, t] == v, accumulated in acc: a
  // one-hot reduction over V·N·C points that zero-lower-index-scatter runs
  // as a scatter over the N tokens (N·C adds); a token outside [0, V) adds
  // nothing, as in the one-hot form.
  Value init = tb.full({vocab, s[2]}, tb.acc, 0.0);
  g.dwte = tb.generic(
      "btc,bt->vc", {dx, tokens}, init,
      [](ScalarBuilder &sb, ValueRange a, const IndexFn &idx) {
        Value tok = sb.toIndex(a[1]);
        Value hit = sb.cmpIndex(static_cast<int>(arith::CmpIPredicate::eq), tok,
                                idx('v'));
        return SmallVector<Value>{sb.select(hit, sb.add(a[2], a[0]), a[2])};
      })[0];
  g.dwte = tb.convert(g.dwte, tb.elt);
  return g;
}
