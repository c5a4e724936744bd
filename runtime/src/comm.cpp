//===- comm.cpp - zero runtime: MPI communicator on a comm thread ---------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Threading: every MPI call, MPI_Init_thread and MPI_Finalize included, runs
// on one comm thread (MPI_THREAD_FUNNELED). Collectives are executed in the
// order they were issued, which is program order and hence the same on every
// rank, as MPI requires. The one exception is MPI_Abort, which any thread may
// call on a fatal error: the comm thread may be blocked in a collective that
// will never complete, and waiting for it would hang the job.
//
//===----------------------------------------------------------------------===//

#include "zero/runtime/comm.h"
#include "zero/runtime/bf16.h"
#include "zero/runtime/memory.h"
#include "zero/runtime/profile.h"

#include "internal.h"
#include "progress.h"

#include <mpi.h>
#include <pthread.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <climits>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace {
struct InFlight;
} // namespace

struct zero_rt_request_s {
  std::mutex mutex;
  std::condition_variable cv;
  bool done = false;
  zero_rt_status_t status = ZERO_RT_OK;
  /// The communicator's count of compute threads blocked in a wait; null
  /// for a request completed on the caller (one rank).
  std::atomic<int> *computeWaiting = nullptr;
};

struct zero_rt_comm_s {
  int rank = 0;
  int size = 1;
  /// How the comm thread waits for a collective in flight (progress.h).
  zero::rt::CommWait wait = zero::rt::CommWait::Poll;
  /// Compute threads blocked in zero_rt_request_wait: while one is, its
  /// core is idle and the comm thread polls without sleeping (progress.h).
  std::atomic<int> computeWaiting{0};
  std::thread thread;
  std::mutex mutex;
  std::condition_variable cv;
  std::deque<std::function<void()>> queue;
  bool stopping = false;
  bool initDone = false;
  zero_rt_status_t initStatus = ZERO_RT_OK;
  std::atomic<int64_t> bytesSent{0};
  std::atomic<double> alphaUs{0};
  std::atomic<double> bytesPerUs{0};
  /// Collectives issued, by zero_rt_collective_kind_t.
  std::atomic<int64_t> counts[ZERO_RT_COLLECTIVE_KIND_COUNT] = {};

  // The watchdog. The comm thread publishes the collective it runs; the
  // watchdog thread aborts the job when one runs past the timeout.
  std::thread watchdog;
  std::atomic<double> timeoutS{600};
  /// Compare collective headers across ranks (ZERO_RT_CHECK_COLLECTIVES=0
  /// turns it off, for measuring its cost).
  bool checkHeaders = true;
  /// Set (under runningMutex) when the communicator is released.
  bool watchdogStop = false;
  std::atomic<int64_t> step{0};
  /// Sequence number of the next collective, the same on every rank.
  int64_t nextSequence = 0;
  /// The collective the comm thread runs (enqueue); null between them.
  /// Only the comm thread touches it.
  InFlight *inFlight = nullptr;
  std::mutex runningMutex;
  std::condition_variable runningCv;
  /// The running collective: name, sequence number, step, start (us).
  const char *runningName = nullptr;
  int64_t runningSequence = 0, runningStep = 0, runningSinceUs = 0;
};

