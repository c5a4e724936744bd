//===- comm_group_checks.cpp - rank groups of the runtime communicator ----===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Run under `mpirun -np N` as modes of zero-rt-comm-test. Every group shape
// (size, stride) of the world is made, and every collective is checked on
// it against values computed here from the group definition of comm.h:
// which world ranks share this rank's group, in which order. Each rank
// contributes values that name its world rank, so a group with the wrong
// members, or the right ones in the wrong order, gives wrong results. The
// per-tier byte counters are checked against the ring formulas with the
// tier this file derives from the members' nodes.
//
//===----------------------------------------------------------------------===//

#include "comm_group_checks.h"

#include "rank_checks.h"
#include "zero/runtime/bf16.h"

#include <chrono>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

namespace zero::rt::test {

namespace {

int64_t ranksPerNode = 1;
/// Bytes the checks sent, by zero_rt_tier_t.
int64_t expectedBytes[ZERO_RT_TIER_COUNT] = {};

struct Group {
  int64_t size, stride;
  zero_rt_comm_t *comm = nullptr;
  /// The world ranks of this rank's group, in group order.
  std::vector<int64_t> members;
  /// This rank's place in `members`.
  int64_t index = 0;

  int64_t count() const { return int64_t(members.size()); }
  std::string name() const {
    return "(" + std::to_string(size) + "," + std::to_string(stride) + ")";
  }
  /// Intra-node when every member is on this rank's node.
  zero_rt_tier_t tier() const {
    for (int64_t member : members)
      if (member / ranksPerNode != rank / ranksPerNode)
        return ZERO_RT_TIER_INTER;
    return ZERO_RT_TIER_INTRA;
  }
};

/// The group of `size` ranks with `stride` holding this rank, by comm.h's
/// definition read as a set: the ranks of this rank's block of size*stride
/// ranks that leave its remainder modulo stride, in rank order.
Group describe(int64_t groupSize, int64_t stride) {
  Group group{groupSize, stride};
  int64_t block = groupSize * stride;
  for (int64_t q = 0; q < size; ++q)
    if (q / block == rank / block && q % stride == rank % stride) {
      if (q == rank)
        group.index = group.count();
      group.members.push_back(q);
    }
  return group;
}

/// Books a collective of `kind` on `group` in expectedBytes: (G-1) shards of
/// ceil(count/G) elements, twice for an all_reduce (Design.md §5).
void expectBytes(const Group &group, zero_rt_collective_kind_t kind,
                 int64_t count, int64_t elementSize) {
  int64_t g = group.count();
  int64_t shard = (count + g - 1) / g;
  int64_t steps = kind == ZERO_RT_COLLECTIVE_ALL_REDUCE ? 2 : 1;
  expectedBytes[group.tier()] += steps * (g - 1) * shard * elementSize;
}

/// World rank q's f32 contribution to element i: half-integers, whose sums
/// and averages over up to 4 ranks are exact in f32.
double value(int64_t q, int64_t i) { return double(q * 100 + i) * 0.5; }

/// World rank q's bf16 contribution to element i: small integers, whose sums
/// and averages over up to 4 ranks have at most 8 significant bits, so are
/// exact in bf16.
double small(int64_t q, int64_t i) { return double(4 * q + i % 8); }

/// The reduction of `contribution`(m, i) over the group's members.
double reduced(const Group &group, zero_rt_reduction_t reduction, int64_t i,
               double (*contribution)(int64_t, int64_t) = value) {
  double sum = 0;
  for (int64_t member : group.members)
    sum += contribution(member, i);
  return reduction == ZERO_RT_REDUCTION_AVG ? sum / double(group.count()) : sum;
}

std::string what(const char *collective, const Group &group, int64_t count,
                 bool async) {
  return std::string(collective) + " on " + group.name() +
         " count=" + std::to_string(count) + (async ? " async" : "");
}

void checkAllGather(const Group &group, int64_t count, bool async) {
  int64_t s = zero_rt_shard_count(count, group.count());
  // Element j of a member's shard names the member: 100*q + j.
  std::vector<float> shard(s), out(count, -7.0f);
  for (int64_t j = 0; j < s; ++j)
    shard[j] = float(100 * rank + j);
  allGather(group.comm, ZERO_RT_DTYPE_F32, shard.data(), s, out.data(), count,
            async);
  bool good = true;
  for (int64_t i = 0; i < count; ++i)
    good &= out[i] == float(100 * group.members[i / s] + i % s);
  expect(good, what("all_gather", group, count, async));
  expectBytes(group, ZERO_RT_COLLECTIVE_ALL_GATHER, count, 4);
}

void checkReduceScatter(const Group &group, int64_t count,
                        zero_rt_reduction_t reduction, bool async) {
  int64_t s = zero_rt_shard_count(count, group.count());
  std::vector<float> input(count), shard(s, -7.0f);
  for (int64_t i = 0; i < count; ++i)
    input[i] = float(value(rank, i));
  reduceScatter(group.comm, reduction, ZERO_RT_DTYPE_F32, input.data(), count,
                shard.data(), s, async);
  bool good = true;
  for (int64_t j = 0; j < s; ++j) {
    int64_t i = group.index * s + j;
    good &= shard[j] == (i < count ? reduced(group, reduction, i) : 0.0);
  }
  expect(good, what("reduce_scatter", group, count, async) +
                   " reduction=" + std::to_string(reduction));
  expectBytes(group, ZERO_RT_COLLECTIVE_REDUCE_SCATTER, count, 4);
}

void checkAllReduce(const Group &group, int64_t count,
                    zero_rt_reduction_t reduction, bool async, bool inPlace) {
  std::vector<float> input(count), out(count, -7.0f);
  for (int64_t i = 0; i < count; ++i)
    input[i] = float(value(rank, i));
  float *dst = inPlace ? input.data() : out.data();
  allReduce(group.comm, reduction, ZERO_RT_DTYPE_F32, input.data(), dst, count,
            async);
  bool good = true;
  for (int64_t i = 0; i < count; ++i)
    good &= dst[i] == reduced(group, reduction, i);
  expect(good, what("all_reduce", group, count, async) + " reduction=" +
                   std::to_string(reduction) + (inPlace ? " in-place" : ""));
  expectBytes(group, ZERO_RT_COLLECTIVE_ALL_REDUCE, count, 4);
}

/// bf16 reduce_scatter (sum) and all_reduce (avg) on `group`.
void checkBf16(const Group &group, int64_t count, bool async) {
  std::vector<uint16_t> input(count), out(count, 0xffff);
  for (int64_t i = 0; i < count; ++i)
    input[i] = zero_rt_bf16_from_f32(float(small(rank, i)));
  int64_t s = zero_rt_shard_count(count, group.count());
  std::vector<uint16_t> shard(s, 0xffff);
  reduceScatter(group.comm, ZERO_RT_REDUCTION_SUM, ZERO_RT_DTYPE_BF16,
                input.data(), count, shard.data(), s, async);
  bool good = true;
  for (int64_t j = 0; j < s; ++j) {
    int64_t i = group.index * s + j;
    double expected =
        i < count ? reduced(group, ZERO_RT_REDUCTION_SUM, i, small) : 0;
    good &= zero_rt_bf16_to_f32(shard[j]) == expected;
  }
  expect(good, what("bf16 reduce_scatter", group, count, async));
  allReduce(group.comm, ZERO_RT_REDUCTION_AVG, ZERO_RT_DTYPE_BF16, input.data(),
            out.data(), count, async);
  good = true;
  for (int64_t i = 0; i < count; ++i)
    good &= zero_rt_bf16_to_f32(out[i]) ==
            reduced(group, ZERO_RT_REDUCTION_AVG, i, small);
  expect(good, what("bf16 all_reduce", group, count, async));
  expectBytes(group, ZERO_RT_COLLECTIVE_REDUCE_SCATTER, count, 2);
  expectBytes(group, ZERO_RT_COLLECTIVE_ALL_REDUCE, count, 2);
}

/// The group's rank, size and tier as the runtime reports them, and that
/// asking for it again gives the same communicator.
void checkIdentity(zero_rt_comm_t *world, const Group &group) {
  zero_rt_comm_t *again = nullptr;
  ok(zero_rt_comm_group(world, group.size, group.stride, &again), "group");
  expect(again == group.comm, group.name() + " is made once");
  expect((group.count() == size) == (group.comm == world),
         group.name() + " is the world exactly when it spans it");
  expect(zero_rt_comm_rank(group.comm) == group.index &&
             zero_rt_comm_size(group.comm) == group.count(),
         group.name() + " rank " +
             std::to_string(zero_rt_comm_rank(group.comm)) + " of " +
             std::to_string(zero_rt_comm_size(group.comm)));
  expect(zero_rt_comm_tier(group.comm) == group.tier(), group.name() + " tier");
  expect(zero_rt_comm_ranks_per_node(group.comm) == ranksPerNode,
         group.name() + " sees the world's ranks per node");
}

/// Every collective, blocking and asynchronous, on buckets divisible by the
/// group's size, not divisible, and smaller than it.
void checkCollectives(const Group &group) {
  for (int64_t count : {8, 7, 3, 1})
    for (bool async : {false, true}) {
      checkAllGather(group, count, async);
      checkReduceScatter(group, count, ZERO_RT_REDUCTION_SUM, async);
      checkReduceScatter(group, count, ZERO_RT_REDUCTION_AVG, async);
      checkAllReduce(group, count, ZERO_RT_REDUCTION_SUM, async, false);
      checkAllReduce(group, count, ZERO_RT_REDUCTION_AVG, async, true);
    }
  checkBf16(group, 7, false);
  checkBf16(group, 8, true);
  ok(zero_rt_comm_barrier(group.comm), "barrier");
}

/// Collectives on every group in flight together, f32 and two-phase bf16
/// all_reduces (whose second phases post in the world's issue order, each
/// on its own group's communicator), waited for in reverse order.
void checkInFlightTogether(const std::vector<Group> &groups) {
  const int64_t counts[] = {5, 1 << 14};
  struct Started {
    const Group *group;
    int64_t count;
    std::vector<float> input, out;
    std::vector<uint16_t> input16, out16;
    zero_rt_request_t *f32 = nullptr, *bf16 = nullptr;
  };
  std::vector<Started> started;
  started.reserve(groups.size() * 2);
  for (const Group &group : groups)
    for (int64_t count : counts) {
      Started &s = started.emplace_back();
      s.group = &group;
      s.count = count;
      for (int64_t i = 0; i < count; ++i) {
        s.input.push_back(float(value(rank, i % 64)));
        s.input16.push_back(zero_rt_bf16_from_f32(float(small(rank, i))));
      }
      s.out.assign(count, -7.0f);
      s.out16.assign(count, 0xffff);
      ok(zero_rt_comm_all_reduce_start(group.comm, ZERO_RT_REDUCTION_SUM,
                                       ZERO_RT_DTYPE_BF16, s.input16.data(),
                                       s.out16.data(), count, &s.bf16),
         "all_reduce_start");
      ok(zero_rt_comm_all_reduce_start(group.comm, ZERO_RT_REDUCTION_SUM,
                                       ZERO_RT_DTYPE_F32, s.input.data(),
                                       s.out.data(), count, &s.f32),
         "all_reduce_start");
      expectBytes(group, ZERO_RT_COLLECTIVE_ALL_REDUCE, count, 2);
      expectBytes(group, ZERO_RT_COLLECTIVE_ALL_REDUCE, count, 4);
    }
  // Odd ranks come late, so the first phases complete in different orders
  // on different ranks.
  if (rank % 2)
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  for (auto s = started.rbegin(); s != started.rend(); ++s) {
    ok(zero_rt_request_wait(s->f32), "wait");
    ok(zero_rt_request_wait(s->bf16), "wait");
  }
  for (const Started &s : started) {
    bool good = true;
    for (int64_t i = 0; i < s.count; ++i)
      good &= s.out[i] == reduced(*s.group, ZERO_RT_REDUCTION_SUM, i % 64) &&
              zero_rt_bf16_to_f32(s.out16[i]) ==
                  reduced(*s.group, ZERO_RT_REDUCTION_SUM, i, small);
    expect(good, what("all_reduce in flight with every group", *s.group,
                      s.count, true));
  }
}

/// A status that must be an invalid-argument error whose message contains
/// `needle`.
void expectRejected(zero_rt_status_t status, const std::string &needle,
                    const std::string &name) {
  std::string message = status ? zero_rt_status_message(status) : "OK";
  expect(zero_rt_status_code(status) == ZERO_RT_STATUS_INVALID_ARGUMENT &&
             message.find(needle) != std::string::npos,
         name + ": " + message);
  zero_rt_status_free(status);
}

void checkBadArguments(zero_rt_comm_t *world, zero_rt_comm_t *someGroup) {
  zero_rt_comm_t *group = world;
  expectRejected(zero_rt_comm_group(world, 3, 1, &group),
                 "group of 3 ranks with stride 1",
                 "a group of 3 ranks is refused");
  expect(group == nullptr, "a refused group is NULL");
  expectRejected(zero_rt_comm_group(world, 2, size, &group),
                 "group of 2 ranks with stride " + std::to_string(size),
                 "a group wider than the world is refused");
  expectRejected(zero_rt_comm_group(world, 0, 1, &group), "group of 0 ranks",
                 "an empty group is refused");
  if (someGroup != world)
    expectRejected(zero_rt_comm_group(someGroup, 1, 1, &group),
                   "not of a group", "a group of a group is refused");
  expectRejected(zero_rt_comm_set_ranks_per_node(world, 3),
                 "must divide the " + std::to_string(size) + " ranks, got 3",
                 "3 ranks per node are refused");
  expect(zero_rt_comm_ranks_per_node(world) == ranksPerNode,
         "a refused ranks per node changes nothing");
}

} // namespace

int checkGroups(zero_rt_comm_t *world, int64_t rpn) {
  // The test job runs on one machine.
  expect(zero_rt_comm_shared_memory_ranks(world) == size,
         "all ranks share memory: " +
             std::to_string(zero_rt_comm_shared_memory_ranks(world)));
  expect(zero_rt_comm_ranks_per_node(world) == size, "one node by default");
  ranksPerNode = rpn;
  ok(zero_rt_comm_set_ranks_per_node(world, ranksPerNode), "ranks per node");

  std::vector<Group> groups;
  for (int64_t groupSize = 1; groupSize <= size; ++groupSize)
    for (int64_t stride = 1; groupSize * stride <= size; ++stride)
      if (size % (groupSize * stride) == 0) {
        Group &group = groups.emplace_back(describe(groupSize, stride));
        ok(zero_rt_comm_group(world, groupSize, stride, &group.comm), "group");
      }
  for (const Group &group : groups)
    checkIdentity(world, group);
  checkBadArguments(world, groups.front().comm);

  // Releasing a group does nothing: it stays the world's, and usable.
  for (const Group &group : groups)
    if (group.comm != world)
      zero_rt_comm_release(group.comm);
  for (const Group &group : groups)
    checkCollectives(group);
  checkInFlightTogether(groups);

  // The tier is taken at each collective's start: with one node, every
  // group is intra-node from now on.
  ranksPerNode = size;
  ok(zero_rt_comm_set_ranks_per_node(world, ranksPerNode), "ranks per node");
  for (const Group &group : groups) {
    expect(zero_rt_comm_tier(group.comm) == ZERO_RT_TIER_INTRA,
           group.name() + " is intra-node on one node");
    checkAllReduce(group, 8, ZERO_RT_REDUCTION_SUM, true, false);
  }

  zero_rt_comm_stats_t stats;
  zero_rt_comm_query_stats(world, &stats);
  int64_t intra = stats.bytes_sent_by_tier[ZERO_RT_TIER_INTRA];
  int64_t inter = stats.bytes_sent_by_tier[ZERO_RT_TIER_INTER];
  expect(intra == expectedBytes[ZERO_RT_TIER_INTRA] &&
             inter == expectedBytes[ZERO_RT_TIER_INTER],
         "bytes by tier " + std::to_string(intra) + "/" +
             std::to_string(inter) + " == ring formulas " +
             std::to_string(expectedBytes[ZERO_RT_TIER_INTRA]) + "/" +
             std::to_string(expectedBytes[ZERO_RT_TIER_INTER]));
  expect(stats.bytes_sent == intra + inter, "bytes_sent sums the tiers");

  ok(zero_rt_comm_barrier(world), "barrier");
  std::printf("rank %lld of %lld: groups %s %d checks, intra=%lld inter=%lld\n",
              (long long)rank, (long long)size, failures ? "FAILED" : "OK",
              checks, (long long)intra, (long long)inter);
  std::fflush(stdout);
  return failures ? 1 : 0;
}

int checkTierOverlap(zero_rt_comm_t *world) {
  const double alphaMs = 300;
  expect(size == 4, "--tier-overlap needs 4 ranks");
  if (size != 4)
    return 1;
  zero_rt_comm_t *intra = nullptr, *inter = nullptr, *one = nullptr;
  ok(zero_rt_comm_set_ranks_per_node(world, 2), "ranks per node");
  ok(zero_rt_comm_group(world, 2, 1, &intra), "group");
  ok(zero_rt_comm_group(world, 2, 2, &inter), "group");
  ok(zero_rt_comm_group(world, 1, 1, &one), "group");
  expect(zero_rt_comm_tier(intra) == ZERO_RT_TIER_INTRA &&
             zero_rt_comm_tier(inter) == ZERO_RT_TIER_INTER &&
             zero_rt_comm_tier(world) == ZERO_RT_TIER_INTER,
         "tiers at 2 ranks per node");
  for (zero_rt_tier_t tier : {ZERO_RT_TIER_INTRA, ZERO_RT_TIER_INTER})
    ok(zero_rt_comm_set_tier_emulation(world, tier, alphaMs * 1000, 0),
       "emulation");
  std::vector<float> x(16, 1.0f), y(16), z(16);
  auto sinceMs = [](std::chrono::steady_clock::time_point t) {
    return std::chrono::duration<double, std::milli>(
               std::chrono::steady_clock::now() - t)
        .count();
  };
  // Both started back to back, waited for together.
  auto both = [&](zero_rt_comm_t *first, zero_rt_comm_t *second) {
    // Lines the ranks up; its wait ends when it left the inter-node link.
    ok(zero_rt_comm_barrier(world), "barrier");
    auto t0 = std::chrono::steady_clock::now();
    zero_rt_request_t *a = nullptr, *b = nullptr;
    ok(zero_rt_comm_all_reduce_start(first, ZERO_RT_REDUCTION_SUM,
                                     ZERO_RT_DTYPE_F32, x.data(), y.data(), 16,
                                     &a),
       "all_reduce_start");
    ok(zero_rt_comm_all_reduce_start(second, ZERO_RT_REDUCTION_SUM,
                                     ZERO_RT_DTYPE_F32, x.data(), z.data(), 16,
                                     &b),
       "all_reduce_start");
    ok(zero_rt_request_wait(a), "wait");
    ok(zero_rt_request_wait(b), "wait");
    expect(y[0] == 2.0f && z[0] == 2.0f, "both all_reduce over 2 ranks");
    return sinceMs(t0);
  };
  auto t = std::chrono::steady_clock::now();
  ok(zero_rt_comm_barrier(one), "barrier");
  double oneMs = sinceMs(t);
  // Separate links: together in about alpha, not 2 alpha. The threshold
  // halfway leaves alpha/2 for rank skew on a loaded machine.
  double apartMs = both(intra, inter);
  // One link: the second queues behind the first.
  double queuedMs = both(inter, inter);
  expect(oneMs < 0.5 * alphaMs,
         "a group of one is not delayed: " + std::to_string(oneMs) + " ms");
  expect(apartMs >= alphaMs && apartMs < 1.5 * alphaMs,
         "intra and inter overlap: " + std::to_string(apartMs) + " ms");
  expect(queuedMs >= 2 * alphaMs, "two inter-node collectives queue: " +
                                      std::to_string(queuedMs) + " ms");
  ok(zero_rt_comm_set_network_emulation(world, 0, 0), "emulation off");
  std::printf("rank %lld: tier overlap %s\n", (long long)rank,
              failures ? "FAILED" : "OK");
  std::fflush(stdout);
  return failures ? 1 : 0;
}

int checkGroupMismatch(zero_rt_comm_t *world) {
  zero_rt_comm_t *pairs = nullptr;
  ok(zero_rt_comm_group(world, 2, size / 2, &pairs), "group");
  // Rank 0 sums f32 elements, its partner i32 ones (the same bytes to MPI);
  // the other pairs agree.
  zero_rt_dtype_t dtype = rank == 0 ? ZERO_RT_DTYPE_F32 : ZERO_RT_DTYPE_I32;
  std::vector<int32_t> x(4, 0);
  ok(zero_rt_comm_all_reduce(pairs, ZERO_RT_REDUCTION_SUM, dtype, x.data(),
                             x.data(), 4),
     "all_reduce");
  std::printf("rank %lld: group collective completed\n", (long long)rank);
  std::fflush(stdout);
  return 0;
}

} // namespace zero::rt::test
