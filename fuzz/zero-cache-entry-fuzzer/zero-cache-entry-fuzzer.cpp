//===- zero-cache-entry-fuzzer.cpp - the compile cache on any entry -------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// libFuzzer target: any bytes as the compile-cache entry of a fixed key,
// looked up by CompileCache::getOrCompile as zero-run looks up its step. The
// cache must either hit, returning exactly the object an intact entry of
// this key holds, or miss (a warning when there was an entry), compile, and
// leave an intact entry of the compiled object in place. A crash, a hit on
// an entry of another key or with other bytes, or a miss that leaves a bad
// entry is a defect. Seeds (utils/fuzz/seed-corpus.py): entries of this key
// (a small object and a compiled step's object), one of another key.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/CompileCache.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdlib>
#include <string>

using namespace mlir::zero::runner;

namespace {

/// The key the seeds' entries are written for (keep in step with
/// utils/fuzz/seed-corpus.py).
constexpr llvm::StringLiteral kKey =
    "5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed";
/// What "compiling" yields on a miss.
constexpr llvm::StringLiteral kCompiled = "the object compiled on a miss";

const std::string &cacheDir() {
  static const std::string dir = [] {
    llvm::SmallString<128> path;
    std::string base = llvm::sys::fs::is_directory("/dev/shm")
                           ? "/dev/shm/zero-cache-entry-fuzzer-%%%%%%"
                           : "";
    std::error_code ec =
        base.empty() ? llvm::sys::fs::createUniqueDirectory(
                           "zero-cache-entry-fuzzer", path)
                     : llvm::sys::fs::createUniqueDirectory(base, path);
    if (ec) {
      llvm::errs() << "cannot create a cache directory: " << ec.message()
                   << "\n";
      abort();
    }
    return std::string(path);
  }();
  static const bool removedAtExit = [] {
    std::atexit([] { llvm::sys::fs::remove_directories(cacheDir()); });
    return true;
  }();
  (void)removedAtExit;
  return dir;
}

std::string sha256Hex(llvm::StringRef bytes) {
  return llvm::toHex(
      llvm::SHA256::hash(llvm::ArrayRef<uint8_t>(
          reinterpret_cast<const uint8_t *>(bytes.data()), bytes.size())),
      /*LowerCase=*/true);
}

/// The entry an intact cache holds for kKey and `object`, as documented
/// (docs/Runtime.md §7), computed here independently of the cache's code.
std::string intactEntry(llvm::StringRef object) {
  return ("zero-compiled-step 2 " + kKey + " " + llvm::Twine(object.size()) +
          " " + sha256Hex(object) + "\n" + object)
      .str();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::StringRef input(reinterpret_cast<const char *>(data), size);
  CompileCache cache(cacheDir());
  std::string path = cache.entryPath(kKey);
  {
    std::error_code ec;
    llvm::raw_fd_ostream out(path, ec);
    if (ec)
      abort();
    out << input;
  }
  bool compiled = false;
  CacheOutcome outcome;
  std::vector<std::string> warnings;
  auto object = cache.getOrCompile(
      kKey,
      [&]() -> llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> {
        compiled = true;
        return llvm::MemoryBuffer::getMemBufferCopy(kCompiled, "compiled");
      },
      outcome, warnings);
  if (!object)
    abort(); // the compile callback never fails, so neither may the cache
  llvm::StringRef got = (*object)->getBuffer();
  if (outcome == CacheOutcome::Hit) {
    // A hit is only ever an entry of this key whose object is intact: its
    // header names kKey and the SHA-256 of exactly the bytes returned.
    auto [header, body] = input.split('\n');
    llvm::SmallVector<llvm::StringRef> fields;
    header.split(fields, ' ');
    if (compiled || fields.size() != 5 ||
        !header.starts_with("zero-compiled-step 2 ") || fields[2] != kKey ||
        fields[4] != sha256Hex(body) || got != body)
      abort();
    return 0;
  }
  // A miss compiles, says why the entry it found was unusable, and leaves
  // an intact entry of what it compiled.
  if (outcome != CacheOutcome::Miss || !compiled || got != kCompiled ||
      warnings.empty())
    abort();
  auto stored = llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!stored || (*stored)->getBuffer() != intactEntry(kCompiled))
    abort();
  return 0;
}
