//===- CachingAllocatorTest.cpp - the CUDA runtime's block cache ----------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Host only: the backend is a fake that records its calls, so this runs on
// every machine, GPU or not.
//
//===----------------------------------------------------------------------===//

#include "../../../runtime/src/cuda/CachingAllocator.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <map>
#include <set>

using zero::rt::CachingAllocator;

namespace {

/// A backend over malloc with a byte budget, counting calls.
struct FakeDevice {
  int64_t budget;
  int64_t used = 0;
  int allocs = 0;
  int frees = 0;
  std::map<void *, size_t> blocks;

  // Blocks a test still holds go back with the device, as device memory
  // does at the end of a process.
  ~FakeDevice() {
    for (auto &[p, size] : blocks)
      std::free(p);
  }

  CachingAllocator make() {
    return CachingAllocator(
        [this](size_t size) -> void * {
          if (used + (int64_t)size > budget)
            return nullptr;
          void *p = std::malloc(size);
          blocks[p] = size;
          used += size;
          ++allocs;
          return p;
        },
        [this](void *p) {
          used -= blocks.at(p);
          blocks.erase(p);
          std::free(p);
          ++frees;
        });
  }
};

TEST(CachingAllocator, RoundsUpToGranularity) {
  FakeDevice device{1 << 20};
  CachingAllocator a = device.make();
  EXPECT_EQ(a.roundUp(0), 512u);
  EXPECT_EQ(a.roundUp(1), 512u);
  EXPECT_EQ(a.roundUp(512), 512u);
  EXPECT_EQ(a.roundUp(513), 1024u);
}

TEST(CachingAllocator, ReusesFreedBlockOfSameRoundedSize) {
  FakeDevice device{1 << 20};
  CachingAllocator a = device.make();
  void *p = a.allocate(1000);
  ASSERT_NE(p, nullptr);
  EXPECT_TRUE(a.deallocate(p));
  EXPECT_EQ(a.cached(), 1024);
  // 600 bytes round to 1024 too: the cached block comes back, no backend call.
  void *q = a.allocate(600);
  EXPECT_EQ(q, p);
  EXPECT_EQ(device.allocs, 1);
  EXPECT_EQ(a.cached(), 0);
  EXPECT_EQ(a.reserved(), 1024);
  // Another size class goes to the backend.
  void *r = a.allocate(4096);
  EXPECT_NE(r, p);
  EXPECT_EQ(device.allocs, 2);
  EXPECT_EQ(a.reserved(), 1024 + 4096);
}

TEST(CachingAllocator, RefusesForeignAndDoubleFree) {
  FakeDevice device{1 << 20};
  CachingAllocator a = device.make();
  int local;
  EXPECT_FALSE(a.deallocate(&local));
  void *p = a.allocate(10);
  EXPECT_TRUE(a.deallocate(p));
  EXPECT_FALSE(a.deallocate(p));
  EXPECT_EQ(a.cached(), 512);
}

TEST(CachingAllocator, ReturnsCacheToBackendWhenFull) {
  // Room for two 1 KiB blocks: a third size class only fits once the cache
  // is given back.
  FakeDevice device{2048};
  CachingAllocator a = device.make();
  void *p = a.allocate(1024);
  void *q = a.allocate(1024);
  a.deallocate(p);
  a.deallocate(q);
  EXPECT_EQ(device.used, 2048);
  void *big = a.allocate(2048);
  ASSERT_NE(big, nullptr);
  EXPECT_EQ(device.frees, 2);
  EXPECT_EQ(a.cached(), 0);
  EXPECT_EQ(a.reserved(), 2048);
  // Nothing cached and no room: the allocation fails, nothing changes.
  EXPECT_EQ(a.allocate(512), nullptr);
  EXPECT_EQ(a.reserved(), 2048);
}

TEST(CachingAllocator, DestructorReturnsCachedBlocks) {
  FakeDevice device{1 << 20};
  {
    CachingAllocator a = device.make();
    std::set<void *> ptrs;
    for (int i = 0; i < 4; ++i)
      ptrs.insert(a.allocate(100 * (i + 1)));
    for (void *p : ptrs)
      a.deallocate(p);
  }
  EXPECT_EQ(device.used, 0);
  EXPECT_EQ(device.frees, device.allocs);
}

} // namespace
