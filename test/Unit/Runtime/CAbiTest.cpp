//===- CAbiTest.cpp - the runtime's C ABI as a C caller uses it -----------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// A C caller can pass any int where the ABI takes an enum. The runtime must
// reject an out-of-range value with an error (or its documented "unknown"
// result), which needs the value to arrive as it was passed: the C++ side of
// each ABI enum has int as fixed underlying type (status.h, ZERO_RT_ENUM), so
// no value is undefined behaviour (UBSan's -fsanitize=enum checks this in the
// sanitizer build).
//
//===----------------------------------------------------------------------===//

#include "CCallers.h"

#include "zero/runtime/comm.h"
#include "zero/runtime/cuda.h"
#include "zero/runtime/memory.h"
#include "zero/runtime/status.h"
#include "zero/runtime/step_abi.h"
#include "zero/runtime/store.h"

#include "gtest/gtest.h"

#include <climits>
#include <string>
#include <type_traits>

// The step ABI as C++ callers see it, CPU and CUDA, has the table's types
// (step_abi.def); this builds without CUDA, where the CUDA library, which
// checks its own definitions, is not built.
#define ZERO_RT_STEP_ABI_CHECKED_NAME(name) zero_rt_step_##name
#include "../../../runtime/src/step_abi_checks.h"
#define ZERO_RT_STEP_ABI_CHECKED_NAME(name) zero_rt_cuda_step_##name
#include "../../../runtime/src/step_abi_checks.h"

namespace {

static_assert(std::is_same_v<std::underlying_type_t<zero_rt_dtype_t>, int>);
static_assert(
    std::is_same_v<std::underlying_type_t<zero_rt_memory_category_t>, int>);
static_assert(
    std::is_same_v<std::underlying_type_t<zero_rt_store_kind_t>, int>);

TEST(CAbiTest, EnumsHaveTheSizeOfIntInC) {
  EXPECT_EQ(zero_test_c_enum_sizes(), sizeof(int));
}

TEST(CAbiTest, InRangeValuesFromCWork) {
  EXPECT_EQ(zero_test_c_dtype_size(ZERO_RT_DTYPE_F64), 8);
  EXPECT_STREQ(zero_test_c_dtype_name(ZERO_RT_DTYPE_I32), "i32");
  EXPECT_STREQ(zero_test_c_memory_category_name(ZERO_RT_MEMORY_GRADS),
               "grads");
  // 8 elements of 4 bytes on 2 ranks: shards of 16 bytes, 1 ring step.
  EXPECT_EQ(zero_test_c_ring_bytes(ZERO_RT_COLLECTIVE_ALL_REDUCE), 2 * 16);
}

TEST(CAbiTest, OutOfRangeDtypeFromCIsUnknown) {
  for (int dtype : {-1, 5, 77, INT_MAX, INT_MIN}) {
    SCOPED_TRACE(dtype);
    EXPECT_EQ(zero_test_c_dtype_size(dtype), 0);
    EXPECT_STREQ(zero_test_c_dtype_name(dtype), "?");
  }
}

TEST(CAbiTest, OutOfRangeCollectiveKindFromCSendsNothing) {
  for (int kind : {-1, int(ZERO_RT_COLLECTIVE_KIND_COUNT), 1000}) {
    SCOPED_TRACE(kind);
    EXPECT_EQ(zero_test_c_ring_bytes(kind), 0);
  }
}

TEST(CAbiTest, OutOfRangeMemoryCategoryFromCIsRejected) {
  for (int category : {-3, int(ZERO_RT_MEMORY_CATEGORY_COUNT), 1 << 20}) {
    SCOPED_TRACE(category);
    EXPECT_STREQ(zero_test_c_memory_category_name(category), "unknown");
    void *ptr = reinterpret_cast<void *>(1);
    zero_rt_status_t status = zero_test_c_memory_alloc(8, category, &ptr);
    ASSERT_NE(status, ZERO_RT_OK);
    EXPECT_EQ(ptr, nullptr);
    EXPECT_NE(std::string(zero_rt_status_message(status))
                  .find("memory category " + std::to_string(category) +
                        " is not in [0, " +
                        std::to_string(int(ZERO_RT_MEMORY_CATEGORY_COUNT)) +
                        ")"),
              std::string::npos)
        << zero_rt_status_message(status);
    zero_rt_status_free(status);
  }
}

TEST(CAbiTest, OutOfRangeStoreKindFromCIsRejected) {
  EXPECT_STREQ(zero_test_c_store_kind_name(ZERO_RT_STORE_FILE), "file");
  for (int kind : {-1, int(ZERO_RT_STORE_KIND_COUNT), INT_MAX}) {
    SCOPED_TRACE(kind);
    EXPECT_STREQ(zero_test_c_store_kind_name(kind), "unknown");
    zero_rt_store_t *store = reinterpret_cast<zero_rt_store_t *>(1);
    zero_rt_status_t status = zero_test_c_store_create(kind, &store);
    ASSERT_NE(status, ZERO_RT_OK);
    EXPECT_EQ(store, nullptr);
    EXPECT_NE(std::string(zero_rt_status_message(status))
                  .find("store kind " + std::to_string(kind) +
                        " is not in [0, 2)"),
              std::string::npos)
        << zero_rt_status_message(status);
    zero_rt_status_free(status);
  }
}

} // namespace
