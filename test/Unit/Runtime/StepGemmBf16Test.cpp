//===- StepGemmBf16Test.cpp - the bf16 GEMM of compiled code --------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// zero_rt_step_gemm_bf16 converts blocks of bf16 A and B to f32 for sgemm,
// whatever their strides and C's. The values are small integers, exact in
// bf16, and the sums stay below 2^24, so every order of summation gives the
// same f32: the results must equal the reference exactly, including across
// the blocks the runtime cuts k, m and n into.
//
//===----------------------------------------------------------------------===//

#include "zero/runtime/bf16.h"
#include "zero/runtime/step_abi.h"

#include "ParamNames.h"

#include "gtest/gtest.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace {

template <typename T> int64_t addr(const T *p) {
  return reinterpret_cast<int64_t>(p);
}

int64_t bitsOf(double value) {
  int64_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  return bits;
}

float aAt(int64_t b, int64_t i, int64_t p) {
  return float((i * 3 + p + b) % 7) - 3;
}
float bAt(int64_t b, int64_t p, int64_t j) {
  return float((p * 5 + j * 2 + b) % 5) - 2;
}

/// A matrix of `rows` x `cols` (op(X) as used) stored with its strides.
struct Strides {
  int64_t row, col;
};

struct Case {
  int64_t m, n, k;
  Strides a, b, c; // of op(A), op(B) and C as used
  bool transposeA, transposeB;
  double alpha;
  const char *name;
};

class StepGemmBf16Test : public ::testing::TestWithParam<Case> {};

TEST_P(StepGemmBf16Test, AccumulatesTheScaledProductExactly) {
  const Case &t = GetParam();
  const int64_t batch = 2;
  // Each batch element's operand after the largest offset it reaches.
  auto extent = [](int64_t rows, int64_t cols, Strides s) {
    return (rows - 1) * s.row + (cols - 1) * s.col + 1;
  };
  int64_t aBatch = extent(t.m, t.k, t.a), bBatch = extent(t.k, t.n, t.b),
          cBatch = extent(t.m, t.n, t.c);
  std::vector<uint16_t> a(batch * aBatch), b(batch * bBatch);
  // Gaps between C's elements hold NaN, which a write would replace.
  std::vector<float> c(batch * cBatch, std::nanf(""));
  for (int64_t bi = 0; bi < batch; ++bi) {
    for (int64_t i = 0; i < t.m; ++i)
      for (int64_t p = 0; p < t.k; ++p)
        a[bi * aBatch + i * t.a.row + p * t.a.col] =
            zero_rt_bf16_from_f32(aAt(bi, i, p));
    for (int64_t p = 0; p < t.k; ++p)
      for (int64_t j = 0; j < t.n; ++j)
        b[bi * bBatch + p * t.b.row + j * t.b.col] =
            zero_rt_bf16_from_f32(bAt(bi, p, j));
    // C starts at 1: linalg semantics accumulate into it.
    for (int64_t i = 0; i < t.m; ++i)
      for (int64_t j = 0; j < t.n; ++j)
        c[bi * cBatch + i * t.c.row + j * t.c.col] = 1.0f;
  }
  // The call takes each operand's strides as stored: a transposed one is
  // stored with op(X)'s strides swapped.
  auto stored = [](Strides s, bool transposed) {
    return transposed ? Strides{s.col, s.row} : s;
  };
  Strides as = stored(t.a, t.transposeA), bs = stored(t.b, t.transposeB);
  zero_rt_step_gemm_bf16(batch, t.transposeA, t.transposeB, t.m, t.n, t.k,
                         bitsOf(t.alpha), addr(a.data()), aBatch, as.row,
                         as.col, addr(b.data()), bBatch, bs.row, bs.col,
                         addr(c.data()), cBatch, t.c.row, t.c.col);
  int64_t wrong = 0;
  for (int64_t bi = 0; bi < batch; ++bi)
    for (int64_t i = 0; i < t.m; ++i)
      for (int64_t j = 0; j < t.n; ++j) {
        double sum = 0;
        for (int64_t p = 0; p < t.k; ++p)
          sum += double(aAt(bi, i, p)) * bAt(bi, p, j);
        float want = float(1.0 + t.alpha * sum);
        float got = c[bi * cBatch + i * t.c.row + j * t.c.col];
        if (got != want && ++wrong <= 5)
          ADD_FAILURE() << t.name << " batch " << bi << " (" << i << ", " << j
                        << "): " << got << ", want " << want;
      }
  EXPECT_EQ(wrong, 0) << t.name;
  // Nothing outside C's elements is written: the strided layouts' gaps
  // still hold their NaNs.
  int64_t gaps = 0;
  for (float v : c)
    gaps += std::isnan(v);
  EXPECT_EQ(gaps, batch * cBatch - batch * t.m * t.n) << t.name;
}

INSTANTIATE_TEST_SUITE_P(
    Layouts, StepGemmBf16Test,
    ::testing::Values(
        Case{4, 3, 5, {5, 1}, {3, 1}, {3, 1}, false, false, 1.0, "row-major"},
        // Column-contiguous operands (x^T @ dy, dy @ W^T as views).
        Case{4, 3, 5, {1, 4}, {1, 5}, {3, 1}, false, false, 1.0,
             "column-major operands"},
        // The same through the transpose flags.
        Case{4, 3, 5, {5, 1}, {3, 1}, {3, 1}, true, true, 1.0, "transposed"},
        // Neither stride 1 anywhere, C included.
        Case{4, 3, 5, {12, 2}, {8, 2}, {7, 2}, false, false, 1.0, "strided"},
        // C column-major.
        Case{4, 3, 5, {5, 1}, {3, 1}, {1, 4}, false, false, 1.0,
             "C column-major"},
        // A C of one row or one column: the other stride is anything (0
        // here), which BLAS takes as the row (column) length.
        Case{1, 3, 5, {5, 1}, {3, 1}, {0, 1}, false, false, 1.0,
             "one row of C"},
        Case{4, 1, 5, {5, 1}, {1, 1}, {1, 0}, false, false, 1.0,
             "one column of C"},
        // Attention's folded 1/sqrt(d): a scale exact in binary.
        Case{4, 3, 8, {8, 1}, {3, 1}, {3, 1}, false, false, 0.125, "scaled"},
        // Larger than one block along every dimension (1024, 512, 256).
        Case{1030, 520, 260, {260, 1}, {1, 260}, {520, 1}, false, false, 0.5,
             "across blocks"}),
    zero::test::ParamName());

} // namespace
