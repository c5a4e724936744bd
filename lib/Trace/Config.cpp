//===- Config.cpp - validation and presets of trace configurations --------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Trace/Config.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>

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

llvm::Error mlir::zero::trace::validate(const OptimizerOptions &opt) {
  if (opt.momentum < 0 || opt.momentum >= 1)
    return fail(llvm::formatv("--momentum must be in [0, 1), but got {0}",
                              opt.momentum));
  if (opt.beta1 < 0 || opt.beta1 >= 1 || opt.beta2 < 0 || opt.beta2 >= 1)
    return fail(llvm::formatv("--beta1/--beta2 must be in [0, 1), but got {0} "
                              "and {1}",
                              opt.beta1, opt.beta2));
  if (opt.eps <= 0)
    return fail(llvm::formatv("--eps must be positive, but got {0}", opt.eps));
  if (opt.weightDecay < 0)
    return fail(llvm::formatv(
        "--weight-decay must be non-negative, but got {0}", opt.weightDecay));
  if (opt.clipNorm < 0)
    return fail(llvm::formatv("--clip-norm must be non-negative (0 disables "
                              "clipping), but got {0}",
                              opt.clipNorm));
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
