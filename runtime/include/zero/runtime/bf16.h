/*===- bf16.h - zero runtime: bfloat16 conversions and reductions -*- C -*-===//
 *
 * Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
 *
 * bfloat16 is the upper half of an IEEE f32: 1 sign, 8 exponent and 7
 * mantissa bits. zero stores it as its raw bits in a uint16_t (the C ABI
 * has no bf16 type), the layout LLVM gives MLIR's bf16 in memory.
 *
 * Widening to f32 is exact. Narrowing rounds to nearest, ties to even, as
 * MLIR's arith.truncf does after arith-expand{include-bf16}, so the runtime
 * and compiled code round the same value to the same bits; a NaN stays a
 * (quiet) NaN.
 *
 * Reductions of bf16 (the collectives' ZERO_RT_DTYPE_BF16) accumulate in
 * f32 and round once: zero_rt_bf16_reduce_chunks is the arithmetic of the
 * MPI reduce_scatter (comm.h), separate from MPI so it can be tested alone.
 *
 *===----------------------------------------------------------------------===*/

#ifndef ZERO_RUNTIME_BF16_H
#define ZERO_RUNTIME_BF16_H

#include <stdint.h>

#include "zero/runtime/comm.h"

#ifdef __cplusplus
extern "C" {
#endif

/// `value` rounded to the nearest bf16, ties to even.
uint16_t zero_rt_bf16_from_f32(float value);

/// The f32 equal to the bf16 `bits` (exact).
float zero_rt_bf16_to_f32(uint16_t bits);

/// Elementwise forms over `count` elements (`in` and `out` may not overlap).
void zero_rt_bf16_from_f32_array(const float *in, uint16_t *out,
                                 int64_t count);
void zero_rt_bf16_to_f32_array(const uint16_t *in, float *out, int64_t count);

/// Reduces `chunk_count` bf16 chunks of `count` elements each, chunk k at
/// chunks[k * count], into `out[i] = bf16(reduce_k chunk_k[i])`: the chunks
/// are widened to f32, combined in f32 in chunk order (AVG: the f32 sum
/// divided by `chunk_count`) and rounded once. `out` may alias chunk 0.
/// Returns 0, or -1 for an unknown reduction (nothing written).
int zero_rt_bf16_reduce_chunks(zero_rt_reduction_t reduction,
                               const uint16_t *chunks, int64_t chunk_count,
                               int64_t count, uint16_t *out);

#ifdef __cplusplus
} // extern "C"
#endif

#endif // ZERO_RUNTIME_BF16_H
