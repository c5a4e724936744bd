//===- GemmLowering.h - f32 matmuls to the runtime's GEMM -------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_CONVERSION_ZEROTORUNTIME_GEMMLOWERING_H
#define ZERO_LIB_CONVERSION_ZEROTORUNTIME_GEMMLOWERING_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir {
namespace zero {

/// Rewrites bufferized f32 linalg.matmul / batch_matmul into runtime GEMM
/// calls; other matmuls are left alone.
void lowerMatmulsToGemm(func::FuncOp func);

} // namespace zero
} // namespace mlir

#endif // ZERO_LIB_CONVERSION_ZEROTORUNTIME_GEMMLOWERING_H
