//===- Npy.h - NumPy .npy arrays for zero-run -------------------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Reads and writes the NumPy .npy format (version 1.0-3.0), C order, little
// endian, for the element types the runtime supports: <f4, <f8, <i4, <i8
// (bf16 tensors are stored as <f4: FloatConvert.h). This is what numpy.save /
// numpy.load use.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNNER_NPY_H
#define ZERO_RUNNER_NPY_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mlir {
namespace zero {
namespace runner {

struct NpyArray {
  /// NumPy descr: "<f4", "<f8", "<i4" or "<i8".
  std::string descr;
  llvm::SmallVector<int64_t> shape;
  /// Raw little-endian elements in C order.
  std::vector<char> data;

  int64_t numElements() const;
  int64_t elementBytes() const;
};

/// Reads `path`; the error names the file and what is wrong with it.
llvm::Expected<NpyArray> readNpy(llvm::StringRef path);

/// Parses the contents `bytes` of a .npy file; errors name the file as
/// `path`. readNpy reads the file and calls this.
llvm::Expected<NpyArray> parseNpy(llvm::StringRef bytes, llvm::StringRef path);

/// Writes `array` to `path`.
llvm::Error writeNpy(llvm::StringRef path, const NpyArray &array);

} // namespace runner
} // namespace zero
} // namespace mlir

#endif // ZERO_RUNNER_NPY_H
