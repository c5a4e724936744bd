//===- LinalgForms.cpp - linalg ops zero lowers to something cheaper ------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/LinalgForms.h"

#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::zero;

namespace {

/// The scale of a GEMM body over inputs of element type `operand` (f32 or
/// bf16) into an f32 output: yield(out + x * y) or yield(out + (x * y) * c)
/// (either operand order of each add and multiply), x and y the two input
/// block arguments, widened by arith.extf when bf16. Nothing else may be in
/// the body, so the GEMM computes all of it.
std::optional<double> matchGemmBody(Block &body, Type operand) {
  bool widened = operand.isBF16();
  unsigned expectedOps = 3 + (widened ? 2 : 0); // mul, add, yield, extfs
  if (body.getNumArguments() != 3)
    return std::nullopt;
  BlockArgument a = body.getArgument(0), b = body.getArgument(1),
                out = body.getArgument(2);
  auto add = body.getTerminator()->getOperand(0).getDefiningOp<arith::AddFOp>();
  if (!add)
    return std::nullopt;
  Value product = add.getLhs() == out   ? add.getRhs()
                  : add.getRhs() == out ? add.getLhs()
                                        : Value();
  if (!product)
    return std::nullopt;
  double scale = 1.0;
  auto mul = product.getDefiningOp<arith::MulFOp>();
  if (!mul)
    return std::nullopt;
  // (x * y) * c: the scale is a constant operand of the outer multiply.
  for (auto [inner, other] : {std::pair(mul.getLhs(), mul.getRhs()),
                              std::pair(mul.getRhs(), mul.getLhs())}) {
    FloatAttr constant;
    auto innerMul = inner.getDefiningOp<arith::MulFOp>();
    if (innerMul && matchPattern(other, m_Constant(&constant))) {
      scale = constant.getValueAsDouble();
      mul = innerMul;
      // The second multiply, and the constant where the body defines it.
      expectedOps += other.getParentBlock() == &body ? 2 : 1;
      break;
    }
  }
  if (!widened && scale != 1.0)
    return std::nullopt;
  auto source = [&](Value v) -> Value {
    if (!widened)
      return v;
    auto extf = v.getDefiningOp<arith::ExtFOp>();
    return extf ? extf.getIn() : Value();
  };
  Value x = source(mul.getLhs()), y = source(mul.getRhs());
  if (!((x == a && y == b) || (x == b && y == a)))
    return std::nullopt;
  if (body.getOperations().size() != expectedOps)
    return std::nullopt;
  return scale;
}

} // namespace

std::optional<StridedGemmForm>
mlir::zero::matchStridedGemm(linalg::LinalgOp op) {
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1)
    return std::nullopt;
  auto elementOf = [](Value v) -> Type {
    auto shaped = dyn_cast<ShapedType>(v.getType());
    return shaped ? shaped.getElementType() : Type();
  };
  Type operand = elementOf(op.getDpsInputOperand(0)->get());
  if (!operand || (!operand.isF32() && !operand.isBF16()) ||
      elementOf(op.getDpsInputOperand(1)->get()) != operand ||
      !elementOf(op.getDpsInitOperand(0)->get()) ||
      !elementOf(op.getDpsInitOperand(0)->get()).isF32())
    return std::nullopt;
  std::optional<double> scale = matchGemmBody(*op.getBlock(), operand);
  if (!scale)
    return std::nullopt;
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  if (failed(dims) || dims->m.size() != 1 || dims->n.size() != 1 ||
      dims->k.size() != 1)
    return std::nullopt;
  // Each operand holds exactly the batch dimensions and its own two: a
  // broadcast or an extra reduction would need more than one GEMM per batch.
  size_t numBatch = dims->batch.size();
  if (op.getNumLoops() != numBatch + 3)
    return std::nullopt;
  for (AffineMap map : op.getIndexingMapsArray())
    if (!map.isProjectedPermutation() || map.getNumResults() != numBatch + 2)
      return std::nullopt;
  return StridedGemmForm{llvm::to_vector(dims->batch), dims->m.front(),
                         dims->n.front(),           dims->k.front(),
                         operand.isBF16(),          *scale};
}

