//===- StoreTest.cpp - the offload store: transfers and counters ----------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Both kinds of store (host, file): data round trips through blocking and
// asynchronous transfers (many in flight at once, waited in any order), the
// counters after a known sequence of allocations and transfers, argument
// errors, and the step ABI entries compiled code calls. File system
// behaviour (directories, removal, failures) is in StoreFilesTest.cpp.
//
//===----------------------------------------------------------------------===//

#include "StoreTestUtils.h"

#include "zero/runtime/comm.h"
#include "zero/runtime/step_abi.h"
#include "zero/runtime/store.h"

#include "gtest/gtest.h"

#include <cstdint>
#include <cstring>
#include <memory>
#include <numeric>
#include <string>
#include <vector>

#include <unistd.h>

using zero::test::message;
using zero::test::TempDir;

namespace {

/// A store of the test's kind in a temporary directory, destroyed (and
/// checked to leave nothing behind) at the end.
struct StoreTest : ::testing::TestWithParam<zero_rt_store_kind_t> {
  TempDir dir;
  zero_rt_store_t *store = nullptr;

  void SetUp() override {
    ASSERT_EQ(message(zero_rt_store_create(GetParam(), dir.path.c_str(),
                                           /*rank=*/0, &store)),
              "");
  }
  void TearDown() override {
    EXPECT_EQ(message(zero_rt_store_destroy(store)), "");
    EXPECT_TRUE(std::filesystem::is_empty(dir.path))
        << "destroy left something in " << dir.path;
  }

  char *alloc(int64_t bytes) {
    void *ptr = nullptr;
    EXPECT_EQ(message(zero_rt_store_alloc(store, bytes, &ptr)), "");
    return static_cast<char *>(ptr);
  }
};

std::vector<float> pattern(size_t n, float seed) {
  std::vector<float> v(n);
  for (size_t i = 0; i < n; ++i)
    v[i] = seed + 0.25f * (float)i;
  return v;
}

TEST_P(StoreTest, NewMemoryIsZeroAndPageAligned) {
  char *p = alloc(10000);
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(p) % 4096, 0u);
  for (int i = 0; i < 10000; ++i)
    ASSERT_EQ(p[i], 0) << i;
  // An empty allocation has an address of its own.
  char *empty = alloc(0);
  EXPECT_NE(empty, nullptr);
  EXPECT_NE(empty, p);
  EXPECT_EQ(message(zero_rt_store_free(store, empty)), "");
  EXPECT_EQ(message(zero_rt_store_free(store, p)), "");
}

TEST_P(StoreTest, BlockingRoundTrip) {
  const size_t n = 3000;
  auto *stored = reinterpret_cast<float *>(alloc(n * sizeof(float)));
  std::vector<float> in = pattern(n, 1.5f), out(n, -1.0f);
  // Written in two pieces at an offset, read back in one.
  ASSERT_EQ(message(zero_rt_store_write(store, in.data(), stored,
                                        1000 * sizeof(float))),
            "");
  ASSERT_EQ(message(zero_rt_store_write(store, in.data() + 1000, stored + 1000,
                                        2000 * sizeof(float))),
            "");
  ASSERT_EQ(
      message(zero_rt_store_read(store, stored, out.data(), n * sizeof(float))),
      "");
  EXPECT_EQ(out, in);
  // A read from the middle lands at the start of the resident buffer.
  std::vector<float> part(7);
  ASSERT_EQ(message(zero_rt_store_read(store, stored + 1234, part.data(),
                                       7 * sizeof(float))),
            "");
  EXPECT_EQ(part, std::vector<float>(in.begin() + 1234, in.begin() + 1241));
  EXPECT_EQ(message(zero_rt_store_free(store, stored)), "");
}

