//===- FloatConvert.cpp - bf16 tensors in files that have no bf16 ---------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/FloatConvert.h"

#include "zero/runtime/bf16.h"

#include <cstring>

namespace mlir {
namespace zero {
namespace runner {

zero_rt_dtype_t fileDtype(zero_rt_dtype_t dtype) {
  return dtype == ZERO_RT_DTYPE_BF16 ? ZERO_RT_DTYPE_F32 : dtype;
}

bool isFloatDtype(zero_rt_dtype_t dtype) {
  return dtype == ZERO_RT_DTYPE_F32 || dtype == ZERO_RT_DTYPE_F64 ||
         dtype == ZERO_RT_DTYPE_BF16;
}

/// Element `i` of `data` (of `dtype`) as a double (exact for every float
/// dtype).
static double load(const char *data, zero_rt_dtype_t dtype, int64_t i) {
  switch (dtype) {
  case ZERO_RT_DTYPE_F32: {
    float v;
    std::memcpy(&v, data + 4 * i, 4);
    return v;
  }
  case ZERO_RT_DTYPE_F64: {
    double v;
    std::memcpy(&v, data + 8 * i, 8);
    return v;
  }
  case ZERO_RT_DTYPE_BF16: {
    uint16_t v;
    std::memcpy(&v, data + 2 * i, 2);
    return zero_rt_bf16_to_f32(v);
  }
  default:
    return 0;
  }
}

static void store(char *data, zero_rt_dtype_t dtype, int64_t i, double value) {
  switch (dtype) {
  case ZERO_RT_DTYPE_F32: {
    float v = float(value);
    std::memcpy(data + 4 * i, &v, 4);
    return;
  }
  case ZERO_RT_DTYPE_F64:
    std::memcpy(data + 8 * i, &value, 8);
    return;
  case ZERO_RT_DTYPE_BF16: {
    // From f64 through f32, as arith.truncf chains do; every caller passes
    // a value that is an f32 already, so this is one rounding.
    uint16_t v = zero_rt_bf16_from_f32(float(value));
    std::memcpy(data + 2 * i, &v, 2);
    return;
  }
  default:
    return;
  }
}

std::vector<char> convertFloats(std::vector<char> bytes, zero_rt_dtype_t from,
                                zero_rt_dtype_t to) {
  if (from == to)
    return bytes;
  int64_t n = int64_t(bytes.size()) / zero_rt_dtype_size(from);
  std::vector<char> out(n * zero_rt_dtype_size(to));
  for (int64_t i = 0; i < n; ++i)
    store(out.data(), to, i, load(bytes.data(), from, i));
  return out;
}

} // namespace runner
} // namespace zero
} // namespace mlir
