//===- comm.cpp - zero runtime: MPI communicator driven by its caller -----===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Threading and progress: every MPI call, MPI_Init_thread and MPI_Finalize
// included, is made by the thread that created the communicator
// (MPI_THREAD_FUNNELED), and there is no thread of our own. A *_start posts
// the collective's nonblocking MPI calls and returns; the collective then
// advances whenever that thread enters the runtime: at every GEMM and every
// allocation or free (zero::rt::progressCommunication, at most once per
// kProgressIntervalUs), and in the wait. On a machine with as many ranks as
// cores (the CPU backend's usual layout) a comm thread of its own could only
// run by preempting compute, at a context switch and a cold cache each time
// it woke; here the CPU a collective needs is spent between two kernels of
// the thread that issued it (docs/Runtime.md §4, docs/Design.md §9).
// Collectives are posted in issue order, which is program order and hence
// the same on every rank, as MPI requires; they may complete in any order.
// The one exception to the funneling is MPI_Abort, which any thread may call
// on a fatal error.
//
//===----------------------------------------------------------------------===//

#include "zero/runtime/comm.h"
#include "zero/runtime/bf16.h"
#include "zero/runtime/memory.h"
#include "zero/runtime/profile.h"

#include "internal.h"
#include "progress.h"

#include <mpi.h>

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
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

/// What every rank must agree on before a collective moves any data.
struct CollectiveHeader {
  /// The collective's name, as a small integer (see kindOf).
  int64_t kind;
  int64_t dtype;
  /// Logical elements (the bucket), not this rank's shard.
  int64_t count;
  int64_t sequence;
};

constexpr int64_t kHeaderFields = 4;

/// One MPI call of a collective and what to do once it completed. Most
/// collectives are one phase; a bf16 all_reduce is a reduce_scatter phase
/// and then an all_gather phase.
struct Phase {
  /// Posts the phase's nonblocking MPI call on the given communicator.
  std::function<zero_rt_status_t(MPI_Comm, MPI_Request *)> post;
  /// Runs on this rank's data after the call completed (a local reduction,
  /// zeroing padding, averaging); may be empty.
  std::function<zero_rt_status_t()> finish;
};

/// One MPI call a poll tests: a collective's header check or its data call.
struct PollSlot {
  zero_rt_request_t *request;
  bool header;
};

} // namespace

struct zero_rt_request_s {
  /// Null for a request completed on the caller (one rank).
  zero_rt_comm_t *comm = nullptr;
  const char *name = "";
  CollectiveHeader header{};
  /// The phases not yet finished. Once `frontPosted`, the front one's MPI
  /// call is `data`.
  std::deque<Phase> phases;
  bool frontPosted = false;
  MPI_Request data = MPI_REQUEST_NULL;
  bool dataPending = false;
  /// The front phase's call failed; reported once the header check passed,
  /// since a mismatch is what usually makes a data call fail.
  zero_rt_status_t dataStatus = ZERO_RT_OK;
  /// The header check (startHeaderCheck): each field, then each negated.
  MPI_Request headerRequest = MPI_REQUEST_NULL;
  bool headerPending = false;
  int64_t both[2 * kHeaderFields] = {};
  /// Every phase finished, or the collective failed (`status`).
  bool done = false;
  zero_rt_status_t status = ZERO_RT_OK;
  /// When the emulated network has carried the collective, and how long
  /// after its start that is (zero: no emulated network).
  Clock::time_point wireEnd{};
  int64_t wireUs = 0;
  /// For the profile: when it was started and when its MPI part ended.
  int64_t beginUs = 0, endUs = 0;
};

struct zero_rt_comm_s {
  int rank = 0;
  int size = 1;
  /// The thread that initialized MPI and alone calls it.
  std::thread::id mpiThread;
  /// Started and not yet done, in issue order (only mpiThread touches it).
  std::vector<zero_rt_request_t *> inFlight;
  /// A collective's later phases are posted when its first one completed,
  /// which happens in a different order on different ranks; MPI needs one
  /// order on a communicator. So they go on a communicator of their own,
  /// laterPhases, in issue order: the collectives in flight that still have
  /// later phases to post, oldest first; only the front one may post.
  MPI_Comm laterPhases = MPI_COMM_NULL;
  std::deque<zero_rt_request_t *> laterPhaseOrder;
  /// Failed collectives whose MPI calls were still posted when they were
  /// waited for (the job is expected to abort; see comm.h).
  std::vector<std::unique_ptr<zero_rt_request_t>> abandoned;
  /// The MPI calls one poll tests, and whose call each is.
  std::vector<MPI_Request> pollCalls;
  std::vector<PollSlot> pollSlots;
  std::vector<int> pollIndices;
  std::vector<MPI_Status> pollStatuses;
  /// When progressCommunication last polled MPI.
  Clock::time_point lastProgress{};
  std::atomic<int64_t> bytesSent{0};
  std::atomic<double> alphaUs{0};
  std::atomic<double> bytesPerUs{0};
  /// When the emulated link is free again: collectives occupy it one after
  /// another in issue order.
  Clock::time_point linkFreeAt{};
  /// Collectives issued, by zero_rt_collective_kind_t.
  std::atomic<int64_t> counts[ZERO_RT_COLLECTIVE_KIND_COUNT] = {};

