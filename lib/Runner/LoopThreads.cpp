//===- LoopThreads.cpp - threads for a step's generated loops -------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/LoopThreads.h"

#include "llvm/Support/DynamicLibrary.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/Process.h"

#include <cstdlib>

using namespace mlir::zero;

std::string runner::getOpenMPRuntimePath() {
  if (std::optional<std::string> path =
          llvm::sys::Process::GetEnv("ZERO_OPENMP_RUNTIME"))
    return *path;
  return ZERO_OPENMP_RUNTIME;
}

llvm::Error runner::enableLoopThreads(int threads) {
  std::string path = getOpenMPRuntimePath();
  if (path.empty())
    return llvm::createStringError(
        "zero was built without LLVM's OpenMP runtime (libomp-22-dev; "
        "reconfigure after `make deps`, or name one in ZERO_OPENMP_RUNTIME)");
  // A worker that finds no work sleeps at once instead of spinning for
  // libomp's default 200 ms: between two forks a step runs GEMMs on
  // OpenBLAS's own threads, which a spinning worker would take a core from
  // (docs/Runtime.md, Threads). Read when libomp starts; the user's setting
  // wins.
  setenv("KMP_BLOCKTIME", "0", /*overwrite=*/0);
  // Loaded with its symbols global: the JIT resolves a step's __kmpc_*
  // calls through the process's symbol table (JitObject::load).
  std::string why;
  llvm::sys::DynamicLibrary library =
      llvm::sys::DynamicLibrary::getPermanentLibrary(path.c_str(), &why);
  if (!library.isValid())
    return llvm::createStringError("cannot load LLVM's OpenMP runtime '" +
                                   path + "': " + why);
  auto *setNumThreads = reinterpret_cast<void (*)(int)>(
      library.getAddressOfSymbol("omp_set_num_threads"));
  if (!setNumThreads)
    return llvm::createStringError("'" + path +
                                   "' has no omp_set_num_threads: it is not "
                                   "an OpenMP runtime");
  setNumThreads(threads);
  return llvm::Error::success();
}

std::string runner::checkThreadBudget(int64_t threads, int64_t worldSize) {
  if (threads <= 1)
    return "";
  int64_t local = worldSize;
  for (const char *name : {"OMPI_COMM_WORLD_LOCAL_SIZE", "MPI_LOCALNRANKS"})
    if (std::optional<std::string> value = llvm::sys::Process::GetEnv(name)) {
      int64_t n;
      if (!llvm::StringRef(*value).getAsInteger(10, n) && n > 0) {
        local = n;
        break;
      }
    }
  // The CPUs this process may run on (its affinity), not the machine's.
  int64_t cores = llvm::hardware_concurrency().compute_thread_count();
  if (threads * local <= cores)
    return "";
  return llvm::formatv("--threads={0} x {1} rank(s) on this machine = {2} "
                       "compute threads for {3} cores: they wait for one "
                       "another (keep ranks x --threads <= cores)",
                       threads, local, threads * local, cores)
      .str();
}
