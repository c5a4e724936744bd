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

/* Mixed-precision GEMM C += alpha * op(A) * op(B) with bf16 A and B (their
 * bits) and f32 C, accumulated in f32: OpenBLAS has no bf16 kernels here, so
 * blocks of A and B are converted to f32 (exactly: a bf16 is the high half
 * of an f32) into a per-thread scratch of 1.5 MiB (2 more MiB for a C BLAS
 * cannot take, with neither stride 1) and multiplied by
 * cblas_sgemm. Each operand is a strided view of op(X) as used: element
 * (i, j) of op(A) is a[i * a_row_stride + j * a_col_stride], of C
 * c[i * c_row_stride + j * c_col_stride]; any strides. */
zero_rt_status_t zero_rt_gemm_bf16(int64_t m, int64_t n, int64_t k,
                                   float alpha, const uint16_t *a,
                                   int64_t a_row_stride, int64_t a_col_stride,
                                   const uint16_t *b, int64_t b_row_stride,
                                   int64_t b_col_stride, float *c,
                                   int64_t c_row_stride, int64_t c_col_stride);

/* Threads each GEMM may use from now on (OpenBLAS's pool); `threads` >= 1. */
zero_rt_status_t zero_rt_gemm_set_threads(int threads);

/* The name of the kernel set the BLAS chose for this CPU (OpenBLAS's core
 * name, e.g. "SkylakeX" or "Haswell"). */
const char *zero_rt_gemm_kernels(void);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ZERO_RUNTIME_GEMM_H */
