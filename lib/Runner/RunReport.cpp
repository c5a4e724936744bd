//===- Report.cpp - zero-run's end-of-run memory and comm report ----------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/RunReport.h"

#include "zero/Support/InputFile.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>

namespace mlir {
namespace zero {
namespace runner {

using namespace llvm;

int64_t RankStats::modelStateBytes() const {
  return current[ZERO_RT_MEMORY_PARAMS] + peak[ZERO_RT_MEMORY_GRADS] +
         current[ZERO_RT_MEMORY_OPTIMIZER_STATE] + offloadedBytes();
}

int64_t RankStats::offloadedBytes() const {
  int64_t total = 0;
  for (int64_t bytes : offloaded)
    total += bytes;
  return total;
}

CommSent CommSent::between(const zero_rt_comm_stats_t &before,
                           const zero_rt_comm_stats_t &after) {
  CommSent sent;
  sent.total = after.bytes_sent - before.bytes_sent;
  for (int t = 0; t < ZERO_RT_TIER_COUNT; ++t)
    sent.byTier[t] = after.bytes_sent_by_tier[t] - before.bytes_sent_by_tier[t];
  return sent;
}

CommSent &CommSent::operator-=(const CommSent &other) {
  total -= other.total;
  for (int t = 0; t < ZERO_RT_TIER_COUNT; ++t)
    byTier[t] -= other.byTier[t];
  return *this;
}

std::vector<RankStats> gatherRankStats(zero_rt_comm_t *comm,
                                       const CommSent &commSent,
                                       CacheOutcome compileCache,
                                       const StoreUse &store) {
  static_assert(sizeof(RankStats) % sizeof(int64_t) == 0,
                "RankStats travels as an array of int64");
  constexpr int64_t words = sizeof(RankStats) / sizeof(int64_t);
  zero_rt_memory_stats_t mem;
  zero_rt_memory_query_stats(&mem);
  RankStats mine;
  for (int c = 0; c < ZERO_RT_MEMORY_CATEGORY_COUNT; ++c) {
    mine.current[c] = mem.current_bytes[c];
    mine.peak[c] = mem.peak_bytes[c];
  }
  mine.totalPeak = mem.total_peak_bytes;
  mine.commBytes = commSent.total;
  for (int t = 0; t < ZERO_RT_TIER_COUNT; ++t)
    mine.commBytesByTier[t] = commSent.byTier[t];
  mine.compileCache = int64_t(compileCache);
  for (int k = 0; k < ZERO_RT_STORE_KIND_COUNT; ++k) {
    mine.offloaded[k] = store.after.current_bytes[k];
    mine.storeRead[k] = store.after.bytes_read[k] - store.before.bytes_read[k];
    mine.storeWritten[k] =
        store.after.bytes_written[k] - store.before.bytes_written[k];
  }
  int64_t size = zero_rt_comm_size(comm);
  std::vector<RankStats> all(size);
  if (zero_rt_status_t status = zero_rt_comm_all_gather(
          comm, ZERO_RT_DTYPE_I64, &mine, words, all.data(), words * size))
    zero_rt_status_abort(status);
  return all;
}

/// A Design.md §5 key, at the top level or under "per_rank".
static std::optional<int64_t> findReported(const json::Object &report,
                                           StringRef key) {
  if (auto v = report.getInteger(key))
    return *v;
  if (const json::Object *perRank = report.getObject("per_rank"))
    if (auto v = perRank->getInteger(key))
      return *v;
  return std::nullopt;
}

/// The JSON object in `path`; `what` names the file in errors.
static std::optional<json::Object>
readJsonObject(const std::string &path, StringRef what, std::string &error) {
  if (Error err = checkRegularFile(path)) {
    error = "cannot open " + what.str() + " " + toString(std::move(err));
    return std::nullopt;
  }
  auto buffer = MemoryBuffer::getFile(path);
  if (!buffer) {
    error = "cannot open " + what.str() + " '" + path +
            "': " + buffer.getError().message();
    return std::nullopt;
  }
  auto value = json::parse((*buffer)->getBuffer());
  if (!value || !value->getAsObject()) {
    error = what.str() + " '" + path + "' is not a JSON object" +
            (value ? "" : ": " + toString(value.takeError()));
    return std::nullopt;
  }
  return *value->getAsObject();
}

std::optional<json::Object> readReport(const std::string &path,
                                       std::string &error) {
  std::optional<json::Object> report = readJsonObject(path, "report", error);
  if (!report)
    return std::nullopt;
  // What printReport compares with; a report without them (another JSON,
  // a truncated file) would print -1 and compare nothing.
  for (StringRef key :
       {"model_state_bytes", "peak_bytes", "comm_bytes_per_step"})
    if (!findReported(*report, key)) {
      error = "report '" + path + "' has no integer '" + key.str() +
              "' (top level or under \"per_rank\"); expected a "
              "zero-memory-report JSON";
      return std::nullopt;
    }
  return report;
}

std::optional<std::string> reportOfAnotherProgram(const json::Object &report,
                                                  StringRef path,
                                                  const StepSignature &sig) {
  int64_t paramElements = 0;
  for (const StepArgument &arg : sig.args)
    if (arg.role == ArgRole::Param)
      paramElements += arg.tensor.logicalNumElements();
  std::string ours = formatv("@{0} at stage {1} on {2} rank(s) with {3} "
                             "parameter elements",
                             sig.funcName, sig.stage.value_or(0),
                             sig.worldSize, paramElements);
  std::optional<StringRef> function = report.getString("function");
  std::optional<int64_t> stage = report.getInteger("stage");
  std::optional<int64_t> worldSize = report.getInteger("world_size");
  std::optional<int64_t> elements = report.getInteger("param_elements");
  if (!function || !stage || !worldSize || !elements)
    return "report '" + path.str() +
           "' does not say which program it describes (no 'function', "
           "'stage', 'world_size' and 'param_elements'); expected the "
           "zero-memory-report of " + ours;
  std::string theirs =
      formatv("@{0} at stage {1} on {2} rank(s) with {3} parameter elements",
              *function, *stage, *worldSize, *elements);
  if (theirs != ours)
    return "report '" + path.str() + "' describes " + theirs +
           ", but this run is " + ours +
           "; compare a program with its own report";
  return std::nullopt;
}

/// A key readReport checked is there.
static int64_t reported(const json::Object &report, StringRef key) {
  return *findReported(report, key);
}

/// The offload store's lines, when a rank offloads: bytes at rest and per
/// step per store kind, measured and (with a report) reported.
static void printOffload(raw_ostream &os, const std::vector<RankStats> &ranks,
                         int64_t steps,
                         const std::optional<json::Object> &report) {
  if (llvm::none_of(ranks,
                    [](const RankStats &s) { return s.offloadedBytes() > 0; }))
    return;
  auto perStep = [&](int64_t bytes) { return steps ? bytes / steps : 0; };
  os << "offload store per rank (bytes at rest; per step read/written):\n";
  for (size_t r = 0; r < ranks.size(); ++r) {
    const RankStats &s = ranks[r];
    os << "  rank " << r << ":";
    for (int k = 0; k < ZERO_RT_STORE_KIND_COUNT; ++k)
      os << " " << zero_rt_store_kind_name(zero_rt_store_kind_t(k)) << " "
         << s.offloaded[k] << " " << perStep(s.storeRead[k]) << "/"
         << perStep(s.storeWritten[k]);
    os << "\n";
  }
  if (!report)
    return;
  const json::Object *perRank = report->getObject("per_rank");
  const json::Object *offloaded =
      perRank ? perRank->getObject("offloaded_bytes") : nullptr;
  const json::Object *transfers = report->getObject("transfer_bytes_per_step");
  os << "report:";
  for (int k = 0; k < ZERO_RT_STORE_KIND_COUNT; ++k) {
    StringRef kind = zero_rt_store_kind_name(zero_rt_store_kind_t(k));
    const json::Object *moved = transfers ? transfers->getObject(kind) : nullptr;
    auto number = [](const json::Object *o, StringRef key) {
      std::optional<int64_t> v = o ? o->getInteger(key) : std::nullopt;
      return v ? *v : int64_t(-1);
    };
    os << " " << kind << " " << number(offloaded, kind) << " "
       << number(moved, "read") << "/" << number(moved, "write");
  }
  os << "\n";
}

/// The dialect's name for the runtime's `tier` (the same values).
static NetworkTier networkTier(int tier) { return NetworkTier(tier); }

void printReport(raw_ostream &os, const std::vector<RankStats> &ranks,
                 const StepSignature &sig, int64_t steps,
                 const std::optional<json::Object> &report,
                 int64_t ranksPerNode) {
  os << "memory per rank (bytes; current at rest / peak):\n";
  for (size_t r = 0; r < ranks.size(); ++r) {
    const RankStats &s = ranks[r];
    os << "  rank " << r << ":";
    for (int c = 0; c < ZERO_RT_MEMORY_CATEGORY_COUNT; ++c)
      os << " " << zero_rt_memory_category_name((zero_rt_memory_category_t)c)
         << " " << s.current[c] << "/" << s.peak[c];
    os << " | model_state " << s.modelStateBytes() << " peak " << s.totalPeak
       << "\n";
  }
  if (report)
    os << "report: model_state_bytes "
       << reported(*report, "model_state_bytes") << " peak_bytes "
       << reported(*report, "peak_bytes") << " comm_bytes_per_step "
       << reported(*report, "comm_bytes_per_step") << "\n";
  printOffload(os, ranks, steps, report);
  os << "comm bytes per rank: measured";
  for (const RankStats &s : ranks)
    os << " " << s.commBytes;
  os << ", theory " << sig.commBytesPerStep * steps << " ("
     << sig.commBytesPerStep << " per step x " << steps
     << " steps, ring formulas of docs/Design.md §5)\n";
  // A run on several nodes: what crossed each kind of link.
  if (ranksPerNode < int64_t(ranks.size())) {
    for (int t = ZERO_RT_TIER_COUNT - 1; t >= 0; --t) {
      os << "  " << stringifyNetworkTier(networkTier(t)) << " ("
         << ranksPerNode << " ranks per node): measured";
      for (const RankStats &s : ranks)
        os << " " << s.commBytesByTier[t];
      os << ", theory "
         << sig.commBytesOnTier(ranksPerNode, networkTier(t)) * steps << "\n";
    }
  }
  os.flush();
}

std::optional<CostPrediction> readCostPrediction(const std::string &path,
                                                 std::string &error) {
  std::optional<json::Object> report =
      readJsonObject(path, "cost report", error);
  if (!report)
    return std::nullopt;
  CostPrediction prediction;
  for (auto [key, out] : {std::pair<StringRef, double *>{
                              "step_time_s", &prediction.stepTimeS},
                          {"exposed_comm_s", &prediction.exposedCommS}}) {
    std::optional<double> value = report->getNumber(key);
    if (!value || *value < 0) {
      error = "cost report '" + path + "' must have a number " + key.str() +
              " >= 0 (a zero-cost-report JSON), but it has " +
              (report->get(key) ? formatv("{0}", *report->get(key)).str()
                                : std::string("none"));
      return std::nullopt;
    }
    *out = *value;
  }
  return prediction;
}

double medianStepTime(const std::vector<double> &stepTimes) {
  std::vector<double> times(stepTimes.begin() + (stepTimes.size() >= 3),
                            stepTimes.end());
  if (times.empty())
    return 0;
  std::sort(times.begin(), times.end());
  size_t mid = times.size() / 2;
  return times.size() % 2 ? times[mid] : (times[mid - 1] + times[mid]) / 2;
}

void printPrediction(raw_ostream &os, const std::vector<double> &stepTimes,
                     const CostPrediction &prediction) {
  double measured = medianStepTime(stepTimes);
  os << formatv("step time: measured median {0:f6} s, predicted {1:f6} s "
                "(cost model; exposed comm {2:f6} s), predicted/measured "
                "{3:f3}\n",
                measured, prediction.stepTimeS, prediction.exposedCommS,
                measured > 0 ? prediction.stepTimeS / measured : 0.0);
  os.flush();
}

json::Object makeMetrics(const RunSummary &run, const StepSignature &sig,
                         const std::vector<RankStats> &ranks) {
  double samplesPerSecond =
      run.seconds > 0 ? double(run.samplesPerStep) * run.steps / run.seconds
                      : 0;
  json::Object metrics;
  metrics["program"] = run.program;
  metrics["stage"] = sig.stage ? json::Value(*sig.stage) : json::Value(nullptr);
  metrics["world_size"] = int64_t(ranks.size());
  metrics["steps"] = run.steps;
  metrics["compile_s"] = run.compileSeconds;
  metrics["compile_cache"] = stringifyCacheOutcome(run.compileCache);
  metrics["gemm_kernels"] = run.gemmKernels;
  metrics["global_batch"] = run.samplesPerStep;
  json::Array losses;
  for (double l : run.losses)
    losses.push_back(l);
  metrics["losses"] = std::move(losses);
  if (!run.lrs.empty()) {
    json::Array lrs;
    for (double lr : run.lrs)
      lrs.push_back(lr);
    metrics["lrs"] = std::move(lrs);
  }
  metrics["samples_per_s"] = samplesPerSecond;
  metrics["tokens_per_s"] =
      run.samplesPerStep
          ? samplesPerSecond * run.tokensPerStep / run.samplesPerStep
          : 0;
  metrics["comm_bytes_per_step_theory"] = sig.commBytesPerStep;
  metrics["ranks_per_node"] = run.ranksPerNode;
  json::Object theoryByTier;
  for (int t = 0; t < ZERO_RT_TIER_COUNT; ++t)
    theoryByTier[stringifyNetworkTier(networkTier(t))] =
        sig.commBytesOnTier(run.ranksPerNode, networkTier(t));
  metrics["comm_bytes_per_step_theory_by_tier"] = std::move(theoryByTier);
  json::Array stepTimes;
  for (double t : run.stepTimes)
    stepTimes.push_back(t);
  metrics["step_times_s"] = std::move(stepTimes);
  metrics["step_time_median_s"] = medianStepTime(run.stepTimes);
  if (run.prediction) {
    metrics["predicted_step_time_s"] = run.prediction->stepTimeS;
    metrics["predicted_exposed_comm_s"] = run.prediction->exposedCommS;
  }
  json::Array perRank;
  for (size_t r = 0; r < ranks.size(); ++r) {
    const RankStats &s = ranks[r];
    json::Object entry{{"rank", int64_t(r)}};
    for (int c = 0; c < ZERO_RT_MEMORY_CATEGORY_COUNT; ++c) {
      std::string name =
          zero_rt_memory_category_name((zero_rt_memory_category_t)c);
      entry[name + "_bytes"] = s.current[c];
      entry[name + "_peak_bytes"] = s.peak[c];
    }
    entry["model_state_bytes"] = s.modelStateBytes();
    entry["peak_bytes"] = s.totalPeak;
    if (s.offloadedBytes() > 0) {
      json::Object offloaded, read, written;
      for (int k = 0; k < ZERO_RT_STORE_KIND_COUNT; ++k) {
        std::string kind = zero_rt_store_kind_name(zero_rt_store_kind_t(k));
        offloaded[kind] = s.offloaded[k];
        read[kind] = s.storeRead[k];
        written[kind] = s.storeWritten[k];
      }
      entry["offloaded_bytes"] = std::move(offloaded);
      entry["resident_model_state_bytes"] =
          s.modelStateBytes() - s.offloadedBytes();
      entry["store_read_bytes"] = std::move(read);
      entry["store_written_bytes"] = std::move(written);
    }
    entry["comm_bytes"] = s.commBytes;
    json::Object byTier;
    for (int t = 0; t < ZERO_RT_TIER_COUNT; ++t)
      byTier[stringifyNetworkTier(networkTier(t))] = s.commBytesByTier[t];
    entry["comm_bytes_by_tier"] = std::move(byTier);
    entry["compile_cache"] =
        stringifyCacheOutcome(CacheOutcome(s.compileCache));
    perRank.push_back(std::move(entry));
  }
  metrics["per_rank"] = std::move(perRank);
  return metrics;
}

} // namespace runner
} // namespace zero
} // namespace mlir
