//===- StatusTest.cpp - runtime statuses and sharding arithmetic ----------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/runtime/comm.h"
#include "zero/runtime/status.h"

#include "gtest/gtest.h"

#include <string>

namespace {

TEST(StatusTest, OkIsNullAndPrintsOk) {
  EXPECT_EQ(zero_rt_status_code(ZERO_RT_OK), ZERO_RT_STATUS_OK);
  EXPECT_STREQ(zero_rt_status_message(ZERO_RT_OK), "OK");
  zero_rt_status_free(ZERO_RT_OK);
}

TEST(StatusTest, MessageStartsWithBaseFileAndLine) {
  zero_rt_status_t status = zero_rt_status_make(
      ZERO_RT_STATUS_IO_ERROR, "/a/b/reader.cpp", 42, "cannot open 'x.npy'");
  EXPECT_EQ(zero_rt_status_code(status), ZERO_RT_STATUS_IO_ERROR);
  EXPECT_EQ(std::string(zero_rt_status_message(status)),
            "reader.cpp:42: cannot open 'x.npy'");
  zero_rt_status_free(status);
}

TEST(ShardTest, ShardCountIsCeiling) {
  EXPECT_EQ(zero_rt_shard_count(18, 4), 5);
  EXPECT_EQ(zero_rt_shard_count(16, 4), 4);
  EXPECT_EQ(zero_rt_shard_count(3, 4), 1);
  EXPECT_EQ(zero_rt_shard_count(0, 4), 0);
  EXPECT_EQ(zero_rt_shard_count(7, 1), 7);
}

// Design.md §5 on the bucket padded to N*s: all_gather and reduce_scatter send
// (N-1) shards, all_reduce twice that. 18 f32 over 4 ranks: s = 5.
TEST(ShardTest, RingBytes) {
  const zero_rt_collective_kind_t allGather = ZERO_RT_COLLECTIVE_ALL_GATHER;
  const zero_rt_collective_kind_t reduceScatter =
      ZERO_RT_COLLECTIVE_REDUCE_SCATTER;
  const zero_rt_collective_kind_t allReduce = ZERO_RT_COLLECTIVE_ALL_REDUCE;
  EXPECT_EQ(zero_rt_ring_bytes(allGather, 18, 4, 4), 3 * 5 * 4);
  EXPECT_EQ(zero_rt_ring_bytes(reduceScatter, 18, 4, 4), 3 * 5 * 4);
  EXPECT_EQ(zero_rt_ring_bytes(allReduce, 18, 4, 4), 2 * 3 * 5 * 4);
  // (N-1)/N * size exactly when N divides the bucket: 16 f64 over 2 ranks.
  EXPECT_EQ(zero_rt_ring_bytes(allGather, 16, 8, 2), 16 * 8 / 2);
  EXPECT_EQ(zero_rt_ring_bytes(allReduce, 16, 8, 2), 16 * 8);
  // One rank sends nothing.
  EXPECT_EQ(zero_rt_ring_bytes(allReduce, 16, 4, 1), 0);
  // Not a collective: nothing, like zero_rt_dtype_size of an unknown dtype.
  EXPECT_EQ(zero_rt_ring_bytes(ZERO_RT_COLLECTIVE_KIND_COUNT, 18, 4, 4), 0);
}

// The kinds index zero_rt_comm_stats_t's counters in this order.
static_assert(ZERO_RT_COLLECTIVE_ALL_GATHER == 0 &&
                  ZERO_RT_COLLECTIVE_REDUCE_SCATTER == 1 &&
                  ZERO_RT_COLLECTIVE_ALL_REDUCE == 2 &&
                  ZERO_RT_COLLECTIVE_KIND_COUNT == 3,
              "zero_rt_comm_stats_t lists the counts in this order");

TEST(ShardTest, DtypeSizes) {
  EXPECT_EQ(zero_rt_dtype_size(ZERO_RT_DTYPE_F32), 4);
  EXPECT_EQ(zero_rt_dtype_size(ZERO_RT_DTYPE_F64), 8);
  EXPECT_EQ(zero_rt_dtype_size(ZERO_RT_DTYPE_I32), 4);
  EXPECT_EQ(zero_rt_dtype_size(ZERO_RT_DTYPE_I64), 8);
  EXPECT_EQ(zero_rt_dtype_size(ZERO_RT_DTYPE_BF16), 2);
  EXPECT_STREQ(zero_rt_dtype_name(ZERO_RT_DTYPE_BF16), "bf16");
  EXPECT_EQ(zero_rt_dtype_size((zero_rt_dtype_t)77), 0);
}

} // namespace
