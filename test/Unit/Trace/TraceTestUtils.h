//===- TraceTestUtils.h - helpers for the numeric tests ---------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_TEST_UNIT_TRACE_TRACETESTUTILS_H
#define ZERO_TEST_UNIT_TRACE_TRACETESTUTILS_H

#include "zero/Runner/JitFunction.h"
#include "zero/Trace/Data.h"
#include "zero/Trace/Models.h"
#include "zero/Trace/Step.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Verifier.h"

#include "gtest/gtest.h"

#include <cmath>
#include <random>

namespace zero_test {
using namespace mlir;
using namespace mlir::zero::trace;
using mlir::zero::runner::JitFunction;

inline void loadTraceDialects(MLIRContext &ctx) {
  ctx.loadDialect<arith::ArithDialect, func::FuncDialect, linalg::LinalgDialect,
                  math::MathDialect, tensor::TensorDialect>();
}

/// Unwraps an Expected in a test, failing with its message.
template <typename T> T take(llvm::Expected<T> e) {
  if (!e) {
    ADD_FAILURE() << llvm::toString(e.takeError());
    return T();
  }
  return std::move(*e);
}

inline HostTensor randomTensor(int64_t n, double scale, std::mt19937_64 &rng) {
  std::normal_distribution<double> d(0.0, scale);
  HostTensor t(n);
  for (double &v : t)
    v = d(rng);
  return t;
}

/// Central finite difference of `f` (a scalar function of the arguments)
/// with respect to element `i` of argument `arg`.
template <typename F>
double finiteDifference(F &&f, std::vector<HostTensor> args, size_t arg,
                        size_t i, double h) {
  double x = args[arg][i];
  args[arg][i] = x + h;
  double up = f(args);
  args[arg][i] = x - h;
  double down = f(args);
  return (up - down) / (2 * h);
}

/// |a − n| within `tol`·max(1, |a|, |n|): float64 central differences with
/// h = 1e-6 carry an error of about h²·f''' + ε/h ≈ 1e-10.
inline ::testing::AssertionResult closeRel(double analytic, double numeric,
                                           double tol) {
  double scale = std::max({1.0, std::fabs(analytic), std::fabs(numeric)});
  if (std::fabs(analytic - numeric) <= tol * scale)
    return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << "analytic " << analytic << " vs finite difference " << numeric;
}

} // namespace zero_test

#endif // ZERO_TEST_UNIT_TRACE_TRACETESTUTILS_H
