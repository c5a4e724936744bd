//===- ClusterDescription.cpp - a cluster's rates for the cost model ------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// A cluster description gives a machine zero-run cannot calibrate from
// here: GPUs with a matmul rate and memory, nodes of them, and two network
// tiers. The cost model then predicts steps (shape-only ones from
// zero-trace, up to 1T parameters) on it. The rates that follow are spelled
// out in docs/CostModel.md §6.
//
//===----------------------------------------------------------------------===//

#include "CalibrationJSON.h"

#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace mlir::zero;
using namespace mlir::zero::calibration_json;

/// The latency and bandwidth of one network tier, as the alpha and beta of
/// every collective kind.
static llvm::Error
readTier(const llvm::json::Object &cluster, llvm::StringRef key,
         llvm::StringRef name,
         std::array<CollectiveRates, kNumCollectiveKinds> &out) {
  llvm::Expected<const llvm::json::Object *> tier = getRequiredObject(
      cluster, key, "cluster.", name, "bandwidth_bytes_per_s and latency_s");
  if (!tier)
    return tier.takeError();
  std::string path = ("cluster." + key + ".").str();
  if (llvm::Error err = checkKeys(**tier, {"bandwidth_bytes_per_s",
                                           "latency_s"},
                                  path, name))
    return err;
  CollectiveRates rates;
  if (llvm::Error err = readRequiredRate(**tier, "bandwidth_bytes_per_s", path,
                                         /*positive=*/true, name,
                                         rates.betaBytesPerS))
    return err;
  if (llvm::Error err = readRequiredRate(**tier, "latency_s", path,
                                         /*positive=*/false, name,
                                         rates.alphaS))
    return err;
  out.fill(rates);
  return llvm::Error::success();
}

llvm::Expected<CostCalibration>
mlir::zero::parseClusterDescription(const llvm::json::Object &cluster,
                                    llvm::StringRef name) {
  if (llvm::Error err = checkKeys(cluster,
                                  {"name", "notes", "gpus_per_node", "nodes",
                                   "gpu", "intra_node", "inter_node"},
                                  "cluster.", name))
    return std::move(err);
  CostCalibration cal;
  if (const llvm::json::Value *machine = cluster.get("name")) {
    std::optional<llvm::StringRef> text = machine->getAsString();
    if (!text)
      return makeError(name, "cluster.name must be a string");
    cal.machine = text->str();
  }
  cal.source = ("cluster '" + name + "'").str();

  if (!cluster.get("gpus_per_node"))
    return makeError(name, "missing cluster.gpus_per_node (a whole number "
                           "> 0)");
  if (llvm::Error err =
          readCount(cluster, "gpus_per_node", "cluster.", name,
                    cal.ranksPerNode))
    return std::move(err);
  std::optional<int64_t> nodes;
  if (llvm::Error err = readCount(cluster, "nodes", "cluster.", name, nodes))
    return std::move(err);
  if (nodes) {
    std::optional<int64_t> gpus = llvm::checkedMul(*nodes, *cal.ranksPerNode);
    if (!gpus)
      return makeError(name, "cluster.nodes x cluster.gpus_per_node does not "
                             "fit in 64 bits");
    cal.clusterWorldSize = gpus;
  }

  llvm::Expected<const llvm::json::Object *> gpu =
      getRequiredObject(cluster, "gpu", "cluster.", name,
                        "matmul_flops_per_s and memory_bytes_per_s");
  if (!gpu)
    return gpu.takeError();
  if (llvm::Error err = checkKeys(**gpu,
                                  {"matmul_flops_per_s", "memory_bytes_per_s",
                                   "memory_bytes", "kernel_overhead_s"},
                                  "cluster.gpu.", name))
    return std::move(err);
  if (llvm::Error err =
          readRequiredRate(**gpu, "matmul_flops_per_s", "cluster.gpu.", true,
                           name, cal.gemmFlopsPerS))
    return std::move(err);
  // Every loop streams its operands from the GPU's memory: no cache tier,
  // and no scalar op costs (a GPU's loops are bound by memory, not by their
  // arithmetic).
  if (llvm::Error err =
          readRequiredRate(**gpu, "memory_bytes_per_s", "cluster.gpu.", true,
                           name, cal.elementwiseBytesPerS))
    return std::move(err);
  if (llvm::Error err = readCount(**gpu, "memory_bytes", "cluster.gpu.", name,
                                  cal.memoryBytesPerRank))
    return std::move(err);
  // A kernel launch: what every op costs before it moves a byte.
  double kernelOverheadS = 5e-6;
  if (llvm::Error err = readRate(**gpu, "kernel_overhead_s", "cluster.gpu.",
                                 false, name, kernelOverheadS))
    return std::move(err);
  cal.overheadS = cal.gemmOverheadS = kernelOverheadS;
  cal.gemmForAllContractions = true;

  // The network: NCCL runs collectives on streams of their own, so they
  // take nothing from compute (asyncCollectiveCpuS stays 0).
  if (llvm::Error err = readTier(cluster, "intra_node", name, cal.collectives))
    return std::move(err);
  if (llvm::Error err =
          readTier(cluster, "inter_node", name, cal.interNodeCollectives))
    return std::move(err);
  cal.hasInterNode = true;
  cal.interNodeLinkPerNode = true;
  return cal;
}
