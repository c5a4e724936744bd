//===- safety.cpp - zero runtime: collective header check, watchdog -------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// What keeps ranks that disagree from corrupting memory or hanging: every
// collective's header (kind, dtype, count, sequence number) is compared
// across ranks before its data is used, and a watchdog thread aborts the job
// when a wait for a collective runs past the timeout.
//
//===----------------------------------------------------------------------===//

#include "internal.h"

#include "zero/runtime/profile.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>

namespace zero::rt::mpi {

namespace {

/// The collectives a header names; an unknown name is kKindNames' size.
const char *const kKindNames[] = {
    "all_gather", "reduce_scatter",       "all_reduce",
    "barrier",    "all_gather_quantized", "reduce_scatter_quantized"};
constexpr int64_t kNamedKinds = sizeof kKindNames / sizeof kKindNames[0];
/// kind = name index + kKindStride * variant: the name is kind % kKindStride.
constexpr int64_t kKindStride = 8;
static_assert(kNamedKinds < kKindStride, "an unknown name must fit too");
/// variant = bits + kBitsStride * block (bits is 4 or 8).
constexpr int64_t kBitsStride = 16;

/// `kind` in words, for the mismatch message: "all_gather_quantized (8 bits,
/// block 64)".
std::string describeKind(int64_t kind) {
  int64_t index = kind % kKindStride, variant = kind / kKindStride;
  std::string text = index < kNamedKinds ? kKindNames[index] : "unknown";
  if (variant != 0)
    text += " (" + std::to_string(variant % kBitsStride) + " bits, block " +
            std::to_string(variant / kBitsStride) + ")";
  return text;
}

} // namespace

int64_t kindOf(const char *name, int64_t variant) {
  int64_t index = 0;
  while (index < kNamedKinds && std::strcmp(name, kKindNames[index]) != 0)
    ++index;
  return index + kKindStride * variant;
}

// Blocks are at most INT_MAX elements (comm.cpp), so kinds stay below 2^40.
int64_t quantizedVariant(Quantization q) {
  return q.bits + kBitsStride * q.block;
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
                             MPI_INT64_T, MPI_MAX, request->group->frontPhases,
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
    // Kinds are numbers only the runtime can read: name both ends.
    std::string kinds =
        i == 0 ? " (" + describeKind(min) + " to " + describeKind(max) + ")"
               : "";
    return ZERO_RT_ERROR(
        ZERO_RT_STATUS_COMM_ERROR,
        "collective #%lld (step %lld) differs between ranks: this rank issues "
        "%s of %lld %s element(s), but the ranks' %s ranges over [%lld, "
        "%lld]%s (ranks run different programs or data shapes)",
        (long long)header.sequence, (long long)comm->step.load(), request->name,
        (long long)header.count,
        zero_rt_dtype_name(zero_rt_dtype_t(header.dtype)), fieldNames[i],
        (long long)min, (long long)max, kinds.c_str());
  }
  return ZERO_RT_OK;
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

WatchedWait::WatchedWait(zero_rt_comm_t *comm, const char *name,
                         int64_t sequence)
    : comm(comm) {
  std::lock_guard<std::mutex> lock(comm->waitingMutex);
  comm->waitingName = name;
  comm->waitingSequence = sequence;
  comm->waitingStep = comm->step.load();
  comm->waitingSinceUs = zero_rt_profile_now_us();
}

WatchedWait::~WatchedWait() {
  std::lock_guard<std::mutex> lock(comm->waitingMutex);
  comm->waitingName = nullptr;
}

void stopWatchdog(zero_rt_comm_t *comm) {
  {
    std::lock_guard<std::mutex> lock(comm->waitingMutex);
    comm->watchdogStop = true;
  }
  comm->waitingCv.notify_all();
  comm->watchdog.join();
}

} // namespace zero::rt::mpi
