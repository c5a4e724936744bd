//===- abort.cpp - zero runtime: ending the job on a fatal error ----------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "abort.h"

#include <atomic>
#include <cstdio>
#include <cstdlib>

namespace zero::rt {

namespace {

/// Atomic: the watchdog thread aborts while the MPI thread may release.
std::atomic<AbortHook> abortHook{nullptr};
std::atomic<AbortCleanup> abortCleanup{nullptr};

} // namespace

void setAbortHook(AbortHook hook) { abortHook.store(hook); }

void setAbortCleanup(AbortCleanup cleanup) { abortCleanup.store(cleanup); }

void abortJob(int code) {
  std::fflush(stdout);
  std::fflush(stderr);
  // Taken, so a second abort (another thread, the hook failing) does not
  // run it again.
  if (AbortCleanup cleanup = abortCleanup.exchange(nullptr))
    cleanup();
  if (AbortHook hook = abortHook.load())
    hook(code);
  std::_Exit(code);
}

} // namespace zero::rt
