//===- comm_quantized_checks.cpp - quantized collectives of the runtime ---===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Run under `mpirun -np N` as modes of zero-rt-comm-test. Every rank
// contributes closed-form values of (world rank, element index), and each
// quantized collective's output is checked twice:
//   - bit for bit against the same contributions passed through
//     zero_rt_quantize and zero_rt_dequantize here, segment by segment as
//     comm.h defines them (each member's shard for all_gather; each
//     member's chunk for this rank, added in f32 in member order, for
//     reduce_scatter);
//   - against the exact, unquantized result computed in double, within the
//     error bound of quantize.h worked out here from the contributions:
//     half a block's scale per quantized contribution, plus f32 and bf16
//     rounding.
// Shard padding holds NaN and asynchronous inputs are overwritten with NaN
// once started: neither may reach an output. Bytes are checked against
// (G-1) quantized segments per collective, with the segment size written
// out here from the format, per tier.
//
//===----------------------------------------------------------------------===//

#include "comm_quantized_checks.h"

#include "rank_checks.h"
#include "zero/runtime/bf16.h"
#include "zero/runtime/quantize.h"

#include <algorithm>
#include <chrono>
#include <climits>
#include <cmath>
#include <cstring>
#include <limits>
#include <memory>
#include <string>
#include <thread>
#include <vector>

namespace zero::rt::test {

namespace {

enum class Op { AllGather, ReduceScatterSum, ReduceScatterAvg };

/// What outputs hold before a collective, exact in bf16 too: an element
/// past the output must still hold it afterwards.
constexpr float kCanary = -96.0f;

/// The world or a group, as this test derives it from comm.h's definition.
struct Comm {
  std::string name;
  zero_rt_comm_t *comm = nullptr;
  /// The world ranks of this rank's group, in group order.
  std::vector<int64_t> members;
  /// This rank's place in `members`.
  int64_t index = 0;
  zero_rt_tier_t tier = ZERO_RT_TIER_INTRA;

  int64_t size() const { return int64_t(members.size()); }
};

int64_t ranksPerNode = 1;
/// What the checks sent, by zero_rt_tier_t, and how many of each kind.
int64_t expectedBytes[ZERO_RT_TIER_COUNT] = {};
int64_t expectedAllGathers = 0, expectedReduceScatters = 0;

Comm describe(zero_rt_comm_t *world, int64_t groupSize, int64_t stride) {
  Comm c;
  c.name = "(" + std::to_string(groupSize) + "," + std::to_string(stride) + ")";
  ok(zero_rt_comm_group(world, groupSize, stride, &c.comm), "group");
  int64_t block = groupSize * stride;
  for (int64_t q = 0; q < size; ++q)
    if (q / block == rank / block && q % stride == rank % stride) {
      if (q == rank)
        c.index = c.size();
      c.members.push_back(q);
      if (q / ranksPerNode != rank / ranksPerNode)
        c.tier = ZERO_RT_TIER_INTER;
    }
  return c;
}

/// World rank q's contribution to element i: mixed signs, magnitudes from
/// 2^-3 to 2^3 changing every 5 elements, so blocks get different scales.
double contribution(int64_t q, int64_t i) {
  double mantissa = double((q * 7 + i * 13) % 29 - 14) / 8.0;
  return std::ldexp(mantissa, int((i / 5) % 7) - 3) + 0.01 * double(q + 1);
}

/// Elements of one dtype, read and written as f32.
struct Buffer {
  zero_rt_dtype_t dtype;
  std::vector<unsigned char> bytes;

