//===- Config.h - options of the built-in training steps --------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_TRACE_CONFIG_H
#define ZERO_TRACE_CONFIG_H

#include "zero/Trace/Ops.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>

namespace mlir {
namespace zero {
namespace trace {

/// Storage precision of parameters and activations.
///  - F32: everything f32.
///  - BF16: bf16 parameters, activations and gradients; each op computes in
///    f32; the optimizer keeps an f32 master copy (an opt_state of the bf16
///    parameter) next to its f32 moments.
///  - F64: everything f64, loss included (a gradient-check variant: outside
///    the input contract, which asks for an f32 loss).
enum class Precision { F32, BF16, F64 };

enum class OptimizerKind { SGD, AdamW };

struct OptimizerOptions {
  OptimizerKind kind = OptimizerKind::AdamW;
  /// SGD: v' = momentum·v + g (no state when 0); p' = p − lr·v'.
  double momentum = 0.9;
  double beta1 = 0.9, beta2 = 0.999, eps = 1e-8;
  /// AdamW: decoupled (p −= lr·wd·p); SGD: added to the gradient.
  double weightDecay = 0.01;
  /// Global-norm clipping of all gradients together; 0 disables it.
  double clipNorm = 0.0;
};

struct MLPConfig {
  /// Layer widths, input first, number of classes last.
  llvm::SmallVector<int64_t> sizes;
  Activation activation = Activation::ReLU;
  int64_t batch = 8;
};

struct GPTConfig {
  int64_t vocab = 256, context = 32, layers = 2, dModel = 64, heads = 4;
  int64_t batch = 8;
  /// LM head shares the token embedding (its gradient is then a sum of two
  /// backward results, marked with zero.grad_of).
  bool tied = false;
  double lnEps = 1e-5;
};

struct TraceOptions {
  Precision precision = Precision::F32;
  OptimizerOptions optimizer;
  std::string funcName = "train_step";
  /// Shape-only: the configuration is only meant to be compiled and
  /// analysed (memory report, compile time), never run with data, so the size
  /// limit on runnable configurations does not apply.
  bool shapeOnly = false;
  /// Gradient accumulation: the step takes K micro-batches (every batch
  /// argument gets a leading dimension K and `zero.micro_batches = K`),
  /// computes each micro-batch's gradient with the loss scaled by 1/K, marks
  /// each with zero.grad_of and sums them (Design.md §2).
  int64_t gradAccum = 1;
};

/// Checks a configuration; the error names the option, the expected and the
/// actual value.
llvm::Error validate(const MLPConfig &cfg);
llvm::Error validate(const GPTConfig &cfg);
llvm::Error validate(const OptimizerOptions &opt);
/// The learning rate fed by --run-steps and --emit-main-steps: finite, >= 0.
llvm::Error validateLearningRate(double lr);
/// Checks --grad-accum K: 1 to kMaxGradAccum micro-batches (the step is
/// unrolled), and K = 1 when the step is to be run by zero-trace itself
/// (its built-in dataset feeds one micro-batch; zero-run feeds K).
llvm::Error validateGradAccum(int64_t gradAccum, bool runsItself);
constexpr int64_t kMaxGradAccum = 64;

/// Element count of the largest activation or batch tensor one step of `cfg`
/// holds (logits, attention scores, MLP hidden layers, the input batch, the
/// built-in dataset's teacher). A floating-point estimate: it is meant for
/// size limits and cannot overflow.
double largestActivationElements(const MLPConfig &cfg);
double largestActivationElements(const GPTConfig &cfg);

/// The size of a configuration, computed from its options alone so that it
/// can be refused before anything is built.
struct ModelSize {
  /// Elements of all parameters together.
  int64_t parameters = 0;
  /// Parameter tensors: the built step grows with them (arguments, forward,
  /// backward and update operations per tensor), whatever their shapes.
  int64_t parameterTensors = 0;
  /// Elements of the largest activation or batch tensor (an estimate, see
  /// largestActivationElements).
  double largestActivation = 0;
};

/// The size of a configuration that passed validate(); counts use checked
/// arithmetic and the error says which count does not fit in int64.
llvm::Expected<ModelSize> computeModelSize(const MLPConfig &cfg);
llvm::Expected<ModelSize> computeModelSize(const GPTConfig &cfg);

/// zero-trace's limits. Every step zero-trace builds has at most
/// kMaxParameterTensors parameter tensors (a GPT block has 12); a runnable
/// step (not shape-only) also has at most kMaxRunnableParams parameters and
/// kMaxRunnableActivation elements in each activation or batch tensor, so
/// that a typo cannot start a huge build or allocation.
constexpr int64_t kMaxParameterTensors = 16384;
constexpr int64_t kMaxRunnableParams = 1000000000;
constexpr int64_t kMaxRunnableActivation = 1000000000;

/// Refuses a configuration above the limits; the error gives the size, the
/// limit and the option to change.
llvm::Error checkSizeLimits(const ModelSize &size, bool shapeOnly);

/// Named GPT configurations: "A", "B", "C" (Benchmarks.md), "7.5B", "175B",
/// "1T" (shape-only sizes). Returns false for an unknown name.
bool gptPreset(llvm::StringRef name, GPTConfig &cfg);

} // namespace trace
} // namespace zero
} // namespace mlir

#endif // ZERO_TRACE_CONFIG_H
