//===- step_abi.cpp - zero runtime: entry points for compiled code --------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/runtime/step_abi.h"
#include "zero/runtime/gemm.h"
#include "zero/runtime/memory.h"
#include "zero/runtime/trace.h"

#include "internal.h"

#include <atomic>

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

void *addr(int64_t a) { return reinterpret_cast<void *>(a); }

int64_t handle(zero_rt_request_t *request) {
  return reinterpret_cast<int64_t>(request);
}

/// Records a compute-thread event for the span of a blocking call.
struct TraceScope {
  const char *name;
  int64_t begin = zero_rt_trace_now_us();
  explicit TraceScope(const char *name) : name(name) {}
  ~TraceScope() {
    zero_rt_trace_event(name, "step", begin, zero_rt_trace_now_us());
  }
};

} // namespace

extern "C" {

void zero_rt_step_set_comm(zero_rt_comm_t *c) { installedComm.store(c); }

int64_t zero_rt_step_rank(void) { return zero_rt_comm_rank(comm()); }
int64_t zero_rt_step_world_size(void) { return zero_rt_comm_size(comm()); }

void zero_rt_step_all_gather(int64_t dtype, int64_t shard_addr,
                             int64_t shard_count, int64_t out_addr,
                             int64_t count) {
  TraceScope scope("all_gather");
  ZERO_RT_CHECK_OK(zero_rt_comm_all_gather(comm(), (zero_rt_dtype_t)dtype,
                                           addr(shard_addr), shard_count,
                                           addr(out_addr), count));
}

void zero_rt_step_reduce_scatter(int64_t reduction, int64_t dtype,
                                 int64_t input_addr, int64_t count,
                                 int64_t out_addr, int64_t shard_count) {
  TraceScope scope("reduce_scatter");
  ZERO_RT_CHECK_OK(zero_rt_comm_reduce_scatter(
      comm(), (zero_rt_reduction_t)reduction, (zero_rt_dtype_t)dtype,
      addr(input_addr), count, addr(out_addr), shard_count));
}

void zero_rt_step_all_reduce(int64_t reduction, int64_t dtype,
                             int64_t input_addr, int64_t out_addr,
                             int64_t count) {
  TraceScope scope("all_reduce");
  ZERO_RT_CHECK_OK(zero_rt_comm_all_reduce(
      comm(), (zero_rt_reduction_t)reduction, (zero_rt_dtype_t)dtype,
      addr(input_addr), addr(out_addr), count));
}

int64_t zero_rt_step_all_gather_start(int64_t dtype, int64_t shard_addr,
                                      int64_t shard_count, int64_t out_addr,
                                      int64_t count) {
  zero_rt_request_t *request = nullptr;
  ZERO_RT_CHECK_OK(zero_rt_comm_all_gather_start(
      comm(), (zero_rt_dtype_t)dtype, addr(shard_addr), shard_count,
      addr(out_addr), count, &request));
  return handle(request);
}

int64_t zero_rt_step_reduce_scatter_start(int64_t reduction, int64_t dtype,
                                          int64_t input_addr, int64_t count,
                                          int64_t out_addr,
                                          int64_t shard_count) {
  zero_rt_request_t *request = nullptr;
  ZERO_RT_CHECK_OK(zero_rt_comm_reduce_scatter_start(
      comm(), (zero_rt_reduction_t)reduction, (zero_rt_dtype_t)dtype,
      addr(input_addr), count, addr(out_addr), shard_count, &request));
  return handle(request);
}

int64_t zero_rt_step_all_reduce_start(int64_t reduction, int64_t dtype,
                                      int64_t input_addr, int64_t out_addr,
                                      int64_t count) {
  zero_rt_request_t *request = nullptr;
  ZERO_RT_CHECK_OK(zero_rt_comm_all_reduce_start(
      comm(), (zero_rt_reduction_t)reduction, (zero_rt_dtype_t)dtype,
      addr(input_addr), addr(out_addr), count, &request));
  return handle(request);
}

void zero_rt_step_wait(int64_t h) {
  TraceScope scope("wait");
  ZERO_RT_CHECK_OK(
      zero_rt_request_wait(reinterpret_cast<zero_rt_request_t *>(h)));
}

void zero_rt_step_gemm_f32(int64_t transpose_a, int64_t transpose_b, int64_t m,
                           int64_t n, int64_t k, int64_t a_addr, int64_t lda,
                           int64_t b_addr, int64_t ldb, int64_t c_addr,
                           int64_t ldc, int64_t accumulate) {
  ZERO_RT_CHECK_OK(zero_rt_gemm_f32(
      (int)transpose_a, (int)transpose_b, m, n, k, 1.0f,
      static_cast<const float *>(addr(a_addr)), lda,
      static_cast<const float *>(addr(b_addr)), ldb, accumulate ? 1.0f : 0.0f,
      static_cast<float *>(addr(c_addr)), ldc));
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