/// 64 chunk writes in flight at once, waited in reverse order, then 64
/// reads waited in issue order, each into its own resident buffer.
TEST_P(StoreTest, ManyAsyncTransfersInFlight) {
  const int chunks = 64;
  const size_t chunk = 4096 + 12; // not page multiples: offsets are not
  auto *stored =
      reinterpret_cast<float *>(alloc(chunks * chunk * sizeof(float)));
  std::vector<std::vector<float>> in, out;
  std::vector<zero_rt_store_request_t *> requests(chunks);
  for (int c = 0; c < chunks; ++c)
    in.push_back(pattern(chunk, 100.0f * c));
  for (int c = 0; c < chunks; ++c)
    ASSERT_EQ(message(zero_rt_store_write_start(
                  store, in[c].data(), stored + c * chunk,
                  chunk * sizeof(float), &requests[c])),
              "");
  for (int c = chunks - 1; c >= 0; --c)
    ASSERT_EQ(message(zero_rt_store_wait(requests[c])), "") << c;
  out.assign(chunks, std::vector<float>(chunk, -1.0f));
  for (int c = 0; c < chunks; ++c)
    ASSERT_EQ(message(zero_rt_store_read_start(
                  store, stored + c * chunk, out[c].data(),
                  chunk * sizeof(float), &requests[c])),
              "");
  for (int c = 0; c < chunks; ++c) {
    ASSERT_EQ(message(zero_rt_store_wait(requests[c])), "") << c;
    ASSERT_EQ(out[c], in[c]) << "chunk " << c;
  }
  // And the pointer sees what the transfers wrote.
  for (int c = 0; c < chunks; ++c)
    ASSERT_EQ(
        std::memcmp(stored + c * chunk, in[c].data(), chunk * sizeof(float)), 0)
        << c;
  EXPECT_EQ(message(zero_rt_store_free(store, stored)), "");
}

/// Transfers of the store's kind count under it, exactly; the other kind
/// stays at zero.
TEST_P(StoreTest, CountersAreExact) {
  zero_rt_store_kind_t kind = GetParam();
  zero_rt_store_kind_t other =
      kind == ZERO_RT_STORE_HOST ? ZERO_RT_STORE_FILE : ZERO_RT_STORE_HOST;
  char *a = alloc(1000);
  char *b = alloc(3000);
  std::vector<char> buf(3000, 7);
  ASSERT_EQ(message(zero_rt_store_write(store, buf.data(), b, 3000)), "");
  ASSERT_EQ(message(zero_rt_store_write(store, buf.data(), a + 10, 990)), "");
  zero_rt_store_request_t *r = nullptr;
  ASSERT_EQ(
      message(zero_rt_store_read_start(store, b + 1, buf.data(), 2999, &r)),
      "");
  ASSERT_EQ(message(zero_rt_store_wait(r)), "");
  ASSERT_EQ(message(zero_rt_store_write_start(store, buf.data(), a, 5, &r)),
            "");
  ASSERT_EQ(message(zero_rt_store_wait(r)), "");
  ASSERT_EQ(message(zero_rt_store_read(store, a, buf.data(), 0)), "");
  zero_rt_store_stats_t s;
  zero_rt_store_query_stats(store, &s);
  EXPECT_EQ(s.current_bytes[kind], 4000);
  EXPECT_EQ(s.peak_bytes[kind], 4000);
  EXPECT_EQ(s.bytes_written[kind], 3000 + 990 + 5);
  EXPECT_EQ(s.bytes_read[kind], 2999);
  EXPECT_EQ(s.current_bytes[other], 0);
  EXPECT_EQ(s.peak_bytes[other], 0);
  EXPECT_EQ(s.bytes_read[other], 0);
  EXPECT_EQ(s.bytes_written[other], 0);
  // Access through the pointer is not a transfer.
  b[5] = 1;
  EXPECT_EQ(message(zero_rt_store_free(store, b)), "");
  zero_rt_store_query_stats(store, &s);
  EXPECT_EQ(s.current_bytes[kind], 1000);
  EXPECT_EQ(s.peak_bytes[kind], 4000);
  EXPECT_EQ(s.bytes_written[kind], 3995);
  zero_rt_store_reset_peaks(store);
  zero_rt_store_query_stats(store, &s);
  EXPECT_EQ(s.peak_bytes[kind], 1000);
  // A refused transfer counts nothing.
  EXPECT_NE(message(zero_rt_store_read(store, a + 999, buf.data(), 2)), "");
  zero_rt_store_query_stats(store, &s);
  EXPECT_EQ(s.bytes_read[kind], 2999);
  EXPECT_EQ(message(zero_rt_store_free(store, a)), "");
}

