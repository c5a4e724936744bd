//===- store.cpp - zero runtime: the offload store's C API ----------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// store.h: argument checks, allocations and their counters, transfers and
// their requests. The file system work is in store/files.cpp, the I/O
// threads in store/io_pool.cpp (store/internal.h).
//
// One lock per store guards its allocations and counters; transfers run
// outside it (an I/O thread reads a file while the compute thread issues
// the next request). An allocation with asynchronous transfers in flight
// cannot be freed, so a transfer's file descriptor and mapping stay valid
// until it is done.
//
//===----------------------------------------------------------------------===//

#include "zero/runtime/store.h"
#include "zero/runtime/comm.h"
#include "zero/runtime/profile.h"

#include "progress.h"
#include "abort.h"
#include "store/internal.h"

#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <unordered_map>

#include <unistd.h>

using namespace zero::rt::store;

struct zero_rt_store_request_s {
  zero_rt_store_t *store = nullptr;
  Transfer transfer;
  std::mutex mutex;
  std::condition_variable doneSignal;
  bool done = false;
  zero_rt_status_t status = ZERO_RT_OK;
};

namespace {

/// Host store allocations are page aligned, as a file store's mappings are
/// (and as pinned memory and O_DIRECT would want).
constexpr size_t kHostAlignment = 4096;

/// How long a wait sleeps between two moves of the communicator's
/// collectives in flight.
constexpr auto kWaitProgressInterval = std::chrono::microseconds(100);

std::atomic<zero_rt_store_t *> installedStore{nullptr};

struct HostBackend {
  std::mutex mutex;
  zero_rt_memory_backend_t backend{};
};

HostBackend &hostBackend() {
  static HostBackend *instance = new HostBackend(); // never destroyed
  return *instance;
}

/// Every request issued and not yet waited for, with its store: a wait
/// finds out here whether its handle is a live store request (not a
/// communicator request, not one waited for already) without reading it.
struct Requests {
  std::mutex mutex;
  std::unordered_map<zero_rt_store_request_t *, zero_rt_store_t *> live;
};

Requests &requests() {
  static Requests *instance = new Requests(); // never destroyed
  return *instance;
}

bool isValidKind(int kind) {
  return kind >= 0 && kind < ZERO_RT_STORE_KIND_COUNT;
}

void addCurrent(zero_rt_store_t *store, int64_t bytes) {
  zero_rt_store_stats_t &s = store->stats;
  s.current_bytes[store->kind] += bytes;
  if (s.current_bytes[store->kind] > s.peak_bytes[store->kind])
    s.peak_bytes[store->kind] = s.current_bytes[store->kind];
}

zero_rt_status_t allocHost(int64_t bytes, Allocation &allocation) {
  size_t rounded =
      ((size_t)bytes + kHostAlignment - 1) / kHostAlignment * kHostAlignment;
  if (!rounded)
    rounded = kHostAlignment;
  {
    HostBackend &host = hostBackend();
    std::lock_guard<std::mutex> lock(host.mutex);
    allocation.backend = host.backend;
  }
  const zero_rt_memory_backend_t &backend = allocation.backend;
  void *ptr = backend.alloc ? backend.alloc(rounded, backend.user_data)
                            : std::aligned_alloc(kHostAlignment, rounded);
  if (!ptr)
    return ZERO_RT_ERROR(ZERO_RT_STATUS_OUT_OF_MEMORY,
                         "cannot allocate %lld bytes of host store memory",
                         (long long)bytes);
  std::memset(ptr, 0, rounded);
  allocation.base = static_cast<char *>(ptr);
  allocation.bytes = bytes;
  return ZERO_RT_OK;
}

void freeHost(Allocation &allocation) {
  if (allocation.backend.free)
    allocation.backend.free(allocation.base, allocation.backend.user_data);
  else
    std::free(allocation.base);
}

zero_rt_status_t releaseAllocation(zero_rt_store_t *store,
                                   Allocation &allocation) {
  if (store->kind == ZERO_RT_STORE_FILE)
    return releaseMappedFile(allocation);
  freeHost(allocation);
  return ZERO_RT_OK;
}

zero_rt_status_t startTransfer(zero_rt_store_t *store, const char *operation,
                               bool write, const void *storeAddr,
                               void *resident, int64_t bytes,
                               zero_rt_store_request_t **out_request) {
  ZERO_RT_REQUIRE(out_request != nullptr, "out_request must not be NULL");
  *out_request = nullptr;
  Transfer transfer;
  ZERO_RT_RETURN_IF_ERROR(claimTransfer(store, operation, write, storeAddr,
                                        resident, bytes, /*async=*/true,
                                        transfer));
  auto *request = new zero_rt_store_request_s();
  request->store = store;
  request->transfer = transfer;
  {
    Requests &all = requests();
    std::lock_guard<std::mutex> lock(all.mutex);
    all.live.emplace(request, store);
  }
  store->pool->submit([request, operation] {
    int64_t begin = zero_rt_profile_now_us();
    zero_rt_status_t status = runTransfer(request->transfer);
    // On the I/O thread's own track: how transfers overlap the compute.
    zero_rt_profile_event(operation, "store", begin, zero_rt_profile_now_us());
    finishTransfer(request->store, request->transfer);
    {
      std::lock_guard<std::mutex> lock(request->mutex);
      request->status = status;
      request->done = true;
      // Under the lock: once it is released the waiter may delete the
      // request, condition variable included.
      request->doneSignal.notify_all();
    }
  });
  *out_request = request;
  return ZERO_RT_OK;
}

zero_rt_status_t blockingTransfer(zero_rt_store_t *store, const char *operation,
                                  bool write, const void *storeAddr,
                                  void *resident, int64_t bytes) {
  // Between two kernels: move the collectives in flight on (progress.h).
  zero::rt::progressCommunication();
  Transfer transfer;
  ZERO_RT_RETURN_IF_ERROR(claimTransfer(store, operation, write, storeAddr,
                                        resident, bytes, /*async=*/false,
                                        transfer));
  return runTransfer(transfer);
}

} // namespace

