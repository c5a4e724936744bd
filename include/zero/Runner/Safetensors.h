//===- Safetensors.h - .safetensors files of full tensors -------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// The format PyTorch's `safetensors.torch.load_file` reads: an 8-byte
// little-endian header length, a JSON header mapping each tensor's name to
// {"dtype", "shape", "data_offsets": [begin, end]} (offsets into the data
// that follows the header), optional "__metadata__" of string values, and
// the raw little-endian, row-major data. The header is padded with spaces to
// a multiple of 8 bytes so every tensor starts aligned.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNNER_SAFETENSORS_H
#define ZERO_RUNNER_SAFETENSORS_H

#include "zero/runtime/comm.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace zero {
namespace runner {

struct SafetensorsTensor {
  std::string name;
  zero_rt_dtype_t dtype = ZERO_RT_DTYPE_F32;
  std::vector<int64_t> shape;
  std::vector<char> data;
};

/// The format's name of `dtype` ("F32", "F64", "I32", "I64", "BF16").
llvm::StringRef safetensorsDtype(zero_rt_dtype_t dtype);

/// Writes `tensors` (in this order in the data) with `metadata` to `path`,
/// atomically (a temporary file renamed over `path`).
llvm::Error writeSafetensors(llvm::StringRef path,
                             const std::vector<SafetensorsTensor> &tensors,
                             const std::map<std::string, std::string> &metadata);

/// Reads every tensor of `path`; an error names the file and what is wrong
/// (short header, bad JSON, an unsupported dtype, offsets outside the data
/// or not matching dtype and shape).
llvm::Expected<std::vector<SafetensorsTensor>>
readSafetensors(llvm::StringRef path);

} // namespace runner
} // namespace zero
} // namespace mlir

#endif // ZERO_RUNNER_SAFETENSORS_H
