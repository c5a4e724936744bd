//===- GemmLowering.cpp - contractions to the runtime's GEMM --------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// linalg-to-loops turns a contraction into a naive loop nest, orders of
// magnitude slower than OpenBLAS on the sizes training steps use. A
// bufferized contraction (f32, or bf16 products accumulated in f32) whose
// operands are, for fixed batch indices, 2-D strided views
// (matchStridedGemm: a named matmul / batch_matmul in any of its maps, or a
// linalg.generic contracting permuted operands such as attention's
// "bihd,bjhd->bhij") becomes runtime GEMM calls that pass each operand's
// address and the strides of its row and column dimensions, wherever they
// sit in the operand; the runtime picks the BLAS transpose flags from the
// strides (row- or column-contiguous views reach BLAS, others a plain loop;
// bf16 blocks are converted to f32 for BLAS whatever their strides). So no
// operand is copied into a transposed layout first. The last batch
// dimension is the call's own batch (a stride per operand); any others are
// a host loop around the call that offsets the addresses. linalg semantics
// accumulate into the output, so the call does too.
//
//===----------------------------------------------------------------------===//

#include "GemmLowering.h"
#include "RuntimeCalls.h"

#include "zero/Dialect/Zero/Analysis/LinalgForms.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/AffineMap.h"

#include "llvm/ADT/bit.h"

using namespace mlir;
using namespace mlir::zero;

namespace {

/// A GEMM operand as the call passes it: its address and its strides (i64,
/// in elements) along the loop dimensions, read once before any loop.
struct OperandDesc {
  step::Address address;
  SmallVector<Value> strides; // by position in the operand
  AffineMap map;

