//===- Data.cpp - deterministic weights and learnable built-in data -------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Trace/Data.h"

#include "zero/Support/Init.h"

#include <algorithm>
#include <cmath>

using namespace mlir::zero;
using namespace mlir::zero::trace;

/// Streams of the built-in datasets. They run under their own seeds (the
/// batch seed, the teacher's fixed one), not the parameters'.
enum DataStream : uint64_t { kInputs = 0, kTeacher = 1 };

/// Integer in [0, n) from one uniform of the shared generator.
static int64_t below(uint64_t seed, uint64_t stream, uint64_t index,
                     int64_t n) {
  return std::min(n - 1, static_cast<int64_t>(uniform01(seed, stream, index) *
                                              static_cast<double>(n)));
}

HostTensor mlir::zero::trace::initTensor(const TensorSpec &spec, uint64_t seed,
                                         uint64_t stream) {
  return initialValues(spec.init, spec.numElements(), seed, stream);
}

std::vector<HostTensor> mlir::zero::trace::makeBatch(const ModelSpec &model,
                                                     uint64_t seed) {
  std::vector<HostTensor> out;
  if (model.kind == "mlp") {
    const TensorSpec &x = model.batch[0];
    int64_t b = x.shape[0], in = x.shape[1];
    int64_t classes = model.batch[1].idRange;
    // The teacher is fixed (seed-independent) so that every batch shares it.
    HostTensor teacher =
        initialValues(InitRecipe::normal(1.0), in * classes, 12345, kTeacher);
    HostTensor xs =
        initialValues(InitRecipe::normal(1.0), b * in, seed, kInputs);
    HostTensor ys(b);
    for (int64_t i = 0; i < b; ++i) {
      int64_t best = 0;
      double bestScore = -INFINITY;
      for (int64_t k = 0; k < classes; ++k) {
        double s = 0;
        for (int64_t j = 0; j < in; ++j)
          s += xs[i * in + j] * teacher[j * classes + k];
        if (s > bestScore) {
          bestScore = s;
          best = k;
        }
      }
      ys[i] = static_cast<double>(best);
    }
    out.push_back(std::move(xs));
    out.push_back(std::move(ys));
    return out;
  }
  // gpt: deterministic next-token rule, random starting token per sequence.
  const TensorSpec &tokens = model.batch[0];
  int64_t b = tokens.shape[0], t = tokens.shape[1];
  int64_t vocab = tokens.idRange;
  HostTensor in(b * t), tgt(b * t);
  for (int64_t i = 0; i < b; ++i) {
    int64_t tok = below(seed, kInputs, i, vocab);
    for (int64_t j = 0; j < t; ++j) {
      int64_t next = (5 * tok + 3) % vocab;
      in[i * t + j] = static_cast<double>(tok);
      tgt[i * t + j] = static_cast<double>(next);
      tok = next;
    }
  }
  out.push_back(std::move(in));
  out.push_back(std::move(tgt));
  return out;
}

std::vector<HostTensor>
mlir::zero::trace::initialArguments(const StepInfo &step,
                                    const ModelSpec &model, uint64_t seed,
                                    uint64_t batchSeed, double lr) {
  std::vector<HostTensor> args;
  std::vector<HostTensor> batch = makeBatch(model, batchSeed);
  size_t nextBatch = 0;
  for (const ArgInfo &a : step.args) {
    switch (a.role) {
    case ArgRole::Param:
      // The stream is the argument index, which zero-run knows too.
      args.push_back(initTensor(a.spec, seed, args.size()));
      break;
    case ArgRole::OptState:
      args.push_back(a.state == StateKind::Master
                         ? args[a.stateOf]
                         : HostTensor(a.spec.numElements(), 0.0));
      break;
    case ArgRole::Batch:
      args.push_back(batch[nextBatch++]);
      break;
    case ArgRole::Hyper:
      args.push_back({a.spec.name == "lr" ? lr : 1.0});
      break;
    }
  }
  return args;
}
