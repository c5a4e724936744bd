//===- LoopThreads.h - threads for a step's generated loops -----*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// A step lowered with `zero-lower-to-llvm{parallel-loops}` forks its big
// kernels' outer loops through LLVM's OpenMP runtime, libomp. zero does not
// link it: zero-run --threads=T loads it when T > 1 (the build's libomp, or
// the one $ZERO_OPENMP_RUNTIME names) and sets its thread count, and the
// JIT resolves the compiled step's __kmpc_* calls against it. Without it the
// step is compiled without parallel loops and runs them on one thread.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNNER_LOOPTHREADS_H
#define ZERO_RUNNER_LOOPTHREADS_H

#include "llvm/Support/Error.h"

#include <string>

namespace mlir {
namespace zero {
namespace runner {

/// The OpenMP runtime enableLoopThreads loads: $ZERO_OPENMP_RUNTIME when
/// set, else the libomp zero was configured with ("" when none was found).
std::string getOpenMPRuntimePath();

/// Loads the OpenMP runtime into the process, its symbols visible to the
/// JIT, and makes each parallel region of a compiled step run on `threads`
/// threads. Fails, saying why, when the runtime cannot be loaded.
llvm::Error enableLoopThreads(int threads);

/// The warning due when `threads` compute threads per rank, times the ranks
/// of the job on this machine (Open MPI's OMPI_COMM_WORLD_LOCAL_SIZE or
/// MPICH's MPI_LOCALNRANKS, else all `worldSize`), exceed the cores this
/// process may run on; "" when they do not or `threads` is 1 (more ranks
/// than cores is mpirun's explicit choice).
std::string checkThreadBudget(int64_t threads, int64_t worldSize);

} // namespace runner
} // namespace zero
} // namespace mlir

#endif // ZERO_RUNNER_LOOPTHREADS_H
