//===- memory.cpp - zero runtime: accounting allocator --------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/runtime/memory.h"

#include "internal.h"
#include "progress.h"

#include <cstdlib>
#include <mutex>
#include <unordered_map>

namespace {

struct Block {
  size_t size;
  zero_rt_memory_category_t category;
};

/// All counters behind one lock: allocations are per tensor, not per element,
/// so contention is negligible next to the work on the buffers.
struct Accounting {
  std::mutex mutex;
  std::unordered_map<void *, Block> blocks;
  zero_rt_memory_stats_t stats{};
  /// Most bytes live at once; 0: no limit.
  int64_t limit = 0;
  /// Where blocks come from; null alloc: host memory (aligned_alloc).
  zero_rt_memory_backend_t backend{};

  void add(zero_rt_memory_category_t category, int64_t bytes) {
    stats.current_bytes[category] += bytes;
    stats.total_current_bytes += bytes;
    if (stats.current_bytes[category] > stats.peak_bytes[category])
      stats.peak_bytes[category] = stats.current_bytes[category];
    if (stats.total_current_bytes > stats.total_peak_bytes)
      stats.total_peak_bytes = stats.total_current_bytes;
  }
};

Accounting &accounting() {
  static Accounting *instance = new Accounting(); // never destroyed: used at exit
  return *instance;
}

thread_local zero_rt_memory_category_t currentCategory =
    ZERO_RT_MEMORY_ACTIVATIONS;

constexpr size_t kAlignment = 64;

bool isValidCategory(int category) {
  return category >= 0 && category < ZERO_RT_MEMORY_CATEGORY_COUNT;
}

} // namespace