TEST_P(StoreTest, RangesOutsideOneAllocationAreRefused) {
  char *a = alloc(100);
  char *b = alloc(100);
  std::vector<char> buf(300);
  std::string kind = zero_rt_store_kind_name(GetParam());
  std::string text = message(zero_rt_store_read(store, a + 50, buf.data(), 51));
  EXPECT_NE(text.find("store_read of 51 bytes at"), std::string::npos) << text;
  EXPECT_NE(text.find("not inside one allocation of the " + kind + " store"),
            std::string::npos)
      << text;
  zero_rt_store_request_t *r = reinterpret_cast<zero_rt_store_request_t *>(1);
  text =
      message(zero_rt_store_write_start(store, buf.data(), buf.data(), 4, &r));
  EXPECT_NE(text.find("store_write of 4 bytes"), std::string::npos) << text;
  EXPECT_EQ(r, nullptr);
  EXPECT_NE(message(zero_rt_store_read(store, a, buf.data(), -1))
                .find("the size must be >= 0"),
            std::string::npos);
  EXPECT_NE(message(zero_rt_store_read(store, a, nullptr, 4))
                .find("the resident address is NULL"),
            std::string::npos);
  // The end of an allocation is inside it for an empty transfer.
  EXPECT_EQ(message(zero_rt_store_read(store, a + 100, buf.data(), 0)), "");
  EXPECT_EQ(message(zero_rt_store_free(store, a)), "");
  EXPECT_EQ(message(zero_rt_store_free(store, b)), "");
}

TEST_P(StoreTest, FreeRefusesForeignPointersAndTransfersInFlight) {
  const int64_t mib = 1 << 20;
  char *a = alloc(16 * mib);
  std::vector<char> buf(mib, 3), local(8);
  std::string text = message(zero_rt_store_free(store, local.data()));
  EXPECT_NE(text.find("which is not an allocation of this"), std::string::npos)
      << text;
  EXPECT_NE(message(zero_rt_store_free(store, a + 1)), "");
  // Many in flight, each to its own MiB: at least the last is still queued
  // when free runs.
  std::vector<zero_rt_store_request_t *> rs(16);
  for (int i = 0; i < 16; ++i)
    ASSERT_EQ(message(zero_rt_store_write_start(store, buf.data(), a + i * mib,
                                                mib, &rs[i])),
              "");
  text = message(zero_rt_store_free(store, a));
  bool refused =
      text.find("transfer(s) of it are in flight") != std::string::npos;
  for (auto *r : rs)
    ASSERT_EQ(message(zero_rt_store_wait(r)), "");
  if (refused)
    EXPECT_EQ(message(zero_rt_store_free(store, a)), "");
  else
    EXPECT_EQ(text, "") << "16 MiB of transfers finished before free";
  text = message(zero_rt_store_free(store, a));
  EXPECT_NE(text.find("double free or foreign pointer"), std::string::npos)
      << text;
}

TEST_P(StoreTest, WaitRefusesHandlesThatAreNotLiveStoreRequests) {
  char *a = alloc(64);
  char buf[64];
  zero_rt_store_request_t *r = nullptr;
  ASSERT_EQ(message(zero_rt_store_read_start(store, a, buf, 64, &r)), "");
  ASSERT_EQ(message(zero_rt_store_wait(r)), "");
  std::string text = message(zero_rt_store_wait(r));
  EXPECT_NE(text.find("not a store request in flight"), std::string::npos)
      << text;
  int notARequest = 0;
  EXPECT_NE(message(zero_rt_store_wait(
                reinterpret_cast<zero_rt_store_request_t *>(&notARequest))),
            "");
  EXPECT_EQ(message(zero_rt_store_free(store, a)), "");
}

/// Requests never waited for are finished and released by destroy.
TEST_P(StoreTest, DestroyFinishesRequestsInFlight) {
  char *a = alloc(8 << 16);
  std::vector<char> buf(1 << 16, 9);
  for (int i = 0; i < 8; ++i) {
    zero_rt_store_request_t *r = nullptr;
    ASSERT_EQ(message(zero_rt_store_write_start(store, buf.data(),
                                                a + (i << 16), 1 << 16, &r)),
              "");
  }
  // With the allocation and 8 requests outstanding; `buf` must outlive them.
  EXPECT_EQ(message(zero_rt_store_destroy(store)), "");
  store = nullptr;
  EXPECT_TRUE(std::filesystem::is_empty(dir.path));
}

