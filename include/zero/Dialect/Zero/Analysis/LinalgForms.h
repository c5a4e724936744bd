//===- LinalgForms.h - linalg ops zero lowers to something cheaper -*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Two forms of linalg op that the lowering does not run as the loop nest
// their iteration space describes: strided contractions (one runtime GEMM
// per batch slice) and index scatters (one loop over the indices instead of
// over every index value). The lowering and the cost model ask these same
// predicates, so the cost report prices what actually runs.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_ANALYSIS_LINALGFORMS_H
#define ZERO_DIALECT_ZERO_ANALYSIS_LINALGFORMS_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"

#include <optional>

namespace mlir {
namespace zero {

/// Loop dimensions of a contraction C[batch.., m, n] += scale * A * B over k
/// in which every operand indexes each of its loop dimensions directly, in
/// any order: for fixed batch indices each operand is a 2-D strided view,
/// which a GEMM reads through its strides without a copy. C is f32; A and B
/// are both f32, or both bf16 widened to f32 in the body (a mixed-precision
/// step's products, accumulated in f32).
struct StridedGemmForm {
  SmallVector<unsigned> batch;
  unsigned m, n, k;
  /// A and B are bf16 (else f32).
  bool bf16Operands = false;
  /// A constant factor of every product (attention's 1/sqrt(d) where the
  /// step folds it into q k^T); 1 without one.
  double scale = 1.0;
};

/// The form of `op` (a named matmul / batch_matmul / contract or a
/// linalg.generic, on tensors or buffers) if it is such a contraction with
/// one m, one n and one k dimension; nullopt otherwise (broadcast operands,
/// several m/n/k dimensions, other element types or bodies). The body must
/// be exactly `out + x * y` or `out + (x * y) * c` with x and y the two
/// inputs, each widened by arith.extf when bf16, and c a float constant;
/// only bf16 products take a scale (the runtime's f32 GEMM has none, and
/// zero-trace's f32 steps scale apart).
std::optional<StridedGemmForm> matchStridedGemm(linalg::LinalgOp op);

/// A linalg.generic that updates its output only where a loop index equals
/// an integer read from an input (a one-hot reduction, the embedding
/// gradient's `select(tok == v, acc + dx, acc)`): every other point yields
/// the accumulator unchanged, so only one value of that loop index per
/// point of the other loops does any work.
struct IndexScatterForm {
  /// The loop dimension compared with the index (v).
  unsigned indexDim;
  /// The input operand holding the index.
  OpOperand *indexOperand;
  /// The select whose true value is the update.
  arith::SelectOp select;
};

/// The form of `op` if it is such a scatter: one output whose yielded value
/// is `select(cmpi eq (index_cast %idx), (linalg.index d), %update, %acc)`
/// with %acc the output's block argument, %idx the block argument of an
/// integer input whose indexing map does not use d, d a parallel dimension,
/// and every indexing map a projected permutation.
std::optional<IndexScatterForm> matchIndexScatter(linalg::LinalgOp op);

/// The loop of `op` that zero-kernel-loop-order makes innermost: the one
/// indexing the last, unit-stride dimension of the most elements among the
/// operands (a tensor counts as row-major), the innermost loop on ties.
/// Operands without a static shape count nothing.
unsigned getContiguousLoop(linalg::LinalgOp op);

/// Whether that loop walks some operand the body reads or writes with a
/// stride other than 0 or 1, as a transposing copy does: such a loop uses a
/// fraction of each cache line and does not vectorize, so the cost model
/// prices its bytes at a bandwidth of their own.
bool hasStridedInnerLoop(linalg::LinalgOp op);

} // namespace zero
} // namespace mlir

#endif // ZERO_DIALECT_ZERO_ANALYSIS_LINALGFORMS_H
