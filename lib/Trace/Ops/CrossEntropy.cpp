//===- CrossEntropy.cpp - mean cross-entropy, forward and backward --------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Trace/Ops.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::zero::trace;

static Value isTarget(ScalarBuilder &sb, Value target, const IndexFn &idx) {
  return sb.cmpIndex(static_cast<int>(arith::CmpIPredicate::eq),
                     sb.toIndex(target), idx('v'));
}

Value mlir::zero::trace::crossEntropyForward(TensorBuilder &tb, Value logits,
                                             Value targets,
                                             CrossEntropyCache &cache) {
  SmallVector<int64_t> s = TensorBuilder::shapeOf(logits);
  double invN = tb.lossScale / static_cast<double>(s[0]);
  Value m = tb.max("nv->n", logits);
  Value se = tb.reduce("nv,n->n", {logits, m}, 0.0,
                       [](ScalarBuilder &sb, ValueRange a, Value r) {
                         return sb.add(r, sb.exp(sb.sub(a[0], a[1])));
                       });
  cache.lse = tb.map(
      {s[0]}, "n,n->n", {m, se},
      [](ScalarBuilder &sb, ValueRange a) {
        return sb.add(a[0], sb.log(a[1]));
      },
      tb.acc);
  Value picked = tb.reduceIndexed(
      "nv,n->n", {logits, targets}, 0.0,
      [](ScalarBuilder &sb, ValueRange a, Value r, const IndexFn &idx) {
        return sb.select(isTarget(sb, a[1], idx), sb.add(r, a[0]), r);
      });
  return tb.reduce("n,n->", {cache.lse, picked}, 0.0,
                   [&](ScalarBuilder &sb, ValueRange a, Value r) {
                     return sb.add(r, sb.mul(sb.sub(a[0], a[1]), sb.c(invN)));
                   });
}

Value mlir::zero::trace::crossEntropyBackward(TensorBuilder &tb, Value logits,
                                              Value targets,
                                              const CrossEntropyCache &cache) {
  SmallVector<int64_t> s = TensorBuilder::shapeOf(logits);
  double invN = tb.lossScale / static_cast<double>(s[0]);
  return tb.mapIndexed(
      s, "nv,n,n->nv", {logits, cache.lse, targets},
      [&](ScalarBuilder &sb, ValueRange a, const IndexFn &idx) {
        Value p = sb.exp(sb.sub(a[0], a[1]));
        Value d = sb.select(isTarget(sb, a[2], idx), sb.sub(p, sb.c(1.0)), p);
        return sb.mul(d, sb.c(invN));
      });
}
