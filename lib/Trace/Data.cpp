//===- Data.cpp - deterministic weights and learnable built-in data -------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Trace/Data.h"

#include <cmath>

using namespace mlir::zero::trace;

namespace {
/// SplitMix64: a tiny generator whose sequence is the same everywhere.
class Rng {
public:
  explicit Rng(uint64_t seed) : state(seed * 0x9E3779B97F4A7C15ull + 1) {}
  uint64_t next() {
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  /// Uniform in (0, 1).
  double uniform() {
    return ((next() >> 11) + 0.5) * (1.0 / 9007199254740992.0);
  }
  double normal() {
    double u = uniform(), v = uniform();
    return std::sqrt(-2.0 * std::log(u)) * std::cos(2.0 * M_PI * v);
  }
  int64_t below(int64_t n) { return static_cast<int64_t>(next() % n); }

private:
  uint64_t state;
};

uint64_t hashName(const std::string &s) {
  uint64_t h = 1469598103934665603ull;
  for (char c : s)
    h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ull;
  return h;
}
} // namespace

HostTensor mlir::zero::trace::initTensor(const TensorSpec &spec,
                                         uint64_t seed) {
  HostTensor t(spec.numElements(), 0.0);
  Rng rng(seed ^ hashName(spec.name));
  for (double &v : t) {
    switch (spec.init) {
    case Init::Zeros:
    case Init::Copy:
      v = 0.0;
      break;
    case Init::Ones:
      v = 1.0;
      break;
    case Init::Normal:
      v = spec.scale * rng.normal();
      break;
    case Init::Tokens:
      v = static_cast<double>(rng.below(static_cast<int64_t>(spec.scale)));
      break;
    }
  }
  return t;
}

std::vector<HostTensor> mlir::zero::trace::makeBatch(const ModelSpec &model,
                                                     uint64_t seed) {
  Rng rng(seed);
  std::vector<HostTensor> out;
  if (model.kind == "mlp") {
    const TensorSpec &x = model.batch[0];
    int64_t b = x.shape[0], in = x.shape[1];
    int64_t classes = static_cast<int64_t>(model.batch[1].scale);
    // The teacher is fixed (seed-independent) so that every batch shares it.
    Rng teacherRng(12345);
    std::vector<double> teacher(in * classes);
    for (double &w : teacher)
      w = teacherRng.normal();
    HostTensor xs(b * in), ys(b);
    for (double &v : xs)
      v = rng.normal();
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
  int64_t vocab = static_cast<int64_t>(tokens.scale);
  HostTensor in(b * t), tgt(b * t);
  for (int64_t i = 0; i < b; ++i) {
    int64_t tok = rng.below(vocab);
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
      args.push_back(initTensor(a.spec, seed));
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
