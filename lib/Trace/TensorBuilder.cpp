//===- TensorBuilder.cpp - index-notation helpers over linalg -------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Trace/TensorBuilder.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::zero::trace;

/// Converts a scalar between float types; integers pass through.
static Value castScalar(OpBuilder &b, Location loc, Value v, Type to) {
  Type from = v.getType();
  if (from == to || !isa<FloatType>(from) || !isa<FloatType>(to))
    return v;
  if (cast<FloatType>(from).getWidth() < cast<FloatType>(to).getWidth())
    return arith::ExtFOp::create(b, loc, to, v);
  return arith::TruncFOp::create(b, loc, to, v);
}

//===----------------------------------------------------------------------===//
// ScalarBuilder
//===----------------------------------------------------------------------===//

Value ScalarBuilder::c(double v) const {
  return arith::ConstantOp::create(b, loc, type, b.getFloatAttr(type, v));
}
Value ScalarBuilder::add(Value x, Value y) const {
  return arith::AddFOp::create(b, loc, x, y);
}
Value ScalarBuilder::sub(Value x, Value y) const {
  return arith::SubFOp::create(b, loc, x, y);
}
Value ScalarBuilder::mul(Value x, Value y) const {
  return arith::MulFOp::create(b, loc, x, y);
}
Value ScalarBuilder::div(Value x, Value y) const {
  return arith::DivFOp::create(b, loc, x, y);
}
Value ScalarBuilder::neg(Value x) const {
  return arith::NegFOp::create(b, loc, x);
}
Value ScalarBuilder::max(Value x, Value y) const {
  return arith::MaximumFOp::create(b, loc, x, y);
}
Value ScalarBuilder::min(Value x, Value y) const {
  return arith::MinimumFOp::create(b, loc, x, y);
}
Value ScalarBuilder::exp(Value x) const {
  return math::ExpOp::create(b, loc, x);
}
Value ScalarBuilder::log(Value x) const {
  return math::LogOp::create(b, loc, x);
}
Value ScalarBuilder::tanh(Value x) const {
  return math::TanhOp::create(b, loc, x);
}
Value ScalarBuilder::sqrt(Value x) const {
  return math::SqrtOp::create(b, loc, x);
}
Value ScalarBuilder::rsqrt(Value x) const { return div(c(1.0), sqrt(x)); }
Value ScalarBuilder::pow(Value x, Value y) const {
  return math::PowFOp::create(b, loc, x, y);
}
Value ScalarBuilder::select(Value cond, Value x, Value y) const {
  return arith::SelectOp::create(b, loc, cond, x, y);
}
Value ScalarBuilder::gt(Value x, Value y) const {
  return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGT, x, y);
}
Value ScalarBuilder::cmpIndex(int predicate, Value x, Value y) const {
  return arith::CmpIOp::create(
      b, loc, static_cast<arith::CmpIPredicate>(predicate), x, y);
}
Value ScalarBuilder::fromStorage(Value x) const {
  return castScalar(b, loc, x, type);
}
Value ScalarBuilder::toIndex(Value x) const {
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), x);
}

//===----------------------------------------------------------------------===//
// TensorBuilder
//===----------------------------------------------------------------------===//

SmallVector<int64_t> TensorBuilder::shapeOf(Value v) {
  return llvm::to_vector(cast<RankedTensorType>(v.getType()).getShape());
}

Value TensorBuilder::empty(ArrayRef<int64_t> shape, Type e) {
  return tensor::EmptyOp::create(b, loc, shape, e);
}

Value TensorBuilder::full(ArrayRef<int64_t> shape, Type e, double v) {
  Value init = empty(shape, e);
  Value c = arith::ConstantOp::create(b, loc, e, b.getFloatAttr(e, v));
  return linalg::FillOp::create(b, loc, c, init).getResult(0);
}

