//===- step_abi.cpp - zero runtime: entry points for compiled code --------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/runtime/step_abi.h"
#include "zero/runtime/gemm.h"
#include "zero/runtime/memory.h"
#include "zero/runtime/profile.h"
#include "zero/runtime/store.h"

#include "gemm_layout.h"
#include "internal.h"
#include "store/internal.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstring>
#include <optional>

namespace {

std::atomic<zero_rt_comm_t *> installedComm{nullptr};

zero_rt_comm_t *comm() {
  zero_rt_comm_t *c = installedComm.load();
  if (!c)
    zero_rt_status_abort(ZERO_RT_ERROR(
        ZERO_RT_STATUS_INTERNAL,
        "compiled code ran a collective, but no communicator is installed "
        "(call zero_rt_step_set_comm first)"));
  return c;
}

/// The communicator of a collective of compiled code: the installed one
/// (group_stride 0), or its group of `size` ranks with that stride.
zero_rt_comm_t *groupComm(int64_t size, int64_t stride) {
  zero_rt_comm_t *world = comm();
  if (stride == 0) {
    if (size != zero_rt_comm_size(world))
      zero_rt_status_abort(ZERO_RT_ERROR(
          ZERO_RT_STATUS_INVALID_ARGUMENT,
          "compiled code ran a collective over %lld ranks on a communicator "
          "of %lld",
          (long long)size, (long long)zero_rt_comm_size(world)));
    return world;
  }
  zero_rt_comm_t *group = nullptr;
  ZERO_RT_CHECK_OK(zero_rt_comm_group(world, size, stride, &group));
  return group;
}

zero_rt_store_t *store() { return zero::rt::store::installedOrAbort(); }

int64_t transferBytes(const char *operation, int64_t dtype, int64_t count) {
  return zero::rt::store::transferBytesOrAbort(operation, dtype, count);
}

void *addr(int64_t a) { return reinterpret_cast<void *>(a); }

int64_t handle(zero_rt_request_t *request) {
  return reinterpret_cast<int64_t>(request);
}

/// Records a compute-thread event for the span of a blocking call.
struct ProfileScope {
  const char *name;
  int64_t begin = zero_rt_profile_now_us();
  explicit ProfileScope(const char *name) : name(name) {}
  ~ProfileScope() {
    zero_rt_profile_event(name, "step", begin, zero_rt_profile_now_us());
  }
};

} // namespace