  // The watchdog. The calling thread publishes the collective it waits
  // for; the watchdog thread aborts the job when a wait runs past the
  // timeout.
  std::thread watchdog;
  std::atomic<double> timeoutS{600};
  /// Compare collective headers across ranks (ZERO_RT_CHECK_COLLECTIVES=0
  /// turns it off, for measuring its cost).
  bool checkHeaders = true;
  /// Set (under waitingMutex) when the communicator is released.
  bool watchdogStop = false;
  std::atomic<int64_t> step{0};
  /// Sequence number of the next collective, the same on every rank.
  int64_t nextSequence = 0;
  std::mutex waitingMutex;
  std::condition_variable waitingCv;
  /// The collective being waited for: name, sequence number, step, since
  /// when (us); waitingName is null between waits.
  const char *waitingName = nullptr;
  int64_t waitingSequence = 0, waitingStep = 0, waitingSinceUs = 0;
};

namespace {

std::atomic<bool> mpiUp{false};

/// The last part of an emulated collective's time on the link that its wait
/// polls instead of sleeping through.
constexpr int kWireSpinUs = 150;

/// The communicator whose collectives progressCommunication advances. Only
/// the thread that created it reads it (onMpiThreadOfActive), and that
/// thread also releases it.
zero_rt_comm_t *activeComm = nullptr;
thread_local bool onMpiThreadOfActive = false;

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
// The collectives, as phases of nonblocking MPI calls
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

Phase allGatherPhase(const zero_rt_comm_t *comm, zero_rt_dtype_t dtype,
                     const void *shard, void *out, int64_t count) {
  auto counts =
      std::make_shared<std::vector<int>>(ownedCounts(count, comm->size));
  auto displs =
      std::make_shared<std::vector<int>>(ownedDispls(count, comm->size));
  int rank = comm->rank;
  return {[=](MPI_Comm on, MPI_Request *request) -> zero_rt_status_t {
            ZERO_RT_MPI(MPI_Iallgatherv(shard, (*counts)[rank], mpiType(dtype),
                                        out, counts->data(), displs->data(),
                                        mpiType(dtype), on, request));
            return ZERO_RT_OK;
          },
          nullptr};
}

/// bf16 reduce_scatter (comm.h): an all-to-all of bf16 shards, then this
/// rank reduces the N contributions to its shard in f32 and rounds once.
/// The receive buffer is scratch of the collective, like the temporaries MPI
/// allocates inside its own reductions, and is not accounted.
Phase reduceScatterBf16Phase(const zero_rt_comm_t *comm,
                             zero_rt_reduction_t reduction, const void *input,
                             int64_t count, void *outShard) {
  struct Buffers {
    std::vector<int> counts, sendDispls, recvCounts, recvDispls;
    std::vector<uint16_t> received;
  };
  int size = comm->size;
  auto b = std::make_shared<Buffers>();
  b->counts = ownedCounts(count, size);
  b->sendDispls = ownedDispls(count, size);
  int owned = b->counts[comm->rank];
  b->recvCounts.assign(size, owned);
  b->recvDispls.resize(size);
  for (int r = 0; r < size; ++r)
    b->recvDispls[r] = r * owned;
  b->received.resize((size_t)size * owned);
  int64_t shardCount = zero_rt_shard_count(count, size);
  return {[=](MPI_Comm on, MPI_Request *request) -> zero_rt_status_t {
            ZERO_RT_MPI(MPI_Ialltoallv(
                input, b->counts.data(), b->sendDispls.data(), MPI_UINT16_T,
                b->received.data(), b->recvCounts.data(), b->recvDispls.data(),
                MPI_UINT16_T, on, request));
            return ZERO_RT_OK;
          },
          [=]() -> zero_rt_status_t {
            auto *out = static_cast<uint16_t *>(outShard);
            ZERO_RT_REQUIRE(zero_rt_bf16_reduce_chunks(reduction,
                                                       b->received.data(), size,
                                                       owned, out) == 0,
                            "unknown reduction %d", (int)reduction);
            // Padding past the bucket is zero by the dialect's definition.
            std::fill(out + owned, out + shardCount, uint16_t(0));
            return ZERO_RT_OK;
          }};
}

std::deque<Phase> reduceScatterPhases(const zero_rt_comm_t *comm,
                                      zero_rt_reduction_t reduction,
                                      zero_rt_dtype_t dtype, const void *input,
                                      int64_t count, void *outShard) {
  if (dtype == ZERO_RT_DTYPE_BF16)
    return {reduceScatterBf16Phase(comm, reduction, input, count, outShard)};
  auto counts =
      std::make_shared<std::vector<int>>(ownedCounts(count, comm->size));
  int64_t shardCount = zero_rt_shard_count(count, comm->size);
  int owned = (*counts)[comm->rank];
  int size = comm->size;
  return {{[=](MPI_Comm on, MPI_Request *request) -> zero_rt_status_t {
             ZERO_RT_MPI(MPI_Ireduce_scatter(input, outShard, counts->data(),
                                             mpiType(dtype), mpiOp(reduction),
                                             on, request));
             return ZERO_RT_OK;
           },
           [=]() -> zero_rt_status_t {
             int64_t elt = zero_rt_dtype_size(dtype);
             // Padding past the bucket is zero by the dialect's definition.
             std::memset(static_cast<char *>(outShard) + owned * elt, 0,
                         (shardCount - owned) * elt);
             if (reduction == ZERO_RT_REDUCTION_AVG)
               divideBy(dtype, outShard, owned, size);
             return ZERO_RT_OK;
           }}};
}

std::deque<Phase> allReducePhases(const zero_rt_comm_t *comm,
                                  zero_rt_reduction_t reduction,
                                  zero_rt_dtype_t dtype, const void *input,
                                  void *out, int64_t count) {
  if (dtype == ZERO_RT_DTYPE_BF16) {
    // The f32-accumulating reduce_scatter into a shard, then an all_gather
    // of the bf16 shards, so every rank ends with the same bits.
    auto shard = std::make_shared<std::vector<uint16_t>>(
        (size_t)zero_rt_shard_count(count, comm->size));
    Phase gather =
        allGatherPhase(comm, ZERO_RT_DTYPE_BF16, shard->data(), out, count);
    // The gather phase's lambdas do not own the shard; its post keeps it.
    gather.finish = [shard]() { return ZERO_RT_OK; };
    return {
        reduceScatterBf16Phase(comm, reduction, input, count, shard->data()),
        gather};
  }
  const void *send = input == out ? MPI_IN_PLACE : input;
  int size = comm->size;
  return {{[=](MPI_Comm on, MPI_Request *request) -> zero_rt_status_t {
             ZERO_RT_MPI(MPI_Iallreduce(send, out, (int)count, mpiType(dtype),
                                        mpiOp(reduction), on, request));
             return ZERO_RT_OK;
           },
           [=]() -> zero_rt_status_t {
             if (reduction == ZERO_RT_REDUCTION_AVG)
               divideBy(dtype, out, count, size);
             return ZERO_RT_OK;
           }}};
}

//===----------------------------------------------------------------------===//
// Safety: header check and watchdog
//===----------------------------------------------------------------------===//

int64_t kindOf(const char *name) {
  static const char *const names[] = {"all_gather", "reduce_scatter",
                                      "all_reduce", "barrier"};
  for (int64_t i = 0; i < 4; ++i)
    if (std::strcmp(name, names[i]) == 0)
      return i;
  return 4;
}

/// Starts the header check of `request`: one small all_reduce of (h, -h)
/// under MAX gives every rank the maximum and minimum of each header field:
/// they differ exactly when some ranks issue a different collective. It is
/// posted right before the collective's own call and completed before that
/// call's data is used: the ranks compare headers while the data moves. A
/// mismatched data call is harmless meanwhile: MPI never writes past a
/// posted receive, and the mismatch is reported (and the job aborted)
/// before anything reads the data.
zero_rt_status_t startHeaderCheck(zero_rt_request_t *request) {
  const CollectiveHeader &header = request->header;
  int64_t mine[kHeaderFields] = {header.kind, header.dtype, header.count,
                                 header.sequence};
  for (int64_t i = 0; i < kHeaderFields; ++i) {
    request->both[i] = mine[i];
    request->both[kHeaderFields + i] = -mine[i];
  }
  ZERO_RT_MPI(MPI_Iallreduce(MPI_IN_PLACE, request->both, 2 * kHeaderFields,
                             MPI_INT64_T, MPI_MAX, MPI_COMM_WORLD,
                             &request->headerRequest));
  request->headerPending = true;
  return ZERO_RT_OK;
}

/// The mismatch the completed header check of `request` shows, if any.
/// Every rank sees the same maxima and minima, so every rank reports it.
zero_rt_status_t verifyHeader(const zero_rt_comm_t *comm,
                              const zero_rt_request_t *request) {
  const int64_t fields = kHeaderFields;
  const CollectiveHeader &header = request->header;
  const int64_t *both = request->both;
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
        (long long)header.sequence, (long long)comm->step.load(), request->name,
        (long long)header.count,
        zero_rt_dtype_name(zero_rt_dtype_t(header.dtype)), fieldNames[i],
        (long long)min, (long long)max);
  }
  return ZERO_RT_OK;
}