namespace {

std::atomic<bool> mpiUp{false};

int completeOnCommThread(zero_rt_comm_t *comm, MPI_Request *request);

#define ZERO_RT_MPI(call)                                                      \
  do {                                                                         \
    int _err = (call);                                                         \
    if (_err != MPI_SUCCESS) {                                                 \
      char _text[MPI_MAX_ERROR_STRING];                                        \
      int _len = 0;                                                            \
      MPI_Error_string(_err, _text, &_len);                                    \
      return ZERO_RT_ERROR(ZERO_RT_STATUS_COMM_ERROR, "%s failed: %s", #call,  \
                           _text);                                             \
    }                                                                          \
  } while (0)

MPI_Datatype mpiType(zero_rt_dtype_t dtype) {
  switch (dtype) {
  case ZERO_RT_DTYPE_F32:
    return MPI_FLOAT;
  case ZERO_RT_DTYPE_F64:
    return MPI_DOUBLE;
  case ZERO_RT_DTYPE_I32:
    return MPI_INT32_T;
  case ZERO_RT_DTYPE_I64:
    return MPI_INT64_T;
  case ZERO_RT_DTYPE_BF16:
    // Moved as bits; reductions of bf16 never reach MPI (runBf16*).
    return MPI_UINT16_T;
  }
  return MPI_DATATYPE_NULL;
}

MPI_Op mpiOp(zero_rt_reduction_t reduction) {
  switch (reduction) {
  case ZERO_RT_REDUCTION_SUM:
  case ZERO_RT_REDUCTION_AVG:
    return MPI_SUM;
  case ZERO_RT_REDUCTION_MAX:
    return MPI_MAX;
  case ZERO_RT_REDUCTION_MIN:
    return MPI_MIN;
  case ZERO_RT_REDUCTION_PROD:
    return MPI_PROD;
  }
  return MPI_OP_NULL;
}

template <typename T> void divideAll(void *data, int64_t count, int divisor) {
  T *values = static_cast<T *>(data);
  for (int64_t i = 0; i < count; ++i)
    values[i] = values[i] / static_cast<T>(divisor);
}

/// Turns a sum into the average over `size` ranks.
void divideBy(zero_rt_dtype_t dtype, void *data, int64_t count, int size) {
  switch (dtype) {
  case ZERO_RT_DTYPE_F32:
    return divideAll<float>(data, count, size);
  case ZERO_RT_DTYPE_F64:
    return divideAll<double>(data, count, size);
  case ZERO_RT_DTYPE_I32:
    return divideAll<int32_t>(data, count, size);
  case ZERO_RT_DTYPE_I64:
    return divideAll<int64_t>(data, count, size);
  case ZERO_RT_DTYPE_BF16:
    // Averaged in f32 before rounding (zero_rt_bf16_reduce_chunks).
    return;
  }
}

/// Elements of a `count`-element bucket that rank `r` owns (its shard minus
/// padding): the MPI counts of the v-collectives.
std::vector<int> ownedCounts(int64_t count, int size) {
  int64_t shard = zero_rt_shard_count(count, size);
  std::vector<int> counts(size);
  for (int r = 0; r < size; ++r) {
    int64_t begin = std::min<int64_t>((int64_t)r * shard, count);
    int64_t end = std::min<int64_t>((int64_t)(r + 1) * shard, count);
    counts[r] = (int)(end - begin);
  }
  return counts;
}

/// Where each rank's part (ownedCounts) begins in the flat bucket.
std::vector<int> ownedDispls(int64_t count, int size) {
  int64_t shard = zero_rt_shard_count(count, size);
  std::vector<int> displs(size);
  for (int r = 0; r < size; ++r)
    displs[r] = (int)std::min<int64_t>((int64_t)r * shard, count);
  return displs;
}

zero_rt_status_t checkCommon(const zero_rt_comm_t *comm, zero_rt_dtype_t dtype,
                             int64_t count) {
  ZERO_RT_REQUIRE(comm != nullptr, "communicator must not be NULL");
  ZERO_RT_REQUIRE(zero_rt_dtype_size(dtype) > 0, "unknown dtype %d",
                  (int)dtype);
  ZERO_RT_REQUIRE(count >= 0 && count <= INT_MAX,
                  "element count %lld is outside [0, %d]", (long long)count,
                  INT_MAX);
  return ZERO_RT_OK;
}

zero_rt_status_t checkShard(const zero_rt_comm_t *comm, int64_t count,
                            int64_t shardCount) {
  int64_t expected = zero_rt_shard_count(count, comm->size);
  ZERO_RT_REQUIRE(shardCount == expected,
                  "shard of a %lld-element bucket over %d ranks must have "
                  "ceil(%lld/%d) = %lld elements, but has %lld",
                  (long long)count, comm->size, (long long)count, comm->size,
                  (long long)expected, (long long)shardCount);
  return ZERO_RT_OK;
}

//===----------------------------------------------------------------------===//
// The collectives, as run on the comm thread
//===----------------------------------------------------------------------===//

/// A collective on one rank: every reduction of one contribution is that
/// contribution (avg divides by 1) and the gathered bucket is the shard, so
/// it is a copy, made without MPI.
zero_rt_status_t copyLocally(zero_rt_dtype_t dtype, const void *input,
                             void *out, int64_t count) {
  if (input != out)
    std::memmove(out, input, count * zero_rt_dtype_size(dtype));
  return ZERO_RT_OK;
}

/// bf16 reduce_scatter (comm.h): an all-to-all of bf16 shards, then this
/// rank reduces the N contributions to its shard in f32 and rounds once.
/// The receive buffer is scratch of the collective, like the temporaries MPI
/// allocates inside its own reductions, and is not accounted.
zero_rt_status_t runReduceScatterBf16(zero_rt_comm_t *comm,
                                      zero_rt_reduction_t reduction,
                                      const void *input, int64_t count,
                                      void *outShard) {
  int size = comm->size;
  std::vector<int> counts = ownedCounts(count, size);
  int64_t shardCount = zero_rt_shard_count(count, size);
  int owned = counts[comm->rank];
  std::vector<int> sendDispls = ownedDispls(count, size);
  std::vector<int> recvCounts(size, owned), recvDispls(size);
  for (int r = 0; r < size; ++r)
    recvDispls[r] = r * owned;
  std::vector<uint16_t> received((size_t)size * owned);
  MPI_Request request;
  ZERO_RT_MPI(MPI_Ialltoallv(input, counts.data(), sendDispls.data(),
                             MPI_UINT16_T, received.data(), recvCounts.data(),
                             recvDispls.data(), MPI_UINT16_T, MPI_COMM_WORLD,
                             &request));
  ZERO_RT_MPI(completeOnCommThread(comm, &request));
  auto *out = static_cast<uint16_t *>(outShard);
  ZERO_RT_REQUIRE(zero_rt_bf16_reduce_chunks(reduction, received.data(), size,
                                             owned, out) == 0,
                  "unknown reduction %d", (int)reduction);
  // Padding past the bucket is zero by the dialect's definition.
  std::fill(out + owned, out + shardCount, uint16_t(0));
  return ZERO_RT_OK;
}

zero_rt_status_t runAllGather(zero_rt_comm_t *comm, zero_rt_dtype_t dtype,
                              const void *shard, void *out, int64_t count) {
  if (comm->size == 1)
    return copyLocally(dtype, shard, out, count);
  std::vector<int> counts = ownedCounts(count, comm->size);
  std::vector<int> displs = ownedDispls(count, comm->size);
  MPI_Request request;
  ZERO_RT_MPI(MPI_Iallgatherv(shard, counts[comm->rank], mpiType(dtype), out,
                              counts.data(), displs.data(), mpiType(dtype),
                              MPI_COMM_WORLD, &request));
  ZERO_RT_MPI(completeOnCommThread(comm, &request));
  return ZERO_RT_OK;
}

/// bf16 all_reduce: the f32-accumulating reduce_scatter into a shard, then
/// an all_gather of the bf16 shards, so every rank ends with the same bits.
zero_rt_status_t runAllReduceBf16(zero_rt_comm_t *comm,
                                  zero_rt_reduction_t reduction,
                                  const void *input, void *out,
                                  int64_t count) {
  std::vector<uint16_t> shard(
      (size_t)zero_rt_shard_count(count, comm->size));
  ZERO_RT_RETURN_IF_ERROR(
      runReduceScatterBf16(comm, reduction, input, count, shard.data()));
  return runAllGather(comm, ZERO_RT_DTYPE_BF16, shard.data(), out, count);
}

zero_rt_status_t runReduceScatter(zero_rt_comm_t *comm,
                                  zero_rt_reduction_t reduction,
                                  zero_rt_dtype_t dtype, const void *input,
                                  int64_t count, void *outShard) {
  if (comm->size == 1)
    return copyLocally(dtype, input, outShard, count);
  if (dtype == ZERO_RT_DTYPE_BF16)
    return runReduceScatterBf16(comm, reduction, input, count, outShard);
  std::vector<int> counts = ownedCounts(count, comm->size);
  int64_t shardCount = zero_rt_shard_count(count, comm->size);
  int owned = counts[comm->rank];
  MPI_Request request;
  ZERO_RT_MPI(MPI_Ireduce_scatter(input, outShard, counts.data(),
                                  mpiType(dtype), mpiOp(reduction),
                                  MPI_COMM_WORLD, &request));
  ZERO_RT_MPI(completeOnCommThread(comm, &request));
  int64_t elt = zero_rt_dtype_size(dtype);
  // Padding past the bucket is zero by the dialect's definition.
  std::memset(static_cast<char *>(outShard) + owned * elt, 0,
              (shardCount - owned) * elt);
  if (reduction == ZERO_RT_REDUCTION_AVG)
    divideBy(dtype, outShard, owned, comm->size);
  return ZERO_RT_OK;
}

zero_rt_status_t runAllReduce(zero_rt_comm_t *comm,
                              zero_rt_reduction_t reduction,
                              zero_rt_dtype_t dtype, const void *input,
                              void *out, int64_t count) {
  if (comm->size == 1)
    return copyLocally(dtype, input, out, count);
  if (dtype == ZERO_RT_DTYPE_BF16)
    return runAllReduceBf16(comm, reduction, input, out, count);
  const void *send = input == out ? MPI_IN_PLACE : input;
  MPI_Request request;
  ZERO_RT_MPI(MPI_Iallreduce(send, out, (int)count, mpiType(dtype),
                             mpiOp(reduction), MPI_COMM_WORLD, &request));
  ZERO_RT_MPI(completeOnCommThread(comm, &request));
  if (reduction == ZERO_RT_REDUCTION_AVG)
    divideBy(dtype, out, count, comm->size);
  return ZERO_RT_OK;
}

//===----------------------------------------------------------------------===//
// Comm thread and requests
//===----------------------------------------------------------------------===//

void commThreadMain(zero_rt_comm_t *comm) {
  auto init = [&]() -> zero_rt_status_t {
    int initialized = 0;
    MPI_Initialized(&initialized);
    if (!initialized) {
      int provided = 0;
      ZERO_RT_MPI(MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED,
                                  &provided));
      ZERO_RT_REQUIRE(provided >= MPI_THREAD_FUNNELED,
                      "MPI provides thread level %d, zero needs "
                      "MPI_THREAD_FUNNELED (%d)",
                      provided, MPI_THREAD_FUNNELED);
    }
    mpiUp.store(true);
    // Errors come back as codes so we can report them with file:line before
    // aborting, instead of MPI's default abort without context.
    ZERO_RT_MPI(MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN));
    ZERO_RT_MPI(MPI_Comm_rank(MPI_COMM_WORLD, &comm->rank));
    ZERO_RT_MPI(MPI_Comm_size(MPI_COMM_WORLD, &comm->size));
    zero::rt::setCurrentRank(comm->rank);
    return ZERO_RT_OK;
  };
  zero_rt_status_t status = init();
  if (status == ZERO_RT_OK) {
    // After MPI_Init, so that the threads MPI starts keep their defaults.
    // Named for tools (top -H, perf) and for the test that checks its slice.
    pthread_setname_np(pthread_self(), "zero-rt-comm");
    zero::rt::prepareCommThread();
  }
  {
    std::lock_guard<std::mutex> lock(comm->mutex);
    comm->initStatus = status;
    comm->initDone = true;
  }
  comm->cv.notify_all();
  if (status != ZERO_RT_OK)
    return;

  while (true) {
    std::function<void()> task;
    {
      std::unique_lock<std::mutex> lock(comm->mutex);
      comm->cv.wait(lock,
                    [&] { return comm->stopping || !comm->queue.empty(); });
      if (comm->queue.empty())
        break; // stopping and drained
      task = std::move(comm->queue.front());
      comm->queue.pop_front();
    }
    task();
  }
  mpiUp.store(false);
  MPI_Finalize();
}

