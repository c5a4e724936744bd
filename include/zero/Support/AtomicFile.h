//===- AtomicFile.h - the one way zero writes a file ------------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Every file zero writes (IR, reports, .npy dumps, .safetensors exports,
// metrics, profiles, calibrations, compile-cache entries, checkpoint shards,
// indexes and manifests) goes through writeFileAtomically: the contents go to
// a new temporary file beside the target, are flushed and fsync'ed, and only
// then renamed over the target, and the directory is fsync'ed so the rename
// survives a power cut. On any failure (a full disk, `ulimit -f`, a missing
// directory) the temporary file is removed, an existing file keeps its old
// contents, and the error names the path and the cause:
//
//   cannot write 'out/model.safetensors': File too large
//
// "-" (stdout) and existing files that are not regular (/dev/null, a pipe, a
// terminal) are written in place: a rename would replace the device.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_SUPPORT_ATOMICFILE_H
#define ZERO_SUPPORT_ATOMICFILE_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir {
namespace zero {

/// Whether `path` is written in place rather than replaced through a
/// temporary file: "-" (stdout) and existing files that are not regular and
/// not directories (/dev/null, a pipe, a terminal), which a rename would
/// replace instead of writing to.
bool isWrittenInPlace(llvm::StringRef path);

/// Makes a write past the file-size limit (`ulimit -f`, RLIMIT_FSIZE) fail
/// with EFBIG, which is reported with the path, instead of killing the
/// process with SIGXFSZ. Idempotent; writeFileAtomically calls it.
void ignoreFileSizeSignal();

/// Writes `path` through `write` as described above. An error `write`
/// returns is passed on unchanged and the target is left alone; a failure of
/// the stream or the file system reads "cannot write '<path>': <cause>".
llvm::Error
writeFileAtomically(llvm::StringRef path,
                    llvm::function_ref<llvm::Error(llvm::raw_ostream &)> write);

/// The same for a writer that needs a file name (the runtime's profile, an
/// MLIR tool's -o): `write` writes the temporary path it is given, which then
/// replaces `path`. Devices and "-" are handed to `write` as they are.
llvm::Error writeFileAtomicallyVia(
    llvm::StringRef path,
    llvm::function_ref<llvm::Error(llvm::StringRef tempPath)> write);

/// fsync(2) of a directory, so that entries created or renamed in it are on
/// disk; the error names the directory.
llvm::Error syncDirectory(llvm::StringRef dir);

} // namespace zero
} // namespace mlir

#endif // ZERO_SUPPORT_ATOMICFILE_H