namespace zero::rt::store {

zero_rt_status_t claimTransfer(zero_rt_store_t *store, const char *operation,
                               bool write, const void *storeAddr,
                               void *resident, int64_t bytes, bool async,
                               Transfer &out) {
  ZERO_RT_REQUIRE(store != nullptr, "%s: store must not be NULL", operation);
  ZERO_RT_REQUIRE(bytes >= 0, "%s of %lld bytes: the size must be >= 0",
                  operation, (long long)bytes);
  ZERO_RT_REQUIRE(storeAddr != nullptr && (resident != nullptr || bytes == 0),
                  "%s of %lld bytes: the %s address is NULL", operation,
                  (long long)bytes, storeAddr ? "resident" : "store");
  uintptr_t begin = reinterpret_cast<uintptr_t>(storeAddr);
  std::lock_guard<std::mutex> lock(store->mutex);
  auto it = store->allocations.upper_bound(begin);
  bool inside = false;
  if (it != store->allocations.begin()) {
    --it;
    uintptr_t base = it->first;
    inside = begin - base <= (uintptr_t)it->second.bytes &&
             (uintptr_t)bytes <= (uintptr_t)it->second.bytes - (begin - base);
  }
  ZERO_RT_REQUIRE(inside,
                  "%s of %lld bytes at %p: the range is not inside one "
                  "allocation of the %s store",
                  operation, (long long)bytes, storeAddr,
                  zero_rt_store_kind_name(store->kind));
  Allocation &allocation = it->second;
  out.write = write;
  out.kind = store->kind;
  out.allocation = it->first;
  out.storeAddr = const_cast<char *>(static_cast<const char *>(storeAddr));
  out.resident = static_cast<char *>(resident);
  out.bytes = bytes;
  out.fd = allocation.fd;
  out.offset = (int64_t)(begin - it->first);
  out.path = &allocation.path;
  (write ? store->stats.bytes_written : store->stats.bytes_read)[store->kind] +=
      bytes;
  if (async)
    ++allocation.inFlight;
  return ZERO_RT_OK;
}

void finishTransfer(zero_rt_store_t *store, const Transfer &transfer) {
  std::lock_guard<std::mutex> lock(store->mutex);
  auto it = store->allocations.find(transfer.allocation);
  if (it != store->allocations.end())
    --it->second.inFlight;
}

int64_t transferBytesOrAbort(const char *operation, int64_t dtype,
                             int64_t count) {
  int64_t elt = zero_rt_dtype_size((zero_rt_dtype_t)dtype);
  if (elt == 0 || count < 0 || count > INT64_MAX / elt)
    zero_rt_status_abort(ZERO_RT_ERROR(
        ZERO_RT_STATUS_INVALID_ARGUMENT,
        "%s of %lld elements of dtype %lld: expected a known dtype and a "
        "count in [0, INT64_MAX / element size]",
        operation, (long long)count, (long long)dtype));
  return count * elt;
}

zero_rt_store_t *installedOrAbort() {
  zero_rt_store_t *s = zero_rt_store_installed();
  if (!s)
    zero_rt_status_abort(ZERO_RT_ERROR(
        ZERO_RT_STATUS_INTERNAL,
        "compiled code moved offloaded data, but no store is installed "
        "(call zero_rt_store_install first)"));
  return s;
}

} // namespace zero::rt::store

