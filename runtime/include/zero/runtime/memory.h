/*===- memory.h - zero runtime: accounting allocator --------------*- C -*-===//
 *
 * Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
 *
 * One process-wide allocator that counts the bytes live in each category and
 * their peak, plus the peak of the total (which is what `peak_bytes` in the
 * memory report predicts; it is not the sum of per-category peaks). Blocks
 * are 64-byte aligned. Thread safe. Buffers are owned by whoever allocated
 * them until zero_rt_memory_free.
 *
 *===----------------------------------------------------------------------===*/

#ifndef ZERO_RUNTIME_MEMORY_H
#define ZERO_RUNTIME_MEMORY_H

#include <stddef.h>
#include <stdint.h>

#include "zero/runtime/status.h"

#ifdef __cplusplus
extern "C" {
#endif

/// What a buffer holds. The first three are model state (ZeRO paper).
typedef ZERO_RT_ENUM(zero_rt_memory_category_e) {
  ZERO_RT_MEMORY_PARAMS = 0,
  ZERO_RT_MEMORY_GRADS = 1,
  ZERO_RT_MEMORY_OPTIMIZER_STATE = 2,
  /// Gathered parameters and communication staging buffers.
  ZERO_RT_MEMORY_GATHERED = 3,
  /// Everything else the step allocates (activations, temporaries).
  ZERO_RT_MEMORY_ACTIVATIONS = 4,
  /// State the step updates without a gradient (`"buffer"` arguments:
  /// BatchNorm running statistics), whole on every rank.
  ZERO_RT_MEMORY_BUFFERS = 5,
  ZERO_RT_MEMORY_CATEGORY_COUNT = 6,
} zero_rt_memory_category_t;

typedef struct zero_rt_memory_stats_s {
  int64_t current_bytes[ZERO_RT_MEMORY_CATEGORY_COUNT];
  int64_t peak_bytes[ZERO_RT_MEMORY_CATEGORY_COUNT];
  int64_t total_current_bytes;
  int64_t total_peak_bytes;
  int64_t allocation_count;
} zero_rt_memory_stats_t;

/// The category's name as printed in reports ("params", "grads", ...).
const char *zero_rt_memory_category_name(zero_rt_memory_category_t category);

/// Allocates `byte_size` bytes (0 allowed) counted under `category`.
zero_rt_status_t zero_rt_memory_alloc(size_t byte_size,
                                      zero_rt_memory_category_t category,
                                      void **out_ptr);

/// Releases a buffer from zero_rt_memory_alloc; NULL is ignored. A pointer
/// the allocator does not own is an error (never a silent leak or crash).
zero_rt_status_t zero_rt_memory_free(void *ptr);

/// Moves a live buffer to another category, e.g. a step result that becomes
/// the parameters of the next step.
zero_rt_status_t zero_rt_memory_retag(void *ptr,
                                      zero_rt_memory_category_t category);

/// Sets the category of later allocations made through
/// zero_rt_memory_alloc_current on the calling thread (compiled code's
/// allocations); returns the previous one.
zero_rt_memory_category_t
zero_rt_memory_set_current_category(zero_rt_memory_category_t category);

/// Allocates under the calling thread's current category (default
/// ZERO_RT_MEMORY_ACTIVATIONS); aborts the job on failure.
void *zero_rt_memory_alloc_current(size_t byte_size);

/// Snapshot of the counters.
void zero_rt_memory_query_stats(zero_rt_memory_stats_t *out_stats);

/// Caps the bytes live at once (the total over every category; 0: no cap).
/// An allocation that would go above it fails with
/// ZERO_RT_STATUS_OUT_OF_MEMORY, allocating nothing; through
/// zero_rt_memory_alloc_current (compiled code) that aborts the job with the
/// message. Lowering the limit below the live bytes frees nothing.
zero_rt_status_t zero_rt_memory_set_limit(int64_t byte_limit);

/// The limit of zero_rt_memory_set_limit; 0 when there is none.
int64_t zero_rt_memory_limit(void);

/// Sets every peak to the current value (e.g. after initialization).
void zero_rt_memory_reset_peaks(void);

/// Where the allocator's blocks come from: host memory by default; the CUDA
/// runtime installs device-accessible memory (cuda.h), so GPU buffers are
/// counted by this same code, per category, as on CPU.
typedef struct zero_rt_memory_backend_s {
  /// Returns a block of `byte_size` bytes (> 0), or NULL when there is no
  /// room (the allocation then fails with OUT_OF_MEMORY).
  void *(*alloc)(size_t byte_size, void *user_data);
  void (*free)(void *ptr, void *user_data);
  void *user_data;
} zero_rt_memory_backend_t;

/// Takes later blocks from `backend` (copied; NULL: host memory again).
/// Refused while any block is live, since each block must go back to the
/// backend it came from.
zero_rt_status_t
zero_rt_memory_set_backend(const zero_rt_memory_backend_t *backend);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ZERO_RUNTIME_MEMORY_H */
