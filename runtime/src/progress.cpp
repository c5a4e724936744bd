//===- progress.cpp - zero runtime: completing MPI requests ---------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// The comm thread shares the machine's cores with the compute thread of its
// rank and of every other rank on the node. A blocking MPI call (or
// MPI_Wait) on Open MPI's shared-memory transport spins until the peer
// arrives and the data has moved, so a collective that overlaps compute
// takes a core away from that compute: with two ranks on two cores, overlap
// bought nothing. Polling with sleeps hands the core back; the price is up
// to one sleep of latency per collective, which the calibration's alpha
// measures like any other part of a collective.
//
//===----------------------------------------------------------------------===//

#include "progress.h"

#include <sched.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <thread>

namespace zero::rt {

CommWait commWaitFromEnvironment() {
  const char *env = std::getenv("ZERO_RT_COMM_WAIT");
  return env && std::strcmp(env, "spin") == 0 ? CommWait::Spin
                                              : CommWait::Poll;
}

namespace {
/// Linux's struct sched_attr (include/uapi/linux/sched/types.h), which
/// glibc does not declare; its size is part of the call.
struct SchedAttr {
  uint32_t size;
  uint32_t policy;
  uint64_t flags;
  int32_t nice;
  uint32_t priority;
  uint64_t runtimeNs, deadlineNs, periodNs;
  uint32_t utilMin, utilMax;
};
} // namespace

void prepareCommThread() {
  // Sleeps of a few microseconds are only worth it below the default slack.
  prctl(PR_SET_TIMERSLACK, 1000UL, 0, 0, 0);
#if defined(SYS_sched_getattr) && defined(SYS_sched_setattr)
  // Read the thread's attributes and change only the slice (sched_runtime
  // of a SCHED_OTHER thread), keeping its policy and nice value: writing a
  // zero nice would raise a niced process's comm thread, which is not ours
  // to do. An older kernel ignores the field; either way nothing fails.
  SchedAttr attr{};
  if (syscall(SYS_sched_getattr, 0, &attr, sizeof attr, 0) != 0 ||
      attr.policy != SCHED_OTHER)
    return;
  attr.size = sizeof attr;
  attr.flags = 0;
  attr.runtimeNs = uint64_t(kCommThreadSliceUs) * 1000;
  syscall(SYS_sched_setattr, 0, &attr, 0);
#endif
}

int Poller::complete(MPI_Request *request) {
  if (mode == CommWait::Spin)
    return MPI_Wait(request, MPI_STATUS_IGNORE);
  // No back-to-back tests while the compute thread runs: on a machine with
  // as many ranks as cores, every microsecond this thread spins is taken
  // from its rank's compute.
  // While the compute thread is blocked on a collective, its core is free
  // and a sleep's overshoot would be exposed: test back to back, for at
  // most kMaxWaitedSpinUs, after which the peer is late and the thread
  // gives the core back again.
  using Clock = std::chrono::steady_clock;
  while (true) {
    int done = 0;
    if (int err = MPI_Test(request, &done, MPI_STATUS_IGNORE);
        err != MPI_SUCCESS)
      return err;
    if (done)
      return MPI_SUCCESS;
    if (computeWaiting.load(std::memory_order_relaxed) > 0) {
      Clock::time_point now = Clock::now();
      if (!spinningSince)
        spinningSince = now;
      if (now - *spinningSince < std::chrono::microseconds(kMaxWaitedSpinUs))
        continue;
    }
    std::this_thread::sleep_for(std::chrono::microseconds(sleepUs));
    sleepUs = std::min(2 * sleepUs, kMaxPollSleepUs);
  }
}

} // namespace zero::rt
