//===- collectives.cpp - zero CUDA runtime: the step ABI on NCCL ----------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// zero_rt_cuda_step_*: the CPU step ABI (step_abi.h), same arguments, with
// collectives on NCCL. One process per GPU, launched by mpirun as on CPU:
// the MPI communicator the driver installs (zero_rt_step_set_comm) gives
// the rank and world size and broadcasts NCCL's unique id; NCCL is set up
// at the first collective, which every rank reaches in the same order.
//
// Collectives run on one communication stream. Compiled code is
// host-synchronous (each kernel launch and GEMM finishes before the next
// call), so a collective enqueued now sees every earlier result. A `_start`
// enqueues and records an event; its `wait` synchronizes on the event, so
// kernels launched between the two overlap the collective (the
// zero-schedule overlap, as on CPU). Blocking forms are a start and a wait.
//
// NCCL's all_gather and reduce_scatter need N * shard_count elements; when
// the step's buffer is shorter (a padded last shard), a staging buffer from
// the accounting allocator, counted as gathered, holds the padded data.
//
//===----------------------------------------------------------------------===//

#include "zero/runtime/cuda.h"
#include "zero/runtime/memory.h"
#include "zero/runtime/step_abi.h"

#include "../internal.h"
#include "internal.h"
#include "nccl_types.h"

#include <nccl.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

using namespace zero::rt::cuda;