extern "C" {

const char *zero_rt_memory_category_name(zero_rt_memory_category_t category) {
  switch (category) {
  case ZERO_RT_MEMORY_PARAMS:
    return "params";
  case ZERO_RT_MEMORY_GRADS:
    return "grads";
  case ZERO_RT_MEMORY_OPTIMIZER_STATE:
    return "optimizer_state";
  case ZERO_RT_MEMORY_GATHERED:
    return "gathered";
  case ZERO_RT_MEMORY_ACTIVATIONS:
    return "activations";
  case ZERO_RT_MEMORY_BUFFERS:
    return "buffers";
  default:
    return "unknown";
  }
}

zero_rt_status_t zero_rt_memory_alloc(size_t byte_size,
                                      zero_rt_memory_category_t category,
                                      void **out_ptr) {
  ZERO_RT_REQUIRE(out_ptr != nullptr, "out_ptr must not be NULL");
  *out_ptr = nullptr;
  // Between two kernels: move the collectives in flight on (progress.h).
  zero::rt::progressCommunication();
  ZERO_RT_REQUIRE(isValidCategory(category),
                  "memory category %d is not in [0, %d)", (int)category,
                  (int)ZERO_RT_MEMORY_CATEGORY_COUNT);
  {
    // Checked before allocating so a refused request changes nothing.
    Accounting &acc = accounting();
    std::lock_guard<std::mutex> lock(acc.mutex);
    if (acc.limit > 0 &&
        acc.stats.total_current_bytes + (int64_t)byte_size > acc.limit)
      return ZERO_RT_ERROR(
          ZERO_RT_STATUS_OUT_OF_MEMORY,
          "memory limit exceeded: allocating %zu bytes for %s would bring "
          "this rank's live bytes to %lld, above the limit of %lld bytes "
          "(--memory-limit) by %lld",
          byte_size, zero_rt_memory_category_name(category),
          (long long)(acc.stats.total_current_bytes + (int64_t)byte_size),
          (long long)acc.limit,
          (long long)(acc.stats.total_current_bytes + (int64_t)byte_size -
                      acc.limit));
  }
  // aligned_alloc needs a non-zero multiple of the alignment.
  size_t rounded = (byte_size + kAlignment - 1) / kAlignment * kAlignment;
  if (!rounded)
    rounded = kAlignment;
  zero_rt_memory_backend_t backend;
  {
    Accounting &acc = accounting();
    std::lock_guard<std::mutex> lock(acc.mutex);
    backend = acc.backend;
  }
  void *ptr = backend.alloc ? backend.alloc(rounded, backend.user_data)
                            : std::aligned_alloc(kAlignment, rounded);
  if (!ptr)
    return ZERO_RT_ERROR(ZERO_RT_STATUS_OUT_OF_MEMORY,
                         "cannot allocate %zu bytes for %s", byte_size,
                         zero_rt_memory_category_name(category));
  Accounting &acc = accounting();
  std::lock_guard<std::mutex> lock(acc.mutex);
  acc.blocks[ptr] = Block{byte_size, category};
  acc.add(category, (int64_t)byte_size);
  ++acc.stats.allocation_count;
  *out_ptr = ptr;
  return ZERO_RT_OK;
}

zero_rt_status_t zero_rt_memory_free(void *ptr) {
  if (!ptr)
    return ZERO_RT_OK;
  zero::rt::progressCommunication();
  Accounting &acc = accounting();
  zero_rt_memory_backend_t backend;
  {
    std::lock_guard<std::mutex> lock(acc.mutex);
    auto it = acc.blocks.find(ptr);
    ZERO_RT_REQUIRE(it != acc.blocks.end(),
                    "free of %p, which the accounting allocator does not own "
                    "(double free or foreign pointer)",
                    ptr);
    acc.add(it->second.category, -(int64_t)it->second.size);
    acc.blocks.erase(it);
    backend = acc.backend;
  }
  if (backend.free)
    backend.free(ptr, backend.user_data);
  else
    std::free(ptr);
  return ZERO_RT_OK;
}

zero_rt_status_t zero_rt_memory_retag(void *ptr,
                                      zero_rt_memory_category_t category) {
  ZERO_RT_REQUIRE(isValidCategory(category),
                  "memory category %d is not in [0, %d)", (int)category,
                  (int)ZERO_RT_MEMORY_CATEGORY_COUNT);
  Accounting &acc = accounting();
  std::lock_guard<std::mutex> lock(acc.mutex);
  auto it = acc.blocks.find(ptr);
  ZERO_RT_REQUIRE(it != acc.blocks.end(),
                  "retag of %p, which the accounting allocator does not own",
                  ptr);
  int64_t size = (int64_t)it->second.size;
  // Moving bytes between categories never changes the total, so the total
  // peak is untouched; only the destination's peak can grow.
  acc.stats.current_bytes[it->second.category] -= size;
  acc.stats.total_current_bytes -= size;
  it->second.category = category;
  acc.add(category, size);
  return ZERO_RT_OK;
}

zero_rt_memory_category_t
zero_rt_memory_set_current_category(zero_rt_memory_category_t category) {
  zero_rt_memory_category_t previous = currentCategory;
  if (isValidCategory(category))
    currentCategory = category;
  return previous;
}

void *zero_rt_memory_alloc_current(size_t byte_size) {
  void *ptr = nullptr;
  ZERO_RT_CHECK_OK(zero_rt_memory_alloc(byte_size, currentCategory, &ptr));
  return ptr;
}

void zero_rt_memory_query_stats(zero_rt_memory_stats_t *out_stats) {
  Accounting &acc = accounting();
  std::lock_guard<std::mutex> lock(acc.mutex);
  *out_stats = acc.stats;
}

zero_rt_status_t zero_rt_memory_set_limit(int64_t byte_limit) {
  ZERO_RT_REQUIRE(byte_limit >= 0, "memory limit must be >= 0 bytes, got %lld",
                  (long long)byte_limit);
  Accounting &acc = accounting();
  std::lock_guard<std::mutex> lock(acc.mutex);
  acc.limit = byte_limit;
  return ZERO_RT_OK;
}

int64_t zero_rt_memory_limit(void) {
  Accounting &acc = accounting();
  std::lock_guard<std::mutex> lock(acc.mutex);
  return acc.limit;
}

zero_rt_status_t
zero_rt_memory_set_backend(const zero_rt_memory_backend_t *backend) {
  ZERO_RT_REQUIRE(!backend || (backend->alloc && backend->free),
                  "a memory backend needs both alloc and free");
  Accounting &acc = accounting();
  std::lock_guard<std::mutex> lock(acc.mutex);
  ZERO_RT_REQUIRE(acc.blocks.empty(),
                  "cannot change the memory backend while %zu block(s) are "
                  "live (expected 0): each must be freed by the backend that "
                  "allocated it",
                  acc.blocks.size());
  acc.backend = backend ? *backend : zero_rt_memory_backend_t{};
  return ZERO_RT_OK;
}

void zero_rt_memory_reset_peaks(void) {
  Accounting &acc = accounting();
  std::lock_guard<std::mutex> lock(acc.mutex);
  for (int i = 0; i < ZERO_RT_MEMORY_CATEGORY_COUNT; ++i)
    acc.stats.peak_bytes[i] = acc.stats.current_bytes[i];
  acc.stats.total_peak_bytes = acc.stats.total_current_bytes;
}

} // extern "C"
