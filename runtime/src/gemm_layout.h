//===- gemm_layout.h - zero runtime: GEMM operands for BLAS -----*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Compiled code hands a GEMM C += op(A) op(B) over as addresses and strides
// (zero_rt_step_gemm_f32, zero_rt_cuda_step_gemm_f32). One BLAS call takes
// it when every operand is contiguous along one dimension; this is the one
// place that decides so, for the CPU runtime (OpenBLAS, row-major) and the
// CUDA runtime (cuBLAS, column-major with the operands swapped) alike.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNTIME_SRC_GEMM_LAYOUT_H
#define ZERO_RUNTIME_SRC_GEMM_LAYOUT_H

#include <cstdint>
#include <optional>

namespace zero::rt {

/// A stored operand X as row-major BLAS takes it: op(X) is X, transposed
/// if `transpose`, read with leading dimension `ld`. cuBLAS, reading the
/// same memory column-major with the operands swapped, takes the same flag.
struct BlasOperand {
  bool transpose;
  int64_t ld;
};

/// How to pass op(X), a `rows` x `cols` matrix, to row-major BLAS, where X
/// is stored with strides (rowStride, colStride) as `rows` x `cols`, or as
/// `cols` x `rows` when `transposed`. None unless X is contiguous along one
/// dimension with the other stride at least that dimension's length.
std::optional<BlasOperand> blasOperand(int64_t rows, int64_t cols,
                                       int64_t rowStride, int64_t colStride,
                                       bool transposed);

/// One batch element of a strided GEMM C += op(A) op(B) (op(A) m x k, op(B)
/// k x n, C m x n) as one row-major BLAS call.
struct BlasGemm {
  BlasOperand a, b;
  /// C's row stride.
  int64_t ldc;
};

/// The BLAS call for the strided GEMM, or none when an operand is not
/// contiguous along one dimension or C's rows are not contiguous (the
/// caller then computes it otherwise: a loop on the CPU, an error on CUDA).
std::optional<BlasGemm> blasGemm(int64_t m, int64_t n, int64_t k,
                                 bool transposeA, bool transposeB,
                                 int64_t aRowStride, int64_t aColStride,
                                 int64_t bRowStride, int64_t bColStride,
                                 int64_t cRowStride, int64_t cColStride);

} // namespace zero::rt

#endif // ZERO_RUNTIME_SRC_GEMM_LAYOUT_H