  Buffer(zero_rt_dtype_t dtype, int64_t count, float fill)
      : dtype(dtype), bytes(size_t(count * zero_rt_dtype_size(dtype))) {
    for (int64_t i = 0; i < count; ++i)
      set(i, fill);
  }
  int64_t elt() const { return zero_rt_dtype_size(dtype); }
  void *data() { return bytes.data(); }
  const void *data() const { return bytes.data(); }
  void set(int64_t i, float v) {
    if (dtype == ZERO_RT_DTYPE_BF16) {
      uint16_t b = zero_rt_bf16_from_f32(v);
      std::memcpy(&bytes[i * 2], &b, 2);
    } else {
      std::memcpy(&bytes[i * 4], &v, 4);
    }
  }
  float get(int64_t i) const {
    if (dtype == ZERO_RT_DTYPE_BF16) {
      uint16_t b;
      std::memcpy(&b, &bytes[i * 2], 2);
      return zero_rt_bf16_to_f32(b);
    }
    float v;
    std::memcpy(&v, &bytes[i * 4], 4);
    return v;
  }
  /// Element i holds the same bits as element j of `other`.
  bool sameBits(int64_t i, const Buffer &other, int64_t j) const {
    return std::memcmp(&bytes[i * elt()], &other.bytes[j * other.elt()],
                       size_t(elt())) == 0;
  }
};

/// Elements [c*s, c*s+s) of world rank q's contribution, zero past `count`:
/// what q quantizes as its c-th segment.
Buffer chunkOf(zero_rt_dtype_t dtype, int64_t q, int64_t c, int64_t s,
               int64_t count) {
  Buffer chunk(dtype, s, 0.0f);
  for (int64_t j = 0; j < s && c * s + j < count; ++j)
    chunk.set(j, float(contribution(q, c * s + j)));
  return chunk;
}

std::vector<unsigned char> quantized(const Buffer &chunk, int64_t s,
                                     int64_t bits, int64_t block) {
  std::vector<unsigned char> segment(
      size_t(zero_rt_quantized_bytes(s, bits, block)));
  ok(zero_rt_quantize(chunk.dtype, chunk.data(), s, bits, block,
                      segment.data()),
     "quantize");
  return segment;
}

/// The segment's size written out from the format (quantize.h), not asked
/// of the runtime: 4 bytes per block, then 1 byte per element or per two.
int64_t segmentBytes(int64_t s, int64_t bits, int64_t block) {
  int64_t blocks = (s + block - 1) / block;
  return 4 * blocks + (bits == 8 ? s : (s + 1) / 2);
}

/// Half the scale of the block holding element j of `chunk`: the largest
/// error quantizing that element may make.
double halfStep(const Buffer &chunk, int64_t s, int64_t j, int64_t bits,
                int64_t block) {
  int64_t begin = j / block * block, end = std::min(s, begin + block);
  double m = 0;
  for (int64_t k = begin; k < end; ++k)
    m = std::max(m, std::fabs(double(chunk.get(k))));
  return m / (bits == 8 ? 127.0 : 7.0) / 2.0;
}

/// Relative rounding of an output of `dtype` (bf16: half an ulp is 2^-9 of
/// the value; f32 is given a few ulps for the arithmetic before).
double roundingOf(zero_rt_dtype_t dtype) {
  return std::ldexp(1.0, dtype == ZERO_RT_DTYPE_BF16 ? -8 : -20);
}

struct Case {
  const Comm *comm;
  Op op;
  zero_rt_dtype_t dtype;
  int64_t count, bits, block;
  int64_t s;
  Buffer in, out;
  zero_rt_request_t *request = nullptr;

  Case(const Comm &c, Op op, zero_rt_dtype_t dtype, int64_t count, int64_t bits,
       int64_t block)
      : comm(&c), op(op), dtype(dtype), count(count), bits(bits), block(block),
        s(zero_rt_shard_count(count, c.size())),
        in(dtype, op == Op::AllGather ? s : count,
           std::numeric_limits<float>::quiet_NaN()),
        out(dtype, (op == Op::AllGather ? count : s) + 1, kCanary) {
    if (op == Op::AllGather) {
      // This rank's shard of the gathered tensor; its padding stays NaN:
      // it is not part of the bucket and must not be read.
      Buffer chunk = chunkOf(dtype, rank, comm->index, s, count);
      for (int64_t j = 0; j < s && comm->index * s + j < count; ++j)
        in.set(j, chunk.get(j));
    } else {
      for (int64_t i = 0; i < count; ++i)
        in.set(i, float(contribution(rank, i)));
    }
  }

  std::string what() const {
    const char *names[] = {"all_gather_quantized",
                           "reduce_scatter_quantized sum",
                           "reduce_scatter_quantized avg"};
    return std::string(names[int(op)]) + " on " + comm->name + " " +
           zero_rt_dtype_name(dtype) + " count=" + std::to_string(count) +
           " bits=" + std::to_string(bits) + " block=" + std::to_string(block);
  }