/// Sleeps as long as the emulated network takes to send `bytes`.
void emulateNetwork(const zero_rt_comm_t *comm, int64_t bytes) {
  double alpha = comm->alphaUs.load(), beta = comm->bytesPerUs.load();
  double us = alpha + (beta > 0 ? double(bytes) / beta : 0.0);
  if (us > 0)
    std::this_thread::sleep_for(std::chrono::microseconds(int64_t(us)));
}

//===----------------------------------------------------------------------===//
// Safety: header check and watchdog
//===----------------------------------------------------------------------===//

/// What every rank must agree on before a collective moves any data.
struct CollectiveHeader {
  /// The collective's name, as a small integer (see kindOf).
  int64_t kind;
  int64_t dtype;
  /// Logical elements (the bucket), not this rank's shard.
  int64_t count;
  int64_t sequence;
};

int64_t kindOf(const char *name) {
  static const char *const names[] = {"all_gather", "reduce_scatter",
                                      "all_reduce", "barrier"};
  for (int64_t i = 0; i < 4; ++i)
    if (std::strcmp(name, names[i]) == 0)
      return i;
  return 4;
}

constexpr int64_t kHeaderFields = 4;

/// The collective the comm thread runs. Its header check is started right
/// before the collective's own MPI call and completed before that call's
/// request (completeOnCommThread): the ranks compare headers while the data
/// moves, in one poll, instead of meeting twice, which cost every
/// collective a second round of comm-thread wake-ups. A mismatched data
/// call is harmless meanwhile: MPI never writes past a posted receive, and
/// the mismatch is reported (and the job aborted) before the data call is
/// waited for.
struct InFlight {
  InFlight(zero_rt_comm_t *comm, const char *name,
           const CollectiveHeader &header)
      : poller(comm->wait, comm->computeWaiting), name(name), header(header) {
  }
  zero::rt::Poller poller;
  const char *name;
  CollectiveHeader header;
  /// The header check's all_reduce, started and not yet completed.
  bool headerPending = false;
  MPI_Request headerRequest = MPI_REQUEST_NULL;
  /// Each field, then each field negated (checkHeader).
  int64_t both[2 * kHeaderFields];
  /// The mismatch the header check found, reported instead of the error
  /// the collective's abandoned data call returns.
  zero_rt_status_t headerStatus = ZERO_RT_OK;
};

