//===- Softmax.cpp - causal softmax forward and backward ------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Trace/Ops.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

#include <limits>

using namespace mlir;
using namespace mlir::zero::trace;

/// i1 "j > i": the entry is in the future of the query and is masked.
static Value isMasked(ScalarBuilder &sb, const IndexFn &idx) {
  return sb.cmpIndex(static_cast<int>(arith::CmpIPredicate::ugt), idx('j'),
                     idx('i'));
}

Value mlir::zero::trace::softmaxForward(TensorBuilder &tb, Value s,
                                        bool causal) {
  const double ninf = -std::numeric_limits<double>::infinity();
  Value m = tb.reduceIndexed(
      "bhij->bhi", s, ninf,
      [&](ScalarBuilder &sb, ValueRange a, Value r, const IndexFn &idx) {
        Value v = sb.max(r, a[0]);
        return causal ? sb.select(isMasked(sb, idx), r, v) : v;
      });
  Value z = tb.reduceIndexed(
      "bhij,bhi->bhi", {s, m}, 0.0,
      [&](ScalarBuilder &sb, ValueRange a, Value r, const IndexFn &idx) {
        Value v = sb.add(r, sb.exp(sb.sub(a[0], a[1])));
        return causal ? sb.select(isMasked(sb, idx), r, v) : v;
      });
  return tb.mapIndexed(
      TensorBuilder::shapeOf(s), "bhij,bhi,bhi->bhij", {s, m, z},
      [&](ScalarBuilder &sb, ValueRange a, const IndexFn &idx) {
        Value p = sb.div(sb.exp(sb.sub(a[0], a[1])), a[2]);
        return causal ? sb.select(isMasked(sb, idx), sb.c(0.0), p) : p;
      });
}

Value mlir::zero::trace::softmaxBackward(TensorBuilder &tb, Value p, Value dp) {
  Value dot = tb.einsum("bhij,bhij->bhi", p, dp);
  return tb.map(TensorBuilder::shapeOf(p), "bhij,bhij,bhi->bhij", {p, dp, dot},
                [](ScalarBuilder &sb, ValueRange a) {
                  return sb.mul(a[0], sb.sub(a[1], a[2]));
                });
}