zero_rt_status_t mpiFailure(const char *what, const char *name, int err) {
  char text[MPI_MAX_ERROR_STRING];
  int len = 0;
  MPI_Error_string(err, text, &len);
  return ZERO_RT_ERROR(ZERO_RT_STATUS_COMM_ERROR, "%s of %s failed: %s", what,
                       name, text);
}

void watchdogMain(zero_rt_comm_t *comm) {
  std::unique_lock<std::mutex> lock(comm->waitingMutex);
  while (!comm->watchdogStop) {
    double timeout = comm->timeoutS.load();
    // Wake often enough that the abort comes within a tenth of the timeout
    // (at most a second) after it expired.
    double pollS = timeout > 0 ? std::min(1.0, timeout / 10) : 1.0;
    comm->waitingCv.wait_for(lock, std::chrono::duration<double>(pollS));
    if (comm->watchdogStop || !comm->waitingName || timeout <= 0)
      continue;
    double elapsedS = (zero_rt_profile_now_us() - comm->waitingSinceUs) / 1e6;
    if (elapsedS < timeout)
      continue;
    std::fprintf(stderr,
                 "zero-rt: error on rank %d: collective %s #%lld (step %lld) "
                 "did not complete within %g s: another rank stopped "
                 "responding or issued different collectives; aborting the "
                 "job (timeout: zero-run --collective-timeout, "
                 "ZERO_RT_COLLECTIVE_TIMEOUT_S)\n",
                 comm->rank, comm->waitingName,
                 (long long)comm->waitingSequence, (long long)comm->waitingStep,
                 timeout);
    zero_rt_comm_abort(1);
  }
}

