//===- Data.h - deterministic weights and built-in data ---------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// What a driver feeds a built step: initial parameters and states from a
// seed (zero/Support/Init.h, as zero-run computes them from zero.init), and
// batches of a dataset a model can learn, drawn from the same generator:
//   mlp: x ~ N(0,1), y = argmax(x @ W_teacher) for a fixed random teacher;
//   gpt: token streams t_{i+1} = (5·t_i + 3) mod V from random starts, the
//        targets being the next tokens.
// Integer tensors are returned as doubles (exact for ids below 2^53).
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_TRACE_DATA_H
#define ZERO_TRACE_DATA_H

#include "zero/Trace/Step.h"

#include <cstdint>
#include <vector>

namespace mlir {
namespace zero {
namespace trace {

using HostTensor = std::vector<double>;

/// Initial value of one parameter: its recipe (`spec.init`, the step's
/// zero.init) under `seed` on `stream`, the parameter's argument index.
HostTensor initTensor(const TensorSpec &spec, uint64_t seed, uint64_t stream);

/// Initial values for every argument of `step`: params from the seed,
/// opt_states zero (masters copy their param), batch from `batchSeed`,
/// hypers lr = `lr`, step = 1.
std::vector<HostTensor> initialArguments(const StepInfo &step,
                                         const ModelSpec &model, uint64_t seed,
                                         uint64_t batchSeed, double lr);

/// One batch of the model's built-in dataset (one tensor per batch spec).
std::vector<HostTensor> makeBatch(const ModelSpec &model, uint64_t seed);

} // namespace trace
} // namespace zero
} // namespace mlir

#endif // ZERO_TRACE_DATA_H