SmallVector<Value> TensorBuilder::generic(StringRef spec, ValueRange ins,
                                          ValueRange inits, const BodyFn &fn) {
  auto [lhs, rhs] = spec.split("->");
  SmallVector<StringRef> inSpecs, outSpecs;
  lhs.split(inSpecs, ',');
  rhs.split(outSpecs, ',');
  assert(inSpecs.size() == ins.size() && outSpecs.size() == inits.size() &&
         "spec does not match the operands");

  // Output letters are the parallel loops, the others are reductions.
  std::string letters;
  for (StringRef s : outSpecs)
    for (char ch : s)
      if (letters.find(ch) == std::string::npos)
        letters.push_back(ch);
  size_t numParallel = letters.size();
  for (StringRef s : inSpecs)
    for (char ch : s)
      if (letters.find(ch) == std::string::npos)
        letters.push_back(ch);

  MLIRContext *ctx = b.getContext();
  auto mapOf = [&](StringRef s) {
    SmallVector<AffineExpr> exprs;
    for (char ch : s)
      exprs.push_back(getAffineDimExpr(letters.find(ch), ctx));
    return AffineMap::get(letters.size(), 0, exprs, ctx);
  };
  SmallVector<AffineMap> maps;
  for (StringRef s : inSpecs)
    maps.push_back(mapOf(s));
  for (StringRef s : outSpecs)
    maps.push_back(mapOf(s));
  SmallVector<utils::IteratorType> iters;
  for (size_t i = 0; i < letters.size(); ++i)
    iters.push_back(i < numParallel ? utils::IteratorType::parallel
                                    : utils::IteratorType::reduction);

  SmallVector<Type> resultTypes;
  for (Value v : inits)
    resultTypes.push_back(v.getType());
  Type accType = acc;
  auto op = linalg::GenericOp::create(
      b, loc, resultTypes, ins, inits, maps, iters,
      [&](OpBuilder &nb, Location nl, ValueRange args) {
        SmallVector<Value> conv;
        for (Value a : args)
          conv.push_back(castScalar(nb, nl, a, accType));
        ScalarBuilder sb(nb, nl, accType);
        IndexFn index = [&](char ch) -> Value {
          return linalg::IndexOp::create(nb, nl, letters.find(ch));
        };
        SmallVector<Value> results = fn(sb, conv, index);
        for (auto [r, init] : llvm::zip_equal(results, inits))
          r = castScalar(
              nb, nl, r,
              cast<RankedTensorType>(init.getType()).getElementType());
        linalg::YieldOp::create(nb, nl, results);
        // A conversion of an argument the body never reads (typically an
        // `outs` init) would make the payload appear to read it; analyses
        // such as gradient discovery rely on reads being real.
        for (auto [arg, converted] : llvm::zip_equal(args, conv))
          if (converted != arg && converted.use_empty())
            converted.getDefiningOp()->erase();
      });
  return SmallVector<Value>(op.getResults());
}

Value TensorBuilder::map(ArrayRef<int64_t> shape, StringRef spec,
                         ValueRange ins, const MapFn &fn, Type outElt) {
  return mapIndexed(
      shape, spec, ins,
      [&](ScalarBuilder &sb, ValueRange a, const IndexFn &) {
        return fn(sb, a);
      },
      outElt);
}

Value TensorBuilder::mapIndexed(
    ArrayRef<int64_t> shape, StringRef spec, ValueRange ins,
    const std::function<Value(ScalarBuilder &, ValueRange, const IndexFn &)>
        &fn,
    Type outElt) {
  Value init = empty(shape, outElt ? outElt : elt);
  size_t n = ins.size();
  return generic(spec, ins, init,
                 [&](ScalarBuilder &sb, ValueRange a, const IndexFn &idx) {
                   return SmallVector<Value>{fn(sb, a.take_front(n), idx)};
                 })[0];
}

