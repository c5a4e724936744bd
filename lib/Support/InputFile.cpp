//===- InputFile.cpp - inputs that cannot hang a run ----------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Support/InputFile.h"

#include "llvm/Support/FileSystem.h"

using namespace llvm;

static StringRef kindOf(sys::fs::file_type type) {
  switch (type) {
  case sys::fs::file_type::directory_file:
    return "a directory";
  case sys::fs::file_type::fifo_file:
    return "a named pipe (FIFO)";
  case sys::fs::file_type::character_file:
    return "a character device";
  case sys::fs::file_type::block_file:
    return "a block device";
  case sys::fs::file_type::socket_file:
    return "a socket";
  default:
    return "not a regular file";
  }
}

Error mlir::zero::checkRegularFile(StringRef path) {
  sys::fs::file_status status;
  if (sys::fs::status(path, status))
    return Error::success();
  if (status.type() == sys::fs::file_type::regular_file)
    return Error::success();
  return createStringError(inconvertibleErrorCode(),
                           "'" + path + "' is " + kindOf(status.type()) +
                               ", not a regular file");
}
