/*===- gemm.h - zero runtime: matrix multiply ---------------------*- C -*-===//
 *
 * Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
 *
 * Row-major single-precision GEMM on OpenBLAS (cblas_sgemm):
 *   C = alpha * op(A) * op(B) + beta * C, op(X) = X or X^T,
 * op(A) is m x k, op(B) is k x n, C is m x n; lda/ldb/ldc are row strides.
 *
 *===----------------------------------------------------------------------===*/

#ifndef ZERO_RUNTIME_GEMM_H
#define ZERO_RUNTIME_GEMM_H

#include <stdint.h>

#include "zero/runtime/status.h"

#ifdef __cplusplus
extern "C" {
#endif

zero_rt_status_t zero_rt_gemm_f32(int transpose_a, int transpose_b, int64_t m,
                                  int64_t n, int64_t k, float alpha,
                                  const float *a, int64_t lda, const float *b,
                                  int64_t ldb, float beta, float *c,
                                  int64_t ldc);

/* Threads each GEMM may use from now on (OpenBLAS's pool); `threads` >= 1. */
zero_rt_status_t zero_rt_gemm_set_threads(int threads);

/* The name of the kernel set the BLAS chose for this CPU (OpenBLAS's core
 * name, e.g. "SkylakeX" or "Haswell"). */
const char *zero_rt_gemm_kernels(void);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ZERO_RUNTIME_GEMM_H */
