//===- internal.h - zero runtime: the store's private state ----*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// What the store's sources share: the structs behind store.h's opaque
// handles and the pieces each source offers the others. runtime/src/store.cpp
// is the public C API (argument checks, allocations, counters, requests);
// store/files.cpp does the file system work (the directory, each file, I/O
// loops that name the file in their errors); store/io_pool.cpp runs
// asynchronous transfers on a few threads. The CUDA runtime's store calls
// (src/cuda/store.cpp) use claimTransfer to check and count a transfer it
// makes itself.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNTIME_SRC_STORE_INTERNAL_H
#define ZERO_RUNTIME_SRC_STORE_INTERNAL_H

#include "zero/runtime/store.h"

#include "../internal.h"

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <unordered_set>
#include <vector>

namespace zero::rt::store {

/// One allocation of a store.
struct Allocation {
  char *base = nullptr;
  int64_t bytes = 0;
  /// File store: the mapping's length (at least 1 byte, so an empty
  /// allocation still has an address of its own), the file and its path.
  size_t mapLength = 0;
  int fd = -1;
  std::string path;
  /// Host store: the backend the memory came from (alloc null: the
  /// runtime's own aligned allocation).
  zero_rt_memory_backend_t backend{};
  /// Asynchronous transfers issued and not yet done: free refuses while
  /// any is, since an I/O thread uses the file descriptor.
  int64_t inFlight = 0;
};

/// What one transfer does, resolved from the addresses when it is issued:
/// `storeAddr` inside `allocation`, the resident side `resident`.
struct Transfer {
  bool write = false;
  zero_rt_store_kind_t kind = ZERO_RT_STORE_HOST;
  /// The allocation's base address, its key in the store.
  uintptr_t allocation = 0;
  char *storeAddr = nullptr;
  char *resident = nullptr;
  int64_t bytes = 0;
  /// File store: the descriptor, the byte offset in the file and the path
  /// for messages (the allocation outlives the transfer: free refuses
  /// while it is in flight).
  int fd = -1;
  int64_t offset = 0;
  const std::string *path = nullptr;
};

/// Runs `transfer` on the calling thread: memcpy for a host store,
/// pread/pwrite until every byte moved for a file store.
zero_rt_status_t runTransfer(const Transfer &transfer);

/// A few threads that run queued work in order of submission.
class IoPool {
public:
  explicit IoPool(int threads);
  /// Runs the work still queued, then joins the threads.
  ~IoPool();
  IoPool(const IoPool &) = delete;
  IoPool &operator=(const IoPool &) = delete;

  void submit(std::function<void()> work);

private:
  void run();

  std::mutex mutex;
  std::condition_variable wake;
  std::deque<std::function<void()>> queue;
  bool stopping = false;
  std::vector<std::thread> threads;
};

/// The I/O thread count: $ZERO_RT_STORE_IO_THREADS, else 2; an error for a
/// value that is not an integer in [1, 64].
zero_rt_status_t ioThreadCount(int *out_threads);

//===-- File system (store/files.cpp) ------------------------------------===//

/// strerror(error), thread safe (I/O threads report errors concurrently).
std::string errorText(int error);

/// mkdir(`path`, 0700): an error naming the path (and, for EEXIST, that a
/// store never reuses a directory) when it cannot be made.
zero_rt_status_t createDirectory(const std::string &path);

/// Creates `path` (O_EXCL), reserves `bytes` with posix_fallocate and maps
/// it MAP_SHARED into `allocation` (fd, path, base, mapLength). On error
/// nothing is left behind: the file is unlinked.
zero_rt_status_t createMappedFile(const std::string &path, int64_t bytes,
                                  Allocation &allocation);

/// Unmaps, closes and unlinks a file of createMappedFile; a file someone
/// else removed already is not an error.
zero_rt_status_t releaseMappedFile(Allocation &allocation);

/// Unlinks the file of createMappedFile if it is still the one it opened
/// (an abort's cleanup: no unmapping, no errors).
void unlinkMappedFile(const Allocation &allocation);

/// An error naming the file if it was removed, truncated below its
/// allocation or cannot be stat'ed.
zero_rt_status_t checkMappedFile(const Allocation &allocation);

} // namespace zero::rt::store

struct zero_rt_store_s {
  zero_rt_store_kind_t kind = ZERO_RT_STORE_HOST;
  int64_t rank = 0;
  /// File store: the directory the store created ("" for host).
  std::string directory;
  /// Guards everything below (not the pool, which has its own lock).
  mutable std::mutex mutex;
  /// By base address, for the lookup of an address inside an allocation.
  std::map<uintptr_t, zero::rt::store::Allocation> allocations;
  /// The k of the next file t<k>.bin.
  int64_t nextFile = 0;
  zero_rt_store_stats_t stats{};
  /// Requests issued and not yet waited for, released by destroy.
  std::unordered_set<zero_rt_store_request_t *> requests;
  std::unique_ptr<zero::rt::store::IoPool> pool;
};

namespace zero::rt::store {

/// Checks that [storeAddr, storeAddr + bytes) lies inside one allocation of
/// `store` (an error naming `operation` otherwise), counts the transfer in
/// the store's read or write bytes and fills in what runTransfer needs.
/// With `async`, the allocation counts it as in flight until
/// finishTransfer. For the CUDA runtime, which moves the bytes itself.
zero_rt_status_t claimTransfer(zero_rt_store_t *store, const char *operation,
                               bool write, const void *storeAddr,
                               void *resident, int64_t bytes, bool async,
                               Transfer &out);

/// Ends an asynchronous transfer of claimTransfer.
void finishTransfer(zero_rt_store_t *store, const Transfer &transfer);

/// The installed store for compiled code's transfers (CPU and CUDA step
/// ABI); aborts the job when none is, as a collective without a
/// communicator does.
zero_rt_store_t *installedOrAbort();

/// The bytes of a step's transfer of `count` elements of `dtype`; aborts on
/// a bad dtype, a negative count or a size beyond int64.
int64_t transferBytesOrAbort(const char *operation, int64_t dtype,
                             int64_t count);

} // namespace zero::rt::store

#endif // ZERO_RUNTIME_SRC_STORE_INTERNAL_H
