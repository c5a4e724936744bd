//===- abort.h - zero runtime: ending the job on a fatal error --*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Below the communicator: a fatal error anywhere in the runtime ends the job
// through abortJob, and the communicator installs what takes the other ranks
// down with it (setAbortHook), so statuses need not know the communicator.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNTIME_SRC_ABORT_H
#define ZERO_RUNTIME_SRC_ABORT_H

namespace zero::rt {

/// Ends the whole job with exit code `code`: flushes stdout and stderr, runs
/// the abort hook (if one is installed), then exits without running
/// destructors. Any thread may call it.
[[noreturn]] void abortJob(int code);

/// What abortJob runs before the process exits; the communicator installs
/// one (MPI_Abort) while MPI is up.
using AbortHook = void (*)(int code);

/// Installs `hook` (null: none), for every thread.
void setAbortHook(AbortHook hook);

/// What abortJob runs first, before the hook: removes this process's
/// scratch files (the installed offload store's), so that an aborted run
/// leaves nothing behind it could have removed. Null: none.
using AbortCleanup = void (*)();
void setAbortCleanup(AbortCleanup cleanup);

} // namespace zero::rt

#endif // ZERO_RUNTIME_SRC_ABORT_H
