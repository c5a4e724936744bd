//===- ProfileTest.cpp - the profile's Chrome trace output ----------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/runtime/profile.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

#include "gtest/gtest.h"

#include <cstdio>
#include <string>

namespace {

TEST(ProfileTest, WritesChromeTraceEvents) {
  EXPECT_EQ(zero_rt_profile_is_enabled(), 0);
  zero_rt_profile_event("ignored", "step", 0, 1); // before enable: dropped
  zero_rt_profile_enable(3);
  int64_t t0 = zero_rt_profile_now_us();
  zero_rt_profile_event("all_gather \"w\"", "comm", t0, t0 + 5);
  zero_rt_profile_event("gemm", "step", t0 + 1, t0 + 2);
  std::string path = ::testing::TempDir() + "zero_profile_test.json";
  ASSERT_EQ(zero_rt_profile_write(path.c_str()), ZERO_RT_OK);

  auto buffer = llvm::MemoryBuffer::getFile(path);
  ASSERT_TRUE(bool(buffer));
  llvm::Expected<llvm::json::Value> json =
      llvm::json::parse((*buffer)->getBuffer());
  ASSERT_TRUE(bool(json)) << llvm::toString(json.takeError());
  const llvm::json::Array *events =
      json->getAsObject()->getArray("traceEvents");
  ASSERT_NE(events, nullptr);
  ASSERT_EQ(events->size(), 2u);
  const llvm::json::Object *first = (*events)[0].getAsObject();
  EXPECT_EQ(first->getString("name").value_or(""), "all_gather \"w\"");
  EXPECT_EQ(first->getString("ph").value_or(""), "X");
  EXPECT_EQ(first->getInteger("dur").value_or(-1), 5);
  EXPECT_EQ(first->getInteger("pid").value_or(-1), 3);
  std::remove(path.c_str());
}

TEST(ProfileTest, UnwritablePathIsAnError) {
  zero_rt_status_t status = zero_rt_profile_write("/nonexistent-dir/t.json");
  ASSERT_NE(status, ZERO_RT_OK);
  EXPECT_NE(std::string(zero_rt_status_message(status)).find("nonexistent"),
            std::string::npos);
  zero_rt_status_free(status);
}

} // namespace
