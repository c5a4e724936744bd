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
// micro-batches) reads rows (P + r·b + i) mod D in a step that starts at
// data position P (t·N·b at step t of a run never resumed; a checkpoint's
// recorded position after a resume, at any global batch), the same rule as
// the .npy datasets: deterministic, and each rank touches only its own rows
// of the memory-mapped file. Every id must lie in the step's range for its
// batch arguments (their zero.range, or the table they index), narrowed by
// --vocab: an id outside it would read outside a table.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNNER_TOKENDATA_H
#define ZERO_RUNNER_TOKENDATA_H

#include "zero/Runner/BatchCheck.h"
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
  /// lie in `range` (the step's, none: any uint16) and be below `vocab` (0:
  /// no further bound), which may not exceed the range.
  static llvm::Expected<TokenData> open(const std::string &path,
                                        const BoundaryTensor &inputs,
                                        const BoundaryTensor &targets,
                                        int64_t vocab,
                                        const std::optional<IntRange> &range);

  int64_t numRows() const { return rows; }

  /// Fills this rank's inputs and targets of the global batch that starts
  /// at row `position` (rows consumed so far).
  llvm::Error fill(int64_t position, int64_t rank, void *inputs,
                   void *targets) const;

private:
  /// An error naming the file, the position `at` and the valid range unless
  /// `id` lies in it.
  llvm::Error checkId(uint16_t id, int64_t at) const;

  std::string path;
  std::unique_ptr<llvm::MemoryBuffer> file;
  zero_rt_dtype_t dtype = ZERO_RT_DTYPE_I64;
  int64_t context = 0, rowsPerRank = 0, rows = 0;
  /// Valid ids: [lo, hi), and where that rule comes from.
  int64_t lo = 0, hi = 65536;
  std::string source;
};

} // namespace runner
} // namespace zero
} // namespace mlir

#endif // ZERO_RUNNER_TOKENDATA_H
