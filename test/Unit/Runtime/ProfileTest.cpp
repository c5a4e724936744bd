//===- ProfileTest.cpp - the profile's Chrome trace output ----------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/runtime/profile.h"
#include "zero/runtime/step_abi.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

#include "gtest/gtest.h"

#include <cstdio>
#include <optional>
#include <string>
#include <vector>

namespace {

/// Writes the profile to a temporary file named `name` and reads back its
/// trace events; nothing (after a test failure saying why) if any step fails.
static std::optional<llvm::json::Array>
writeAndReadEvents(const std::string &name) {
  std::string path = ::testing::TempDir() + name;
  EXPECT_EQ(zero_rt_profile_write(path.c_str()), ZERO_RT_OK);
  auto buffer = llvm::MemoryBuffer::getFile(path);
  std::remove(path.c_str());
  if (!buffer) {
    ADD_FAILURE() << "cannot read " << path;
    return std::nullopt;
  }
  llvm::Expected<llvm::json::Value> json =
      llvm::json::parse((*buffer)->getBuffer());
  if (!json) {
    ADD_FAILURE() << llvm::toString(json.takeError());
    return std::nullopt;
  }
  const llvm::json::Array *events =
      json->getAsObject() ? json->getAsObject()->getArray("traceEvents")
                          : nullptr;
  if (!events) {
    ADD_FAILURE() << path << " has no traceEvents array";
    return std::nullopt;
  }
  return *events;
}

TEST(ProfileTest, WritesChromeTraceEvents) {
  EXPECT_EQ(zero_rt_profile_is_enabled(), 0);
  zero_rt_profile_event("ignored", "step", 0, 1); // before enable: dropped
  zero_rt_profile_enable(3);
  int64_t t0 = zero_rt_profile_now_us();
  zero_rt_profile_event("all_gather \"w\"", "comm", t0, t0 + 5);
  zero_rt_profile_event("gemm", "step", t0 + 1, t0 + 2);
  std::optional<llvm::json::Array> events =
      writeAndReadEvents("zero_profile_test.json");
  ASSERT_TRUE(events.has_value());
  ASSERT_EQ(events->size(), 2u);
  const llvm::json::Object *first = (*events)[0].getAsObject();
  EXPECT_EQ(first->getString("name").value_or(""), "all_gather \"w\"");
  EXPECT_EQ(first->getString("ph").value_or(""), "X");
  EXPECT_EQ(first->getInteger("dur").value_or(-1), 5);
  EXPECT_EQ(first->getInteger("pid").value_or(-1), 3);
}

// Defined after WritesChromeTraceEvents, which needs the profile still off;
// lit may run either test alone.
TEST(ProfileTest, GemmsThatMissBlasAreNamedApart) {
  if (!zero_rt_profile_is_enabled())
    zero_rt_profile_enable(0);
  const int64_t m = 2, n = 2, k = 2;
  std::vector<float> a(16, 1.0f), b(16, 1.0f), c(4, 0.0f);
  auto at = [](std::vector<float> &v) { return reinterpret_cast<int64_t>(v.data()); };
  // Row-major operands reach BLAS.
  zero_rt_step_gemm_f32(1, 0, 0, m, n, k, at(a), 0, k, 1, at(b), 0, n, 1,
                        at(c), 0, n, 1);
  // A and B strided along both dimensions: the loop fallback.
  zero_rt_step_gemm_f32(1, 0, 0, m, n, k, at(a), 0, 4, 2, at(b), 0, 4, 2,
                        at(c), 0, n, 1);
  EXPECT_EQ(c[0], 4.0f); // both calls accumulated k = 2 each
  std::optional<llvm::json::Array> events =
      writeAndReadEvents("zero_profile_gemm_test.json");
  ASSERT_TRUE(events.has_value());
  ASSERT_GE(events->size(), 2u);
  auto name = [&](size_t fromEnd) {
    return (*events)[events->size() - fromEnd].getAsObject()->getString("name").value_or("").str();
  };
  EXPECT_EQ(name(2), "gemm");
  EXPECT_EQ(name(1), "gemm_loop");
}

TEST(ProfileTest, UnwritablePathIsAnError) {
  zero_rt_status_t status = zero_rt_profile_write("/nonexistent-dir/t.json");
  ASSERT_NE(status, ZERO_RT_OK);
  EXPECT_NE(std::string(zero_rt_status_message(status)).find("nonexistent"),
            std::string::npos);
  zero_rt_status_free(status);
}

} // namespace