extern "C" {

const char *zero_rt_store_kind_name(zero_rt_store_kind_t kind) {
  switch (kind) {
  case ZERO_RT_STORE_HOST:
    return "host";
  case ZERO_RT_STORE_FILE:
    return "file";
  case ZERO_RT_STORE_KIND_COUNT:
    break;
  }
  return "unknown";
}

zero_rt_status_t zero_rt_store_create(zero_rt_store_kind_t kind,
                                      const char *directory, int64_t rank,
                                      zero_rt_store_t **out_store) {
  ZERO_RT_REQUIRE(out_store != nullptr, "out_store must not be NULL");
  *out_store = nullptr;
  ZERO_RT_REQUIRE(isValidKind(kind), "store kind %d is not in [0, %d)",
                  (int)kind, (int)ZERO_RT_STORE_KIND_COUNT);
  ZERO_RT_REQUIRE(rank >= 0, "store rank must be >= 0, got %lld",
                  (long long)rank);
  ZERO_RT_REQUIRE(kind != ZERO_RT_STORE_FILE ||
                      (directory != nullptr && *directory != '\0'),
                  "a file store needs a directory (got %s)",
                  directory ? "\"\"" : "NULL");
  int threads = 0;
  ZERO_RT_RETURN_IF_ERROR(ioThreadCount(&threads));
  auto store = std::make_unique<zero_rt_store_s>();
  store->kind = kind;
  store->rank = rank;
  if (kind == ZERO_RT_STORE_FILE) {
    store->directory =
        zero::rt::format("%s/zero-offload-%lld-rank%lld", directory,
                         (long long)getpid(), (long long)rank);
    ZERO_RT_RETURN_IF_ERROR(createDirectory(store->directory));
  }
  store->pool = std::make_unique<IoPool>(threads);
  *out_store = store.release();
  return ZERO_RT_OK;
}

zero_rt_store_kind_t zero_rt_store_kind(const zero_rt_store_t *store) {
  return store->kind;
}

const char *zero_rt_store_directory(const zero_rt_store_t *store) {
  return store->directory.c_str();
}

zero_rt_status_t zero_rt_store_alloc(zero_rt_store_t *store, int64_t byte_size,
                                     void **out_ptr) {
  ZERO_RT_REQUIRE(out_ptr != nullptr, "out_ptr must not be NULL");
  *out_ptr = nullptr;
  ZERO_RT_REQUIRE(store != nullptr, "store must not be NULL");
  ZERO_RT_REQUIRE(byte_size >= 0,
                  "store allocation of %lld bytes: the size must be >= 0",
                  (long long)byte_size);
  Allocation allocation;
  if (store->kind == ZERO_RT_STORE_FILE) {
    int64_t k;
    {
      std::lock_guard<std::mutex> lock(store->mutex);
      k = store->nextFile++;
    }
    ZERO_RT_RETURN_IF_ERROR(createMappedFile(
        zero::rt::format("%s/t%lld.bin", store->directory.c_str(),
                         (long long)k),
        byte_size, allocation));
  } else {
    ZERO_RT_RETURN_IF_ERROR(allocHost(byte_size, allocation));
  }
  std::lock_guard<std::mutex> lock(store->mutex);
  char *base = allocation.base;
  store->allocations.emplace(reinterpret_cast<uintptr_t>(base),
                             std::move(allocation));
  addCurrent(store, byte_size);
  *out_ptr = base;
  return ZERO_RT_OK;
}

zero_rt_status_t zero_rt_store_free(zero_rt_store_t *store, void *ptr) {
  ZERO_RT_REQUIRE(store != nullptr, "store must not be NULL");
  if (!ptr)
    return ZERO_RT_OK;
  Allocation allocation;
  {
    std::lock_guard<std::mutex> lock(store->mutex);
    auto it = store->allocations.find(reinterpret_cast<uintptr_t>(ptr));
    ZERO_RT_REQUIRE(it != store->allocations.end(),
                    "free of %p, which is not an allocation of this %s store "
                    "(double free or foreign pointer)",
                    ptr, zero_rt_store_kind_name(store->kind));
    ZERO_RT_REQUIRE(it->second.inFlight == 0,
                    "free of %p while %lld transfer(s) of it are in flight "
                    "(wait for them first)",
                    ptr, (long long)it->second.inFlight);
    allocation = std::move(it->second);
    store->allocations.erase(it);
    addCurrent(store, -allocation.bytes);
  }
  return releaseAllocation(store, allocation);
}

zero_rt_status_t zero_rt_store_destroy(zero_rt_store_t *store) {
  if (!store)
    return ZERO_RT_OK;
  // Joining the I/O threads finishes every queued transfer first.
  store->pool.reset();
  {
    Requests &all = requests();
    std::lock_guard<std::mutex> lock(all.mutex);
    for (auto it = all.live.begin(); it != all.live.end();) {
      if (it->second != store) {
        ++it;
        continue;
      }
      zero_rt_status_free(it->first->status);
      delete it->first;
      it = all.live.erase(it);
    }
  }
  zero_rt_status_t status = ZERO_RT_OK;
  for (auto &[base, allocation] : store->allocations) {
    zero_rt_status_t released = releaseAllocation(store, allocation);
    if (!status)
      status = released;
    else
      zero_rt_status_free(released);
  }
  store->allocations.clear();
  // rmdir removes only an empty directory: whatever someone else put in
  // it stays, and so does the directory. Gone already is not an error (check
  // reports removed files while the run goes on).
  if (!store->directory.empty() && rmdir(store->directory.c_str()) != 0 &&
      errno != ENOENT && !status) {
    int error = errno;
    status = ZERO_RT_ERROR(
        ZERO_RT_STATUS_IO_ERROR, "offload directory %s was not removed: %s%s",
        store->directory.c_str(), errorText(error).c_str(),
        error == ENOTEMPTY || error == EEXIST
            ? " (it holds files this store did not create; they are left "
              "as they are)"
            : "");
  }
  zero_rt_store_t *expected = store;
  if (installedStore.compare_exchange_strong(expected, nullptr))
    zero::rt::setAbortCleanup(nullptr);
  delete store;
  return status;
}

zero_rt_status_t zero_rt_store_check(zero_rt_store_t *store) {
  ZERO_RT_REQUIRE(store != nullptr, "store must not be NULL");
  std::lock_guard<std::mutex> lock(store->mutex);
  if (store->kind != ZERO_RT_STORE_FILE)
    return ZERO_RT_OK;
  for (const auto &[base, allocation] : store->allocations)
    ZERO_RT_RETURN_IF_ERROR(checkMappedFile(allocation));
  return ZERO_RT_OK;
}

void zero_rt_store_query_stats(const zero_rt_store_t *store,
                               zero_rt_store_stats_t *out_stats) {
  std::lock_guard<std::mutex> lock(store->mutex);
  *out_stats = store->stats;
}

void zero_rt_store_reset_peaks(zero_rt_store_t *store) {
  std::lock_guard<std::mutex> lock(store->mutex);
  for (int i = 0; i < ZERO_RT_STORE_KIND_COUNT; ++i)
    store->stats.peak_bytes[i] = store->stats.current_bytes[i];
}

zero_rt_status_t zero_rt_store_read(zero_rt_store_t *store, const void *src,
                                    void *dst, int64_t byte_size) {
  return blockingTransfer(store, "store_read", /*write=*/false, src, dst,
                          byte_size);
}

zero_rt_status_t zero_rt_store_write(zero_rt_store_t *store, const void *src,
                                     void *dst, int64_t byte_size) {
  return blockingTransfer(store, "store_write", /*write=*/true, dst,
                          const_cast<void *>(src), byte_size);
}

zero_rt_status_t
zero_rt_store_read_start(zero_rt_store_t *store, const void *src, void *dst,
                         int64_t byte_size,
                         zero_rt_store_request_t **out_request) {
  return startTransfer(store, "store_read", /*write=*/false, src, dst,
                       byte_size, out_request);
}

zero_rt_status_t
zero_rt_store_write_start(zero_rt_store_t *store, const void *src, void *dst,
                          int64_t byte_size,
                          zero_rt_store_request_t **out_request) {
  return startTransfer(store, "store_write", /*write=*/true, dst,
                       const_cast<void *>(src), byte_size, out_request);
}

zero_rt_status_t zero_rt_store_wait(zero_rt_store_request_t *request) {
  {
    Requests &all = requests();
    std::lock_guard<std::mutex> lock(all.mutex);
    ZERO_RT_REQUIRE(all.live.count(request) != 0,
                    "wait for %p, which is not a store request in flight "
                    "(waited for already, released by destroy, or another "
                    "kind of handle)",
                    (void *)request);
  }
  for (;;) {
    {
      std::unique_lock<std::mutex> lock(request->mutex);
      if (request->doneSignal.wait_for(lock, kWaitProgressInterval,
                                       [request] { return request->done; }))
        break;
    }
    zero::rt::progressCommunication();
  }
  {
    Requests &all = requests();
    std::lock_guard<std::mutex> lock(all.mutex);
    all.live.erase(request);
  }
  zero_rt_status_t status = request->status;
  delete request;
  return status;
}

void zero_rt_store_set_host_backend(const zero_rt_memory_backend_t *backend) {
  HostBackend &host = hostBackend();
  std::lock_guard<std::mutex> lock(host.mutex);
  host.backend = backend ? *backend : zero_rt_memory_backend_t{};
}

/// The abort cleanup of an installed file store: its files and its
/// directory go, as destroy would remove them, without waiting for I/O. A
/// thread holding the store's lock (the abort may come from inside a store
/// call) leaves them: they are scratch that nothing reads.
static void removeInstalledStoreFiles() {
  zero_rt_store_t *store = installedStore.load();
  if (!store || store->kind != ZERO_RT_STORE_FILE)
    return;
  std::unique_lock<std::mutex> lock(store->mutex, std::try_to_lock);
  if (!lock.owns_lock())
    return;
  for (const auto &[base, allocation] : store->allocations)
    unlinkMappedFile(allocation);
  rmdir(store->directory.c_str());
}

void zero_rt_store_install(zero_rt_store_t *store) {
  installedStore.store(store);
  zero::rt::setAbortCleanup(store ? removeInstalledStoreFiles : nullptr);
}

zero_rt_store_t *zero_rt_store_installed(void) { return installedStore.load(); }

} // extern "C"