/// Publishes a wait of the calling thread to the watchdog for as long as
/// it lives.
class WatchedWait {
public:
  WatchedWait(zero_rt_comm_t *comm, const char *name, int64_t sequence)
      : comm(comm) {
    std::lock_guard<std::mutex> lock(comm->waitingMutex);
    comm->waitingName = name;
    comm->waitingSequence = sequence;
    comm->waitingStep = comm->step.load();
    comm->waitingSinceUs = zero_rt_profile_now_us();
  }
  ~WatchedWait() {
    std::lock_guard<std::mutex> lock(comm->waitingMutex);
    comm->waitingName = nullptr;
  }

private:
  zero_rt_comm_t *comm;
};

void stopWatchdog(zero_rt_comm_t *comm) {
  {
    std::lock_guard<std::mutex> lock(comm->waitingMutex);
    comm->watchdogStop = true;
  }
  comm->waitingCv.notify_all();
  comm->watchdog.join();
}

//===----------------------------------------------------------------------===//
// Requests and their progress
//===----------------------------------------------------------------------===//

void fail(zero_rt_request_t *request, zero_rt_status_t status) {
  if (request->status == ZERO_RT_OK)
    request->status = status;
  else
    zero_rt_status_free(status);
  if (request->dataStatus != ZERO_RT_OK) {
    zero_rt_status_free(request->dataStatus);
    request->dataStatus = ZERO_RT_OK;
  }
  request->done = true;
  request->endUs = zero_rt_profile_now_us();
  if (zero_rt_comm_t *comm = request->comm) {
    auto &order = comm->laterPhaseOrder;
    order.erase(std::remove(order.begin(), order.end(), request), order.end());
  }
}

