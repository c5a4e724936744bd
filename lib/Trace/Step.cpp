//===- Step.cpp - assembling a training step in the input contract --------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Trace/Step.h"
#include "zero/Trace/Optimizer.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
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

/// Marks the producer of each gradient with zero.grad_of, unless marked.
static void markGradients(OpBuilder &b, ArrayRef<Value> grads) {
  for (auto [index, grad] : llvm::enumerate(grads))
    if (Operation *producer = grad.getDefiningOp();
        producer && !producer->hasAttr(mlir::zero::ZeroDialect::kGradOfAttrName))
      producer->setAttr(mlir::zero::ZeroDialect::kGradOfAttrName,
                        b.getI64IntegerAttr(index));
}

/// Micro-batch `k` of a batch argument of shape [K, rows, ...].
static Value microBatch(TensorBuilder &tb, Value batch, int64_t k) {
  auto type = cast<RankedTensorType>(batch.getType());
  int64_t rank = type.getRank();
  SmallVector<OpFoldResult> offsets(rank, tb.b.getIndexAttr(0)),
      sizes, strides(rank, tb.b.getIndexAttr(1));
  offsets[0] = tb.b.getIndexAttr(k);
  sizes.push_back(tb.b.getIndexAttr(1));
  for (int64_t d : type.getShape().drop_front())
    sizes.push_back(tb.b.getIndexAttr(d));
  auto sliceType =
      RankedTensorType::get(type.getShape().drop_front(), type.getElementType());
  return tensor::ExtractSliceOp::create(tb.b, tb.loc, sliceType, batch, offsets,
                                        sizes, strides);
}

/// Gradient accumulation, unrolled: the model's forward and backward on each
/// of the K micro-batches with the loss scaled by 1/K, each micro-batch's
/// gradients marked (zero.grad_of) as contributions and summed, so the
/// compiler sees the micro-batch structure (docs/Design.md §2).
static Value emitAccumulation(TensorBuilder &tb, const ModelSpec &model,
                              ValueRange params, ValueRange batch,
                              int64_t accum, SmallVectorImpl<Value> &grads) {
  tb.lossScale = 1.0 / static_cast<double>(accum);
  Value loss;
  for (int64_t k = 0; k < accum; ++k) {
    SmallVector<Value> micro, microGrads;
    for (Value b : batch)
      micro.push_back(microBatch(tb, b, k));
    Value microLoss =
        model.body(tb, llvm::to_vector(params), micro, microGrads);
    if (!microLoss || microGrads.size() != params.size())
      return Value();
    markGradients(tb.b, microGrads);
    loss = k ? tb.add(loss, microLoss) : microLoss;
    if (k == 0) {
      grads.assign(microGrads.begin(), microGrads.end());
      continue;
    }
    for (auto [sum, g] : llvm::zip(grads, microGrads))
      sum = tb.add(sum, g);
  }
  tb.lossScale = 1.0;
  return loss;
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
  int64_t accum = opts.gradAccum;
  for (TensorSpec b : model.batch) {
    if (accum > 1)
      b.shape.insert(b.shape.begin(), accum);
    info.args.push_back(
        {ArgRole::Batch, StateKind::None, -1, b, b.isInt ? i64 : elt});
  }
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
  // All attributes at once: setting them one by one rebuilds the array of
  // every argument's attributes each time, quadratic in the argument count
  // (a thousand-layer GPT took minutes and gigabytes).
  SmallVector<DictionaryAttr> argAttrs, resultAttrs;
  for (const ArgInfo &a : info.args) {
    NamedAttrList attrs;
    attrs.append(ZeroDialect::kRoleAttrName,
                 b.getStringAttr(stringifyArgRole(a.role)));
    // Checkpoints and .safetensors exports key tensors by this name.
    attrs.append(ZeroDialect::kNameAttrName, b.getStringAttr(a.spec.name));
    if (a.role == ArgRole::Param)
      attrs.append(ZeroDialect::kInitAttrName,
                   b.getStringAttr(a.spec.init.str()));
    // The ids the model can look up: a driver refuses data outside them
    // instead of reading past an embedding table.
    if (a.role == ArgRole::Batch && a.spec.isInt && a.spec.idRange > 0)
      attrs.append(ZeroDialect::kRangeAttrName,
                   b.getDenseI64ArrayAttr({0, a.spec.idRange}));
    if (a.role == ArgRole::OptState)
      attrs.append(ZeroDialect::kStateOfAttrName,
                   b.getI64IntegerAttr(a.stateOf));
    if (a.role == ArgRole::Batch && accum > 1)
      attrs.append(ZeroDialect::kMicroBatchesAttrName,
                   b.getI64IntegerAttr(accum));
    argAttrs.push_back(attrs.getDictionary(ctx));
  }
  resultAttrs.push_back(b.getDictionaryAttr(
      b.getNamedAttr(ZeroDialect::kRoleAttrName,
                     b.getStringAttr(stringifyResultRole(ResultRole::Loss)))));
  for (int64_t i = 0; i < info.numParams + info.numStates; ++i)
    resultAttrs.push_back(b.getDictionaryAttr(
        b.getNamedAttr(ZeroDialect::kUpdatesAttrName, b.getI64IntegerAttr(i))));
  func.setAllArgAttrs(argAttrs);
  func.setAllResultAttrs(resultAttrs);

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
  Value loss = accum > 1 ? emitAccumulation(tb, model, params, batch, accum, grads)
                         : model.body(tb, llvm::to_vector(params),
                                      llvm::to_vector(batch), grads);
  if (!loss || static_cast<int64_t>(grads.size()) != np)
    return module.emitError()
           << "model '" << model.kind << "' produced " << grads.size()
           << " gradients for " << np << " parameters";

  // In mixed precision the gradient is the low-precision value the backward
  // pass rounds to, which data parallelism communicates (2 bytes/element, as
  // the ZeRO paper counts it); gradient discovery alone would walk through the
  // rounding to the f32 accumulator, so say which value it is. (An
  // accumulated gradient's contributions are marked already.)
  if (elt != acc && accum == 1)
    markGradients(b, grads);

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
