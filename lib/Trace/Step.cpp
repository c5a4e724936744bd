//===- Step.cpp - assembling a training step in the input contract --------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Trace/Step.h"
#include "zero/Trace/Optimizer.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::zero::trace;

int64_t TensorSpec::numElements() const {
  return ShapedType::getNumElements(shape);
}

int64_t ModelSpec::numParameters() const {
  int64_t n = 0;
  for (const TensorSpec &p : params)
    n += p.numElements();
  return n;
}

Type mlir::zero::trace::storageType(MLIRContext *ctx, Precision p) {
  switch (p) {
  case Precision::F32:
    return Float32Type::get(ctx);
  case Precision::BF16:
    return BFloat16Type::get(ctx);
  case Precision::F64:
    return Float64Type::get(ctx);
  }
  llvm_unreachable("unknown precision");
}

Type mlir::zero::trace::accumulationType(MLIRContext *ctx, Precision p) {
  return p == Precision::F64 ? Type(Float64Type::get(ctx))
                             : Type(Float32Type::get(ctx));
}

static const char *stateSuffix(StateKind k) {
  switch (k) {
  case StateKind::Master:
    return ".master";
  case StateKind::Momentum:
    return ".momentum";
  case StateKind::FirstMoment:
    return ".m";
  case StateKind::SecondMoment:
    return ".v";
  case StateKind::None:
    break;
  }
  return "";
}

FailureOr<StepInfo> mlir::zero::trace::buildStep(ModuleOp module,
                                                 const ModelSpec &model,
                                                 const TraceOptions &opts) {
  MLIRContext *ctx = module.getContext();
  Type elt = storageType(ctx, opts.precision);
  Type acc = accumulationType(ctx, opts.precision);
  Type i64 = IntegerType::get(ctx, 64);
  SmallVector<StateKind> kinds =
      optimizerStates(opts.optimizer, opts.precision);

  StepInfo info;
  for (const TensorSpec &p : model.params)
    info.args.push_back({ArgRole::Param, StateKind::None, -1, p, elt});
  for (auto [i, p] : llvm::enumerate(model.params))
    for (StateKind k : kinds) {
      TensorSpec s = p;
      s.name += stateSuffix(k);
      // Drivers copy a master from its param; moments start at zero.
      s.init = InitRecipe::zeros();
      info.args.push_back({ArgRole::OptState, k, static_cast<int64_t>(i), s, acc});
    }
  for (const TensorSpec &b : model.batch)
    info.args.push_back(
        {ArgRole::Batch, StateKind::None, -1, b, b.isInt ? i64 : elt});
  for (const std::string &h : optimizerHypers(opts.optimizer))
    info.args.push_back(
        {ArgRole::Hyper, StateKind::None, -1, TensorSpec{h, {}}, acc});
  info.numParams = model.params.size();
  info.numStates = model.params.size() * kinds.size();

  SmallVector<Type> argTypes, resultTypes;
  for (const ArgInfo &a : info.args)
    argTypes.push_back(RankedTensorType::get(a.spec.shape, a.elementType));
  resultTypes.push_back(RankedTensorType::get({}, acc));
  for (int64_t i = 0; i < info.numParams + info.numStates; ++i)
    resultTypes.push_back(argTypes[i]);

  OpBuilder b(ctx);
  b.setInsertionPointToEnd(module.getBody());
  Location loc = module.getLoc();
  auto func = func::FuncOp::create(b, loc, opts.funcName,
                                   b.getFunctionType(argTypes, resultTypes));
  for (auto [i, a] : llvm::enumerate(info.args)) {
    func.setArgAttr(i, ZeroDialect::kRoleAttrName,
                    b.getStringAttr(stringifyArgRole(a.role)));
    // Checkpoints and .safetensors exports key tensors by this name.
    func.setArgAttr(i, ZeroDialect::kNameAttrName, b.getStringAttr(a.spec.name));
    if (a.role == ArgRole::Param)
      func.setArgAttr(i, ZeroDialect::kInitAttrName,
                      b.getStringAttr(a.spec.init.str()));
    if (a.role == ArgRole::OptState)
      func.setArgAttr(i, ZeroDialect::kStateOfAttrName,
                      b.getI64IntegerAttr(a.stateOf));
  }
  func.setResultAttr(0, ZeroDialect::kRoleAttrName,
                     b.getStringAttr(stringifyResultRole(ResultRole::Loss)));
  for (int64_t i = 0; i < info.numParams + info.numStates; ++i)
    func.setResultAttr(i + 1, ZeroDialect::kUpdatesAttrName, b.getI64IntegerAttr(i));

  Block *entry = func.addEntryBlock();
  b.setInsertionPointToStart(entry);
  TensorBuilder tb(b, loc, elt, acc);
  ValueRange args = entry->getArguments();
  int64_t np = info.numParams, ns = info.numStates,
          nb = static_cast<int64_t>(model.batch.size());
  ValueRange params = args.take_front(np);
  ValueRange states = args.slice(np, ns);
  ValueRange batch = args.slice(np + ns, nb);
  ValueRange hypers = args.drop_front(np + ns + nb);

  SmallVector<Value> grads;
  Value loss =
      model.body(tb, llvm::to_vector(params), llvm::to_vector(batch), grads);
  if (!loss || static_cast<int64_t>(grads.size()) != np)
    return module.emitError()
           << "model '" << model.kind << "' produced " << grads.size()
           << " gradients for " << np << " parameters";

  // In mixed precision the gradient is the low-precision value the backward
  // pass rounds to, which data parallelism communicates (2 bytes/element, as
  // the ZeRO paper counts it); gradient discovery alone would walk through the
  // rounding to the f32 accumulator, so say which value it is.
  if (elt != acc)
    for (auto [index, grad] : llvm::enumerate(grads))
      if (Operation *producer = grad.getDefiningOp();
          producer && !producer->hasAttr(ZeroDialect::kGradOfAttrName))
        producer->setAttr(ZeroDialect::kGradOfAttrName, b.getI64IntegerAttr(index));

  Value clip;
  if (opts.optimizer.clipNorm > 0)
    clip = emitClipScale(tb, grads, opts.optimizer.clipNorm);

  SmallVector<Value> newParams, newStates(ns);
  size_t k = kinds.size();
  for (int64_t i = 0; i < np; ++i) {
    SmallVector<Value> st = llvm::to_vector(states.slice(i * k, k));
    SmallVector<Value> r = emitUpdate(tb, opts.optimizer, kinds, params[i], st,
                                      grads[i], llvm::to_vector(hypers), clip);
    newParams.push_back(r[0]);
    for (size_t j = 0; j < k; ++j)
      newStates[i * k + j] = r[1 + j];
  }
  SmallVector<Value> results{loss};
  results.append(newParams);
  results.append(newStates);
  func::ReturnOp::create(b, loc, results);
  info.func = func;
  return info;
}