/// Moves `request` on as far as its completed MPI calls allow: finishes the
/// phase whose call completed and posts the next, in turn (laterPhases). No
/// phase finishes before the header check passed (progress verifies it), so
/// a mismatch is reported before any output is written.
void advance(zero_rt_request_t *request) {
  if (request->done || request->headerPending)
    return;
  if (request->dataStatus != ZERO_RT_OK) {
    zero_rt_status_t status = request->dataStatus;
    request->dataStatus = ZERO_RT_OK;
    return fail(request, status);
  }
  zero_rt_comm_t *comm = request->comm;
  while (!request->dataPending) {
    if (request->frontPosted) { // and completed
      Phase phase = std::move(request->phases.front());
      request->phases.pop_front();
      request->frontPosted = false;
      if (phase.finish)
        if (zero_rt_status_t status = phase.finish(); status != ZERO_RT_OK)
          return fail(request, status);
      continue;
    }
    if (request->phases.empty()) {
      request->done = true;
      request->endUs = zero_rt_profile_now_us();
      return;
    }
    if (comm->laterPhaseOrder.empty() ||
        comm->laterPhaseOrder.front() != request)
      return; // an older collective posts its later phase first
    if (request->phases.size() == 1)
      comm->laterPhaseOrder.pop_front();
    if (zero_rt_status_t status =
            request->phases.front().post(comm->laterPhases, &request->data);
        status != ZERO_RT_OK)
      return fail(request, status);
    request->frontPosted = true;
    request->dataPending = true;
  }
}

/// Tests every MPI call of the collectives in flight at once (one pass of
/// MPI's progress engine) and advances those whose calls completed.
void progress(zero_rt_comm_t *comm, Clock::time_point now = Clock::now()) {
  comm->lastProgress = now;
  if (comm->inFlight.empty())
    return;
  // Reused from poll to poll: a poll may come every kProgressIntervalUs.
  std::vector<MPI_Request> &calls = comm->pollCalls;
  std::vector<PollSlot> &slots = comm->pollSlots;
  calls.clear();
  slots.clear();
  for (zero_rt_request_t *request : comm->inFlight) {
    if (request->headerPending) {
      calls.push_back(request->headerRequest);
      slots.push_back({request, true});
    }
    if (request->dataPending) {
      calls.push_back(request->data);
      slots.push_back({request, false});
    }
  }
  std::vector<int> &indices = comm->pollIndices;
  std::vector<MPI_Status> &statuses = comm->pollStatuses;
  indices.resize(calls.size());
  statuses.resize(calls.size());
  int completed = 0;
  int err = calls.empty()
                ? MPI_SUCCESS
                : MPI_Testsome((int)calls.size(), calls.data(), &completed,
                               indices.data(), statuses.data());
  if (err != MPI_SUCCESS && err != MPI_ERR_IN_STATUS) {
    for (zero_rt_request_t *request : comm->inFlight)
      fail(request, mpiFailure("progress", request->name, err));
  } else if (completed != MPI_UNDEFINED) {
    for (int i = 0; i < completed; ++i) {
      PollSlot slot = slots[indices[i]];
      zero_rt_request_t *request = slot.request;
      int callErr =
          err == MPI_ERR_IN_STATUS ? statuses[i].MPI_ERROR : MPI_SUCCESS;
      if (slot.header) {
        request->headerPending = false;
        request->headerRequest = MPI_REQUEST_NULL;
        if (callErr != MPI_SUCCESS)
          fail(request, mpiFailure("header check", request->name, callErr));
        else if (zero_rt_status_t status = verifyHeader(comm, request);
                 status != ZERO_RT_OK)
          fail(request, status);
      } else {
        request->dataPending = false;
        request->data = MPI_REQUEST_NULL;
        if (callErr != MPI_SUCCESS && !request->done &&
            request->dataStatus == ZERO_RT_OK)
          request->dataStatus = mpiFailure("data call", request->name, callErr);
      }
    }
  }
  for (zero_rt_request_t *request : comm->inFlight)
    advance(request);
  // A failed or mismatched collective leaves its calls behind: the job is
  // aborted on its status, and MPI cannot cancel a collective.
  comm->inFlight.erase(
      std::remove_if(comm->inFlight.begin(), comm->inFlight.end(),
                     [](zero_rt_request_t *request) { return request->done; }),
      comm->inFlight.end());
}

