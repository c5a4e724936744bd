//===- progress.h - zero runtime: progress hook, wait backoff ---*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Below the communicator: the runtime's entry points call
// progressCommunication, and the communicator installs what it runs
// (setProgressHook), so memory and GEMM need not know the communicator.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNTIME_SRC_PROGRESS_H
#define ZERO_RUNTIME_SRC_PROGRESS_H

#include <chrono>
#include <optional>

namespace zero::rt {

/// The shortest time between two polls of MPI from the runtime's entry
/// points (progressCommunication): a poll costs about a microsecond, and
/// the runtime is entered at every allocation, which may come every few
/// microseconds.
constexpr int kProgressIntervalUs = 20;

/// What progressCommunication runs on a thread: the communicator installs
/// one on the thread that owns MPI, which advances its collectives in flight
/// if the last poll is kProgressIntervalUs old.
using ProgressHook = void (*)();

/// Installs `hook` (null: none) for the calling thread only: no other
/// thread may call MPI.
void setProgressHook(ProgressHook hook);

/// Runs the calling thread's progress hook, if it has one. Called where the
/// runtime is entered between kernels: GEMM, allocation, free. Cheap when
/// nothing is in flight.
void progressCommunication();

/// The first sleep after the back-to-back polls of a wait.
constexpr int kMinPollSleepUs = 2;

/// The longest sleep between two polls of a wait, in microseconds: what a
/// collective may end later than its data arrived once a wait sleeps.
constexpr int kMaxPollSleepUs = 100;

/// How long a wait polls back to back before it sleeps between polls: a
/// collective still moving data ends within this, and a longer wait is a
/// late peer, which spinning would only take a core from (another rank's
/// compute may need it).
constexpr int kMaxWaitedSpinUs = 1000;

/// The pause between two polls of a wait: none for kMaxWaitedSpinUs, then
/// sleeps growing from kMinPollSleepUs to kMaxPollSleepUs.
class Backoff {
public:
  void pause();

private:
  int sleepUs = kMinPollSleepUs;
  std::optional<std::chrono::steady_clock::time_point> spinningSince;
};

} // namespace zero::rt

#endif // ZERO_RUNTIME_SRC_PROGRESS_H