  zero_rt_status_t startCall(zero_rt_request_t **req) {
    if (op == Op::AllGather)
      return zero_rt_comm_all_gather_quantized_start(
          comm->comm, dtype, in.data(), s, out.data(), count, bits, block, req);
    return zero_rt_comm_reduce_scatter_quantized_start(
        comm->comm, reduction(), dtype, in.data(), count, out.data(), s, bits,
        block, req);
  }

  zero_rt_status_t blockingCall() {
    if (op == Op::AllGather)
      return zero_rt_comm_all_gather_quantized(comm->comm, dtype, in.data(), s,
                                               out.data(), count, bits, block);
    return zero_rt_comm_reduce_scatter_quantized(comm->comm, reduction(), dtype,
                                                 in.data(), count, out.data(),
                                                 s, bits, block);
  }

  zero_rt_reduction_t reduction() const {
    return op == Op::ReduceScatterAvg ? ZERO_RT_REDUCTION_AVG
                                      : ZERO_RT_REDUCTION_SUM;
  }

  /// Starts it, and overwrites the input: a quantized start has read it.
  void start() {
    ok(startCall(&request), (what() + " start").c_str());
    for (size_t i = 0; i < in.bytes.size() / in.elt(); ++i)
      in.set(int64_t(i), std::numeric_limits<float>::quiet_NaN());
    book();
  }

  void wait() { ok(zero_rt_request_wait(request), "wait"); }

  void runBlocking() {
    ok(blockingCall(), what().c_str());
    book();
  }

  /// Books what this rank sends: G-1 segments of s elements.
  void book() {
    expectedBytes[comm->tier] +=
        (comm->size() - 1) * segmentBytes(s, bits, block);
    ++(op == Op::AllGather ? expectedAllGathers : expectedReduceScatters);
  }

  void verify(const std::string &how) {
    bool exact = true, bounded = true;
    if (op == Op::AllGather)
      verifyAllGather(exact, bounded);
    else
      verifyReduceScatter(exact, bounded);
    int64_t canary = op == Op::AllGather ? count : s;
    expect(exact, what() + how + ": equals quantize+dequantize");
    expect(bounded, what() + how + ": within the block bound of the exact");
    expect(out.get(canary) == kCanary, what() + how + ": nothing past the end");
  }

  void verifyAllGather(bool &exact, bool &bounded) {
    for (int64_t k = 0; k < comm->size(); ++k) {
      Buffer chunk = chunkOf(dtype, comm->members[k], k, s, count);
      Buffer ref(dtype, s, 0.0f);
      ok(zero_rt_dequantize(dtype, quantized(chunk, s, bits, block).data(), s,
                            bits, block, ref.data()),
         "dequantize");
      for (int64_t j = 0; j < s && k * s + j < count; ++j) {
        int64_t i = k * s + j;
        exact &= out.sameBits(i, ref, j);
        double x = chunk.get(j), half = halfStep(chunk, s, j, bits, block);
        double bound = half + (std::fabs(x) + 2 * half) * roundingOf(dtype);
        bounded &= std::fabs(double(out.get(i)) - x) <= bound;
      }
    }
  }

