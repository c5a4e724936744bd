//===- TokenData.h - token ids from a flat uint16 file ----------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// The data of a language-model step from a flat binary file of
// little-endian uint16 token ids, no header (the format nanoGPT's
// prepare.py and llm.c write, minus llm.c's 1 KiB header). With T the
// context, row j of the dataset is the T+1 tokens starting at j*T: its
// first T are the inputs, its last T the targets (the next tokens), so
// consecutive rows share one token and none is skipped; the file holds
// D = floor((n-1)/T) rows. Rank r of N with b rows per step (K·b for K
// micro-batches) reads rows (t·N·b + r·b + i) mod D at step t, the same
// rule as the .npy datasets: deterministic, and each rank touches only
// its own rows of the memory-mapped file.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNNER_TOKENDATA_H
#define ZERO_RUNNER_TOKENDATA_H

#include "zero/Runner/StepProgram.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cstdint>
#include <memory>
#include <string>

namespace mlir {
namespace zero {
namespace runner {

class TokenData {
public:
  /// Maps `path` for a step whose (inputs, targets) batch arguments are
  /// `inputs` and `targets` (integer, rows of T tokens each); token ids must
  /// be below `vocab` (0: any uint16).
  static llvm::Expected<TokenData> open(const std::string &path,
                                        const BoundaryTensor &inputs,
                                        const BoundaryTensor &targets,
                                        int64_t vocab);

  int64_t numRows() const { return rows; }

  /// Fills this rank's inputs and targets of step `step` (0-based).
  llvm::Error fill(int64_t step, int64_t rank, int64_t worldSize,
                   void *inputs, void *targets) const;

private:
  std::string path;
  std::unique_ptr<llvm::MemoryBuffer> file;
  zero_rt_dtype_t dtype = ZERO_RT_DTYPE_I64;
  int64_t context = 0, rowsPerRank = 0, rows = 0, vocab = 0;
};

} // namespace runner
} // namespace zero
} // namespace mlir

#endif // ZERO_RUNNER_TOKENDATA_H
