//===- ReportFile.h - where the report passes write -------------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// zero-memory-report and zero-cost-report write to a file named by an
// option. A report never costs the user a file: a path naming the file the
// IR was parsed from is refused, and the report replaces an existing file
// only once it is complete (zero/Support/OutputFile.h, AtomicFile.h).
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_DIALECT_ZERO_TRANSFORMS_REPORTFILE_H
#define ZERO_LIB_DIALECT_ZERO_TRANSFORMS_REPORTFILE_H

#include "mlir/IR/Operation.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir {
namespace zero {

/// Writes the report of `passName` to `path` ("-": stdout) with `write`.
/// Refuses, with an error at the location of `anchor`'s module, a path that
/// names a file `anchor` or its enclosing ops were parsed from.
LogicalResult
writeReportFile(Operation *anchor, llvm::StringRef passName,
                llvm::StringRef option, llvm::StringRef path,
                llvm::function_ref<void(llvm::raw_ostream &)> write);

} // namespace zero
} // namespace mlir

#endif // ZERO_LIB_DIALECT_ZERO_TRANSFORMS_REPORTFILE_H