/// Starts the header check of `flight`: one small all_reduce of (h, -h)
/// under MAX gives every rank the maximum and minimum of each header field:
/// they differ exactly when some ranks issue a different collective.
zero_rt_status_t startHeaderCheck(InFlight &flight) {
  const CollectiveHeader &header = flight.header;
  int64_t mine[kHeaderFields] = {header.kind, header.dtype, header.count,
                                 header.sequence};
  for (int64_t i = 0; i < kHeaderFields; ++i) {
    flight.both[i] = mine[i];
    flight.both[kHeaderFields + i] = -mine[i];
  }
  ZERO_RT_MPI(MPI_Iallreduce(MPI_IN_PLACE, flight.both, 2 * kHeaderFields,
                             MPI_INT64_T, MPI_MAX, MPI_COMM_WORLD,
                             &flight.headerRequest));
  flight.headerPending = true;
  return ZERO_RT_OK;
}

/// The mismatch the completed header check of `flight` shows, if any. Every
/// rank sees the same maxima and minima, so every rank reports it.
zero_rt_status_t verifyHeader(const zero_rt_comm_t *comm,
                              const InFlight &flight) {
  const int64_t fields = kHeaderFields;
  const CollectiveHeader &header = flight.header;
  const char *name = flight.name;
  const int64_t *both = flight.both;
  static const char *const fieldNames[] = {"collective", "dtype",
                                           "element count", "sequence number"};
  for (int64_t i = 0; i < fields; ++i) {
    int64_t max = both[i], min = -both[fields + i];
    if (max == min)
      continue;
    return ZERO_RT_ERROR(
        ZERO_RT_STATUS_COMM_ERROR,
        "collective #%lld (step %lld) differs between ranks: this rank issues "
        "%s of %lld %s element(s), but the ranks' %s ranges over [%lld, %lld] "
        "(ranks run different programs or data shapes)",
        (long long)header.sequence, (long long)comm->step.load(), name,
        (long long)header.count, zero_rt_dtype_name(zero_rt_dtype_t(header.dtype)), fieldNames[i],
        (long long)min, (long long)max);
  }
  return ZERO_RT_OK;
}

