//===- rank_checks.h - checks shared by the multi-rank runtime tests ------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// The communicator tests run one process per rank under mpirun; each counts
// its checks and failures and reports them per rank. These are the pieces
// every such test shares.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNTIME_TEST_RANK_CHECKS_H
#define ZERO_RUNTIME_TEST_RANK_CHECKS_H

#include "zero/runtime/status.h"

#include <cstdint>
#include <cstdio>
#include <string>

namespace zero::rt::test {

inline int failures = 0;
inline int checks = 0;
inline int64_t rank = 0;
inline int64_t size = 1;

/// Counts a check; prints what failed, with this rank.
inline void expect(bool ok, const std::string &what) {
  ++checks;
  if (!ok) {
    ++failures;
    std::fprintf(stderr, "rank %lld: FAILED %s\n", (long long)rank,
                 what.c_str());
  }
}

/// A runtime call that must succeed: anything else ends the job.
inline void ok(zero_rt_status_t status, const char *what) {
  if (status != ZERO_RT_OK) {
    std::fprintf(stderr, "rank %lld: %s: %s\n", (long long)rank, what,
                 zero_rt_status_message(status));
    zero_rt_status_abort(status);
  }
}

} // namespace zero::rt::test

#endif // ZERO_RUNTIME_TEST_RANK_CHECKS_H
