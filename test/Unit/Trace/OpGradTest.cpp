//===- OpGradTest.cpp - finite-difference checks of each backward op ------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Each op is wrapped in a float64 function
//   @check(inputs..., w) -> (L = Σ w ⊙ forward(inputs), dL/dinputs...)
// whose gradients come from the op's hand-written backward with dy = w; the
// test JIT-runs it and compares every input gradient with central finite
// differences of L.
//
//===----------------------------------------------------------------------===//

#include "TraceTestUtils.h"
#include "zero/Trace/Ops.h"

using namespace zero_test;

namespace {

struct ArgDesc {
  SmallVector<int64_t> shape;
  bool isInt = false;
  /// Token/class ids below this bound for integer arguments.
  int64_t bound = 0;
};

/// Builds the checked function: `body` gets the input values and the
/// projection weights w (shaped like the forward output it declares through
/// `outShape`) and returns {loss, gradients of the float inputs}.
using CheckBody = std::function<std::pair<Value, SmallVector<Value>>(
    TensorBuilder &, ValueRange inputs, Value w)>;

class OpGradTest : public ::testing::Test {
protected:
  void SetUp() override { loadTraceDialects(ctx); }

  /// Runs the check. `wShape` empty means the op's output is already the
  /// scalar loss (cross-entropy) and no projection argument is added.
  void check(std::vector<ArgDesc> inputs, SmallVector<int64_t> wShape,
             const CheckBody &body, double tol = 1e-7) {
    OwningOpRef<ModuleOp> module = ModuleOp::create(UnknownLoc::get(&ctx));
    OpBuilder b(&ctx);
    b.setInsertionPointToEnd(module->getBody());
    Type f64 = b.getF64Type(), i64 = b.getI64Type();
    SmallVector<Type> argTypes, resultTypes{RankedTensorType::get({}, f64)};
    std::vector<ArgDesc> all = inputs;
    bool hasW = !wShape.empty();
    if (hasW)
      all.push_back({wShape});
    for (const ArgDesc &a : all)
      argTypes.push_back(RankedTensorType::get(a.shape, a.isInt ? i64 : f64));
    for (const ArgDesc &a : inputs)
      if (!a.isInt)
        resultTypes.push_back(RankedTensorType::get(a.shape, f64));
    auto func = func::FuncOp::create(b, b.getUnknownLoc(), "check",
                                     b.getFunctionType(argTypes, resultTypes));
    Block *entry = func.addEntryBlock();
    b.setInsertionPointToStart(entry);
    TensorBuilder tb(b, b.getUnknownLoc(), f64, f64);
    ValueRange args = entry->getArguments();
    auto [loss, grads] =
        body(tb, args.take_front(inputs.size()), hasW ? args.back() : Value());
    SmallVector<Value> results{loss};
    results.append(grads);
    func::ReturnOp::create(b, b.getUnknownLoc(), results);
    ASSERT_TRUE(succeeded(verify(*module)));

    std::unique_ptr<JitFunction> jit =
        take(JitFunction::compile(*module, "check"));
    ASSERT_TRUE(jit);
    std::mt19937_64 rng(42);
    std::vector<HostTensor> values;
    for (const ArgDesc &a : all) {
      int64_t n = 1;
      for (int64_t d : a.shape)
        n *= d;
      if (a.isInt) {
        HostTensor t(n);
        for (double &v : t)
          v = static_cast<double>(rng() % a.bound);
        values.push_back(t);
      } else {
        values.push_back(randomTensor(n, 1.0, rng));
      }
    }
    std::vector<HostTensor> out = take(jit->call(values));
    ASSERT_EQ(out.size(), resultTypes.size());
    auto lossOf = [&](const std::vector<HostTensor> &v) {
      return take(jit->call(v))[0][0];
    };
    size_t g = 1;
    for (size_t a = 0; a < inputs.size(); ++a) {
      if (inputs[a].isInt)
        continue;
      for (size_t i = 0; i < values[a].size(); ++i)
        EXPECT_TRUE(closeRel(out[g][i],
                             finiteDifference(lossOf, values, a, i, 1e-6), tol))
            << "input " << a << " element " << i;
      ++g;
    }
  }

  /// Σ y ⊙ w over all axes, a rank-0 tensor.
  static Value project(TensorBuilder &tb, Value y, Value w) {
    std::string l =
        std::string("abcdefgh")
            .substr(0, cast<RankedTensorType>(y.getType()).getRank());
    return tb.einsum(l + "," + l + "->", y, w);
  }

