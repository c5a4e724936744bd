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
//    zeros otherwise. Optimizer state starts at zero. Either may instead
//    come from <dir>/arg<i>.npy holding the full logical tensor;
//  - a batch argument's micro-batch on rank r at step t is rows
//    (t*N*b + r*b + i) mod D, i < b, of a dataset of D rows: <dir>/arg<i>.npy
//    or the built-in synthetic one.
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

/// NumPy descr of a runtime dtype.
const char *npyDescr(zero_rt_dtype_t dtype);

/// `value` in the bytes of a scalar of `dtype` (hyper arguments).
std::vector<char> scalarBytes(zero_rt_dtype_t dtype, double value);

/// Allocates this rank's buffer for `spec` under `category`, filled from the
/// full logical tensor `logical` (row-major, `spec.logicalShape`), taking
/// this rank's shard when the spec is sharded.
llvm::Expected<RankBuffer> makeRankBuffer(const BoundaryTensor &spec,
                                      const std::vector<char> &logical,
                                      int64_t rank, int64_t worldSize,
                                      zero_rt_memory_category_t category);

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

/// A dataset for one batch argument: D rows of `rowBytes` each.
struct Dataset {
  int64_t rows = 0;
  int64_t rowBytes = 0;
  std::vector<char> data;
};

/// Loads <dir>/arg<index>.npy as the dataset of a batch argument whose
/// micro-batch has `spec.shape`; the file's shape must be [D, shape[1:]...].
llvm::Expected<Dataset> loadDataset(const std::string &dir, int64_t argIndex,
                                    const BoundaryTensor &spec);

/// The built-in dataset: `rows` rows of values hashed from (seed, argument,
/// element); floats uniform in [-1, 1), integers uniform in [0, intRange).
Dataset syntheticDataset(const BoundaryTensor &spec, uint64_t seed,
                         int64_t argIndex, int64_t rows, int64_t intRange);

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
