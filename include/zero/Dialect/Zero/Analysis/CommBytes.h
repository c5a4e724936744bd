//===- CommBytes.h - ring bytes one rank sends per step ---------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// The comm bytes zero-memory-report prints and the cost model charges. The
// runtime counts the same quantity (zero_rt_ring_bytes), so the formulas
// are spelled out here and in docs/Passes.md.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_ANALYSIS_COMMBYTES_H
#define ZERO_DIALECT_ZERO_ANALYSIS_COMMBYTES_H

#include "zero/Dialect/Zero/IR/ZeroOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <array>
#include <optional>

namespace mlir {
namespace zero {

/// The links a collective's bytes cross on a machine of nodes: inside a
/// node (NVLink, shared memory) or between nodes (the network). The values
/// are the runtime's zero_rt_tier_t.
enum class NetworkTier { IntraNode = 0, InterNode = 1 };
constexpr size_t kNumNetworkTiers = 2;

/// "intra_node" or "inter_node": the reports' keys.
StringRef stringifyNetworkTier(NetworkTier tier);

/// The tier of a collective over `group` on a machine of nodes of
/// `ranksPerNode` consecutive ranks: intra-node when the group lies in one
/// node, i.e. when its span (size * stride; the job for a world collective)
/// divides the node.
NetworkTier getNetworkTier(RankGroup group, int64_t ranksPerNode);

/// The bytes that leave a node through its one inter-node link (a
/// cluster's network cards) for an inter-node collective over `group`, per
/// byte of one rank's count (getCollectiveBytes), when every rank of the
/// node runs the collective at once on its own group (the groups of one
/// collective tile the world). A ring enters and leaves each node once and
/// carries one rank's bytes there; the node's ranks lie in
/// ranksPerNode / k different groups, k = the group's ranks in one node.
/// An all-to-all (`allToAll`: a quantized reduce_scatter) sends each of the
/// node's ranks' chunks for the group's m - k ranks elsewhere across:
/// ranksPerNode (m - k) / (m - 1).
double getNodeLinkShare(RankGroup group, int64_t ranksPerNode, bool allToAll);

/// The nodes of `ranksPerNode` consecutive ranks that a group reaches: 1
/// inside a node; a ring over the group crosses between nodes that many
/// times.
int64_t getNodesSpanned(RankGroup group, int64_t ranksPerNode);

/// `zero.ranks_per_node` of `op` or an enclosing op; nullopt without one
/// (the reports then have one tier).
std::optional<int64_t> lookupRanksPerNode(Operation *op);

/// Bytes per collective kind, and per network tier where the step records
/// its node size.
struct CommBytesByKind {
  std::array<int64_t, kNumCollectiveKinds> bytes{};
  std::array<int64_t, kNumNetworkTiers> byTier{};
  /// The step's `zero.ranks_per_node`; `byTier` is meaningful only with it.
  std::optional<int64_t> ranksPerNode;

  int64_t &operator[](CollectiveKind kind) {
    return bytes[static_cast<size_t>(kind)];
  }
  int64_t operator[](CollectiveKind kind) const {
    return bytes[static_cast<size_t>(kind)];
  }
  /// The bytes of every kind together.
  int64_t getTotal() const;
};

/// Bytes one rank sends per step with ring collectives, per collective kind
/// (`all_gather`, `reduce_scatter`, `all_reduce`), summed over every
/// collective in `func` (each op counted once, also inside loops): with a
/// bucket of n elements of b bytes on N ranks and s = ceil(n/N),
/// all_gather and reduce_scatter send (N-1)*s*b, all_reduce 2*(N-1)*s*b; a
/// quantized one (N-1) times the quantized bytes of s elements.
CommBytesByKind computeCommBytes(func::FuncOp func);

/// What one collective op sends per rank, by the rules of computeCommBytes.
struct CollectiveBytes {
  /// Async forms count as their blocking form.
  CollectiveKind kind = CollectiveKind::AllGather;
  int64_t bytes = 0;
  int64_t worldSize = 1;
  /// Intra-node unless the enclosing step records a node size its group
  /// does not fit in.
  NetworkTier tier = NetworkTier::IntraNode;
};

/// The kind and ring bytes of `op` if it is a zero collective (blocking or
/// `_start`); nullopt for any other op. computeCommBytes sums these. Bytes
/// that do not fit in int64 saturate; verifyByteCountsFit refuses a program
/// with such a collective before any report prints them.
std::optional<CollectiveBytes> getCollectiveBytes(Operation *op);

/// Bytes of `count` elements quantized by `quantize` as the runtime sends
/// them (zero_rt_quantized_bytes): an f32 scale per block, then the values
/// (a byte each at 8 bits, two per byte at 4).
int64_t getQuantizedBytes(int64_t count, QuantizeAttr quantize);

/// The ring bytes of a zero collective (0 for any other op), or nullopt
/// where they do not fit in int64.
std::optional<int64_t> getCheckedCollectiveBytes(Operation *op);

} // namespace zero
} // namespace mlir

#endif // ZERO_DIALECT_ZERO_ANALYSIS_COMMBYTES_H
