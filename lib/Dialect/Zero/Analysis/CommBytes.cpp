//===- CommBytes.cpp - ring bytes one rank sends per step -----------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/CommBytes.h"
#include "zero/Dialect/Zero/Analysis/CollectiveBuffers.h"
#include "zero/Dialect/Zero/Analysis/TensorBytes.h"

#include "zero/runtime/comm.h"
#include "zero/runtime/store.h"

#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>

#include <limits>

using namespace mlir;
using namespace mlir::zero;

// The runtime counts collectives per zero_rt_collective_kind_t; the
// compiler's kinds are the same values.
static_assert(static_cast<int>(CollectiveKind::AllGather) ==
              ZERO_RT_COLLECTIVE_ALL_GATHER);
static_assert(static_cast<int>(CollectiveKind::ReduceScatter) ==
              ZERO_RT_COLLECTIVE_REDUCE_SCATTER);
static_assert(static_cast<int>(CollectiveKind::AllReduce) ==
              ZERO_RT_COLLECTIVE_ALL_REDUCE);
static_assert(kNumCollectiveKinds == ZERO_RT_COLLECTIVE_KIND_COUNT);
static_assert(static_cast<int>(NetworkTier::IntraNode) == ZERO_RT_TIER_INTRA);
static_assert(static_cast<int>(NetworkTier::InterNode) == ZERO_RT_TIER_INTER);
static_assert(kNumNetworkTiers == ZERO_RT_TIER_COUNT);

StringRef mlir::zero::stringifyNetworkTier(NetworkTier tier) {
  return tier == NetworkTier::IntraNode ? "intra_node" : "inter_node";
}

NetworkTier mlir::zero::getNetworkTier(RankGroup group, int64_t ranksPerNode) {
  // A group of one rank sends nothing; it lies on its one node.
  return group.size == 1 || ranksPerNode % group.getSpan() == 0
             ? NetworkTier::IntraNode
             : NetworkTier::InterNode;
}

/// The ranks of a group over `group` in its first node: those j * stride
/// < ranksPerNode.
static int64_t getRanksInNode(RankGroup group, int64_t ranksPerNode) {
  int64_t stride = static_cast<int64_t>(group.stride.value_or(1));
  return std::min(group.size, llvm::divideCeilSigned(ranksPerNode, stride));
}

int64_t mlir::zero::getNodesSpanned(RankGroup group, int64_t ranksPerNode) {
  return llvm::divideCeilSigned(group.size,
                                getRanksInNode(group, ranksPerNode));
}

double mlir::zero::getNodeLinkShare(RankGroup group, int64_t ranksPerNode,
                                    bool allToAll) {
  int64_t inNode = getRanksInNode(group, ranksPerNode);
  if (group.size <= inNode)
    return 1.0; // the group lies in one node: nothing crosses
  if (allToAll)
    return double(ranksPerNode) * double(group.size - inNode) /
           double(group.size - 1);
  return double(ranksPerNode) / double(inNode);
}

std::optional<int64_t> mlir::zero::lookupRanksPerNode(Operation *op) {
  for (; op; op = op->getParentOp())
    if (auto attr =
            op->getAttrOfType<IntegerAttr>(ZeroDialect::kRanksPerNodeAttrName))
      return attr.getInt();
  return std::nullopt;
}
// The runtime counts store bytes per zero_rt_store_kind_t, the dialect's
// StoreKind values.
static_assert(static_cast<int>(StoreKind::Host) == ZERO_RT_STORE_HOST);
static_assert(static_cast<int>(StoreKind::File) == ZERO_RT_STORE_FILE);
static_assert(getMaxEnumValForStoreKind() + 1 == ZERO_RT_STORE_KIND_COUNT);

