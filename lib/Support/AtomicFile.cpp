//===- AtomicFile.cpp - the one way zero writes a file --------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Support/AtomicFile.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

using namespace llvm;

namespace {

Error cannotWrite(StringRef path, const Twine &cause) {
  return createStringError(inconvertibleErrorCode(),
                           "cannot write '" + path + "': " + cause);
}

/// Runs `write` on `os`, then flushes; a stream error becomes an Error with
/// the path and is cleared, since a stream destroyed with an error pending
/// ends the process ("IO failure on output stream", no path).
Error writeStream(StringRef path, raw_fd_ostream &os,
                  function_ref<Error(raw_ostream &)> write) {
  Error written = write(os);
  os.flush();
  if (os.has_error()) {
    std::error_code ec = os.error();
    os.clear_error();
    consumeError(std::move(written));
    return cannotWrite(path, ec.message());
  }
  return written;
}

/// fsync that tolerates file systems without it (EINVAL: pipes, some
/// pseudo file systems).
bool syncFd(int fd) { return ::fsync(fd) == 0 || errno == EINVAL; }

/// The temporary file beside `path`, handed to `fill`, then synced and
/// renamed over `path`. Removed on every failure.
Error replaceThroughTemp(StringRef path,
                         function_ref<Error(int fd, StringRef temp)> fill) {
  int fd = -1;
  SmallString<256> temp;
  if (std::error_code ec =
          sys::fs::createUniqueFile(path + ".tmp-%%%%%%", fd, temp))
    return cannotWrite(path, ec.message());
  bool kept = false;
  auto removeTemp = make_scope_exit([&] {
    if (fd >= 0)
      ::close(fd);
    if (!kept)
      (void)sys::fs::remove(temp);
  });
  if (Error err = fill(fd, temp))
    return err;
  if (!syncFd(fd))
    return cannotWrite(path, std::strerror(errno));
  int rc = ::close(fd);
  fd = -1;
  if (rc != 0)
    return cannotWrite(path, std::strerror(errno));
  if (std::error_code ec = sys::fs::rename(temp, path))
    return cannotWrite(path, ec.message());
  kept = true;
  StringRef parent = sys::path::parent_path(path);
  return mlir::zero::syncDirectory(parent.empty() ? "." : parent);
}

} // namespace

// Directories are not written in place: writing one fails (with EISDIR) like
// any other path in the way.
bool mlir::zero::isWrittenInPlace(StringRef path) {
  if (path == "-")
    return true;
  sys::fs::file_status status;
  if (sys::fs::status(path, status))
    return false; // does not exist (yet): created through a temporary file
  sys::fs::file_type type = status.type();
  return type != sys::fs::file_type::regular_file &&
         type != sys::fs::file_type::directory_file;
}

void mlir::zero::ignoreFileSizeSignal() { std::signal(SIGXFSZ, SIG_IGN); }

Error mlir::zero::writeFileAtomically(
    StringRef path, function_ref<Error(raw_ostream &)> write) {
  ignoreFileSizeSignal();
  if (path == "-")
    return writeStream(path, outs(), write);
  if (isWrittenInPlace(path)) {
    std::error_code ec;
    raw_fd_ostream os(path, ec);
    if (ec)
      return cannotWrite(path, ec.message());
    return writeStream(path, os, write);
  }
  return replaceThroughTemp(path, [&](int fd, StringRef) -> Error {
    raw_fd_ostream os(fd, /*shouldClose=*/false);
    return writeStream(path, os, write);
  });
}

Error mlir::zero::writeFileAtomicallyVia(
    StringRef path, function_ref<Error(StringRef tempPath)> write) {
  ignoreFileSizeSignal();
  if (isWrittenInPlace(path))
    return write(path);
  return replaceThroughTemp(
      path, [&](int, StringRef temp) -> Error { return write(temp); });
}

Error mlir::zero::syncDirectory(StringRef dir) {
  SmallString<256> name(dir);
  int fd = ::open(name.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0)
    return createStringError(inconvertibleErrorCode(),
                             "cannot open directory '" + dir +
                                 "': " + std::strerror(errno));
  bool ok = syncFd(fd);
  int saved = errno;
  ::close(fd);
  if (!ok)
    return createStringError(inconvertibleErrorCode(),
                             "cannot sync directory '" + dir +
                                 "': " + std::strerror(saved));
  return Error::success();
}