/// Stands for the mismatch of a header check in the MPI error code of the
/// data call completeOnCommThread abandons; enqueue reports the mismatch.
constexpr int kHeaderMismatch = MPI_ERR_OTHER;

/// Completes an MPI request the comm thread started, waiting the way the
/// communicator is set to (progress.h): the running collective's header
/// check first, if it is pending, then `request`, with one poller.
int completeOnCommThread(zero_rt_comm_t *comm, MPI_Request *request) {
  InFlight *flight = comm->inFlight;
  if (!flight)
    return zero::rt::Poller(comm->wait, comm->computeWaiting)
        .complete(request);
  if (flight->headerPending) {
    flight->headerPending = false;
    if (int err = flight->poller.complete(&flight->headerRequest))
      return err;
    flight->headerStatus = verifyHeader(comm, *flight);
    if (flight->headerStatus != ZERO_RT_OK)
      return kHeaderMismatch;
  }
  return flight->poller.complete(request);
}

/// Completes the header check of `flight` if its collective made no MPI
/// call of its own, and makes the check's mismatch the collective's status.
zero_rt_status_t finishHeaderCheck(zero_rt_comm_t *comm, InFlight &flight,
                                   zero_rt_status_t status) {
  if (status == ZERO_RT_OK && flight.headerPending) {
    flight.headerPending = false;
    if (int err = flight.poller.complete(&flight.headerRequest);
        err != MPI_SUCCESS) {
      char text[MPI_MAX_ERROR_STRING];
      int len = 0;
      MPI_Error_string(err, text, &len);
      return ZERO_RT_ERROR(ZERO_RT_STATUS_COMM_ERROR,
                           "header check of %s failed: %s", flight.name, text);
    }
    flight.headerStatus = verifyHeader(comm, flight);
  }
  if (flight.headerStatus == ZERO_RT_OK)
    return status;
  zero_rt_status_free(status);
  return flight.headerStatus;
}

void watchdogMain(zero_rt_comm_t *comm) {
  std::unique_lock<std::mutex> lock(comm->runningMutex);
  while (!comm->watchdogStop) {
    double timeout = comm->timeoutS.load();
    // Wake often enough that the abort comes within a tenth of the timeout
    // (at most a second) after it expired.
    double pollS = timeout > 0 ? std::min(1.0, timeout / 10) : 1.0;
    comm->runningCv.wait_for(lock, std::chrono::duration<double>(pollS));
    if (comm->watchdogStop || !comm->runningName || timeout <= 0)
      continue;
    double elapsedS = (zero_rt_profile_now_us() - comm->runningSinceUs) / 1e6;
    if (elapsedS < timeout)
      continue;
    std::fprintf(stderr,
                 "zero-rt: error on rank %d: collective %s #%lld (step %lld) "
                 "did not complete within %g s: another rank stopped "
                 "responding or issued different collectives; aborting the "
                 "job (timeout: zero-run --collective-timeout, "
                 "ZERO_RT_COLLECTIVE_TIMEOUT_S)\n",
                 comm->rank, comm->runningName,
                 (long long)comm->runningSequence, (long long)comm->runningStep,
                 timeout);
    zero_rt_comm_abort(1);
  }
}

/// Queues `body` on the comm thread; the request completes with its status.
/// `bytes` is what this rank sends, for the emulated network; `dtype` and
/// `count` are compared across ranks before `body` runs.
zero_rt_request_t *enqueue(zero_rt_comm_t *comm, const char *name,
                           std::function<zero_rt_status_t()> body,
                           int64_t bytes = 0,
                           zero_rt_dtype_t dtype = ZERO_RT_DTYPE_I32,
                           int64_t count = 0) {
  auto *request = new zero_rt_request_t();
  request->computeWaiting = &comm->computeWaiting;
  {
    std::lock_guard<std::mutex> lock(comm->mutex);
    CollectiveHeader header{kindOf(name), dtype, count, comm->nextSequence++};
    comm->queue.push_back([comm, request, name, bytes, header,
                           body = std::move(body)] {
      int64_t begin = zero_rt_profile_now_us();
      {
        std::lock_guard<std::mutex> lock(comm->runningMutex);
        comm->runningName = name;
        comm->runningSequence = header.sequence;
        comm->runningStep = comm->step.load();
        comm->runningSinceUs = begin;
      }
      InFlight flight(comm, name, header);
      comm->inFlight = &flight;
      emulateNetwork(comm, bytes);
      zero_rt_status_t status =
          comm->checkHeaders ? startHeaderCheck(flight) : ZERO_RT_OK;
      if (status == ZERO_RT_OK)
        status = body();
      status = finishHeaderCheck(comm, flight, status);
      comm->inFlight = nullptr;
      {
        std::lock_guard<std::mutex> lock(comm->runningMutex);
        comm->runningName = nullptr;
      }
      zero_rt_profile_event(name, "comm", begin, zero_rt_profile_now_us());
      {
        std::lock_guard<std::mutex> lock(request->mutex);
        request->status = status;
        request->done = true;
      }
      request->cv.notify_all();
    });
  }
  comm->cv.notify_all();
  return request;
}

