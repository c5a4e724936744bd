//===- ShardUpdate.cpp - run elementwise updates on shards ----------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "ShardUpdate.h"
#include "zero/Dialect/Zero/IR/ZeroOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::zero;

RankedTensorType mlir::zero::getShardTypeOf(Type type, int64_t worldSize) {
  auto tensor = cast<RankedTensorType>(type);
  return getShardType(tensor.getNumElements(), tensor.getElementType(),
                      worldSize);
}

Value mlir::zero::createShardAccumulation(OpBuilder &builder, Value accumulated,
                                          Value shard, unsigned param) {
  Location loc = shard.getLoc();
  if (!accumulated) {
    // A collective's result is not writable for bufferization (it would be
    // copied): the running shard is a buffer of its own from the start.
    auto type = cast<RankedTensorType>(shard.getType());
    Value empty = tensor::EmptyOp::create(builder, loc, type.getShape(),
                                          type.getElementType());
    Value zero = arith::ConstantOp::create(
        builder, loc, builder.getZeroAttr(type.getElementType()));
    accumulated =
        linalg::FillOp::create(builder, loc, zero, empty).getResult(0);
  }
  AffineMap flat = AffineMap::getMultiDimIdentityMap(1, builder.getContext());
  auto sum = linalg::GenericOp::create(
      builder, loc, TypeRange{accumulated.getType()}, ValueRange{shard},
      ValueRange{accumulated}, ArrayRef<AffineMap>{flat, flat},
      ArrayRef<utils::IteratorType>{utils::IteratorType::parallel},
      [](OpBuilder &b, Location loc, ValueRange args) {
        // args: the shard's element, then the accumulator's.
        Value total = arith::AddFOp::create(b, loc, args[1], args[0]);
        linalg::YieldOp::create(b, loc, total);
      });
  sum->setAttr(ZeroDialect::kGradShardOfAttrName,
               builder.getI64IntegerAttr(param));
  return sum.getResult(0);
}

/// Clones the payload of `from` (a generic, or a named op with a payload
/// region such as `linalg.reduce`) into the empty region of `to`. Scalars
/// the payload captures from above (learning rate, betas) stay as they are.
static void clonePayload(linalg::LinalgOp from, linalg::GenericOp to) {
  IRMapping payloadMapping;
  from->getRegion(0).cloneInto(&to.getRegion(), payloadMapping);
}

void mlir::zero::createShardedUpdateOp(OpBuilder &builder, linalg::GenericOp op,
                                       IRMapping &mapping, int64_t worldSize) {
  MLIRContext *ctx = builder.getContext();
  Location loc = op.getLoc();
  AffineMap flat = AffineMap::getMultiDimIdentityMap(1, ctx);
  AffineMap scalar = AffineMap::get(1, 0, ctx);

  SmallVector<Value> inputs, inits;
  SmallVector<AffineMap> maps;
  for (OpOperand *input : op.getDpsInputOperands()) {
    Value value = input->get();
    if (Value shard = mapping.lookupOrNull(value)) {
      inputs.push_back(shard);
      maps.push_back(flat);
    } else {
      inputs.push_back(value);
      maps.push_back(scalar);
    }
  }
  SmallVector<Type> resultTypes;
  for (auto [init, result] :
       llvm::zip_equal(op.getDpsInitsMutable(), op->getResults())) {
    // The result keeps the logical type; an init may already be a shard (an
    // opt_state or stage-3 param argument updated in place).
    RankedTensorType shardType = getShardTypeOf(result.getType(), worldSize);
    Value value = mapping.lookupOrNull(init.get());
    // An init the payload never reads only names the result's shape.
    if (!value)
      value = tensor::EmptyOp::create(builder, loc, shardType.getShape(),
                                      shardType.getElementType());
    inits.push_back(value);
    maps.push_back(flat);
    resultTypes.push_back(shardType);
  }
  auto sharded = linalg::GenericOp::create(
      builder, loc, resultTypes, inputs, inits, maps,
      {utils::IteratorType::parallel}, /*doc=*/"", /*libraryCall=*/"");
  sharded->setDiscardableAttrs(op->getDiscardableAttrDictionary());
  clonePayload(op, sharded);
  mapping.map(op->getResults(), sharded->getResults());
}

