//===- zero-opt.cpp - mlir-opt with the zero dialect and passes -----------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Behaves like mlir-opt: every upstream dialect, extension and pass, plus
// zero's. One difference, so that bad input never costs a file: `-o` naming
// the input is refused, and a regular output file is replaced only on success
// (upstream writes a temporary file beside it, renamed over it at the end).
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "zero/InitAllZero.h"
#include "zero/Support/AtomicFile.h"
#include "zero/Support/OutputFile.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

static int fail(const Twine &msg) {
  errs() << "zero-opt: error: " << msg << "\n";
  return 1;
}

int main(int argc, char **argv) {
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
  if (mlir::zero::isWrittenInPlace(output))
    return mlir::asMainReturnCode(
        mlir::MlirOptMain(argc, argv, input, output, registry));

  // Upstream writes the output as it goes and, on failure, removes it: an
  // existing file would be lost to a failing pass. It writes a temporary file
  // beside the output instead, renamed over it only on success
  // (writeFileAtomicallyVia).
  bool passesFailed = false;
  if (Error e = mlir::zero::writeFileAtomicallyVia(
          output, [&](StringRef temporary) -> Error {
            if (succeeded(mlir::MlirOptMain(argc, argv, input,
                                            temporary.str(), registry)))
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