/// Queues the collective `body` on the comm thread, or, on a one-rank world
/// (where it is a copy that calls no MPI), runs it on the caller: handing it
/// to the comm thread would only add two thread wake-ups, which cost a
/// scheduler time slice (milliseconds) on a loaded machine. Not emulated:
/// one rank has no network.
zero_rt_request_t *submit(zero_rt_comm_t *comm, const char *name,
                          std::function<zero_rt_status_t()> body,
                          int64_t bytes = 0,
                          zero_rt_dtype_t dtype = ZERO_RT_DTYPE_I32,
                          int64_t count = 0) {
  // One rank has no peer whose header could differ, nor one to wait for.
  if (comm->size != 1)
    return enqueue(comm, name, std::move(body), bytes, dtype, count);
  auto *request = new zero_rt_request_t();
  int64_t begin = zero_rt_profile_now_us();
  request->status = body();
  zero_rt_profile_event(name, "comm", begin, zero_rt_profile_now_us());
  request->done = true;
  return request;
}

/// Adds one collective of `kind` over `count` logical elements to the comm
/// counters and returns the bytes this rank sends for it (Design.md §5 ring
/// formulas).
int64_t countCollective(zero_rt_comm_t *comm, zero_rt_collective_kind_t kind,
                        int64_t count, int64_t elementSize) {
  int64_t bytes = zero_rt_ring_bytes(kind, count, elementSize, comm->size);
  comm->bytesSent += bytes;
  ++comm->counts[kind];
  return bytes;
}

void stopWatchdog(zero_rt_comm_t *comm) {
  {
    std::lock_guard<std::mutex> lock(comm->runningMutex);
    comm->watchdogStop = true;
  }
  comm->runningCv.notify_all();
  comm->watchdog.join();
}

} // namespace

