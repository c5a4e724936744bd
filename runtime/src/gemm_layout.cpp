//===- gemm_layout.cpp - zero runtime: strided GEMM operands for BLAS -----===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "gemm_layout.h"

#include <algorithm>

namespace zero::rt {

std::optional<BlasOperand> blasOperand(int64_t rows, int64_t cols,
                                       int64_t rowStride, int64_t colStride,
                                       bool transposed) {
  // Stored dims: (rows, cols) or, transposed, (cols, rows).
  int64_t storedCols = transposed ? rows : cols;
  if (colStride == 1 && rowStride >= std::max<int64_t>(1, storedCols))
    return BlasOperand{transposed, rowStride};
  // Contiguous columns: read row-major, the stored matrix is X^T.
  int64_t storedRows = transposed ? cols : rows;
  if (rowStride == 1 && colStride >= std::max<int64_t>(1, storedRows))
    return BlasOperand{!transposed, colStride};
  return std::nullopt;
}

std::optional<BlasGemm> blasGemm(int64_t m, int64_t n, int64_t k,
                                 bool transposeA, bool transposeB,
                                 int64_t aRowStride, int64_t aColStride,
                                 int64_t bRowStride, int64_t bColStride,
                                 int64_t cRowStride, int64_t cColStride) {
  if (cColStride != 1 || cRowStride < std::max<int64_t>(1, n))
    return std::nullopt;
  std::optional<BlasOperand> a =
      blasOperand(m, k, aRowStride, aColStride, transposeA);
  if (!a)
    return std::nullopt;
  std::optional<BlasOperand> b =
      blasOperand(k, n, bRowStride, bColStride, transposeB);
  if (!b)
    return std::nullopt;
  return BlasGemm{*a, *b, cRowStride};
}

} // namespace zero::rt
