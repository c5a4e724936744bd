//===- CostCalibration.cpp - the cost model's calibration file ------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/CostCalibration.h"
#include "CalibrationJSON.h"

#include "llvm/ADT/SmallVectorExtras.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace mlir;
using namespace mlir::zero;

using namespace mlir::zero::calibration_json;

llvm::Error calibration_json::makeError(llvm::StringRef name,
                                        const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "calibration '" + name + "': " + message);
}

llvm::Error calibration_json::readRate(const llvm::json::Object &object,
                                       llvm::StringRef key,
                                       llvm::StringRef path, bool positive,
                                       llvm::StringRef name, double &out) {
  const llvm::json::Value *value = object.get(key);
  if (!value)
    return llvm::Error::success();
  std::optional<double> number = value->getAsNumber();
  std::string shown;
  llvm::raw_string_ostream os(shown);
  os << *value;
  if (!number)
    return makeError(name, path + key + " must be a number, got " + shown);
  if (positive ? !(*number > 0) : !(*number >= 0))
    return makeError(name, path + key + " must be " +
                               (positive ? "> 0" : ">= 0") + ", got " + shown);
  out = *number;
  return llvm::Error::success();
}

llvm::Error calibration_json::readRequiredRate(
    const llvm::json::Object &object, llvm::StringRef key,
    llvm::StringRef path, bool positive, llvm::StringRef name, double &out) {
  if (!object.get(key))
    return makeError(name, "missing " + path + key + " (a number " +
                               (positive ? "> 0" : ">= 0") + ")");
  return readRate(object, key, path, positive, name, out);
}

llvm::Error calibration_json::readCount(const llvm::json::Object &object,
                                        llvm::StringRef key,
                                        llvm::StringRef path,
                                        llvm::StringRef name,
                                        std::optional<int64_t> &out) {
  if (!object.get(key))
    return llvm::Error::success();
  double number = 0;
  if (llvm::Error err = readRate(object, key, path, true, name, number))
    return err;
  // Counts (ranks, GPUs, nodes) far below 2^53, where doubles hold every
  // whole number and the conversion is defined.
  if (number >= 0x1p53)
    return makeError(name, path + key + " must be below 2^53, got " +
                               llvm::Twine(std::to_string(number)));
  if (number != double(int64_t(number)))
    return makeError(name, path + key + " must be a whole number, got " +
                               llvm::Twine(std::to_string(number)));
  out = int64_t(number);
  return llvm::Error::success();
}

llvm::Error calibration_json::checkKeys(const llvm::json::Object &object,
                                        llvm::ArrayRef<llvm::StringRef> known,
                                        llvm::StringRef path,
                                        llvm::StringRef name) {
  for (const auto &entry : object) {
    llvm::StringRef key = entry.first;
    if (llvm::is_contained(known, key))
      continue;
    std::string list;
    for (llvm::StringRef k : known)
      list += (list.empty() ? "" : ", ") + k.str();
    return makeError(name, "unknown key '" + path + key +
                               "'; expected one of: " + list);
  }
  return llvm::Error::success();
}

llvm::Expected<const llvm::json::Object *>
calibration_json::getRequiredObject(const llvm::json::Object &object,
                                    llvm::StringRef key, llvm::StringRef path,
                                    llvm::StringRef name,
                                    llvm::StringRef holds) {
  const llvm::json::Value *value = object.get(key);
  if (!value)
    return makeError(name, "missing " + path + key + " (an object with " +
                               holds + ")");
  const llvm::json::Object *result = value->getAsObject();
  if (!result)
    return makeError(name, path + key + " must be an object with " + holds);
  return result;
}

static llvm::Error readCollectiveRates(const llvm::json::Value &value,
                                       llvm::StringRef path,
                                       llvm::StringRef name,
                                       CollectiveRates &rates);

/// One tier's rates: `allKey` for every kind, then `perKindKey` per kind.
static llvm::Error
readCollectiveTier(const llvm::json::Object &root, llvm::StringRef allKey,
                   llvm::StringRef perKindKey, llvm::StringRef name,
                   std::array<CollectiveRates, kNumCollectiveKinds> &out) {
  if (const llvm::json::Value *all = root.get(allKey)) {
    CollectiveRates rates;
    if (llvm::Error err = readCollectiveRates(*all, allKey, name, rates))
      return err;
    out.fill(rates);
  }
  const llvm::json::Value *perKind = root.get(perKindKey);
  if (!perKind)
    return llvm::Error::success();
  const llvm::json::Object *object = perKind->getAsObject();
  if (!object)
    return makeError(name, perKindKey + " must be an object keyed by "
                                               "all_gather, reduce_scatter, "
                                               "all_reduce");
  SmallVector<llvm::StringRef> kindNames =
      llvm::map_to_vector(kCollectiveKinds, stringifyCollectiveKind);
  std::string prefix = (perKindKey + ".").str();
  if (llvm::Error err = checkKeys(*object, kindNames, prefix, name))
    return err;
  for (const auto &entry : *object)
    if (llvm::Error err = readCollectiveRates(
            entry.second, prefix + entry.first.str(), name,
            out[static_cast<size_t>(*symbolizeCollectiveKind(entry.first))]))
      return err;
  return llvm::Error::success();
}

