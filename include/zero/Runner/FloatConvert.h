//===- FloatConvert.h - bf16 tensors in files that have no bf16 -*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// NumPy has no bf16, so zero-run writes a bf16 tensor to .npy as f32 (`<f4`,
// an exact widening numpy.load reads anywhere) and reads `<f4` into a bf16
// argument by rounding to nearest, ties to even (the runtime's and
// arith.truncf's rounding), so a dump fed back with --init gives the same
// bits. A mixed-precision master (f32) that has no value of its own starts
// as its bf16 param's value, widened.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNNER_FLOATCONVERT_H
#define ZERO_RUNNER_FLOATCONVERT_H

#include "zero/runtime/comm.h"

#include <vector>

namespace mlir {
namespace zero {
namespace runner {

/// The dtype a tensor of `dtype` has in a .npy file: f32 for bf16, else
/// `dtype` itself.
zero_rt_dtype_t fileDtype(zero_rt_dtype_t dtype);

/// Whether `dtype` is a floating-point type (f32, f64, bf16).
bool isFloatDtype(zero_rt_dtype_t dtype);

/// The elements of `bytes` (of `from`) as `to`; both float dtypes. Narrowing
/// rounds to nearest, ties to even. Returns `bytes` itself (moved) when
/// from == to, whatever the dtype.
std::vector<char> convertFloats(std::vector<char> bytes, zero_rt_dtype_t from,
                                zero_rt_dtype_t to);

} // namespace runner
} // namespace zero
} // namespace mlir

#endif // ZERO_RUNNER_FLOATCONVERT_H
