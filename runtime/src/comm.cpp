//===- comm.cpp - zero runtime: MPI communicator driven by its caller -----===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// The communicator's C API (comm.h): argument checks, creation and release
// of the world and its groups, the starts and waits of collectives. How a
// collective becomes MPI calls, how ranks are kept in agreement, and how
// requests move on are the parts under comm/ (comm/internal.h).
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
#include "zero/runtime/profile.h"
#include "zero/runtime/quantize.h"

#include "abort.h"
#include "comm/internal.h"
#include "internal.h"
#include "progress.h"

#include <mpi.h>

#include <algorithm>
#include <chrono>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <memory>
#include <thread>
#include <vector>

using namespace zero::rt::mpi;

namespace {

/// The last part of an emulated collective's time on the link that its wait
/// polls instead of sleeping through.
constexpr int kWireSpinUs = 150;

/// The communicator whose collectives the runtime's entry points advance
/// (progress.h). Only the thread that created it has the progress hook
/// installed, and that thread also releases it.
zero_rt_comm_t *activeComm = nullptr;

void progressActiveComm() {
  if (zero_rt_comm_t *comm = activeComm)
    progressIfDue(comm);
}

/// The abort hook while MPI is up: takes every rank of the job down.
void abortWorld(int code) { MPI_Abort(MPI_COMM_WORLD, code); }

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

/// Adds one collective of `kind` that sends `bytes` from this rank on
/// `comm` to the world's counters, and says on which tier it sends them.
Traffic countBytes(zero_rt_comm_t *comm, zero_rt_collective_kind_t kind,
                   int64_t bytes) {
  Traffic traffic{bytes, zero_rt_comm_tier(comm)};
  comm->world->bytesSent[traffic.tier] += traffic.bytes;
  ++comm->world->counts[kind];
  return traffic;
}

/// countBytes with what a ring sends for `count` logical elements over
/// comm's ranks (Design.md §5).
Traffic countCollective(zero_rt_comm_t *comm, zero_rt_collective_kind_t kind,
                        int64_t count, int64_t elementSize) {
  return countBytes(comm, kind,
                    zero_rt_ring_bytes(kind, count, elementSize, comm->size));
}

/// countBytes with what a quantized collective sends: N-1 segments of the
/// s-element shard (comm.h).
Traffic countQuantized(zero_rt_comm_t *comm, zero_rt_collective_kind_t kind,
                       int64_t shardCount, Quantization q) {
  return countBytes(comm, kind,
                    int64_t(comm->size - 1) *
                        zero_rt_quantized_bytes(shardCount, q.bits, q.block));
}

/// What the quantized collectives accept beyond the plain ones' checks.
zero_rt_status_t checkQuantization(zero_rt_dtype_t dtype, int64_t shardCount,
                                   Quantization q) {
  ZERO_RT_REQUIRE(dtype == ZERO_RT_DTYPE_F32 || dtype == ZERO_RT_DTYPE_BF16,
                  "quantized collectives take f32 or bf16 buckets, got %s",
                  zero_rt_dtype_name(dtype));
  ZERO_RT_REQUIRE(q.bits == 4 || q.bits == 8,
                  "quantized collectives need 4 or 8 bits, got %lld",
                  (long long)q.bits);
  // The block is folded into the header's kind (comm/safety.cpp), which
  // this bound keeps from overflowing; a longer block would not change any
  // segment of a bucket of at most INT_MAX elements.
  ZERO_RT_REQUIRE(q.block >= 1 && q.block <= INT_MAX,
                  "quantization block must be in [1, %d] elements, got %lld",
                  INT_MAX, (long long)q.block);
  // MPI counts a segment's bytes in an int.
  int64_t bytes = zero_rt_quantized_bytes(shardCount, q.bits, q.block);
  ZERO_RT_REQUIRE(bytes <= INT_MAX,
                  "a quantized shard of %lld elements takes %lld bytes, more "
                  "than MPI's limit of %d",
                  (long long)shardCount, (long long)bytes, INT_MAX);
  return ZERO_RT_OK;
}

/// Issues a quantized collective; its kind in the header holds `q`.
zero_rt_request_t *submitQuantized(zero_rt_comm_t *comm, const char *name,
                                   const QuantizedCollective &collective,
                                   Traffic traffic, zero_rt_dtype_t dtype,
                                   int64_t count, Quantization q) {
  Phase phase = collective.phase;
  return submit(
      comm, name, [phase] { return std::deque<Phase>{phase}; },
      collective.local, traffic, dtype, count, quantizedVariant(q));
}

zero_rt_status_t onMpiThread(const zero_rt_comm_t *comm) {
  ZERO_RT_REQUIRE(std::this_thread::get_id() == comm->world->mpiThread,
                  "collectives must be issued and waited for on the thread "
                  "that created the communicator (MPI is funneled through "
                  "it)");
  return ZERO_RT_OK;
}

/// Ranks on this rank's node, as MPI sees it (shared memory reachable).
zero_rt_status_t countSharedMemoryRanks(int *out) {
  MPI_Comm node = MPI_COMM_NULL;
  ZERO_RT_MPI(MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0,
                                  MPI_INFO_NULL, &node));
  int err = MPI_Comm_size(node, out);
  MPI_Comm_free(&node);
  ZERO_RT_MPI(err);
  return ZERO_RT_OK;
}