/// The step ABI: typed counts, the installed store, handles for store_wait.
TEST_P(StoreTest, StepAbiMovesCountElementsOfDtype) {
  zero_rt_store_install(store);
  EXPECT_EQ(zero_rt_store_installed(), store);
  const int64_t n = 513;
  auto *stored = reinterpret_cast<double *>(alloc(2 * n * sizeof(double)));
  std::vector<double> in(n), out(n, 0.0);
  std::iota(in.begin(), in.end(), 0.5);
  auto address = [](const void *p) { return reinterpret_cast<int64_t>(p); };
  zero_rt_step_store_write(ZERO_RT_DTYPE_F64, address(in.data()),
                           address(stored + n), n);
  zero_rt_step_store_read(ZERO_RT_DTYPE_F64, address(stored + n),
                          address(out.data()), n);
  EXPECT_EQ(out, in);
  std::vector<double> out2(n, 0.0);
  int64_t w = zero_rt_step_store_write_start(
      ZERO_RT_DTYPE_F64, address(out.data()), address(stored), n);
  zero_rt_step_store_wait(w);
  int64_t r = zero_rt_step_store_read_start(ZERO_RT_DTYPE_F64, address(stored),
                                            address(out2.data()), n);
  zero_rt_step_store_wait(r);
  EXPECT_EQ(out2, in);
  zero_rt_store_stats_t s;
  zero_rt_store_query_stats(store, &s);
  EXPECT_EQ(s.bytes_written[GetParam()], 2 * n * 8);
  EXPECT_EQ(s.bytes_read[GetParam()], 2 * n * 8);
  EXPECT_EQ(message(zero_rt_store_free(store, stored)), "");
  zero_rt_store_install(nullptr);
}

INSTANTIATE_TEST_SUITE_P(
    Kinds, StoreTest, ::testing::Values(ZERO_RT_STORE_HOST, ZERO_RT_STORE_FILE),
    [](const auto &info) {
      return std::string(zero_rt_store_kind_name(info.param));
    });

TEST(StoreStepAbiDeathTest, WithoutAnInstalledStoreTheJobAborts) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  zero_rt_store_install(nullptr);
  float x = 0;
  EXPECT_DEATH(zero_rt_step_store_read(ZERO_RT_DTYPE_F32,
                                       reinterpret_cast<int64_t>(&x),
                                       reinterpret_cast<int64_t>(&x), 1),
               "no store is installed");
}

TEST(StoreApiTest, ArgumentChecks) {
  zero_rt_store_t *store = reinterpret_cast<zero_rt_store_t *>(1);
  std::string text =
      message(zero_rt_store_create((zero_rt_store_kind_t)7, "/tmp", 0, &store));
  EXPECT_NE(text.find("store kind 7 is not in [0, 2)"), std::string::npos)
      << text;
  EXPECT_EQ(store, nullptr);
  EXPECT_STREQ(zero_rt_store_kind_name((zero_rt_store_kind_t)7), "unknown");
  EXPECT_STREQ(zero_rt_store_kind_name(ZERO_RT_STORE_FILE), "file");
  text = message(zero_rt_store_create(ZERO_RT_STORE_FILE, nullptr, 0, &store));
  EXPECT_NE(text.find("a file store needs a directory (got NULL)"),
            std::string::npos)
      << text;
  text = message(zero_rt_store_create(ZERO_RT_STORE_HOST, nullptr, -1, &store));
  EXPECT_NE(text.find("store rank must be >= 0, got -1"), std::string::npos)
      << text;
  EXPECT_NE(
      message(zero_rt_store_create(ZERO_RT_STORE_HOST, nullptr, 0, nullptr)),
      "");
  // A host store has no directory and ignores the one it is given.
  ASSERT_EQ(message(zero_rt_store_create(ZERO_RT_STORE_HOST, "/nonexistent", 0,
                                         &store)),
            "");
  EXPECT_STREQ(zero_rt_store_directory(store), "");
  EXPECT_EQ(zero_rt_store_kind(store), ZERO_RT_STORE_HOST);
  void *p = reinterpret_cast<void *>(1);
  text = message(zero_rt_store_alloc(store, -5, &p));
  EXPECT_NE(text.find("-5 bytes: the size must be >= 0"), std::string::npos)
      << text;
  EXPECT_EQ(p, nullptr);
  EXPECT_EQ(message(zero_rt_store_check(store)), "");
  EXPECT_EQ(message(zero_rt_store_free(store, nullptr)), "");
  EXPECT_EQ(message(zero_rt_store_destroy(store)), "");
  EXPECT_EQ(message(zero_rt_store_destroy(nullptr)), "");
}