  /// Stride along loop dimension `d`, 0 if the operand lacks it.
  Value stride(OpBuilder &b, Location loc, std::optional<unsigned> d) const {
    std::optional<unsigned> pos;
    if (d)
      pos = map.getResultPosition(getAffineDimExpr(*d, map.getContext()));
    return pos ? strides[*pos] : createI64(b, loc, 0);
  }
};

OperandDesc describe(OpBuilder &b, Location loc, Value memref, AffineMap map) {
  auto metadata = memref::ExtractStridedMetadataOp::create(b, loc, memref);
  OperandDesc desc{createAddress(b, loc, memref), {}, map};
  for (Value stride : metadata.getStrides())
    desc.strides.push_back(createIndexToI64(b, loc, stride));
  return desc;
}

/// The strides zero_rt_step_gemm_f32 takes after an operand's address.
struct GemmStrides {
  step::Stride batch, row, col;
};

void lowerOne(linalg::LinalgOp op, const StridedGemmForm &form) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  SmallVector<Value> operands = {op.getDpsInputOperand(0)->get(),
                                 op.getDpsInputOperand(1)->get(),
                                 op.getDpsInitOperand(0)->get()};
  SmallVector<Range> ranges = op.createLoopRanges(b, loc);
  auto size = [&](unsigned d) {
    return createIndexToI64(
        b, loc, getValueOrCreateConstantIndexOp(b, loc, ranges[d].size));
  };
  ArrayRef<unsigned> outer = form.batch;
  std::optional<unsigned> inner;
  if (!outer.empty()) {
    inner = outer.back();
    outer = outer.drop_back();
  }
  // Everything but the addresses is loop-invariant and computed here, so
  // the loop over outer batch indices holds only integer arithmetic and
  // the call (no memref is produced inside it: the step stays straight-line
  // for zero-buffer-deallocation).
  SmallVector<OperandDesc> descs;
  for (auto [operand, map] : llvm::zip_equal(operands, maps))
    descs.push_back(describe(b, loc, operand, map));
  step::Extent batch{inner ? size(*inner) : createI64(b, loc, 1)};
  step::Flag transposeA{createI64(b, loc, 0)};
  step::Flag transposeB{createI64(b, loc, 0)};
  step::Extent m{size(form.m)}, n{size(form.n)}, k{size(form.k)};
  // Rows and columns of each operand as op(X) = X: A is m x k, B k x n,
  // C m x n, each read through its own strides.
  std::pair<unsigned, unsigned> matrixDims[] = {
      {form.m, form.k}, {form.k, form.n}, {form.m, form.n}};
  SmallVector<GemmStrides, 3> strides;
  for (auto [desc, rowCol] : llvm::zip_equal(descs, matrixDims))
    strides.push_back({{desc.stride(b, loc, inner)},
                       {desc.stride(b, loc, rowCol.first)},
                       {desc.stride(b, loc, rowCol.second)}});
  // The call with A, B and C at `addresses`: f32 operands to
  // zero_rt_step_gemm_f32, bf16 ones (C f32) to _gemm_bf16 with the scale.
  auto callGemm = [&](OpBuilder &builder, ArrayRef<step::Address> addresses) {
    if (!form.bf16Operands) {
      step::gemm_f32(builder, loc, batch, transposeA, transposeB, m, n, k,
                     addresses[0], strides[0].batch, strides[0].row,
                     strides[0].col, addresses[1], strides[1].batch,
                     strides[1].row, strides[1].col, addresses[2],
                     strides[2].batch, strides[2].row, strides[2].col);
      return;
    }
    step::Scale alpha{
        createI64(builder, loc, llvm::bit_cast<int64_t>(form.scale))};
    step::gemm_bf16(builder, loc, batch, transposeA, transposeB, m, n, k,
                    alpha, addresses[0], strides[0].batch, strides[0].row,
                    strides[0].col, addresses[1], strides[1].batch,
                    strides[1].row, strides[1].col, addresses[2],
                    strides[2].batch, strides[2].row, strides[2].col);
  };
  if (outer.empty()) {
    callGemm(b, {descs[0].address, descs[1].address, descs[2].address});
    op->erase();
    return;
  }
  SmallVector<Value> lbs, ubs, steps;
  for (unsigned d : outer) {
    lbs.push_back(arith::ConstantIndexOp::create(b, loc, 0));
    ubs.push_back(getValueOrCreateConstantIndexOp(b, loc, ranges[d].size));
    steps.push_back(arith::ConstantIndexOp::create(b, loc, 1));
  }
  scf::buildLoopNest(
      b, loc, lbs, ubs, steps, [&](OpBuilder &nb, Location, ValueRange ivs) {
        SmallVector<step::Address, 3> addresses;
        for (auto [desc, operand] : llvm::zip_equal(descs, operands)) {
          // address + sum over outer batch dimensions of index * stride,
          // in the operand's own element size (bf16 A and B, f32 C).
          int64_t elementBytes =
              cast<MemRefType>(operand.getType()).getElementTypeBitWidth() / 8;
          Value address = desc.address.value;
          for (auto [d, iv] : llvm::zip_equal(outer, ivs)) {
            Value offset = arith::MulIOp::create(
                nb, loc, createIndexToI64(nb, loc, iv), desc.stride(nb, loc, d));
            Value bytes = arith::MulIOp::create(
                nb, loc, offset, createI64(nb, loc, elementBytes));
            address = arith::AddIOp::create(nb, loc, address, bytes);
          }
          addresses.push_back({address});
        }
        callGemm(nb, addresses);
      });
  op->erase();
}

} // namespace

void mlir::zero::lowerMatmulsToGemm(func::FuncOp func) {
  SmallVector<std::pair<linalg::LinalgOp, StridedGemmForm>> matches;
  func.walk([&](linalg::LinalgOp op) {
    if (!op.hasPureBufferSemantics())
      return;
    if (std::optional<StridedGemmForm> form = matchStridedGemm(op))
      matches.emplace_back(op, *form);
  });
  for (auto &[op, form] : matches)
    lowerOne(op, form);
}
