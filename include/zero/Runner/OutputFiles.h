//===- OutputFiles.h - outputs checked early, written whole --*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// A run's outputs (--dump, --export, --metrics, --profile) are only written
// after the last step, so a typo in a path must be found before step 1, and
// a failed write must leave what was there before, never a mix of old and
// new:
//  - every path is checked at the start by creating (and removing) a
//    temporary file next to it;
//  - every file is written by mlir::zero::writeFileAtomically (a temporary
//    sibling, fsync'ed, renamed into place; zero/Support/AtomicFile.h); a
//    device such as /dev/stdout is written in place;
//  - a dump directory only ever gains or atomically replaces the files a dump
//    names (arg<i>.npy); it is never replaced, moved or emptied, so a dump
//    into a directory of the user's costs nothing but those names.
// Every error names the path.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNNER_OUTPUTFILES_H
#define ZERO_RUNNER_OUTPUTFILES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>

namespace mlir {
namespace zero {
namespace runner {

/// Fails, naming the path, unless a file can be created at `path` (its
/// directory exists and is writable and `path` is not a directory).
llvm::Error checkWritableFile(llvm::StringRef path);

/// Without creating anything: fails unless `dir` is a directory or could be
/// created, its nearest existing ancestor being a directory this user may
/// write. The error names that ancestor.
llvm::Error checkCreatableDirectory(llvm::StringRef dir);

/// Fails, naming the path, unless `dir` can receive a dump: it is a
/// directory a file can be created in, or it could be created (it is not
/// created now: a run that fails to start leaves nothing behind).
llvm::Error checkDumpDirectory(llvm::StringRef dir);

/// Fails, naming the file, if `dir` holds a dump file (arg<i>.npy) that is
/// not among `names`, the files this run's dump writes: the directory would
/// end up holding a mix of two models. Nothing is deleted either way.
llvm::Error checkDumpContents(llvm::StringRef dir,
                              llvm::ArrayRef<std::string> names);

} // namespace runner
} // namespace zero
} // namespace mlir

#endif // ZERO_RUNNER_OUTPUTFILES_H
