//===- CostCalibration.h - the cost model's machine rates -------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// The rates the cost model (CostModel.h) uses and the JSON calibration file
// `zero-run --calibrate` writes them to: reading, validating and writing
// it. The keys are spelled out in docs/CostModel.md.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_ANALYSIS_COSTCALIBRATION_H
#define ZERO_DIALECT_ZERO_ANALYSIS_COSTCALIBRATION_H

#include "zero/Dialect/Zero/Analysis/CommBytes.h"
#include "zero/Dialect/Zero/IR/ZeroOps.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <array>
#include <string>

namespace mlir {
namespace zero {

/// Alpha-beta parameters of one collective kind: a collective with `steps`
/// ring steps that sends `bytes` per rank takes alpha * steps + bytes / beta.
struct CollectiveRates {
  double alphaS = 5e-6;
  double betaBytesPerS = 1e9;
};

/// One offload store's transfers (zero.fetch / zero.writeback): a transfer
/// of `bytes` takes latency + bytes / rate, on the calling thread for a
/// blocking one (latencyS), on the I/O threads for a `_start`
/// (asyncLatencyS: the hand-off to an I/O thread and back to the wait,
/// which dominates a step's many small transfers).
struct StoreRates {
  double latencyS = 2e-5;
  double asyncLatencyS = 5e-5;
  double readBytesPerS = 2e9;
  double writeBytesPerS = 1e9;
};

/// The stores, indexed by StoreKind.
constexpr size_t kNumStoreKinds = getMaxEnumValForStoreKind() + 1;

/// The machine rates the model uses. Defaults (used without a calibration
/// file, and for every key a file leaves out) are those of docs/CostModel.md.
struct CostCalibration {
  /// GEMM throughput (linalg.matmul, batch_matmul and other contractions).
  double gemmFlopsPerS = 1e10;
  /// Bandwidth of every other compute op (loops over tensors).
  double elementwiseBytesPerS = 2e9;
  /// Bandwidth of such a loop when the bytes it moves fit in `cacheBytes`
  /// (a core's L2 cache): a step's small tensors are read where the op
  /// before left them. 0: no cached tier, every loop at
  /// elementwiseBytesPerS.
  double elementwiseCachedBytesPerS = 0;
  /// The most bytes a loop may move and run at elementwiseCachedBytesPerS.
  double cacheBytes = 0;
  /// The two bandwidths of a loop whose innermost loop walks an operand
  /// with a stride (hasStridedInnerLoop: a transposing copy). 0: such loops
  /// run at the bandwidths above.
  double stridedBytesPerS = 0;
  double stridedCachedBytesPerS = 0;
  /// Fixed cost of every compute op that does work (call, allocation).
  double overheadS = 1e-6;
  /// Fixed cost of one GEMM call (the intercept of the GEMM fit): small
  /// GEMMs run below the rate of large ones.
  double gemmOverheadS = 1e-6;
  /// What a GEMM's operands cost on top of its FLOPs when they come from
  /// beyond the cache, as a step's do (tensors other ops wrote long
  /// before): bytes of A, B and C per second. 0: nothing (GEMMs at
  /// gemmFlopsPerS, which is measured on operands in cache).
  double gemmColdBytesPerS = 0;
  /// CPU seconds one asynchronous collective takes from compute (posting,
  /// polling, completing it: the runtime does that work on the thread that
  /// computes, between its kernels). zero-run --calibrate measures it on
  /// more than one rank. Charged to the compute timeline at each `_start`.
  double asyncCollectiveCpuS = 0;
  /// And what grows with its bytes (ring bytes per rank, as betaBytesPerS
  /// counts them): bytes per CPU second. 0: nothing per byte.
  double asyncCollectiveCpuBytesPerS = 0;
  /// Seconds per evaluation of a scalar op in a loop body, keyed by op name
  /// ("math.powf", "math.exp", "arith.divf", ...): what the op costs on top
  /// of the loop's bytes. Ops without an entry cost nothing extra.
  llvm::StringMap<double> scalarOpS;
  /// Per collective kind, indexed by CollectiveKind: collectives inside a
  /// node, and every collective of a step that records no nodes.
  std::array<CollectiveRates, kNumCollectiveKinds> collectives;
  /// The same for collectives between nodes (NetworkTier::InterNode), where
  /// the calibration has them (`hasInterNode`); else those above.
  std::array<CollectiveRates, kNumCollectiveKinds> interNodeCollectives;
  bool hasInterNode = false;
  /// The nodes the rates were measured on (`ranks_per_node`): a step that
  /// records none of its own has its collectives classified by these.
  std::optional<int64_t> ranksPerNode;
  /// Whether an inter-node collective's bytes leave through one link per
  /// node, which the node's ranks share (a cluster's network cards), or
  /// through a link of each rank's own (zero-run's emulated network, and so
  /// a calibration measured on it). Per node, a rank's collective takes as
  /// long as the bytes all of its node's ranks send across at once
  /// (getNodeLinkShare): the other ranks run the same program.
  bool interNodeLinkPerNode = false;
  /// Whether every contraction (linalg's contraction interface: matmuls,
  /// batched and permuted ones, in any element type) runs as a GEMM, as on
  /// a GPU whose BLAS takes them all; else only those zero's CPU lowering
  /// sends to BLAS (f32, strided). Set by a cluster description.
  bool gemmForAllContractions = false;
  /// The machine's ranks (a cluster description's nodes x GPUs per node):
  /// a step for more is refused.
  std::optional<int64_t> clusterWorldSize;
  /// Memory of one rank (a GPU's), where known: the cost report says
  /// whether the step's static peak fits it.
  std::optional<int64_t> memoryBytesPerRank;
  /// The machine's name (informational).
  std::string machine;
  /// Per store kind, indexed by StoreKind (defaults: host memory copies at
  /// 5 GB/s, a file store through the page cache at the struct's rates).
  std::array<StoreRates, kNumStoreKinds> stores = {
      StoreRates{2e-6, 3e-5, 5e9, 5e9}, StoreRates{}};
  /// Where the rates came from: a file name, or "defaults".
  std::string source = "defaults";

  const CollectiveRates &getRates(CollectiveKind kind) const {
    return collectives[static_cast<size_t>(kind)];
  }
  CollectiveRates &getRates(CollectiveKind kind) {
    return collectives[static_cast<size_t>(kind)];
  }
  /// The rates of a collective of `kind` whose bytes cross `tier`.
  const CollectiveRates &getRates(CollectiveKind kind, NetworkTier tier) const {
    return (tier == NetworkTier::InterNode && hasInterNode
                ? interNodeCollectives
                : collectives)[static_cast<size_t>(kind)];
  }
  const StoreRates &getRates(StoreKind kind) const {
    return stores[static_cast<size_t>(kind)];
  }
  StoreRates &getRates(StoreKind kind) {
    return stores[static_cast<size_t>(kind)];
  }
};

/// Reads a calibration from JSON text. `name` appears in error messages,
/// which name the key, what was expected and what was found.
llvm::Expected<CostCalibration> parseCostCalibration(llvm::StringRef text,
                                                     llvm::StringRef name);
/// Reads a calibration file; an empty path gives the defaults.
llvm::Expected<CostCalibration> loadCostCalibration(llvm::StringRef path);
/// The calibration in the file format parseCostCalibration reads.
llvm::json::Object toJSON(const CostCalibration &calibration);

} // namespace zero
} // namespace mlir

#endif // ZERO_DIALECT_ZERO_ANALYSIS_COSTCALIBRATION_H