/// Bytes of a bucket's shard on `worldSize` ranks; nullopt where they do
/// not fit in int64.
static std::optional<int64_t> shardBytes(TypeRange bucket, int64_t worldSize) {
  if (bucket.empty())
    return 0;
  Type element = cast<ShapedType>(bucket.front()).getElementType();
  std::optional<int64_t> elements = getCheckedTotalElements(bucket);
  if (!elements)
    return std::nullopt;
  return llvm::checkedMul(getShardNumElements(*elements, worldSize),
                          getElementBytes(element));
}

int64_t mlir::zero::getQuantizedBytes(int64_t count, QuantizeAttr quantize) {
  int64_t block = quantize.getBlock();
  int64_t scales = count / block + (count % block != 0);
  int64_t values = quantize.getBits() == 8 ? count : (count + 1) / 2;
  return 4 * scales + values;
}

/// The bytes one rank sends for `collective` with ring algorithms; nullopt
/// where they do not fit in int64.
static std::optional<int64_t> ringBytes(CollectiveOpInterface collective) {
  int64_t n = collective.getWorldSize();
  // Quantized: every other rank's segment (an all_gather's shards, a
  // reduce_scatter's chunks, one shard long each) as the runtime packs it.
  if (QuantizeAttr quantize = collective.getQuantizeAttr()) {
    std::optional<int64_t> shard =
        getCheckedTotalElements(collective.getShardTypes());
    if (!shard)
      return std::nullopt;
    return llvm::checkedMul(n - 1, getQuantizedBytes(*shard, quantize));
  }
  auto times = [](int64_t factor, std::optional<int64_t> bytes) {
    return bytes ? llvm::checkedMul(factor, *bytes) : std::nullopt;
  };
  // A grouped bucket sends each tensor's shard: N times their bytes is
  // what it packs rank-major.
  if (collective.isGroupedBucket()) {
    std::optional<int64_t> rankMajor = getCheckedRankMajorBytes(collective);
    return rankMajor ? std::optional<int64_t>(*rankMajor / n * (n - 1))
                     : std::nullopt;
  }
  switch (collective.getCollectiveKind()) {
  case CollectiveKind::AllGather:
    return times(n - 1, getCheckedTensorBytes(collective.getShardTypes()[0]));
  case CollectiveKind::ReduceScatter:
    return times(n - 1, shardBytes(collective.getBucketTypes(), n));
  case CollectiveKind::AllReduce:
    return times(2, times(n - 1, shardBytes(collective.getBucketTypes(), n)));
  }
  llvm_unreachable("unknown collective kind");
}

std::optional<int64_t> mlir::zero::getCheckedCollectiveBytes(Operation *op) {
  auto collective = dyn_cast<CollectiveOpInterface>(op);
  if (!collective)
    return 0;
  return ringBytes(collective);
}

std::optional<CollectiveBytes> mlir::zero::getCollectiveBytes(Operation *op) {
  auto collective = dyn_cast<CollectiveOpInterface>(op);
  if (!collective)
    return std::nullopt;
  CollectiveBytes result;
  result.worldSize = collective.getWorldSize();
  result.kind = collective.getCollectiveKind();
  result.bytes =
      ringBytes(collective).value_or(std::numeric_limits<int64_t>::max());
  if (std::optional<int64_t> ranksPerNode = lookupRanksPerNode(op))
    result.tier = getNetworkTier(RankGroup::of(collective), *ranksPerNode);
  return result;
}

int64_t CommBytesByKind::getTotal() const {
  int64_t total = 0;
  for (int64_t kindBytes : bytes)
    total += kindBytes;
  return total;
}

CommBytesByKind mlir::zero::computeCommBytes(func::FuncOp func) {
  CommBytesByKind bytes;
  bytes.ranksPerNode = lookupRanksPerNode(func);
  func.walk([&](Operation *op) {
    if (std::optional<CollectiveBytes> c = getCollectiveBytes(op)) {
      bytes[c->kind] += c->bytes;
      bytes.byTier[static_cast<size_t>(c->tier)] += c->bytes;
    }
  });
  return bytes;
}
