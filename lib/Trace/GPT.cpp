//===- GPT.cpp - the built-in GPT-2-style decoder -------------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Parameter layout (argument order), GPT-2 names:
//   wte[V,C] wpe[T,C]
//   per layer: ln1.g[C] ln1.b[C] attn.w[C,3C] attn.b[3C] proj.w[C,C] proj.b[C]
//              ln2.g[C] ln2.b[C] fc.w[C,4C] fc.b[4C] fc2.w[4C,C] fc2.b[C]
//   lnf.g[C] lnf.b[C] [lm_head[C,V] when untied]
// Weights are stored [in, out] so that every layer is x @ w.
//
//===----------------------------------------------------------------------===//

#include "zero/Trace/Models.h"
#include "zero/Trace/Ops.h"

using namespace mlir;
using namespace mlir::zero::trace;

namespace {
/// Offsets of one block's parameters inside the parameter list.
enum BlockParam {
  Ln1G,
  Ln1B,
  AttnW,
  AttnB,
  ProjW,
  ProjB,
  Ln2G,
  Ln2B,
  FcW,
  FcB,
  Fc2W,
  Fc2B,
  NumBlockParams
};
constexpr int64_t kBlockBase = 2; // after wte, wpe

/// What the backward needs from one block's forward.
struct BlockCache {
  LayerNormCache ln1, ln2;
  Value h1, qkv, y, h2, f, gl;
  AttentionCache attn;
};
} // namespace

