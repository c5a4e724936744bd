//===- MLP.cpp - the built-in multi-layer perceptron ----------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Trace/Models.h"
#include "zero/Trace/Ops.h"

#include <cmath>

using namespace mlir;
using namespace mlir::zero::trace;

ModelSpec mlir::zero::trace::makeMLP(const MLPConfig &cfg) {
  ModelSpec m;
  m.kind = "mlp";
  size_t numLayers = cfg.sizes.size() - 1;
  for (size_t i = 0; i < numLayers; ++i) {
    int64_t in = cfg.sizes[i], out = cfg.sizes[i + 1];
    m.params.push_back(
        {"l" + std::to_string(i) + ".w",
         {in, out},
         false,
         InitRecipe::normal(1.0 / std::sqrt(static_cast<double>(in)))});
    m.params.push_back(
        {"l" + std::to_string(i) + ".b", {out}, false, InitRecipe::zeros()});
  }
  m.batch.push_back({"x", {cfg.batch, cfg.sizes.front()}, false});
  m.batch.push_back(
      {"y", {cfg.batch}, true, InitRecipe::zeros(), cfg.sizes.back()});

  Activation act = cfg.activation;
  m.body = [numLayers, act](TensorBuilder &tb, ArrayRef<Value> params,
                            ArrayRef<Value> batch,
                            SmallVectorImpl<Value> &grads) -> Value {
    // Forward, keeping each layer's input and pre-activation.
    SmallVector<Value> inputs{batch[0]}, preacts;
    for (size_t i = 0; i < numLayers; ++i) {
      Value z =
          linearForward(tb, inputs.back(), params[2 * i], params[2 * i + 1]);
      preacts.push_back(z);
      if (i + 1 < numLayers)
        inputs.push_back(activationForward(tb, act, z));
    }
    CrossEntropyCache ce;
    Value loss = crossEntropyForward(tb, preacts.back(), batch[1], ce);

    // Backward, last layer first.
    grads.assign(params.size(), Value());
    Value dz = crossEntropyBackward(tb, preacts.back(), batch[1], ce);
    for (size_t i = numLayers; i-- > 0;) {
      LinearGrads g = linearBackward(tb, inputs[i], params[2 * i], dz,
                                     /*hasBias=*/true, /*needDx=*/i > 0);
      grads[2 * i] = g.dw;
      grads[2 * i + 1] = g.dbias;
      if (i > 0)
        dz = activationBackward(tb, act, preacts[i - 1], g.dx);
    }
    return loss;
  };
  return m;
}
