//===- Init.h - initial values of parameters and their RNG ------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// The one definition of how a parameter starts. A frontend names a recipe
// per parameter (zero-trace writes it into the step as the argument
// attribute `zero.init = "normal(0.02)"`); a driver turns recipe, seed and
// stream into values with initialValues. zero-trace and zero-run both use
// the argument index as the stream, so the same seed gives both the same
// weights; test/lib/python/zero_testing/trace_data.py mirrors this file.
//
// The generator is counter-based (SplitMix64's finalizer on
// (seed, stream, index)): any element, hence any rank's shard, is computed
// without the ones before it, and a vectorised mirror is a few lines.
//
// Recipes, as written in `zero.init`:
//   zeros, ones          constant
//   normal(S)            N(0, S^2): Box-Muller on the uniforms of the
//                        counters 2j and 2j+1 for element j
//   uniform(B)           uniform in [-B, B): (2u - 1)·B, u of counter j
// with S, B finite and > 0.
//
// No MLIR here: the dialect verifier, zero-trace, zero-run and their tests
// all link it.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_SUPPORT_INIT_H
#define ZERO_SUPPORT_INIT_H

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mlir {
namespace zero {

/// SplitMix64's output function applied to `x` (stateless).
uint64_t splitMix64(uint64_t x);

/// Uniform in [0, 1), a multiple of 2^-53, for counter `index` of stream
/// `stream` under `seed`.
double uniform01(uint64_t seed, uint64_t stream, uint64_t index);

/// How one tensor starts.
struct InitRecipe {
  enum class Kind { Zeros, Ones, Normal, Uniform };
  Kind kind = Kind::Zeros;
  /// Standard deviation (Normal) or bound (Uniform); 0 otherwise.
  double scale = 0.0;

  static InitRecipe zeros() { return {Kind::Zeros, 0.0}; }
  static InitRecipe ones() { return {Kind::Ones, 0.0}; }
  static InitRecipe normal(double std) { return {Kind::Normal, std}; }
  static InitRecipe uniform(double bound) { return {Kind::Uniform, bound}; }

  /// The `zero.init` text: "zeros", "ones", "normal(0.02)",
  /// "uniform(0.5)"; numbers in the shortest form that parses back to the
  /// same double, so printing and parsing never change a weight.
  std::string str() const;

  /// Parses the text str() writes. On failure returns nullopt and, when
  /// `error` is given, says what was expected and what `text` is.
  static std::optional<InitRecipe> parse(std::string_view text,
                                         std::string *error = nullptr);

  bool operator==(const InitRecipe &other) const {
    return kind == other.kind && scale == other.scale;
  }
};

/// The `numElements` initial values of the tensor `stream` (the step's
/// argument index) under `seed`, row-major.
std::vector<double> initialValues(const InitRecipe &recipe, int64_t numElements,
                                  uint64_t seed, uint64_t stream);

} // namespace zero
} // namespace mlir

#endif // ZERO_SUPPORT_INIT_H
