//===- PathOverlap.cpp - outputs that stay out of inputs' way -------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Support/PathOverlap.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace llvm;

std::string mlir::zero::resolvedPath(StringRef path) {
  SmallString<256> absolute(path);
  (void)sys::fs::make_absolute(absolute);
  sys::path::remove_dots(absolute, /*remove_dot_dot=*/true);
  // Walk up to the longest prefix that exists, resolve it, and put the
  // missing tail back.
  SmallString<256> existing(absolute);
  std::vector<std::string> tail;
  while (!existing.empty() && !sys::fs::exists(existing)) {
    tail.push_back(sys::path::filename(existing).str());
    StringRef parent = sys::path::parent_path(existing);
    if (parent == existing)
      break;
    existing = parent;
  }
  SmallString<256> real;
  if (sys::fs::real_path(existing, real))
    real = existing;
  for (auto it = tail.rbegin(); it != tail.rend(); ++it)
    sys::path::append(real, *it);
  return real.str().str();
}

namespace {

bool isDevice(StringRef path) {
  sys::fs::file_status status;
  if (sys::fs::status(path, status))
    return false;
  return status.type() != sys::fs::file_type::regular_file &&
         status.type() != sys::fs::file_type::directory_file;
}

/// Whether `inner` is `outer` or lies inside it.
bool within(StringRef inner, StringRef outer) {
  if (inner == outer)
    return true;
  if (!inner.starts_with(outer))
    return false;
  return outer.ends_with("/") || inner[outer.size()] == '/';
}

} // namespace

Error mlir::zero::checkPathOverlaps(ArrayRef<NamedPath> paths) {
  std::vector<std::string> resolved;
  std::vector<bool> skipped;
  for (const NamedPath &p : paths) {
    bool skip = p.path.empty() || p.path == "-" || isDevice(p.path);
    skipped.push_back(skip);
    resolved.push_back(skip ? std::string() : resolvedPath(p.path));
  }
  for (size_t o = 0; o < paths.size(); ++o) {
    if (!paths[o].isOutput || skipped[o])
      continue;
    for (size_t p = 0; p < paths.size(); ++p) {
      if (p == o || skipped[p] || (paths[p].isOutput && p < o))
        continue;
      const std::string &a = resolved[o], &b = resolved[p];
      bool same = a == b, aHoldsB = within(b, a), bHoldsA = within(a, b);
      if (!same && !aHoldsB && !bHoldsA)
        continue;
      // An output directory that is read on purpose (checkpoints resumed
      // from the directory they continue in).
      if ((aHoldsB && is_contained(paths[o].mayHold, paths[p].option)) ||
          (bHoldsA && is_contained(paths[p].mayHold, paths[o].option)))
        continue;
      std::string how = same      ? "are the same path"
                        : aHoldsB ? "overlap: the first holds the second"
                                  : "overlap: the second holds the first";
      std::string hint =
          paths[p].isOutput
              ? "; two outputs must not share a location"
              : "; an output must not overlap an input, which writing it "
                "could destroy";
      std::string spelled = resolved[o] != paths[o].path ||
                                    resolved[p] != paths[p].path
                                ? " (resolved: '" + a + "' and '" + b + "')"
                                : "";
      return createStringError(
          inconvertibleErrorCode(),
          paths[o].option + " '" + paths[o].path + "' and " +
              paths[p].option + " '" + paths[p].path + "' " + how + spelled +
              hint + "; name separate locations");
    }
  }
  return Error::success();
}
