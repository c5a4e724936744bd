//===- PathOverlap.h - outputs that stay out of inputs' way -----*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// A tool's outputs must never land on its inputs or on each other: a dump
// into the data directory, a checkpoint directory inside the dump, an export
// over the program. checkPathOverlaps compares every output with every other
// path of the command line after resolving links (realpath of the part that
// exists, the rest normalized), and refuses a pair where one is the other or
// lies inside it, naming both options and both paths.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_SUPPORT_PATHOVERLAP_H
#define ZERO_SUPPORT_PATHOVERLAP_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace mlir {
namespace zero {

/// One path of a command line.
struct NamedPath {
  /// How the user gave it: "--dump", "the program".
  std::string option;
  std::string path;
  bool isOutput = false;
  /// Options whose paths may equal this one or lie inside it (an output
  /// directory that is also read on purpose: --checkpoint-dir and
  /// --resume).
  std::vector<std::string> mayHold;
};

/// `path` with links resolved: the real path of its longest existing
/// prefix, followed by the rest, normalized ("a/./b/../c" is "a/c").
std::string resolvedPath(llvm::StringRef path);

/// An error naming both options and paths if an output is, contains or lies
/// inside another of `paths` (empty paths, "-" and existing devices such as
/// /dev/stdout, which are written in place, are skipped).
llvm::Error checkPathOverlaps(llvm::ArrayRef<NamedPath> paths);

} // namespace zero
} // namespace mlir

#endif // ZERO_SUPPORT_PATHOVERLAP_H
