//===- zero-trace.cpp - build and run built-in training steps -------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//   zero-trace gpt --layers 2 --d-model 64 --heads 4 --context 32 --vocab 256 \
//       --batch 8 --optimizer adamw --precision fp32 -o step.mlir
//   zero-trace mlp --sizes 6,16,3 --optimizer sgd --run-steps 20
//
// Writes one training step in zero's input contract (upstream dialects plus
// zero.* attributes) and prints its parameter count. --run-steps JIT-compiles
// the step with upstream passes and trains on the built-in dataset.
//
//===----------------------------------------------------------------------===//

#include "TraceTool.h"

#include "zero/Trace/Config.h"
#include "zero/Trace/Models.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace mlir;
using namespace mlir::zero::trace;

static cl::SubCommand mlpCmd("mlp",
                             "multi-layer perceptron, cross-entropy loss");
static cl::SubCommand gptCmd("gpt",
                             "GPT-2-style decoder, next-token cross-entropy");

#define BOTH cl::sub(mlpCmd), cl::sub(gptCmd)

// Model options.
static cl::list<int64_t> sizes("sizes",
                               cl::desc("MLP layer widths, input first"),
                               cl::CommaSeparated, cl::sub(mlpCmd));
static cl::opt<Activation> activation(
    "activation", cl::desc("MLP activation"), cl::init(Activation::ReLU),
    cl::values(clEnumValN(Activation::ReLU, "relu", "max(x, 0)"),
               clEnumValN(Activation::Tanh, "tanh", "tanh(x)"),
               clEnumValN(Activation::GELU, "gelu", "GELU, tanh form")),
    cl::sub(mlpCmd));
static cl::opt<std::string> preset(
    "preset",
    cl::desc("GPT configuration by name: A, B, C (BENCHMARKS.md), 7.5B, 175B, "
             "1T; explicit options override it"),
    cl::sub(gptCmd));
static cl::opt<int64_t> vocab("vocab", cl::desc("vocabulary size"),
                              cl::init(256), cl::sub(gptCmd));
static cl::opt<int64_t> context("context", cl::desc("sequence length"),
                                cl::init(32), cl::sub(gptCmd));
static cl::opt<int64_t> layers("layers", cl::desc("transformer blocks"),
                               cl::init(2), cl::sub(gptCmd));
static cl::opt<int64_t> dModel("d-model", cl::desc("model width"), cl::init(64),
                               cl::sub(gptCmd));
static cl::opt<int64_t> heads("heads", cl::desc("attention heads"), cl::init(4),
                              cl::sub(gptCmd));
static cl::opt<bool> tied("tied",
                          cl::desc("LM head tied to the token embedding"),
                          cl::sub(gptCmd));
static cl::opt<int64_t> batch("batch",
                              cl::desc("micro-batch (rows or sequences)"),
                              cl::init(8), BOTH);

// Optimizer and precision.
static cl::opt<OptimizerKind> optimizer(
    "optimizer", cl::desc("optimizer"), cl::init(OptimizerKind::AdamW),
    cl::values(clEnumValN(OptimizerKind::SGD, "sgd", "SGD with momentum"),
               clEnumValN(OptimizerKind::AdamW, "adamw",
                          "AdamW, bias-corrected")),
    BOTH);
static cl::opt<double> momentum("momentum",
                                cl::desc("SGD momentum (0: no state)"),
                                cl::init(0.9), BOTH);
static cl::opt<double> beta1("beta1", cl::init(0.9), cl::desc("AdamW beta1"),
                             BOTH);
static cl::opt<double> beta2("beta2", cl::init(0.999), cl::desc("AdamW beta2"),
                             BOTH);
static cl::opt<double> eps("eps", cl::init(1e-8), cl::desc("AdamW epsilon"),
                           BOTH);
static cl::opt<double>
    weightDecay("weight-decay",
                cl::desc("weight decay (default: 0.01 for adamw, 0 for sgd)"),
                cl::init(0.0), BOTH);
static cl::opt<double> clipNorm("clip-norm",
                                cl::desc("global gradient-norm clip (0: off)"),
                                cl::init(0.0), BOTH);