/// Splits the group of `size` ranks with `stride` holding this rank (comm.h)
/// off `world`.
zero_rt_status_t splitGroup(zero_rt_comm_t *world, int size, int stride,
                            std::unique_ptr<zero_rt_comm_t> &out) {
  int span = size * stride;
  int base = world->rank / span * span + world->rank % stride;
  int index = world->rank / stride % size;
  auto group = std::make_unique<zero_rt_comm_t>();
  group->world = world;
  group->stride = stride;
  // Ranks with one base form one group, ordered by their index in it. The
  // split is collective over the world: a rank that stopped responding
  // would hold the others here, so the watchdog guards it like a wait.
  {
    WatchedWait watched(world, "group creation", world->nextSequence);
    ZERO_RT_MPI(
        MPI_Comm_split(MPI_COMM_WORLD, base, index, &group->frontPhases));
  }
  ZERO_RT_MPI(MPI_Comm_dup(group->frontPhases, &group->laterPhases));
  ZERO_RT_MPI(MPI_Comm_rank(group->frontPhases, &group->rank));
  ZERO_RT_MPI(MPI_Comm_size(group->frontPhases, &group->size));
  out = std::move(group);
  return ZERO_RT_OK;
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
  zero::rt::setAbortHook(abortWorld);
  auto comm = std::make_unique<zero_rt_comm_t>();
  comm->mpiThread = std::this_thread::get_id();
  // Errors come back as codes so we can report them with file:line before
  // aborting, instead of MPI's default abort without context.
  ZERO_RT_MPI(MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN));
  ZERO_RT_MPI(MPI_Comm_rank(MPI_COMM_WORLD, &comm->rank));
  ZERO_RT_MPI(MPI_Comm_size(MPI_COMM_WORLD, &comm->size));
  comm->frontPhases = MPI_COMM_WORLD;
  ZERO_RT_MPI(MPI_Comm_dup(MPI_COMM_WORLD, &comm->laterPhases));
  comm->ranksPerNode.store(comm->size);
  ZERO_RT_RETURN_IF_ERROR(countSharedMemoryRanks(&comm->sharedMemoryRanks));
  zero::rt::setCurrentRank(comm->rank);
  if (const char *env = std::getenv("ZERO_RT_CHECK_COLLECTIVES"))
    comm->checkHeaders = std::strcmp(env, "0") != 0;
  if (const char *env = std::getenv("ZERO_RT_COLLECTIVE_TIMEOUT_S")) {
    char *end = nullptr;
    double seconds = std::strtod(env, &end);
    if (end == env || *end != '\0' || !(seconds >= 0)) {
      zero::rt::setAbortHook(nullptr);
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
  zero::rt::setProgressHook(progressActiveComm);
  *out_comm = comm.release();
  return ZERO_RT_OK;
}

void zero_rt_comm_release(zero_rt_comm_t *comm) {
  // A group is released with its world.
  if (!comm || comm->world != comm)
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
    zero::rt::setProgressHook(nullptr);
  }
  stopWatchdog(comm);
  for (auto &[shape, group] : comm->groups) {
    MPI_Comm_free(&group->laterPhases);
    MPI_Comm_free(&group->frontPhases);
  }
  MPI_Comm_free(&comm->laterPhases);
  zero::rt::setAbortHook(nullptr);
  MPI_Finalize();
  delete comm;
}

