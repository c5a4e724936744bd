//===- Models.h - the built-in MLP and GPT models ---------------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_TRACE_MODELS_H
#define ZERO_TRACE_MODELS_H

#include "zero/Trace/Step.h"

namespace mlir {
namespace zero {
namespace trace {

/// MLP: linear layers with `activation` between them, mean cross-entropy over
/// the batch on the last layer's logits. Batch: x[B, sizes[0]], y[B] (i64).
ModelSpec makeMLP(const MLPConfig &cfg);

/// GPT-2-style decoder (docs/Trace.md lists the parameter layout). Batch:
/// tokens[B,T] and targets[B,T] (i64).
ModelSpec makeGPT(const GPTConfig &cfg);

} // namespace trace
} // namespace zero
} // namespace mlir

#endif // ZERO_TRACE_MODELS_H
