//===- StepTest.cpp - whole training steps: gradients, optimizers, data ---===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Whole steps are JIT-compiled with upstream passes and run:
//  - gradients: in float64 with SGD (lr 1, no momentum, no decay) the update
//    is p' = p − g, so g = p − p' is compared with central finite differences
//    of the returned loss, for every parameter of an MLP and a GPT;
//  - optimizers: AdamW, SGD with momentum and clipping against a direct C++
//    transcription of their textbook formulas applied to those gradients;
//  - training: the loss of the built-in datasets falls;
//  - bf16: master copies and parameters stay consistent with an f32 run.
//
//===----------------------------------------------------------------------===//

#include "TraceTestUtils.h"
#include "zero/Trace/Data.h"

using namespace zero_test;

namespace {

struct BuiltStep {
  OwningOpRef<ModuleOp> module;
  StepInfo info;
  ModelSpec model;
  std::unique_ptr<JitFunction> jit;
};

class StepTest : public ::testing::Test {
protected:
  void SetUp() override { loadTraceDialects(ctx); }

  BuiltStep build(ModelSpec model, TraceOptions opts) {
    BuiltStep s;
    s.model = std::move(model);
    s.module = ModuleOp::create(UnknownLoc::get(&ctx));
    FailureOr<StepInfo> info = buildStep(*s.module, s.model, opts);
    EXPECT_TRUE(succeeded(info));
    EXPECT_TRUE(succeeded(verify(*s.module)));
    if (failed(info))
      return s;
    s.info = *info;
    s.jit = take(JitFunction::compile(*s.module, opts.funcName));
    return s;
  }

  static TraceOptions plainSGD() {
    TraceOptions o;
    o.precision = Precision::F64;
    o.optimizer.kind = OptimizerKind::SGD;
    o.optimizer.momentum = 0.0;
    o.optimizer.weightDecay = 0.0;
    return o;
  }

  /// Arguments with every parameter random (so that no gradient is zero by
  /// symmetry: LayerNorm gains away from 1, biases away from 0).
  static std::vector<HostTensor> randomArgs(const BuiltStep &s, double lr,
                                            double scale) {
    std::vector<HostTensor> args = initialArguments(s.info, s.model, 7, 11, lr);
    std::mt19937_64 rng(3);
    for (int64_t i = 0; i < s.info.numParams; ++i)
      args[i] = randomTensor(args[i].size(), scale, rng);
    return args;
  }

  /// Checks g = p − p' against finite differences of the loss for up to
  /// `perParam` entries of every parameter.
  void checkStepGradients(BuiltStep &s, double scale, size_t perParam) {
    ASSERT_TRUE(s.jit);
    std::vector<HostTensor> args = randomArgs(s, 1.0, scale);
    std::vector<HostTensor> out = take(s.jit->call(args));
    auto lossOf = [&](const std::vector<HostTensor> &a) {
      return take(s.jit->call(a))[0][0];
    };
    for (int64_t p = 0; p < s.info.numParams; ++p) {
      size_t n = args[p].size();
      size_t stride = std::max<size_t>(1, n / perParam);
      for (size_t i = 0; i < n; i += stride) {
        double g = args[p][i] - out[1 + p][i];
        EXPECT_TRUE(
            closeRel(g, finiteDifference(lossOf, args, p, i, 1e-6), 1e-6))
            << s.info.args[p].spec.name << "[" << i << "]";
      }
    }
  }

