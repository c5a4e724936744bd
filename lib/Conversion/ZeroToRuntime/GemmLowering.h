//===- CollectiveLowering.h - zero ops to runtime calls ---------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_CONVERSION_ZEROTORUNTIME_COLLECTIVELOWERING_H
#define ZERO_LIB_CONVERSION_ZEROTORUNTIME_COLLECTIVELOWERING_H

#include "RuntimeCalls.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir {
namespace zero {

/// Rewrites every zero op in `func` (bufferized with allow-unknown-ops) into
/// runtime calls, and brackets the allocations of gradients (outputs of ops
/// marked zero.grad_of) and of collective results with the runtime's
/// allocation-category calls. Emits a diagnostic and fails on what it cannot
/// lower.
LogicalResult lowerZeroOps(func::FuncOp func, RuntimeCalls &calls);

/// Rewrites bufferized f32 linalg.matmul / batch_matmul into runtime GEMM
/// calls; other matmuls are left alone.
void lowerMatmulsToGemm(func::FuncOp func, RuntimeCalls &calls);

} // namespace zero
} // namespace mlir

#endif // ZERO_LIB_CONVERSION_ZEROTORUNTIME_COLLECTIVELOWERING_H
