//===- store.cpp - zero CUDA runtime: offload store transfers -------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// zero_rt_cuda_step_store_*: the CPU step ABI's store transfers (store.h)
// with resident buffers in device or managed memory. The store itself is
// the CPU runtime's (allocations, files, counters, I/O threads); only the
// copies to and from the device are made here.
//
// Host store: its memory is pinned (zero_rt_cuda_use_pinned_store), and a
// transfer is one cuMemcpyAsync on a store stream of its own with an event
// the wait synchronizes on, so the copy overlaps the kernels launched
// before the wait, as a collective on the NCCL stream does. Compiled code
// is host-synchronous (every kernel and GEMM finished before the next
// call), so the copy sees every earlier result.
// File store: the CPU store's I/O threads read or write a pinned staging
// buffer (pread/pwrite cannot target device memory); a write first copies
// the resident chunk into it, a read copies it to the resident chunk at the
// wait. Staging buffers are cached by size: a step moves the same chunk
// sizes every step.
//
//===----------------------------------------------------------------------===//

#include "zero/runtime/store.h"
#include "zero/runtime/comm.h"
#include "zero/runtime/cuda.h"

#include "../store/internal.h"
#include "CachingAllocator.h"
#include "internal.h"

#include <cuda.h>

#include <climits>
#include <cstdint>

using namespace zero::rt::cuda;

namespace {

CUstream storeStream() {
  static CUstream stream = [] {
    makeCurrent();
    CUstream s = nullptr;
    ZERO_CU(cuStreamCreate(&s, CU_STREAM_NON_BLOCKING));
    return s;
  }();
  makeCurrent();
  return stream;
}

void *allocPinned(size_t bytes) {
  makeCurrent();
  void *ptr = nullptr;
  CUresult result = cuMemHostAlloc(&ptr, bytes, CU_MEMHOSTALLOC_PORTABLE);
  if (result == CUDA_ERROR_OUT_OF_MEMORY)
    return nullptr;
  if (result != CUDA_SUCCESS)
    fatal("cuMemHostAlloc", result, __FILE__, __LINE__);
  return ptr;
}

void freePinned(void *ptr) { ZERO_CU(cuMemFreeHost(ptr)); }

zero::rt::CachingAllocator &staging() {
  // Never destroyed: requests may end at exit after statics are gone.
  static auto *cache = new zero::rt::CachingAllocator(allocPinned, freePinned,
                                                      /*granularity=*/4096);
  return *cache;
}

CUdeviceptr dev(const void *p) { return reinterpret_cast<CUdeviceptr>(p); }
void *addr(int64_t a) { return reinterpret_cast<void *>(a); }

zero_rt_store_t *store() { return zero::rt::store::installedOrAbort(); }

/// What a wait needs. Host store: the copy's event and the claimed
/// transfer (in flight until the wait). File store: the CPU store's
/// request, the staging buffer and, for a read, where it goes.
struct Request {
  zero_rt_store_t *store = nullptr;
  CUevent done = nullptr;
  zero::rt::store::Transfer transfer;
  zero_rt_store_request_t *io = nullptr;
  void *staging = nullptr;
  CUdeviceptr readInto = 0;
  size_t bytes = 0;
};

Request *start(bool write, int64_t dtype, int64_t srcAddr, int64_t dstAddr,
               int64_t count) {
  const char *operation = write ? "store_write" : "store_read";
  int64_t bytes =
      zero::rt::store::transferBytesOrAbort(operation, dtype, count);
  auto *request = new Request();
  request->store = store();
  request->bytes = (size_t)bytes;
  void *src = addr(srcAddr), *dst = addr(dstAddr);
  if (zero_rt_store_kind(request->store) == ZERO_RT_STORE_HOST) {
    ZERO_RT_CHECK_OK(zero::rt::store::claimTransfer(
        request->store, operation, write, write ? dst : src, write ? src : dst,
        (int64_t)request->bytes, /*async=*/true, request->transfer));
    CUstream stream = storeStream();
    if (request->bytes)
      ZERO_CU(cuMemcpyAsync(dev(dst), dev(src), request->bytes, stream));
    ZERO_CU(cuEventCreate(&request->done, CU_EVENT_DISABLE_TIMING));
    ZERO_CU(cuEventRecord(request->done, stream));
    return request;
  }
  request->staging = staging().allocate(request->bytes);
  if (!request->staging)
    zero_rt_status_abort(ZERO_RT_ERROR(ZERO_RT_STATUS_OUT_OF_MEMORY,
                                       "cannot allocate %zu bytes of pinned "
                                       "staging memory for %s",
                                       request->bytes, operation));
  if (write) {
    if (request->bytes) {
      makeCurrent();
      ZERO_CU(cuMemcpy(dev(request->staging), dev(src), request->bytes));
    }
    ZERO_RT_CHECK_OK(zero_rt_store_write_start(request->store, request->staging,
                                               dst, (int64_t)request->bytes,
                                               &request->io));
  } else {
    ZERO_RT_CHECK_OK(
        zero_rt_store_read_start(request->store, src, request->staging,
                                 (int64_t)request->bytes, &request->io));
    request->readInto = dev(dst);
  }
  return request;
}

void wait(Request *request) {
  if (request->done) {
    ZERO_CU(cuEventSynchronize(request->done));
    ZERO_CU(cuEventDestroy(request->done));
    zero::rt::store::finishTransfer(request->store, request->transfer);
  }
  if (request->io) {
    ZERO_RT_CHECK_OK(zero_rt_store_wait(request->io));
    if (request->readInto && request->bytes) {
      makeCurrent();
      ZERO_CU(
          cuMemcpy(request->readInto, dev(request->staging), request->bytes));
    }
  }
  if (request->staging)
    staging().deallocate(request->staging);
  delete request;
}

int64_t handle(Request *r) { return reinterpret_cast<int64_t>(r); }

} // namespace

extern "C" {

zero_rt_status_t zero_rt_cuda_use_pinned_store(void) {
  makeCurrent();
  zero_rt_memory_backend_t backend{
      [](size_t size, void *) { return allocPinned(size); },
      [](void *ptr, void *) { freePinned(ptr); }, nullptr};
  zero_rt_store_set_host_backend(&backend);
  return ZERO_RT_OK;
}

void zero_rt_cuda_step_store_read(int64_t dtype, int64_t src_addr,
                                  int64_t dst_addr, int64_t count) {
  wait(start(/*write=*/false, dtype, src_addr, dst_addr, count));
}

void zero_rt_cuda_step_store_write(int64_t dtype, int64_t src_addr,
                                   int64_t dst_addr, int64_t count) {
  wait(start(/*write=*/true, dtype, src_addr, dst_addr, count));
}

int64_t zero_rt_cuda_step_store_read_start(int64_t dtype, int64_t src_addr,
                                           int64_t dst_addr, int64_t count) {
  return handle(start(/*write=*/false, dtype, src_addr, dst_addr, count));
}

int64_t zero_rt_cuda_step_store_write_start(int64_t dtype, int64_t src_addr,
                                            int64_t dst_addr, int64_t count) {
  return handle(start(/*write=*/true, dtype, src_addr, dst_addr, count));
}

void zero_rt_cuda_step_store_wait(int64_t h) {
  wait(reinterpret_cast<Request *>(h));
}

} // extern "C"

#define ZERO_RT_STEP_ABI_CHECKED_NAME(name) zero_rt_cuda_step_##name
#include "../step_abi_checks.h"