extern "C" {

const char *zero_rt_dtype_name(zero_rt_dtype_t dtype) {
  switch (dtype) {
  case ZERO_RT_DTYPE_F32:
    return "f32";
  case ZERO_RT_DTYPE_F64:
    return "f64";
  case ZERO_RT_DTYPE_I32:
    return "i32";
  case ZERO_RT_DTYPE_I64:
    return "i64";
  case ZERO_RT_DTYPE_BF16:
    return "bf16";
  }
  return "?";
}

int64_t zero_rt_dtype_size(zero_rt_dtype_t dtype) {
  switch (dtype) {
  case ZERO_RT_DTYPE_F32:
  case ZERO_RT_DTYPE_I32:
    return 4;
  case ZERO_RT_DTYPE_F64:
  case ZERO_RT_DTYPE_I64:
    return 8;
  case ZERO_RT_DTYPE_BF16:
    return 2;
  }
  return 0;
}

int64_t zero_rt_shard_count(int64_t count, int64_t world_size) {
  if (world_size <= 0)
    return 0;
  return (count + world_size - 1) / world_size;
}

int64_t zero_rt_ring_bytes(zero_rt_collective_kind_t kind, int64_t count,
                           int64_t element_size, int64_t world_size) {
  int64_t perStep = zero_rt_shard_count(count, world_size) * element_size;
  int64_t steps = world_size - 1;
  switch (kind) {
  case ZERO_RT_COLLECTIVE_ALL_GATHER:
  case ZERO_RT_COLLECTIVE_REDUCE_SCATTER:
    return steps * perStep;
  case ZERO_RT_COLLECTIVE_ALL_REDUCE:
    return 2 * steps * perStep;
  case ZERO_RT_COLLECTIVE_KIND_COUNT:
    break;
  }
  return 0;
}

zero_rt_status_t zero_rt_comm_create_world(zero_rt_comm_t **out_comm) {
  ZERO_RT_REQUIRE(out_comm != nullptr, "out_comm must not be NULL");
  *out_comm = nullptr;
  auto *comm = new zero_rt_comm_t();
  comm->thread = std::thread(commThreadMain, comm);
  comm->watchdog = std::thread(watchdogMain, comm);
  {
    std::unique_lock<std::mutex> lock(comm->mutex);
    comm->cv.wait(lock, [&] { return comm->initDone; });
  }
  if (comm->initStatus != ZERO_RT_OK) {
    zero_rt_status_t status = comm->initStatus;
    comm->thread.join();
    stopWatchdog(comm);
    delete comm;
    return status;
  }
  comm->wait = zero::rt::commWaitFromEnvironment();
  if (const char *env = std::getenv("ZERO_RT_CHECK_COLLECTIVES"))
    comm->checkHeaders = std::strcmp(env, "0") != 0;
  if (const char *env = std::getenv("ZERO_RT_COLLECTIVE_TIMEOUT_S")) {
    char *end = nullptr;
    double seconds = std::strtod(env, &end);
    if (end == env || *end != '\0' || !(seconds >= 0)) {
      zero_rt_comm_release(comm);
      return ZERO_RT_ERROR(ZERO_RT_STATUS_INVALID_ARGUMENT,
                           "ZERO_RT_COLLECTIVE_TIMEOUT_S must be a number of "
                           "seconds >= 0, got '%s'",
                           env);
    }
    comm->timeoutS.store(seconds);
  }
  *out_comm = comm;
  return ZERO_RT_OK;
}

void zero_rt_comm_release(zero_rt_comm_t *comm) {
  if (!comm)
    return;
  {
    std::lock_guard<std::mutex> lock(comm->mutex);
    comm->stopping = true;
  }
  comm->cv.notify_all();
  comm->thread.join();
  stopWatchdog(comm);
  delete comm;
}

zero_rt_status_t zero_rt_comm_set_timeout(zero_rt_comm_t *comm,
                                          double seconds) {
  ZERO_RT_REQUIRE(comm != nullptr, "communicator must not be NULL");
  ZERO_RT_REQUIRE(seconds >= 0,
                  "collective timeout must be >= 0 seconds, got %g", seconds);
  comm->timeoutS.store(seconds);
  comm->runningCv.notify_all();
  return ZERO_RT_OK;
}

void zero_rt_comm_set_step(zero_rt_comm_t *comm, int64_t step) {
  comm->step.store(step);
}

int64_t zero_rt_comm_rank(const zero_rt_comm_t *comm) { return comm->rank; }
int64_t zero_rt_comm_size(const zero_rt_comm_t *comm) { return comm->size; }

zero_rt_status_t zero_rt_request_wait(zero_rt_request_t *request) {
  ZERO_RT_REQUIRE(request != nullptr, "request must not be NULL");
  {
    std::unique_lock<std::mutex> lock(request->mutex);
    if (!request->done) {
      if (request->computeWaiting)
        ++*request->computeWaiting;
      request->cv.wait(lock, [&] { return request->done; });
      if (request->computeWaiting)
        --*request->computeWaiting;
    }
  }
  zero_rt_status_t status = request->status;
  delete request;
  return status;
}

zero_rt_status_t zero_rt_comm_barrier(zero_rt_comm_t *comm) {
  ZERO_RT_REQUIRE(comm != nullptr, "communicator must not be NULL");
  return zero_rt_request_wait(enqueue(
      comm, "barrier",
      [comm]() -> zero_rt_status_t {
        MPI_Request request;
        ZERO_RT_MPI(MPI_Ibarrier(MPI_COMM_WORLD, &request));
        ZERO_RT_MPI(completeOnCommThread(comm, &request));
        return ZERO_RT_OK;
      }));
}

zero_rt_status_t zero_rt_comm_all_gather_start(
    zero_rt_comm_t *comm, zero_rt_dtype_t dtype, const void *shard,
    int64_t shard_count, void *out, int64_t count,
    zero_rt_request_t **out_request) {
  ZERO_RT_REQUIRE(out_request != nullptr, "out_request must not be NULL");
  *out_request = nullptr;
  ZERO_RT_RETURN_IF_ERROR(checkCommon(comm, dtype, count));
  ZERO_RT_RETURN_IF_ERROR(checkShard(comm, count, shard_count));
  int64_t elt = zero_rt_dtype_size(dtype);
  int64_t bytes =
      countCollective(comm, ZERO_RT_COLLECTIVE_ALL_GATHER, count, elt);
  *out_request = submit(
      comm, "all_gather",
      [=] { return runAllGather(comm, dtype, shard, out, count); }, bytes,
      dtype, count);
  return ZERO_RT_OK;
}

zero_rt_status_t zero_rt_comm_reduce_scatter_start(
    zero_rt_comm_t *comm, zero_rt_reduction_t reduction, zero_rt_dtype_t dtype,
    const void *input, int64_t count, void *out_shard, int64_t shard_count,
    zero_rt_request_t **out_request) {
  ZERO_RT_REQUIRE(out_request != nullptr, "out_request must not be NULL");
  *out_request = nullptr;
  ZERO_RT_RETURN_IF_ERROR(checkCommon(comm, dtype, count));
  ZERO_RT_RETURN_IF_ERROR(checkShard(comm, count, shard_count));
  ZERO_RT_REQUIRE(mpiOp(reduction) != MPI_OP_NULL, "unknown reduction %d",
                  (int)reduction);
  int64_t elt = zero_rt_dtype_size(dtype);
  int64_t bytes =
      countCollective(comm, ZERO_RT_COLLECTIVE_REDUCE_SCATTER, count, elt);
  *out_request = submit(
      comm, "reduce_scatter",
      [=] {
        return runReduceScatter(comm, reduction, dtype, input, count,
                                out_shard);
      },
      bytes, dtype, count);
  return ZERO_RT_OK;
}

zero_rt_status_t zero_rt_comm_all_reduce_start(
    zero_rt_comm_t *comm, zero_rt_reduction_t reduction, zero_rt_dtype_t dtype,
    const void *input, void *out, int64_t count,
    zero_rt_request_t **out_request) {
  ZERO_RT_REQUIRE(out_request != nullptr, "out_request must not be NULL");
  *out_request = nullptr;
  ZERO_RT_RETURN_IF_ERROR(checkCommon(comm, dtype, count));
  ZERO_RT_REQUIRE(mpiOp(reduction) != MPI_OP_NULL, "unknown reduction %d",
                  (int)reduction);
  int64_t elt = zero_rt_dtype_size(dtype);
  int64_t bytes =
      countCollective(comm, ZERO_RT_COLLECTIVE_ALL_REDUCE, count, elt);
  *out_request = submit(
      comm, "all_reduce",
      [=] { return runAllReduce(comm, reduction, dtype, input, out, count); },
      bytes, dtype, count);
  return ZERO_RT_OK;
}

// The blocking forms are a start and its wait: the comm thread runs every
// collective (funneled MPI).

zero_rt_status_t zero_rt_comm_all_gather(zero_rt_comm_t *comm,
                                         zero_rt_dtype_t dtype,
                                         const void *shard, int64_t shard_count,
                                         void *out, int64_t count) {
  ZERO_RT_RETURN_IF_ERROR(checkCommon(comm, dtype, count));
  ZERO_RT_RETURN_IF_ERROR(checkShard(comm, count, shard_count));
  int64_t bytes = countCollective(comm, ZERO_RT_COLLECTIVE_ALL_GATHER, count,
                                  zero_rt_dtype_size(dtype));
  return zero_rt_request_wait(submit(
      comm, "all_gather",
      [=] { return runAllGather(comm, dtype, shard, out, count); }, bytes,
      dtype, count));
}

zero_rt_status_t zero_rt_comm_reduce_scatter(
    zero_rt_comm_t *comm, zero_rt_reduction_t reduction, zero_rt_dtype_t dtype,
    const void *input, int64_t count, void *out_shard, int64_t shard_count) {
  ZERO_RT_RETURN_IF_ERROR(checkCommon(comm, dtype, count));
  ZERO_RT_RETURN_IF_ERROR(checkShard(comm, count, shard_count));
  ZERO_RT_REQUIRE(mpiOp(reduction) != MPI_OP_NULL, "unknown reduction %d",
                  (int)reduction);
  int64_t bytes = countCollective(comm, ZERO_RT_COLLECTIVE_REDUCE_SCATTER,
                                  count, zero_rt_dtype_size(dtype));
  return zero_rt_request_wait(submit(
      comm, "reduce_scatter",
      [=] {
        return runReduceScatter(comm, reduction, dtype, input, count,
                                out_shard);
      },
      bytes, dtype, count));
}

zero_rt_status_t zero_rt_comm_all_reduce(zero_rt_comm_t *comm,
                                         zero_rt_reduction_t reduction,
                                         zero_rt_dtype_t dtype,
                                         const void *input, void *out,
                                         int64_t count) {
  ZERO_RT_RETURN_IF_ERROR(checkCommon(comm, dtype, count));
  ZERO_RT_REQUIRE(mpiOp(reduction) != MPI_OP_NULL, "unknown reduction %d",
                  (int)reduction);
  int64_t bytes = countCollective(comm, ZERO_RT_COLLECTIVE_ALL_REDUCE, count,
                                  zero_rt_dtype_size(dtype));
  return zero_rt_request_wait(submit(
      comm, "all_reduce",
      [=] { return runAllReduce(comm, reduction, dtype, input, out, count); },
      bytes, dtype, count));
}

zero_rt_status_t zero_rt_comm_set_network_emulation(zero_rt_comm_t *comm,
                                                    double alpha_us,
                                                    double bytes_per_us) {
  ZERO_RT_REQUIRE(comm != nullptr, "communicator must not be NULL");
  ZERO_RT_REQUIRE(alpha_us >= 0 && bytes_per_us >= 0,
                  "network emulation needs alpha_us >= 0 and bytes_per_us >= "
                  "0, got %g and %g",
                  alpha_us, bytes_per_us);
  comm->alphaUs.store(alpha_us);
  comm->bytesPerUs.store(bytes_per_us);
  return ZERO_RT_OK;
}

void zero_rt_comm_query_stats(const zero_rt_comm_t *comm,
                              zero_rt_comm_stats_t *out_stats) {
  out_stats->bytes_sent = comm->bytesSent.load();
  const auto &counts = comm->counts;
  out_stats->all_gather_count = counts[ZERO_RT_COLLECTIVE_ALL_GATHER].load();
  out_stats->reduce_scatter_count =
      counts[ZERO_RT_COLLECTIVE_REDUCE_SCATTER].load();
  out_stats->all_reduce_count = counts[ZERO_RT_COLLECTIVE_ALL_REDUCE].load();
}

void zero_rt_comm_abort(int code) {
  std::fflush(stdout);
  std::fflush(stderr);
  if (mpiUp.load())
    MPI_Abort(MPI_COMM_WORLD, code);
  std::_Exit(code);
}

} // extern "C"