static cl::opt<Precision> precision(
    "precision", cl::desc("parameter/activation precision"),
    cl::init(Precision::F32),
    cl::values(clEnumValN(Precision::F32, "fp32", "f32 everywhere"),
               clEnumValN(Precision::BF16, "bf16",
                          "bf16 params/activations, f32 master + states"),
               clEnumValN(Precision::F64, "f64",
                          "f64 everywhere, f64 loss (gradient checks)")),
    BOTH);
static cl::opt<int64_t> gradAccum(
    "grad-accum",
    cl::desc("gradient accumulation: one step over K micro-batches (batch "
             "arguments [K, batch, ...]), unrolled; each micro-batch's "
             "gradient is a marked contribution to the summed gradient"),
    cl::init(1), BOTH);
static cl::opt<bool> shapeOnly(
    "shape-only",
    cl::desc("build a configuration only for compilation and analysis (no "
             "size limit, cannot be run)"),
    BOTH);
static cl::opt<std::string> funcName("func-name", cl::init("train_step"),
                                     cl::desc("name of the step function"),
                                     BOTH);
static cl::opt<std::string>
    output("o", cl::desc("output file ('-' for stdout)"), cl::init("-"), BOTH);

// Running.
static cl::opt<int> runSteps("run-steps",
                             cl::desc("JIT-run this many steps on the built-in "
                                      "dataset and print the losses"),
                             cl::init(0), BOTH);
static cl::opt<double>
    lr("lr", cl::desc("learning rate fed by --run-steps and --emit-main-steps"),
       cl::init(1e-3), BOTH);
static cl::opt<uint64_t> seed("seed", cl::desc("initialisation and data seed"),
                              cl::init(1), BOTH);
static cl::opt<bool> sameBatch("same-batch",
                               cl::desc("feed the same batch at every step"),
                               BOTH);
static cl::opt<int> emitMainSteps(
    "emit-main-steps",
    cl::desc("append a @main that runs this many steps on the built-in batch "
             "(same batch every step) and prints each loss, for mlir-runner"),
    cl::init(0), BOTH);
static cl::opt<std::string>
    jsonOut("json",
            cl::desc("with --run-steps: write initial and final tensors, batch "
                     "and losses as JSON"),
            BOTH);

static int error(const Twine &msg) {
  errs() << "zero-trace: error: " << msg << "\n";
  return 1;
}

/// The floating-point flags outside the optimizer's (which validate() checks
/// with the step options): finite and in range, NaN and infinities refused.
static Error validateRunFlags() { return validateLearningRate(lr); }

/// The step options (precision, optimizer) of the command line, validated.
static Expected<TraceOptions> buildTraceOptions() {
  TraceOptions opts;
  opts.precision = precision;
  opts.funcName = funcName;
  opts.shapeOnly = shapeOnly;
  OptimizerOptions &o = opts.optimizer;
  o.kind = optimizer;
  o.momentum = momentum;
  o.beta1 = beta1;
  o.beta2 = beta2;
  o.eps = eps;
  // The default depends on the optimizer; an explicit value, negative ones
  // included, goes to validate().
  o.weightDecay = weightDecay.getNumOccurrences()
                      ? double(weightDecay)
                      : (optimizer == OptimizerKind::AdamW ? 0.01 : 0.0);
  o.clipNorm = clipNorm;
  if (Error e = validate(o))
    return std::move(e);
  opts.gradAccum = gradAccum;
  if (Error e = validateGradAccum(gradAccum, runSteps || emitMainSteps))
    return std::move(e);
  return opts;
}

