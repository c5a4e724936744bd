//===- internal.h - zero runtime: the communicator's private state -*- C++ -*-//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// What the communicator's sources share: the communicator (world or group)
// and request structs behind comm.h's opaque handles, and the functions each
// part of the communicator offers the others. runtime/src/comm.cpp is the
// public C API; comm/collectives.cpp turns each collective into phases of
// nonblocking MPI calls, comm/safety.cpp checks headers and runs the
// watchdog, comm/requests.cpp starts requests and moves them on.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNTIME_SRC_COMM_INTERNAL_H
#define ZERO_RUNTIME_SRC_COMM_INTERNAL_H

#include "zero/runtime/comm.h"

#include "../internal.h"

#include <mpi.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace zero::rt::mpi {

using Clock = std::chrono::steady_clock;

/// What every rank must agree on before a collective moves any data.
struct CollectiveHeader {
  /// The collective's name and variant (its quantization), as an integer
  /// (see kindOf).
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

/// What a collective puts on this rank's network: the bytes it sends (ring
/// formulas) and the tier whose link carries them.
struct Traffic {
  int64_t bytes;
  zero_rt_tier_t tier;
};

/// How a quantized collective encodes its elements (quantize.h).
struct Quantization {
  int64_t bits;
  int64_t block;
};

/// A quantized collective (comm.h), its elements already quantized into
/// scratch it shares with both forms: the one MPI phase that exchanges the
/// segments and decodes what arrived, and its stand-in on a communicator of
/// one rank, which decodes this rank's own segments.
struct QuantizedCollective {
  Phase phase;
  std::function<zero_rt_status_t()> local;
};

/// One emulated link of a rank (comm.h): a tier's network hardware.
struct Link {
  std::atomic<double> alphaUs{0};
  std::atomic<double> bytesPerUs{0};
  /// When it is free again: collectives occupy it one after another in
  /// issue order.
  Clock::time_point freeAt{};
};

} // namespace zero::rt::mpi

struct zero_rt_request_s {
  /// The world whose engine moves it (a group's collectives are the
  /// world's too); null for a request completed on the caller (one rank).
  zero_rt_comm_t *comm = nullptr;
  /// What it was issued on: `comm` or one of its groups, whose MPI
  /// communicators carry its calls.
  zero_rt_comm_t *group = nullptr;
  const char *name = "";
  zero::rt::mpi::CollectiveHeader header{};
  /// The phases not yet finished. Once `frontPosted`, the front one's MPI
  /// call is `data`.
  std::deque<zero::rt::mpi::Phase> phases;
  bool frontPosted = false;
  MPI_Request data = MPI_REQUEST_NULL;
  bool dataPending = false;
  /// The front phase's call failed; reported once the header check passed,
  /// since a mismatch is what usually makes a data call fail.
  zero_rt_status_t dataStatus = ZERO_RT_OK;
  /// The header check (startHeaderCheck): each field, then each negated.
  MPI_Request headerRequest = MPI_REQUEST_NULL;
  bool headerPending = false;
  int64_t both[2 * zero::rt::mpi::kHeaderFields] = {};
  /// Every phase finished, or the collective failed (`status`).
  bool done = false;
  zero_rt_status_t status = ZERO_RT_OK;
  /// When the emulated network has carried the collective, and how long
  /// after its start that is (zero: no emulated network).
  zero::rt::mpi::Clock::time_point wireEnd{};
  int64_t wireUs = 0;
  /// For the profile: when it was started and when its MPI part ended.
  int64_t beginUs = 0, endUs = 0;
};

