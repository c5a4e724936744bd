//===- progress.h - zero runtime: completing MPI requests -------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNTIME_SRC_PROGRESS_H
#define ZERO_RUNTIME_SRC_PROGRESS_H

#include <mpi.h>

namespace zero::rt {

/// How the comm thread waits for a collective in flight.
enum class CommWait {
  /// MPI_Test, then sleeps that grow from a few microseconds to
  /// kMaxPollSleepUs: the thread gives its core back while a peer is late
  /// or the data moves (the default).
  Poll,
  /// MPI_Wait: Open MPI spins on shared memory until the collective ends,
  /// holding a core the compute thread could use (ZERO_RT_COMM_WAIT=spin,
  /// for comparison).
  Spin,
};

/// ZERO_RT_COMM_WAIT: "poll" (default) or "spin"; anything else is Poll.
CommWait commWaitFromEnvironment();

/// Completes `request` with `mode`; returns MPI's error code.
int completeRequest(MPI_Request *request, CommWait mode);

/// The longest sleep between two MPI_Test calls, in microseconds: what a
/// polled collective may end later than a spinning one.
constexpr int kMaxPollSleepUs = 100;

} // namespace zero::rt

#endif // ZERO_RUNTIME_SRC_PROGRESS_H
