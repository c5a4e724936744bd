//===- OutputFile.cpp - outputs that never cost the user a file -----------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Support/OutputFile.h"

#include "llvm/Support/FileSystem.h"

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

bool mlir::zero::isWrittenInPlace(StringRef path) {
  if (path == "-")
    return true;
  sys::fs::file_status status;
  if (sys::fs::status(path, status))
    return false; // does not exist (yet): created atomically
  return status.type() != sys::fs::file_type::regular_file;
}

Error mlir::zero::writeOutputFile(StringRef path,
                                  std::function<Error(raw_ostream &)> write) {
  if (path != "-" && isWrittenInPlace(path)) {
    std::error_code ec;
    raw_fd_ostream os(path, ec);
    if (ec)
      return createFileError(path, ec);
    return write(os);
  }
  // Its errors name the path already.
  return writeToOutput(path, write);
}
