//===- OutputFiles.h - outputs checked early, written whole --*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// A run's outputs (--dump, --metrics, --profile) are only written after the
// last step, so a typo in a path must be found before step 1, and a failed
// write must leave what was there before, never a mix of old and new:
//  - every path is checked at the start by creating (and removing) a
//    temporary file or directory next to it;
//  - a file is written to a temporary sibling and renamed into place
//    (llvm::sys::fs::TempFile); a device such as /dev/stdout is written in
//    place, since a rename would replace it;
//  - a dump directory is written as a temporary sibling directory, which
//    then replaces the old one by rename, so the set of files appears at
//    once.
// Every error names the path.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNNER_OUTPUTFILES_H
#define ZERO_RUNNER_OUTPUTFILES_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <functional>
#include <string>

namespace mlir {
namespace zero {
namespace runner {

/// Writes `path` through `write` into a temporary file that replaces `path`
/// only when everything was written; the error names the path.
llvm::Error writeFileAtomically(llvm::StringRef path,
                                llvm::function_ref<void(llvm::raw_ostream &)> write);

/// Fails, naming the path, unless a file can be created at `path` (its
/// directory exists and is writable and `path` is not a directory).
llvm::Error checkWritableFile(llvm::StringRef path);

/// Fails, naming the path, unless `dir` can be written as a dump directory:
/// its parent can be created and written, and `dir` is new or a directory
/// holding nothing but arg<i>.npy files (which a dump replaces; anything
/// else there is the user's and must not be deleted).
llvm::Error checkDumpDirectory(llvm::StringRef dir);

/// A dump directory under construction: files go to a temporary sibling of
/// `dir`; commit() puts the whole set in place of `dir`, and destruction
/// without commit removes it.
class DumpDirectory {
public:
  static llvm::Expected<DumpDirectory> create(llvm::StringRef dir);
  DumpDirectory(DumpDirectory &&other);
  ~DumpDirectory();

  /// The path of `name` inside the temporary directory.
  std::string pathOf(llvm::StringRef name) const;
  /// Replaces `dir` by the temporary directory.
  llvm::Error commit();

private:
  DumpDirectory() = default;
  std::string dir, staging;
};

} // namespace runner
} // namespace zero
} // namespace mlir

#endif // ZERO_RUNNER_OUTPUTFILES_H