/// Starts a collective of `phases` on `comm`: posts its header check and its
/// first phase, and books its time on the emulated link. `bytes` is what
/// this rank sends, for the emulated network; `dtype` and `count` are
/// compared across ranks.
zero_rt_request_t *startCollective(zero_rt_comm_t *comm, const char *name,
                                   std::deque<Phase> phases, int64_t bytes,
                                   zero_rt_dtype_t dtype, int64_t count) {
  auto *request = new zero_rt_request_t();
  request->comm = comm;
  request->name = name;
  request->header = {kindOf(name), dtype, count, comm->nextSequence++};
  request->phases = std::move(phases);
  request->beginUs = zero_rt_profile_now_us();
  double alpha = comm->alphaUs.load(), beta = comm->bytesPerUs.load();
  double us = alpha + (beta > 0 ? double(bytes) / beta : 0.0);
  if (us > 0 && comm->size > 1) {
    Clock::time_point now = Clock::now();
    comm->linkFreeAt = std::max(now, comm->linkFreeAt) +
                       std::chrono::duration_cast<Clock::duration>(
                           std::chrono::duration<double, std::micro>(us));
    request->wireEnd = comm->linkFreeAt;
    request->wireUs = std::chrono::duration_cast<std::chrono::microseconds>(
                          request->wireEnd - now)
                          .count();
  }
  if (comm->checkHeaders)
    if (zero_rt_status_t status = startHeaderCheck(request);
        status != ZERO_RT_OK) {
      fail(request, status);
      return request;
    }
  if (request->phases.empty()) {
    advance(request);
    return request;
  }
  if (zero_rt_status_t status =
          request->phases.front().post(MPI_COMM_WORLD, &request->data);
      status != ZERO_RT_OK) {
    fail(request, status);
    return request;
  }
  request->frontPosted = true;
  request->dataPending = true;
  if (request->phases.size() > 1)
    comm->laterPhaseOrder.push_back(request);
  comm->inFlight.push_back(request);
  return request;
}

/// Starts a collective, or, on a one-rank world (where it is a copy that
/// calls no MPI), runs `local` now and returns a completed request. Not
/// emulated: one rank has no network.
zero_rt_request_t *submit(zero_rt_comm_t *comm, const char *name,
                          std::function<std::deque<Phase>()> phases,
                          std::function<zero_rt_status_t()> local,
                          int64_t bytes, zero_rt_dtype_t dtype, int64_t count) {
  if (comm->size != 1)
    return startCollective(comm, name, phases(), bytes, dtype, count);
  auto *request = new zero_rt_request_t();
  request->name = name;
  request->beginUs = zero_rt_profile_now_us();
  request->status = local();
  request->endUs = zero_rt_profile_now_us();
  request->done = true;
  // The copy ran on the caller, and is drawn on its track.
  zero_rt_profile_event(name, "comm", request->beginUs, request->endUs);
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

zero_rt_status_t onMpiThread(const zero_rt_comm_t *comm) {
  ZERO_RT_REQUIRE(std::this_thread::get_id() == comm->mpiThread,
                  "collectives must be issued and waited for on the thread "
                  "that created the communicator (MPI is funneled through "
                  "it)");
  return ZERO_RT_OK;
}

} // namespace

namespace zero::rt {

void progressCommunication() {
  if (!onMpiThreadOfActive)
    return;
  zero_rt_comm_t *comm = activeComm;
  if (!comm || comm->inFlight.empty())
    return;
  Clock::time_point now = Clock::now();
  if (now - comm->lastProgress < std::chrono::microseconds(kProgressIntervalUs))
    return;
  progress(comm, now);
}

} // namespace zero::rt

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
  int initialized = 0;
  MPI_Initialized(&initialized);
  if (!initialized) {
    int provided = 0;
    ZERO_RT_MPI(
        MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided));
    ZERO_RT_REQUIRE(provided >= MPI_THREAD_FUNNELED,
                    "MPI provides thread level %d, zero needs "
                    "MPI_THREAD_FUNNELED (%d)",
                    provided, MPI_THREAD_FUNNELED);
  }
  mpiUp.store(true);
  auto comm = std::make_unique<zero_rt_comm_t>();
  comm->mpiThread = std::this_thread::get_id();
  // Errors come back as codes so we can report them with file:line before
  // aborting, instead of MPI's default abort without context.
  ZERO_RT_MPI(MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN));
  ZERO_RT_MPI(MPI_Comm_rank(MPI_COMM_WORLD, &comm->rank));
  ZERO_RT_MPI(MPI_Comm_size(MPI_COMM_WORLD, &comm->size));
  ZERO_RT_MPI(MPI_Comm_dup(MPI_COMM_WORLD, &comm->laterPhases));
  zero::rt::setCurrentRank(comm->rank);
  if (const char *env = std::getenv("ZERO_RT_CHECK_COLLECTIVES"))
    comm->checkHeaders = std::strcmp(env, "0") != 0;
  if (const char *env = std::getenv("ZERO_RT_COLLECTIVE_TIMEOUT_S")) {
    char *end = nullptr;
    double seconds = std::strtod(env, &end);
    if (end == env || *end != '\0' || !(seconds >= 0)) {
      mpiUp.store(false);
      MPI_Finalize();
      return ZERO_RT_ERROR(ZERO_RT_STATUS_INVALID_ARGUMENT,
                           "ZERO_RT_COLLECTIVE_TIMEOUT_S must be a number of "
                           "seconds >= 0, got '%s'",
                           env);
    }
    comm->timeoutS.store(seconds);
  }
  comm->watchdog = std::thread(watchdogMain, comm.get());
  activeComm = comm.get();
  onMpiThreadOfActive = true;
  *out_comm = comm.release();
  return ZERO_RT_OK;
}