std::optional<IndexScatterForm>
mlir::zero::matchIndexScatter(linalg::LinalgOp op) {
  if (!isa<linalg::GenericOp>(op.getOperation()) || op.getNumDpsInits() != 1)
    return std::nullopt;
  if (!llvm::all_of(op.getIndexingMapsArray(), [](AffineMap map) {
        return map.isProjectedPermutation();
      }))
    return std::nullopt;
  Block *body = op.getBlock();
  auto select =
      body->getTerminator()->getOperand(0).getDefiningOp<arith::SelectOp>();
  OpOperand *init = op.getDpsInitOperand(0);
  if (!select || select->getBlock() != body ||
      select.getFalseValue() != op.getMatchingBlockArgument(init))
    return std::nullopt;
  auto cmp = select.getCondition().getDefiningOp<arith::CmpIOp>();
  if (!cmp || cmp.getPredicate() != arith::CmpIPredicate::eq)
    return std::nullopt;
  AffineMap outMap = op.getMatchingIndexingMap(init);
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  for (auto [lhs, rhs] : {std::pair(cmp.getLhs(), cmp.getRhs()),
                          std::pair(cmp.getRhs(), cmp.getLhs())}) {
    auto cast = lhs.getDefiningOp<arith::IndexCastOp>();
    auto index = rhs.getDefiningOp<linalg::IndexOp>();
    if (!cast || !index)
      continue;
    auto arg = dyn_cast<BlockArgument>(cast.getIn());
    if (!arg || arg.getOwner() != body)
      continue;
    OpOperand *operand = op.getMatchingOpOperand(arg);
    unsigned d = index.getDim();
    if (!op.isDpsInput(operand) ||
        iterators[d] != utils::IteratorType::parallel ||
        !outMap.isFunctionOfDim(d) ||
        op.getMatchingIndexingMap(operand).isFunctionOfDim(d))
      continue;
    return IndexScatterForm{d, operand, select};
  }
  return std::nullopt;
}

/// The element strides of `type` if they are static: a memref's layout, a
/// tensor's row-major order.
static std::optional<SmallVector<int64_t>> getStaticStrides(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped || !shaped.hasStaticShape())
    return std::nullopt;
  if (auto memref = dyn_cast<MemRefType>(type)) {
    SmallVector<int64_t> strides;
    int64_t offset;
    if (failed(memref.getStridesAndOffset(strides, offset)) ||
        llvm::any_of(strides, ShapedType::isDynamic))
      return std::nullopt;
    return strides;
  }
  return computeStrides(shaped.getShape());
}

unsigned mlir::zero::getContiguousLoop(linalg::LinalgOp op) {
  unsigned numLoops = op.getNumLoops();
  if (numLoops == 0)
    return 0;
  SmallVector<int64_t> elements(numLoops, 0);
  for (OpOperand &operand : op->getOpOperands()) {
    std::optional<SmallVector<int64_t>> strides =
        getStaticStrides(operand.get().getType());
    if (!strides || strides->empty() || strides->back() != 1)
      continue;
    AffineMap map = op.getMatchingIndexingMap(&operand);
    if (auto dim = dyn_cast<AffineDimExpr>(map.getResults().back()))
      elements[dim.getPosition()] +=
          cast<ShapedType>(operand.get().getType()).getNumElements();
  }
  unsigned best = numLoops - 1;
  for (unsigned loop = 0; loop < numLoops; ++loop)
    if (elements[loop] > elements[best])
      best = loop;
  return best;
}

bool mlir::zero::hasStridedInnerLoop(linalg::LinalgOp op) {
  if (op.getNumLoops() == 0)
    return false;
  unsigned inner = getContiguousLoop(op);
  Block *body = op.getBlock();
  for (OpOperand &operand : op->getOpOperands()) {
    bool read = body && !op.getMatchingBlockArgument(&operand).use_empty();
    if (!read && !op.isDpsInit(&operand))
      continue;
    std::optional<SmallVector<int64_t>> strides =
        getStaticStrides(operand.get().getType());
    if (!strides)
      continue;
    ArrayRef<int64_t> shape =
        cast<ShapedType>(operand.get().getType()).getShape();
    AffineMap map = op.getMatchingIndexingMap(&operand);
    for (auto [position, expr] : llvm::enumerate(map.getResults()))
      if (expr.isFunctionOfDim(inner) && shape[position] > 1 &&
          (*strides)[position] != 1)
        return true;
  }
  return false;
}
