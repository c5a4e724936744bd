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

Error writeFileAtomically(StringRef path,
                          function_ref<void(raw_ostream &)> write) {
  Error written = llvm::writeToOutput(path, [&](raw_ostream &os) -> Error {
    write(os);
    os.flush();
    // A write error left in the stream would end the process in its
    // destructor ("IO failure on output stream") without naming the file.
    if (os.get_kind() == raw_ostream::OStreamKind::OK_FDStream) {
      auto &fd = static_cast<raw_fd_ostream &>(os);
      if (fd.has_error()) {
        std::error_code ec = fd.error();
        fd.clear_error();
        return errorCodeToError(ec);
      }
    }
    return Error::success();
  });
  if (written)
    return ioError("cannot write", path, toString(std::move(written)));
  return Error::success();
}

Error checkWritableFile(StringRef path) {
  if (sys::fs::is_directory(path))
    return ioError("cannot write", path, "it is a directory");
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
  SmallString<256> staging;
  if (std::error_code ec = sys::fs::createUniqueDirectory(dir + ".tmp",
                                                          staging))
    return ioError("cannot dump into", dir,
                   "cannot create a directory next to it: " + ec.message());
  DumpDirectory result;
  result.dir = dir.str();
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
