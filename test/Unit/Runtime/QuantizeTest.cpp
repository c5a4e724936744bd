//===- QuantizeTest.cpp - block quantization of the quantized collectives -===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// The segment format and error bound of quantize.h, against values derived
// here from its definition: the bytes of hand-made examples, and on random
// data the per-element bound |x - deq(x)| <= scale/2 with
// scale = max|x_block| / qmax.
//
//===----------------------------------------------------------------------===//

#include "zero/runtime/quantize.h"
#include "zero/runtime/bf16.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

namespace {

using Bytes = std::vector<unsigned char>;

float qmaxOf(int64_t bits) { return bits == 8 ? 127.0f : 7.0f; }

/// Normal values whose magnitude varies over six decades from block to
/// block of 16, so blocks of different sizes see different spreads.
std::vector<float> randomData(int64_t count, unsigned seed) {
  std::mt19937 gen(seed);
  std::normal_distribution<float> normal;
  std::uniform_real_distribution<float> decade(-3.0f, 3.0f);
  std::vector<float> x(count);
  float magnitude = 1.0f;
  for (int64_t i = 0; i < count; ++i) {
    if (i % 16 == 0)
      magnitude = std::pow(10.0f, decade(gen));
    x[i] = normal(gen) * magnitude;
  }
  return x;
}

Bytes quantize(const std::vector<float> &x, int64_t bits, int64_t block) {
  Bytes out(zero_rt_quantized_bytes(int64_t(x.size()), bits, block), 0xcd);
  zero_rt_status_t status = zero_rt_quantize(
      ZERO_RT_DTYPE_F32, x.data(), int64_t(x.size()), bits, block, out.data());
  EXPECT_EQ(status, ZERO_RT_OK) << zero_rt_status_message(status);
  zero_rt_status_free(status);
  return out;
}

std::vector<float> dequantize(const Bytes &segment, int64_t count, int64_t bits,
                              int64_t block) {
  std::vector<float> y(count, -1234.0f);
  zero_rt_status_t status = zero_rt_dequantize(
      ZERO_RT_DTYPE_F32, segment.data(), count, bits, block, y.data());
  EXPECT_EQ(status, ZERO_RT_OK) << zero_rt_status_message(status);
  zero_rt_status_free(status);
  return y;
}

float scaleAt(const Bytes &segment, int64_t b) {
  float scale;
  std::memcpy(&scale, segment.data() + 4 * b, sizeof scale);
  return scale;
}

float maxAbs(const std::vector<float> &x, int64_t begin, int64_t end) {
  float m = 0.0f;
  for (int64_t i = begin; i < end; ++i)
    m = std::max(m, std::fabs(x[i]));
  return m;
}

TEST(Quantize, BytesBySegmentSize) {
  // 4 bytes per block of scales, then 1 byte per element or per two.
  EXPECT_EQ(zero_rt_quantized_bytes(0, 8, 64), 0);
  EXPECT_EQ(zero_rt_quantized_bytes(1, 8, 1), 5);
  EXPECT_EQ(zero_rt_quantized_bytes(10, 8, 4), 3 * 4 + 10);
  EXPECT_EQ(zero_rt_quantized_bytes(10, 4, 4), 3 * 4 + 5);
  EXPECT_EQ(zero_rt_quantized_bytes(11, 4, 4), 3 * 4 + 6);
  EXPECT_EQ(zero_rt_quantized_bytes(256, 8, 256), 4 + 256);
  EXPECT_EQ(zero_rt_quantized_bytes(256, 4, 64), 4 * 4 + 128);
  EXPECT_EQ(zero_rt_quantized_bytes(5, 4, 1000), 4 + 3);
  EXPECT_EQ(zero_rt_quantized_bytes(1000, 8, 7), 143 * 4 + 1000);
  EXPECT_EQ(zero_rt_quantized_bytes(10, 2, 4), 0);
  EXPECT_EQ(zero_rt_quantized_bytes(10, 16, 4), 0);
  EXPECT_EQ(zero_rt_quantized_bytes(10, 8, 0), 0);
  EXPECT_EQ(zero_rt_quantized_bytes(10, 8, -1), 0);
  EXPECT_EQ(zero_rt_quantized_bytes(-1, 8, 4), 0);
}

TEST(Quantize, ErrorWithinHalfAScalePerBlock) {
  const int64_t count = 1000; // a multiple of none of the blocks but 1
  std::vector<float> x = randomData(count, 11);
  for (int64_t bits : {8, 4})
    for (int64_t block : {1, 7, 64, 256, 1000, 1500}) {
      Bytes segment = quantize(x, bits, block);
      std::vector<float> y = dequantize(segment, count, bits, block);
      int64_t blocks = (count + block - 1) / block;
      for (int64_t b = 0; b < blocks; ++b) {
        int64_t begin = b * block, end = std::min(count, begin + block);
        float m = maxAbs(x, begin, end);
        float scale = m / qmaxOf(bits);
        ASSERT_EQ(scaleAt(segment, b), scale)
            << "bits=" << bits << " block=" << block << " b=" << b;
        // Half a step from rounding to the grid, plus f32 rounding of
        // x / scale and of q * scale (a few ulps of the block's maximum).
        float bound = scale / 2 + m * std::ldexp(1.0f, -21);
        for (int64_t i = begin; i < end; ++i)
          ASSERT_LE(std::fabs(x[i] - y[i]), bound)
              << "bits=" << bits << " block=" << block << " i=" << i
              << " x=" << x[i] << " y=" << y[i];
      }
    }
}

TEST(Quantize, BlockMaximumKeepsItsMagnitude) {
  const int64_t count = 777;
  std::vector<float> x = randomData(count, 23);
  for (int64_t bits : {8, 4})
    for (int64_t block : {1, 7, 64, 256}) {
      std::vector<float> y =
          dequantize(quantize(x, bits, block), count, bits, block);
      for (int64_t begin = 0; begin < count; begin += block) {
        int64_t end = std::min(count, begin + block);
        auto top = std::max_element(
            x.begin() + begin, x.begin() + end,
            [](float a, float b) { return std::fabs(a) < std::fabs(b); });
        int64_t i = top - x.begin();
        // q = +-qmax, and qmax * (m / qmax) is m up to two f32 roundings.
        EXPECT_NEAR(y[i], x[i], std::fabs(x[i]) * std::ldexp(1.0f, -22))
            << "bits=" << bits << " block=" << block << " i=" << i;
        EXPECT_EQ(std::signbit(y[i]), std::signbit(x[i]));
      }
    }
}

TEST(Quantize, ZeroBlocksAreExactZeros) {
  std::vector<float> x = randomData(40, 3);
  // Block 1 of 8 all zero (with a negative zero), block 3 underflowing:
  // its max / 127 is below the smallest subnormal.
  std::fill(x.begin() + 8, x.begin() + 16, 0.0f);
  x[9] = -0.0f;
  std::fill(x.begin() + 24, x.begin() + 32, 0.0f);
  x[27] = std::numeric_limits<float>::denorm_min();
  for (int64_t bits : {8, 4}) {
    Bytes segment = quantize(x, bits, 8);
    std::vector<float> y = dequantize(segment, 40, bits, 8);
    EXPECT_EQ(scaleAt(segment, 1), 0.0f);
    EXPECT_EQ(scaleAt(segment, 3), 0.0f);
    for (int64_t i : {8, 9, 15, 24, 27, 31})
      EXPECT_EQ(y[i], 0.0f) << "bits=" << bits << " i=" << i;
    EXPECT_NE(y[0], 0.0f);
  }
  // An all-zero bucket.
  std::vector<float> zeros(9, 0.0f);
  std::vector<float> y = dequantize(quantize(zeros, 4, 4), 9, 4, 4);
  EXPECT_EQ(y, zeros);
}

TEST(Quantize, NonFiniteBlockBecomesNaN) {
  std::vector<float> x(12, 1.5f);
  x[5] = std::numeric_limits<float>::infinity();
  x[9] = std::numeric_limits<float>::quiet_NaN();
  std::vector<float> y = dequantize(quantize(x, 8, 4), 12, 8, 4);
  for (int64_t i = 0; i < 4; ++i)
    EXPECT_EQ(y[i], 1.5f) << i;
  for (int64_t i = 4; i < 12; ++i)
    EXPECT_TRUE(std::isnan(y[i])) << i;
}

TEST(Quantize, SameBytesEveryTime) {
  std::vector<float> x = randomData(1001, 5), before = x;
  for (int64_t bits : {8, 4}) {
    Bytes first = quantize(x, bits, 64), second = quantize(x, bits, 64);
    EXPECT_EQ(first, second);
  }
  EXPECT_EQ(x, before);
}

TEST(Quantize, EightBitLayoutByHand) {
  // One block: max 127 makes scale 1; -63.5 is a tie, to even: -64.
  std::vector<float> x = {127.0f, -63.5f, 0.0f, 0.25f, -127.0f};
  Bytes segment = quantize(x, 8, 8);
  Bytes expected = {0x00, 0x00, 0x80, 0x3f, // 1.0f, little-endian
                    0x7f, 0xc0, 0x00, 0x00, 0x81};
  EXPECT_EQ(segment, expected);
  std::vector<float> y = dequantize(segment, 5, 8, 8);
  EXPECT_EQ(y, (std::vector<float>{127, -64, 0, 0, -127}));
}

TEST(Quantize, FourBitNibbleLayoutByHand) {
  // Two blocks of 4: scale 1 (max 7) and scale 0.5 (max 3.5).
  std::vector<float> x = {7, -7, 1, -1, 3.5f, -0.5f, 1.25f};
  Bytes segment = quantize(x, 4, 4);
  // Element 2j low, 2j+1 high, two's complement; the last high nibble 0.
  // Block 2: q = 7, -1, nearbyint(2.5) = 2 (tie to even).
  Bytes expected = {0x00, 0x00, 0x80, 0x3f, // 1.0f
                    0x00, 0x00, 0x00, 0x3f, // 0.5f
                    0x97,                   // q0 = 7, q1 = -7
                    0xf1,                   // q2 = 1, q3 = -1
                    0xf7,                   // q4 = 7, q5 = -1
                    0x02};                  // q6 = 2, nothing
  EXPECT_EQ(segment, expected);
  std::vector<float> y = dequantize(segment, 7, 4, 4);
  EXPECT_EQ(y, (std::vector<float>{7, -7, 1, -1, 3.5f, -0.5f, 1.0f}));
  // The nibble 0x8 the quantizer never writes reads back as -8.
  Bytes handMade = {0x00, 0x00, 0x80, 0x3f, 0x8f};
  EXPECT_EQ(dequantize(handMade, 2, 4, 4), (std::vector<float>{-1, -8}));
}

TEST(Quantize, Bf16InAndOut) {
  const int64_t count = 333;
  std::vector<float> wide = randomData(count, 9);
  std::vector<uint16_t> x(count);
  zero_rt_bf16_from_f32_array(wide.data(), x.data(), count);
  zero_rt_bf16_to_f32_array(x.data(), wide.data(), count); // now exact
  for (int64_t bits : {8, 4}) {
    // bf16 is widened first: the bytes of its f32 values.
    Bytes segment(zero_rt_quantized_bytes(count, bits, 64));
    ASSERT_EQ(zero_rt_quantize(ZERO_RT_DTYPE_BF16, x.data(), count, bits, 64,
                               segment.data()),
              ZERO_RT_OK);
    EXPECT_EQ(segment, quantize(wide, bits, 64));
    // Dequantized to bf16: the f32 value rounded once.
    std::vector<float> y = dequantize(segment, count, bits, 64);
    std::vector<uint16_t> y16(count);
    ASSERT_EQ(zero_rt_dequantize(ZERO_RT_DTYPE_BF16, segment.data(), count,
                                 bits, 64, y16.data()),
              ZERO_RT_OK);
    for (int64_t i = 0; i < count; ++i)
      ASSERT_EQ(y16[i], zero_rt_bf16_from_f32(y[i])) << i;
  }
}

TEST(Quantize, DequantizeAddAccumulatesInF32) {
  const int64_t count = 100;
  std::vector<float> x = randomData(count, 13), acc = randomData(count, 17);
  std::vector<float> before = acc;
  Bytes segment = quantize(x, 4, 7);
  std::vector<float> y = dequantize(segment, count, 4, 7);
  ASSERT_EQ(zero_rt_dequantize_add_f32(segment.data(), count, 4, 7, acc.data()),
            ZERO_RT_OK);
  for (int64_t i = 0; i < count; ++i)
    ASSERT_EQ(acc[i], before[i] + y[i]) << i;
}

TEST(Quantize, EmptySegment) {
  EXPECT_EQ(zero_rt_quantize(ZERO_RT_DTYPE_F32, nullptr, 0, 8, 4, nullptr),
            ZERO_RT_OK);
  EXPECT_EQ(zero_rt_dequantize(ZERO_RT_DTYPE_BF16, nullptr, 0, 4, 4, nullptr),
            ZERO_RT_OK);
  EXPECT_EQ(zero_rt_dequantize_add_f32(nullptr, 0, 4, 4, nullptr), ZERO_RT_OK);
}

/// `status` is INVALID_ARGUMENT with `needle` in its message.
void expectInvalid(zero_rt_status_t status, const std::string &needle) {
  ASSERT_NE(status, ZERO_RT_OK) << needle;
  EXPECT_EQ(zero_rt_status_code(status), ZERO_RT_STATUS_INVALID_ARGUMENT);
  std::string message = zero_rt_status_message(status);
  EXPECT_NE(message.find("quantize.cpp:"), std::string::npos) << message;
  EXPECT_NE(message.find(needle), std::string::npos) << message;
  zero_rt_status_free(status);
}

TEST(Quantize, InvalidArgumentsRejected) {
  float x[4] = {1, 2, 3, 4}, acc[4] = {};
  unsigned char segment[64] = {};
  expectInvalid(zero_rt_quantize(ZERO_RT_DTYPE_I32, x, 4, 8, 4, segment),
                "got dtype i32 (2)");
  expectInvalid(zero_rt_quantize(ZERO_RT_DTYPE_F64, x, 4, 8, 4, segment),
                "got dtype f64 (1)");
  expectInvalid(zero_rt_quantize(zero_rt_dtype_t(42), x, 4, 8, 4, segment),
                "got dtype ? (42)");
  expectInvalid(zero_rt_quantize(ZERO_RT_DTYPE_F32, x, 4, 3, 4, segment),
                "4 or 8 bits, got 3");
  expectInvalid(zero_rt_quantize(ZERO_RT_DTYPE_F32, x, 4, 8, 0, segment),
                "> 0 elements, got 0");
  expectInvalid(zero_rt_quantize(ZERO_RT_DTYPE_F32, x, 4, 8, -5, segment),
                "got -5");
  expectInvalid(zero_rt_quantize(ZERO_RT_DTYPE_F32, x, -1, 8, 4, segment),
                ">= 0, got -1");
  expectInvalid(zero_rt_quantize(ZERO_RT_DTYPE_F32, nullptr, 4, 8, 4, segment),
                "must not be NULL");
  expectInvalid(zero_rt_dequantize(ZERO_RT_DTYPE_I64, segment, 4, 8, 4, x),
                "got dtype i64 (3)");
  expectInvalid(zero_rt_dequantize(ZERO_RT_DTYPE_F32, segment, 4, 16, 4, x),
                "got 16");
  expectInvalid(
      zero_rt_dequantize(ZERO_RT_DTYPE_F32, segment, 4, 8, 4, nullptr),
      "must not be NULL");
  expectInvalid(zero_rt_dequantize_add_f32(segment, 4, 2, 4, acc), "got 2");
  expectInvalid(zero_rt_dequantize_add_f32(segment, 4, 8, 0, acc), "got 0");
  expectInvalid(zero_rt_dequantize_add_f32(nullptr, 4, 8, 4, acc),
                "must not be NULL");
  // Nothing was written by the refused calls.
  for (unsigned char byte : segment)
    EXPECT_EQ(byte, 0);
  EXPECT_EQ(acc[0], 0.0f);
}

} // namespace
