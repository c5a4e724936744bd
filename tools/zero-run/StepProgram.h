//===- StepProgram.h - a compiled training step for zero-run ----*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Reads what a driver needs from a (partitioned) step's signature - roles,
// shards, which result updates which argument - then lowers the module with
// zero-lower-to-llvm and JIT-compiles it with MLIR's ExecutionEngine.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_TOOLS_ZERORUN_STEPPROGRAM_H
#define ZERO_TOOLS_ZERORUN_STEPPROGRAM_H

#include "zero/runtime/comm.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <string>
#include <vector>

namespace zerorun {

/// A tensor at the step's boundary: what this rank passes (`shape`) and, for
/// a shard, the logical tensor it is a shard of.
struct TensorSpec {
  zero_rt_dtype_t dtype = ZERO_RT_DTYPE_F32;
  llvm::SmallVector<int64_t> shape;
  llvm::SmallVector<int64_t> logicalShape;
  bool sharded = false;

  int64_t numElements() const;
  int64_t logicalNumElements() const;
  int64_t elementBytes() const { return zero_rt_dtype_size(dtype); }
};

enum class ArgRole { Param, OptState, Batch, Hyper };
enum class ResultRole { Loss, Metric, Update };

struct ArgInfo {
  ArgRole role;
  TensorSpec spec;
  int64_t stateOf = -1;
};

struct ResultInfo {
  ResultRole role;
  TensorSpec spec;
  int64_t updates = -1;
};

struct StepSignature {
  std::string funcName;
  /// zero.world_size of the function; 1 for an unpartitioned step.
  int64_t worldSize = 1;
  /// zero.stage, or -1 when absent.
  int64_t stage = -1;
  std::vector<ArgInfo> args;
  std::vector<ResultInfo> results;
  /// Bytes this rank sends per step by the ring formulas, summed over the
  /// collectives in the program (it has no loops around collectives).
  int64_t commBytesPerStep = 0;
};

/// A buffer at the step boundary: `allocated` is what the allocator returned
/// (freed with zero_rt_memory_free), `data` the first element.
struct Buffer {
  void *allocated = nullptr;
  void *data = nullptr;
};

class StepProgram {
public:
  /// Parses `path`, reads the signature of `funcName`, lowers and compiles.
  static llvm::Expected<std::unique_ptr<StepProgram>>
  load(llvm::StringRef path, llvm::StringRef funcName, unsigned optLevel = 3);

  const StepSignature &signature() const { return sig; }

  /// Runs one step. `args` follow the signature; the returned buffers
  /// (one per result) are owned by the caller.
  llvm::Expected<std::vector<Buffer>> run(const std::vector<Buffer> &args);

  ~StepProgram();

private:
  StepProgram() = default;
  StepSignature sig;
  std::unique_ptr<mlir::MLIRContext> context;
  std::unique_ptr<mlir::ExecutionEngine> engine;
};

} // namespace zerorun

#endif // ZERO_TOOLS_ZERORUN_STEPPROGRAM_H