/// Sizes of the output letters of a reduction spec, read off the inputs.
static SmallVector<int64_t> outShape(StringRef spec, ValueRange ins) {
  auto [lhs, rhs] = spec.split("->");
  SmallVector<StringRef> inSpecs;
  lhs.split(inSpecs, ',');
  SmallVector<int64_t> shape;
  for (char ch : rhs) {
    int64_t size = ShapedType::kDynamic;
    for (auto [s, v] : llvm::zip_equal(inSpecs, ins)) {
      size_t pos = s.find(ch);
      if (pos != StringRef::npos) {
        size = cast<RankedTensorType>(v.getType()).getDimSize(pos);
        break;
      }
    }
    assert(size != ShapedType::kDynamic && "output letter missing from inputs");
    shape.push_back(size);
  }
  return shape;
}

Value TensorBuilder::reduce(StringRef spec, ValueRange ins, double init,
                            const ReduceFn &fn, Type outElt) {
  return reduceIndexed(
      spec, ins, init,
      [&](ScalarBuilder &sb, ValueRange a, Value r, const IndexFn &) {
        return fn(sb, a, r);
      },
      outElt);
}

Value TensorBuilder::reduceIndexed(
    StringRef spec, ValueRange ins, double init,
    const std::function<Value(ScalarBuilder &, ValueRange, Value,
                              const IndexFn &)> &fn,
    Type outElt) {
  Type e = outElt ? outElt : acc;
  Value out = full(outShape(spec, ins), e, init);
  size_t n = ins.size();
  return generic(
      spec, ins, out, [&](ScalarBuilder &sb, ValueRange a, const IndexFn &idx) {
        return SmallVector<Value>{fn(sb, a.take_front(n), a[n], idx)};
      })[0];
}

Value TensorBuilder::sum(StringRef spec, Value x) {
  return reduce(spec, x, 0.0, [](ScalarBuilder &sb, ValueRange a, Value r) {
    return sb.add(r, a[0]);
  });
}

Value TensorBuilder::max(StringRef spec, Value x) {
  return reduce(
      spec, x, -std::numeric_limits<double>::infinity(),
      [](ScalarBuilder &sb, ValueRange a, Value r) { return sb.max(r, a[0]); });
}

Value TensorBuilder::einsum(StringRef spec, Value x, Value y, double scale) {
  // A bare multiply-add body, whatever the operands' layouts: in f32 the
  // lowering reads each operand through its strides into a BLAS GEMM
  // (matchStridedGemm), so no operand is permuted into a copy; a scale in
  // the body would hide the contraction, so it is a map of its own.
  bool f32 = elt.isF32() && acc.isF32();
  Value r = reduce(spec, {x, y}, 0.0,
                   [&](ScalarBuilder &sb, ValueRange a, Value r) {
                     Value p = sb.mul(a[0], a[1]);
                     if (!f32 && scale != 1.0)
                       p = sb.mul(p, sb.c(scale));
                     return sb.add(r, p);
                   });
  if (!f32 || scale == 1.0)
    return r;
  SmallVector<int64_t> shape = shapeOf(r);
  std::string idx = std::string("abcdefgh").substr(0, shape.size());
  return map(
      shape, idx + "->" + idx, r,
      [&](ScalarBuilder &sb, ValueRange v) {
        return sb.mul(v[0], sb.c(scale));
      },
      acc);
}

