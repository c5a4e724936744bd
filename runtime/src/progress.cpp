//===- progress.cpp - zero runtime: advancing collectives in flight -------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// A blocking MPI call (or MPI_Wait) on Open MPI's shared-memory transport
// spins until the peer arrives and the data has moved. While the caller
// waits its core is idle, so the wait polls back to back for a while, and
// then with sleeps: a late peer costs a few percent of a core instead of
// all of it.
//
//===----------------------------------------------------------------------===//

#include "progress.h"

#include <algorithm>
#include <thread>

namespace zero::rt {

namespace {

/// Thread-local: only the thread that owns MPI has one.
thread_local ProgressHook progressHook = nullptr;

} // namespace

void setProgressHook(ProgressHook hook) { progressHook = hook; }

void progressCommunication() {
  if (progressHook)
    progressHook();
}

void Backoff::pause() {
  using Clock = std::chrono::steady_clock;
  Clock::time_point now = Clock::now();
  if (!spinningSince)
    spinningSince = now;
  if (now - *spinningSince < std::chrono::microseconds(kMaxWaitedSpinUs))
    return;
  std::this_thread::sleep_for(std::chrono::microseconds(sleepUs));
  sleepUs = std::min(2 * sleepUs, kMaxPollSleepUs);
}

} // namespace zero::rt
