//===- JitFunction.cpp - run a built function through the ExecutionEngine -===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/JitFunction.h"
#include "zero/Runner/Compile.h"
#include "zero/Support/AtomicFile.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

using namespace mlir;
using namespace mlir::zero;
using namespace mlir::zero::runner;

namespace {
/// A 1-D memref descriptor as the C interface passes it.
struct Memref1D {
  void *allocated;
  void *aligned;
  int64_t offset;
  int64_t size;
  int64_t stride;
};
using EntryFn = void (*)(Memref1D *, Memref1D *, Memref1D *);

llvm::Error fail(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

constexpr const char *kWrapperName = "zero_trace_flat";

/// The reassociation of all `rank` dimensions into one.
ReassociationIndices allDimensions(int64_t rank) {
  ReassociationIndices all;
  for (int64_t i = 0; i < rank; ++i)
    all.push_back(i);
  return all;
}

/// The 1-D tensor `flat` with `t`'s shape (row-major).
Value unflatten(OpBuilder &b, Location loc, Value flat, RankedTensorType t) {
  if (t.getRank() <= 1)
    return flat;
  Type element = cast<RankedTensorType>(flat.getType()).getElementType();
  return tensor::ExpandShapeOp::create(
      b, loc, RankedTensorType::get(t.getShape(), element), flat,
      ArrayRef<ReassociationIndices>{allDimensions(t.getRank())});
}

/// `x` as a 1-D tensor (row-major).
Value flatten(OpBuilder &b, Location loc, Value x) {
  auto t = cast<RankedTensorType>(x.getType());
  if (t.getRank() <= 1)
    return x;
  return tensor::CollapseShapeOp::create(
      b, loc, x, ArrayRef<ReassociationIndices>{allDimensions(t.getRank())});
}

/// `x` with its elements converted between f64 and another float type, by
/// an elementwise linalg.generic.
Value convertElements(OpBuilder &b, Location loc, Value x, Type to) {
  auto t = cast<RankedTensorType>(x.getType());
  Type from = t.getElementType();
  if (from == to)
    return x;
  Value init = tensor::EmptyOp::create(b, loc, t.getShape(), to);
  AffineMap identity =
      AffineMap::getMultiDimIdentityMap(t.getRank(), b.getContext());
  SmallVector<utils::IteratorType> iterators(t.getRank(),
                                             utils::IteratorType::parallel);
  auto op = linalg::GenericOp::create(
      b, loc, TypeRange{init.getType()}, ValueRange{x}, ValueRange{init},
      ArrayRef<AffineMap>{identity, identity}, iterators,
      [&](OpBuilder &nb, Location nl, ValueRange args) {
        Value converted;
        if (cast<FloatType>(from).getWidth() < cast<FloatType>(to).getWidth())
          converted = arith::ExtFOp::create(nb, nl, to, args[0]);
        else
          converted = arith::TruncFOp::create(nb, nl, to, args[0]);
        linalg::YieldOp::create(nb, nl, converted);
      });
  return op.getResult(0);
}

/// Builds `@zero_trace_flat(f64 buffer, i64 buffer) -> f64 buffer` calling
/// `callee` (see the file comment of JitFunction.h).
void buildWrapper(ModuleOp module, func::FuncOp callee, int64_t numFloats,
                  int64_t numInts, int64_t numOut) {
  MLIRContext *ctx = module.getContext();
  OpBuilder b(ctx);
  Location loc = callee.getLoc();
  Type f64 = Float64Type::get(ctx), i64 = IntegerType::get(ctx, 64);
  auto fType = RankedTensorType::get({std::max<int64_t>(numFloats, 1)}, f64);
  auto iType = RankedTensorType::get({std::max<int64_t>(numInts, 1)}, i64);
  auto oType = RankedTensorType::get({numOut}, f64);
  b.setInsertionPointToEnd(module.getBody());
  auto wrapper = func::FuncOp::create(b, loc, kWrapperName,
                                      b.getFunctionType({fType, iType}, oType));
  wrapper->setAttr("llvm.emit_c_interface", b.getUnitAttr());
  Block *entry = wrapper.addEntryBlock();
  b.setInsertionPointToStart(entry);

  auto slice = [&](Value src, int64_t off, int64_t n) -> Value {
    return tensor::ExtractSliceOp::create(
        b, loc, src, ArrayRef<OpFoldResult>{b.getIndexAttr(off)},
        ArrayRef<OpFoldResult>{b.getIndexAttr(n)},
        ArrayRef<OpFoldResult>{b.getIndexAttr(1)});
  };
  auto toShape = [&](Value flat, RankedTensorType t) -> Value {
    if (t.getRank() == 0) {
      Value zero = arith::ConstantIndexOp::create(b, loc, 0);
      Value s = tensor::ExtractOp::create(b, loc, flat, ValueRange{zero});
      return tensor::FromElementsOp::create(b, loc, t, ValueRange{s});
    }
    return unflatten(b, loc, flat, t);
  };

  SmallVector<Value> args;
  int64_t fOff = 0, iOff = 0;
  for (Type ty : callee.getArgumentTypes()) {
    auto t = cast<RankedTensorType>(ty);
    int64_t n = t.getNumElements();
    if (isa<IntegerType>(t.getElementType())) {
      args.push_back(toShape(slice(entry->getArgument(1), iOff, n), t));
      iOff += n;
    } else {
      Value flat = convertElements(
          b, loc, slice(entry->getArgument(0), fOff, n), t.getElementType());
      args.push_back(toShape(flat, t));
      fOff += n;
    }
  }
  auto call = func::CallOp::create(b, loc, callee, args);
  Value out = tensor::EmptyOp::create(b, loc, ArrayRef<int64_t>{numOut}, f64);
  int64_t oOff = 0;
  for (Value r : call.getResults()) {
    auto t = cast<RankedTensorType>(r.getType());
    int64_t n = t.getNumElements();
    Value flat;
    if (t.getRank() == 0) {
      Value s = tensor::ExtractOp::create(b, loc, r, ValueRange{});
      flat = tensor::FromElementsOp::create(
          b, loc, RankedTensorType::get({1}, t.getElementType()),
          ValueRange{s});
    } else {
      flat = flatten(b, loc, r);
    }
    flat = convertElements(b, loc, flat, f64);
    out = tensor::InsertSliceOp::create(
        b, loc, flat, out, ArrayRef<OpFoldResult>{b.getIndexAttr(oOff)},
        ArrayRef<OpFoldResult>{b.getIndexAttr(n)},
        ArrayRef<OpFoldResult>{b.getIndexAttr(1)});
    oOff += n;
  }
  func::ReturnOp::create(b, loc, out);
}
} // namespace

JitFunction::JitFunction() = default;
JitFunction::~JitFunction() = default;

llvm::Expected<std::unique_ptr<JitFunction>>
JitFunction::compile(ModuleOp module, llvm::StringRef funcName) {
  std::string text;
  llvm::raw_string_ostream os(text);
  module->print(os);

  std::unique_ptr<JitFunction> jit(new JitFunction());
  jit->context = createRunnerContext();
  OwningOpRef<ModuleOp> own =
      parseSourceString<ModuleOp>(text, jit->context.get());
  if (!own)
    return fail("the built module does not parse back");
  auto callee = own->lookupSymbol<func::FuncOp>(funcName);
  if (!callee)
    return fail("no function named '" + funcName + "' in the module");

  int64_t numFloats = 0, numInts = 0, numOut = 0;
  for (Type ty : callee.getArgumentTypes()) {
    auto t = dyn_cast<RankedTensorType>(ty);
    if (!t || !t.hasStaticShape())
      return fail("argument types must be static ranked tensors");
    bool isInt = isa<IntegerType>(t.getElementType());
    (isInt ? numInts : numFloats) += t.getNumElements();
    jit->argSizes.push_back(t.getNumElements());
    jit->argIsInt.push_back(isInt);
  }
  for (Type ty : callee.getResultTypes()) {
    auto t = dyn_cast<RankedTensorType>(ty);
    if (!t || !t.hasStaticShape() || !isa<FloatType>(t.getElementType()))
      return fail("result types must be static float tensors");
    numOut += t.getNumElements();
    jit->resultSizes.push_back(t.getNumElements());
  }
  buildWrapper(*own, callee, numFloats, numInts, numOut);

  // ZERO_TRACE_DUMP=<file> keeps the module handed to the lowering, for
  // reproducing a failure with zero-opt --zero-lower-to-llvm="use-runtime=0".
  // A debugging aid: a dump that cannot be written is skipped.
  if (const char *dump = std::getenv("ZERO_TRACE_DUMP"))
    llvm::consumeError(
        writeFileAtomically(dump, [&](llvm::raw_ostream &os) {
          own->print(os);
          return llvm::Error::success();
        }));
  // Built steps run in processes without zero's runtime: plain malloc and
  // loops, the upstream lowering of everything.
  JitOptions options;
  options.optLevel = 2;
  options.useRuntime = false;
  auto engine = compileModule(*own, options);
  if (!engine)
    return engine.takeError();
  jit->engine = std::move(*engine);
  auto sym = jit->engine->lookup(std::string("_mlir_ciface_") + kWrapperName);
  if (!sym)
    return sym.takeError();
  jit->entry = *sym;
  return jit;
}

llvm::Expected<std::vector<HostTensor>>
JitFunction::call(const std::vector<HostTensor> &args) {
  if (args.size() != argSizes.size())
    return fail("expected " + llvm::Twine(argSizes.size()) +
                " arguments, but got " + llvm::Twine(args.size()));
  std::vector<double> floats;
  std::vector<int64_t> ints;
  for (size_t i = 0; i < args.size(); ++i) {
    if (static_cast<int64_t>(args[i].size()) != argSizes[i])
      return fail("argument " + llvm::Twine(i) + " needs " +
                  llvm::Twine(argSizes[i]) + " elements, but got " +
                  llvm::Twine(args[i].size()));
    for (double v : args[i]) {
      if (argIsInt[i])
        ints.push_back(static_cast<int64_t>(v));
      else
        floats.push_back(v);
    }
  }
  if (floats.empty())
    floats.push_back(0.0);
  if (ints.empty())
    ints.push_back(0);
  Memref1D f{floats.data(), floats.data(), 0,
             static_cast<int64_t>(floats.size()), 1};
  Memref1D i{ints.data(), ints.data(), 0, static_cast<int64_t>(ints.size()), 1};
  Memref1D out{};
  reinterpret_cast<EntryFn>(entry)(&out, &f, &i);
  const double *data = static_cast<const double *>(out.aligned) + out.offset;
  std::vector<HostTensor> results;
  for (int64_t n : resultSizes) {
    results.emplace_back(data, data + n);
    data += n;
  }
  free(out.allocated);
  return results;
}
