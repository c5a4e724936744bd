//===- CompileCache.h - compiled steps kept on disk -------------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Lowering and code-generating a long step takes seconds to minutes, and
// every rank of a job needs the same machine code. A compile cache keeps the
// object of a compiled step in a directory, named by a SHA-256 of everything
// that decides it (the program's text, the entry, the lowering pipeline with
// its options, the LLVM optimization level, the host's target and CPU
// features, LLVM's version and the zero-run binary), so that a machine
// compiles a program once:
//  - the first process to miss takes an exclusive lock on the entry's lock
//    file (flock, released by the kernel if the process dies), compiles and
//    writes the entry atomically (a temporary file renamed into place); the
//    other ranks of the machine wait on the lock, then load the entry;
//  - an entry carries its key, its size and a SHA-256 of the object: a
//    truncated or corrupt entry, or one written under another key (another
//    program's entry copied over this one), is reported and compiled again,
//    never loaded;
//  - a cache that cannot be written (permissions, a full disk) is reported
//    and the step compiled without it: the cache never fails a run.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNNER_COMPILECACHE_H
#define ZERO_RUNNER_COMPILECACHE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"

#include <memory>
#include <string>
#include <vector>

namespace mlir {
namespace zero {
namespace runner {

/// How a step's object was obtained.
enum class CacheOutcome {
  /// The cache is off (or the step cannot be cached): compiled.
  Off,
  /// Loaded from the cache.
  Hit,
  /// Compiled and stored in the cache.
  Miss,
  /// Compiled, but the cache could not be used (warned about).
  Unavailable,
};
llvm::StringRef stringifyCacheOutcome(CacheOutcome outcome);

/// The cache directory when none is given: $ZERO_CACHE_DIR, else
/// $XDG_CACHE_HOME/zero, else ~/.cache/zero; "" (off) when
/// $ZERO_CACHE_DIR is "off" or no home directory is known.
std::string defaultCompileCacheDir();

/// The entry's name: the hex SHA-256 of `parts`, each length-prefixed so
/// that no two lists of parts collide by concatenation.
std::string computeCacheKey(llvm::ArrayRef<llvm::StringRef> parts);

/// The running executable's path, size and modification time: zero's passes
/// are linked into it, so a rebuilt zero never loads what an older one
/// compiled.
std::string identifyRunningBinary();

/// The object of an entry's bytes `contents` if it is a complete, intact
/// entry written for `key` (the buffer is named `name`); else nullptr with
/// `reason` saying why. Never trusts `contents`.
std::unique_ptr<llvm::MemoryBuffer> parseCacheEntry(llvm::StringRef contents,
                                                    llvm::StringRef key,
                                                    llvm::StringRef name,
                                                    std::string &reason);

class CompileCache {
public:
  /// `dir` "" or "off": no cache.
  explicit CompileCache(llvm::StringRef dir);

  bool enabled() const { return !dir.empty(); }
  llvm::StringRef directory() const { return dir; }

  /// The object stored under `key`, else the one `compile` makes (stored
  /// under `key`). Problems with the cache go to `warnings` and never fail
  /// the call; the errors of `compile` do.
  llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> getOrCompile(
      llvm::StringRef key,
      llvm::function_ref<llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>()>
          compile,
      CacheOutcome &outcome, std::vector<std::string> &warnings);

  /// Where the entry for `key` is stored.
  std::string entryPath(llvm::StringRef key) const;

private:
  std::string dir;
};

} // namespace runner
} // namespace zero
} // namespace mlir

#endif // ZERO_RUNNER_COMPILECACHE_H
