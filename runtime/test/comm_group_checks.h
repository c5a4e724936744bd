//===- comm_group_checks.h - rank groups of the runtime communicator ------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// The checks of communicator groups, tiers and per-tier emulation
// (comm_group_checks.cpp), run as modes of zero-rt-comm-test.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNTIME_TEST_COMM_GROUP_CHECKS_H
#define ZERO_RUNTIME_TEST_COMM_GROUP_CHECKS_H

#include "zero/runtime/comm.h"

#include <cstdint>

namespace zero::rt::test {

/// --groups=RPN: every group shape of the world with ranks_per_node = RPN.
/// Returns the process's exit code.
int checkGroups(zero_rt_comm_t *world, int64_t ranksPerNode);

/// --tier-overlap: an intra-node and an inter-node collective overlap on
/// their separate emulated links, two inter-node ones queue. Needs 4 ranks.
int checkTierOverlap(zero_rt_comm_t *world);

/// --group-mismatch: in groups of 2 ranks with stride N/2, rank 0 issues
/// a different collective than its partner (the header check on the
/// group's communicator must abort the job). Needs an even world.
int checkGroupMismatch(zero_rt_comm_t *world);

} // namespace zero::rt::test

#endif // ZERO_RUNTIME_TEST_COMM_GROUP_CHECKS_H
