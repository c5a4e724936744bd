/*===- store.h - zero runtime: offload store ----------------------*- C -*-===//
 *
 * Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
 *
 * Where offloaded model state lives (docs/Runtime.md, "Offload store"):
 * memory outside the accounting allocator, of one kind per store.
 *   host  plain host memory, page aligned (pinned memory when the CUDA
 *         runtime installs its backend: zero_rt_cuda_use_pinned_store);
 *   file  one scratch file per allocation, `t<k>.bin`, in a directory the
 *         store creates for itself, `<directory>/zero-offload-<pid>-rank<r>`,
 *         reserved with posix_fallocate and mapped MAP_SHARED, so the
 *         pointer reads and writes the file's pages.
 * The driver reads and writes an allocation through its pointer (init,
 * checkpoints, dumps); compiled steps move chunks between it and resident
 * buffers with the transfer calls below, which for a file store are real
 * I/O system calls (pread/pwrite on the file, at the address's offset in
 * its mapping), coherent with the mapping through the page cache.
 *
 * A store never touches what it did not create: creation fails if its
 * directory exists already, each file is created with O_EXCL, and destroy
 * unlinks only its own files and removes its own directory only if that
 * is then empty.
 *
 * Asynchronous transfers (*_start) run on the store's I/O threads (2; env
 * ZERO_RT_STORE_IO_THREADS, 1 to 64) and complete at zero_rt_store_wait,
 * which returns the transfer's status: an I/O error names the file, the
 * operation and the system's message. Until the wait the caller keeps the
 * resident buffer valid and does not touch either side; an allocation with
 * transfers in flight cannot be freed.
 *
 * Ownership: zero_rt_store_create returns a store the caller releases with
 * zero_rt_store_destroy, which also releases its allocations. A request of
 * a *_start is released by exactly one zero_rt_store_wait (its handle is
 * not a communicator request: zero_rt_request_wait must not get it). Every
 * call is thread safe.
 *
 *===----------------------------------------------------------------------===*/

#ifndef ZERO_RUNTIME_STORE_H
#define ZERO_RUNTIME_STORE_H

#include <stdint.h>

#include "zero/runtime/memory.h"
#include "zero/runtime/status.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Matches the `zero` dialect's StoreKind values; indexes the counters.
typedef ZERO_RT_ENUM(zero_rt_store_kind_e) {
  ZERO_RT_STORE_HOST = 0,
  ZERO_RT_STORE_FILE = 1,
  ZERO_RT_STORE_KIND_COUNT = 2,
} zero_rt_store_kind_t;

typedef struct zero_rt_store_s zero_rt_store_t;
typedef struct zero_rt_store_request_s zero_rt_store_request_t;

/// Per kind (a store counts under its own kind only), since creation.
typedef struct zero_rt_store_stats_s {
  /// Bytes allocated now and at most at once (zero_rt_store_reset_peaks).
  int64_t current_bytes[ZERO_RT_STORE_KIND_COUNT];
  int64_t peak_bytes[ZERO_RT_STORE_KIND_COUNT];
  /// Bytes moved from the store into resident buffers (reads) and from
  /// resident buffers into the store (writes), counted when a transfer is
  /// issued; access through the pointer is not counted.
  int64_t bytes_read[ZERO_RT_STORE_KIND_COUNT];
  int64_t bytes_written[ZERO_RT_STORE_KIND_COUNT];
} zero_rt_store_stats_t;

/// "host", "file"; "unknown" for any other value.
const char *zero_rt_store_kind_name(zero_rt_store_kind_t kind);

/// Creates a store of `kind` for rank `rank` (>= 0). A file store creates
/// the new directory `<directory>/zero-offload-<pid>-rank<rank>` (mode
/// 0700) and fails, touching nothing, if it exists or cannot be made;
/// `directory` must exist. A host store ignores `directory` (may be NULL).
zero_rt_status_t zero_rt_store_create(zero_rt_store_kind_t kind,
                                      const char *directory, int64_t rank,
                                      zero_rt_store_t **out_store);

