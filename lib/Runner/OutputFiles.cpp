//===- OutputFiles.cpp - outputs checked early, written whole -------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/OutputFiles.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"

using namespace llvm;

namespace mlir {
namespace zero {
namespace runner {

static Error ioError(StringRef what, StringRef path, const Twine &why) {
  return createStringError(inconvertibleErrorCode(),
                           what + " '" + path + "': " + why);
}

/// True if `path` exists and is neither a regular file nor a directory (a
/// device, a pipe): written in place, since renaming a file over it would
/// replace the device.
static bool isSpecialFile(StringRef path) {
  sys::fs::file_status status;
  if (sys::fs::status(path, status))
    return false;
  sys::fs::file_type type = status.type();
  return type != sys::fs::file_type::regular_file &&
         type != sys::fs::file_type::directory_file &&
         type != sys::fs::file_type::file_not_found;
}

/// Writes through `write` to `os` and reports a write error instead of
/// leaving it in the stream, whose destructor would end the process with
/// "IO failure on output stream" and no file name.
static Error writeAndCheck(raw_fd_ostream &os,
                           function_ref<void(raw_ostream &)> write) {
  write(os);
  os.flush();
  if (!os.has_error())
    return Error::success();
  std::error_code ec = os.error();
  os.clear_error();
  return errorCodeToError(ec);
}

/// A temporary sibling of `path` (sys::fs::TempFile, removed on failure),
/// renamed over `path` once everything is written: the file is whole or
/// not there.
static Error writeThroughTempFile(StringRef path,
                                  function_ref<void(raw_ostream &)> write) {
  Expected<sys::fs::TempFile> temp =
      sys::fs::TempFile::create(path + ".temp-%%%%%%");
  if (!temp)
    return temp.takeError();
  auto writeTemp = [&]() {
    raw_fd_ostream os(temp->FD, /*shouldClose=*/false);
    return writeAndCheck(os, write);
  };
  if (Error written = writeTemp()) {
    consumeError(temp->discard());
    return written;
  }
  return temp->keep(path);
}

Error writeFileAtomically(StringRef path,
                          function_ref<void(raw_ostream &)> write) {
  auto writeInPlace = [&]() -> Error {
    std::error_code ec;
    raw_fd_ostream os(path, ec);
    if (ec)
      return errorCodeToError(ec);
    return writeAndCheck(os, write);
  };
  Error written = path == "-"              ? writeAndCheck(outs(), write)
                  : isSpecialFile(path) ? writeInPlace()
                                        : writeThroughTempFile(path, write);
  if (written)
    return ioError("cannot write", path, toString(std::move(written)));
  return Error::success();
}

Error checkWritableFile(StringRef path) {
  if (path == "-")
    return Error::success();
  if (sys::fs::is_directory(path))
    return ioError("cannot write", path, "it is a directory");
  if (isSpecialFile(path)) {
    if (std::error_code ec = sys::fs::access(path, sys::fs::AccessMode::Write))
      return ioError("cannot write", path, ec.message());
    return Error::success();
  }
  // What writeFileAtomically will do: a temporary file next to it.
  Expected<sys::fs::TempFile> probe =
      sys::fs::TempFile::create(path + ".probe-%%%%%%");
  if (!probe)
    return ioError("cannot write", path, toString(probe.takeError()));
  if (Error err = probe->discard())
    return ioError("cannot write", path, toString(std::move(err)));
  return Error::success();
}

/// The parent of `dir` ("." for a relative name without one).
static std::string parentOf(StringRef dir) {
  StringRef parent = sys::path::parent_path(dir);
  return parent.empty() ? "." : parent.str();
}

/// The first entry of `dir` that a dump does not write, or "".
static std::string firstForeignEntry(StringRef dir, std::error_code &ec) {
  Regex dumpFile("^arg[0-9]+\\.npy$");
  for (sys::fs::directory_iterator it(dir, ec), end; !ec && it != end;
       it.increment(ec)) {
    StringRef name = sys::path::filename(it->path());
    if (!dumpFile.match(name) ||
        it->type() != sys::fs::file_type::regular_file)
      return name.str();
  }
  return "";
}

Error checkDumpDirectory(StringRef dir) {
  if (sys::fs::exists(dir)) {
    if (!sys::fs::is_directory(dir))
      return ioError("cannot dump into", dir,
                     "it exists and is not a directory");
    std::error_code ec;
    std::string foreign = firstForeignEntry(dir, ec);
    if (ec)
      return ioError("cannot dump into", dir, ec.message());
    if (!foreign.empty())
      return ioError("cannot dump into", dir,
                     "it holds '" + foreign +
                         "', which a dump would replace; choose a new "
                         "directory or one holding only arg<i>.npy files");
  }
  std::string parent = parentOf(dir);
  if (std::error_code ec = sys::fs::create_directories(parent))
    return ioError("cannot dump into", dir,
                   "cannot create '" + parent + "': " + ec.message());
  Expected<DumpDirectory> probe = DumpDirectory::create(dir);
  if (!probe)
    return probe.takeError();
  return Error::success(); // the probe removes itself
}

Expected<DumpDirectory> DumpDirectory::create(StringRef dir) {
  // createUniqueDirectory puts a relative name under the system's temporary
  // directory; the staging directory must sit next to `dir` so the final
  // rename stays on one file system.
  SmallString<256> absolute(dir);
  if (std::error_code ec = sys::fs::make_absolute(absolute))
    return ioError("cannot dump into", dir, ec.message());
  SmallString<256> staging;
  if (std::error_code ec = sys::fs::createUniqueDirectory(absolute + ".tmp",
                                                          staging))
    return ioError("cannot dump into", dir,
                   "cannot create a directory next to it: " + ec.message());
  DumpDirectory result;
  result.dir = absolute.str().str();
  result.staging = staging.str().str();
  return result;
}

DumpDirectory::DumpDirectory(DumpDirectory &&other)
    : dir(std::move(other.dir)), staging(std::move(other.staging)) {
  other.staging.clear();
}

DumpDirectory::~DumpDirectory() {
  if (!staging.empty())
    (void)sys::fs::remove_directories(staging);
}

std::string DumpDirectory::pathOf(StringRef name) const {
  SmallString<256> path(staging);
  sys::path::append(path, name);
  return path.str().str();
}

Error DumpDirectory::commit() {
  // rename(2) replaces only an empty directory: move the old dump aside
  // first, so the path holds either the old set or the new one.
  std::string aside;
  if (sys::fs::exists(dir)) {
    SmallString<256> asidePath;
    if (std::error_code ec =
            sys::fs::createUniqueDirectory(dir + ".old", asidePath))
      return ioError("cannot replace", dir, ec.message());
    aside = asidePath.str().str();
    if (std::error_code ec = sys::fs::rename(dir, aside)) {
      (void)sys::fs::remove(aside);
      return ioError("cannot replace", dir, ec.message());
    }
  }
  if (std::error_code ec = sys::fs::rename(staging, dir)) {
    if (!aside.empty())
      (void)sys::fs::rename(aside, dir);
    return ioError("cannot write", dir, ec.message());
  }
  staging.clear();
  if (!aside.empty())
    (void)sys::fs::remove_directories(aside);
  return Error::success();
}

} // namespace runner
} // namespace zero
} // namespace mlir
