//===- cuda_test.cpp - the CUDA device layer on a real GPU ----------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Needs a GPU and its driver: built where CMake finds CUDA, run by lit only
// with the `cuda-gpu` feature (test/Runtime/cuda-runtime.test), and each test
// is skipped, with the reason, when zero_rt_cuda_probe finds no device. Not
// a *Tests binary of test/Unit: without a driver it cannot even be loaded.
//
//===----------------------------------------------------------------------===//

#include "zero/runtime/comm.h"
#include "zero/runtime/cuda.h"
#include "zero/runtime/memory.h"
#include "zero/runtime/step_abi.h"
#include "zero/runtime/store.h"

#include <cuda.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include <unistd.h>

namespace {

/// Empty when a device is usable, else why not.
std::string unusableReason() {
  static std::string reason = [] {
    int devices = 0;
    zero_rt_status_t status = zero_rt_cuda_probe(&devices);
    if (!status)
      return std::string();
    std::string text = zero_rt_status_message(status);
    zero_rt_status_free(status);
    return text;
  }();
  return reason;
}

#define REQUIRE_GPU()                                                          \
  do {                                                                         \
    if (!unusableReason().empty())                                             \
      GTEST_SKIP() << unusableReason();                                        \
  } while (0)

/// Managed memory behind the accounting allocator, once per process,
/// before any allocation of this binary.
void useDeviceMemory() {
  static bool done = [] {
    zero_rt_status_t status = zero_rt_cuda_use_device_memory();
    EXPECT_EQ(status, nullptr) << zero_rt_status_message(status);
    return true;
  }();
  (void)done;
}

float *allocFloats(size_t n, zero_rt_memory_category_t category) {
  void *p = nullptr;
  zero_rt_status_t status = zero_rt_memory_alloc(n * sizeof(float), category, &p);
  EXPECT_EQ(status, nullptr);
  return static_cast<float *>(p);
}

int64_t address(const void *p) { return reinterpret_cast<int64_t>(p); }

} // namespace

// The host side of MLIR's GPU runtime ABI, as compiled code declares it.
extern "C" {
CUstream mgpuStreamCreate();
void mgpuStreamSynchronize(CUstream);
void mgpuStreamDestroy(CUstream);
CUevent mgpuEventCreate();
void mgpuEventRecord(CUevent, CUstream);
void mgpuEventSynchronize(CUevent);
void mgpuEventDestroy(CUevent);
void *mgpuMemAlloc(uint64_t, CUstream, bool);
void mgpuMemFree(void *, CUstream);
void mgpuMemcpy(void *, void *, size_t, CUstream);
void mgpuMemset32(void *, unsigned int, size_t, CUstream);
}

