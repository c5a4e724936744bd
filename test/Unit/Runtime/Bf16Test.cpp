//===- Bf16Test.cpp - bf16 rounding and the f32-accumulating reduction ----===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/runtime/bf16.h"

#include "llvm/ADT/APFloat.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <vector>

namespace {

/// LLVM's bf16 rounding of `value` (to nearest, ties to even): the reference.
uint16_t apfloatBf16(float value) {
  llvm::APFloat f(value);
  bool losesInfo = false;
  f.convert(llvm::APFloat::BFloat(), llvm::APFloat::rmNearestTiesToEven,
            &losesInfo);
  return uint16_t(f.bitcastToAPInt().getZExtValue());
}

float fromBits(uint32_t bits) {
  float f;
  std::memcpy(&f, &bits, sizeof f);
  return f;
}

TEST(Bf16, EveryBf16WidensExactlyAndRoundsBackToItself) {
  for (uint32_t bits = 0; bits <= 0xffff; ++bits) {
    float wide = zero_rt_bf16_to_f32(uint16_t(bits));
    uint32_t wideBits;
    std::memcpy(&wideBits, &wide, sizeof wideBits);
    EXPECT_EQ(wideBits, bits << 16) << bits;
    if (std::isnan(wide))
      EXPECT_TRUE(std::isnan(zero_rt_bf16_to_f32(zero_rt_bf16_from_f32(wide))));
    else
      EXPECT_EQ(zero_rt_bf16_from_f32(wide), bits) << bits;
  }
}

TEST(Bf16, RoundsToNearestTiesToEven) {
  const float ulp = std::ldexp(1.0f, -7); // of bf16 in [1, 2)
  // Halfway between 1 and 1 + ulp: to the even mantissa, 1.
  EXPECT_EQ(zero_rt_bf16_to_f32(zero_rt_bf16_from_f32(1 + ulp / 2)), 1.0f);
  // Halfway between 1 + ulp (odd) and 1 + 2 ulp (even): up.
  EXPECT_EQ(zero_rt_bf16_to_f32(zero_rt_bf16_from_f32(1 + 1.5f * ulp)),
            1 + 2 * ulp);
  // Just above halfway: up; just below: down.
  EXPECT_EQ(zero_rt_bf16_to_f32(zero_rt_bf16_from_f32(
                std::nextafter(1 + ulp / 2, 2.0f))),
            1 + ulp);
  EXPECT_EQ(zero_rt_bf16_to_f32(zero_rt_bf16_from_f32(
                std::nextafter(1 + ulp / 2, 0.0f))),
            1.0f);
  EXPECT_EQ(zero_rt_bf16_to_f32(zero_rt_bf16_from_f32(-1 - 1.5f * ulp)),
            -1 - 2 * ulp);
  // The largest floats round to infinity, as in IEEE arithmetic.
  EXPECT_TRUE(std::isinf(zero_rt_bf16_to_f32(
      zero_rt_bf16_from_f32(std::numeric_limits<float>::max()))));
  EXPECT_TRUE(std::isnan(zero_rt_bf16_to_f32(
      zero_rt_bf16_from_f32(std::numeric_limits<float>::quiet_NaN()))));
  // A NaN whose payload lives only in the dropped bits stays a NaN (plain
  // truncation-with-carry would make it infinity).
  EXPECT_TRUE(
      std::isnan(zero_rt_bf16_to_f32(zero_rt_bf16_from_f32(fromBits(0x7f800001)))));
}

TEST(Bf16, MatchesLlvmOnRandomFloats) {
  std::mt19937 gen(7);
  std::uniform_int_distribution<uint32_t> bits;
  int compared = 0;
  for (int k = 0; k < 200000; ++k) {
    float f = fromBits(bits(gen));
    if (std::isnan(f))
      continue;
    ASSERT_EQ(zero_rt_bf16_from_f32(f), apfloatBf16(f)) << f;
    ++compared;
  }
  EXPECT_GT(compared, 190000);
}

/// The reduction of `chunks` (N chunks of `count`) as a ring reduce-scatter
/// that stores each hop's partial sum as bf16 would compute it.
std::vector<uint16_t> perHopRounded(const std::vector<uint16_t> &chunks,
                                    int64_t n, int64_t count) {
  std::vector<uint16_t> acc(chunks.begin(), chunks.begin() + count);
  for (int64_t k = 1; k < n; ++k)
    for (int64_t i = 0; i < count; ++i)
      acc[i] = zero_rt_bf16_from_f32(zero_rt_bf16_to_f32(acc[i]) +
                                     zero_rt_bf16_to_f32(chunks[k * count + i]));
  return acc;
}

/// Half a bf16 ulp of `x` (the most one round-to-nearest can be off).
double halfUlp(double x) {
  int exponent;
  std::frexp(std::fabs(x), &exponent); // |x| = m·2^exponent, m in [0.5, 1)
  return std::ldexp(1.0, exponent - 1 - 7 - 1);
}

TEST(Bf16, ReduceChunksIsOneRoundingOfTheSum) {
  // 8 ranks' random gradients: the f32-accumulated sum rounded once is
  // within half a bf16 ulp of the exact (float64) sum, up to the f32
  // accumulation's own error (8 additions at 2^-24 relative each).
  const int64_t n = 8, count = 4096;
  std::mt19937 gen(11);
  std::normal_distribution<float> normal(0.0f, 1.0f);
  std::vector<uint16_t> chunks(n * count);
  for (uint16_t &c : chunks)
    c = zero_rt_bf16_from_f32(normal(gen));
  std::vector<uint16_t> out(count);
  ASSERT_EQ(zero_rt_bf16_reduce_chunks(ZERO_RT_REDUCTION_SUM, chunks.data(), n,
                                       count, out.data()),
            0);
  for (int64_t i = 0; i < count; ++i) {
    double exact = 0, magnitude = 0;
    for (int64_t k = 0; k < n; ++k) {
      exact += zero_rt_bf16_to_f32(chunks[k * count + i]);
      magnitude += std::fabs(zero_rt_bf16_to_f32(chunks[k * count + i]));
    }
    double error = std::fabs(zero_rt_bf16_to_f32(out[i]) - exact);
    EXPECT_LE(error, halfUlp(exact) + n * std::ldexp(magnitude, -24))
        << "element " << i << ": exact " << exact;
  }
}

TEST(Bf16, PerHopRoundingExceedsOneRoundingWhereReduceChunksDoesNot) {
  // Rank 0 holds 1, the 7 others 2^-8 each (half an ulp at 1). The exact sum
  // 1 + 7·2^-8 is 3.5 ulps above 1 and rounds once to 1 + 4·2^-7; a ring that
  // rounds after each hop adds half an ulp to 1 seven times and each time
  // rounds back to the even 1, ending 3.5 ulps (7 half-ulps) off.
  const int64_t n = 8, count = 3;
  std::vector<uint16_t> chunks(n * count, zero_rt_bf16_from_f32(std::ldexp(1.0f, -8)));
  for (int64_t i = 0; i < count; ++i)
    chunks[i] = zero_rt_bf16_from_f32(1.0f);
  double exact = 1 + 7 * std::ldexp(1.0, -8);
  std::vector<uint16_t> out(count);
  ASSERT_EQ(zero_rt_bf16_reduce_chunks(ZERO_RT_REDUCTION_SUM, chunks.data(), n,
                                       count, out.data()),
            0);
  std::vector<uint16_t> ring = perHopRounded(chunks, n, count);
  for (int64_t i = 0; i < count; ++i) {
    EXPECT_LE(std::fabs(zero_rt_bf16_to_f32(out[i]) - exact), halfUlp(exact));
    EXPECT_EQ(zero_rt_bf16_to_f32(out[i]), 1 + 4 * std::ldexp(1.0f, -7));
    EXPECT_GT(std::fabs(zero_rt_bf16_to_f32(ring[i]) - exact), halfUlp(exact));
    EXPECT_EQ(zero_rt_bf16_to_f32(ring[i]), 1.0f);
  }
}

TEST(Bf16, ReduceChunksOtherReductions) {
  // Two chunks {3, -2, 0.5} and {1, 4, 0.25}.
  std::vector<float> values = {3, -2, 0.5f, 1, 4, 0.25f};
  std::vector<uint16_t> chunks(values.size());
  zero_rt_bf16_from_f32_array(values.data(), chunks.data(), values.size());
  auto reduce = [&](zero_rt_reduction_t reduction) {
    std::vector<uint16_t> out(3);
    EXPECT_EQ(zero_rt_bf16_reduce_chunks(reduction, chunks.data(), 2, 3,
                                         out.data()),
              0);
    std::vector<float> wide(3);
    zero_rt_bf16_to_f32_array(out.data(), wide.data(), 3);
    return wide;
  };
  EXPECT_EQ(reduce(ZERO_RT_REDUCTION_AVG), (std::vector<float>{2, 1, 0.375f}));
  EXPECT_EQ(reduce(ZERO_RT_REDUCTION_MAX), (std::vector<float>{3, 4, 0.5f}));
  EXPECT_EQ(reduce(ZERO_RT_REDUCTION_MIN), (std::vector<float>{1, -2, 0.25f}));
  EXPECT_EQ(reduce(ZERO_RT_REDUCTION_PROD),
            (std::vector<float>{3, -8, 0.125f}));
  uint16_t out[3];
  EXPECT_EQ(zero_rt_bf16_reduce_chunks((zero_rt_reduction_t)42, chunks.data(),
                                       2, 3, out),
            -1);
}

} // namespace
