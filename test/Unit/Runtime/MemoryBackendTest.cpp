//===- MemoryBackendTest.cpp - the accounting allocator's backend ---------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// The CUDA runtime puts device memory behind the accounting allocator; a
// fake backend checks that blocks come from it and go back to it, and that
// the counters are those of host memory.
//
//===----------------------------------------------------------------------===//

#include "zero/runtime/memory.h"

#include "gtest/gtest.h"

#include <cstdlib>
#include <string>

namespace {

struct FakeBackend {
  int allocs = 0;
  int frees = 0;
  size_t lastSize = 0;
  bool full = false;

  static void *alloc(size_t size, void *self) {
    auto *b = static_cast<FakeBackend *>(self);
    if (b->full)
      return nullptr;
    ++b->allocs;
    b->lastSize = size;
    return std::malloc(size);
  }
  static void free(void *ptr, void *self) {
    ++static_cast<FakeBackend *>(self)->frees;
    std::free(ptr);
  }
  zero_rt_memory_backend_t table() {
    return zero_rt_memory_backend_t{&alloc, &free, this};
  }
};

std::string message(zero_rt_status_t status) {
  std::string text = status ? zero_rt_status_message(status) : "";
  zero_rt_status_free(status);
  return text;
}

/// Restores host memory after each test.
struct MemoryBackendTest : ::testing::Test {
  void TearDown() override {
    ASSERT_EQ(zero_rt_memory_set_backend(nullptr), nullptr);
  }
};

TEST_F(MemoryBackendTest, BlocksComeFromTheBackendAndAreCounted) {
  FakeBackend backend;
  zero_rt_memory_backend_t table = backend.table();
  ASSERT_EQ(zero_rt_memory_set_backend(&table), nullptr);
  zero_rt_memory_stats_t before;
  zero_rt_memory_query_stats(&before);
  void *p = nullptr;
  ASSERT_EQ(zero_rt_memory_alloc(100, ZERO_RT_MEMORY_GRADS, &p), nullptr);
  EXPECT_EQ(backend.allocs, 1);
  EXPECT_EQ(backend.lastSize, 128u); // rounded to the 64-byte alignment
  zero_rt_memory_stats_t during;
  zero_rt_memory_query_stats(&during);
  // Counted as asked for, not as rounded, like host blocks.
  EXPECT_EQ(during.current_bytes[ZERO_RT_MEMORY_GRADS] -
                before.current_bytes[ZERO_RT_MEMORY_GRADS],
            100);
  EXPECT_EQ(zero_rt_memory_free(p), nullptr);
  EXPECT_EQ(backend.frees, 1);
}

TEST_F(MemoryBackendTest, FullBackendIsOutOfMemoryAndCountsNothing) {
  FakeBackend backend;
  backend.full = true;
  zero_rt_memory_backend_t table = backend.table();
  ASSERT_EQ(zero_rt_memory_set_backend(&table), nullptr);
  zero_rt_memory_stats_t before, after;
  zero_rt_memory_query_stats(&before);
  void *p = nullptr;
  zero_rt_status_t status =
      zero_rt_memory_alloc(1000, ZERO_RT_MEMORY_PARAMS, &p);
  ASSERT_NE(status, nullptr);
  EXPECT_EQ(zero_rt_status_code(status), ZERO_RT_STATUS_OUT_OF_MEMORY);
  zero_rt_status_free(status);
  EXPECT_EQ(p, nullptr);
  zero_rt_memory_query_stats(&after);
  EXPECT_EQ(after.total_current_bytes, before.total_current_bytes);
}

TEST_F(MemoryBackendTest, RefusedWhileBlocksAreLive) {
  void *host = nullptr;
  ASSERT_EQ(zero_rt_memory_alloc(8, ZERO_RT_MEMORY_ACTIVATIONS, &host),
            nullptr);
  FakeBackend backend;
  zero_rt_memory_backend_t table = backend.table();
  std::string text = message(zero_rt_memory_set_backend(&table));
  EXPECT_NE(text.find("cannot change the memory backend while "),
            std::string::npos)
      << text;
  EXPECT_NE(text.find(" block(s) are live (expected 0)"), std::string::npos)
      << text;
  // Still host memory: the live block is freed where it came from.
  EXPECT_EQ(zero_rt_memory_free(host), nullptr);
  EXPECT_EQ(backend.frees, 0);
}

TEST_F(MemoryBackendTest, IncompleteBackendIsRejected) {
  zero_rt_memory_backend_t table{&FakeBackend::alloc, nullptr, nullptr};
  EXPECT_NE(message(zero_rt_memory_set_backend(&table))
                .find("a memory backend needs both alloc and free"),
            std::string::npos);
}

} // namespace
