//===- comm_test.cpp - multi-rank checks of the zero runtime communicator -===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Run under `mpirun -np N`. Every rank fills its inputs from a closed form of
// (rank, element index) and compares each collective's output against the
// value that form implies (computed here element by element, independently
// of the runtime), then checks the byte counter against the ring formula
// evaluated by hand. Prints "rank R: OK <checks>" or the first mismatch and
// exits non-zero.
//
//   zero-rt-comm-test                 all checks
//   zero-rt-comm-test --abort-rank=R  rank R aborts while the others wait in
//                                     a collective (the job must exit, not
//                                     hang)
//   zero-rt-comm-test --overlap       with an emulated network of 400 ms per
//                                     collective: a blocking one takes the
//                                     400 ms, an asynchronous one overlaps
//                                     with 400 ms of compute
//   zero-rt-comm-test --idle-wait     rank 1 joins a collective 500 ms late:
//                                     rank 0 must wait without holding a
//                                     core (process CPU time well below the
//                                     wait)
//   zero-rt-comm-test --wrong-thread  a wait from a thread other than the
//                                     communicator's fails and leaves the
//                                     request to a wait on the right one
//   zero-rt-comm-test --progress-in-compute
//                                     a collective completes while a rank
//                                     computes GEMMs through the runtime
//   zero-rt-comm-test --mismatch      rank 0 issues a different collective
//                                     than the others (the runtime's header
//                                     check must abort the job)
//   zero-rt-comm-test --groups=RPN    every group shape of the world, with
//                                     RPN ranks per node
//                                     (comm_group_checks.cpp)
//   zero-rt-comm-test --tier-overlap  an intra-node and an inter-node
//                                     collective overlap on their emulated
//                                     links, two inter-node ones queue
//   zero-rt-comm-test --group-mismatch
//                                     --mismatch within a group
//   zero-rt-comm-test --quantized     the quantized collectives, on the world
//                                     and, at 4 ranks, on groups
//                                     (comm_quantized_checks.cpp)
//   zero-rt-comm-test --quantized-link
//                                     a quantized collective occupies the
//                                     emulated link for its quantized bytes
//   zero-rt-comm-test --quantized-mismatch=plain|bits
//                                     rank 0 quantizes while the others do
//                                     not, or with other bits (the header
//                                     check must abort the job)
//
//===----------------------------------------------------------------------===//

#include "comm_group_checks.h"
#include "comm_quantized_checks.h"
#include "rank_checks.h"
#include "zero/runtime/comm.h"
#include "zero/runtime/gemm.h"
#include "zero/runtime/memory.h"

#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <thread>
#include <vector>

zero_rt_comm_t *theComm = nullptr;

