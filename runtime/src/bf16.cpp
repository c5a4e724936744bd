//===- bf16.cpp - zero runtime: bfloat16 conversions and reductions -------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/runtime/bf16.h"

#include <algorithm>
#include <cstring>
#include <vector>

namespace {

uint32_t bitsOf(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  return bits;
}

float floatOf(uint32_t bits) {
  float value;
  std::memcpy(&value, &bits, sizeof value);
  return value;
}

template <typename Combine>
void combineInto(std::vector<float> &acc, const uint16_t *chunk,
                 Combine combine) {
  for (size_t i = 0; i < acc.size(); ++i)
    acc[i] = combine(acc[i], zero_rt_bf16_to_f32(chunk[i]));
}

} // namespace

extern "C" {

uint16_t zero_rt_bf16_from_f32(float value) {
  uint32_t bits = bitsOf(value);
  // The same canonical quiet NaN arith-expand{include-bf16} produces.
  if ((bits & 0x7fffffffu) > 0x7f800000u)
    return 0x7fc0;
  // Adding 0x7fff plus the lowest kept bit rounds to nearest, ties to even;
  // a carry out of the mantissa correctly bumps the exponent (up to inf).
  uint32_t lsb = (bits >> 16) & 1u;
  return uint16_t((bits + 0x7fffu + lsb) >> 16);
}

float zero_rt_bf16_to_f32(uint16_t bits) { return floatOf(uint32_t(bits) << 16); }

void zero_rt_bf16_from_f32_array(const float *in, uint16_t *out,
                                 int64_t count) {
  for (int64_t i = 0; i < count; ++i)
    out[i] = zero_rt_bf16_from_f32(in[i]);
}

void zero_rt_bf16_to_f32_array(const uint16_t *in, float *out, int64_t count) {
  for (int64_t i = 0; i < count; ++i)
    out[i] = zero_rt_bf16_to_f32(in[i]);
}

int zero_rt_bf16_reduce_chunks(zero_rt_reduction_t reduction,
                               const uint16_t *chunks, int64_t chunk_count,
                               int64_t count, uint16_t *out) {
  if (reduction < ZERO_RT_REDUCTION_SUM || reduction > ZERO_RT_REDUCTION_PROD)
    return -1;
  if (count <= 0)
    return 0;
  std::vector<float> acc(count);
  zero_rt_bf16_to_f32_array(chunks, acc.data(), count);
  for (int64_t k = 1; k < chunk_count; ++k) {
    const uint16_t *chunk = chunks + k * count;
    switch (reduction) {
    case ZERO_RT_REDUCTION_SUM:
    case ZERO_RT_REDUCTION_AVG:
      combineInto(acc, chunk, [](float a, float b) { return a + b; });
      break;
    case ZERO_RT_REDUCTION_MAX:
      combineInto(acc, chunk, [](float a, float b) { return std::max(a, b); });
      break;
    case ZERO_RT_REDUCTION_MIN:
      combineInto(acc, chunk, [](float a, float b) { return std::min(a, b); });
      break;
    case ZERO_RT_REDUCTION_PROD:
      combineInto(acc, chunk, [](float a, float b) { return a * b; });
      break;
    }
  }
  if (reduction == ZERO_RT_REDUCTION_AVG && chunk_count > 0)
    for (float &a : acc)
      a /= float(chunk_count);
  zero_rt_bf16_from_f32_array(acc.data(), out, count);
  return 0;
}

} // extern "C"
