//===- RunOutputs.cpp - a run's outputs checked before it starts ----------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/RunOutputs.h"

#include "zero/Runner/OutputFiles.h"
#include "zero/Support/PathOverlap.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"

#include <cerrno>
#include <cstring>
#include <sys/statvfs.h>

using namespace llvm;
using namespace mlir::zero;
using namespace mlir::zero::runner;

static Error error(const Twine &message) {
  return createStringError(inconvertibleErrorCode(), message);
}

std::string runner::profilePath(StringRef prefix, int64_t rank) {
  return (prefix + ".rank" + Twine(rank) + ".json").str();
}

bool runner::resumesFromCheckpointDir(const TrainOptions &options) {
  if (options.resumeDir.empty() || options.checkpointDir.empty())
    return false;
  std::string dir = resolvedPath(options.checkpointDir),
              resume = resolvedPath(options.resumeDir);
  if (resume == dir)
    return true;
  // DIR/step-<K>: a checkpoint of the directory's run.
  static const Regex entry("^step-[0-9]+$");
  return sys::path::parent_path(resume) == dir &&
         entry.match(sys::path::filename(resume));
}

CheckpointOwnership runner::checkpointOwnership(const TrainOptions &options) {
  if (resumesFromCheckpointDir(options))
    return CheckpointOwnership::Continue;
  return options.checkpointOverwrite ? CheckpointOwnership::Overwrite
                                     : CheckpointOwnership::Fresh;
}

Error runner::checkOutputLocations(const TrainOptions &options,
                                   int64_t rank) {
  std::vector<NamedPath> paths = {
      {"the program", options.programPath, false, {}},
      {"--data", options.dataDir, false, {}},
      {"--init", options.initDir, false, {}},
      {"--resume", options.resumeDir, false, {}},
      {"--tokens", options.tokensPath, false, {}},
      {"--import", options.importPath, false, {}},
      {"--report", options.reportPath, false, {}},
      {"--cost-report", options.costReportPath, false, {}},
      // The one output read on purpose: a run resumes from the directory
      // it goes on writing.
      {"--checkpoint-dir", options.checkpointDir, true, {"--resume"}},
      {"--dump", options.dumpDir, true, {}},
      {"--export", options.exportPath, true, {}},
      {"--metrics", options.metricsPath, true, {}},
      {"--profile",
       options.profilePrefix.empty() ? ""
                                     : profilePath(options.profilePrefix, 0),
       true,
       {}},
  };
  auto named = [](StringRef option, Error err) {
    return error(option + ": " + toString(std::move(err)));
  };
  // Files first: a directory given where a file goes is said as such.
  if (rank == 0 && !options.exportPath.empty())
    if (Error err = checkWritableFile(options.exportPath))
      return named("--export", std::move(err));
  if (rank == 0 && !options.metricsPath.empty())
    if (Error err = checkWritableFile(options.metricsPath))
      return named("--metrics", std::move(err));
  if (!options.profilePrefix.empty())
    if (Error err =
            checkWritableFile(profilePath(options.profilePrefix, rank)))
      return named("--profile", std::move(err));
  if (Error err = checkPathOverlaps(paths))
    return err;
  if (options.checkpointOverwrite && options.checkpointDir.empty())
    return error("--checkpoint-overwrite takes over a --checkpoint-dir, but "
                 "none is given");

  // Creates the dump directory: only once nothing overlaps it.
  if (rank == 0 && !options.dumpDir.empty())
    if (Error err = checkDumpDirectory(options.dumpDir))
      return named("--dump", std::move(err));
  return Error::success();
}

Error runner::checkFreeSpace(StringRef option, StringRef path,
                             uint64_t bytes) {
  // The nearest existing directory holds the file system the output goes to.
  SmallString<256> where(path);
  (void)sys::fs::make_absolute(where);
  while (!sys::fs::is_directory(where) && sys::path::has_parent_path(where))
    where = sys::path::parent_path(where);
  struct statvfs fs;
  if (::statvfs(where.c_str(), &fs) != 0)
    return Error::success(); // unknowable: the write itself will tell
  uint64_t available = uint64_t(fs.f_bavail) * fs.f_frsize;
  if (available >= bytes)
    return Error::success();
  return error(option + " '" + path + "' needs " + Twine(bytes) +
               " bytes but its file system has " + Twine(available) +
               " bytes available; free space or choose another location");
}