/// The world or a group of it (comm.h). A group is a view of its world: the
/// world runs one progress engine (issue order, sequence numbers, watchdog,
/// counters, emulated links) for all its collectives, which are the world's
/// requests; a group contributes its rank, size and MPI communicators. The
/// engine's fields of a group are unused.
struct zero_rt_comm_s {
  /// Itself, or the world the group was split from.
  zero_rt_comm_t *world = this;
  /// This rank's index in the communicator, and its member count.
  int rank = 0;
  int size = 1;
  /// World ranks between consecutive members (1 for the world).
  int stride = 1;
  /// Carries the header checks and first phases of the collectives issued
  /// on this communicator: MPI_COMM_WORLD, or the group's split of it.
  MPI_Comm frontPhases = MPI_COMM_NULL;
  /// A collective's later phases are posted when its first one completed,
  /// which happens in a different order on different ranks; MPI needs one
  /// order on a communicator. So they go on a dup of frontPhases of their
  /// own, in the world's issue order (laterPhaseOrder).
  MPI_Comm laterPhases = MPI_COMM_NULL;

  // The world's alone.

  /// The groups split from it, by (size, stride); released with it.
  std::map<std::pair<int64_t, int64_t>, std::unique_ptr<zero_rt_comm_t>> groups;
  /// The modelled topology: nodes of ranksPerNode consecutive ranks.
  std::atomic<int64_t> ranksPerNode{1};
  /// Ranks on this rank's node by MPI_COMM_TYPE_SHARED, at creation.
  int sharedMemoryRanks = 1;
  /// The thread that initialized MPI and alone calls it.
  std::thread::id mpiThread;
  /// Started and not yet done, in issue order (only mpiThread touches it).
  std::vector<zero_rt_request_t *> inFlight;
  /// The collectives in flight, on any communicator of the world, that
  /// still have later phases to post, oldest first; only the front one may
  /// post. One global order keeps each laterPhases communicator in issue
  /// order on every rank.
  std::deque<zero_rt_request_t *> laterPhaseOrder;
  /// Failed collectives whose MPI calls were still posted when they were
  /// waited for (the job is expected to abort; see comm.h).
  std::vector<std::unique_ptr<zero_rt_request_t>> abandoned;
  /// The MPI calls one poll tests, and whose call each is.
  std::vector<MPI_Request> pollCalls;
  std::vector<zero::rt::mpi::PollSlot> pollSlots;
  std::vector<int> pollIndices;
  std::vector<MPI_Status> pollStatuses;
  /// When progressIfDue last polled MPI.
  zero::rt::mpi::Clock::time_point lastProgress{};
  /// Bytes sent and emulated links, by zero_rt_tier_t.
  std::atomic<int64_t> bytesSent[ZERO_RT_TIER_COUNT] = {};
  zero::rt::mpi::Link links[ZERO_RT_TIER_COUNT];
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

/// Returns a COMM_ERROR status naming `call` and MPI's text for its error
/// from the enclosing function unless `call` succeeded.
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

namespace zero::rt::mpi {

//===----------------------------------------------------------------------===//
// The collectives, as phases of nonblocking MPI calls (collectives.cpp)
//===----------------------------------------------------------------------===//

/// The MPI reduction of `reduction` (avg is a sum, divided afterwards), or
/// MPI_OP_NULL for an unknown one.
MPI_Op mpiOp(zero_rt_reduction_t reduction);

/// A collective on one rank: every reduction of one contribution is that
/// contribution (avg divides by 1) and the gathered bucket is the shard, so
/// it is a copy, made without MPI.
zero_rt_status_t copyLocally(zero_rt_dtype_t dtype, const void *input,
                             void *out, int64_t count);

Phase barrierPhase();
Phase allGatherPhase(const zero_rt_comm_t *comm, zero_rt_dtype_t dtype,
                     const void *shard, void *out, int64_t count);
std::deque<Phase> reduceScatterPhases(const zero_rt_comm_t *comm,
                                      zero_rt_reduction_t reduction,
                                      zero_rt_dtype_t dtype, const void *input,
                                      int64_t count, void *outShard);
std::deque<Phase> allReducePhases(const zero_rt_comm_t *comm,
                                  zero_rt_reduction_t reduction,
                                  zero_rt_dtype_t dtype, const void *input,
                                  void *out, int64_t count);

/// The quantized all_gather and reduce_scatter (comm.h). They quantize
/// their input now, so the caller's input is not read afterwards; the
/// arguments are checked already (comm.cpp).
zero_rt_status_t allGatherQuantized(const zero_rt_comm_t *comm,
                                    zero_rt_dtype_t dtype, const void *shard,
                                    void *out, int64_t count, Quantization q,
                                    QuantizedCollective &collective);
zero_rt_status_t reduceScatterQuantized(const zero_rt_comm_t *comm,
                                        zero_rt_reduction_t reduction,
                                        zero_rt_dtype_t dtype,
                                        const void *input, int64_t count,
                                        void *outShard, Quantization q,
                                        QuantizedCollective &collective);

//===----------------------------------------------------------------------===//
// Safety: header check and watchdog (safety.cpp)
//===----------------------------------------------------------------------===//

/// Starts the header check of `request` (see safety.cpp).
zero_rt_status_t startHeaderCheck(zero_rt_request_t *request);

/// The mismatch the completed header check of `request` shows, if any.
zero_rt_status_t verifyHeader(const zero_rt_comm_t *comm,
                              const zero_rt_request_t *request);

/// The `kind` a header carries for the collective called `name` in its
/// `variant` (0 for a plain collective, quantizedVariant for a quantized
/// one): ranks whose collectives move different bytes get different kinds.
int64_t kindOf(const char *name, int64_t variant = 0);

/// The variant of a quantized collective: its bits and block.
int64_t quantizedVariant(Quantization q);

/// The watchdog thread's body: aborts the job when a wait published by a
/// WatchedWait runs past the communicator's timeout.
void watchdogMain(zero_rt_comm_t *comm);

/// Ends the watchdog thread (on release).
void stopWatchdog(zero_rt_comm_t *comm);

/// Publishes a wait of the calling thread to the watchdog for as long as
/// it lives.
class WatchedWait {
public:
  WatchedWait(zero_rt_comm_t *comm, const char *name, int64_t sequence);
  ~WatchedWait();

private:
  zero_rt_comm_t *comm;
};

//===----------------------------------------------------------------------===//
// Requests and their progress (requests.cpp)
//===----------------------------------------------------------------------===//

/// Starts a collective of `phases` on `comm` (the world or a group): posts
/// its header check and its first phase on comm's MPI communicator, and
/// books its time on the emulated link of `traffic`'s tier. Its kind
/// (`name` and `variant`, kindOf), `dtype` and `count` are compared across
/// ranks.
zero_rt_request_t *startCollective(zero_rt_comm_t *comm, const char *name,
                                   std::deque<Phase> phases, Traffic traffic,
                                   zero_rt_dtype_t dtype, int64_t count,
                                   int64_t variant = 0);

/// Starts a collective, or, on a communicator of one rank (where it calls
/// no MPI), runs `local` now and returns a completed request. Not
/// emulated: one rank has no network.
zero_rt_request_t *submit(zero_rt_comm_t *comm, const char *name,
                          std::function<std::deque<Phase>()> phases,
                          std::function<zero_rt_status_t()> local,
                          Traffic traffic, zero_rt_dtype_t dtype, int64_t count,
                          int64_t variant = 0);

/// Tests every MPI call of the collectives in flight at once (one pass of
/// MPI's progress engine) and advances those whose calls completed.
void progress(zero_rt_comm_t *comm, Clock::time_point now = Clock::now());

/// progress, unless nothing is in flight or the last poll is younger than
/// kProgressIntervalUs: what the runtime's entry points run between kernels.
void progressIfDue(zero_rt_comm_t *comm);

} // namespace zero::rt::mpi

#endif // ZERO_RUNTIME_SRC_COMM_INTERNAL_H
