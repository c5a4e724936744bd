//===- OutputFile.h - outputs that never cost the user a file ---*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// zero's tools and passes write their outputs (IR, reports, JSON) so that bad
// input never costs the user a file: a path that names one of the inputs, or
// the tool's own output, is refused here before anything is written; the
// write itself goes through writeFileAtomically (AtomicFile.h), so a failure
// leaves an existing file as it was.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_SUPPORT_OUTPUTFILE_H
#define ZERO_SUPPORT_OUTPUTFILE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>

namespace mlir {
namespace zero {

/// Whether `a` and `b` name the same existing file (through links and
/// different spellings alike). "-" names no file.
bool isSameFile(llvm::StringRef a, llvm::StringRef b);

/// An error if `output` names one of `inputs`, naming both and `what` the
/// output is (an option: "-o", "report="); success otherwise.
llvm::Error refuseInputAsOutput(llvm::StringRef output,
                                llvm::ArrayRef<std::string> inputs,
                                llvm::StringRef what);

/// Records the tool's own output file (zero-opt's -o), which it writes
/// after every pass: a pass's report there would be replaced by it.
void setToolOutput(llvm::StringRef path);

/// An error if `path` names the tool's output (setToolOutput), as the same
/// file or the same path, naming both and `what` the path is ("report=").
llvm::Error refuseToolOutput(llvm::StringRef path, llvm::StringRef what);

} // namespace zero
} // namespace mlir

#endif // ZERO_SUPPORT_OUTPUTFILE_H