namespace {

TEST(CudaRuntime, AllocationsAreManagedAndCountedPerCategory) {
  REQUIRE_GPU();
  useDeviceMemory();
  zero_rt_memory_stats_t before, during, after;
  zero_rt_memory_query_stats(&before);
  float *p = allocFloats(250, ZERO_RT_MEMORY_PARAMS);
  ASSERT_NE(p, nullptr);
  unsigned int managed = 0;
  ASSERT_EQ(cuPointerGetAttribute(&managed, CU_POINTER_ATTRIBUTE_IS_MANAGED,
                                  reinterpret_cast<CUdeviceptr>(p)),
            CUDA_SUCCESS);
  EXPECT_EQ(managed, 1u);
  zero_rt_memory_query_stats(&during);
  EXPECT_EQ(during.current_bytes[ZERO_RT_MEMORY_PARAMS] -
                before.current_bytes[ZERO_RT_MEMORY_PARAMS],
            1000);
  p[249] = 1.0f; // the host reads and writes managed memory
  EXPECT_EQ(zero_rt_memory_free(p), nullptr);
  zero_rt_memory_query_stats(&after);
  EXPECT_EQ(after.total_current_bytes, before.total_current_bytes);
}

TEST(CudaRuntime, MgpuMemoryStreamsAndEvents) {
  REQUIRE_GPU();
  useDeviceMemory();
  const size_t n = 4096;
  CUstream stream = mgpuStreamCreate();
  void *device = mgpuMemAlloc(n * 4, stream, false);
  mgpuMemset32(device, 0x3f800000u /* 1.0f */, n, stream);
  float *host = allocFloats(n, ZERO_RT_MEMORY_ACTIVATIONS);
  mgpuMemcpy(host, device, n * 4, stream);
  CUevent event = mgpuEventCreate();
  mgpuEventRecord(event, stream);
  mgpuEventSynchronize(event);
  for (size_t i = 0; i < n; ++i)
    ASSERT_EQ(host[i], 1.0f) << i;
  // The caching allocator hands the freed block out again.
  mgpuMemFree(device, stream);
  void *again = mgpuMemAlloc(n * 4, stream, false);
  EXPECT_EQ(again, device);
  mgpuMemFree(again, stream);
  mgpuEventDestroy(event);
  mgpuStreamSynchronize(stream);
  mgpuStreamDestroy(stream);
  zero_rt_memory_free(host);
}

/// C += op(A) op(B) on the GPU (cuBLAS) against the CPU runtime, every
/// transpose combination, batch 2.
TEST(CudaRuntime, GemmMatchesTheCpuRuntime) {
  REQUIRE_GPU();
  useDeviceMemory();
  const int64_t batch = 2, m = 5, n = 7, k = 3;
  for (int ta = 0; ta < 2; ++ta) {
    for (int tb = 0; tb < 2; ++tb) {
      float *a = allocFloats(batch * m * k, ZERO_RT_MEMORY_ACTIVATIONS);
      float *b = allocFloats(batch * k * n, ZERO_RT_MEMORY_ACTIVATIONS);
      float *c = allocFloats(batch * m * n, ZERO_RT_MEMORY_ACTIVATIONS);
      std::vector<float> expected(batch * m * n);
      for (int64_t i = 0; i < batch * m * k; ++i)
        a[i] = std::sin(0.3f * i);
      for (int64_t i = 0; i < batch * k * n; ++i)
        b[i] = std::cos(0.2f * i);
      for (int64_t i = 0; i < batch * m * n; ++i)
        expected[i] = c[i] = 0.1f * (i % 5);
      // Stored row-major: A is m x k (k x m transposed), B k x n (n x k).
      int64_t aRow = ta ? m : k, bRow = tb ? k : n;
      zero_rt_step_gemm_f32(batch, ta, tb, m, n, k, address(a), m * k, aRow,
                            1, address(b), k * n, bRow, 1,
                            address(expected.data()), m * n, n, 1);
      zero_rt_cuda_step_gemm_f32(batch, ta, tb, m, n, k, address(a), m * k,
                                 aRow, 1, address(b), k * n, bRow, 1,
                                 address(c), m * n, n, 1);
      for (int64_t i = 0; i < batch * m * n; ++i)
        EXPECT_NEAR(c[i], expected[i], 1e-5f * (1 + std::fabs(expected[i])))
            << "ta=" << ta << " tb=" << tb << " i=" << i;
      zero_rt_memory_free(a);
      zero_rt_memory_free(b);
      zero_rt_memory_free(c);
    }
  }
}

/// NCCL over one rank: the unique id goes through the MPI communicator, the
/// collectives run on the communication stream; a _start's wait returns
/// the result.
TEST(CudaRuntime, NcclCollectivesOnOneRank) {
  REQUIRE_GPU();
  useDeviceMemory();
  zero_rt_comm_t *comm = nullptr;
  ASSERT_EQ(zero_rt_comm_create_world(&comm), nullptr);
  zero_rt_step_set_comm(comm);
  const int64_t n = 1000;
  float *in = allocFloats(n, ZERO_RT_MEMORY_GRADS);
  float *out = allocFloats(n, ZERO_RT_MEMORY_GRADS);
  for (int64_t i = 0; i < n; ++i)
    in[i] = 0.5f * i;
  zero_rt_cuda_step_all_reduce(ZERO_RT_REDUCTION_SUM, ZERO_RT_DTYPE_F32,
                               address(in), address(out), n,
                               /*group_size=*/1, /*group_stride=*/0);
  for (int64_t i = 0; i < n; ++i)
    ASSERT_EQ(out[i], 0.5f * i) << i;
  std::memset(out, 0, n * sizeof(float));
  int64_t handle = zero_rt_cuda_step_all_gather_start(
      ZERO_RT_DTYPE_F32, address(in), n, address(out), n, /*group_size=*/1,
      /*group_stride=*/0);
  zero_rt_cuda_step_wait(handle);
  for (int64_t i = 0; i < n; ++i)
    ASSERT_EQ(out[i], 0.5f * i) << i;
  zero_rt_memory_free(in);
  zero_rt_memory_free(out);
  zero_rt_step_set_comm(nullptr);
  zero_rt_comm_release(comm);
}

/// Offload store transfers between managed resident buffers and a host
/// store in pinned memory (copies on the store stream) or a file store
/// (pinned staging buffers and the CPU store's I/O threads), blocking and
/// asynchronous, counted by the CPU store.
TEST(CudaRuntime, StoreTransfersRoundTrip) {
  REQUIRE_GPU();
  useDeviceMemory();
  ASSERT_EQ(zero_rt_cuda_use_pinned_store(), nullptr);
  std::string dir = (std::filesystem::temp_directory_path() /
                     ("zero-cuda-store-" + std::to_string(getpid())))
                        .string();
  std::filesystem::create_directory(dir);
  for (zero_rt_store_kind_t kind : {ZERO_RT_STORE_HOST, ZERO_RT_STORE_FILE}) {
    SCOPED_TRACE(zero_rt_store_kind_name(kind));
    zero_rt_store_t *store = nullptr;
    ASSERT_EQ(zero_rt_store_create(kind, dir.c_str(), 0, &store), nullptr);
    zero_rt_store_install(store);
    const int64_t n = 3000;
    void *stored = nullptr;
    ASSERT_EQ(zero_rt_store_alloc(store, 2 * n * 4, &stored), nullptr);
    if (kind == ZERO_RT_STORE_HOST) {
      unsigned int type = 0;
      ASSERT_EQ(cuPointerGetAttribute(&type, CU_POINTER_ATTRIBUTE_MEMORY_TYPE,
                                      reinterpret_cast<CUdeviceptr>(stored)),
                CUDA_SUCCESS);
      EXPECT_EQ(type, (unsigned)CU_MEMORYTYPE_HOST); // pinned
    }
    float *in = allocFloats(n, ZERO_RT_MEMORY_OPTIMIZER_STATE);
    float *out = allocFloats(n, ZERO_RT_MEMORY_OPTIMIZER_STATE);
    for (int64_t i = 0; i < n; ++i)
      in[i] = 0.5f * i - 7.0f;
    auto *second = static_cast<float *>(stored) + n;
    zero_rt_cuda_step_store_write(ZERO_RT_DTYPE_F32, address(in),
                                  address(stored), n);
    int64_t w = zero_rt_cuda_step_store_write_start(
        ZERO_RT_DTYPE_F32, address(in), address(second), n);
    zero_rt_cuda_step_store_wait(w);
    for (int64_t i = 0; i < n; ++i)
      ASSERT_EQ(second[i], in[i]) << i; // through the pointer
    zero_rt_cuda_step_store_read(ZERO_RT_DTYPE_F32, address(stored),
                                 address(out), n);
    for (int64_t i = 0; i < n; ++i)
      ASSERT_EQ(out[i], in[i]) << i;
    std::memset(out, 0, n * sizeof(float));
    int64_t r = zero_rt_cuda_step_store_read_start(
        ZERO_RT_DTYPE_F32, address(second), address(out), n);
    zero_rt_cuda_step_store_wait(r);
    for (int64_t i = 0; i < n; ++i)
      ASSERT_EQ(out[i], in[i]) << i;
    zero_rt_store_stats_t stats;
    zero_rt_store_query_stats(store, &stats);
    EXPECT_EQ(stats.bytes_written[kind], 2 * n * 4);
    EXPECT_EQ(stats.bytes_read[kind], 2 * n * 4);
    zero_rt_memory_free(in);
    zero_rt_memory_free(out);
    zero_rt_store_install(nullptr);
    EXPECT_EQ(zero_rt_store_destroy(store), nullptr);
  }
  zero_rt_store_set_host_backend(nullptr);
  std::filesystem::remove(dir);
}

} // namespace
