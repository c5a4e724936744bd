//===- Driver.cpp - a @main that trains with upstream tools only ----------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Trace/Driver.h"
#include "zero/Trace/TensorBuilder.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinAttributes.h"

using namespace mlir;
using namespace mlir::zero::trace;

/// A dense constant of `type`, built in a type DenseElementsAttr can hold
/// directly (f32/f64/i64) and converted afterwards for bf16.
static Value constantTensor(TensorBuilder &tb, RankedTensorType type,
                            const HostTensor &data) {
  OpBuilder &b = tb.b;
  Type e = type.getElementType();
  if (isa<IntegerType>(e)) {
    SmallVector<int64_t> v(data.begin(), data.end());
    return arith::ConstantOp::create(
        b, tb.loc, DenseElementsAttr::get(type, ArrayRef<int64_t>(v)));
  }
  if (e.isF64())
    return arith::ConstantOp::create(
        b, tb.loc, DenseElementsAttr::get(type, ArrayRef<double>(data)));
  SmallVector<float> v(data.begin(), data.end());
  auto f32Type = RankedTensorType::get(type.getShape(), b.getF32Type());
  Value c = arith::ConstantOp::create(
      b, tb.loc, DenseElementsAttr::get(f32Type, ArrayRef<float>(v)));
  return tb.convert(c, e);
}

LogicalResult mlir::zero::trace::buildMain(ModuleOp module,
                                           const StepInfo &step,
                                           const std::vector<HostTensor> &args,
                                           int64_t steps) {
  MLIRContext *ctx = module.getContext();
  if (args.size() != step.args.size())
    return module.emitError() << "expected " << step.args.size()
                              << " initial arguments, but got " << args.size();
  OpBuilder b(ctx);
  Location loc = module.getLoc();
  b.setInsertionPointToEnd(module.getBody());

  func::FuncOp stepFunc = step.func;
  auto lossType = cast<RankedTensorType>(stepFunc.getResultTypes()[0]);
  Type lossElt = lossType.getElementType();
  StringRef printName = lossElt.isF64() ? "printMemrefF64" : "printMemrefF32";
  auto unranked = UnrankedTensorType::get(lossElt);
  auto print = func::FuncOp::create(b, loc, printName,
                                    b.getFunctionType({unranked}, {}));
  print.setPrivate();

  auto main = func::FuncOp::create(b, loc, "main", b.getFunctionType({}, {}));
  b.setInsertionPointToStart(main.addEntryBlock());
  TensorBuilder tb(b, loc, lossElt, lossElt);
  SmallVector<Value> init;
  for (auto [a, data] : llvm::zip_equal(stepFunc.getArgumentTypes(), args))
    init.push_back(constantTensor(tb, cast<RankedTensorType>(a), data));

  // Straight-line calls rather than an scf.for: one-shot bufferization
  // rejects loops whose yielded tensors are fresh allocations, and the step
  // counts a driver like this runs are small.
  size_t numUpdated = step.numParams + step.numStates;
  SmallVector<Value> state(init.begin(), init.end());
  for (int64_t s = 1; s <= steps; ++s) {
    for (size_t i = numUpdated; i < state.size(); ++i) {
      const ArgInfo &a = step.args[i];
      if (a.role != ArgRole::Hyper || a.spec.name != "step")
        continue;
      auto t = RankedTensorType::get({}, a.elementType);
      state[i] = arith::ConstantOp::create(
          b, loc, DenseElementsAttr::get(t, b.getFloatAttr(a.elementType, s)));
    }
    auto call = func::CallOp::create(b, loc, stepFunc, state);
    Value loss = tensor::CastOp::create(b, loc, unranked, call.getResult(0));
    func::CallOp::create(b, loc, print, ValueRange{loss});
    for (size_t i = 0; i < numUpdated; ++i)
      state[i] = call.getResult(1 + i);
  }
  func::ReturnOp::create(b, loc);
  return success();
}
