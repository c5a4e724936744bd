//===- Step.h - a training step in the input contract -----------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// A model is described by its parameters, its batch tensors and a body that
// emits the loss and one gradient per parameter. buildStep wraps that body
// into one func.func of the input contract (docs/Trace.md): arguments params,
// opt_states, batch, hypers with zero.role / zero.state_of; results the loss
// and one zero.updates result per param and state.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_TRACE_STEP_H
#define ZERO_TRACE_STEP_H

#include "zero/Trace/Config.h"
#include "zero/Trace/TensorBuilder.h"

#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Support/Init.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

#include <functional>
#include <string>
#include <vector>

namespace mlir {
namespace zero {
namespace trace {

/// One argument of a model: a parameter or a batch tensor.
struct TensorSpec {
  std::string name;
  llvm::SmallVector<int64_t> shape;
  /// Integer (token/class ids, i64) instead of floating point.
  bool isInt = false;
  /// A parameter's initial value; buildStep writes it into the step as
  /// zero.init so that every driver starts from the same weights.
  InitRecipe init = InitRecipe::zeros();
  /// Integer batch tensors: ids are in [0, idRange).
  int64_t idRange = 0;

  int64_t numElements() const;
};

/// Emits the forward and backward of a model: returns the rank-0 loss in the
/// accumulation type and fills `grads` with one gradient per parameter
/// (storage type, parameter shape).
using ModelBodyFn =
    std::function<Value(TensorBuilder &, ArrayRef<Value> params,
                        ArrayRef<Value> batch, SmallVectorImpl<Value> &grads)>;

struct ModelSpec {
  std::string kind; // "mlp" or "gpt"
  std::vector<TensorSpec> params;
  std::vector<TensorSpec> batch;
  ModelBodyFn body;

  int64_t numParameters() const;
};

/// What an opt_state holds.
enum class StateKind { None, Master, Momentum, FirstMoment, SecondMoment };

/// One argument of the built step, for drivers that feed it.
struct ArgInfo {
  ArgRole role;
  StateKind state = StateKind::None;
  /// Param index for opt_states, -1 otherwise.
  int64_t stateOf = -1;
  TensorSpec spec;
  Type elementType;
};

struct StepInfo {
  func::FuncOp func;
  std::vector<ArgInfo> args;
  int64_t numParams = 0;
  int64_t numStates = 0;
};

/// Builds the step into `module`.
FailureOr<StepInfo> buildStep(ModuleOp module, const ModelSpec &model,
                              const TraceOptions &opts);

/// Storage and accumulation element types of a precision.
Type storageType(MLIRContext *ctx, Precision p);
Type accumulationType(MLIRContext *ctx, Precision p);

} // namespace trace
} // namespace zero
} // namespace mlir

#endif // ZERO_TRACE_STEP_H
