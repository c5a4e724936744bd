//===- State.h - parameters, optimizer state and data for zero-run -*- C++ -*-//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Everything here is a pure function of the logical tensors, so every world
// size starts from, and feeds, the same values:
//  - a parameter is initialValues(recipe, seed, stream = argument index)
//    (zero/Support/Init.h), the recipe being its zero.init, as zero-trace
//    computes it; a step without zero.init (hand-written) gets
//    uniform(1/sqrt(shape[0])) for float matrices (y = x @ W layout) and
//    zeros otherwise. Optimizer state starts at zero, except a
//    mixed-precision master, which starts as its param. Either may instead
//    come from <dir>/arg<i>.npy holding the full logical tensor (bf16
//    tensors as f32, FloatConvert.h);
//  - a batch argument's micro-batch on rank r at step t is rows
//    (t*N*b + r*b + i) mod D, i < b, of a dataset of D rows: <dir>/arg<i>.npy
//    or the built-in synthetic one (b = K·rows for a batch argument of K
//    micro-batches, zero.micro_batches = K). BatchCheck.h checks the rows
//    hold what the step can take;
//  - a batch argument with zero.fill = "global_row" holds no data: its
//    local row i on rank r is r*b + i, that row's index in the step's global
//    batch (the N*b rows above in rank order), at every step.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNNER_STEPSTATE_H
#define ZERO_RUNNER_STEPSTATE_H

#include "zero/Runner/Npy.h"
#include "zero/Runner/StepProgram.h"

#include "zero/runtime/memory.h"

#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace zero {
namespace runner {

/// NumPy descr of a runtime dtype's .npy files ("<f4" for bf16, whose
/// files hold f32: FloatConvert.h).
const char *npyDescr(zero_rt_dtype_t dtype);

/// `value` in the bytes of a scalar of `dtype` (hyper arguments).
std::vector<char> scalarBytes(zero_rt_dtype_t dtype, double value);

/// Allocates this rank's buffer for `spec` under `category`, filled from the
/// full logical tensor `logical` (row-major, `spec.logicalShape`), taking
/// this rank's shard when the spec is sharded.
llvm::Expected<RankBuffer> makeRankBuffer(const BoundaryTensor &spec,
                                      const std::vector<char> &logical,
                                      int64_t rank,
                                      zero_rt_memory_category_t category);

/// Writes this rank's part of the full logical tensor `logical` into the
/// buffer `out` of `spec` (its shard, zero padded, when the spec is
/// sharded): how makeRankBuffer and the offload store's buffers are filled.
void fillRankBuffer(const BoundaryTensor &spec,
                    const std::vector<char> &logical, int64_t rank, void *out);

/// The recipe of a parameter without zero.init (see file comment).
InitRecipe defaultInitRecipe(const BoundaryTensor &spec);

/// The initial logical value of parameter `argIndex` from `recipe`, or from
/// defaultInitRecipe without one (see file comment).
std::vector<char> initialParam(const BoundaryTensor &spec, uint64_t seed,
                               int64_t argIndex,
                               const std::optional<InitRecipe> &recipe);

/// Loads <dir>/arg<index>.npy and checks it holds `spec`'s logical tensor.
/// Returns nullopt when the file does not exist.
llvm::Expected<std::optional<std::vector<char>>>
loadLogical(const std::string &dir, int64_t argIndex, const BoundaryTensor &spec);

/// The built-in dataset's values for one batch argument, computed on demand
/// from (seed, argument, element), so any number of rows costs no memory.
struct SyntheticSource {
  uint64_t seed = 0;
  int64_t argIndex = 0;
  zero_rt_dtype_t dtype = ZERO_RT_DTYPE_F32;
  /// Integers are uniform in [intLo, intHi); floats in [-1, 1).
  int64_t intLo = 0, intHi = 1;

  /// Element `index` (row-major over all rows) of the dataset.
  double value(int64_t index) const;
};

/// A batch argument as the rows it is fed with: [K, b, ...] micro-batches
/// of an accumulating step (zero.micro_batches = K) are K·b consecutive rows
/// [K·b, ...] of the same bytes, so a step over K micro-batches reads exactly
/// the rows one step over a K times larger batch reads.
BoundaryTensor batchRows(const StepArgument &arg);

/// A dataset for one batch argument: D rows of `rowBytes` each, held in
/// `data` (a file) or computed by `synthetic`.
struct Dataset {
  int64_t rows = 0;
  int64_t rowBytes = 0;
  std::vector<char> data;
  std::optional<SyntheticSource> synthetic;
  /// Where the rows come from, for messages: a path or "synthetic data".
  std::string origin;
};

/// Loads <dir>/arg<index>.npy as the dataset of a batch argument whose
/// micro-batch has `spec.shape`; the file's shape must be [D, shape[1:]...].
llvm::Expected<Dataset> loadDataset(const std::string &dir, int64_t argIndex,
                                    const BoundaryTensor &spec);

/// The built-in dataset: `rows` rows of values hashed from (seed, argument,
/// element); floats uniform in [-1, 1), integers uniform in [intLo, intHi).
/// Fails on fewer than one row or more elements than an int64 counts.
llvm::Expected<Dataset> syntheticDataset(const BoundaryTensor &spec,
                                         uint64_t seed, int64_t argIndex,
                                         int64_t rows, int64_t intLo,
                                         int64_t intHi);

/// Rank `rank`'s value of batch argument `argIndex` with zero.fill =
/// "global_row": r*b + i for its b = batchRows(arg) rows (see file comment).
/// Fails when `dataDir` (--data; "" for none) holds a file for it: zero-run
/// fills it, so data for it is a mistake to report, not to ignore.
llvm::Expected<std::vector<char>> globalRows(const StepArgument &arg,
                                             int64_t argIndex, int64_t rank,
                                             const std::string &dataDir);

/// Fills `buffer` with rank `rank`'s micro-batch of global step `step`.
void fillMicroBatch(const Dataset &dataset, const BoundaryTensor &spec,
                    int64_t step, int64_t rank, int64_t worldSize,
                    void *buffer);

/// Fills `buffer` with rank `rank`'s micro-batch of the global batch that
/// starts at row `position` (rows consumed so far, the data position a
/// checkpoint records): rows (position + rank*b + i) mod D, i < b.
/// fillMicroBatch is this at position step*N*b.
void fillMicroBatchAt(const Dataset &dataset, const BoundaryTensor &spec,
                      int64_t position, int64_t rank, void *buffer);

} // namespace runner
} // namespace zero
} // namespace mlir

#endif // ZERO_RUNNER_STEPSTATE_H
