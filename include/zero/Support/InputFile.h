//===- InputFile.h - inputs that cannot hang a run --------------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// zero reads its data, initial values, checkpoints, models and reports whole
// (MemoryBuffer::getFile). Opening a FIFO for reading blocks until a writer
// comes, which may be never, and a device never ends: such paths are refused
// before they are opened, with the file's kind in the message.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_SUPPORT_INPUTFILE_H
#define ZERO_SUPPORT_INPUTFILE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace mlir {
namespace zero {

/// Success if `path` is a regular file (through links) or does not exist
/// (opening it then reports that); otherwise an error
/// "'<path>' is a named pipe (FIFO), not a regular file".
llvm::Error checkRegularFile(llvm::StringRef path);

} // namespace zero
} // namespace mlir

#endif // ZERO_SUPPORT_INPUTFILE_H