  MLIRContext ctx;
};

class MLPGradTest : public StepTest,
                    public ::testing::WithParamInterface<Activation> {};

TEST_P(MLPGradTest, StepGradientsMatchFiniteDifferences) {
  MLPConfig cfg;
  cfg.sizes = {5, 7, 6, 3};
  cfg.activation = GetParam();
  cfg.batch = 4;
  BuiltStep s = build(makeMLP(cfg), plainSGD());
  checkStepGradients(s, 0.7, /*perParam=*/1000);
}

INSTANTIATE_TEST_SUITE_P(Trace, MLPGradTest,
                         ::testing::Values(Activation::ReLU, Activation::Tanh,
                                           Activation::GELU));

class GPTGradTest : public StepTest,
                    public ::testing::WithParamInterface<bool> {};

TEST_P(GPTGradTest, StepGradientsMatchFiniteDifferences) {
  GPTConfig cfg{/*vocab=*/7,  /*context=*/4,
                /*layers=*/2, /*dModel=*/8,
                /*heads=*/2,  /*batch=*/2};
  cfg.tied = GetParam();
  BuiltStep s = build(makeGPT(cfg), plainSGD());
  checkStepGradients(s, 0.3, /*perParam=*/12);
}

INSTANTIATE_TEST_SUITE_P(Trace, GPTGradTest, ::testing::Values(false, true),
                         [](const auto &info) {
                           return info.param ? "Tied" : "Untied";
                         });

/// Gradients of an MLP step (through the plain-SGD variant) at `args`.
static std::vector<HostTensor> gradientsAt(BuiltStep &sgd,
                                           std::vector<HostTensor> args) {
  args.back() = {1.0}; // lr
  std::vector<HostTensor> out = take(sgd.jit->call(args));
  std::vector<HostTensor> g;
  for (int64_t p = 0; p < sgd.info.numParams; ++p) {
    g.push_back(args[p]);
    for (size_t i = 0; i < g.back().size(); ++i)
      g.back()[i] -= out[1 + p][i];
  }
  return g;
}

static MLPConfig smallMLP() {
  MLPConfig cfg;
  cfg.sizes = {4, 6, 3};
  cfg.activation = Activation::Tanh;
  cfg.batch = 5;
  return cfg;
}

TEST_F(StepTest, AdamWMatchesReferenceFormula) {
  BuiltStep sgd = build(makeMLP(smallMLP()), plainSGD());
  TraceOptions o = plainSGD();
  o.optimizer = OptimizerOptions();
  o.optimizer.weightDecay = 0.1;
  BuiltStep adam = build(makeMLP(smallMLP()), o);
  ASSERT_TRUE(sgd.jit && adam.jit);

  const double lr = 0.01, t = 3, b1 = 0.9, b2 = 0.999, eps = 1e-8, wd = 0.1;
  std::vector<HostTensor> args = randomArgs(adam, lr, 0.5);
  // Moments of an optimizer already two steps in: m any sign, v positive.
  std::mt19937_64 rng(5);
  int64_t np = adam.info.numParams;
  for (int64_t i = 0; i < np; ++i) {
    args[np + 2 * i] = randomTensor(args[i].size(), 0.1, rng);
    HostTensor v = randomTensor(args[i].size(), 0.1, rng);
    for (double &x : v)
      x = x * x;
    args[np + 2 * i + 1] = v;
  }
  args[args.size() - 2] = {lr};
  args.back() = {t};
  std::vector<HostTensor> sgdArgs;
  for (int64_t i = 0; i < np; ++i)
    sgdArgs.push_back(args[i]);
  for (size_t i = np + 2 * np; i < args.size() - 1; ++i)
    sgdArgs.push_back(args[i]);
  std::vector<HostTensor> g = gradientsAt(sgd, sgdArgs);

  std::vector<HostTensor> out = take(adam.jit->call(args));
  for (int64_t p = 0; p < np; ++p)
    for (size_t i = 0; i < args[p].size(); ++i) {
      double m = b1 * args[np + 2 * p][i] + (1 - b1) * g[p][i];
      double v = b2 * args[np + 2 * p + 1][i] + (1 - b2) * g[p][i] * g[p][i];
      double mhat = m / (1 - std::pow(b1, t)), vhat = v / (1 - std::pow(b2, t));
      double w =
          args[p][i] * (1 - lr * wd) - lr * mhat / (std::sqrt(vhat) + eps);
      EXPECT_NEAR(out[1 + p][i], w, 1e-12) << "param " << p << "[" << i << "]";
      EXPECT_NEAR(out[1 + np + 2 * p][i], m, 1e-12);
      EXPECT_NEAR(out[1 + np + 2 * p + 1][i], v, 1e-12);
    }
}

TEST_F(StepTest, SGDMomentumAndClippingMatchReferenceFormula) {
  BuiltStep sgd = build(makeMLP(smallMLP()), plainSGD());
  ASSERT_TRUE(sgd.jit);
  std::vector<HostTensor> plain = randomArgs(sgd, 1.0, 0.5);
  std::vector<HostTensor> g = gradientsAt(sgd, plain);
  double norm2 = 0;
  for (const HostTensor &t : g)
    for (double x : t)
      norm2 += x * x;
  double norm = std::sqrt(norm2);

  const double mu = 0.9, wd = 0.05, lr = 0.1, clip = 0.3 * norm;
  TraceOptions o = plainSGD();
  o.optimizer.momentum = mu;
  o.optimizer.weightDecay = wd;
  o.optimizer.clipNorm = clip;
  BuiltStep mom = build(makeMLP(smallMLP()), o);
  ASSERT_TRUE(mom.jit);
  int64_t np = mom.info.numParams;
  std::vector<HostTensor> args;
  std::mt19937_64 rng(9);
  for (int64_t i = 0; i < np; ++i)
    args.push_back(plain[i]);
  for (int64_t i = 0; i < np; ++i)
    args.push_back(randomTensor(plain[i].size(), 0.1, rng));
  for (size_t i = np; i < plain.size(); ++i)
    args.push_back(plain[i]);
  args.back() = {lr};
  std::vector<HostTensor> out = take(mom.jit->call(args));
  // Clipping scales the gradient before decay and momentum (torch order:
  // clip_grad_norm_ then optimizer.step with coupled weight decay).
  double scale = std::min(1.0, clip / (norm + 1e-6));
  ASSERT_LT(scale, 0.5) << "the test must actually clip";
  for (int64_t p = 0; p < np; ++p)
    for (size_t i = 0; i < args[p].size(); ++i) {
      double v = mu * args[np + p][i] + (g[p][i] * scale + wd * args[p][i]);
      EXPECT_NEAR(out[1 + np + p][i], v, 1e-12);
      EXPECT_NEAR(out[1 + p][i], args[p][i] - lr * v, 1e-12);
    }
}

/// Runs `steps` AdamW steps on fresh batches of the built-in dataset and
/// returns the losses.
static std::vector<double> train(BuiltStep &s, int steps, double lr) {
  std::vector<HostTensor> args = initialArguments(s.info, s.model, 1, 100, lr);
  size_t np = s.info.numParams, ns = s.info.numStates;
  std::vector<double> losses;
  for (int step = 1; step <= steps; ++step) {
    std::vector<HostTensor> batch = makeBatch(s.model, 100 + step);
    for (size_t i = 0; i < batch.size(); ++i)
      args[np + ns + i] = batch[i];
    args.back() = {static_cast<double>(step)};
    std::vector<HostTensor> out = take(s.jit->call(args));
    losses.push_back(out[0][0]);
    for (size_t i = 0; i < np + ns; ++i)
      args[i] = out[1 + i];
  }
  return losses;
}

TEST_F(StepTest, MLPLossFalls) {
  MLPConfig cfg;
  cfg.sizes = {8, 32, 4};
  cfg.batch = 32;
  BuiltStep s = build(makeMLP(cfg), TraceOptions());
  ASSERT_TRUE(s.jit);
  std::vector<double> l = train(s, 100, 1e-2);
  double last = (l[95] + l[96] + l[97] + l[98] + l[99]) / 5;
  // The teacher's labels are a deterministic function of x: a trained MLP
  // reaches a small fraction of the untrained loss.
  EXPECT_LT(last, 0.35 * l[0]) << "first " << l[0] << " last " << last;
}

class GPTTrainTest : public StepTest,
                     public ::testing::WithParamInterface<Precision> {};

TEST_P(GPTTrainTest, LossFallsFromUniform) {
  GPTConfig cfg{/*vocab=*/16, /*context=*/8,
                /*layers=*/1, /*dModel=*/16,
                /*heads=*/2,  /*batch=*/4};
  TraceOptions o;
  o.precision = GetParam();
  BuiltStep s = build(makeGPT(cfg), o);
  ASSERT_TRUE(s.jit);
  std::vector<double> l = train(s, 40, 1e-2);
  // Small initial weights give nearly uniform predictions: loss ≈ ln V.
  EXPECT_NEAR(l[0], std::log(16.0), 0.02);
  // The next token is a function of the current one: learnable.
  EXPECT_LT(l.back(), 0.25 * l[0]) << "last " << l.back();
}

INSTANTIATE_TEST_SUITE_P(Trace, GPTTrainTest,
                         ::testing::Values(Precision::F32, Precision::BF16),
                         [](const auto &info) {
                           return info.param == Precision::F32 ? "F32" : "BF16";
                         });

TEST_F(StepTest, BF16KeepsMasterCopiesConsistent) {
  MLPConfig cfg;
  cfg.sizes = {8, 16, 4};
  cfg.batch = 8;
  BuiltStep f32 = build(makeMLP(cfg), TraceOptions());
  TraceOptions o;
  o.precision = Precision::BF16;
  BuiltStep bf = build(makeMLP(cfg), o);
  ASSERT_TRUE(f32.jit && bf.jit);
  int64_t np = bf.info.numParams;
  // bf16 adds one f32 master before m and v of each parameter.
  ASSERT_EQ(bf.info.numStates, 3 * np);
  for (int64_t p = 0; p < np; ++p) {
    EXPECT_EQ(bf.info.args[np + 3 * p].state, StateKind::Master);
    EXPECT_TRUE(bf.info.args[np + 3 * p].elementType.isF32());
    EXPECT_TRUE(bf.info.args[p].elementType.isBF16());
  }

  const double lr = 1e-3;
  std::vector<HostTensor> a32 = initialArguments(f32.info, f32.model, 1, 2, lr);
  std::vector<HostTensor> abf = initialArguments(bf.info, bf.model, 1, 2, lr);
  std::vector<HostTensor> o32 = take(f32.jit->call(a32));
  std::vector<HostTensor> obf = take(bf.jit->call(abf));
  // bf16 keeps 8 significant bits: a relative error of about 2^-8 per
  // rounding, a few percent through two layers at most.
  EXPECT_NEAR(obf[0][0], o32[0][0], 0.03 * o32[0][0]);
  for (int64_t p = 0; p < np; ++p) {
    const HostTensor &param = obf[1 + p], &master = obf[1 + np + 3 * p];
    for (size_t i = 0; i < param.size(); ++i) {
      // The bf16 parameter is its master rounded to bf16.
      EXPECT_NEAR(param[i], master[i],
                  std::ldexp(std::fabs(master[i]), -8) + 1e-30);
      // AdamW's first step moves each weight by about lr whatever the
      // gradient's precision: the master stays within 2·lr of the f32 run.
      EXPECT_NEAR(master[i], o32[1 + p][i], 2 * lr);
    }
  }
}

} // namespace
