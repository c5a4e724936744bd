//===- StoreTestUtils.h - helpers of the offload store's tests --*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_TEST_UNIT_RUNTIME_STORETESTUTILS_H
#define ZERO_TEST_UNIT_RUNTIME_STORETESTUTILS_H

#include "zero/runtime/store.h"

#include "gtest/gtest.h"

#include <cstdlib>
#include <filesystem>
#include <string>

#include <unistd.h>

namespace zero::test {

/// The message of `status` ("" for OK), which is released.
inline std::string message(zero_rt_status_t status) {
  std::string text = status ? zero_rt_status_message(status) : "";
  zero_rt_status_free(status);
  return text;
}

/// A fresh directory of this test, removed with everything in it at the
/// end (the test's own files only).
struct TempDir {
  std::string path;
  TempDir() {
    std::string pattern =
        (std::filesystem::temp_directory_path() / "zero-store-test-XXXXXX")
            .string();
    path = mkdtemp(pattern.data()) ? pattern : "";
    EXPECT_FALSE(path.empty()) << "mkdtemp failed";
  }
  ~TempDir() {
    std::error_code ignored;
    std::filesystem::permissions(path, std::filesystem::perms::owner_all,
                                 ignored);
    std::filesystem::remove_all(path, ignored);
  }
};

/// The directory a file store of process `pid` (default: this one) and
/// `rank` creates in `dir`.
inline std::string storeDirectory(const std::string &dir, int64_t rank,
                                  pid_t pid = getpid()) {
  return dir + "/zero-offload-" + std::to_string(pid) + "-rank" +
         std::to_string(rank);
}

} // namespace zero::test

#endif // ZERO_TEST_UNIT_RUNTIME_STORETESTUTILS_H
