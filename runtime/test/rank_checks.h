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

#include "zero/runtime/comm.h"
#include "zero/runtime/status.h"

#include <cstdint>
#include <cstdio>
#include <functional>
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

/// Runs `blocking`, or `start` and a wait on its request with `inFlight`
/// run in between (to look at what the start left while in flight);
/// `name` is the blocking call's name in messages.
inline void runCollective(
    bool async, const std::string &name,
    const std::function<zero_rt_status_t()> &blocking,
    const std::function<zero_rt_status_t(zero_rt_request_t **)> &start,
    const std::function<void()> &inFlight) {
  if (!async) {
    ok(blocking(), name.c_str());
    return;
  }
  zero_rt_request_t *request = nullptr;
  ok(start(&request), (name + "_start").c_str());
  if (inFlight)
    inFlight();
  ok(zero_rt_request_wait(request), "wait");
}

/// An all_gather of `count` elements from shards of `shardCount`, blocking
/// or asynchronous (runCollective).
inline void allGather(zero_rt_comm_t *comm, zero_rt_dtype_t dtype,
                      const void *shard, int64_t shardCount, void *out,
                      int64_t count, bool async,
                      const std::function<void()> &inFlight = {}) {
  runCollective(
      async, "all_gather",
      [&] {
        return zero_rt_comm_all_gather(comm, dtype, shard, shardCount, out,
                                       count);
      },
      [&](zero_rt_request_t **request) {
        return zero_rt_comm_all_gather_start(comm, dtype, shard, shardCount,
                                             out, count, request);
      },
      inFlight);
}

/// A reduce_scatter of `count` elements into shards of `shardCount`.
inline void reduceScatter(zero_rt_comm_t *comm, zero_rt_reduction_t reduction,
                          zero_rt_dtype_t dtype, const void *input,
                          int64_t count, void *shard, int64_t shardCount,
                          bool async,
                          const std::function<void()> &inFlight = {}) {
  runCollective(
      async, "reduce_scatter",
      [&] {
        return zero_rt_comm_reduce_scatter(comm, reduction, dtype, input,
                                           count, shard, shardCount);
      },
      [&](zero_rt_request_t **request) {
        return zero_rt_comm_reduce_scatter_start(comm, reduction, dtype, input,
                                                 count, shard, shardCount,
                                                 request);
      },
      inFlight);
}

/// An all_reduce of `count` elements (`out` may be `input`).
inline void allReduce(zero_rt_comm_t *comm, zero_rt_reduction_t reduction,
                      zero_rt_dtype_t dtype, const void *input, void *out,
                      int64_t count, bool async) {
  runCollective(
      async, "all_reduce",
      [&] {
        return zero_rt_comm_all_reduce(comm, reduction, dtype, input, out,
                                       count);
      },
      [&](zero_rt_request_t **request) {
        return zero_rt_comm_all_reduce_start(comm, reduction, dtype, input, out,
                                             count, request);
      },
      {});
}

} // namespace zero::rt::test

#endif // ZERO_RUNTIME_TEST_RANK_CHECKS_H