TEST(StoreApiTest, IoThreadCountComesFromTheEnvironment) {
  zero_rt_store_t *store = nullptr;
  for (const char *bad : {"0", "65", "two", "3x", ""}) {
    SCOPED_TRACE(bad);
    setenv("ZERO_RT_STORE_IO_THREADS", bad, 1);
    std::string text =
        message(zero_rt_store_create(ZERO_RT_STORE_HOST, nullptr, 0, &store));
    EXPECT_NE(text.find("ZERO_RT_STORE_IO_THREADS must be an integer in [1, "
                        "64], got '" +
                        std::string(bad) + "'"),
              std::string::npos)
        << text;
  }
  // One thread still completes many requests.
  setenv("ZERO_RT_STORE_IO_THREADS", "1", 1);
  ASSERT_EQ(
      message(zero_rt_store_create(ZERO_RT_STORE_HOST, nullptr, 0, &store)),
      "");
  unsetenv("ZERO_RT_STORE_IO_THREADS");
  void *p = nullptr;
  ASSERT_EQ(message(zero_rt_store_alloc(store, 4000, &p)), "");
  std::vector<char> in(4000), out(4000);
  std::iota(in.begin(), in.end(), 0);
  std::vector<zero_rt_store_request_t *> rs(40);
  for (int i = 0; i < 40; ++i)
    ASSERT_EQ(message(zero_rt_store_write_start(
                  store, in.data() + 100 * i, static_cast<char *>(p) + 100 * i,
                  100, &rs[i])),
              "");
  for (auto *r : rs)
    ASSERT_EQ(message(zero_rt_store_wait(r)), "");
  ASSERT_EQ(message(zero_rt_store_read(store, p, out.data(), 4000)), "");
  EXPECT_EQ(out, in);
  EXPECT_EQ(message(zero_rt_store_destroy(store)), "");
}

struct FakeBackend {
  int allocs = 0, frees = 0;
  static void *alloc(size_t size, void *self) {
    ++static_cast<FakeBackend *>(self)->allocs;
    return std::aligned_alloc(4096, size);
  }
  static void free(void *ptr, void *self) {
    ++static_cast<FakeBackend *>(self)->frees;
    std::free(ptr);
  }
};

/// Host store memory comes from the backend of its allocation time (the
/// CUDA runtime's pinned memory) and goes back to it, even after the
/// backend was changed.
TEST(StoreApiTest, HostMemoryComesFromTheInstalledBackend) {
  FakeBackend fake;
  zero_rt_memory_backend_t table{&FakeBackend::alloc, &FakeBackend::free,
                                 &fake};
  zero_rt_store_t *store = nullptr;
  ASSERT_EQ(
      message(zero_rt_store_create(ZERO_RT_STORE_HOST, nullptr, 0, &store)),
      "");
  void *plain = nullptr, *backed = nullptr;
  ASSERT_EQ(message(zero_rt_store_alloc(store, 100, &plain)), "");
  zero_rt_store_set_host_backend(&table);
  ASSERT_EQ(message(zero_rt_store_alloc(store, 100, &backed)), "");
  zero_rt_store_set_host_backend(nullptr);
  EXPECT_EQ(fake.allocs, 1);
  EXPECT_EQ(message(zero_rt_store_free(store, plain)), "");
  EXPECT_EQ(fake.frees, 0);
  EXPECT_EQ(message(zero_rt_store_free(store, backed)), "");
  EXPECT_EQ(fake.frees, 1);
  EXPECT_EQ(message(zero_rt_store_destroy(store)), "");
}

} // namespace