zero_rt_status_t zero_rt_comm_set_timeout(zero_rt_comm_t *comm,
                                          double seconds) {
  ZERO_RT_REQUIRE(comm != nullptr, "communicator must not be NULL");
  ZERO_RT_REQUIRE(seconds >= 0,
                  "collective timeout must be >= 0 seconds, got %g", seconds);
  zero_rt_comm_t *world = comm->world;
  world->timeoutS.store(seconds);
  world->waitingCv.notify_all();
  return ZERO_RT_OK;
}

void zero_rt_comm_set_step(zero_rt_comm_t *comm, int64_t step) {
  comm->world->step.store(step);
}

int64_t zero_rt_comm_rank(const zero_rt_comm_t *comm) { return comm->rank; }
int64_t zero_rt_comm_size(const zero_rt_comm_t *comm) { return comm->size; }

zero_rt_status_t zero_rt_comm_group(zero_rt_comm_t *world, int64_t size,
                                    int64_t stride,
                                    zero_rt_comm_t **out_group) {
  ZERO_RT_REQUIRE(out_group != nullptr, "out_group must not be NULL");
  *out_group = nullptr;
  ZERO_RT_REQUIRE(world != nullptr, "communicator must not be NULL");
  ZERO_RT_REQUIRE(world->world == world,
                  "groups are made of the world communicator, not of a group");
  int64_t n = world->size;
  // Bounded first, so that size*stride cannot overflow.
  ZERO_RT_REQUIRE(size >= 1 && stride >= 1 && size <= n && stride <= n &&
                      n % (size * stride) == 0,
                  "a group of %lld ranks with stride %lld needs size >= 1, "
                  "stride >= 1 and size*stride dividing the %lld ranks",
                  (long long)size, (long long)stride, (long long)n);
  ZERO_RT_RETURN_IF_ERROR(onMpiThread(world));
  if (size == n) {
    *out_group = world;
    return ZERO_RT_OK;
  }
  std::unique_ptr<zero_rt_comm_t> &group = world->groups[{size, stride}];
  if (!group)
    if (zero_rt_status_t status =
            splitGroup(world, (int)size, (int)stride, group);
        status != ZERO_RT_OK) {
      world->groups.erase({size, stride});
      return status;
    }
  *out_group = group.get();
  return ZERO_RT_OK;
}

zero_rt_status_t zero_rt_comm_set_ranks_per_node(zero_rt_comm_t *world,
                                                 int64_t ranks_per_node) {
  ZERO_RT_REQUIRE(world != nullptr, "communicator must not be NULL");
  int64_t n = world->world->size;
  ZERO_RT_REQUIRE(ranks_per_node >= 1 && n % ranks_per_node == 0,
                  "ranks per node must divide the %lld ranks, got %lld",
                  (long long)n, (long long)ranks_per_node);
  world->world->ranksPerNode.store(ranks_per_node);
  return ZERO_RT_OK;
}

int64_t zero_rt_comm_ranks_per_node(const zero_rt_comm_t *comm) {
  return comm->world->ranksPerNode.load();
}

int64_t zero_rt_comm_shared_memory_ranks(zero_rt_comm_t *world) {
  return world->world->sharedMemoryRanks;
}