namespace {

using namespace zero::rt::test;

/// Rank r's contribution to element i.
float value(int64_t r, int64_t i) { return float(r * 100 + i) * 0.5f; }

/// Sum over ranks of value(r, i) = 0.5*(100*N(N-1)/2 + N*i).
double sumOverRanks(int64_t i) {
  return 0.5 * (100.0 * size * (size - 1) / 2.0 + double(size) * i);
}

/// Bytes the accounting allocator has live on this rank.
int64_t liveBytes() {
  zero_rt_memory_stats_t stats;
  zero_rt_memory_query_stats(&stats);
  return stats.total_current_bytes;
}

void checkAllGather(int64_t count, bool async) {
  int64_t s = (count + size - 1) / size;
  std::vector<float> shard(s, -1.0f), out(count, -7.0f);
  // The logical tensor is t[i] = 3i + 1; rank r holds t[r*s .. r*s+s), zeros
  // past the end.
  for (int64_t j = 0; j < s; ++j) {
    int64_t i = rank * s + j;
    shard[j] = i < count ? float(3 * i + 1) : 0.0f;
  }
  // A start sends from its input in place: it allocates nothing while in
  // flight (no staging copy) and leaves the input as it was.
  std::vector<float> before = shard;
  int64_t live = liveBytes();
  allGather(theComm, ZERO_RT_DTYPE_F32, shard.data(), s, out.data(), count,
            async, [&] {
              expect(liveBytes() == live,
                     "all_gather_start allocates no staging copy");
            });
  expect(shard == before, "all_gather leaves its input as it was");
  bool good = true;
  for (int64_t i = 0; i < count; ++i)
    good &= out[i] == float(3 * i + 1);
  expect(good, "all_gather count=" + std::to_string(count) +
                   (async ? " async" : ""));
}

void checkReduceScatter(int64_t count, zero_rt_reduction_t reduction,
                        bool async) {
  int64_t s = (count + size - 1) / size;
  std::vector<float> input(count), shard(s, -7.0f);
  for (int64_t i = 0; i < count; ++i)
    input[i] = value(rank, i);
  std::vector<float> before = input;
  int64_t live = liveBytes();
  reduceScatter(theComm, reduction, ZERO_RT_DTYPE_F32, input.data(), count,
                shard.data(), s, async, [&] {
                  expect(liveBytes() == live,
                         "reduce_scatter_start allocates no staging copy");
                });
  expect(input == before, "reduce_scatter leaves its input as it was");
  bool good = true;
  for (int64_t j = 0; j < s; ++j) {
    int64_t i = rank * s + j;
    double expected = 0.0;
    if (i < count) {
      expected = sumOverRanks(i);
      if (reduction == ZERO_RT_REDUCTION_AVG)
        expected /= double(size);
      if (reduction == ZERO_RT_REDUCTION_MAX)
        expected = value(size - 1, i);
    }
    good &= std::fabs(shard[j] - expected) <= 1e-5 * (1 + std::fabs(expected));
  }
  expect(good, "reduce_scatter count=" + std::to_string(count) +
                   " reduction=" + std::to_string(reduction) +
                   (async ? " async" : ""));
}

void checkAllReduce(int64_t count, zero_rt_reduction_t reduction, bool async,
                    bool inPlace) {
  std::vector<float> input(count), out(count, -7.0f);
  for (int64_t i = 0; i < count; ++i)
    input[i] = value(rank, i);
  float *dst = inPlace ? input.data() : out.data();
  allReduce(theComm, reduction, ZERO_RT_DTYPE_F32, input.data(), dst, count,
            async);
  bool good = true;
  for (int64_t i = 0; i < count; ++i) {
    double expected = sumOverRanks(i);
    if (reduction == ZERO_RT_REDUCTION_AVG)
      expected /= double(size);
    good &= std::fabs(dst[i] - expected) <= 1e-5 * (1 + std::fabs(expected));
  }
  expect(good, "all_reduce count=" + std::to_string(count) +
                   (async ? " async" : "") + (inPlace ? " in-place" : ""));
}

/// --progress-in-compute: a collective moves while its ranks compute
/// through the runtime. Rank 1 starts a large all_gather and then runs
/// GEMMs for kComputeMs before its wait; rank 0 starts it and waits at
/// once. Rank 0's part cannot complete until rank 1's MPI has matched its
/// message, and nothing but rank 1's GEMM calls drives rank 1's MPI
/// (progress.h): rank 0 is done long before rank 1's compute ends only if
/// they do.
int checkProgressInCompute() {
  const double kComputeMs = 800;
  // 4 MiB per rank: far above the shared-memory transport's eager limit,
  // so the message needs the receiver's MPI to move.
  const int64_t count = size * (int64_t(1) << 20);
  std::vector<float> shard(zero_rt_shard_count(count, size)), out(count);
  for (size_t i = 0; i < shard.size(); ++i)
    shard[i] = value(rank, int64_t(i));
  const int64_t n = 192;
  std::vector<float> a(n * n, 0.5f), b(n * n, 0.25f), c(n * n);
  ok(zero_rt_comm_barrier(theComm), "barrier");
  auto t0 = std::chrono::steady_clock::now();
  auto ms = [&] {
    return std::chrono::duration<double, std::milli>(
               std::chrono::steady_clock::now() - t0)
        .count();
  };
  zero_rt_request_t *request = nullptr;
  ok(zero_rt_comm_all_gather_start(theComm, ZERO_RT_DTYPE_F32, shard.data(),
                                   (int64_t)shard.size(), out.data(), count,
                                   &request),
     "all_gather_start");
  if (rank != 0)
    while (ms() < kComputeMs)
      ok(zero_rt_gemm_f32(0, 0, n, n, n, 1.f, a.data(), n, b.data(), n, 0.f,
                          c.data(), n),
         "gemm");
  ok(zero_rt_request_wait(request), "wait");
  double doneMs = ms();
  bool good = true;
  int64_t s = zero_rt_shard_count(count, size);
  for (int64_t i = 0; i < count; i += 4099)
    good &= out[i] == value(i / s, i % s);
  expect(good, "gathered values");
  if (rank == 0)
    expect(doneMs < 0.5 * kComputeMs,
           "rank 0's wait ended while rank 1 computed: after " +
               std::to_string(doneMs) + " ms of rank 1's " +
               std::to_string(kComputeMs));
  std::printf("rank %lld: progress in compute %s\n", (long long)rank,
              failures ? "FAILED" : "OK");
  return failures ? 1 : 0;
}

} // namespace