static llvm::Error readCollectiveRates(const llvm::json::Value &value,
                                      llvm::StringRef path,
                                      llvm::StringRef name,
                                      CollectiveRates &rates) {
  const llvm::json::Object *object = value.getAsObject();
  if (!object)
    return makeError(name, path + " must be an object with alpha_s "
                                         "and beta_bytes_per_s");
  std::string prefix = (path + ".").str();
  if (llvm::Error err =
          checkKeys(*object, {"alpha_s", "beta_bytes_per_s"}, prefix, name))
    return err;
  if (llvm::Error err = readRate(*object, "alpha_s", prefix,
                                 /*positive=*/false, name, rates.alphaS))
    return err;
  return readRate(*object, "beta_bytes_per_s", prefix, /*positive=*/true, name,
                  rates.betaBytesPerS);
}

static llvm::Error readStoreRates(const llvm::json::Value &value,
                                 llvm::StringRef path, llvm::StringRef name,
                                 StoreRates &rates) {
  const llvm::json::Object *object = value.getAsObject();
  if (!object)
    return makeError(name, path + " must be an object with latency_s, "
                                         "async_latency_s, read_bytes_per_s "
                                         "and write_bytes_per_s");
  std::string prefix = (path + ".").str();
  if (llvm::Error err = checkKeys(*object,
                                  {"latency_s", "async_latency_s",
                                   "read_bytes_per_s", "write_bytes_per_s"},
                                  prefix, name))
    return err;
  if (llvm::Error err = readRate(*object, "latency_s", prefix,
                                 /*positive=*/false, name, rates.latencyS))
    return err;
  if (llvm::Error err = readRate(*object, "async_latency_s", prefix,
                                 /*positive=*/false, name, rates.asyncLatencyS))
    return err;
  if (llvm::Error err = readRate(*object, "read_bytes_per_s", prefix,
                                 /*positive=*/true, name, rates.readBytesPerS))
    return err;
  return readRate(*object, "write_bytes_per_s", prefix, /*positive=*/true,
                  name, rates.writeBytesPerS);
}