void zero_rt_comm_release(zero_rt_comm_t *comm) {
  if (!comm)
    return;
  if (std::this_thread::get_id() != comm->mpiThread) {
    std::fprintf(stderr,
                 "zero-rt: error on rank %d: the communicator must be "
                 "released by the thread that created it\n",
                 comm->rank);
    zero_rt_comm_abort(1);
  }
  // Collectives started and never waited for still complete, as the other
  // ranks expect; the watchdog guards this like any wait.
  if (!comm->inFlight.empty()) {
    WatchedWait watched(comm, "release", comm->nextSequence);
    zero::rt::Backoff backoff;
    while (!comm->inFlight.empty()) {
      progress(comm);
      backoff.pause();
    }
  }
  if (activeComm == comm) {
    activeComm = nullptr;
    onMpiThreadOfActive = false;
  }
  stopWatchdog(comm);
  MPI_Comm_free(&comm->laterPhases);
  mpiUp.store(false);
  MPI_Finalize();
  delete comm;
}

zero_rt_status_t zero_rt_comm_set_timeout(zero_rt_comm_t *comm,
                                          double seconds) {
  ZERO_RT_REQUIRE(comm != nullptr, "communicator must not be NULL");
  ZERO_RT_REQUIRE(seconds >= 0,
                  "collective timeout must be >= 0 seconds, got %g", seconds);
  comm->timeoutS.store(seconds);
  comm->waitingCv.notify_all();
  return ZERO_RT_OK;
}

void zero_rt_comm_set_step(zero_rt_comm_t *comm, int64_t step) {
  comm->step.store(step);
}

int64_t zero_rt_comm_rank(const zero_rt_comm_t *comm) { return comm->rank; }
int64_t zero_rt_comm_size(const zero_rt_comm_t *comm) { return comm->size; }

zero_rt_status_t zero_rt_request_wait(zero_rt_request_t *request) {
  ZERO_RT_REQUIRE(request != nullptr, "request must not be NULL");
  zero_rt_comm_t *comm = request->comm;
  if (!comm) { // completed on the caller (one rank)
    zero_rt_status_t status = request->status;
    delete request;
    return status;
  }
  // Before taking ownership: on this error the request stays the caller's.
  ZERO_RT_RETURN_IF_ERROR(onMpiThread(comm));
  std::unique_ptr<zero_rt_request_t> owned(request);
  {
    WatchedWait watched(comm, request->name, request->header.sequence);
    zero::rt::Backoff backoff;
    while (true) {
      progress(comm);
      Clock::time_point now = Clock::now();
      if (request->done &&
          (request->status != ZERO_RT_OK || now >= request->wireEnd))
        break;
      // The emulated link still carries it: sleep most of the rest, in
      // slices that keep the other collectives in flight moving. The last
      // stretch is polled, as a sleep may overshoot by the thread's timer
      // slack (50 us by default).
      if (request->done &&
          request->wireEnd - now > std::chrono::microseconds(kWireSpinUs)) {
        std::this_thread::sleep_for(std::min<Clock::duration>(
            request->wireEnd - now - std::chrono::microseconds(kWireSpinUs),
            std::chrono::milliseconds(1)));
        continue;
      }
      if (!request->done)
        backoff.pause();
    }
  }
  zero::rt::profileNetworkEvent(
      request->name, request->beginUs,
      std::max(request->endUs, request->beginUs + request->wireUs));
  zero_rt_status_t status = request->status;
  if (request->headerPending || request->dataPending) {
    // Failed with MPI calls still posted: MPI may yet write into the
    // request and its phases' buffers, so they live until release.
    request->status = ZERO_RT_OK;
    comm->abandoned.push_back(std::move(owned));
  }
  return status;
}

