//===- RunOutputs.h - a run's outputs checked before it starts --*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// zero-run writes its outputs (--checkpoint-dir, --dump, --export,
// --metrics, --profile) during or after the run, so everything that can be
// known about them is checked before the program is compiled: no output may
// overlap an input or another output (PathOverlap.h), each location must be
// creatable and writable and of the right kind (a directory where one is
// needed, a file where one is), and the checkpoint directory must be free
// for this run (CheckpointDirectory.h). Once the program's sizes are known,
// the free space of each location is compared with what the first write
// needs. A 300-step run must not end with nothing saved.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNNER_RUNOUTPUTS_H
#define ZERO_RUNNER_RUNOUTPUTS_H

#include "zero/Runner/CheckpointDirectory.h"
#include "zero/Runner/Trainer.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>

namespace mlir {
namespace zero {
namespace runner {

/// `<prefix>.rank<r>.json`, rank r's --profile file.
std::string profilePath(llvm::StringRef prefix, int64_t rank);

/// Whether --resume names --checkpoint-dir itself or one of its entries:
/// the run continues the one that owns the directory.
bool resumesFromCheckpointDir(const TrainOptions &options);

/// How this run may use its --checkpoint-dir.
CheckpointOwnership checkpointOwnership(const TrainOptions &options);

/// The checks of this rank's outputs that need no program: overlaps (every
/// rank checks the same paths, so each prints the same error), then the
/// locations rank `rank` writes. An error names the option and the path.
llvm::Error checkOutputLocations(const TrainOptions &options, int64_t rank);

/// An error naming `option`, `path` and both numbers if the file system of
/// `path` (or of its nearest existing parent) has fewer than `bytes` bytes
/// available to this user.
llvm::Error checkFreeSpace(llvm::StringRef option, llvm::StringRef path,
                           uint64_t bytes);

} // namespace runner
} // namespace zero
} // namespace mlir

#endif // ZERO_RUNNER_RUNOUTPUTS_H
