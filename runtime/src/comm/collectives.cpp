//===- collectives.cpp - zero runtime: collectives as MPI phases ----------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Each collective of comm.h as the phases of nonblocking MPI calls that
// carry it (comm/internal.h, Phase): what each phase posts, and what runs on
// this rank's data once its call completed.
//
//===----------------------------------------------------------------------===//

#include "internal.h"

#include "zero/runtime/bf16.h"
#include "zero/runtime/quantize.h"

#include <algorithm>
#include <cstring>
#include <memory>
#include <vector>

namespace zero::rt::mpi {

namespace {

MPI_Datatype mpiType(zero_rt_dtype_t dtype) {
  switch (dtype) {
  case ZERO_RT_DTYPE_F32:
    return MPI_FLOAT;
  case ZERO_RT_DTYPE_F64:
    return MPI_DOUBLE;
  case ZERO_RT_DTYPE_I32:
    return MPI_INT32_T;
  case ZERO_RT_DTYPE_I64:
    return MPI_INT64_T;
  case ZERO_RT_DTYPE_BF16:
    // Moved as bits; reductions of bf16 never reach MPI (runBf16*).
    return MPI_UINT16_T;
  }
  return MPI_DATATYPE_NULL;
}

} // namespace

MPI_Op mpiOp(zero_rt_reduction_t reduction) {
  switch (reduction) {
  case ZERO_RT_REDUCTION_SUM:
  case ZERO_RT_REDUCTION_AVG:
    return MPI_SUM;
  case ZERO_RT_REDUCTION_MAX:
    return MPI_MAX;
  case ZERO_RT_REDUCTION_MIN:
    return MPI_MIN;
  case ZERO_RT_REDUCTION_PROD:
    return MPI_PROD;
  }
  return MPI_OP_NULL;
}

namespace {

template <typename T> void divideAll(void *data, int64_t count, int divisor) {
  T *values = static_cast<T *>(data);
  for (int64_t i = 0; i < count; ++i)
    values[i] = values[i] / static_cast<T>(divisor);
}

/// Turns a sum into the average over `size` ranks.
void divideBy(zero_rt_dtype_t dtype, void *data, int64_t count, int size) {
  switch (dtype) {
  case ZERO_RT_DTYPE_F32:
    return divideAll<float>(data, count, size);
  case ZERO_RT_DTYPE_F64:
    return divideAll<double>(data, count, size);
  case ZERO_RT_DTYPE_I32:
    return divideAll<int32_t>(data, count, size);
  case ZERO_RT_DTYPE_I64:
    return divideAll<int64_t>(data, count, size);
  case ZERO_RT_DTYPE_BF16:
    // Averaged in f32 before rounding (zero_rt_bf16_reduce_chunks).
    return;
  }
}

/// Elements of a `count`-element bucket that rank `r` owns (its shard minus
/// padding): the MPI counts of the v-collectives.
std::vector<int> ownedCounts(int64_t count, int size) {
  int64_t shard = zero_rt_shard_count(count, size);
  std::vector<int> counts(size);
  for (int r = 0; r < size; ++r) {
    int64_t begin = std::min<int64_t>((int64_t)r * shard, count);
    int64_t end = std::min<int64_t>((int64_t)(r + 1) * shard, count);
    counts[r] = (int)(end - begin);
  }
  return counts;
}

/// Where each rank's part (ownedCounts) begins in the flat bucket.
std::vector<int> ownedDispls(int64_t count, int size) {
  int64_t shard = zero_rt_shard_count(count, size);
  std::vector<int> displs(size);
  for (int r = 0; r < size; ++r)
    displs[r] = (int)std::min<int64_t>((int64_t)r * shard, count);
  return displs;
}

} // namespace

zero_rt_status_t copyLocally(zero_rt_dtype_t dtype, const void *input,
                             void *out, int64_t count) {
  if (input != out)
    std::memmove(out, input, count * zero_rt_dtype_size(dtype));
  return ZERO_RT_OK;
}

Phase barrierPhase() {
  return {[](MPI_Comm on, MPI_Request *request) -> zero_rt_status_t {
            ZERO_RT_MPI(MPI_Ibarrier(on, request));
            return ZERO_RT_OK;
          },
          nullptr};
}

Phase allGatherPhase(const zero_rt_comm_t *comm, zero_rt_dtype_t dtype,
                     const void *shard, void *out, int64_t count) {
  auto counts =
      std::make_shared<std::vector<int>>(ownedCounts(count, comm->size));
  auto displs =
      std::make_shared<std::vector<int>>(ownedDispls(count, comm->size));
  int rank = comm->rank;
  return {[=](MPI_Comm on, MPI_Request *request) -> zero_rt_status_t {
            ZERO_RT_MPI(MPI_Iallgatherv(shard, (*counts)[rank], mpiType(dtype),
                                        out, counts->data(), displs->data(),
                                        mpiType(dtype), on, request));
            return ZERO_RT_OK;
          },
          nullptr};
}

namespace {

/// bf16 reduce_scatter (comm.h): an all-to-all of bf16 shards, then this
/// rank reduces the N contributions to its shard in f32 and rounds once.
/// The receive buffer is scratch of the collective, like the temporaries MPI
/// allocates inside its own reductions, and is not accounted.
Phase reduceScatterBf16Phase(const zero_rt_comm_t *comm,
                             zero_rt_reduction_t reduction, const void *input,
                             int64_t count, void *outShard) {
  struct Buffers {
    std::vector<int> counts, sendDispls, recvCounts, recvDispls;
    std::vector<uint16_t> received;
  };
  int size = comm->size;
  auto b = std::make_shared<Buffers>();
  b->counts = ownedCounts(count, size);
  b->sendDispls = ownedDispls(count, size);
  int owned = b->counts[comm->rank];
  b->recvCounts.assign(size, owned);
  b->recvDispls.resize(size);
  for (int r = 0; r < size; ++r)
    b->recvDispls[r] = r * owned;
  b->received.resize((size_t)size * owned);
  int64_t shardCount = zero_rt_shard_count(count, size);
  return {[=](MPI_Comm on, MPI_Request *request) -> zero_rt_status_t {
            ZERO_RT_MPI(MPI_Ialltoallv(
                input, b->counts.data(), b->sendDispls.data(), MPI_UINT16_T,
                b->received.data(), b->recvCounts.data(), b->recvDispls.data(),
                MPI_UINT16_T, on, request));
            return ZERO_RT_OK;
          },
          [=]() -> zero_rt_status_t {
            auto *out = static_cast<uint16_t *>(outShard);
            ZERO_RT_REQUIRE(zero_rt_bf16_reduce_chunks(reduction,
                                                       b->received.data(), size,
                                                       owned, out) == 0,
                            "unknown reduction %d", (int)reduction);
            // Padding past the bucket is zero by the dialect's definition.
            std::fill(out + owned, out + shardCount, uint16_t(0));
            return ZERO_RT_OK;
          }};
}

} // namespace

std::deque<Phase> reduceScatterPhases(const zero_rt_comm_t *comm,
                                      zero_rt_reduction_t reduction,
                                      zero_rt_dtype_t dtype, const void *input,
                                      int64_t count, void *outShard) {
  if (dtype == ZERO_RT_DTYPE_BF16)
    return {reduceScatterBf16Phase(comm, reduction, input, count, outShard)};
  auto counts =
      std::make_shared<std::vector<int>>(ownedCounts(count, comm->size));
  int64_t shardCount = zero_rt_shard_count(count, comm->size);
  int owned = (*counts)[comm->rank];
  int size = comm->size;
  return {{[=](MPI_Comm on, MPI_Request *request) -> zero_rt_status_t {
             ZERO_RT_MPI(MPI_Ireduce_scatter(input, outShard, counts->data(),
                                             mpiType(dtype), mpiOp(reduction),
                                             on, request));
             return ZERO_RT_OK;
           },
           [=]() -> zero_rt_status_t {
             int64_t elt = zero_rt_dtype_size(dtype);
             // Padding past the bucket is zero by the dialect's definition.
             std::memset(static_cast<char *>(outShard) + owned * elt, 0,
                         (shardCount - owned) * elt);
             if (reduction == ZERO_RT_REDUCTION_AVG)
               divideBy(dtype, outShard, owned, size);
             return ZERO_RT_OK;
           }}};
}

std::deque<Phase> allReducePhases(const zero_rt_comm_t *comm,
                                  zero_rt_reduction_t reduction,
                                  zero_rt_dtype_t dtype, const void *input,
                                  void *out, int64_t count) {
  if (dtype == ZERO_RT_DTYPE_BF16) {
    // The f32-accumulating reduce_scatter into a shard, then an all_gather
    // of the bf16 shards, so every rank ends with the same bits.
    auto shard = std::make_shared<std::vector<uint16_t>>(
        (size_t)zero_rt_shard_count(count, comm->size));
    Phase gather =
        allGatherPhase(comm, ZERO_RT_DTYPE_BF16, shard->data(), out, count);
    // The gather phase's lambdas do not own the shard; its post keeps it.
    gather.finish = [shard]() { return ZERO_RT_OK; };
    return {
        reduceScatterBf16Phase(comm, reduction, input, count, shard->data()),
        gather};
  }
  const void *send = input == out ? MPI_IN_PLACE : input;
  int size = comm->size;
  return {{[=](MPI_Comm on, MPI_Request *request) -> zero_rt_status_t {
             ZERO_RT_MPI(MPI_Iallreduce(send, out, (int)count, mpiType(dtype),
                                        mpiOp(reduction), on, request));
             return ZERO_RT_OK;
           },
           [=]() -> zero_rt_status_t {
             if (reduction == ZERO_RT_REDUCTION_AVG)
               divideBy(dtype, out, count, size);
             return ZERO_RT_OK;
           }}};
}

namespace {

/// A quantized collective's scratch (comm.h): this rank's segments, made at
/// the start, and the N segments it receives, each `segmentBytes` long.
/// Like the temporaries MPI allocates inside its own reductions, it is not
/// accounted.
struct QuantizedScratch {
  zero_rt_dtype_t dtype;
  Quantization q;
  /// Elements per segment: the shard size s.
  int64_t segmentCount;
  int64_t segmentBytes;
  std::vector<unsigned char> sent, received;