ModelSpec mlir::zero::trace::makeGPT(const GPTConfig &cfg) {
  ModelSpec m;
  m.kind = "gpt";
  int64_t V = cfg.vocab, T = cfg.context, C = cfg.dModel, B = cfg.batch;
  auto normal = [](std::string n, SmallVector<int64_t> s, double std) {
    return TensorSpec{std::move(n), std::move(s), false,
                      InitRecipe::normal(std)};
  };
  auto zeros = [](std::string n, SmallVector<int64_t> s) {
    return TensorSpec{std::move(n), std::move(s), false, InitRecipe::zeros()};
  };
  auto ones = [](std::string n, SmallVector<int64_t> s) {
    return TensorSpec{std::move(n), std::move(s), false, InitRecipe::ones()};
  };
  m.params.push_back(normal("wte", {V, C}, 0.02));
  m.params.push_back(normal("wpe", {T, C}, 0.01));
  for (int64_t l = 0; l < cfg.layers; ++l) {
    std::string p = "h" + std::to_string(l) + ".";
    m.params.push_back(ones(p + "ln1.g", {C}));
    m.params.push_back(zeros(p + "ln1.b", {C}));
    m.params.push_back(normal(p + "attn.w", {C, 3 * C}, 0.02));
    m.params.push_back(zeros(p + "attn.b", {3 * C}));
    m.params.push_back(normal(p + "proj.w", {C, C}, 0.02));
    m.params.push_back(zeros(p + "proj.b", {C}));
    m.params.push_back(ones(p + "ln2.g", {C}));
    m.params.push_back(zeros(p + "ln2.b", {C}));
    m.params.push_back(normal(p + "fc.w", {C, 4 * C}, 0.02));
    m.params.push_back(zeros(p + "fc.b", {4 * C}));
    m.params.push_back(normal(p + "fc2.w", {4 * C, C}, 0.02));
    m.params.push_back(zeros(p + "fc2.b", {C}));
  }
  m.params.push_back(ones("lnf.g", {C}));
  m.params.push_back(zeros("lnf.b", {C}));
  if (!cfg.tied)
    m.params.push_back(normal("lm_head", {C, V}, 0.02));
  m.batch.push_back({"tokens", {B, T}, true, InitRecipe::zeros(), V});
  m.batch.push_back({"targets", {B, T}, true, InitRecipe::zeros(), V});

  m.body = [cfg](TensorBuilder &tb, ArrayRef<Value> params,
                 ArrayRef<Value> batch,
                 SmallVectorImpl<Value> &grads) -> Value {
    int64_t B = cfg.batch, T = cfg.context, C = cfg.dModel, N = B * T;
    int64_t lnf = kBlockBase + cfg.layers * NumBlockParams;
    auto P = [&](int64_t l, BlockParam p) {
      return params[kBlockBase + l * NumBlockParams + p];
    };
    Value tokens = batch[0];
    Value targets = tb.reshape(batch[1], {N});

    // Forward.
    Value x =
        tb.reshape(embeddingForward(tb, tokens, params[0], params[1]), {N, C});
    std::vector<BlockCache> caches(cfg.layers);
    for (int64_t l = 0; l < cfg.layers; ++l) {
      BlockCache &bc = caches[l];
      bc.h1 =
          layerNormForward(tb, x, P(l, Ln1G), P(l, Ln1B), cfg.lnEps, bc.ln1);
      bc.qkv = linearForward(tb, bc.h1, P(l, AttnW), P(l, AttnB));
      bc.y = attentionForward(tb, bc.qkv, B, T, cfg.heads, bc.attn);
      x = tb.add(x, linearForward(tb, bc.y, P(l, ProjW), P(l, ProjB)));
      bc.h2 =
          layerNormForward(tb, x, P(l, Ln2G), P(l, Ln2B), cfg.lnEps, bc.ln2);
      bc.f = linearForward(tb, bc.h2, P(l, FcW), P(l, FcB));
      bc.gl = activationForward(tb, Activation::GELU, bc.f);
      x = tb.add(x, linearForward(tb, bc.gl, P(l, Fc2W), P(l, Fc2B)));
    }
    LayerNormCache lnfCache;
    Value hf = layerNormForward(tb, x, params[lnf], params[lnf + 1], cfg.lnEps,
                                lnfCache);
    Value logits = cfg.tied ? linearForwardTransposed(tb, hf, params[0])
                            : linearForward(tb, hf, params[lnf + 2], Value());
    CrossEntropyCache ce;
    Value loss = crossEntropyForward(tb, logits, targets, ce);

    // Backward.
    grads.assign(params.size(), Value());
    Value dlogits = crossEntropyBackward(tb, logits, targets, ce);
    Value dwteHead;
    LinearGrads head;
    if (cfg.tied) {
      head = linearBackwardTransposed(tb, hf, params[0], dlogits);
      dwteHead = head.dw;
    } else {
      head =
          linearBackward(tb, hf, params[lnf + 2], dlogits, /*hasBias=*/false);
      grads[lnf + 2] = head.dw;
    }
    LayerNormGrads gf = layerNormBackward(tb, lnfCache, params[lnf], head.dx);
    grads[lnf] = gf.dgamma;
    grads[lnf + 1] = gf.dbeta;
    Value dx = gf.dx;
    auto G = [&](int64_t l, BlockParam p) -> Value & {
      return grads[kBlockBase + l * NumBlockParams + p];
    };
    for (int64_t l = cfg.layers; l-- > 0;) {
      BlockCache &bc = caches[l];
      // MLP branch: x += fc2(gelu(fc(ln2(x)))).
      LinearGrads g2 = linearBackward(tb, bc.gl, P(l, Fc2W), dx, true);
      G(l, Fc2W) = g2.dw;
      G(l, Fc2B) = g2.dbias;
      Value df = activationBackward(tb, Activation::GELU, bc.f, g2.dx);
      LinearGrads g1 = linearBackward(tb, bc.h2, P(l, FcW), df, true);
      G(l, FcW) = g1.dw;
      G(l, FcB) = g1.dbias;
      LayerNormGrads n2 = layerNormBackward(tb, bc.ln2, P(l, Ln2G), g1.dx);
      G(l, Ln2G) = n2.dgamma;
      G(l, Ln2B) = n2.dbeta;
      dx = tb.add(dx, n2.dx);
      // Attention branch: x += proj(attn(ln1(x))).
      LinearGrads gp = linearBackward(tb, bc.y, P(l, ProjW), dx, true);
      G(l, ProjW) = gp.dw;
      G(l, ProjB) = gp.dbias;
      Value dqkv = attentionBackward(tb, bc.attn, gp.dx);
      LinearGrads ga = linearBackward(tb, bc.h1, P(l, AttnW), dqkv, true);
      G(l, AttnW) = ga.dw;
      G(l, AttnB) = ga.dbias;
      LayerNormGrads n1 = layerNormBackward(tb, bc.ln1, P(l, Ln1G), ga.dx);
      G(l, Ln1G) = n1.dgamma;
      G(l, Ln1B) = n1.dbeta;
      dx = tb.add(dx, n1.dx);
    }
    EmbeddingGrads ge =
        embeddingBackward(tb, tokens, tb.reshape(dx, {B, T, C}), cfg.vocab);
    grads[1] = ge.dwpe;
    if (cfg.tied) {
      // Two backward results feed wte: say which sum is its gradient.
      grads[0] = tb.add(ge.dwte, dwteHead);
      grads[0].getDefiningOp()->setAttr(ZeroDialect::kGradOfAttrName,
                                        tb.b.getI64IntegerAttr(0));
    } else {
      grads[0] = ge.dwte;
    }
    return loss;
  };
  return m;
}
