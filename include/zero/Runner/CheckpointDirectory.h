//===- CheckpointDirectory.h - one run owns a checkpoint dir ----*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// A --checkpoint-dir belongs to one training run, and zero deletes only what
// that run wrote there (docs/Checkpoints.md, "Who owns a directory"):
//  - `zero-checkpoints.json`, the manifest, records the run's id and every
//    entry (`step-<K>`, and `step-<K>.tmp` while it is being written) the run
//    created; it is rewritten atomically before an entry appears and after
//    one goes;
//  - `zero-checkpoints.lock` is locked (fcntl, so NFS too) by rank 0 from the
//    start of the run to its end and names the holder (pid, host, run id):
//    a second run into the directory is refused with that line;
//  - removing an entry unlinks only the files a checkpoint consists of
//    (index.json, rank<r>.bin, their temporaries) that are plain files,
//    then removes the directory if it is empty: never a link's target,
//    never anything recursively;
//  - a run that does not continue the directory's run (no --resume from it)
//    is refused while the directory holds that run's checkpoints, unless
//    --checkpoint-overwrite, which takes over the checkpoints zero
//    recognises as its own format (a directory of exactly those files with a
//    zero-checkpoint index) and removes them once its first checkpoint is
//    published; anything else stays.
// Only rank 0 opens one; the other ranks write their files into the
// `step-<K>.tmp` that rank 0 prepared.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNNER_CHECKPOINTDIRECTORY_H
#define ZERO_RUNNER_CHECKPOINTDIRECTORY_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace zero {
namespace runner {

/// How a run relates to the checkpoints already in its directory.
enum class CheckpointOwnership {
  /// A new run: the directory must hold no other run's checkpoints.
  Fresh,
  /// --resume from this directory: the run continues the one that owns it.
  Continue,
  /// --checkpoint-overwrite: the run takes over zero's checkpoints there.
  Overwrite,
};

class CheckpointDirectory {
public:
  /// Creates `dir` if needed, locks it for this process and reads its
  /// manifest; an error names the directory and, for a locked one, the
  /// holder.
  static llvm::Expected<std::unique_ptr<CheckpointDirectory>>
  open(llvm::StringRef dir, CheckpointOwnership ownership);
  /// What open would refuse, found without creating, locking or writing
  /// anything: before a run's work, when an error must leave no trace.
  static llvm::Error check(llvm::StringRef dir, CheckpointOwnership ownership);
  ~CheckpointDirectory();

  const std::string &path() const { return dir; }
  const std::string &runId() const { return id; }
  /// Entries this run owns, in the order they appeared.
  const std::vector<std::string> &entries() const { return owned; }

  /// Before the checkpoint of `step` is written: records `step-<K>.tmp` as
  /// this run's, removes a leftover of it, and creates it empty.
  llvm::Error prepare(int64_t step);
  /// Once every file of `step-<K>.tmp` is written and synced: renames it to
  /// `step-<K>` (this run's earlier `step-<K>` moved aside first), then
  /// removes this run's other entries.
  llvm::Error publish(int64_t step);

  /// The last published `step-<K>` the manifest of `dir` lists that still
  /// exists; none without a manifest. Reads only (no lock).
  static std::optional<std::string> latestCheckpoint(llvm::StringRef dir);

  /// The names zero gives a checkpoint's entries.
  static std::string stepName(int64_t step);
  static std::string tmpName(int64_t step);

private:
  CheckpointDirectory() = default;
  static llvm::Expected<std::unique_ptr<CheckpointDirectory>>
  openOrCheck(llvm::StringRef dir, CheckpointOwnership ownership, bool create);
  std::string pathOf(llvm::StringRef name) const;
  llvm::Error writeManifest();
  llvm::Error removeEntry(const std::string &name);

  std::string dir, id;
  std::vector<std::string> owned;
  int lockFd = -1;
};

} // namespace runner
} // namespace zero
} // namespace mlir

#endif // ZERO_RUNNER_CHECKPOINTDIRECTORY_H
