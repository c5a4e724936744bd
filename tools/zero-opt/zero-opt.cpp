//===- zero-opt.cpp - mlir-opt with the zero dialect and passes -----------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Behaves like mlir-opt: every upstream dialect, extension and pass, plus
// zero's. One difference, so that bad input never costs a file: `-o` naming
// the input is refused, and a regular output file is replaced only on success
// (a temporary file beside it, renamed over it at the end:
// writeFileAtomically), and a write error names the file.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "zero/InitAllZero.h"
#include "zero/Support/AtomicFile.h"
#include "zero/Support/OutputFile.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

static int fail(const Twine &msg) {
  errs() << "zero-opt: error: " << msg << "\n";
  return 1;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  mlir::registerAllPasses();
  mlir::zero::registerAllZeroPasses();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  // gpu-module-to-binary (zero-lower-to-nvvm) translates kernels to LLVM IR.
  mlir::registerAllToLLVMIRTranslations(registry);
  mlir::zero::registerAllZeroDialects(registry);

  auto [input, output] = mlir::registerAndParseCLIOptions(
      argc, argv, "zero optimizer driver: ZeRO data parallelism passes\n",
      registry);
  // Writing over the file being read truncates it under the parser (a bus
  // error on the mapped input) and loses it.
  if (Error e = mlir::zero::refuseInputAsOutput(output, {input}, "-o"))
    return fail(toString(std::move(e)));
  // A report written to the output's path would be replaced by the output.
  mlir::zero::setToolOutput(output);
  // Listings print and write no output.
  mlir::MlirOptMainConfig config =
      mlir::MlirOptMainConfig::createFromCLOptions();
  if (config.shouldShowDialects() || config.shouldListPasses())
    return mlir::asMainReturnCode(
        mlir::MlirOptMain(argc, argv, input, output, registry));
  std::string message;
  std::unique_ptr<MemoryBuffer> file = mlir::openInputFile(input, &message);
  if (!file)
    return fail(message);

  // Upstream writes the output as it goes and, on failure, removes it: an
  // existing file would be lost to a failing pass, and a write error (a
  // full disk) ends the process with "IO failure on output stream" and no
  // path. The output goes through writeFileAtomically instead: a temporary
  // file beside it, renamed over it only when every pass succeeded and
  // every byte was written.
  bool passesFailed = false;
  if (Error e = mlir::zero::writeFileAtomically(
          output, [&](raw_ostream &os) -> Error {
            if (succeeded(mlir::MlirOptMain(os, std::move(file), registry,
                                            config)))
              return Error::success();
            passesFailed = true;
            return createStringError(inconvertibleErrorCode(), "failed");
          })) {
    if (passesFailed) {
      consumeError(std::move(e));
      return 1;
    }
    return fail(toString(std::move(e)));
  }
  return 0;
}
