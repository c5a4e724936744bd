//===- CachingAllocator.h - zero CUDA runtime: block cache ------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Device allocations are slow (cuMemAlloc synchronizes the device) and a
// training step frees and reallocates the same sizes every step. This cache
// keeps freed blocks by rounded size and hands them out again. It knows
// nothing of CUDA: the backend is two functions, so the logic is unit tested
// on the host with a fake one (test/Unit/Runtime/CachingAllocatorTest.cpp).
// Per-category accounting is not here: the runtime's accounting allocator
// (memory.h) counts what the step asked for, exactly as on CPU; this cache
// only decides when the backend is called.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNTIME_SRC_CUDA_CACHINGALLOCATOR_H
#define ZERO_RUNTIME_SRC_CUDA_CACHINGALLOCATOR_H

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <unordered_map>
#include <vector>

namespace zero {
namespace rt {

class CachingAllocator {
public:
  /// Returns nullptr when the device has no room.
  using AllocFn = std::function<void *(size_t)>;
  using FreeFn = std::function<void(void *)>;

  /// Blocks are rounded up to a multiple of `granularity` bytes (a power of
  /// two), so nearby sizes share cached blocks.
  CachingAllocator(AllocFn alloc, FreeFn free, size_t granularity = 512)
      : backendAlloc(std::move(alloc)), backendFree(std::move(free)),
        granularity(granularity) {}

  ~CachingAllocator() { releaseCached(); }

  /// A block of at least `size` bytes: a cached one of the same rounded
  /// size, else a new one. When the backend has no room, the cache is
  /// returned to it and the allocation retried once.
  void *allocate(size_t size) {
    size_t rounded = roundUp(size);
    std::lock_guard<std::mutex> lock(mutex);
    auto it = cache.find(rounded);
    if (it != cache.end() && !it->second.empty()) {
      void *ptr = it->second.back();
      it->second.pop_back();
      cachedBytes -= rounded;
      live[ptr] = rounded;
      return ptr;
    }
    void *ptr = backendAlloc(rounded);
    if (!ptr) {
      releaseCachedLocked();
      ptr = backendAlloc(rounded);
      if (!ptr)
        return nullptr;
    }
    reservedBytes += rounded;
    live[ptr] = rounded;
    return ptr;
  }

  /// Keeps the block for reuse; false if `ptr` is not a live block of this
  /// allocator (nothing changes then).
  bool deallocate(void *ptr) {
    std::lock_guard<std::mutex> lock(mutex);
    auto it = live.find(ptr);
    if (it == live.end())
      return false;
    cache[it->second].push_back(ptr);
    cachedBytes += it->second;
    live.erase(it);
    return true;
  }

  /// Returns every cached block to the backend.
  void releaseCached() {
    std::lock_guard<std::mutex> lock(mutex);
    releaseCachedLocked();
  }

  /// Bytes obtained from the backend and not returned (live + cached).
  int64_t reserved() const {
    std::lock_guard<std::mutex> lock(mutex);
    return reservedBytes;
  }
  /// Bytes in cached (free) blocks.
  int64_t cached() const {
    std::lock_guard<std::mutex> lock(mutex);
    return cachedBytes;
  }

  size_t roundUp(size_t size) const {
    size_t n = size ? size : 1;
    return (n + granularity - 1) & ~(granularity - 1);
  }

private:
  void releaseCachedLocked() {
    for (auto &[size, blocks] : cache) {
      for (void *ptr : blocks)
        backendFree(ptr);
      reservedBytes -= (int64_t)(size * blocks.size());
    }
    cache.clear();
    cachedBytes = 0;
  }

  AllocFn backendAlloc;
  FreeFn backendFree;
  size_t granularity;
  mutable std::mutex mutex;
  std::map<size_t, std::vector<void *>> cache;
  std::unordered_map<void *, size_t> live;
  int64_t reservedBytes = 0;
  int64_t cachedBytes = 0;
};

} // namespace rt
} // namespace zero

#endif // ZERO_RUNTIME_SRC_CUDA_CACHINGALLOCATOR_H