Value TensorBuilder::matmul(Value x, Value y, bool transX, bool transY) {
  SmallVector<int64_t> xs = shapeOf(x), ys = shapeOf(y);
  int64_t m = transX ? xs[1] : xs[0];
  int64_t n = transY ? ys[0] : ys[1];
  Value out = full({m, n}, acc, 0.0);
  SmallVector<NamedAttribute> attrs;
  if (transX || transY) {
    MLIRContext *ctx = b.getContext();
    AffineExpr i = getAffineDimExpr(0, ctx), j = getAffineDimExpr(1, ctx),
               k = getAffineDimExpr(2, ctx);
    auto map = [&](AffineExpr a, AffineExpr c) {
      return AffineMapAttr::get(AffineMap::get(3, 0, {a, c}, ctx));
    };
    attrs.push_back(b.getNamedAttr(
        "indexing_maps",
        b.getArrayAttr({transX ? map(k, i) : map(i, k),
                        transY ? map(j, k) : map(k, j), map(i, j)})));
  }
  Value r = linalg::MatmulOp::create(b, loc, TypeRange{out.getType()},
                                     ValueRange{x, y}, ValueRange{out}, attrs)
                .getResult(0);
  return convert(r, elt);
}

Value TensorBuilder::add(Value x, Value y) {
  SmallVector<int64_t> shape = shapeOf(x);
  std::string idx = std::string("abcdefgh").substr(0, shape.size());
  return map(
      shape, idx + "," + idx + "->" + idx, {x, y},
      [](ScalarBuilder &sb, ValueRange a) { return sb.add(a[0], a[1]); },
      cast<RankedTensorType>(x.getType()).getElementType());
}

Value TensorBuilder::convert(Value x, Type e) {
  auto t = cast<RankedTensorType>(x.getType());
  if (t.getElementType() == e)
    return x;
  std::string idx = std::string("abcdefgh").substr(0, t.getRank());
  return map(
      t.getShape(), idx + "->" + idx, x,
      [](ScalarBuilder &, ValueRange a) { return a[0]; }, e);
}

Value TensorBuilder::reshape(Value x, ArrayRef<int64_t> shape) {
  auto t = cast<RankedTensorType>(x.getType());
  if (t.getShape() == shape)
    return x;
  Value flat = x;
  if (t.getRank() > 1) {
    ReassociationIndices all;
    for (int64_t i = 0; i < t.getRank(); ++i)
      all.push_back(i);
    flat = tensor::CollapseShapeOp::create(b, loc, x,
                                           ArrayRef<ReassociationIndices>{all});
  }
  if (shape.size() <= 1)
    return flat;
  ReassociationIndices all;
  for (size_t i = 0; i < shape.size(); ++i)
    all.push_back(i);
  return tensor::ExpandShapeOp::create(b, loc, type(shape, t.getElementType()),
                                       flat,
                                       ArrayRef<ReassociationIndices>{all});
}

Value TensorBuilder::sliceCols(Value x, int64_t off, int64_t n) {
  SmallVector<int64_t> s = shapeOf(x);
  SmallVector<OpFoldResult> offsets = {b.getIndexAttr(0), b.getIndexAttr(off)};
  SmallVector<OpFoldResult> sizes = {b.getIndexAttr(s[0]), b.getIndexAttr(n)};
  SmallVector<OpFoldResult> strides = {b.getIndexAttr(1), b.getIndexAttr(1)};
  return tensor::ExtractSliceOp::create(b, loc, x, offsets, sizes, strides);
}

Value TensorBuilder::concatCols(ArrayRef<Value> parts) {
  SmallVector<int64_t> s = shapeOf(parts[0]);
  int64_t total = 0;
  for (Value p : parts)
    total += shapeOf(p)[1];
  Value out =
      empty({s[0], total},
            cast<RankedTensorType>(parts[0].getType()).getElementType());
  int64_t off = 0;
  for (Value p : parts) {
    int64_t n = shapeOf(p)[1];
    SmallVector<OpFoldResult> offsets = {b.getIndexAttr(0),
                                         b.getIndexAttr(off)};
    SmallVector<OpFoldResult> sizes = {b.getIndexAttr(s[0]), b.getIndexAttr(n)};
    SmallVector<OpFoldResult> strides = {b.getIndexAttr(1), b.getIndexAttr(1)};
    out =
        tensor::InsertSliceOp::create(b, loc, p, out, offsets, sizes, strides);
    off += n;
  }
  return out;
}