zero_rt_tier_t zero_rt_comm_tier(const zero_rt_comm_t *comm) {
  // Groups and nodes are aligned blocks of size*stride and ranks_per_node
  // ranks, both dividing N: a group's members share a node exactly when
  // its block fits in one. One rank is always on one node.
  int64_t block = comm->size == 1 ? 1 : int64_t(comm->size) * comm->stride;
  return zero_rt_comm_ranks_per_node(comm) % block == 0 ? ZERO_RT_TIER_INTRA
                                                        : ZERO_RT_TIER_INTER;
}

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
  return zero_rt_request_wait(startCollective(comm, "barrier", {barrierPhase()},
                                              {0, zero_rt_comm_tier(comm)},
                                              ZERO_RT_DTYPE_I32, 0));
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
  Traffic traffic =
      countCollective(comm, ZERO_RT_COLLECTIVE_ALL_GATHER, count, elt);
  *out_request = submit(
      comm, "all_gather",
      [=] {
        return std::deque<Phase>{
            allGatherPhase(comm, dtype, shard, out, count)};
      },
      [=] { return copyLocally(dtype, shard, out, count); }, traffic, dtype,
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
  Traffic traffic =
      countCollective(comm, ZERO_RT_COLLECTIVE_REDUCE_SCATTER, count, elt);
  *out_request = submit(
      comm, "reduce_scatter",
      [=] {
        return reduceScatterPhases(comm, reduction, dtype, input, count,
                                   out_shard);
      },
      [=] { return copyLocally(dtype, input, out_shard, count); }, traffic,
      dtype, count);
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
  Traffic traffic =
      countCollective(comm, ZERO_RT_COLLECTIVE_ALL_REDUCE, count, elt);
  *out_request = submit(
      comm, "all_reduce",
      [=] {
        return allReducePhases(comm, reduction, dtype, input, out, count);
      },
      [=] { return copyLocally(dtype, input, out, count); }, traffic, dtype,
      count);
  return ZERO_RT_OK;
}

zero_rt_status_t zero_rt_comm_all_gather_quantized_start(
    zero_rt_comm_t *comm, zero_rt_dtype_t dtype, const void *shard,
    int64_t shard_count, void *out, int64_t count, int64_t bits, int64_t block,
    zero_rt_request_t **out_request) {
  ZERO_RT_REQUIRE(out_request != nullptr, "out_request must not be NULL");
  *out_request = nullptr;
  Quantization q{bits, block};
  ZERO_RT_RETURN_IF_ERROR(checkCommon(comm, dtype, count));
  ZERO_RT_RETURN_IF_ERROR(checkShard(comm, count, shard_count));
  ZERO_RT_RETURN_IF_ERROR(checkQuantization(dtype, shard_count, q));
  ZERO_RT_RETURN_IF_ERROR(onMpiThread(comm));
  QuantizedCollective collective;
  ZERO_RT_RETURN_IF_ERROR(
      allGatherQuantized(comm, dtype, shard, out, count, q, collective));
  Traffic traffic =
      countQuantized(comm, ZERO_RT_COLLECTIVE_ALL_GATHER, shard_count, q);
  *out_request = submitQuantized(comm, "all_gather_quantized", collective,
                                 traffic, dtype, count, q);
  return ZERO_RT_OK;
}

zero_rt_status_t zero_rt_comm_reduce_scatter_quantized_start(
    zero_rt_comm_t *comm, zero_rt_reduction_t reduction, zero_rt_dtype_t dtype,
    const void *input, int64_t count, void *out_shard, int64_t shard_count,
    int64_t bits, int64_t block, zero_rt_request_t **out_request) {
  ZERO_RT_REQUIRE(out_request != nullptr, "out_request must not be NULL");
  *out_request = nullptr;
  Quantization q{bits, block};
  ZERO_RT_RETURN_IF_ERROR(checkCommon(comm, dtype, count));
  ZERO_RT_RETURN_IF_ERROR(checkShard(comm, count, shard_count));
  ZERO_RT_REQUIRE(reduction == ZERO_RT_REDUCTION_SUM ||
                      reduction == ZERO_RT_REDUCTION_AVG,
                  "a quantized reduce_scatter sums or averages, got reduction "
                  "%d",
                  (int)reduction);
  ZERO_RT_RETURN_IF_ERROR(checkQuantization(dtype, shard_count, q));
  ZERO_RT_RETURN_IF_ERROR(onMpiThread(comm));
  QuantizedCollective collective;
  ZERO_RT_RETURN_IF_ERROR(reduceScatterQuantized(
      comm, reduction, dtype, input, count, out_shard, q, collective));
  Traffic traffic =
      countQuantized(comm, ZERO_RT_COLLECTIVE_REDUCE_SCATTER, shard_count, q);
  *out_request = submitQuantized(comm, "reduce_scatter_quantized", collective,
                                 traffic, dtype, count, q);
  return ZERO_RT_OK;
}