  MLIRContext ctx;
};

TEST_F(OpGradTest, Linear) {
  check({{{3, 4}}, {{4, 5}}, {{5}}}, {3, 5},
        [](TensorBuilder &tb, ValueRange in, Value w) {
          Value y = linearForward(tb, in[0], in[1], in[2]);
          LinearGrads g = linearBackward(tb, in[0], in[1], w, true);
          return std::make_pair(project(tb, y, w),
                                SmallVector<Value>{g.dx, g.dw, g.dbias});
        });
}

TEST_F(OpGradTest, LinearTransposed) {
  check({{{3, 4}}, {{6, 4}}}, {3, 6},
        [](TensorBuilder &tb, ValueRange in, Value w) {
          Value y = linearForwardTransposed(tb, in[0], in[1]);
          LinearGrads g = linearBackwardTransposed(tb, in[0], in[1], w);
          return std::make_pair(project(tb, y, w),
                                SmallVector<Value>{g.dx, g.dw});
        });
}

TEST_F(OpGradTest, Add) {
  check({{{3, 4}}, {{3, 4}}}, {3, 4},
        [](TensorBuilder &tb, ValueRange in, Value w) {
          Value y = tb.add(in[0], in[1]);
          // The gradient of a sum reaches both operands unchanged.
          return std::make_pair(project(tb, y, w), SmallVector<Value>{w, w});
        });
}

class ActivationGradTest : public OpGradTest,
                           public ::testing::WithParamInterface<Activation> {};

TEST_P(ActivationGradTest, MatchesFiniteDifferences) {
  Activation kind = GetParam();
  check({{{4, 6}}}, {4, 6}, [kind](TensorBuilder &tb, ValueRange in, Value w) {
    Value y = activationForward(tb, kind, in[0]);
    Value dx = activationBackward(tb, kind, in[0], w);
    return std::make_pair(project(tb, y, w), SmallVector<Value>{dx});
  });
}

INSTANTIATE_TEST_SUITE_P(Trace, ActivationGradTest,
                         ::testing::Values(Activation::ReLU, Activation::Tanh,
                                           Activation::GELU));

TEST_F(OpGradTest, CausalSoftmax) {
  check({{{2, 2, 4, 4}}}, {2, 2, 4, 4},
        [](TensorBuilder &tb, ValueRange in, Value w) {
          Value p = softmaxForward(tb, in[0], /*causal=*/true);
          Value ds = softmaxBackward(tb, p, w);
          return std::make_pair(project(tb, p, w), SmallVector<Value>{ds});
        });
}

TEST_F(OpGradTest, LayerNorm) {
  check({{{3, 8}}, {{8}}, {{8}}}, {3, 8},
        [](TensorBuilder &tb, ValueRange in, Value w) {
          LayerNormCache c;
          Value y = layerNormForward(tb, in[0], in[1], in[2], 1e-5, c);
          LayerNormGrads g = layerNormBackward(tb, c, in[1], w);
          return std::make_pair(project(tb, y, w),
                                SmallVector<Value>{g.dx, g.dgamma, g.dbeta});
        });
}

TEST_F(OpGradTest, EmbeddingScatterAdd) {
  // Batch 3 × context 4 over a vocabulary of 5: ids repeat, so the
  // scatter-add must accumulate several rows into one.
  check({{{3, 4}, true, 5}, {{5, 6}}, {{4, 6}}}, {3, 4, 6},
        [](TensorBuilder &tb, ValueRange in, Value w) {
          Value y = embeddingForward(tb, in[0], in[1], in[2]);
          EmbeddingGrads g = embeddingBackward(tb, in[0], w, 5);
          return std::make_pair(project(tb, y, w),
                                SmallVector<Value>{g.dwte, g.dwpe});
        });
}

TEST_F(OpGradTest, CrossEntropy) {
  check({{{6, 5}}, {{6}, true, 5}}, {},
        [](TensorBuilder &tb, ValueRange in, Value) {
          CrossEntropyCache c;
          Value loss = crossEntropyForward(tb, in[0], in[1], c);
          Value d = crossEntropyBackward(tb, in[0], in[1], c);
          return std::make_pair(loss, SmallVector<Value>{d});
        });
}

TEST_F(OpGradTest, CausalAttention) {
  // Batch 2, context 3, 2 heads of width 2: qkv is [6, 12].
  check({{{6, 12}}}, {6, 4}, [](TensorBuilder &tb, ValueRange in, Value w) {
    AttentionCache c;
    Value y = attentionForward(tb, in[0], 2, 3, 2, c);
    Value dqkv = attentionBackward(tb, c, w);
    return std::make_pair(project(tb, y, w), SmallVector<Value>{dqkv});
  });
}

} // namespace