  void verifyReduceScatter(bool &exact, bool &bounded) {
    int64_t g = comm->size();
    std::vector<float> acc(size_t(s), 0.0f);
    std::vector<double> sum(size_t(s), 0.0), error(size_t(s), 0.0);
    for (int64_t member : comm->members) {
      Buffer chunk = chunkOf(dtype, member, comm->index, s, count);
      ok(zero_rt_dequantize_add_f32(quantized(chunk, s, bits, block).data(), s,
                                    bits, block, acc.data()),
         "dequantize_add");
      for (int64_t j = 0; j < s; ++j) {
        double x = chunk.get(j), half = halfStep(chunk, s, j, bits, block);
        sum[j] += x;
        error[j] += half + (std::fabs(x) + 2 * half) * std::ldexp(1.0, -20);
      }
    }
    double divisor = op == Op::ReduceScatterAvg ? double(g) : 1.0;
    Buffer ref(dtype, s, 0.0f);
    for (int64_t j = 0; j < s; ++j)
      ref.set(j, op == Op::ReduceScatterAvg ? acc[j] / float(g) : acc[j]);
    for (int64_t j = 0; j < s; ++j) {
      if (comm->index * s + j >= count) { // padding: exactly zero
        exact &= out.get(j) == 0.0f && !std::signbit(out.get(j));
        continue;
      }
      exact &= out.sameBits(j, ref, j);
      double expected = sum[j] / divisor, bound = error[j] / divisor;
      bound += (std::fabs(expected) + bound) * roundingOf(dtype);
      bounded &= std::fabs(double(out.get(j)) - expected) <= bound;
    }
  }
};

/// The element count of each bucket and the block it is quantized with:
/// shards divisible by the block, not divisible, shorter than the block,
/// and a block of one element.
struct Bucket {
  int64_t count, block;
};
const Bucket kBuckets[] = {{96, 8}, {61, 5}, {3, 64}, {1, 1}};

/// Every quantized collective on `c`, blocking and asynchronous.
void checkCollectives(const Comm &c) {
  for (Bucket bucket : kBuckets)
    for (int64_t bits : {8, 4})
      for (zero_rt_dtype_t dtype : {ZERO_RT_DTYPE_F32, ZERO_RT_DTYPE_BF16})
        for (bool async : {false, true})
          for (Op op :
               {Op::AllGather, Op::ReduceScatterSum, Op::ReduceScatterAvg}) {
            Case one(c, op, dtype, bucket.count, bits, bucket.block);
            if (async) {
              one.start();
              one.wait();
            } else {
              one.runBlocking();
            }
            one.verify(async ? " async" : "");
          }
}

/// On every communicator, a quantized all_gather and reduce_scatter and a
/// (two-phase) plain bf16 all_reduce in flight together, waited for in
/// reverse order, odd ranks late.
void checkInFlightTogether(const std::vector<Comm> &comms) {
  std::vector<std::unique_ptr<Case>> cases;
  struct Plain {
    const Comm *comm;
    std::vector<uint16_t> in, out;
    zero_rt_request_t *request = nullptr;
  };
  std::vector<std::unique_ptr<Plain>> plains;
  const int64_t count = 61;
  for (const Comm &c : comms) {
    cases.push_back(std::make_unique<Case>(c, Op::AllGather, ZERO_RT_DTYPE_F32,
                                           count, 8, 5));
    cases.back()->start();
    auto plain = std::make_unique<Plain>();
    plain->comm = &c;
    for (int64_t i = 0; i < count; ++i)
      plain->in.push_back(zero_rt_bf16_from_f32(float(rank + i % 8)));
    plain->out.assign(count, 0xffff);
    ok(zero_rt_comm_all_reduce_start(c.comm, ZERO_RT_REDUCTION_SUM,
                                     ZERO_RT_DTYPE_BF16, plain->in.data(),
                                     plain->out.data(), count, &plain->request),
       "all_reduce_start");
    int64_t s = zero_rt_shard_count(count, c.size());
    expectedBytes[c.tier] += 2 * (c.size() - 1) * s * 2;
    plains.push_back(std::move(plain));
    cases.push_back(std::make_unique<Case>(c, Op::ReduceScatterAvg,
                                           ZERO_RT_DTYPE_BF16, count, 4, 5));
    cases.back()->start();
  }
  if (rank % 2)
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  for (size_t k = cases.size(); k-- > 0;)
    cases[k]->wait();
  for (size_t k = plains.size(); k-- > 0;)
    ok(zero_rt_request_wait(plains[k]->request), "wait");
  for (auto &one : cases)
    one->verify(" in flight together");
  for (auto &plain : plains) {
    bool good = true;
    for (int64_t i = 0; i < count; ++i) {
      double sum = 0;
      for (int64_t member : plain->comm->members)
        sum += double(member + i % 8);
      good &= zero_rt_bf16_to_f32(plain->out[i]) == sum;
    }
    expect(good, "bf16 all_reduce in flight with quantized ones on " +
                     plain->comm->name);
  }
}

/// A status that must be an invalid-argument error of comm.cpp whose
/// message contains `needle`.
void expectRejected(zero_rt_status_t status, const std::string &needle) {
  std::string message = status ? zero_rt_status_message(status) : "OK";
  expect(zero_rt_status_code(status) == ZERO_RT_STATUS_INVALID_ARGUMENT &&
             message.find("comm.cpp:") != std::string::npos &&
             message.find(needle) != std::string::npos,
         "rejected with '" + needle + "': " + message);
  zero_rt_status_free(status);
}

void checkBadArguments(zero_rt_comm_t *world) {
  int64_t s = zero_rt_shard_count(8, size);
  std::vector<float> buf(16, 1.0f), out(16);
  zero_rt_request_t *request = nullptr;
  auto gather = [&](zero_rt_dtype_t dtype, int64_t shard, int64_t bits,
                    int64_t block) {
    return zero_rt_comm_all_gather_quantized(world, dtype, buf.data(), shard,
                                             out.data(), 8, bits, block);
  };
  expectRejected(gather(ZERO_RT_DTYPE_F32, s, 3, 64), "4 or 8 bits, got 3");
  expectRejected(gather(ZERO_RT_DTYPE_F32, s, 8, 0),
                 "block must be in [1, 2147483647] elements, got 0");
  expectRejected(gather(ZERO_RT_DTYPE_F32, s, 8, int64_t(INT_MAX) + 1),
                 "got 2147483648");
  expectRejected(gather(ZERO_RT_DTYPE_I32, s, 8, 64),
                 "take f32 or bf16 buckets, got i32");
  expectRejected(gather(ZERO_RT_DTYPE_F32, s + 1, 8, 64),
                 "but has " + std::to_string(s + 1));
  expectRejected(zero_rt_comm_reduce_scatter_quantized(
                     world, ZERO_RT_REDUCTION_MAX, ZERO_RT_DTYPE_F32,
                     buf.data(), 8, out.data(), s, 8, 64),
                 "sums or averages, got reduction 2");
  expectRejected(zero_rt_comm_reduce_scatter_quantized_start(
                     world, ZERO_RT_REDUCTION_SUM, ZERO_RT_DTYPE_BF16,
                     buf.data(), 8, out.data(), s, 5, 64, &request),
                 "4 or 8 bits, got 5");
  expect(request == nullptr, "a refused start returns no request");
  expectRejected(zero_rt_comm_reduce_scatter_quantized_start(
                     world, ZERO_RT_REDUCTION_SUM, ZERO_RT_DTYPE_F32,
                     buf.data(), 8, out.data(), s, 8, 64, nullptr),
                 "out_request must not be NULL");
  // A shard of INT_MAX elements would be 5*INT_MAX bytes: more than an MPI
  // count. Refused before any buffer is touched.
  int64_t big = zero_rt_shard_count(INT_MAX, size);
  expectRejected(zero_rt_comm_all_gather_quantized(world, ZERO_RT_DTYPE_F32,
                                                   nullptr, big, nullptr,
                                                   INT_MAX, 8, 1),
                 "more than MPI's limit");
}

} // namespace

int checkQuantized(zero_rt_comm_t *world) {
  std::vector<Comm> comms;
  if (size == 4) {
    // Two nodes of two: (2,1) intra-node, (2,2) and the world inter-node.
    ranksPerNode = 2;
    ok(zero_rt_comm_set_ranks_per_node(world, ranksPerNode), "ranks per node");
    comms.push_back(describe(world, 2, 1));
    comms.push_back(describe(world, 2, 2));
  } else {
    ranksPerNode = size;
  }
  comms.push_back(describe(world, size, 1));
  comms.back().name = "world";
  for (const Comm &c : comms)
    expect(zero_rt_comm_tier(c.comm) == c.tier, c.name + " tier");

  for (const Comm &c : comms)
    checkCollectives(c);
  checkInFlightTogether(comms);
  checkBadArguments(world);

  zero_rt_comm_stats_t stats;
  zero_rt_comm_query_stats(world, &stats);
  int64_t intra = stats.bytes_sent_by_tier[ZERO_RT_TIER_INTRA];
  int64_t inter = stats.bytes_sent_by_tier[ZERO_RT_TIER_INTER];
  expect(intra == expectedBytes[ZERO_RT_TIER_INTRA] &&
             inter == expectedBytes[ZERO_RT_TIER_INTER],
         "bytes by tier " + std::to_string(intra) + "/" +
             std::to_string(inter) + " == quantized segments " +
             std::to_string(expectedBytes[ZERO_RT_TIER_INTRA]) + "/" +
             std::to_string(expectedBytes[ZERO_RT_TIER_INTER]));
  expect(stats.all_gather_count == expectedAllGathers &&
             stats.reduce_scatter_count == expectedReduceScatters,
         "counted as all_gather and reduce_scatter: " +
             std::to_string(stats.all_gather_count) + "/" +
             std::to_string(stats.reduce_scatter_count));

  ok(zero_rt_comm_barrier(world), "barrier");
  std::printf("rank %lld of %lld: quantized %s %d checks, intra=%lld "
              "inter=%lld\n",
              (long long)rank, (long long)size, failures ? "FAILED" : "OK",
              checks, (long long)intra, (long long)inter);
  std::fflush(stdout);
  return failures ? 1 : 0;
}

int checkQuantizedLink(zero_rt_comm_t *world) {
  expect(size == 2, "--quantized-link needs 2 ranks");
  if (size != 2)
    return 1;
  // 8 bits in blocks of 256: s = 65536 elements are 66560 bytes on the
  // wire, 300 ms at 0.222 bytes/us; as plain f32 they would be 262144
  // bytes, 1181 ms.
  const int64_t count = 2 * 65536, s = 65536, bits = 8, block = 256;
  const double bytesPerUs = 0.222;
  const double quantizedMs =
      double(segmentBytes(s, bits, block)) / bytesPerUs / 1e3;
  const double plainMs = double(s * 4) / bytesPerUs / 1e3;
  std::vector<float> input(count, 1.0f), out(count);
  ok(zero_rt_comm_set_network_emulation(world, 0, bytesPerUs), "emulation");
  auto timed = [&](auto call) {
    auto t0 = std::chrono::steady_clock::now();
    ok(call(), "quantized collective");
    return std::chrono::duration<double, std::milli>(
               std::chrono::steady_clock::now() - t0)
        .count();
  };
  double gatherMs = timed([&] {
    return zero_rt_comm_all_gather_quantized(world, ZERO_RT_DTYPE_F32,
                                             input.data(), s, out.data(), count,
                                             bits, block);
  });
  double scatterMs = timed([&] {
    return zero_rt_comm_reduce_scatter_quantized(
        world, ZERO_RT_REDUCTION_SUM, ZERO_RT_DTYPE_F32, input.data(), count,
        out.data(), s, bits, block);
  });
  ok(zero_rt_comm_set_network_emulation(world, 0, 0), "emulation off");
  // At least the quantized bytes' time; well below the plain bytes' (the
  // threshold leaves room for a loaded machine).
  for (double ms : {gatherMs, scatterMs})
    expect(ms >= quantizedMs && ms < 0.6 * plainMs,
           "on the link for " + std::to_string(ms) + " ms: quantized " +
               std::to_string(quantizedMs) + " ms, plain " +
               std::to_string(plainMs) + " ms");
  zero_rt_comm_stats_t stats;
  zero_rt_comm_query_stats(world, &stats);
  expect(stats.bytes_sent == 2 * segmentBytes(s, bits, block),
         "bytes_sent " + std::to_string(stats.bytes_sent));
  std::printf("rank %lld: quantized link %s\n", (long long)rank,
              failures ? "FAILED" : "OK");
  std::fflush(stdout);
  return failures ? 1 : 0;
}

int checkQuantizedMismatch(zero_rt_comm_t *world, const std::string &how) {
  std::vector<float> input(8, 1.0f), out(8);
  int64_t s = zero_rt_shard_count(8, size);
  if (how == "plain") {
    // Rank 0 gathers 8-bit blocks of 64, the others plain f32.
    ok(rank == 0 ? zero_rt_comm_all_gather_quantized(world, ZERO_RT_DTYPE_F32,
                                                     input.data(), s,
                                                     out.data(), 8, 8, 64)
                 : zero_rt_comm_all_gather(world, ZERO_RT_DTYPE_F32,
                                           input.data(), s, out.data(), 8),
       "all_gather");
  } else {
    // Rank 0 quantizes to 4 bits, the others to 8, both in blocks of 64.
    ok(zero_rt_comm_reduce_scatter_quantized(
           world, ZERO_RT_REDUCTION_SUM, ZERO_RT_DTYPE_F32, input.data(), 8,
           out.data(), s, rank == 0 ? 4 : 8, 64),
       "reduce_scatter");
  }
  std::printf("rank %lld: mismatched quantized collective completed\n",
              (long long)rank);
  std::fflush(stdout);
  return 0;
}

} // namespace zero::rt::test
