//===- OutputFiles.cpp - outputs checked early, written whole -------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/OutputFiles.h"

#include "zero/Support/AtomicFile.h"

#include "llvm/ADT/STLExtras.h"
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

Error checkWritableFile(StringRef path) {
  if (path == "-")
    return Error::success();
  if (sys::fs::is_directory(path))
    return ioError("cannot write", path, "it is a directory");
  // A device (a pipe, /dev/null) is written in place: it need only be
  // writable.
  if (isWrittenInPlace(path)) {
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

Error checkCreatableDirectory(StringRef dir) {
  SmallString<256> ancestor(dir);
  (void)sys::fs::make_absolute(ancestor);
  while (!sys::fs::exists(ancestor) && sys::path::has_parent_path(ancestor))
    ancestor = sys::path::parent_path(ancestor);
  if (!sys::fs::is_directory(ancestor))
    return createStringError(inconvertibleErrorCode(),
                             "'" + ancestor + "' is not a directory");
  if (std::error_code ec = sys::fs::access(ancestor, sys::fs::AccessMode::Write))
    return createStringError(inconvertibleErrorCode(),
                             "'" + ancestor + "': " + ec.message());
  return Error::success();
}

Error checkDumpDirectory(StringRef dir) {
  if (sys::fs::exists(dir) && !sys::fs::is_directory(dir))
    return ioError("cannot dump into", dir,
                   "it exists and is not a directory");
  // Nothing is created before the run: a failed start leaves no trace.
  if (!sys::fs::exists(dir)) {
    if (Error err = checkCreatableDirectory(dir))
      return ioError("cannot dump into", dir, toString(std::move(err)));
    return Error::success();
  }
  SmallString<256> probe(dir);
  sys::path::append(probe, "arg.probe-%%%%%%");
  Expected<sys::fs::TempFile> temp = sys::fs::TempFile::create(probe);
  if (!temp)
    return ioError("cannot dump into", dir, toString(temp.takeError()));
  if (Error err = temp->discard())
    return ioError("cannot dump into", dir, toString(std::move(err)));
  return Error::success();
}

Error checkDumpContents(StringRef dir, ArrayRef<std::string> names) {
  if (!sys::fs::is_directory(dir))
    return Error::success(); // created when the dump is written
  Regex dumpFile("^arg[0-9]+\\.npy$");
  std::error_code ec;
  for (sys::fs::directory_iterator it(dir, ec), end; !ec && it != end;
       it.increment(ec)) {
    StringRef name = sys::path::filename(it->path());
    if (dumpFile.match(name) && !is_contained(names, name))
      return ioError("cannot dump into", dir,
                     "it holds '" + name +
                         "', which this run's dump does not write (a dump of "
                         "another program?), so the directory would mix two "
                         "models; choose another directory or remove it");
  }
  if (ec)
    return ioError("cannot dump into", dir, ec.message());
  return Error::success();
}

} // namespace runner
} // namespace zero
} // namespace mlir
