//===- GemmLayoutTest.cpp - which strided GEMMs one BLAS call takes -------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// The rule both the CPU and the CUDA runtime apply to a strided GEMM
// (runtime/src/gemm_layout.h): an operand contiguous along one dimension is
// passed to BLAS with a transpose flag and leading dimension; anything else
// is not (a loop on the CPU, an error on CUDA).
//
//===----------------------------------------------------------------------===//

#include "../../../runtime/src/gemm_layout.h"

#include "gtest/gtest.h"

using zero::rt::blasGemm;
using zero::rt::BlasGemm;
using zero::rt::blasOperand;
using zero::rt::BlasOperand;

namespace {

void expectOperand(std::optional<BlasOperand> got, bool transpose,
                   int64_t ld) {
  ASSERT_TRUE(got.has_value());
  EXPECT_EQ(got->transpose, transpose);
  EXPECT_EQ(got->ld, ld);
}

TEST(GemmLayout, RowContiguousOperandKeepsItsTransposeAndRowStride) {
  // op(X) 3 x 4, X stored 3 x 4 row-major, rows padded to 6.
  expectOperand(blasOperand(3, 4, 6, 1, false), false, 6);
  // op(X) = X^T is 3 x 4, X stored 4 x 3 row-major.
  expectOperand(blasOperand(3, 4, 3, 1, true), true, 3);
}

TEST(GemmLayout, ColumnContiguousOperandFlipsItsTransposeAndUsesColStride) {
  // X stored 3 x 4 column by column: read row-major it is X^T (4 x 3).
  expectOperand(blasOperand(3, 4, 1, 3, false), true, 3);
  // op(X) = X^T 3 x 4, X stored 4 x 3 column by column, columns padded to 5.
  expectOperand(blasOperand(3, 4, 1, 5, true), false, 5);
}

TEST(GemmLayout, RowContiguityWinsWhenBothStridesAreOne) {
  // A 1 x 1 matrix has unit strides both ways; the row-major reading is
  // taken first.
  expectOperand(blasOperand(1, 1, 1, 1, false), false, 1);
  expectOperand(blasOperand(1, 1, 1, 1, true), true, 1);
}

TEST(GemmLayout, StridesTooSmallForTheOtherDimensionAreNotBlas) {
  // Unit column stride, but rows overlap (row stride 3 < 4 columns).
  EXPECT_FALSE(blasOperand(3, 4, 3, 1, false).has_value());
  // Unit row stride, but columns overlap (column stride 2 < 3 rows).
  EXPECT_FALSE(blasOperand(3, 4, 1, 2, false).has_value());
}

TEST(GemmLayout, OperandWithNoUnitStrideIsNotBlas) {
  EXPECT_FALSE(blasOperand(3, 4, 8, 2, false).has_value());
  EXPECT_FALSE(blasOperand(3, 4, 2, 8, true).has_value());
}

TEST(GemmLayout, EmptyDimensionsStillNeedAPositiveLeadingDimension) {
  // Zero columns: a row stride of 1 is the least BLAS accepts.
  expectOperand(blasOperand(3, 0, 1, 1, false), false, 1);
  EXPECT_FALSE(blasOperand(3, 0, 0, 1, false).has_value());
}

TEST(GemmLayout, WholeGemmCombinesBothOperandsAndRowMajorC) {
  // op(A) = A^T 2 x 3 (A stored 3 x 2 row-major), B 3 x 4 stored column by
  // column, C 2 x 4 with rows padded to 5.
  std::optional<BlasGemm> gemm = blasGemm(/*m=*/2, /*n=*/4, /*k=*/3,
                                          /*transposeA=*/true,
                                          /*transposeB=*/false, 2, 1, 1, 3, 5,
                                          1);
  ASSERT_TRUE(gemm.has_value());
  EXPECT_TRUE(gemm->a.transpose);
  EXPECT_EQ(gemm->a.ld, 2);
  EXPECT_TRUE(gemm->b.transpose);
  EXPECT_EQ(gemm->b.ld, 3);
  EXPECT_EQ(gemm->ldc, 5);
}

TEST(GemmLayout, GemmNeedsCRowsContiguous) {
  // C stored column by column: BLAS writes C row-major only.
  EXPECT_FALSE(blasGemm(2, 4, 3, false, false, 3, 1, 4, 1, 1, 2).has_value());
  // C's rows overlap.
  EXPECT_FALSE(blasGemm(2, 4, 3, false, false, 3, 1, 4, 1, 3, 1).has_value());
}

TEST(GemmLayout, GemmIsNotBlasWhenEitherOperandIsNot) {
  EXPECT_FALSE(blasGemm(2, 4, 3, false, false, 6, 2, 4, 1, 4, 1).has_value());
  EXPECT_FALSE(blasGemm(2, 4, 3, false, false, 3, 1, 8, 2, 4, 1).has_value());
  EXPECT_TRUE(blasGemm(2, 4, 3, false, false, 3, 1, 4, 1, 4, 1).has_value());
}

} // namespace
