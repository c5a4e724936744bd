//===- MemoryTest.cpp - accounting allocator ------------------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/runtime/memory.h"

#include "gtest/gtest.h"

#include <string>

namespace {

zero_rt_memory_stats_t stats() {
  zero_rt_memory_stats_t s;
  zero_rt_memory_query_stats(&s);
  return s;
}

// The allocator is process-wide, so every test measures deltas from a base.
TEST(MemoryTest, CurrentAndPeakPerCategory) {
  zero_rt_memory_reset_peaks();
  zero_rt_memory_stats_t base = stats();
  void *a = nullptr, *b = nullptr, *c = nullptr;
  ASSERT_EQ(zero_rt_memory_alloc(100, ZERO_RT_MEMORY_PARAMS, &a), ZERO_RT_OK);
  ASSERT_EQ(zero_rt_memory_alloc(30, ZERO_RT_MEMORY_GRADS, &b), ZERO_RT_OK);
  ASSERT_EQ(zero_rt_memory_alloc(7, ZERO_RT_MEMORY_GRADS, &c), ZERO_RT_OK);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(a) % 64, 0u);
  zero_rt_memory_stats_t s = stats();
  EXPECT_EQ(s.current_bytes[ZERO_RT_MEMORY_PARAMS] -
                base.current_bytes[ZERO_RT_MEMORY_PARAMS],
            100);
  EXPECT_EQ(s.current_bytes[ZERO_RT_MEMORY_GRADS] -
                base.current_bytes[ZERO_RT_MEMORY_GRADS],
            37);
  EXPECT_EQ(s.total_current_bytes - base.total_current_bytes, 137);

  ASSERT_EQ(zero_rt_memory_free(b), ZERO_RT_OK);
  s = stats();
  // 30 bytes gone from current; the peak remembers them.
  EXPECT_EQ(s.current_bytes[ZERO_RT_MEMORY_GRADS] -
                base.current_bytes[ZERO_RT_MEMORY_GRADS],
            7);
  EXPECT_EQ(s.peak_bytes[ZERO_RT_MEMORY_GRADS] -
                base.current_bytes[ZERO_RT_MEMORY_GRADS],
            37);
  EXPECT_EQ(s.total_peak_bytes - base.total_current_bytes, 137);
  ASSERT_EQ(zero_rt_memory_free(a), ZERO_RT_OK);
  ASSERT_EQ(zero_rt_memory_free(c), ZERO_RT_OK);
  EXPECT_EQ(stats().total_current_bytes, base.total_current_bytes);
}

TEST(MemoryTest, TotalPeakIsNotSumOfCategoryPeaks) {
  zero_rt_memory_reset_peaks();
  zero_rt_memory_stats_t base = stats();
  void *a = nullptr, *b = nullptr;
  ASSERT_EQ(zero_rt_memory_alloc(64, ZERO_RT_MEMORY_ACTIVATIONS, &a),
            ZERO_RT_OK);
  ASSERT_EQ(zero_rt_memory_free(a), ZERO_RT_OK);
  ASSERT_EQ(zero_rt_memory_alloc(64, ZERO_RT_MEMORY_GATHERED, &b), ZERO_RT_OK);
  ASSERT_EQ(zero_rt_memory_free(b), ZERO_RT_OK);
  zero_rt_memory_stats_t s = stats();
  EXPECT_EQ(s.total_peak_bytes - base.total_current_bytes, 64);
  EXPECT_EQ(s.peak_bytes[ZERO_RT_MEMORY_ACTIVATIONS] -
                base.current_bytes[ZERO_RT_MEMORY_ACTIVATIONS],
            64);
  EXPECT_EQ(s.peak_bytes[ZERO_RT_MEMORY_GATHERED] -
                base.current_bytes[ZERO_RT_MEMORY_GATHERED],
            64);
}

TEST(MemoryTest, RetagMovesBytesWithoutChangingTotal) {
  zero_rt_memory_stats_t base = stats();
  void *a = nullptr;
  ASSERT_EQ(zero_rt_memory_alloc(48, ZERO_RT_MEMORY_ACTIVATIONS, &a),
            ZERO_RT_OK);
  ASSERT_EQ(zero_rt_memory_retag(a, ZERO_RT_MEMORY_OPTIMIZER_STATE),
            ZERO_RT_OK);
  zero_rt_memory_stats_t s = stats();
  EXPECT_EQ(s.current_bytes[ZERO_RT_MEMORY_ACTIVATIONS],
            base.current_bytes[ZERO_RT_MEMORY_ACTIVATIONS]);
  EXPECT_EQ(s.current_bytes[ZERO_RT_MEMORY_OPTIMIZER_STATE] -
                base.current_bytes[ZERO_RT_MEMORY_OPTIMIZER_STATE],
            48);
  EXPECT_EQ(s.total_current_bytes - base.total_current_bytes, 48);
  ASSERT_EQ(zero_rt_memory_free(a), ZERO_RT_OK);
}