zero_rt_status_t zero_rt_comm_barrier(zero_rt_comm_t *comm) {
  ZERO_RT_REQUIRE(comm != nullptr, "communicator must not be NULL");
  ZERO_RT_RETURN_IF_ERROR(onMpiThread(comm));
  Phase barrier{[](MPI_Comm on, MPI_Request *request) -> zero_rt_status_t {
                  ZERO_RT_MPI(MPI_Ibarrier(on, request));
                  return ZERO_RT_OK;
                },
                nullptr};
  return zero_rt_request_wait(
      startCollective(comm, "barrier", {barrier}, 0, ZERO_RT_DTYPE_I32, 0));
}

zero_rt_status_t zero_rt_comm_all_gather_start(
    zero_rt_comm_t *comm, zero_rt_dtype_t dtype, const void *shard,
    int64_t shard_count, void *out, int64_t count,
    zero_rt_request_t **out_request) {
  ZERO_RT_REQUIRE(out_request != nullptr, "out_request must not be NULL");
  *out_request = nullptr;
  ZERO_RT_RETURN_IF_ERROR(checkCommon(comm, dtype, count));
  ZERO_RT_RETURN_IF_ERROR(checkShard(comm, count, shard_count));
  ZERO_RT_RETURN_IF_ERROR(onMpiThread(comm));
  int64_t elt = zero_rt_dtype_size(dtype);
  int64_t bytes =
      countCollective(comm, ZERO_RT_COLLECTIVE_ALL_GATHER, count, elt);
  *out_request = submit(
      comm, "all_gather",
      [=] {
        return std::deque<Phase>{
            allGatherPhase(comm, dtype, shard, out, count)};
      },
      [=] { return copyLocally(dtype, shard, out, count); }, bytes, dtype,
      count);
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
  ZERO_RT_RETURN_IF_ERROR(onMpiThread(comm));
  int64_t elt = zero_rt_dtype_size(dtype);
  int64_t bytes =
      countCollective(comm, ZERO_RT_COLLECTIVE_REDUCE_SCATTER, count, elt);
  *out_request = submit(
      comm, "reduce_scatter",
      [=] {
        return reduceScatterPhases(comm, reduction, dtype, input, count,
                                   out_shard);
      },
      [=] { return copyLocally(dtype, input, out_shard, count); }, bytes, dtype,
      count);
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
  ZERO_RT_RETURN_IF_ERROR(onMpiThread(comm));
  int64_t elt = zero_rt_dtype_size(dtype);
  int64_t bytes =
      countCollective(comm, ZERO_RT_COLLECTIVE_ALL_REDUCE, count, elt);
  *out_request = submit(
      comm, "all_reduce",
      [=] {
        return allReducePhases(comm, reduction, dtype, input, out, count);
      },
      [=] { return copyLocally(dtype, input, out, count); }, bytes, dtype,
      count);
  return ZERO_RT_OK;
}

// The blocking forms are a start and its wait.

zero_rt_status_t zero_rt_comm_all_gather(zero_rt_comm_t *comm,
                                         zero_rt_dtype_t dtype,
                                         const void *shard, int64_t shard_count,
                                         void *out, int64_t count) {
  zero_rt_request_t *request = nullptr;
  ZERO_RT_RETURN_IF_ERROR(zero_rt_comm_all_gather_start(
      comm, dtype, shard, shard_count, out, count, &request));
  return zero_rt_request_wait(request);
}

zero_rt_status_t zero_rt_comm_reduce_scatter(
    zero_rt_comm_t *comm, zero_rt_reduction_t reduction, zero_rt_dtype_t dtype,
    const void *input, int64_t count, void *out_shard, int64_t shard_count) {
  zero_rt_request_t *request = nullptr;
  ZERO_RT_RETURN_IF_ERROR(zero_rt_comm_reduce_scatter_start(
      comm, reduction, dtype, input, count, out_shard, shard_count, &request));
  return zero_rt_request_wait(request);
}

zero_rt_status_t zero_rt_comm_all_reduce(zero_rt_comm_t *comm,
                                         zero_rt_reduction_t reduction,
                                         zero_rt_dtype_t dtype,
                                         const void *input, void *out,
                                         int64_t count) {
  zero_rt_request_t *request = nullptr;
  ZERO_RT_RETURN_IF_ERROR(zero_rt_comm_all_reduce_start(
      comm, reduction, dtype, input, out, count, &request));
  return zero_rt_request_wait(request);
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
