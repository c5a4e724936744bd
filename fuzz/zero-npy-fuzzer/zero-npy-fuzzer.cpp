//===- zero-npy-fuzzer.cpp - the .npy reader on any bytes -----------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// libFuzzer target: any bytes as the contents of a .npy file, as zero-run
// reads its --data and parameter files. The reader must accept the array or
// return an error naming what is wrong; an accepted array must be
// self-consistent (its data holds exactly shape x element size bytes).
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/Npy.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::StringRef bytes(reinterpret_cast<const char *>(data), size);
  llvm::Expected<mlir::zero::runner::NpyArray> array =
      mlir::zero::runner::parseNpy(bytes, "fuzz.npy");
  if (!array) {
    llvm::consumeError(array.takeError());
    return 0;
  }
  if (int64_t(array->data.size()) !=
      array->numElements() * array->elementBytes())
    abort();
  return 0;
}