extern "C" {

void zero_rt_step_set_comm(zero_rt_comm_t *c) { installedComm.store(c); }

int64_t zero_rt_step_rank(void) { return zero_rt_comm_rank(comm()); }
int64_t zero_rt_step_world_size(void) { return zero_rt_comm_size(comm()); }

void zero_rt_step_all_gather(int64_t dtype, int64_t shard_addr,
                             int64_t shard_count, int64_t out_addr,
                             int64_t count, int64_t group_size,
                             int64_t group_stride) {
  ProfileScope scope("all_gather");
  ZERO_RT_CHECK_OK(zero_rt_comm_all_gather(groupComm(group_size, group_stride),
                                           (zero_rt_dtype_t)dtype,
                                           addr(shard_addr), shard_count,
                                           addr(out_addr), count));
}

void zero_rt_step_reduce_scatter(int64_t reduction, int64_t dtype,
                                 int64_t input_addr, int64_t count,
                                 int64_t out_addr, int64_t shard_count,
                                 int64_t group_size, int64_t group_stride) {
  ProfileScope scope("reduce_scatter");
  ZERO_RT_CHECK_OK(zero_rt_comm_reduce_scatter(
      groupComm(group_size, group_stride), (zero_rt_reduction_t)reduction, (zero_rt_dtype_t)dtype,
      addr(input_addr), count, addr(out_addr), shard_count));
}

void zero_rt_step_all_reduce(int64_t reduction, int64_t dtype,
                             int64_t input_addr, int64_t out_addr,
                             int64_t count, int64_t group_size,
                             int64_t group_stride) {
  ProfileScope scope("all_reduce");
  ZERO_RT_CHECK_OK(zero_rt_comm_all_reduce(
      groupComm(group_size, group_stride), (zero_rt_reduction_t)reduction, (zero_rt_dtype_t)dtype,
      addr(input_addr), addr(out_addr), count));
}

int64_t zero_rt_step_all_gather_start(int64_t dtype, int64_t shard_addr,
                                      int64_t shard_count, int64_t out_addr,
                                      int64_t count, int64_t group_size,
                                      int64_t group_stride) {
  zero_rt_request_t *request = nullptr;
  ZERO_RT_CHECK_OK(zero_rt_comm_all_gather_start(
      groupComm(group_size, group_stride), (zero_rt_dtype_t)dtype, addr(shard_addr), shard_count,
      addr(out_addr), count, &request));
  return handle(request);
}

int64_t zero_rt_step_reduce_scatter_start(int64_t reduction, int64_t dtype,
                                          int64_t input_addr, int64_t count,
                                          int64_t out_addr,
                                          int64_t shard_count,
                                          int64_t group_size,
                                          int64_t group_stride) {
  zero_rt_request_t *request = nullptr;
  ZERO_RT_CHECK_OK(zero_rt_comm_reduce_scatter_start(
      groupComm(group_size, group_stride), (zero_rt_reduction_t)reduction, (zero_rt_dtype_t)dtype,
      addr(input_addr), count, addr(out_addr), shard_count, &request));
  return handle(request);
}

int64_t zero_rt_step_all_reduce_start(int64_t reduction, int64_t dtype,
                                      int64_t input_addr, int64_t out_addr,
                                      int64_t count, int64_t group_size,
                                      int64_t group_stride) {
  zero_rt_request_t *request = nullptr;
  ZERO_RT_CHECK_OK(zero_rt_comm_all_reduce_start(
      groupComm(group_size, group_stride), (zero_rt_reduction_t)reduction, (zero_rt_dtype_t)dtype,
      addr(input_addr), addr(out_addr), count, &request));
  return handle(request);
}

void zero_rt_step_all_gather_quantized(int64_t dtype, int64_t shard_addr,
                                       int64_t shard_count, int64_t out_addr,
                                       int64_t count, int64_t group_size,
                                       int64_t group_stride, int64_t bits,
                                       int64_t block) {
  ProfileScope scope("all_gather");
  ZERO_RT_CHECK_OK(zero_rt_comm_all_gather_quantized(
      groupComm(group_size, group_stride), (zero_rt_dtype_t)dtype,
      addr(shard_addr), shard_count, addr(out_addr), count, bits, block));
}

int64_t zero_rt_step_all_gather_quantized_start(
    int64_t dtype, int64_t shard_addr, int64_t shard_count, int64_t out_addr,
    int64_t count, int64_t group_size, int64_t group_stride, int64_t bits,
    int64_t block) {
  zero_rt_request_t *request = nullptr;
  ZERO_RT_CHECK_OK(zero_rt_comm_all_gather_quantized_start(
      groupComm(group_size, group_stride), (zero_rt_dtype_t)dtype,
      addr(shard_addr), shard_count, addr(out_addr), count, bits, block,
      &request));
  return handle(request);
}

void zero_rt_step_reduce_scatter_quantized(
    int64_t reduction, int64_t dtype, int64_t input_addr, int64_t count,
    int64_t out_addr, int64_t shard_count, int64_t group_size,
    int64_t group_stride, int64_t bits, int64_t block) {
  ProfileScope scope("reduce_scatter");
  ZERO_RT_CHECK_OK(zero_rt_comm_reduce_scatter_quantized(
      groupComm(group_size, group_stride), (zero_rt_reduction_t)reduction,
      (zero_rt_dtype_t)dtype, addr(input_addr), count, addr(out_addr),
      shard_count, bits, block));
}

int64_t zero_rt_step_reduce_scatter_quantized_start(
    int64_t reduction, int64_t dtype, int64_t input_addr, int64_t count,
    int64_t out_addr, int64_t shard_count, int64_t group_size,
    int64_t group_stride, int64_t bits, int64_t block) {
  zero_rt_request_t *request = nullptr;
  ZERO_RT_CHECK_OK(zero_rt_comm_reduce_scatter_quantized_start(
      groupComm(group_size, group_stride), (zero_rt_reduction_t)reduction,
      (zero_rt_dtype_t)dtype, addr(input_addr), count, addr(out_addr),
      shard_count, bits, block, &request));
  return handle(request);
}

void zero_rt_step_wait(int64_t h) {
  ProfileScope scope("wait");
  ZERO_RT_CHECK_OK(
      zero_rt_request_wait(reinterpret_cast<zero_rt_request_t *>(h)));
}

void zero_rt_step_partition(int64_t dtype, int64_t input_addr, int64_t count,
                            int64_t out_addr, int64_t shard_count,
                            int64_t group_size, int64_t group_stride) {
  int64_t elt = zero_rt_dtype_size((zero_rt_dtype_t)dtype);
  zero_rt_comm_t *group = groupComm(group_size, group_stride);
  int64_t rank = zero_rt_comm_rank(group);
  int64_t size = zero_rt_comm_size(group);
  if (elt == 0 || shard_count != zero_rt_shard_count(count, size))
    zero_rt_status_abort(ZERO_RT_ERROR(
        ZERO_RT_STATUS_INVALID_ARGUMENT,
        "partition of %lld elements of dtype %lld into shards of %lld over "
        "%lld ranks (expected ceil(%lld/%lld))",
        (long long)count, (long long)dtype, (long long)shard_count,
        (long long)size, (long long)count, (long long)size));
  int64_t begin = std::min(rank * shard_count, count);
  int64_t end = std::min(begin + shard_count, count);
  char *out = static_cast<char *>(addr(out_addr));
  std::memcpy(out, static_cast<const char *>(addr(input_addr)) + begin * elt,
              (end - begin) * elt);
  std::memset(out + (end - begin) * elt, 0,
              (shard_count - (end - begin)) * elt);
}

namespace {

/// A stored matrix operand: op(X) is the logical one.
struct Operand {
  const float *data;
  int64_t rowStride;
  int64_t colStride;
  bool transposed;
  /// Element (i, j) of op(X).
  float at(int64_t i, int64_t j) const {
    return transposed ? data[j * rowStride + i * colStride]
                      : data[i * rowStride + j * colStride];
  }
};

} // namespace

void zero_rt_step_gemm_f32(int64_t batch, int64_t transpose_a,
                           int64_t transpose_b, int64_t m, int64_t n,
                           int64_t k, int64_t a_addr, int64_t a_batch_stride,
                           int64_t a_row_stride, int64_t a_col_stride,
                           int64_t b_addr, int64_t b_batch_stride,
                           int64_t b_row_stride, int64_t b_col_stride,
                           int64_t c_addr, int64_t c_batch_stride,
                           int64_t c_row_stride, int64_t c_col_stride) {
  ProfileScope scope("gemm");
  std::optional<zero::rt::BlasGemm> blas = zero::rt::blasGemm(
      m, n, k, transpose_a != 0, transpose_b != 0, a_row_stride, a_col_stride,
      b_row_stride, b_col_stride, c_row_stride, c_col_stride);
  for (int64_t i = 0; i < batch; ++i) {
    Operand a{static_cast<const float *>(addr(a_addr)) + i * a_batch_stride,
              a_row_stride, a_col_stride, transpose_a != 0};
    Operand b{static_cast<const float *>(addr(b_addr)) + i * b_batch_stride,
              b_row_stride, b_col_stride, transpose_b != 0};
    float *c = static_cast<float *>(addr(c_addr)) + i * c_batch_stride;
    if (blas) {
      ZERO_RT_CHECK_OK(zero_rt_gemm_f32(
          blas->a.transpose, blas->b.transpose, m, n, k, 1.0f, a.data,
          blas->a.ld, b.data, blas->b.ld, 1.0f, c, blas->ldc));
      continue;
    }
    // Named apart so a profile shows which GEMMs miss BLAS and what they cost.
    scope.name = "gemm_loop";
    for (int64_t r = 0; r < m; ++r)
      for (int64_t col = 0; col < n; ++col) {
        float acc = c[r * c_row_stride + col * c_col_stride];
        for (int64_t p = 0; p < k; ++p)
          acc += a.at(r, p) * b.at(p, col);
        c[r * c_row_stride + col * c_col_stride] = acc;
      }
  }
}

void zero_rt_step_gemm_bf16(int64_t batch, int64_t transpose_a,
                            int64_t transpose_b, int64_t m, int64_t n,
                            int64_t k, int64_t alpha, int64_t a_addr,
                            int64_t a_batch_stride, int64_t a_row_stride,
                            int64_t a_col_stride, int64_t b_addr,
                            int64_t b_batch_stride, int64_t b_row_stride,
                            int64_t b_col_stride, int64_t c_addr,
                            int64_t c_batch_stride, int64_t c_row_stride,
                            int64_t c_col_stride) {
  ProfileScope scope("gemm_bf16");
  double scale;
  std::memcpy(&scale, &alpha, sizeof scale);
  // The strides of op(X) as used: a transposed operand swaps them.
  auto used = [](bool transposed, int64_t row, int64_t col) {
    return transposed ? std::pair(col, row) : std::pair(row, col);
  };
  auto [aRow, aCol] = used(transpose_a != 0, a_row_stride, a_col_stride);
  auto [bRow, bCol] = used(transpose_b != 0, b_row_stride, b_col_stride);
  for (int64_t i = 0; i < batch; ++i)
    ZERO_RT_CHECK_OK(zero_rt_gemm_bf16(
        m, n, k, static_cast<float>(scale),
        static_cast<const uint16_t *>(addr(a_addr)) + i * a_batch_stride, aRow,
        aCol, static_cast<const uint16_t *>(addr(b_addr)) + i * b_batch_stride,
        bRow, bCol, static_cast<float *>(addr(c_addr)) + i * c_batch_stride,
        c_row_stride, c_col_stride));
}

void zero_rt_step_store_read(int64_t dtype, int64_t src_addr,
                             int64_t dst_addr, int64_t count) {
  ProfileScope scope("store_read");
  ZERO_RT_CHECK_OK(
      zero_rt_store_read(store(), addr(src_addr), addr(dst_addr),
                         transferBytes("store_read", dtype, count)));
}

void zero_rt_step_store_write(int64_t dtype, int64_t src_addr,
                              int64_t dst_addr, int64_t count) {
  ProfileScope scope("store_write");
  ZERO_RT_CHECK_OK(
      zero_rt_store_write(store(), addr(src_addr), addr(dst_addr),
                          transferBytes("store_write", dtype, count)));
}

int64_t zero_rt_step_store_read_start(int64_t dtype, int64_t src_addr,
                                      int64_t dst_addr, int64_t count) {
  zero_rt_store_request_t *request = nullptr;
  ZERO_RT_CHECK_OK(zero_rt_store_read_start(
      store(), addr(src_addr), addr(dst_addr),
      transferBytes("store_read_start", dtype, count), &request));
  return reinterpret_cast<int64_t>(request);
}

int64_t zero_rt_step_store_write_start(int64_t dtype, int64_t src_addr,
                                       int64_t dst_addr, int64_t count) {
  zero_rt_store_request_t *request = nullptr;
  ZERO_RT_CHECK_OK(zero_rt_store_write_start(
      store(), addr(src_addr), addr(dst_addr),
      transferBytes("store_write_start", dtype, count), &request));
  return reinterpret_cast<int64_t>(request);
}

void zero_rt_step_store_wait(int64_t h) {
  ProfileScope scope("store_wait");
  ZERO_RT_CHECK_OK(
      zero_rt_store_wait(reinterpret_cast<zero_rt_store_request_t *>(h)));
}

void zero_rt_step_set_alloc_category(int64_t category) {
  zero_rt_memory_set_current_category((zero_rt_memory_category_t)category);
}

void *_mlir_memref_to_llvm_alloc(size_t size) {
  return zero_rt_memory_alloc_current(size);
}

void *_mlir_memref_to_llvm_aligned_alloc(size_t alignment, size_t size) {
  if (alignment > 64)
    zero_rt_status_abort(ZERO_RT_ERROR(
        ZERO_RT_STATUS_INVALID_ARGUMENT,
        "compiled code asked for %zu-byte alignment; the allocator gives 64",
        alignment));
  return zero_rt_memory_alloc_current(size);
}

void _mlir_memref_to_llvm_free(void *ptr) {
  ZERO_RT_CHECK_OK(zero_rt_memory_free(ptr));
}

} // extern "C"

#define ZERO_RT_STEP_ABI_CHECKED_NAME(name) zero_rt_step_##name
#include "step_abi_checks.h"
