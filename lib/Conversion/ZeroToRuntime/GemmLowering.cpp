//===- GemmLowering.cpp - f32 matmuls to the runtime's GEMM ---------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// linalg-to-loops turns a matmul into a naive triple loop, orders of
// magnitude slower than OpenBLAS on the sizes training steps use. A bufferized
// f32 matmul whose indexing maps are the plain, A-transposed or B-transposed
// forms becomes one call that passes each operand's address and strides; the
// runtime picks the BLAS transpose flags from the strides (any layout works,
// row- or column-contiguous ones reach BLAS). linalg semantics accumulate
// into the output, so the call does too.
//
//===----------------------------------------------------------------------===//

#include "GemmLowering.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/AffineMap.h"

using namespace mlir;
using namespace mlir::zero;

namespace {

/// Which operands a matmul's maps transpose; nullopt for other maps
/// (broadcasts, permuted outputs), which stay linalg.
struct Transposes {
  bool a = false;
  bool b = false;
};

std::optional<Transposes> matchMaps(ArrayRef<AffineMap> maps, bool batched) {
  if (maps.size() != 3)
    return std::nullopt;
  MLIRContext *ctx = maps[0].getContext();
  unsigned n = batched ? 4 : 3;
  // Dimensions: [batch,] m, n, k.
  unsigned bDim = 0, m = batched ? 1 : 0, nn = m + 1, k = m + 2;
  auto map = [&](std::initializer_list<unsigned> dims) {
    SmallVector<AffineExpr> exprs;
    if (batched)
      exprs.push_back(getAffineDimExpr(bDim, ctx));
    for (unsigned d : dims)
      exprs.push_back(getAffineDimExpr(d, ctx));
    return AffineMap::get(n, 0, exprs, ctx);
  };
  if (maps[2] != map({m, nn}))
    return std::nullopt;
  Transposes t;
  if (maps[0] == map({k, m}))
    t.a = true;
  else if (maps[0] != map({m, k}))
    return std::nullopt;
  if (maps[1] == map({nn, k}))
    t.b = true;
  else if (maps[1] != map({k, nn}))
    return std::nullopt;
  return t;
}

/// Address and [batch,] row, column strides of a matrix operand.
SmallVector<Value> describe(OpBuilder &b, Location loc, Value memref,
                            bool batched) {
  auto metadata = memref::ExtractStridedMetadataOp::create(b, loc, memref);
  SmallVector<Value> values = {createAddress(b, loc, memref)};
  if (!batched)
    values.push_back(createI64(b, loc, 0));
  for (Value stride : metadata.getStrides())
    values.push_back(createIndexToI64(b, loc, stride));
  return values;
}

void lowerOne(linalg::LinalgOp op, bool batched, Transposes t,
              RuntimeCalls &calls) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  Value a = op.getDpsInputOperand(0)->get();
  Value bMat = op.getDpsInputOperand(1)->get();
  Value c = op.getDpsInitOperand(0)->get();
  unsigned first = batched ? 1 : 0;
  auto dim = [&](Value v, unsigned d) {
    return createIndexToI64(b, loc, memref::DimOp::create(b, loc, v, d));
  };
  Value batch = batched ? dim(c, 0) : createI64(b, loc, 1);
  Value m = dim(c, first), n = dim(c, first + 1);
  Value k = dim(a, t.a ? first : first + 1);
  SmallVector<Value> args = {batch,
                             createI64(b, loc, t.a),
                             createI64(b, loc, t.b),
                             m,
                             n,
                             k};
  for (Value operand : {a, bMat, c})
    llvm::append_range(args, describe(b, loc, operand, batched));
  calls.call(b, loc, "zero_rt_step_gemm_f32", args);
  op->erase();
}

bool allF32MemRefs(linalg::LinalgOp op) {
  return llvm::all_of(op->getOperands(), [](Value v) {
    auto type = dyn_cast<MemRefType>(v.getType());
    return type && type.getElementType().isF32() && type.getRank() >= 2;
  });
}

} // namespace

void mlir::zero::lowerMatmulsToGemm(func::FuncOp func, RuntimeCalls &calls) {
  SmallVector<std::tuple<linalg::LinalgOp, bool, Transposes>> matches;
  func.walk([&](linalg::LinalgOp op) {
    bool batched = isa<linalg::BatchMatmulOp>(op);
    if (!isa<linalg::MatmulOp>(op) && !batched)
      return;
    if (!op.hasPureBufferSemantics() || !allF32MemRefs(op))
      return;
    if (auto t = matchMaps(op.getIndexingMapsArray(), batched))
      matches.emplace_back(op, batched, *t);
  });
  for (auto [op, batched, t] : matches)
    lowerOne(op, batched, t, calls);
}
