//===- CompileCache.cpp - compiled steps kept on disk ---------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/CompileCache.h"

#include "zero/Support/AtomicFile.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/SHA256.h"

using namespace llvm;

namespace mlir {
namespace zero {
namespace runner {

StringRef stringifyCacheOutcome(CacheOutcome outcome) {
  switch (outcome) {
  case CacheOutcome::Off:
    return "off";
  case CacheOutcome::Hit:
    return "hit";
  case CacheOutcome::Miss:
    return "miss";
  case CacheOutcome::Unavailable:
    return "unavailable";
  }
  llvm_unreachable("unknown cache outcome");
}

std::string defaultCompileCacheDir() {
  if (std::optional<std::string> dir =
          sys::Process::GetEnv("ZERO_CACHE_DIR")) {
    if (*dir == "off")
      return "";
    return *dir;
  }
  // $XDG_CACHE_HOME, else ~/.cache.
  SmallString<256> dir;
  if (!sys::path::cache_directory(dir))
    return "";
  sys::path::append(dir, "zero");
  return std::string(dir);
}

std::string identifyRunningBinary() {
  static int anchor;
  std::string path = sys::fs::getMainExecutable(nullptr, &anchor);
  sys::fs::file_status status;
  if (path.empty() || sys::fs::status(path, status))
    return "unknown binary";
  return (path + " " + Twine(status.getSize()) + " " +
          Twine(status.getLastModificationTime().time_since_epoch().count()))
      .str();
}

static std::string hexDigest(ArrayRef<uint8_t> digest) {
  return toHex(digest, /*LowerCase=*/true);
}

std::string computeCacheKey(ArrayRef<StringRef> parts) {
  SHA256 sha;
  for (StringRef part : parts) {
    uint64_t size = part.size();
    sha.update(ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(&size),
                                 sizeof(size)));
    sha.update(part);
  }
  return hexDigest(sha.final());
}

static std::string checksum(StringRef bytes) {
  return hexDigest(SHA256::hash(
      ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(bytes.data()),
                        bytes.size())));
}

// An entry is one header line, "zero-compiled-step 2 <key> <bytes>
// <sha256>", then the object. The key binds the entry to its name: an entry
// copied, renamed or written under another key (a file of another program)
// is a miss, never another program's code run with this one's arguments.
static constexpr StringLiteral kMagic = "zero-compiled-step 2";

static std::string entryHeader(StringRef key, StringRef object) {
  return (kMagic + " " + key + " " + Twine(object.size()) + " " +
          checksum(object) + "\n")
      .str();
}

std::unique_ptr<MemoryBuffer> parseCacheEntry(StringRef contents,
                                              StringRef key,
                                              StringRef name,
                                              std::string &reason) {
  auto [header, object] = contents.split('\n');
  SmallVector<StringRef> fields;
  header.split(fields, ' ');
  uint64_t size = 0;
  if (fields.size() != 5 || (fields[0] + " " + fields[1]).str() != kMagic ||
      fields[3].getAsInteger(10, size)) {
    reason = "not an entry of this version of zero";
    return nullptr;
  }
  if (fields[2] != key) {
    reason = ("it was written for another key, " + fields[2] +
              ": another program's object")
                 .str();
    return nullptr;
  }
  if (object.size() != size) {
    reason = ("holds " + Twine(object.size()) + " bytes of object, its header "
              "says " + Twine(size))
                 .str();
    return nullptr;
  }
  if (checksum(object) != fields[4]) {
    reason = "its SHA-256 does not match its header";
    return nullptr;
  }
  return MemoryBuffer::getMemBufferCopy(object, name);
}

/// The object of the entry at `path` for `key`; nullptr with `reason` empty
/// when there is no entry, nullptr with `reason` saying why when it cannot be
/// used.
static std::unique_ptr<MemoryBuffer> readEntry(StringRef path, StringRef key,
                                               std::string &reason) {
  reason.clear();
  auto file = MemoryBuffer::getFile(path, /*IsText=*/false,
                                    /*RequiresNullTerminator=*/false);
  if (!file) {
    if (file.getError() != std::errc::no_such_file_or_directory)
      reason = file.getError().message();
    return nullptr;
  }
  return parseCacheEntry((*file)->getBuffer(), key, path, reason);
}

CompileCache::CompileCache(StringRef dir)
    : dir(dir == "off" ? std::string() : dir.str()) {}

std::string CompileCache::entryPath(StringRef key) const {
  SmallString<256> path(dir);
  sys::path::append(path, key + ".zobj");
  return std::string(path);
}

Expected<std::unique_ptr<MemoryBuffer>> CompileCache::getOrCompile(
    StringRef key,
    function_ref<Expected<std::unique_ptr<MemoryBuffer>>()> compile,
    CacheOutcome &outcome, std::vector<std::string> &warnings) {
  if (!enabled()) {
    outcome = CacheOutcome::Off;
    return compile();
  }
  std::string path = entryPath(key);
  std::string reason;
  if (auto object = readEntry(path, key, reason)) {
    outcome = CacheOutcome::Hit;
    return object;
  }
  if (!reason.empty())
    warnings.push_back("compile cache entry '" + path + "' is unusable (" +
                       reason + "); compiling the step again");

  auto withoutCache = [&](const Twine &why) {
    warnings.push_back(("compile cache '" + dir + "' cannot be used (" + why +
                        "); compiling the step without it")
                           .str());
    outcome = CacheOutcome::Unavailable;
    return compile();
  };
  if (std::error_code ec = sys::fs::create_directories(dir))
    return withoutCache(ec.message());
  // One process per entry compiles; the others wait here, then read what it
  // wrote. The kernel drops the lock of a process that dies.
  std::string lockPath = path + ".lock";
  int fd = -1;
  if (std::error_code ec = sys::fs::openFileForReadWrite(
          lockPath, fd, sys::fs::CD_OpenAlways, sys::fs::OF_None))
    return withoutCache("'" + lockPath + "': " + ec.message());
  auto closeLock = make_scope_exit([&] { sys::Process::SafelyCloseFileDescriptor(fd); });
  if (std::error_code ec = sys::fs::lockFile(fd))
    return withoutCache("locking '" + lockPath + "': " + ec.message());
  auto unlock = make_scope_exit([&] { (void)sys::fs::unlockFile(fd); });

  if (auto object = readEntry(path, key, reason)) {
    outcome = CacheOutcome::Hit;
    return object;
  }
  auto object = compile();
  if (!object)
    return object.takeError();
  StringRef bytes = (*object)->getBuffer();
  if (Error err = writeFileAtomically(path, [&](raw_ostream &os) {
        os << entryHeader(key, bytes) << bytes;
        return Error::success();
      })) {
    warnings.push_back("compile cache '" + dir + "' cannot be used (" +
                       toString(std::move(err)) +
                       "); the step was compiled without it");
    outcome = CacheOutcome::Unavailable;
  } else {
    outcome = CacheOutcome::Miss;
  }
  return object;
}

} // namespace runner
} // namespace zero
} // namespace mlir
