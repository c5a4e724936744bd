//===- gemm.cpp - zero runtime: GEMM on OpenBLAS --------------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/runtime/gemm.h"

#include "internal.h"
#include "progress.h"

#include <cblas.h>
#include <climits>

extern "C" zero_rt_status_t
zero_rt_gemm_f32(int transpose_a, int transpose_b, int64_t m, int64_t n,
                 int64_t k, float alpha, const float *a, int64_t lda,
                 const float *b, int64_t ldb, float beta, float *c,
                 int64_t ldc) {
  ZERO_RT_REQUIRE(m >= 0 && n >= 0 && k >= 0 && m <= INT_MAX && n <= INT_MAX &&
                      k <= INT_MAX,
                  "GEMM sizes m=%lld n=%lld k=%lld must be in [0, INT_MAX]",
                  (long long)m, (long long)n, (long long)k);
  // Row-major op(A) is m x k: its stored row has k (or m, transposed) entries.
  ZERO_RT_REQUIRE(lda >= (transpose_a ? m : k) && lda >= 1,
                  "lda %lld is smaller than the row length %lld",
                  (long long)lda, (long long)(transpose_a ? m : k));
  ZERO_RT_REQUIRE(ldb >= (transpose_b ? k : n) && ldb >= 1,
                  "ldb %lld is smaller than the row length %lld",
                  (long long)ldb, (long long)(transpose_b ? k : n));
  ZERO_RT_REQUIRE(ldc >= n && ldc >= 1,
                  "ldc %lld is smaller than the row length %lld",
                  (long long)ldc, (long long)n);
  if (m == 0 || n == 0)
    return ZERO_RT_OK;
  // Between two kernels: move the collectives in flight on (progress.h).
  zero::rt::progressCommunication();
  cblas_sgemm(CblasRowMajor, transpose_a ? CblasTrans : CblasNoTrans,
              transpose_b ? CblasTrans : CblasNoTrans, (int)m, (int)n, (int)k,
              alpha, a, (int)lda, b, (int)ldb, beta, c, (int)ldc);
  return ZERO_RT_OK;
}

extern "C" zero_rt_status_t zero_rt_gemm_set_threads(int threads) {
  ZERO_RT_REQUIRE(threads >= 1, "GEMM threads must be at least 1, got %d",
                  threads);
  openblas_set_num_threads(threads);
  return ZERO_RT_OK;
}

extern "C" const char *zero_rt_gemm_kernels(void) {
  return openblas_get_corename();
}