zero_rt_store_kind_t zero_rt_store_kind(const zero_rt_store_t *store);

/// The store's own directory; "" for a host store. Valid until destroy.
const char *zero_rt_store_directory(const zero_rt_store_t *store);

/// Allocates `byte_size` bytes (>= 0) of store-backed memory, page aligned.
/// File store: creates `t<k>.bin` (k counts this store's allocations from
/// 0), reserves its blocks with posix_fallocate, so a full file system
/// fails here (IO_ERROR naming the file, the bytes and the reason) and not
/// at a later write, and maps it. The memory of a new allocation is zero.
zero_rt_status_t zero_rt_store_alloc(zero_rt_store_t *store, int64_t byte_size,
                                     void **out_ptr);

/// Releases an allocation of `store` (a file store unmaps, closes and
/// unlinks its file); NULL is ignored. A pointer the store did not return,
/// or one with transfers in flight, is an error and changes nothing.
zero_rt_status_t zero_rt_store_free(zero_rt_store_t *store, void *ptr);

/// Finishes the transfers in flight, releases every allocation (a file
/// store unlinks each file it created), removes the store's directory and
/// releases the store, even when it returns an error: the first thing it
/// could not remove (e.g. the directory, when someone else put a file in
/// it). Requests not yet waited for are released too; NULL is ignored.
zero_rt_status_t zero_rt_store_destroy(zero_rt_store_t *store);

/// An error (IO_ERROR) naming the file if a file of the store was removed
/// (st_nlink == 0), truncated below its allocation or cannot be stat'ed;
/// OK for a host store. The driver calls it after every step.
zero_rt_status_t zero_rt_store_check(zero_rt_store_t *store);

/// Snapshot of the counters.
void zero_rt_store_query_stats(const zero_rt_store_t *store,
                               zero_rt_store_stats_t *out_stats);

/// Sets each peak to the current value (e.g. after initialization).
void zero_rt_store_reset_peaks(zero_rt_store_t *store);

/// Copies `byte_size` bytes from `src`, inside one allocation of `store`, to
/// the resident buffer `dst` (a read), on the calling thread.
zero_rt_status_t zero_rt_store_read(zero_rt_store_t *store, const void *src,
                                    void *dst, int64_t byte_size);

/// Copies `byte_size` bytes from the resident buffer `src` to `dst`, inside
/// one allocation of `store` (a write), on the calling thread.
zero_rt_status_t zero_rt_store_write(zero_rt_store_t *store, const void *src,
                                     void *dst, int64_t byte_size);

/// Asynchronous forms: same arguments, done by an I/O thread; the status of
/// the transfer itself comes from the wait. An argument error is returned
/// at once and starts nothing.
zero_rt_status_t
zero_rt_store_read_start(zero_rt_store_t *store, const void *src, void *dst,
                         int64_t byte_size,
                         zero_rt_store_request_t **out_request);
zero_rt_status_t
zero_rt_store_write_start(zero_rt_store_t *store, const void *src, void *dst,
                          int64_t byte_size,
                          zero_rt_store_request_t **out_request);

/// Blocks until the transfer of `request` is done, releases the request and
/// returns the transfer's status. While it waits, the calling thread keeps
/// the communicator's collectives in flight moving (as a collective's wait
/// does).
zero_rt_status_t zero_rt_store_wait(zero_rt_store_request_t *request);

/// Where host stores take their memory from (copied; NULL: page-aligned
/// host memory again), for allocations made after the call; each
/// allocation goes back to the backend it came from. The CUDA runtime
/// installs pinned memory here.
void zero_rt_store_set_host_backend(const zero_rt_memory_backend_t *backend);

/// Installs the store compiled code's store_* calls use (step_abi.def; one
/// per process, like the communicator); NULL uninstalls. The caller keeps
/// it alive while installed.
void zero_rt_store_install(zero_rt_store_t *store);

/// The installed store, or NULL.
zero_rt_store_t *zero_rt_store_installed(void);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ZERO_RUNTIME_STORE_H */
