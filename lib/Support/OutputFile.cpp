//===- OutputFile.cpp - outputs that never cost the user a file -----------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Support/OutputFile.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace llvm;

bool mlir::zero::isSameFile(StringRef a, StringRef b) {
  if (a == "-" || b == "-" || a.empty() || b.empty())
    return false;
  bool same = false;
  return !sys::fs::equivalent(a, b, same) && same;
}

Error mlir::zero::refuseInputAsOutput(StringRef output,
                                      ArrayRef<std::string> inputs,
                                      StringRef what) {
  for (const std::string &input : inputs)
    if (isSameFile(output, input))
      return createStringError(
          inconvertibleErrorCode(),
          what + " '" + output + "' names the input file '" + input +
              "', which writing it would destroy; name another file");
  return Error::success();
}

/// The tool's output; one per process, set before any pass runs.
static std::string &toolOutput() {
  static std::string path;
  return path;
}

void mlir::zero::setToolOutput(StringRef path) { toolOutput() = path.str(); }

/// `path` made absolute and without `.` and `..`, for comparing paths of
/// files that may not exist yet.
static SmallString<256> normalized(StringRef path) {
  SmallString<256> p(path);
  (void)sys::fs::make_absolute(p);
  sys::path::remove_dots(p, /*remove_dot_dot=*/true);
  return p;
}

Error mlir::zero::refuseToolOutput(StringRef path, StringRef what) {
  StringRef output = toolOutput();
  if (output.empty() || output == "-" || path == "-" || path.empty())
    return Error::success();
  if (!isSameFile(path, output) && normalized(path) != normalized(output))
    return Error::success();
  return createStringError(
      inconvertibleErrorCode(),
      what + " '" + path + "' is also the tool's output '" + output +
          "' (-o), which is written after the report and would replace it; "
          "name another file");
}