/// True if `value` is zero whenever the payload's element argument `element`
/// is zero.
static bool isZeroPreserving(Value value, Value element) {
  if (value == element)
    return true;
  Operation *def = value.getDefiningOp();
  if (!def)
    return false;
  if (isa<arith::MulFOp>(def))
    return isZeroPreserving(def->getOperand(0), element) ||
           isZeroPreserving(def->getOperand(1), element);
  if (isa<arith::DivFOp>(def))
    return isZeroPreserving(def->getOperand(0), element);
  if (isa<arith::NegFOp, arith::ExtFOp, arith::TruncFOp, math::AbsFOp>(def))
    return isZeroPreserving(def->getOperand(0), element);
  // x^p with a constant p > 0 (a frontend's vector norm: sum of |g|^2).
  FloatAttr::ValueType exponent(0.0);
  if (isa<math::PowFOp>(def) &&
      matchPattern(def->getOperand(1), m_ConstantFloat(&exponent)) &&
      !exponent.isNegative() && !exponent.isZero() && !exponent.isNaN())
    return isZeroPreserving(def->getOperand(0), element);
  return false;
}

bool mlir::zero::isShardableSumReduction(Operation *op, Value gradient) {
  // A `linalg.generic` or a named reduction (`linalg.reduce`) over every
  // dimension: both are linalg ops whose payload block reads (element,
  // accumulator) and yields the new accumulator.
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || !isa<linalg::GenericOp, linalg::ReduceOp>(op) ||
      linalgOp.getNumDpsInputs() != 1 || linalgOp.getNumDpsInits() != 1 ||
      linalgOp.getDpsInputOperand(0)->get() != gradient ||
      linalgOp.getNumReductionLoops() != linalgOp.getNumLoops())
    return false;
  if (!linalgOp.getMatchingIndexingMap(linalgOp.getDpsInputOperand(0))
           .isIdentity())
    return false;
  OpOperand &init = linalgOp.getDpsInitsMutable()[0];
  auto initType = dyn_cast<RankedTensorType>(init.get().getType());
  if (!initType || initType.getRank() != 0)
    return false;
  // The init must be zero: every rank's partial sum starts from it.
  auto fill = init.get().getDefiningOp<linalg::FillOp>();
  if (!fill || !matchPattern(fill.getInputs()[0], m_AnyZeroFloat()))
    return false;
  Block *body = linalgOp.getBlock();
  if (!body->getOps<linalg::IndexOp>().empty())
    return false;
  Value element = body->getArgument(0), acc = body->getArgument(1);
  auto yield = dyn_cast<linalg::YieldOp>(body->getTerminator());
  if (!yield || yield.getNumOperands() != 1)
    return false;
  auto add = yield.getOperand(0).getDefiningOp<arith::AddFOp>();
  if (!add)
    return false;
  Value lhs = add.getLhs(), rhs = add.getRhs();
  if (lhs == acc)
    return isZeroPreserving(rhs, element);
  if (rhs == acc)
    return isZeroPreserving(lhs, element);
  return false;
}

Value mlir::zero::createShardedSumReduction(OpBuilder &builder,
                                            linalg::LinalgOp op,
                                            Value gradientShard,
                                            RankGroup shards) {
  MLIRContext *ctx = builder.getContext();
  Location loc = op.getLoc();
  Value init = op.getDpsInitsMutable()[0].get();
  SmallVector<AffineMap> maps = {AffineMap::getMultiDimIdentityMap(1, ctx),
                                 AffineMap::get(1, 0, ctx)};
  auto partial = linalg::GenericOp::create(
      builder, loc, TypeRange{init.getType()}, ValueRange{gradientShard},
      ValueRange{init}, maps, {utils::IteratorType::reduction}, /*doc=*/"",
      /*libraryCall=*/"");
  partial->setDiscardableAttrs(op->getDiscardableAttrDictionary());
  clonePayload(op, partial);
  auto total = AllReduceOp::create(builder, loc, ReductionKind::Sum,
                                   partial->getResults(), shards.size,
                                   shards.getStrideAttr(builder));
  return total.getResult(0);
}
