//===- Activation.cpp - ReLU, tanh and GELU forward and backward ----------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Trace/Ops.h"

#include <cmath>

using namespace mlir;
using namespace mlir::zero::trace;

// GELU(x) = x/2 · (1 + tanh(k (x + 0.044715 x³))), k = sqrt(2/π).
static constexpr double kGeluCubic = 0.044715;
static double geluK() { return std::sqrt(2.0 / M_PI); }

static Value geluInner(ScalarBuilder &sb, Value x) {
  Value x3 = sb.mul(sb.mul(x, x), x);
  return sb.tanh(
      sb.mul(sb.c(geluK()), sb.add(x, sb.mul(sb.c(kGeluCubic), x3))));
}

Value mlir::zero::trace::activationForward(TensorBuilder &tb, Activation kind,
                                           Value x) {
  SmallVector<int64_t> shape = TensorBuilder::shapeOf(x);
  return tb.map(shape, "nc->nc", x, [kind](ScalarBuilder &sb, ValueRange a) {
    Value v = a[0];
    switch (kind) {
    case Activation::ReLU:
      return sb.max(v, sb.c(0.0));
    case Activation::Tanh:
      return sb.tanh(v);
    case Activation::GELU:
      return sb.mul(sb.mul(sb.c(0.5), v), sb.add(sb.c(1.0), geluInner(sb, v)));
    }
    llvm_unreachable("unknown activation");
  });
}

Value mlir::zero::trace::activationBackward(TensorBuilder &tb, Activation kind,
                                            Value x, Value dy) {
  SmallVector<int64_t> shape = TensorBuilder::shapeOf(x);
  return tb.map(
      shape, "nc,nc->nc", {x, dy}, [kind](ScalarBuilder &sb, ValueRange a) {
        Value v = a[0], g = a[1];
        switch (kind) {
        case Activation::ReLU:
          return sb.select(sb.gt(v, sb.c(0.0)), g, sb.c(0.0));
        case Activation::Tanh: {
          Value t = sb.tanh(v);
          return sb.mul(g, sb.sub(sb.c(1.0), sb.mul(t, t)));
        }
        case Activation::GELU: {
          // d/dx = (1+t)/2 + x/2 · (1−t²) · k (1 + 3·0.044715 x²)
          Value t = geluInner(sb, v);
          Value onePlusT = sb.add(sb.c(1.0), t);
          Value sech2 = sb.sub(sb.c(1.0), sb.mul(t, t));
          Value inner = sb.mul(
              sb.c(geluK()),
              sb.add(sb.c(1.0), sb.mul(sb.c(3.0 * kGeluCubic), sb.mul(v, v))));
          Value d = sb.add(sb.mul(sb.c(0.5), onePlusT),
                           sb.mul(sb.mul(sb.c(0.5), v), sb.mul(sech2, inner)));
          return sb.mul(g, d);
        }
        }
        llvm_unreachable("unknown activation");
      });
}
