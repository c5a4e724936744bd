//===- quantize.cpp - zero runtime: block quantization of f32 and bf16 ----===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// The segment format and arithmetic of quantize.h. Segments live in byte
// buffers at any offset (the collectives put them back to back), so scales
// are read and written with memcpy, never through a float pointer.
//
//===----------------------------------------------------------------------===//

#include "zero/runtime/quantize.h"
#include "zero/runtime/bf16.h"

#include "internal.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

namespace {

constexpr int64_t kScaleBytes = sizeof(float);

/// ceil(count / block) without the overflow of count + block - 1.
int64_t blockCount(int64_t count, int64_t block) {
  return count / block + (count % block != 0);
}

float qmaxOf(int64_t bits) { return bits == 8 ? 127.0f : 7.0f; }

zero_rt_status_t checkFormat(int64_t count, int64_t bits, int64_t block) {
  ZERO_RT_REQUIRE(bits == 4 || bits == 8,
                  "quantization needs 4 or 8 bits, got %lld", (long long)bits);
  ZERO_RT_REQUIRE(block > 0,
                  "quantization block must be > 0 elements, got %lld",
                  (long long)block);
  ZERO_RT_REQUIRE(count >= 0, "element count must be >= 0, got %lld",
                  (long long)count);
  return ZERO_RT_OK;
}

zero_rt_status_t checkDtype(zero_rt_dtype_t dtype) {
  ZERO_RT_REQUIRE(dtype == ZERO_RT_DTYPE_F32 || dtype == ZERO_RT_DTYPE_BF16,
                  "quantization takes f32 or bf16 elements, got dtype %s (%d)",
                  zero_rt_dtype_name(dtype), (int)dtype);
  return ZERO_RT_OK;
}

zero_rt_status_t checkBuffers(const void *a, const void *b, int64_t count) {
  ZERO_RT_REQUIRE(count == 0 || (a != nullptr && b != nullptr),
                  "buffers of %lld quantized elements must not be NULL",
                  (long long)count);
  return ZERO_RT_OK;
}

/// max|x| / qmax over [begin, end): what maps the block onto [-qmax, qmax].
/// NaN when the block holds a NaN or an infinity, which then dequantizes to
/// NaNs instead of silently to zeros or a huge scale.
template <typename Load>
float blockScale(const Load &load, int64_t begin, int64_t end, float qmax) {
  float maxAbs = 0.0f;
  for (int64_t i = begin; i < end; ++i) {
    float x = load(i);
    if (!std::isfinite(x))
      return std::numeric_limits<float>::quiet_NaN();
    maxAbs = std::max(maxAbs, std::fabs(x));
  }
  return maxAbs / qmax;
}

/// q of quantize.h; 0 when the scale is 0 (nothing to represent) or NaN
/// (the block dequantizes to NaN through its scale).
int quantizeOne(float x, float scale, float qmax) {
  if (!(scale > 0.0f))
    return 0;
  return int(std::clamp(std::nearbyint(x / scale), -qmax, qmax));
}

void storeQ(unsigned char *values, int64_t i, int64_t bits, int q) {
  if (bits == 8) {
    values[i] = static_cast<unsigned char>(static_cast<int8_t>(q));
    return;
  }
  // Two's complement in four bits; the byte was zeroed beforehand.
  values[i / 2] |= static_cast<unsigned char>((q & 0xf) << (4 * (i % 2)));
}

int loadQ(const unsigned char *values, int64_t i, int64_t bits) {
  if (bits == 8)
    return static_cast<int8_t>(values[i]);
  int nibble = (values[i / 2] >> (4 * (i % 2))) & 0xf;
  return (nibble ^ 8) - 8; // sign-extends the nibble
}

/// Quantizes the `count` elements load(0..count) into the segment `out`.
template <typename Load>
void quantizeSegment(const Load &load, int64_t count, int64_t bits,
                     int64_t block, unsigned char *out) {
  int64_t blocks = blockCount(count, block);
  unsigned char *values = out + kScaleBytes * blocks;
  if (bits == 4)
    std::memset(values, 0, (count + 1) / 2);
  float qmax = qmaxOf(bits);
  for (int64_t b = 0; b < blocks; ++b) {
    int64_t begin = b * block, end = std::min(count, begin + block);
    float scale = blockScale(load, begin, end, qmax);
    std::memcpy(out + kScaleBytes * b, &scale, sizeof scale);
    for (int64_t i = begin; i < end; ++i)
      storeQ(values, i, bits, quantizeOne(load(i), scale, qmax));
  }
}

/// Calls emit(i, q_i * scale) for every element of the segment `in`.
template <typename Emit>
void dequantizeSegment(const unsigned char *in, int64_t count, int64_t bits,
                       int64_t block, const Emit &emit) {
  int64_t blocks = blockCount(count, block);
  const unsigned char *values = in + kScaleBytes * blocks;
  for (int64_t b = 0; b < blocks; ++b) {
    float scale;
    std::memcpy(&scale, in + kScaleBytes * b, sizeof scale);
    int64_t begin = b * block, end = std::min(count, begin + block);
    for (int64_t i = begin; i < end; ++i)
      emit(i, float(loadQ(values, i, bits)) * scale);
  }
}

} // namespace

