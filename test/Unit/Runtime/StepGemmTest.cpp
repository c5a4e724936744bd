//===- StepGemmTest.cpp - the compiled-code GEMM entry point --------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// zero_rt_step_gemm_f32 receives each operand as address + strides and must
// pick BLAS transpose flags from them, or fall back to a loop. Each case here
// stores the operands in a different layout and compares with a reference
// computed from the logical matrices.
//
//===----------------------------------------------------------------------===//

#include "zero/runtime/step_abi.h"

#include "ParamNames.h"

#include "gtest/gtest.h"

#include <cstdint>
#include <vector>

namespace {

int64_t addr(const float *p) { return reinterpret_cast<int64_t>(p); }

/// Logical A (m x k) and B (k x n) values.
float aAt(int64_t b, int64_t i, int64_t p) { return float((i * 3 + p + b) % 7) - 3; }
float bAt(int64_t b, int64_t p, int64_t j) { return float((p * 5 + j * 2 + b) % 5) * 0.5f; }

/// Stores a logical rows x cols matrix with the given strides.
std::vector<float> store(int64_t batch, int64_t rows, int64_t cols,
                         int64_t batchStride, int64_t rowStride,
                         int64_t colStride, float (*at)(int64_t, int64_t,
                                                        int64_t)) {
  std::vector<float> out(batch * batchStride + rows * rowStride +
                             cols * colStride + 1,
                         0.0f);
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t i = 0; i < rows; ++i)
      for (int64_t j = 0; j < cols; ++j)
        out[b * batchStride + i * rowStride + j * colStride] = at(b, i, j);
  return out;
}

float aT(int64_t b, int64_t p, int64_t i) { return aAt(b, i, p); }
float bT(int64_t b, int64_t j, int64_t p) { return bAt(b, p, j); }
float one(int64_t, int64_t, int64_t) { return 1.0f; }

struct Layout {
  bool transposeA, transposeB;
  int64_t aRow, aCol, bRow, bCol; // strides of the stored operands
  const char *name;
};

class StepGemmTest : public ::testing::TestWithParam<Layout> {};

TEST_P(StepGemmTest, AccumulatesTheProduct) {
  const Layout &l = GetParam();
  const int64_t batch = 2, m = 4, n = 3, k = 5;
  // Stored shapes: A is m x k, or k x m when transposed; B likewise.
  int64_t aRows = l.transposeA ? k : m, aCols = l.transposeA ? m : k;
  int64_t bRows = l.transposeB ? n : k, bCols = l.transposeB ? k : n;
  int64_t aBatch = 64, bBatch = 64, cBatch = 16;
  std::vector<float> a = store(batch, aRows, aCols, aBatch, l.aRow, l.aCol,
                               l.transposeA ? aT : aAt);
  std::vector<float> b = store(batch, bRows, bCols, bBatch, l.bRow, l.bCol,
                               l.transposeB ? bT : bAt);
  // C starts at 1 everywhere: linalg semantics accumulate into it.
  std::vector<float> c = store(batch, m, n, cBatch, n, 1, one);
  zero_rt_step_gemm_f32(batch, l.transposeA, l.transposeB, m, n, k, addr(a.data()),
                        aBatch, l.aRow, l.aCol, addr(b.data()), bBatch, l.bRow,
                        l.bCol, addr(c.data()), cBatch, n, 1);
  for (int64_t bi = 0; bi < batch; ++bi)
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < n; ++j) {
        double want = 1.0;
        for (int64_t p = 0; p < k; ++p)
          want += double(aAt(bi, i, p)) * bAt(bi, p, j);
        EXPECT_NEAR(c[bi * cBatch + i * n + j], want, 1e-4)
            << l.name << " batch " << bi << " (" << i << ", " << j << ")";
      }
}

INSTANTIATE_TEST_SUITE_P(
    Layouts, StepGemmTest,
    ::testing::Values(
        // Row-major operands: straight to BLAS.
        Layout{false, false, 5, 1, 3, 1, "row-major"},
        // Transposed through the indexing maps (x^T @ dy, dy @ W^T).
        Layout{true, false, 4, 1, 3, 1, "A transposed"},
        Layout{false, true, 5, 1, 5, 1, "B transposed"},
        // Column-major storage (a transposed view): BLAS with flipped flags.
        Layout{false, false, 1, 4, 1, 5, "column-major"},
        // Padded rows: leading dimensions wider than the rows.
        Layout{false, false, 8, 1, 6, 1, "padded rows"},
        // Neither dimension contiguous: the reference loop.
        Layout{false, false, 12, 2, 8, 2, "strided"}),
    zero::test::ParamName());

} // namespace