/// The model of the subcommand's options, made only once its size is within
/// the limits. Records its configuration in `config`.
static Expected<ModelSpec> buildModelSpec(bool isGpt, json::Object &config) {
  auto checkSize = [](Expected<ModelSize> size) -> Error {
    if (!size)
      return size.takeError();
    return checkSizeLimits(*size, shapeOnly);
  };
  if (isGpt) {
    GPTConfig c;
    if (!preset.empty() && !gptPreset(preset, c))
      return createStringError(inconvertibleErrorCode(),
                               "--preset '" + preset +
                                   "' is unknown; expected A, B, C, 7.5B, "
                                   "175B or 1T");
    auto pick = [](cl::opt<int64_t> &opt, int64_t &field) {
      if (opt.getNumOccurrences() || preset.empty())
        field = opt;
    };
    pick(vocab, c.vocab);
    pick(context, c.context);
    pick(layers, c.layers);
    pick(dModel, c.dModel);
    pick(heads, c.heads);
    pick(batch, c.batch);
    c.tied = tied;
    if (Error e = validate(c))
      return std::move(e);
    if (Error e = checkSize(computeModelSize(c)))
      return std::move(e);
    config["vocab"] = c.vocab;
    config["context"] = c.context;
    config["layers"] = c.layers;
    config["d_model"] = c.dModel;
    config["heads"] = c.heads;
    config["batch"] = c.batch;
    config["tied"] = c.tied;
    config["ln_eps"] = c.lnEps;
    return makeGPT(c);
  }
  MLPConfig c;
  c.sizes.assign(sizes.begin(), sizes.end());
  c.activation = activation;
  c.batch = batch;
  if (Error e = validate(c))
    return std::move(e);
  if (Error e = checkSize(computeModelSize(c)))
    return std::move(e);
  return makeMLP(c);
}

int main(int argc, char **argv) {
  InitLLVM y(argc, argv);
  // LLVM's own options live at the top level; a user reading `zero-trace
  // --help` wants the two subcommands, not the code generators' knobs.
  static cl::OptionCategory topLevelCategory("zero-trace");
  cl::HideUnrelatedOptions(topLevelCategory, cl::SubCommand::getTopLevel());
  cl::ParseCommandLineOptions(argc, argv,
                              "zero-trace: built-in MLP/GPT training steps\n");
  bool isGpt = static_cast<bool>(gptCmd);
  if (!isGpt && !static_cast<bool>(mlpCmd))
    return error("expected a model subcommand: 'mlp' or 'gpt' (see --help)");

  if (runSteps < 0 || emitMainSteps < 0)
    return error(Twine(runSteps < 0 ? "--run-steps" : "--emit-main-steps") +
                 " must be non-negative, but got " +
                 Twine(runSteps < 0 ? int(runSteps) : int(emitMainSteps)));

  if (emitMainSteps > kMaxMainSteps)
    return error("--emit-main-steps unrolls one call per step and is limited "
                 "to " +
                 Twine(kMaxMainSteps) + ", but got " +
                 Twine(int(emitMainSteps)) + "; use --run-steps for long runs");

  // An empty name prints as an invalid symbol that no MLIR tool can parse.
  if (funcName.empty())
    return error("--func-name must not be empty");

  if (Error e = validateRunFlags())
    return error(toString(std::move(e)));

  Expected<TraceOptions> opts = buildTraceOptions();
  if (!opts)
    return error(toString(opts.takeError()));
  const OptimizerOptions &o = opts->optimizer;

  json::Object config{
      {"model", isGpt ? "gpt" : "mlp"},
      {"optimizer", optimizer == OptimizerKind::AdamW ? "adamw" : "sgd"},
      {"momentum", o.momentum},
      {"beta1", o.beta1},
      {"beta2", o.beta2},
      {"eps", o.eps},
      {"weight_decay", o.weightDecay},
      {"clip_norm", o.clipNorm},
      {"lr", double(lr)},
      {"steps", int64_t(runSteps)},
      {"same_batch", bool(sameBatch)}};
  Expected<ModelSpec> model = buildModelSpec(isGpt, config);
  if (!model)
    return error(toString(model.takeError()));

  TraceRequest request;
  request.model = std::move(*model);
  request.options = std::move(*opts);
  request.config = std::move(config);
  request.runSteps = runSteps;
  request.emitMainSteps = emitMainSteps;
  request.seed = seed;
  request.lr = lr;
  request.sameBatch = sameBatch;
  request.output = output;
  request.jsonPath = jsonOut;
  if (Error e = runTraceTool(request))
    return error(toString(std::move(e)));
  return 0;
}