  QuantizedScratch(zero_rt_dtype_t dtype, Quantization q, int64_t segmentCount,
                   int64_t segments)
      : dtype(dtype), q(q), segmentCount(segmentCount),
        segmentBytes(zero_rt_quantized_bytes(segmentCount, q.bits, q.block)),
        sent(size_t(segments * segmentBytes)) {}

  unsigned char *sentSegment(int64_t k) {
    return sent.data() + k * segmentBytes;
  }
  const unsigned char *receivedSegment(int64_t k) const {
    return received.data() + k * segmentBytes;
  }
};

/// Elements of the `count`-element bucket in its k-th s-element shard.
int64_t ownedIn(int64_t count, int64_t s, int64_t k) {
  return std::clamp<int64_t>(count - k * s, 0, s);
}

/// Quantizes the `owned` elements at `in` as a segment of s elements whose
/// tail is zero, as the dialect pads buckets; the tail is never read.
zero_rt_status_t quantizePadded(QuantizedScratch &scratch, const void *in,
                                int64_t owned, unsigned char *segment) {
  int64_t s = scratch.segmentCount, elt = zero_rt_dtype_size(scratch.dtype);
  const void *source = in;
  std::vector<unsigned char> padded;
  if (owned < s) {
    padded.assign(size_t(s * elt), 0);
    if (owned > 0)
      std::memcpy(padded.data(), in, size_t(owned * elt));
    source = padded.data();
  }
  return zero_rt_quantize(scratch.dtype, source, s, scratch.q.bits,
                          scratch.q.block, segment);
}

/// Decodes the first `owned` elements of a segment into `out`.
zero_rt_status_t dequantizePrefix(const QuantizedScratch &scratch,
                                  const unsigned char *segment, int64_t owned,
                                  void *out) {
  int64_t s = scratch.segmentCount, elt = zero_rt_dtype_size(scratch.dtype);
  if (owned == s)
    return zero_rt_dequantize(scratch.dtype, segment, s, scratch.q.bits,
                              scratch.q.block, out);
  // Values sit after all of the segment's scales: decode it whole.
  std::vector<unsigned char> whole(size_t(s * elt));
  ZERO_RT_RETURN_IF_ERROR(zero_rt_dequantize(scratch.dtype, segment, s,
                                             scratch.q.bits, scratch.q.block,
                                             whole.data()));
  std::memcpy(out, whole.data(), size_t(owned * elt));
  return ZERO_RT_OK;
}

/// The MPI collective that moves a quantized collective's segments.
enum class Exchange { AllGather, AllToAll };

/// The phase of a quantized collective that exchanges N equal byte
/// segments and runs `finish` on what arrived; and its stand-in on one
/// rank, where what arrives is the rank's own segment.
QuantizedCollective exchangeSegments(std::shared_ptr<QuantizedScratch> scratch,
                                     int size, Exchange exchange,
                                     std::function<zero_rt_status_t()> finish) {
  int bytes = int(scratch->segmentBytes); // at most INT_MAX (comm.cpp)
  if (size > 1)
    scratch->received.resize(size_t(size) * size_t(bytes));
  Phase phase{[=](MPI_Comm on, MPI_Request *request) -> zero_rt_status_t {
                const void *send = scratch->sent.data();
                void *recv = scratch->received.data();
                if (exchange == Exchange::AllToAll)
                  ZERO_RT_MPI(MPI_Ialltoall(send, bytes, MPI_BYTE, recv, bytes,
                                            MPI_BYTE, on, request));
                else
                  ZERO_RT_MPI(MPI_Iallgather(send, bytes, MPI_BYTE, recv, bytes,
                                             MPI_BYTE, on, request));
                return ZERO_RT_OK;
              },
              finish};
  auto local = [scratch, finish]() {
    scratch->received.swap(scratch->sent);
    return finish();
  };
  return {phase, local};
}

} // namespace

zero_rt_status_t allGatherQuantized(const zero_rt_comm_t *comm,
                                    zero_rt_dtype_t dtype, const void *shard,
                                    void *out, int64_t count, Quantization q,
                                    QuantizedCollective &collective) {
  int size = comm->size;
  int64_t s = zero_rt_shard_count(count, size);
  auto scratch = std::make_shared<QuantizedScratch>(dtype, q, s, 1);
  ZERO_RT_RETURN_IF_ERROR(quantizePadded(
      *scratch, shard, ownedIn(count, s, comm->rank), scratch->sentSegment(0)));
  int64_t elt = zero_rt_dtype_size(dtype);
  auto finish = [=]() -> zero_rt_status_t {
    // Rank k's segment is elements [k*s, (k+1)*s); the padding is dropped.
    for (int k = 0; k < size; ++k)
      if (int64_t owned = ownedIn(count, s, k); owned > 0)
        ZERO_RT_RETURN_IF_ERROR(
            dequantizePrefix(*scratch, scratch->receivedSegment(k), owned,
                             static_cast<char *>(out) + k * s * elt));
    return ZERO_RT_OK;
  };
  collective = exchangeSegments(scratch, size, Exchange::AllGather, finish);
  return ZERO_RT_OK;
}

zero_rt_status_t reduceScatterQuantized(const zero_rt_comm_t *comm,
                                        zero_rt_reduction_t reduction,
                                        zero_rt_dtype_t dtype,
                                        const void *input, int64_t count,
                                        void *outShard, Quantization q,
                                        QuantizedCollective &collective) {
  int size = comm->size;
  int64_t s = zero_rt_shard_count(count, size);
  int64_t elt = zero_rt_dtype_size(dtype);
  auto scratch = std::make_shared<QuantizedScratch>(dtype, q, s, size);
  // Chunk k goes to rank k.
  for (int k = 0; k < size; ++k) {
    int64_t owned = ownedIn(count, s, k);
    const void *chunk =
        owned > 0 ? static_cast<const char *>(input) + k * s * elt : nullptr;
    ZERO_RT_RETURN_IF_ERROR(
        quantizePadded(*scratch, chunk, owned, scratch->sentSegment(k)));
  }
  int64_t owned = ownedIn(count, s, comm->rank);
  auto finish = [=]() -> zero_rt_status_t {
    // Every rank's contribution to this shard, added in f32 in rank order.
    std::vector<float> acc(size_t(s), 0.0f);
    for (int k = 0; k < size; ++k)
      ZERO_RT_RETURN_IF_ERROR(zero_rt_dequantize_add_f32(
          scratch->receivedSegment(k), s, q.bits, q.block, acc.data()));
    if (reduction == ZERO_RT_REDUCTION_AVG)
      for (float &a : acc)
        a /= float(size);
    if (dtype == ZERO_RT_DTYPE_BF16)
      zero_rt_bf16_from_f32_array(acc.data(), static_cast<uint16_t *>(outShard),
                                  owned);
    else
      std::memcpy(outShard, acc.data(), size_t(owned) * sizeof(float));
    // Padding past the bucket is zero by the dialect's definition.
    std::memset(static_cast<char *>(outShard) + owned * elt, 0,
                size_t((s - owned) * elt));
    return ZERO_RT_OK;
  };
  collective = exchangeSegments(scratch, size, Exchange::AllToAll, finish);
  return ZERO_RT_OK;
}

} // namespace zero::rt::mpi
