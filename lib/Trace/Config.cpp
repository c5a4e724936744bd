//===- Config.cpp - validation and presets of trace configurations --------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Trace/Config.h"

#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

using namespace mlir::zero::trace;

static llvm::Error fail(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

/// Dimensions are capped so that element counts cannot overflow int64.
static constexpr int64_t kMaxDim = int64_t(1) << 31;

static llvm::Error positive(llvm::StringRef option, int64_t v) {
  if (v <= 0)
    return fail(
        llvm::formatv("--{0} must be positive, but got {1}", option, v));
  if (v > kMaxDim)
    return fail(llvm::formatv("--{0} must be at most {1}, but got {2}", option,
                              kMaxDim, v));
  return llvm::Error::success();
}

llvm::Error mlir::zero::trace::validate(const MLPConfig &cfg) {
  if (cfg.sizes.size() < 2)
    return fail(
        llvm::formatv("--sizes needs at least 2 layer widths (input and "
                      "classes), but got {0}",
                      cfg.sizes.size()));
  for (auto [i, s] : llvm::enumerate(cfg.sizes))
    if (s <= 0 || s > kMaxDim)
      return fail(llvm::formatv("--sizes entry {0} must be in [1, {1}], but "
                                "got {2}",
                                i, kMaxDim, s));
  if (llvm::Error e = positive("batch", cfg.batch))
    return e;
  // Each width is capped, but the parameter count sums their products.
  long double params = 0;
  for (size_t i = 0; i + 1 < cfg.sizes.size(); ++i)
    params += (long double)cfg.sizes[i] * cfg.sizes[i + 1] + cfg.sizes[i + 1];
  if (params > (long double)(int64_t(1) << 62))
    return fail(llvm::formatv("the configuration has {0:e} parameters, more "
                              "than 2^62",
                              (double)params));
  return llvm::Error::success();
}

double mlir::zero::trace::largestActivationElements(const MLPConfig &cfg) {
  int64_t widest = *std::max_element(cfg.sizes.begin(), cfg.sizes.end());
  // The built-in dataset labels inputs with a linear teacher [input, classes]
  // (Data.cpp), which a narrow hidden layer does not bound.
  double teacher = (double)cfg.sizes.front() * (double)cfg.sizes.back();
  return std::max((double)cfg.batch * (double)widest, teacher);
}

double mlir::zero::trace::largestActivationElements(const GPTConfig &cfg) {
  double tokens = (double)cfg.batch * (double)cfg.context;
  return std::max({tokens * cfg.vocab, tokens * cfg.heads * cfg.context,
                   tokens * 4 * cfg.dModel});
}

llvm::Error mlir::zero::trace::validate(const GPTConfig &cfg) {
  for (auto [name, v] : {std::pair<const char *, int64_t>{"vocab", cfg.vocab},
                         {"context", cfg.context},
                         {"layers", cfg.layers},
                         {"d-model", cfg.dModel},
                         {"heads", cfg.heads},
                         {"batch", cfg.batch}})
    if (llvm::Error e = positive(name, v))
      return e;
  // The largest tensors (all parameters together, the activations: logits,
  // attention scores, the MLP's hidden layer) must have element counts int64
  // can hold.
  long double d = cfg.dModel;
  long double params = (long double)cfg.layers * 12 * d * d + 2 * cfg.vocab * d;
  long double largest =
      std::max(params, (long double)largestActivationElements(cfg));
  if (largest > (long double)(int64_t(1) << 62))
    return fail(llvm::formatv("the configuration needs tensors of {0:e} "
                              "elements, more than 2^62",
                              (double)largest));
  if (cfg.dModel % cfg.heads != 0)
    return fail(llvm::formatv("--d-model ({0}) must be divisible by --heads "
                              "({1}), but leaves remainder {2}",
                              cfg.dModel, cfg.heads, cfg.dModel % cfg.heads));
  return llvm::Error::success();
}

/// A value as the user would write it ("0.9", "1e-08", "nan", "inf").
static std::string shortest(double v) {
  std::string s;
  llvm::raw_string_ostream(s) << llvm::format("%g", v);
  return s;
}

/// A hyperparameter in [lo, hiOpen) or, without hiOpen, in [lo, inf). NaN
/// fails every comparison, so the test is written to accept, not to refuse.
static llvm::Error inRange(llvm::StringRef option, double v, double lo,
                           std::optional<double> hiOpen,
                           llvm::StringRef meaning = "") {
  if (std::isfinite(v) && v >= lo && (!hiOpen || v < *hiOpen))
    return llvm::Error::success();
  std::string range =
      hiOpen ? "in [" + shortest(lo) + ", " + shortest(*hiOpen) + ")"
             : ">= " + shortest(lo);
  return fail(llvm::formatv("--{0} must be a finite number {1}{2}, but got "
                            "{3}",
                            option, range, meaning, shortest(v)));
}

llvm::Error mlir::zero::trace::validate(const OptimizerOptions &opt) {
  if (llvm::Error e = inRange("momentum", opt.momentum, 0, 1.0))
    return e;
  if (llvm::Error e = inRange("beta1", opt.beta1, 0, 1.0))
    return e;
  if (llvm::Error e = inRange("beta2", opt.beta2, 0, 1.0))
    return e;
  if (!std::isfinite(opt.eps) || !(opt.eps > 0))
    return fail(llvm::formatv("--eps must be a finite number > 0, but got {0}",
                              shortest(opt.eps)));
  if (llvm::Error e = inRange("weight-decay", opt.weightDecay, 0, std::nullopt))
    return e;
  if (llvm::Error e = inRange("clip-norm", opt.clipNorm, 0, std::nullopt,
                              " (0 disables clipping)"))
    return e;
  return llvm::Error::success();
}

llvm::Error mlir::zero::trace::validateLearningRate(double lr) {
  return inRange("lr", lr, 0, std::nullopt);
}

namespace {
/// A sum of products of options in checked int64 arithmetic: once a term or
/// the sum overflows, the count stays unknown.
struct CheckedCount {
  std::optional<int64_t> value = 0;
  CheckedCount &add(std::initializer_list<int64_t> factors) {
    std::optional<int64_t> term = 1;
    for (int64_t f : factors)
      if (term)
        term = llvm::checkedMul(*term, f);
    value = value && term ? llvm::checkedAdd(*value, *term) : std::nullopt;
    return *this;
  }
  /// Adds `times` copies of `other`.
  CheckedCount &add(int64_t times, const CheckedCount &other) {
    return other.value ? add({times, *other.value})
                       : (value = std::nullopt, *this);
  }
};
} // namespace

static llvm::Error countInto(const CheckedCount &c, llvm::StringRef what,
                             int64_t &out) {
  if (!c.value)
    return fail(llvm::formatv("the configuration's {0} do not fit in a signed "
                              "64-bit count (at most {1})",
                              what, std::numeric_limits<int64_t>::max()));
  out = *c.value;
  return llvm::Error::success();
}

static llvm::Expected<ModelSize> toSize(const CheckedCount &params,
                                        const CheckedCount &tensors,
                                        double largestActivation) {
  ModelSize size;
  if (llvm::Error e = countInto(params, "parameters", size.parameters))
    return std::move(e);
  if (llvm::Error e =
          countInto(tensors, "parameter tensors", size.parameterTensors))
    return std::move(e);
  size.largestActivation = largestActivation;
  return size;
}

llvm::Expected<ModelSize>
mlir::zero::trace::computeModelSize(const MLPConfig &cfg) {
  // The layout of MLP.cpp: per layer w[in,out] and b[out].
  CheckedCount params, tensors;
  for (size_t i = 0; i + 1 < cfg.sizes.size(); ++i) {
    params.add({cfg.sizes[i], cfg.sizes[i + 1]}).add({cfg.sizes[i + 1]});
    tensors.add({2});
  }
  return toSize(params, tensors, largestActivationElements(cfg));
}

llvm::Expected<ModelSize>
mlir::zero::trace::computeModelSize(const GPTConfig &cfg) {
  // The layout of GPT.cpp: wte[V,C] wpe[T,C]; per block 12 tensors of
  // 12C² + 13C elements together; lnf.g[C] lnf.b[C]; lm_head[C,V] untied.
  int64_t c = cfg.dModel;
  CheckedCount block, params, tensors;
  block.add({12, c, c}).add({13, c});
  params.add({cfg.vocab, c}).add({cfg.context, c}).add(cfg.layers, block);
  params.add({2, c});
  tensors.add({4}).add({cfg.layers, 12});
  if (!cfg.tied) {
    params.add({c, cfg.vocab});
    tensors.add({1});
  }
  return toSize(params, tensors, largestActivationElements(cfg));
}

llvm::Error mlir::zero::trace::checkSizeLimits(const ModelSize &size,
                                               bool shapeOnly) {
  // Checked first, and for shape-only steps too: building costs about 70
  // operations and 30 KB of memory per parameter tensor.
  if (size.parameterTensors > kMaxParameterTensors)
    return fail(llvm::formatv(
        "the configuration has {0} parameter tensors, above the limit of {1} "
        "that zero-trace builds (each adds about 70 operations to the step); "
        "lower --layers or the number of --sizes",
        size.parameterTensors, kMaxParameterTensors));
  if (shapeOnly)
    return llvm::Error::success();
  if (size.parameters > kMaxRunnableParams)
    return fail(llvm::formatv("the configuration has {0} parameters, above "
                              "the runnable limit of {1}; pass --shape-only "
                              "to build it",
                              size.parameters, kMaxRunnableParams));
  if (size.largestActivation > kMaxRunnableActivation)
    return fail(llvm::formatv(
        "the configuration needs an activation or batch tensor of {0:e} "
        "elements, above the runnable limit of {1}; lower --batch or pass "
        "--shape-only to build it",
        size.largestActivation, kMaxRunnableActivation));
  return llvm::Error::success();
}

bool mlir::zero::trace::gptPreset(llvm::StringRef name, GPTConfig &cfg) {
  GPTConfig c;
  if (name == "A") {
    c = {256, 32, 2, 64, 4, 8};
  } else if (name == "B") {
    c = {512, 128, 4, 256, 8, 8};
  } else if (name == "C") {
    c = {50304, 1024, 12, 768, 12, 8};
  } else if (name == "7.5B") {
    c = {50304, 1024, 35, 4096, 32, 1};
  } else if (name == "175B") {
    c = {50304, 2048, 96, 12288, 96, 1};
  } else if (name == "1T") {
    c = {50304, 2048, 128, 25600, 160, 1};
  } else {
    return false;
  }
  cfg = c;
  return true;
}

llvm::Error mlir::zero::trace::validateGradAccum(int64_t gradAccum,
                                                 bool runsItself) {
  if (gradAccum < 1 || gradAccum > kMaxGradAccum)
    return fail(llvm::formatv("--grad-accum must be in [1, {0}] (the step is "
                              "unrolled over its micro-batches), but got {1}",
                              kMaxGradAccum, gradAccum));
  if (gradAccum > 1 && runsItself)
    return fail(llvm::formatv(
        "--grad-accum {0} takes {0} micro-batches per step, but "
        "--run-steps and --emit-main-steps feed one; run the step with "
        "zero-run",
        gradAccum));
  return llvm::Error::success();
}
