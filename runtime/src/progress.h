//===- progress.h - zero runtime: completing MPI requests -------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNTIME_SRC_PROGRESS_H
#define ZERO_RUNTIME_SRC_PROGRESS_H

#include <mpi.h>

#include <atomic>
#include <chrono>
#include <optional>

namespace zero::rt {

/// How the comm thread waits for a collective in flight.
enum class CommWait {
  /// MPI_Test, then sleeps that grow from a few microseconds to
  /// kMaxPollSleepUs: the thread gives its core back while a peer is late
  /// or the data moves (the default). While the rank's compute thread is
  /// blocked waiting for a collective, its core is idle: then the comm
  /// thread tests without sleeping for up to kMaxWaitedSpinUs, so an
  /// exposed collective whose peer is there ends when the data has moved
  /// rather than up to one sleep later.
  Poll,
  /// MPI_Wait: Open MPI spins on shared memory until the collective ends,
  /// holding a core the compute thread could use (ZERO_RT_COMM_WAIT=spin,
  /// for comparison).
  Spin,
};

/// ZERO_RT_COMM_WAIT: "poll" (default) or "spin"; anything else is Poll.
CommWait commWaitFromEnvironment();

/// The scheduler slice the comm thread asks for, in microseconds: Linux's
/// EEVDF scheduler (6.12 and later) lets a waking thread with a shorter
/// slice than the running one preempt it, and 100 us is the shortest it
/// grants.
constexpr int kCommThreadSliceUs = 100;

/// Sets up the calling thread, the comm thread, for waits of microseconds:
/// a timer slack of 1 us (Linux's default of 50 us would stretch every
/// short sleep), and a scheduler slice of kCommThreadSliceUs, so that when
/// it wakes (a sleep ends, a collective is queued) while compute threads
/// hold every core, EEVDF may let it preempt one instead of waiting out
/// their slice (1.4 ms on a 2-core machine). The slice changes when the
/// thread runs, not how much: its nice value and policy stay as they were.
/// A kernel without custom slices keeps its default.
void prepareCommThread();

/// The first sleep after an MPI_Test that found a request pending.
constexpr int kMinPollSleepUs = 2;

/// The longest sleep between two MPI_Test calls, in microseconds: what a
/// polled collective may end later than a spinning one.
constexpr int kMaxPollSleepUs = 100;

/// The longest the comm thread tests back to back for one collective while
/// the compute thread waits: a wait longer than this is a late peer, not
/// data still moving, and spinning through it would hold a core another
/// rank may need.
constexpr int kMaxWaitedSpinUs = 1000;

/// Completes MPI requests one after another as `mode` says. One collective
/// may complete several requests in turn (its header check, then its data):
/// the poller carries its sleep and its spinning budget from one to the
/// next, so a collective pays one climb of the sleeps from a few
/// microseconds, not one per request.
class Poller {
public:
  /// `computeWaiting` counts the rank's compute threads blocked in a wait.
  Poller(CommWait mode, const std::atomic<int> &computeWaiting)
      : mode(mode), computeWaiting(computeWaiting) {}

  /// Completes `request`. Returns MPI's error code.
  int complete(MPI_Request *request);

private:
  CommWait mode;
  const std::atomic<int> &computeWaiting;
  int sleepUs = kMinPollSleepUs;
  /// When the back-to-back tests while compute waits began, if they did.
  std::optional<std::chrono::steady_clock::time_point> spinningSince;
};

} // namespace zero::rt

#endif // ZERO_RUNTIME_SRC_PROGRESS_H
