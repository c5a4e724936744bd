//===- RunChecks.h - zero-run's inputs checked before step 1 ----*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Inputs that are each valid alone but would train on something other than
// what the user meant, without a word: an --init directory that holds none
// of the model's files, datasets of different lengths, a non-finite hyper
// value, an export that would drop a parameter, ranks started with different
// options. Each check returns an error naming the flag, what was expected
// and what was found; runTrainer makes them before the first step.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNNER_RUNCHECKS_H
#define ZERO_RUNNER_RUNCHECKS_H

#include "zero/Runner/StepProgram.h"
#include "zero/Runner/StepState.h"
#include "zero/Runner/Trainer.h"

#include "zero/runtime/comm.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mlir {
namespace zero {
namespace runner {

/// --init=DIR: DIR must be a directory holding arg<i>.npy of every
/// parameter of `sig` (optimizer state may start at zero), so that a
/// mistyped path never trains from the default weights.
llvm::Error checkInitDirectory(llvm::StringRef dir, const StepSignature &sig);

/// The datasets of the batch arguments `batchArgs` must have equal rows:
/// row j of one pairs with row j of the others only then.
llvm::Error checkDatasetRows(const std::vector<Dataset> &datasets,
                             llvm::ArrayRef<size_t> batchArgs);

/// A --hyper value (or one a checkpoint recorded): 'step', 'lr' or a finite
/// number. `argIndex` names the hyper argument.
llvm::Error checkHyperValue(llvm::StringRef text, size_t argIndex);

/// --export writes one tensor per parameter under its zero.name: two
/// parameters of one name, or the name safetensors reserves
/// ("__metadata__"), would lose one.
llvm::Error checkExportNames(const StepSignature &sig);

/// How many steps to run after `firstStep` (the checkpoint's step, else 0):
/// --steps more, or up to --until-step in total. `description` says which,
/// for the line printed at start.
llvm::Expected<int64_t> stepsToRun(const TrainOptions &options,
                                   int64_t firstStep, std::string &description);

/// Every rank of `comm` must have been started with the same program and
/// options that decide what is trained (an MPMD launch can give each rank
/// its own): collective; an error on every rank names the first option that
/// differs.
llvm::Error checkSameOptionsOnAllRanks(zero_rt_comm_t *comm,
                                       const TrainOptions &options);

} // namespace runner
} // namespace zero
} // namespace mlir

#endif // ZERO_RUNNER_RUNCHECKS_H