llvm::Expected<CostCalibration>
mlir::zero::parseCostCalibration(llvm::StringRef text, llvm::StringRef name) {
  llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(text);
  if (!parsed)
    return makeError(name, "not valid JSON: " +
                                      llvm::toString(parsed.takeError()));
  const llvm::json::Object *root = parsed->getAsObject();
  if (!root)
    return makeError(name, "expected a JSON object at the top level");
  // A cluster description holds a machine's specification, from which the
  // rates follow; it stands alone.
  if (const llvm::json::Value *cluster = root->get("cluster")) {
    if (root->size() != 1)
      return makeError(name, "a cluster description has the one key "
                             "'cluster' at the top level; the rates follow "
                             "from it");
    const llvm::json::Object *object = cluster->getAsObject();
    if (!object)
      return makeError(name, "cluster must be an object (docs/CostModel.md "
                             "§6)");
    return parseClusterDescription(*object, name);
  }
  CostCalibration cal;
  cal.source = name.str();
  // Informational keys zero-run --calibrate writes next to the rates.
  if (llvm::Error err = checkKeys(
          *root,
          {"gemm_flops_per_s", "elementwise_bytes_per_s",
           "elementwise_cached_bytes_per_s", "cache_bytes",
           "strided_bytes_per_s", "strided_cached_bytes_per_s", "overhead_s",
           "gemm_overhead_s", "gemm_cold_bytes_per_s", "async_collective_cpu_s",
           "async_collective_cpu_bytes_per_s", "scalar_op_s", "collective",
           "collectives", "collective_inter_node", "collectives_inter_node",
           "stores", "machine", "world_size", "ranks_per_node",
           "inter_node_link", "cluster_world_size", "memory_bytes_per_rank",
           "gemm_for_all_contractions",
           "emulate_network", "measurements"},
          "", name))
    return std::move(err);
  if (llvm::Error err = readRate(*root, "gemm_flops_per_s", "", true, name,
                                 cal.gemmFlopsPerS))
    return std::move(err);
  if (llvm::Error err = readRate(*root, "elementwise_bytes_per_s", "", true,
                                 name, cal.elementwiseBytesPerS))
    return std::move(err);
  // The cached tier comes as a pair: a bandwidth needs the size it holds to.
  bool hasCachedRate = root->get("elementwise_cached_bytes_per_s"),
       hasCacheBytes = root->get("cache_bytes");
  if (hasCachedRate != hasCacheBytes)
    return makeError(
        name,
        llvm::Twine(hasCachedRate ? "elementwise_cached_bytes_per_s"
                                  : "cache_bytes") +
            " needs " +
            (hasCachedRate ? "cache_bytes" : "elementwise_cached_bytes_per_s") +
            " beside it (the cached bandwidth and the size it holds to)");
  if (hasCachedRate) {
    if (llvm::Error err = readRate(*root, "elementwise_cached_bytes_per_s", "",
                                   true, name, cal.elementwiseCachedBytesPerS))
      return std::move(err);
    if (llvm::Error err =
            readRate(*root, "cache_bytes", "", true, name, cal.cacheBytes))
      return std::move(err);
  }
  if (root->get("strided_cached_bytes_per_s") && !hasCacheBytes)
    return makeError(name, "strided_cached_bytes_per_s needs "
                                  "cache_bytes beside it (the size it holds "
                                  "to)");
  if (llvm::Error err = readRate(*root, "strided_bytes_per_s", "", true, name,
                                 cal.stridedBytesPerS))
    return std::move(err);
  if (llvm::Error err = readRate(*root, "strided_cached_bytes_per_s", "", true,
                                 name, cal.stridedCachedBytesPerS))
    return std::move(err);
  if (llvm::Error err =
          readRate(*root, "overhead_s", "", false, name, cal.overheadS))
    return std::move(err);
  if (llvm::Error err = readRate(*root, "gemm_overhead_s", "", false, name,
                                 cal.gemmOverheadS))
    return std::move(err);
  if (llvm::Error err = readRate(*root, "gemm_cold_bytes_per_s", "", true, name,
                                 cal.gemmColdBytesPerS))
    return std::move(err);
  if (llvm::Error err = readRate(*root, "async_collective_cpu_s", "", false,
                                 name, cal.asyncCollectiveCpuS))
    return std::move(err);
  if (llvm::Error err = readRate(*root, "async_collective_cpu_bytes_per_s", "",
                                 false, name, cal.asyncCollectiveCpuBytesPerS))
    return std::move(err);
  if (const llvm::json::Value *ops = root->get("scalar_op_s")) {
    const llvm::json::Object *object = ops->getAsObject();
    if (!object)
      return makeError(name, "scalar_op_s must be an object of op "
                                    "name to seconds per evaluation");
    for (const auto &entry : *object) {
      double seconds = 0;
      if (llvm::Error err = readRate(*object, entry.first, "scalar_op_s.",
                                     /*positive=*/false, name, seconds))
        return std::move(err);
      cal.scalarOpS[entry.first.str()] = seconds;
    }
  }
  // "collective" sets every kind; "collectives" then overrides per kind.
  if (llvm::Error err = readCollectiveTier(*root, "collective", "collectives",
                                           name, cal.collectives))
    return std::move(err);
  if (llvm::Error err =
          readCount(*root, "ranks_per_node", "", name, cal.ranksPerNode))
    return std::move(err);
  if (const llvm::json::Value *link = root->get("inter_node_link")) {
    std::optional<llvm::StringRef> value = link->getAsString();
    if (!value || (*value != "rank" && *value != "node"))
      return makeError(name, "inter_node_link must be \"rank\" (each rank "
                             "its own link) or \"node\" (one link per "
                             "node, shared by its ranks)");
    cal.interNodeLinkPerNode = *value == "node";
  }
  if (cal.interNodeLinkPerNode && !cal.ranksPerNode)
    return makeError(name, "inter_node_link \"node\" needs ranks_per_node "
                           "beside it (the ranks that share a node's link)");
  if (const llvm::json::Value *all = root->get("gemm_for_all_contractions")) {
    std::optional<bool> value = all->getAsBoolean();
    if (!value)
      return makeError(name, "gemm_for_all_contractions must be true or "
                             "false");
    cal.gemmForAllContractions = *value;
  }
  if (llvm::Error err = readCount(*root, "cluster_world_size", "", name,
                                  cal.clusterWorldSize))
    return std::move(err);
  if (root->get("memory_bytes_per_rank")) {
    std::optional<int64_t> bytes;
    if (llvm::Error err =
            readCount(*root, "memory_bytes_per_rank", "", name, bytes))
      return std::move(err);
    cal.memoryBytesPerRank = bytes;
  }
  // Between nodes: the same keys with "_inter_node"; what they leave out is
  // the intra-node rate.
  cal.interNodeCollectives = cal.collectives;
  cal.hasInterNode = root->get("collective_inter_node") ||
                     root->get("collectives_inter_node");
  if (llvm::Error err = readCollectiveTier(
          *root, "collective_inter_node", "collectives_inter_node", name,
          cal.interNodeCollectives))
    return std::move(err);
  if (const llvm::json::Value *stores = root->get("stores")) {
    const llvm::json::Object *object = stores->getAsObject();
    if (!object)
      return makeError(name, "stores must be an object keyed by host, "
                                    "file");
    if (llvm::Error err = checkKeys(*object, {"host", "file"}, "stores.", name))
      return std::move(err);
    for (const auto &entry : *object)
      if (llvm::Error err = readStoreRates(
              entry.second, ("stores." + entry.first.str()), name,
              cal.getRates(*symbolizeStoreKind(entry.first))))
        return std::move(err);
  }
  return cal;
}

