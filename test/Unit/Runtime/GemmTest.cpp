//===- GemmTest.cpp - runtime GEMM against a naive triple loop ------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/runtime/gemm.h"

#include "gtest/gtest.h"

#include <cmath>
#include <string>
#include <vector>

namespace {

/// Reference: C[i][j] = beta*C[i][j] + sum_p opA(i,p) opB(p,j) in double.
std::vector<double> reference(bool ta, bool tb, int m, int n, int k,
                              const std::vector<float> &a, int lda,
                              const std::vector<float> &b, int ldb, float beta,
                              const std::vector<float> &c, int ldc) {
  std::vector<double> out(c.begin(), c.end());
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j) {
      double acc = 0;
      for (int p = 0; p < k; ++p) {
        double av = ta ? a[p * lda + i] : a[i * lda + p];
        double bv = tb ? b[j * ldb + p] : b[p * ldb + j];
        acc += av * bv;
      }
      out[i * ldc + j] = beta * c[i * ldc + j] + acc;
    }
  return out;
}

class GemmTest : public ::testing::TestWithParam<std::tuple<bool, bool>> {};

TEST_P(GemmTest, MatchesReference) {
  auto [ta, tb] = GetParam();
  const int m = 5, n = 3, k = 7;
  // Row strides wider than the rows to exercise lda/ldb/ldc.
  int lda = (ta ? m : k) + 2, ldb = (tb ? k : n) + 1, ldc = n + 3;
  std::vector<float> a((ta ? k : m) * lda), b((tb ? n : k) * ldb), c(m * ldc);
  for (size_t i = 0; i < a.size(); ++i)
    a[i] = float((i * 7) % 11) - 5.0f;
  for (size_t i = 0; i < b.size(); ++i)
    b[i] = float((i * 5) % 13) * 0.25f - 1.0f;
  for (size_t i = 0; i < c.size(); ++i)
    c[i] = float(i % 3);
  for (float beta : {0.0f, 1.0f}) {
    std::vector<float> got = c;
    ASSERT_EQ(zero_rt_gemm_f32(ta, tb, m, n, k, 1.0f, a.data(), lda, b.data(),
                               ldb, beta, got.data(), ldc),
              ZERO_RT_OK);
    std::vector<double> want =
        reference(ta, tb, m, n, k, a, lda, b, ldb, beta, c, ldc);
    for (int i = 0; i < m; ++i)
      for (int j = 0; j < n; ++j)
        EXPECT_NEAR(got[i * ldc + j], want[i * ldc + j], 1e-4)
            << "i=" << i << " j=" << j << " beta=" << beta;
    // Padding columns of C are untouched.
    for (int i = 0; i < m; ++i)
      for (int j = n; j < ldc; ++j)
        EXPECT_EQ(got[i * ldc + j], c[i * ldc + j]);
  }
}

INSTANTIATE_TEST_SUITE_P(Transposes, GemmTest,
                         ::testing::Combine(::testing::Bool(),
                                            ::testing::Bool()));

TEST(GemmErrorTest, TooSmallLeadingDimensionIsRejected) {
  float a[6] = {}, b[6] = {}, c[4] = {};
  zero_rt_status_t status =
      zero_rt_gemm_f32(0, 0, 2, 2, 3, 1.0f, a, 2, b, 2, 0.0f, c, 2);
  ASSERT_NE(status, ZERO_RT_OK);
  EXPECT_NE(std::string(zero_rt_status_message(status)).find("lda 2"),
            std::string::npos);
  zero_rt_status_free(status);
}

} // namespace