int main(int argc, char **argv) {
  int abortRank = -1;
  int64_t groupsRanksPerNode = 0;
  bool tierOverlap = false, groupMismatch = false;
  bool quantized = false, quantizedLink = false;
  std::string quantizedMismatch;
  bool overlap = false, idleWait = false, progressInCompute = false,
       wrongThread = false, mismatch = false;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--wrong-thread") == 0)
      wrongThread = true;
    if (std::strcmp(argv[i], "--progress-in-compute") == 0)
      progressInCompute = true;
    if (std::strcmp(argv[i], "--idle-wait") == 0)
      idleWait = true;
    if (std::strncmp(argv[i], "--abort-rank=", 13) == 0)
      abortRank = std::atoi(argv[i] + 13);
    if (std::strcmp(argv[i], "--overlap") == 0)
      overlap = true;
    if (std::strcmp(argv[i], "--mismatch") == 0)
      mismatch = true;
    if (std::strncmp(argv[i], "--groups=", 9) == 0)
      groupsRanksPerNode = std::atoll(argv[i] + 9);
    if (std::strcmp(argv[i], "--tier-overlap") == 0)
      tierOverlap = true;
    if (std::strcmp(argv[i], "--group-mismatch") == 0)
      groupMismatch = true;
    if (std::strcmp(argv[i], "--quantized") == 0)
      quantized = true;
    if (std::strcmp(argv[i], "--quantized-link") == 0)
      quantizedLink = true;
    if (std::strncmp(argv[i], "--quantized-mismatch=", 21) == 0)
      quantizedMismatch = argv[i] + 21;
  }

  ok(zero_rt_comm_create_world(&theComm), "create");
  rank = zero_rt_comm_rank(theComm);
  size = zero_rt_comm_size(theComm);

  if (abortRank >= 0) {
    if (rank == abortRank)
      zero_rt_status_abort(zero_rt_status_make(
          ZERO_RT_STATUS_INTERNAL, __FILE__, __LINE__, "injected failure"));
    std::vector<float> x(4, 1.0f);
    ok(zero_rt_comm_all_reduce(theComm, ZERO_RT_REDUCTION_SUM,
                               ZERO_RT_DTYPE_F32, x.data(), x.data(), 4),
       "all_reduce");
    std::printf("rank %lld: unexpectedly survived\n", (long long)rank);
    zero_rt_comm_release(theComm);
    return 0;
  }

  if (mismatch) {
    // Rank 0 sums f32 elements, the others i32 elements: the same bytes to
    // MPI, so the data moves as if the ranks agreed, and only the runtime's
    // header check can tell that they do not.
    zero_rt_dtype_t dtype = rank == 0 ? ZERO_RT_DTYPE_F32 : ZERO_RT_DTYPE_I32;
    std::vector<int32_t> x(4, 0);
    ok(zero_rt_comm_all_reduce(theComm, ZERO_RT_REDUCTION_SUM, dtype, x.data(),
                               x.data(), 4),
       "all_reduce");
    std::printf("rank %lld: mismatched collective completed\n",
                (long long)rank);
    zero_rt_comm_release(theComm);
    return 0;
  }

  if (wrongThread) {
    const int64_t count = 1 << 16;
    std::vector<float> x(count, 1.0f), y(count);
    zero_rt_request_t *request = nullptr;
    ok(zero_rt_comm_all_reduce_start(theComm, ZERO_RT_REDUCTION_SUM,
                                     ZERO_RT_DTYPE_F32, x.data(), y.data(),
                                     count, &request),
       "all_reduce_start");
    zero_rt_status_t status = ZERO_RT_OK;
    std::thread other([&] { status = zero_rt_request_wait(request); });
    other.join();
    expect(status != ZERO_RT_OK &&
               std::strstr(zero_rt_status_message(status),
                           "thread that created the communicator"),
           "a wait from another thread is refused");
    zero_rt_status_free(status);
    ok(zero_rt_request_wait(request), "wait on the communicator's thread");
    expect(y[0] == float(size) && y[count - 1] == float(size),
           "the refused request still completes");
    std::printf("rank %lld: wrong thread %s\n", (long long)rank,
                failures ? "FAILED" : "OK");
    zero_rt_comm_release(theComm);
    return failures ? 1 : 0;
  }

  if (groupsRanksPerNode > 0 || tierOverlap || groupMismatch) {
    int code = tierOverlap     ? checkTierOverlap(theComm)
               : groupMismatch ? checkGroupMismatch(theComm)
                               : checkGroups(theComm, groupsRanksPerNode);
    zero_rt_comm_release(theComm);
    return code;
  }

  if (quantized || quantizedLink || !quantizedMismatch.empty()) {
    int code = quantized ? checkQuantized(theComm)
               : quantizedLink
                   ? checkQuantizedLink(theComm)
                   : checkQuantizedMismatch(theComm, quantizedMismatch);
    zero_rt_comm_release(theComm);
    return code;
  }

  if (progressInCompute) {
    int code = checkProgressInCompute();
    zero_rt_comm_release(theComm);
    return code;
  }

  if (overlap) {
    const double alphaMs = 400;
    ok(zero_rt_comm_set_network_emulation(theComm, alphaMs * 1000, 0),
       "emulation");
    std::vector<float> x(16, 1.0f), y(16);
    auto ms = [](auto a, auto b) {
      return std::chrono::duration<double, std::milli>(b - a).count();
    };
    auto t0 = std::chrono::steady_clock::now();
    ok(zero_rt_comm_all_reduce(theComm, ZERO_RT_REDUCTION_SUM,
                               ZERO_RT_DTYPE_F32, x.data(), y.data(), 16),
       "all_reduce");
    auto t1 = std::chrono::steady_clock::now();
    zero_rt_request_t *request = nullptr;
    ok(zero_rt_comm_all_reduce_start(theComm, ZERO_RT_REDUCTION_SUM,
                                     ZERO_RT_DTYPE_F32, x.data(), y.data(), 16,
                                     &request),
       "all_reduce_start");
    std::this_thread::sleep_for(
        std::chrono::milliseconds(static_cast<int>(alphaMs))); // "compute"
    ok(zero_rt_request_wait(request), "wait");
    auto t2 = std::chrono::steady_clock::now();
    // Blocking: at least alpha. Overlapped: compute and comm run together in
    // about alpha, serialized they would take 2 alpha; the threshold halfway
    // leaves alpha/2 of slack for rank skew on a loaded machine.
    expect(ms(t0, t1) >= alphaMs, "blocking collective took alpha");
    expect(ms(t1, t2) < 1.5 * alphaMs, "async collective overlapped with compute: " +
                                             std::to_string(ms(t1, t2)) + " ms");
    ok(zero_rt_comm_set_network_emulation(theComm, 0, 0), "emulation off");
    std::printf("rank %lld: overlap %s\n", (long long)rank,
                failures ? "FAILED" : "OK");
    zero_rt_comm_release(theComm);
    return failures ? 1 : 0;
  }

  if (idleWait) {
    const double lateMs = 500;
    auto cpuSeconds = [] {
      timespec t;
      clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
      return double(t.tv_sec) + 1e-9 * double(t.tv_nsec);
    };
    std::vector<float> x(1 << 16, 1.0f), y(1 << 16);
    ok(zero_rt_comm_barrier(theComm), "barrier");
    if (rank == 1)
      std::this_thread::sleep_for(
          std::chrono::milliseconds(static_cast<int>(lateMs)));
    double cpu0 = cpuSeconds();
    auto t0 = std::chrono::steady_clock::now();
    ok(zero_rt_comm_all_reduce(theComm, ZERO_RT_REDUCTION_SUM,
                               ZERO_RT_DTYPE_F32, x.data(), y.data(), 1 << 16),
       "all_reduce");
    double wallMs = std::chrono::duration<double, std::milli>(
                        std::chrono::steady_clock::now() - t0)
                        .count();
    double cpuMs = 1e3 * (cpuSeconds() - cpu0);
    expect(y[0] == float(size), "late all_reduce sums");
    if (rank == 0) {
      // Spinning costs the whole wait in CPU time; polling a few percent.
      expect(wallMs >= 0.8 * lateMs, "rank 0 waited for rank 1: " +
                                         std::to_string(wallMs) + " ms");
      expect(cpuMs < 0.25 * wallMs,
             "waiting held a core: " + std::to_string(cpuMs) +
                 " ms of CPU time in " + std::to_string(wallMs) + " ms");
    }
    std::printf("rank %lld: idle wait %s\n", (long long)rank,
                failures ? "FAILED" : "OK");
    zero_rt_comm_release(theComm);
    return failures ? 1 : 0;
  }

  // Bucket sizes: divisible by 1, 2 and 4; not divisible; smaller than N.
  const int64_t counts[] = {8, 7, 3, 1};
  int64_t expectedBytes = 0;
  for (int64_t count : counts) {
    int64_t s = (count + size - 1) / size;
    for (bool async : {false, true}) {
      checkAllGather(count, async);
      checkReduceScatter(count, ZERO_RT_REDUCTION_SUM, async);
      checkReduceScatter(count, ZERO_RT_REDUCTION_AVG, async);
      checkAllReduce(count, ZERO_RT_REDUCTION_AVG, async, /*inPlace=*/false);
      checkAllReduce(count, ZERO_RT_REDUCTION_SUM, async, /*inPlace=*/true);
      // Ring: (N-1) steps of one padded shard each; all_reduce is a
      // reduce_scatter followed by an all_gather.
      expectedBytes += (size - 1) * s * 4 * (1 + 2 + 2 * 2);
    }
    checkReduceScatter(count, ZERO_RT_REDUCTION_MAX, false);
    expectedBytes += (size - 1) * s * 4;
  }

  // Several collectives in flight at once complete correctly when waited on
  // in reverse order.
  {
    const int kInFlight = 6;
    std::vector<std::vector<float>> outs(kInFlight, std::vector<float>(5));
    // Each input stays live until its wait: the start sends from it.
    std::vector<std::vector<float>> ins(kInFlight, std::vector<float>(5));
    std::vector<zero_rt_request_t *> requests(kInFlight);
    for (int k = 0; k < kInFlight; ++k) {
      std::vector<float> &in = ins[k];
      for (int i = 0; i < 5; ++i)
        in[i] = float(k * 10 + i + rank);
      ok(zero_rt_comm_all_reduce_start(theComm, ZERO_RT_REDUCTION_SUM,
                                       ZERO_RT_DTYPE_F32, in.data(),
                                       outs[k].data(), 5, &requests[k]),
         "all_reduce_start");
      expectedBytes += 2 * (size - 1) * ((5 + size - 1) / size) * 4;
    }
    for (int k = kInFlight - 1; k >= 0; --k)
      ok(zero_rt_request_wait(requests[k]), "wait");
    bool good = true;
    for (int k = 0; k < kInFlight; ++k)
      for (int i = 0; i < 5; ++i)
        good &= outs[k][i] ==
                float(size * (k * 10 + i) + size * (size - 1) / 2);
    expect(good, "six all_reduces in flight");
  }

  // Bad arguments come back as statuses naming the numbers, not crashes.
  {
    float buf[8] = {};
    int64_t wrong = (4 + size - 1) / size + 1;
    zero_rt_status_t status = zero_rt_comm_all_gather(
        theComm, ZERO_RT_DTYPE_F32, buf, wrong, buf, 4);
    std::string message = zero_rt_status_message(status);
    expect(zero_rt_status_code(status) == ZERO_RT_STATUS_INVALID_ARGUMENT &&
               message.find("comm.cpp:") != std::string::npos &&
               message.find("but has " + std::to_string(wrong)) !=
                   std::string::npos,
           "wrong shard size is rejected: " + message);
    zero_rt_status_free(status);
  }

  zero_rt_comm_stats_t stats;
  zero_rt_comm_query_stats(theComm, &stats);
  expect(stats.bytes_sent == expectedBytes,
         "bytes_sent " + std::to_string(stats.bytes_sent) + " == ring formula " +
             std::to_string(expectedBytes));

  // The asynchronous forms send from their inputs in place: the runtime
  // never allocated a staging copy.
  zero_rt_memory_stats_t mem;
  zero_rt_memory_query_stats(&mem);
  expect(mem.peak_bytes[ZERO_RT_MEMORY_GATHERED] == 0,
         "no async input was staged");

  ok(zero_rt_comm_barrier(theComm), "barrier");
  std::printf("rank %lld of %lld: %s %d checks, bytes_sent=%lld\n",
              (long long)rank, (long long)size, failures ? "FAILED" : "OK",
              checks, (long long)stats.bytes_sent);
  std::fflush(stdout);
  zero_rt_comm_release(theComm);
  return failures ? 1 : 0;
}