extern "C" {

int64_t zero_rt_quantized_bytes(int64_t count, int64_t bits, int64_t block) {
  if ((bits != 4 && bits != 8) || block <= 0 || count < 0)
    return 0;
  int64_t values = bits == 8 ? count : count / 2 + count % 2;
  return kScaleBytes * blockCount(count, block) + values;
}

zero_rt_status_t zero_rt_quantize(zero_rt_dtype_t dtype, const void *in,
                                  int64_t count, int64_t bits, int64_t block,
                                  void *out) {
  ZERO_RT_RETURN_IF_ERROR(checkDtype(dtype));
  ZERO_RT_RETURN_IF_ERROR(checkFormat(count, bits, block));
  ZERO_RT_RETURN_IF_ERROR(checkBuffers(in, out, count));
  auto *segment = static_cast<unsigned char *>(out);
  if (dtype == ZERO_RT_DTYPE_F32) {
    const auto *x = static_cast<const float *>(in);
    quantizeSegment([x](int64_t i) { return x[i]; }, count, bits, block,
                    segment);
  } else {
    const auto *x = static_cast<const uint16_t *>(in);
    quantizeSegment([x](int64_t i) { return zero_rt_bf16_to_f32(x[i]); }, count,
                    bits, block, segment);
  }
  return ZERO_RT_OK;
}

zero_rt_status_t zero_rt_dequantize(zero_rt_dtype_t dtype, const void *in,
                                    int64_t count, int64_t bits, int64_t block,
                                    void *out) {
  ZERO_RT_RETURN_IF_ERROR(checkDtype(dtype));
  ZERO_RT_RETURN_IF_ERROR(checkFormat(count, bits, block));
  ZERO_RT_RETURN_IF_ERROR(checkBuffers(in, out, count));
  const auto *segment = static_cast<const unsigned char *>(in);
  if (dtype == ZERO_RT_DTYPE_F32) {
    auto *y = static_cast<float *>(out);
    dequantizeSegment(segment, count, bits, block,
                      [y](int64_t i, float v) { y[i] = v; });
  } else {
    auto *y = static_cast<uint16_t *>(out);
    dequantizeSegment(segment, count, bits, block, [y](int64_t i, float v) {
      y[i] = zero_rt_bf16_from_f32(v);
    });
  }
  return ZERO_RT_OK;
}

zero_rt_status_t zero_rt_dequantize_add_f32(const void *in, int64_t count,
                                            int64_t bits, int64_t block,
                                            float *acc) {
  ZERO_RT_RETURN_IF_ERROR(checkFormat(count, bits, block));
  ZERO_RT_RETURN_IF_ERROR(checkBuffers(in, acc, count));
  dequantizeSegment(static_cast<const unsigned char *>(in), count, bits, block,
                    [acc](int64_t i, float v) { acc[i] += v; });
  return ZERO_RT_OK;
}

} // extern "C"