llvm::Expected<CostCalibration>
mlir::zero::loadCostCalibration(llvm::StringRef path) {
  if (path.empty())
    return CostCalibration();
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return makeError(path, "cannot open: " +
                                      buffer.getError().message());
  return parseCostCalibration((*buffer)->getBuffer(), path);
}

/// A tier's rates as "collectives" holds them.
static llvm::json::Object
tierToJSON(const std::array<CollectiveRates, kNumCollectiveKinds> &tier) {
  llvm::json::Object perKind;
  for (CollectiveKind kind : kCollectiveKinds) {
    const CollectiveRates &rates = tier[static_cast<size_t>(kind)];
    perKind[stringifyCollectiveKind(kind)] =
        llvm::json::Object{{"alpha_s", rates.alphaS},
                           {"beta_bytes_per_s", rates.betaBytesPerS}};
  }
  return perKind;
}

llvm::json::Object mlir::zero::toJSON(const CostCalibration &cal) {
  llvm::json::Object perKind = tierToJSON(cal.collectives);
  llvm::json::Object stores;
  for (size_t k = 0; k < kNumStoreKinds; ++k) {
    const StoreRates &rates = cal.stores[k];
    stores[stringifyStoreKind(StoreKind(k))] =
        llvm::json::Object{{"latency_s", rates.latencyS},
                           {"async_latency_s", rates.asyncLatencyS},
                           {"read_bytes_per_s", rates.readBytesPerS},
                           {"write_bytes_per_s", rates.writeBytesPerS}};
  }
  llvm::json::Object scalarOps;
  for (const auto &entry : cal.scalarOpS)
    scalarOps[entry.first()] = entry.second;
  llvm::json::Object out{
      {"gemm_flops_per_s", cal.gemmFlopsPerS},
      {"elementwise_bytes_per_s", cal.elementwiseBytesPerS},
      {"overhead_s", cal.overheadS},
      {"gemm_overhead_s", cal.gemmOverheadS},
      {"async_collective_cpu_s", cal.asyncCollectiveCpuS},
      {"async_collective_cpu_bytes_per_s", cal.asyncCollectiveCpuBytesPerS},
      {"scalar_op_s", std::move(scalarOps)},
      {"collectives", std::move(perKind)},
      {"stores", std::move(stores)},
  };
  if (cal.hasInterNode)
    out["collectives_inter_node"] = tierToJSON(cal.interNodeCollectives);
  if (cal.ranksPerNode)
    out["ranks_per_node"] = *cal.ranksPerNode;
  if (cal.interNodeLinkPerNode)
    out["inter_node_link"] = "node";
  if (cal.gemmForAllContractions)
    out["gemm_for_all_contractions"] = true;
  if (cal.clusterWorldSize)
    out["cluster_world_size"] = *cal.clusterWorldSize;
  if (cal.memoryBytesPerRank)
    out["memory_bytes_per_rank"] = *cal.memoryBytesPerRank;
  if (!cal.machine.empty())
    out["machine"] = cal.machine;
  if (cal.gemmColdBytesPerS > 0)
    out["gemm_cold_bytes_per_s"] = cal.gemmColdBytesPerS;
  if (cal.elementwiseCachedBytesPerS > 0) {
    out["elementwise_cached_bytes_per_s"] = cal.elementwiseCachedBytesPerS;
    out["cache_bytes"] = cal.cacheBytes;
  }
  if (cal.stridedBytesPerS > 0)
    out["strided_bytes_per_s"] = cal.stridedBytesPerS;
  if (cal.stridedCachedBytesPerS > 0)
    out["strided_cached_bytes_per_s"] = cal.stridedCachedBytesPerS;
  return out;
}
