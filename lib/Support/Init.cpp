//===- Init.cpp - initial values of parameters and their RNG --------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Support/Init.h"

#include <charconv>
#include <cmath>

namespace mlir {
namespace zero {

uint64_t splitMix64(uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

double uniform01(uint64_t seed, uint64_t stream, uint64_t index) {
  uint64_t h = splitMix64(splitMix64(splitMix64(seed) ^ stream) ^ index);
  return double(h >> 11) * (1.0 / 9007199254740992.0);
}

static const char *kindName(InitRecipe::Kind kind) {
  switch (kind) {
  case InitRecipe::Kind::Zeros:
    return "zeros";
  case InitRecipe::Kind::Ones:
    return "ones";
  case InitRecipe::Kind::Normal:
    return "normal";
  case InitRecipe::Kind::Uniform:
    return "uniform";
  }
  return "?";
}

std::string InitRecipe::str() const {
  std::string s = kindName(kind);
  if (kind != Kind::Normal && kind != Kind::Uniform)
    return s;
  char buffer[64];
  auto [end, ec] = std::to_chars(buffer, buffer + sizeof(buffer), scale);
  (void)ec; // 64 characters hold any double
  return s + "(" + std::string(buffer, end) + ")";
}

std::optional<InitRecipe> InitRecipe::parse(std::string_view text,
                                            std::string *error) {
  auto fail = [&](const std::string &message) -> std::optional<InitRecipe> {
    if (error)
      *error = message;
    return std::nullopt;
  };
  std::string got = "'" + std::string(text) + "'";
  if (text == "zeros")
    return zeros();
  if (text == "ones")
    return ones();
  for (Kind kind : {Kind::Normal, Kind::Uniform}) {
    std::string_view name = kindName(kind);
    if (text.substr(0, name.size()) != name ||
        text.substr(name.size(), 1) != "(")
      continue;
    const char *what = kind == Kind::Normal
                           ? "the standard deviation S of 'normal(S)'"
                           : "the bound B of 'uniform(B)'";
    std::string_view arg = text.substr(name.size() + 1);
    if (arg.empty() || arg.back() != ')')
      return fail("expected " + std::string(what) +
                  " to end with ')', but got " + got);
    arg.remove_suffix(1);
    double value = 0;
    auto [end, ec] =
        std::from_chars(arg.data(), arg.data() + arg.size(), value);
    if (ec != std::errc() || end != arg.data() + arg.size() ||
        !std::isfinite(value) || value <= 0)
      return fail("expected " + std::string(what) +
                  " to be a finite number > 0, but got '" + std::string(arg) +
                  "' in " + got);
    return InitRecipe{kind, value};
  }
  return fail("expected 'zeros', 'ones', 'normal(S)' or 'uniform(B)', but "
              "got " +
              got);
}

std::vector<double> initialValues(const InitRecipe &recipe, int64_t numElements,
                                  uint64_t seed, uint64_t stream) {
  std::vector<double> values(numElements, 0.0);
  switch (recipe.kind) {
  case InitRecipe::Kind::Zeros:
    break;
  case InitRecipe::Kind::Ones:
    values.assign(numElements, 1.0);
    break;
  case InitRecipe::Kind::Normal:
    for (int64_t j = 0; j < numElements; ++j) {
      // 1 - u is in (0, 1] (exactly: u is a multiple of 2^-53), so the log
      // is finite.
      double u = uniform01(seed, stream, 2 * uint64_t(j));
      double v = uniform01(seed, stream, 2 * uint64_t(j) + 1);
      values[j] = recipe.scale * (std::sqrt(-2.0 * std::log(1.0 - u)) *
                                  std::cos(2.0 * M_PI * v));
    }
    break;
  case InitRecipe::Kind::Uniform:
    for (int64_t j = 0; j < numElements; ++j)
      values[j] = (2.0 * uniform01(seed, stream, j) - 1.0) * recipe.scale;
    break;
  }
  return values;
}

} // namespace zero
} // namespace mlir
