//===- ReportFile.cpp - where the report passes write ---------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "ReportFile.h"

#include "zero/Support/AtomicFile.h"
#include "zero/Support/OutputFile.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Location.h"

using namespace mlir;

/// The files `op` and the ops enclosing it were parsed from, by their
/// locations (the input of zero-opt, whatever the tool).
static SmallVector<std::string> getSourceFiles(Operation *op) {
  SmallVector<std::string> files;
  for (; op; op = op->getParentOp())
    op->getLoc()->walk([&](Location loc) {
      if (auto file = dyn_cast<FileLineColLoc>(loc))
        if (!llvm::is_contained(files, file.getFilename().str()))
          files.push_back(file.getFilename().str());
      return WalkResult::advance();
    });
  return files;
}

LogicalResult mlir::zero::writeReportFile(
    Operation *anchor, StringRef passName, StringRef option, StringRef path,
    llvm::function_ref<void(llvm::raw_ostream &)> write) {
  Operation *top = anchor;
  while (top->getParentOp())
    top = top->getParentOp();
  if (llvm::Error e =
          refuseInputAsOutput(path, getSourceFiles(anchor), option.str()))
    return emitError(top->getLoc())
           << passName << ": " << llvm::toString(std::move(e));
  if (llvm::Error e = refuseToolOutput(path, option))
    return emitError(top->getLoc())
           << passName << ": " << llvm::toString(std::move(e));
  if (llvm::Error e = writeFileAtomically(path, [&](llvm::raw_ostream &os) {
        write(os);
        return llvm::Error::success();
      }))
    return emitError(top->getLoc())
           << passName << " " << llvm::toString(std::move(e));
  return success();
}
