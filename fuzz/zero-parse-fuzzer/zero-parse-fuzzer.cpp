//===- zero-parse-fuzzer.cpp - parse, verify and print a step -------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// libFuzzer target: any bytes as a module with the zero dialect. Parsing
// runs every verifier (zero's ops and attributes included); a module that
// verifies is printed, custom and generic, through zero's printers. Bad input
// must end in a diagnostic: a crash, a sanitizer report or an assertion here
// is a defect.
//
//===----------------------------------------------------------------------===//

#include "../StepContext.h"

#include "mlir/IR/OperationSupport.h"
#include "llvm/Support/raw_ostream.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  mlir::OwningOpRef<mlir::ModuleOp> module = zero_fuzz::parseStep(data, size);
  if (!module)
    return 0;
  std::string text;
  llvm::raw_string_ostream os(text);
  module->print(os);
  module->print(os, mlir::OpPrintingFlags().printGenericOpForm());
  return 0;
}
