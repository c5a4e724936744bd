//===- Checkpoint.h - sharded, crash-safe training checkpoints --*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// A checkpoint is a directory `<dir>/step-<K>` holding one `rank<r>.bin` per
// rank (the rank's own shards of every parameter and optimizer state, as the
// step's `zero.shard` layout defines them) and `index.json`, which maps every
// logical tensor to the byte ranges of those files and records stage, world
// size, step, data position, hyper values and a CRC-32 per file. The format
// is documented in docs/Checkpoints.md.
//
// Writing is collective and crash-safe: the files go to `step-<K>.tmp`, are
// fsync'ed, and the directory becomes `step-<K>` by one rename only after
// every rank has written its file; this run's older checkpoints are removed
// after that, and nothing else (CheckpointDirectory.h).
//
// Reading needs no communication: every rank reads the index, checks every
// file's size and checksum, and assembles the full logical tensors, which the
// caller shards for its own stage and world size like initial values
// (makeRankBuffer). So a checkpoint resumes at any world size and stage.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNNER_CHECKPOINT_H
#define ZERO_RUNNER_CHECKPOINT_H

#include "zero/Runner/StepProgram.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mlir {
namespace zero {
namespace runner {

/// What a checkpoint records besides the tensors.
struct CheckpointProgress {
  /// Steps completed; the next step is step + 1.
  int64_t step = 0;
  /// Rows of each batch dataset consumed so far: the next global batch
  /// starts at this row (mod the dataset's rows), see fillMicroBatchAt.
  int64_t dataPosition = 0;
  /// --seed of the run (parameter init and the built-in dataset).
  uint64_t seed = 0;
  /// --hyper values as given ('step' included).
  std::vector<std::string> hypers;
};

/// Testing: how a rank dies while writing its checkpoint file.
struct CheckpointFault {
  /// 1-based step whose checkpoint is interrupted; -1: none.
  int64_t step = -1;
  int64_t rank = 0;
};

class CheckpointDirectory;
class RankContext;

/// Writes the checkpoint of this rank's `args` (following `sig`) after
/// `progress.step` steps to `<dir>/step-<K>`. Collective: every rank of
/// `ranks` calls it; rank 0 passes `owner`, the directory it opened for the
/// run (CheckpointDirectory.h), the others null. On error every rank returns
/// one (the failing rank's reason, or that another rank failed) and the
/// previous checkpoint stays.
llvm::Error writeCheckpoint(const RankContext &ranks, llvm::StringRef dir,
                            CheckpointDirectory *owner,
                            const StepSignature &sig,
                            const std::vector<RankBuffer> &args,
                            const CheckpointProgress &progress,
                            const CheckpointFault &fault = {});

/// A checkpoint read back for a program.
struct LoadedCheckpoint {
  /// The checkpoint's directory (`.../step-<K>`).
  std::string path;
  int64_t stage = -1;
  int64_t worldSize = 1;
  CheckpointProgress progress;
  /// The full logical tensor of each parameter and optimizer state argument
  /// of the program, indexed like its arguments (empty for the others).
  std::vector<std::vector<char>> logical;
};

/// The checkpoint in `dir`: `dir` itself when it holds index.json, else its
/// `step-<K>` with the largest K. Checks every file (present, size,
/// checksum) and that its tensors are `sig`'s parameters and optimizer state
/// (names, roles, dtypes, logical shapes); an error names the file and the
/// mismatch. Reads only.
llvm::Expected<LoadedCheckpoint> readCheckpoint(llvm::StringRef dir,
                                                const StepSignature &sig);

} // namespace runner
} // namespace zero
} // namespace mlir

#endif // ZERO_RUNNER_CHECKPOINT_H