TEST(MemoryTest, CurrentCategoryIsPerThreadState) {
  zero_rt_memory_stats_t base = stats();
  zero_rt_memory_category_t previous =
      zero_rt_memory_set_current_category(ZERO_RT_MEMORY_GRADS);
  void *a = zero_rt_memory_alloc_current(24);
  zero_rt_memory_set_current_category(previous);
  EXPECT_EQ(stats().current_bytes[ZERO_RT_MEMORY_GRADS] -
                base.current_bytes[ZERO_RT_MEMORY_GRADS],
            24);
  ASSERT_EQ(zero_rt_memory_free(a), ZERO_RT_OK);
}

TEST(MemoryTest, ForeignAndDoubleFreeAreErrors) {
  int local = 0;
  zero_rt_status_t status = zero_rt_memory_free(&local);
  ASSERT_NE(status, ZERO_RT_OK);
  EXPECT_EQ(zero_rt_status_code(status), ZERO_RT_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::string(zero_rt_status_message(status)).find("does not own"),
            std::string::npos);
  zero_rt_status_free(status);

  void *a = nullptr;
  ASSERT_EQ(zero_rt_memory_alloc(8, ZERO_RT_MEMORY_PARAMS, &a), ZERO_RT_OK);
  ASSERT_EQ(zero_rt_memory_free(a), ZERO_RT_OK);
  status = zero_rt_memory_free(a);
  EXPECT_NE(status, ZERO_RT_OK);
  zero_rt_status_free(status);
}

TEST(MemoryTest, BadCategoryIsRejected) {
  void *a = reinterpret_cast<void *>(1);
  zero_rt_status_t status =
      zero_rt_memory_alloc(8, (zero_rt_memory_category_t)9, &a);
  ASSERT_NE(status, ZERO_RT_OK);
  EXPECT_EQ(a, nullptr);
  EXPECT_NE(std::string(zero_rt_status_message(status)).find("category 9"),
            std::string::npos);
  zero_rt_status_free(status);
}

} // namespace

// --memory-limit: an allocation above the cap fails with a message carrying
// the numbers and changes no counter; frees make room again.
TEST(MemoryTest, LimitRefusesAllocationsAboveIt) {
  zero_rt_memory_stats_t base = stats();
  ASSERT_EQ(zero_rt_memory_set_limit(base.total_current_bytes + 1000),
            ZERO_RT_OK);
  void *a = nullptr, *b = nullptr;
  ASSERT_EQ(zero_rt_memory_alloc(600, ZERO_RT_MEMORY_PARAMS, &a), ZERO_RT_OK);
  zero_rt_status_t refused =
      zero_rt_memory_alloc(500, ZERO_RT_MEMORY_ACTIVATIONS, &b);
  ASSERT_NE(refused, ZERO_RT_OK);
  EXPECT_EQ(zero_rt_status_code(refused), ZERO_RT_STATUS_OUT_OF_MEMORY);
  std::string message = zero_rt_status_message(refused);
  EXPECT_NE(message.find("allocating 500 bytes for activations"),
            std::string::npos)
      << message;
  EXPECT_NE(message.find("above the limit of " +
                         std::to_string(base.total_current_bytes + 1000) +
                         " bytes"),
            std::string::npos)
      << message;
  EXPECT_NE(message.find("by 100"), std::string::npos) << message;
  zero_rt_status_free(refused);
  EXPECT_EQ(b, nullptr);
  EXPECT_EQ(stats().total_current_bytes - base.total_current_bytes, 600);
  ASSERT_EQ(zero_rt_memory_free(a), ZERO_RT_OK);
  ASSERT_EQ(zero_rt_memory_alloc(1000, ZERO_RT_MEMORY_ACTIVATIONS, &b),
            ZERO_RT_OK);
  ASSERT_EQ(zero_rt_memory_free(b), ZERO_RT_OK);
  ASSERT_EQ(zero_rt_memory_set_limit(0), ZERO_RT_OK);
  EXPECT_EQ(zero_rt_memory_limit(), 0);
  zero_rt_status_t negative = zero_rt_memory_set_limit(-1);
  EXPECT_NE(negative, ZERO_RT_OK);
  zero_rt_status_free(negative);
}