// The blocking forms are a start and its wait.

zero_rt_status_t
zero_rt_comm_all_gather_quantized(zero_rt_comm_t *comm, zero_rt_dtype_t dtype,
                                  const void *shard, int64_t shard_count,
                                  void *out, int64_t count, int64_t bits,
                                  int64_t block) {
  zero_rt_request_t *request = nullptr;
  ZERO_RT_RETURN_IF_ERROR(zero_rt_comm_all_gather_quantized_start(
      comm, dtype, shard, shard_count, out, count, bits, block, &request));
  return zero_rt_request_wait(request);
}

zero_rt_status_t zero_rt_comm_reduce_scatter_quantized(
    zero_rt_comm_t *comm, zero_rt_reduction_t reduction, zero_rt_dtype_t dtype,
    const void *input, int64_t count, void *out_shard, int64_t shard_count,
    int64_t bits, int64_t block) {
  zero_rt_request_t *request = nullptr;
  ZERO_RT_RETURN_IF_ERROR(zero_rt_comm_reduce_scatter_quantized_start(
      comm, reduction, dtype, input, count, out_shard, shard_count, bits, block,
      &request));
  return zero_rt_request_wait(request);
}

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

zero_rt_status_t zero_rt_comm_set_tier_emulation(zero_rt_comm_t *world,
                                                 zero_rt_tier_t tier,
                                                 double alpha_us,
                                                 double bytes_per_us) {
  ZERO_RT_REQUIRE(world != nullptr, "communicator must not be NULL");
  ZERO_RT_REQUIRE(tier == ZERO_RT_TIER_INTRA || tier == ZERO_RT_TIER_INTER,
                  "unknown tier %d", (int)tier);
  ZERO_RT_REQUIRE(alpha_us >= 0 && bytes_per_us >= 0,
                  "network emulation needs alpha_us >= 0 and bytes_per_us >= "
                  "0, got %g and %g",
                  alpha_us, bytes_per_us);
  Link &link = world->world->links[tier];
  link.alphaUs.store(alpha_us);
  link.bytesPerUs.store(bytes_per_us);
  return ZERO_RT_OK;
}

zero_rt_status_t zero_rt_comm_set_network_emulation(zero_rt_comm_t *comm,
                                                    double alpha_us,
                                                    double bytes_per_us) {
  for (zero_rt_tier_t tier : {ZERO_RT_TIER_INTRA, ZERO_RT_TIER_INTER})
    ZERO_RT_RETURN_IF_ERROR(
        zero_rt_comm_set_tier_emulation(comm, tier, alpha_us, bytes_per_us));
  return ZERO_RT_OK;
}

void zero_rt_comm_query_stats(const zero_rt_comm_t *comm,
                              zero_rt_comm_stats_t *out_stats) {
  const zero_rt_comm_t *world = comm->world;
  out_stats->bytes_sent = 0;
  for (int tier = 0; tier < ZERO_RT_TIER_COUNT; ++tier) {
    out_stats->bytes_sent_by_tier[tier] = world->bytesSent[tier].load();
    out_stats->bytes_sent += out_stats->bytes_sent_by_tier[tier];
  }
  const auto &counts = world->counts;
  out_stats->all_gather_count = counts[ZERO_RT_COLLECTIVE_ALL_GATHER].load();
  out_stats->reduce_scatter_count =
      counts[ZERO_RT_COLLECTIVE_REDUCE_SCATTER].load();
  out_stats->all_reduce_count = counts[ZERO_RT_COLLECTIVE_ALL_REDUCE].load();
}

void zero_rt_comm_abort(int code) { zero::rt::abortJob(code); }

} // extern "C"
