//===- GemmLowering.cpp - f32 contractions to the runtime's GEMM ----------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// linalg-to-loops turns a contraction into a naive loop nest, orders of
// magnitude slower than OpenBLAS on the sizes training steps use. A bufferized
// f32 contraction whose operands are, for fixed batch indices, 2-D strided
// views (matchStridedGemm: a named matmul / batch_matmul in any of its maps,
// or a linalg.generic contracting permuted operands such as attention's
// "bihd,bjhd->bhij") becomes runtime GEMM calls that pass each operand's
// address and the strides of its row and column dimensions, wherever they
// sit in the operand; the runtime picks the BLAS transpose flags from the
// strides (row- or column-contiguous views reach BLAS, others a plain loop).
// So no operand is copied into a transposed layout first. The last batch
// dimension is the call's own batch (a stride per operand); any others are
// a host loop around the call. linalg semantics accumulate into the output,
// so the call does too.
//
//===----------------------------------------------------------------------===//

#include "GemmLowering.h"

#include "zero/Dialect/Zero/Analysis/LinalgForms.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/AffineMap.h"

using namespace mlir;
using namespace mlir::zero;

namespace {

/// Address of a GEMM operand and its strides along the given loop
/// dimensions (0 for a dimension it does not have: an absent batch).
SmallVector<Value> describe(OpBuilder &b, Location loc, Value memref,
                            AffineMap map, ArrayRef<std::optional<unsigned>> dims) {
  auto metadata = memref::ExtractStridedMetadataOp::create(b, loc, memref);
  SmallVector<Value> values = {createAddress(b, loc, memref)};
  for (std::optional<unsigned> d : dims) {
    std::optional<unsigned> pos;
    if (d)
      pos = map.getResultPosition(getAffineDimExpr(*d, map.getContext()));
    values.push_back(pos ? createIndexToI64(b, loc, metadata.getStrides()[*pos])
                         : createI64(b, loc, 0));
  }
  return values;
}

/// `memref` at fixed indices of the outer batch dimensions (size 1 there,
/// so the positions of the other dimensions stay as the map says).
Value sliceOuterBatch(OpBuilder &b, Location loc, Value memref, AffineMap map,
                      ArrayRef<unsigned> outer, ValueRange ivs) {
  if (outer.empty())
    return memref;
  auto type = cast<MemRefType>(memref.getType());
  SmallVector<OpFoldResult> offsets(type.getRank(), b.getIndexAttr(0));
  SmallVector<OpFoldResult> sizes = memref::getMixedSizes(b, loc, memref);
  SmallVector<OpFoldResult> strides(type.getRank(), b.getIndexAttr(1));
  for (auto [d, iv] : llvm::zip_equal(outer, ivs)) {
    unsigned pos =
        *map.getResultPosition(getAffineDimExpr(d, map.getContext()));
    offsets[pos] = iv;
    sizes[pos] = b.getIndexAttr(1);
  }
  return memref::SubViewOp::create(b, loc, memref, offsets, sizes, strides);
}

void lowerOne(linalg::LinalgOp op, const StridedGemmForm &form,
              RuntimeCalls &calls) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  SmallVector<Value> operands = {op.getDpsInputOperand(0)->get(),
                                 op.getDpsInputOperand(1)->get(),
                                 op.getDpsInitOperand(0)->get()};
  SmallVector<Range> ranges = op.createLoopRanges(b, loc);
  auto size = [&](OpBuilder &nb, unsigned d) {
    return createIndexToI64(
        nb, loc, getValueOrCreateConstantIndexOp(nb, loc, ranges[d].size));
  };
  ArrayRef<unsigned> outer = form.batch;
  std::optional<unsigned> inner;
  if (!outer.empty()) {
    inner = outer.back();
    outer = outer.drop_back();
  }
  SmallVector<Value> lbs, ubs, steps;
  for (unsigned d : outer) {
    lbs.push_back(arith::ConstantIndexOp::create(b, loc, 0));
    ubs.push_back(getValueOrCreateConstantIndexOp(b, loc, ranges[d].size));
    steps.push_back(arith::ConstantIndexOp::create(b, loc, 1));
  }
  auto emitCall = [&](OpBuilder &nb, Location, ValueRange ivs) {
    SmallVector<Value> args = {inner ? size(nb, *inner) : createI64(nb, loc, 1),
                               createI64(nb, loc, 0),
                               createI64(nb, loc, 0),
                               size(nb, form.m),
                               size(nb, form.n),
                               size(nb, form.k)};
    // Rows and columns of each operand as op(X) = X: A is m x k, B k x n,
    // C m x n, each read through its own strides.
    std::pair<unsigned, unsigned> matrixDims[] = {
        {form.m, form.k}, {form.k, form.n}, {form.m, form.n}};
    for (auto [operand, map, rowCol] :
         llvm::zip_equal(operands, maps, matrixDims)) {
      Value slice = sliceOuterBatch(nb, loc, operand, map, outer, ivs);
      llvm::append_range(args, describe(nb, loc, slice, map,
                                        {inner, rowCol.first, rowCol.second}));
    }
    calls.call(nb, loc, "zero_rt_step_gemm_f32", args);
  };
  if (outer.empty())
    emitCall(b, loc, {});
  else
    scf::buildLoopNest(b, loc, lbs, ubs, steps, emitCall);
  op->erase();
}

} // namespace

void mlir::zero::lowerMatmulsToGemm(func::FuncOp func, RuntimeCalls &calls) {
  SmallVector<std::pair<linalg::LinalgOp, StridedGemmForm>> matches;
  func.walk([&](linalg::LinalgOp op) {
    if (!op.hasPureBufferSemantics())
      return;
    if (std::optional<StridedGemmForm> form = matchStridedGemm(op))
      matches.emplace_back(op, *form);
  });
  for (auto &[op, form] : matches)
    lowerOne(op, form, calls);
}
