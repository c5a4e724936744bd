//===- Ops.h - forward and backward of each op ------------------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// One forward and one hand-written backward per op family. Activations are
// 2-D [rows, features] unless stated; every function emits upstream linalg,
// tensor, arith and math ops only.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_TRACE_OPS_H
#define ZERO_TRACE_OPS_H

#include "zero/Trace/TensorBuilder.h"

namespace mlir {
namespace zero {
namespace trace {

//===- Linear (lib/Trace/Ops/Linear.cpp) ----------------------------------===//

/// y[N,O] = x[N,I] @ w[I,O] (+ bias[O]). `bias` may be null.
Value linearForward(TensorBuilder &tb, Value x, Value w, Value bias);
/// Same with a weight stored transposed, wT[O,I] (the tied LM head).
Value linearForwardTransposed(TensorBuilder &tb, Value x, Value wT);

struct LinearGrads {
  Value dx, dw, dbias;
};
/// Gradients of linearForward: dx = dy wᵀ, dw = xᵀ dy, dbias = Σ_n dy.
/// `needDx` false skips dx (the first layer of an MLP).
LinearGrads linearBackward(TensorBuilder &tb, Value x, Value w, Value dy,
                           bool hasBias, bool needDx = true);
/// Gradients of linearForwardTransposed: dx = dy wT, dwT = dyᵀ x.
LinearGrads linearBackwardTransposed(TensorBuilder &tb, Value x, Value wT,
                                     Value dy);

//===- Activations (lib/Trace/Ops/Activation.cpp) -------------------------===//

enum class Activation { ReLU, Tanh, GELU };

/// GELU with the tanh approximation (GPT-2's).
Value activationForward(TensorBuilder &tb, Activation kind, Value x);
/// dx from the forward input x and dy.
Value activationBackward(TensorBuilder &tb, Activation kind, Value x, Value dy);

//===- Softmax (lib/Trace/Ops/Softmax.cpp) --------------------------------===//

/// Softmax over the last axis of s[B,H,T,T]; with `causal`, entries j > i are
/// masked out (probability exactly 0).
Value softmaxForward(TensorBuilder &tb, Value s, bool causal);
/// ds = p ⊙ (dp − Σ_j dp ⊙ p).
Value softmaxBackward(TensorBuilder &tb, Value p, Value dp);

//===- LayerNorm (lib/Trace/Ops/LayerNorm.cpp) ----------------------------===//

struct LayerNormCache {
  Value xhat; // [N,C] normalised input (storage type)
  Value rstd; // [N] 1/sqrt(var+eps) (accumulation type)
};
/// y = (x − mean)·rstd·gamma + beta over the last axis of x[N,C].
Value layerNormForward(TensorBuilder &tb, Value x, Value gamma, Value beta,
                       double eps, LayerNormCache &cache);
struct LayerNormGrads {
  Value dx, dgamma, dbeta;
};
LayerNormGrads layerNormBackward(TensorBuilder &tb, const LayerNormCache &cache,
                                 Value gamma, Value dy);

//===- Embedding (lib/Trace/Ops/Embedding.cpp) ----------------------------===//

/// x[B,T,C] = wte[tokens[b,t], c] + wpe[t, c].
Value embeddingForward(TensorBuilder &tb, Value tokens, Value wte, Value wpe);
struct EmbeddingGrads {
  Value dwte, dwpe;
};
/// dwte is the scatter-add of dx's rows by token, written as a one-hot
/// contraction (the same cost as the LM head matmul); dwpe = Σ_b dx.
EmbeddingGrads embeddingBackward(TensorBuilder &tb, Value tokens, Value dx,
                                 int64_t vocab);

//===- Cross-entropy (lib/Trace/Ops/CrossEntropy.cpp) ---------------------===//

struct CrossEntropyCache {
  Value lse; // [N] log-sum-exp of each row (accumulation type)
};
/// Mean over rows of −log softmax(logits)[n, targets[n]]; a rank-0 tensor in
/// the accumulation type.
Value crossEntropyForward(TensorBuilder &tb, Value logits, Value targets,
                          CrossEntropyCache &cache);
/// dlogits = (softmax(logits) − onehot(targets)) / N.
Value crossEntropyBackward(TensorBuilder &tb, Value logits, Value targets,
                           const CrossEntropyCache &cache);

//===- Causal self-attention (lib/Trace/Ops/Attention.cpp) ----------------===//

struct AttentionCache {
  Value q, k, v, p; // q,k,v [B,T,H,D]; p [B,H,T,T]
};
/// y[N,C] from qkv[N,3C] (columns q | k | v), heads H, batch B, context T.
Value attentionForward(TensorBuilder &tb, Value qkv, int64_t batch,
                       int64_t context, int64_t heads, AttentionCache &cache);
/// dqkv[N,3C] from dy[N,C].
Value attentionBackward(TensorBuilder &tb, const AttentionCache &cache,
                        Value dy);

} // namespace trace
} // namespace zero
} // namespace mlir

#endif // ZERO_TRACE_OPS_H
