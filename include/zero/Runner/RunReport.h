//===- Report.h - zero-run's end-of-run memory and comm report --*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNNER_RUNREPORT_H
#define ZERO_RUNNER_RUNREPORT_H

#include "zero/Runner/StepProgram.h"

#include "zero/runtime/comm.h"
#include "zero/runtime/memory.h"
#include "zero/runtime/store.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace zero {
namespace runner {

/// One rank's numbers at the end of a run.
struct RankStats {
  int64_t current[ZERO_RT_MEMORY_CATEGORY_COUNT] = {};
  int64_t peak[ZERO_RT_MEMORY_CATEGORY_COUNT] = {};
  int64_t totalPeak = 0;
  int64_t commBytes = 0;
  /// commBytes by the tier of the links they crossed (zero_rt_tier_t).
  int64_t commBytesByTier[ZERO_RT_TIER_COUNT] = {};
  /// How the rank got its compiled step: a CacheOutcome.
  int64_t compileCache = 0;
  /// The offload store's bytes at rest, and the bytes the steps read from
  /// it and wrote to it, per store kind (zero_rt_store_kind_t).
  int64_t offloaded[ZERO_RT_STORE_KIND_COUNT] = {};
  int64_t storeRead[ZERO_RT_STORE_KIND_COUNT] = {};
  int64_t storeWritten[ZERO_RT_STORE_KIND_COUNT] = {};

  /// Params and optimizer state at rest (resident and offloaded) plus the
  /// gradient peak: the ZeRO paper's model state, wherever it lives.
  int64_t modelStateBytes() const;
  /// What of it is offloaded (all stores).
  int64_t offloadedBytes() const;
};

/// What the offload store held after the steps (`after`) and moved during
/// them (`after` - `before`); zero for a run without a store.
struct StoreUse {
  zero_rt_store_stats_t before = {};
  zero_rt_store_stats_t after = {};
};

/// Every rank's stats, in rank order (a collective: all ranks call it).
/// Bytes a rank sent: in all and by tier (zero_rt_tier_t).
struct CommSent {
  int64_t total = 0;
  int64_t byTier[ZERO_RT_TIER_COUNT] = {};

  /// What the counters grew by from `before` to `after`.
  static CommSent between(const zero_rt_comm_stats_t &before,
                          const zero_rt_comm_stats_t &after);
  CommSent &operator-=(const CommSent &other);
};

std::vector<RankStats> gatherRankStats(zero_rt_comm_t *comm,
                                       const CommSent &commSent,
                                       CacheOutcome compileCache,
                                       const StoreUse &store);

/// Reads a zero-memory-report JSON; sets `error` and returns nullopt if the
/// file is missing or not a JSON object.
std::optional<llvm::json::Object> readReport(const std::string &path,
                                             std::string &error);

/// Why the report at `path` describes another program than `sig`'s (its
/// function, stage, world size or parameter elements differ: its numbers
/// would be compared with this run's for nothing); none when it is this
/// program's.
std::optional<std::string> reportOfAnotherProgram(const llvm::json::Object &report,
                                                  llvm::StringRef path,
                                                  const StepSignature &sig);

/// The table of memory per rank and category, the report's values, and comm
/// bytes against theory; on a run of several nodes of `ranksPerNode` ranks,
/// also per tier.
void printReport(llvm::raw_ostream &os, const std::vector<RankStats> &ranks,
                 const StepSignature &sig, int64_t steps,
                 const std::optional<llvm::json::Object> &report,
                 int64_t ranksPerNode);

/// The cost model's prediction from a zero-cost-report JSON.
struct CostPrediction {
  double stepTimeS = 0;
  double exposedCommS = 0;
};

/// Reads `step_time_s` and `exposed_comm_s` of a zero-cost-report JSON; sets
/// `error` (naming the file and the key) and returns nullopt otherwise.
std::optional<CostPrediction> readCostPrediction(const std::string &path,
                                                 std::string &error);

/// The median of the step times, without the first step (JIT warm-up, first
/// touch of every buffer) when there are at least 3; 0 when there are none.
double medianStepTime(const std::vector<double> &stepTimes);

/// The measured median step time next to the prediction.
void printPrediction(llvm::raw_ostream &os,
                     const std::vector<double> &stepTimes,
                     const CostPrediction &prediction);

/// What --metrics writes.
struct RunSummary {
  std::string program;
  int64_t steps = 0;
  int64_t samplesPerStep = 0;
  int64_t tokensPerStep = 0;
  double seconds = 0;
  std::vector<double> losses;
  /// The scheduled learning rate of each step; empty without a schedule.
  std::vector<double> lrs;
  /// Wall seconds of each step on rank 0.
  std::vector<double> stepTimes;
  std::optional<CostPrediction> prediction;
  /// Wall seconds rank 0 took to parse, lower and JIT-compile the step.
  double compileSeconds = 0;
  CacheOutcome compileCache = CacheOutcome::Off;
  /// The GEMM library's kernel set (OpenBLAS's core name on CPUs).
  std::string gemmKernels;
  /// The nodes the run classified collectives by (RankContext::applyTopology).
  int64_t ranksPerNode = 1;
};
llvm::json::Object makeMetrics(const RunSummary &run, const StepSignature &sig,
                               const std::vector<RankStats> &ranks);

} // namespace runner
} // namespace zero
} // namespace mlir

#endif // ZERO_RUNNER_RUNREPORT_H
