//===- CheckpointIndex.h - a checkpoint index's own checks ------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// A checkpoint's index.json says where every tensor's bytes are; an edited
// number (an offset still inside its file, a step near 2^63) would load
// shifted parameters or resume at a negative step without a word. So the
// index carries a SHA-256 of its own content, and the reader checks every
// number's range and that the shards tile the tensors and the files exactly
// (docs/Checkpoints.md §2).
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNNER_CHECKPOINTINDEX_H
#define ZERO_RUNNER_CHECKPOINTINDEX_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace mlir {
namespace zero {
namespace runner {

/// The index's member holding its checksum.
constexpr llvm::StringLiteral kIndexChecksumKey = "index_sha256";

/// Bounds of the index's numbers: a step whose `step` hyper value (a double)
/// is exact, a data position that grows by a global batch per step for as
/// many steps without wrapping, and the world sizes a run can have.
constexpr int64_t kMaxCheckpointStep = int64_t(1) << 53;
constexpr int64_t kMaxDataPosition = int64_t(1) << 62;
constexpr int64_t kMaxCheckpointWorldSize = int64_t(1) << 20;

/// The hex SHA-256 of `index` without its checksum member, printed as
/// compact JSON with sorted keys (llvm::json's printing; Python:
/// json.dumps(sort_keys=True, separators=(",", ":"))).
std::string computeIndexChecksum(const llvm::json::Object &index);

/// Adds the checksum member to `index`.
void sealIndex(llvm::json::Object &index);

/// An error naming `path` unless `index` holds its own checksum.
llvm::Error checkIndexChecksum(const llvm::json::Object &index,
                               llvm::StringRef path);

/// Half-open ranges [begin, end) that must tile [0, total) exactly: an
/// error naming the first stretch in no range or in two. `unit` names what is
/// counted ("bytes", "elements"), `of` what they are of, `whole` the rule.
llvm::Error checkTiling(std::vector<std::pair<int64_t, int64_t>> ranges,
                        int64_t total, llvm::StringRef unit,
                        llvm::StringRef of, llvm::StringRef path);

} // namespace runner
} // namespace zero
} // namespace mlir

#endif // ZERO_RUNNER_CHECKPOINTINDEX_H
