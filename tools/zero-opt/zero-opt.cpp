//===- zero-opt.cpp - mlir-opt with the zero dialect and passes -----------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Behaves exactly like mlir-opt: every upstream dialect, extension and pass,
// plus zero's. Keep this file to registration only.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "zero/InitAllZero.h"

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::zero::registerAllZeroPasses();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::zero::registerAllZeroDialects(registry);

  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "zero optimizer driver: ZeRO data parallelism passes\n",
      registry));
}