namespace {

[[noreturn]] void ncclFatal(const char *call, ncclResult_t result,
                            const char *file, int line) {
  std::fprintf(stderr, "zero-rt: nccl error on rank %lld: %s:%d: %s failed: %s\n",
               (long long)zero_rt_step_rank(), file, line, call,
               ncclGetErrorString(result));
  std::abort();
}

#define ZERO_NCCL(call)                                                        \
  do {                                                                         \
    ncclResult_t zeroNcclResult = (call);                                      \
    if (zeroNcclResult != ncclSuccess)                                         \
      ncclFatal(#call, zeroNcclResult, __FILE__, __LINE__);                    \
  } while (0)

struct Communicator {
  ncclComm_t comm = nullptr;
  CUstream stream = nullptr;
  int rank = 0;
  int size = 1;
};

Communicator &communicator() {
  static Communicator *instance = [] {
    auto *c = new Communicator();
    c->rank = (int)zero_rt_step_rank();
    c->size = (int)zero_rt_step_world_size();
    ncclUniqueId id;
    std::memset(&id, 0, sizeof(id));
    if (c->rank == 0)
      ZERO_NCCL(ncclGetUniqueId(&id));
    // Broadcast over MPI: every other rank adds zeros, so the i64 sum is
    // rank 0's id, bit for bit.
    static_assert(sizeof(id) % sizeof(int64_t) == 0, "id is whole words");
    int64_t words[sizeof(id) / sizeof(int64_t)];
    std::memcpy(words, &id, sizeof(id));
    int64_t address = reinterpret_cast<int64_t>(words);
    zero_rt_step_all_reduce(ZERO_RT_REDUCTION_SUM, ZERO_RT_DTYPE_I64, address,
                            address, (int64_t)(sizeof(id) / sizeof(int64_t)),
                            c->size, /*group_stride=*/0);
    std::memcpy(&id, words, sizeof(id));
    makeCurrent();
    ZERO_CU(cuStreamCreate(&c->stream, CU_STREAM_NON_BLOCKING));
    ZERO_NCCL(ncclCommInitRank(&c->comm, c->size, id, c->rank));
    return c;
  }();
  makeCurrent();
  return *instance;
}

void *addr(int64_t a) { return reinterpret_cast<void *>(a); }

struct Types {
  ncclDataType_t type;
  size_t elementBytes;
};

Types types(int64_t dtype) {
  Types t;
  int64_t bytes = zero_rt_dtype_size((zero_rt_dtype_t)dtype);
  if (!toNcclType(dtype, t.type) || bytes <= 0)
    zero_rt_status_abort(ZERO_RT_ERROR(ZERO_RT_STATUS_INVALID_ARGUMENT,
                                       "collective on dtype %lld, which NCCL "
                                       "has no type for",
                                       (long long)dtype));
  t.elementBytes = (size_t)bytes;
  return t;
}

ncclRedOp_t op(int64_t reduction) {
  ncclRedOp_t result;
  if (!toNcclOp(reduction, result))
    zero_rt_status_abort(ZERO_RT_ERROR(ZERO_RT_STATUS_INVALID_ARGUMENT,
                                       "reduction %lld is not one of the "
                                       "runtime's",
                                       (long long)reduction));
  return result;
}

/// What a wait needs: the event after the collective and the staging
/// buffer to release.
struct Request {
  CUevent done = nullptr;
  void *staging = nullptr;
};

void *allocStaging(size_t bytes) {
  void *ptr = nullptr;
  ZERO_RT_CHECK_OK(zero_rt_memory_alloc(bytes, ZERO_RT_MEMORY_GATHERED, &ptr));
  return ptr;
}

Request *finish(Communicator &c, void *staging) {
  auto *request = new Request();
  request->staging = staging;
  ZERO_CU(cuEventCreate(&request->done, CU_EVENT_DISABLE_TIMING));
  ZERO_CU(cuEventRecord(request->done, c.stream));
  return request;
}

void wait(Request *request) {
  ZERO_CU(cuEventSynchronize(request->done));
  ZERO_CU(cuEventDestroy(request->done));
  if (request->staging)
    ZERO_RT_CHECK_OK(zero_rt_memory_free(request->staging));
  delete request;
}

CUdeviceptr dev(void *p) { return reinterpret_cast<CUdeviceptr>(p); }

Request *allGather(int64_t dtype, int64_t shardAddr, int64_t shardCount,
                   int64_t outAddr, int64_t count) {
  Communicator &c = communicator();
  Types t = types(dtype);
  int64_t padded = shardCount * c.size;
  void *staging = count == padded ? nullptr
                                  : allocStaging(padded * t.elementBytes);
  void *recv = staging ? staging : addr(outAddr);
  ZERO_NCCL(ncclAllGather(addr(shardAddr), recv, (size_t)shardCount, t.type,
                          c.comm, c.stream));
  if (staging)
    ZERO_CU(cuMemcpyAsync(dev(addr(outAddr)), dev(staging),
                          count * t.elementBytes, c.stream));
  return finish(c, staging);
}

Request *reduceScatter(int64_t reduction, int64_t dtype, int64_t inputAddr,
                       int64_t count, int64_t outAddr, int64_t shardCount) {
  Communicator &c = communicator();
  Types t = types(dtype);
  int64_t padded = shardCount * c.size;
  void *staging = nullptr;
  if (count != padded) {
    staging = allocStaging(padded * t.elementBytes);
    ZERO_CU(cuMemsetD8Async(dev(staging), 0, padded * t.elementBytes,
                            c.stream));
    ZERO_CU(cuMemcpyAsync(dev(staging), dev(addr(inputAddr)),
                          count * t.elementBytes, c.stream));
  }
  ZERO_NCCL(ncclReduceScatter(staging ? staging : addr(inputAddr),
                              addr(outAddr), (size_t)shardCount, t.type,
                              op(reduction), c.comm, c.stream));
  return finish(c, staging);
}

Request *allReduce(int64_t reduction, int64_t dtype, int64_t inputAddr,
                   int64_t outAddr, int64_t count) {
  Communicator &c = communicator();
  Types t = types(dtype);
  ZERO_NCCL(ncclAllReduce(addr(inputAddr), addr(outAddr), (size_t)count,
                          t.type, op(reduction), c.comm, c.stream));
  return finish(c, nullptr);
}

int64_t handle(Request *r) { return reinterpret_cast<int64_t>(r); }

} // namespace

namespace {

/// The CUDA backend's NCCL communicator spans every rank: a collective over
/// a rank group (zero-partition shard-group) would need a split of it.
void requireEveryRank(int64_t groupSize, int64_t groupStride) {
  if (groupStride != 0)
    zero_rt_status_abort(ZERO_RT_ERROR(
        ZERO_RT_STATUS_INVALID_ARGUMENT,
        "the CUDA backend runs collectives over every rank; a collective over "
        "a group of %lld ranks with stride %lld (zero-partition shard-group) "
        "needs NCCL communicator splits, which it does not create",
        (long long)groupSize, (long long)groupStride));
}

} // namespace

extern "C" {

void zero_rt_cuda_step_all_gather(int64_t dtype, int64_t shard_addr,
                                  int64_t shard_count, int64_t out_addr,
                                  int64_t count, int64_t group_size,
                                  int64_t group_stride) {
  requireEveryRank(group_size, group_stride);
  wait(allGather(dtype, shard_addr, shard_count, out_addr, count));
}

void zero_rt_cuda_step_reduce_scatter(int64_t reduction, int64_t dtype,
                                      int64_t input_addr, int64_t count,
                                      int64_t out_addr, int64_t shard_count,
                                      int64_t group_size,
                                      int64_t group_stride) {
  requireEveryRank(group_size, group_stride);
  wait(reduceScatter(reduction, dtype, input_addr, count, out_addr,
                     shard_count));
}

void zero_rt_cuda_step_all_reduce(int64_t reduction, int64_t dtype,
                                  int64_t input_addr, int64_t out_addr,
                                  int64_t count, int64_t group_size,
                                  int64_t group_stride) {
  requireEveryRank(group_size, group_stride);
  wait(allReduce(reduction, dtype, input_addr, out_addr, count));
}

int64_t zero_rt_cuda_step_all_gather_start(int64_t dtype, int64_t shard_addr,
                                           int64_t shard_count,
                                           int64_t out_addr, int64_t count,
                                           int64_t group_size,
                                           int64_t group_stride) {
  requireEveryRank(group_size, group_stride);
  return handle(allGather(dtype, shard_addr, shard_count, out_addr, count));
}

int64_t zero_rt_cuda_step_reduce_scatter_start(int64_t reduction,
                                               int64_t dtype,
                                               int64_t input_addr,
                                               int64_t count, int64_t out_addr,
                                               int64_t shard_count,
                                               int64_t group_size,
                                               int64_t group_stride) {
  requireEveryRank(group_size, group_stride);
  return handle(reduceScatter(reduction, dtype, input_addr, count, out_addr,
                              shard_count));
}

int64_t zero_rt_cuda_step_all_reduce_start(int64_t reduction, int64_t dtype,
                                           int64_t input_addr,
                                           int64_t out_addr, int64_t count,
                                           int64_t group_size,
                                           int64_t group_stride) {
  requireEveryRank(group_size, group_stride);
  return handle(allReduce(reduction, dtype, input_addr, out_addr, count));
}

// Quantized collectives (#zero.quantize) quantize on the host; the CUDA
// backend has no device quantizer yet.
static void refuseQuantized() {
  zero_rt_status_abort(ZERO_RT_ERROR(
      ZERO_RT_STATUS_INVALID_ARGUMENT,
      "the CUDA backend does not run quantized collectives "
      "(zero-quantize-collectives); compile the step without them"));
}
void zero_rt_cuda_step_all_gather_quantized(int64_t, int64_t, int64_t,
                                            int64_t, int64_t, int64_t,
                                            int64_t, int64_t, int64_t) {
  refuseQuantized();
}
int64_t zero_rt_cuda_step_all_gather_quantized_start(int64_t, int64_t,
                                                     int64_t, int64_t,
                                                     int64_t, int64_t,
                                                     int64_t, int64_t,
                                                     int64_t) {
  refuseQuantized();
  return 0;
}
void zero_rt_cuda_step_reduce_scatter_quantized(int64_t, int64_t, int64_t,
                                                int64_t, int64_t, int64_t,
                                                int64_t, int64_t, int64_t,
                                                int64_t) {
  refuseQuantized();
}
int64_t zero_rt_cuda_step_reduce_scatter_quantized_start(
    int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t,
    int64_t, int64_t) {
  refuseQuantized();
  return 0;
}

void zero_rt_cuda_step_wait(int64_t h) {
  wait(reinterpret_cast<Request *>(h));
}

// No device work: the rank, the world size and the allocation category are
// the CPU runtime's; partition is a host copy (managed memory, nothing in
// flight on the device when compiled code calls it).
int64_t zero_rt_cuda_step_rank(void) { return zero_rt_step_rank(); }
int64_t zero_rt_cuda_step_world_size(void) { return zero_rt_step_world_size(); }
void zero_rt_cuda_step_set_alloc_category(int64_t category) {
  zero_rt_step_set_alloc_category(category);
}
void zero_rt_cuda_step_partition(int64_t dtype, int64_t input_addr,
                                 int64_t count, int64_t out_addr,
                                 int64_t shard_count, int64_t group_size,
                                 int64_t group_stride) {
  zero_rt_step_partition(dtype, input_addr, count, out_addr, shard_count,
                         group_size, group_stride);
}

} // extern "C"

#define ZERO_RT_STEP_ABI_CHECKED_NAME(name) zero_rt_cuda_step_##name
#include "../step_abi_checks.h"
