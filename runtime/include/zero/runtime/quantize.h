/*===- quantize.h - zero runtime: block quantization --------------*- C -*-===//
 *
 * Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
 *
 * Symmetric per-block integer quantization, the wire format of the
 * quantized collectives (comm.h; ZeRO++ qwZ and qgZ). It is separate from
 * MPI so it can be tested alone.
 *
 * A quantized *segment* of `count` elements with `bits` (8 or 4) and
 * `block` (> 0) elements per block is
 *   - ceil(count/block) f32 scales, one per block, as stored in memory
 *     (little-endian on the platforms zero supports), then
 *   - the values: for 8 bits one int8 per element; for 4 bits two elements
 *     per byte, element 2j in the low nibble and 2j+1 in the high one, each
 *     a two's complement nibble, the high nibble of a trailing odd element
 *     zero.
 * The segment is packed: no padding between scales and values, so it may
 * start at any byte (the collectives place segments back to back).
 *
 * With qmax = 127 (8 bits) or 7 (4 bits), a block's scale is
 * max|x| / qmax over the block, and each element's value is
 * q = clamp(nearbyint(x / scale), -qmax, qmax), all in f32 under the
 * default rounding mode, so the same input gives the same bytes on every
 * run and rank. The dequantized element is q * scale in f32, within
 * scale/2 (plus f32 rounding) of x. A block whose scale is 0 (all zeros,
 * or so close to zero that max|x| / qmax underflows) dequantizes to zeros;
 * a block holding a NaN or an infinity gets a NaN scale and dequantizes to
 * NaNs, so an overflow stays visible as it would unquantized.
 *
 * bf16 (ZERO_RT_DTYPE_BF16, bf16.h) is widened to f32 before quantizing;
 * dequantizing to bf16 rounds the f32 value once, to nearest even.
 *
 *===----------------------------------------------------------------------===*/

#ifndef ZERO_RUNTIME_QUANTIZE_H
#define ZERO_RUNTIME_QUANTIZE_H

#include <stdint.h>

#include "zero/runtime/comm.h"
#include "zero/runtime/status.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Bytes of one segment: 4*ceil(count/block) + count (8 bits) or
/// 4*ceil(count/block) + ceil(count/2) (4 bits); 0 when bits is not 4 or 8,
/// block <= 0 or count < 0.
int64_t zero_rt_quantized_bytes(int64_t count, int64_t bits, int64_t block);

/// Quantizes `count` elements of `dtype` (f32 or bf16) from `in` into the
/// segment `out` of zero_rt_quantized_bytes(count, bits, block) bytes.
/// INVALID_ARGUMENT, naming the value, for another dtype, bits other than 4
/// or 8, block <= 0, count < 0 or a NULL buffer.
zero_rt_status_t zero_rt_quantize(zero_rt_dtype_t dtype, const void *in,
                                  int64_t count, int64_t bits, int64_t block,
                                  void *out);

/// Writes the `count` dequantized elements of the segment `in` to `out` as
/// `dtype` (f32, or bf16 rounded once). Checks as zero_rt_quantize.
zero_rt_status_t zero_rt_dequantize(zero_rt_dtype_t dtype, const void *in,
                                    int64_t count, int64_t bits, int64_t block,
                                    void *out);

/// acc[i] += the dequantized element i of the segment `in`, in f32: one
/// step of the quantized reduce_scatter's accumulation. Checks as
/// zero_rt_quantize.
zero_rt_status_t zero_rt_dequantize_add_f32(const void *in, int64_t count,
                                            int64_t bits, int64_t block,
                                            float *acc);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ZERO_RUNTIME_QUANTIZE_H */
