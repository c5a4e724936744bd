//===- comm_quantized_checks.h - quantized collectives of the runtime -----===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// The checks of the quantized all_gather and reduce_scatter (comm.h,
// quantize.h; comm_quantized_checks.cpp), run as modes of zero-rt-comm-test.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNTIME_TEST_COMM_QUANTIZED_CHECKS_H
#define ZERO_RUNTIME_TEST_COMM_QUANTIZED_CHECKS_H

#include "zero/runtime/comm.h"

#include <string>

namespace zero::rt::test {

/// --quantized: both quantized collectives, 8 and 4 bits, f32 and bf16,
/// blocking and asynchronous, on the world and (at 4 ranks, 2 per node) on
/// the groups (2,1) and (2,2); several in flight together; bad arguments.
/// Returns the process's exit code.
int checkQuantized(zero_rt_comm_t *world);

/// --quantized-link: a quantized collective occupies the emulated link for
/// its quantized bytes, not for the plain ones. Needs 2 ranks.
int checkQuantizedLink(zero_rt_comm_t *world);

/// --quantized-mismatch=plain|bits: rank 0 issues a quantized collective
/// while the others issue the plain one (plain) or quantize with other bits
/// (bits); the header check must abort the job.
int checkQuantizedMismatch(zero_rt_comm_t *world, const std::string &how);

} // namespace zero::rt::test

#endif // ZERO_RUNTIME_TEST_COMM_QUANTIZED_CHECKS_H
