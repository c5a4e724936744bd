//===- StepProgram.h - a compiled training step -----------------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Reads what a driver needs from a (partitioned) step's signature - roles,
// shards, which result updates which argument - with the same contract
// reader the passes use, then lowers and JIT-compiles the module.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNNER_STEPPROGRAM_H
#define ZERO_RUNNER_STEPPROGRAM_H

#include "zero/Dialect/Zero/Analysis/CommBytes.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Runner/Compile.h"
#include "zero/Runner/CompileCache.h"
#include "zero/Support/Init.h"
#include "zero/runtime/comm.h"
#include "zero/runtime/store.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/BuiltinOps.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace zero {
namespace runner {

/// A tensor at the step's boundary: what this rank passes (`shape`) and, for
/// a shard, the logical tensor it is a shard of.
struct BoundaryTensor {
  zero_rt_dtype_t dtype = ZERO_RT_DTYPE_F32;
  llvm::SmallVector<int64_t> shape;
  llvm::SmallVector<int64_t> logicalShape;
  bool sharded = false;

  int64_t numElements() const;
  int64_t logicalNumElements() const;
  int64_t elementBytes() const { return zero_rt_dtype_size(dtype); }
};

struct StepArgument {
  ArgRole role;
  BoundaryTensor tensor;
  /// The store the argument lives in (zero-offload; OffloadStore.h): its
  /// buffer comes from the store, the step reads and writes it only through
  /// transfers and returns the same buffer as its update.
  std::optional<zero_rt_store_kind_t> offload;
  /// The param an opt_state belongs to.
  std::optional<unsigned> stateOf;
  /// The argument's zero.init recipe, when the frontend wrote one.
  std::optional<InitRecipe> init;
  /// The values [first, second) an integer batch argument may hold: its
  /// zero.range, when the frontend wrote one.
  std::optional<std::pair<int64_t, int64_t>> range;
  /// Without zero.range: [0, hi) of the smallest table dimension the
  /// argument indexes (deriveIndexRange), and which one, for messages.
  std::optional<int64_t> indexedHi;
  std::string indexedSource;
  /// A batch argument the driver fills with each local row's index in the
  /// step's global batch (zero.fill = "global_row"), not from data.
  bool fillGlobalRow = false;
  /// A batch argument of a step that accumulates gradients: its leading
  /// dimension holds this many micro-batches (zero.micro_batches); else 1.
  int64_t microBatches = 1;
  /// One more value outside `range` the argument may hold: its
  /// zero.range_ignore (a loss's ignore_index, e.g. -100).
  std::optional<int64_t> rangeIgnore;
  /// The logical tensor's name: its zero.name, else "arg<i>".
  std::string name;
};

struct StepResult {
  /// The loss or a metric; none for an update.
  std::optional<ResultRole> role;
  BoundaryTensor tensor;
  /// The argument this result updates.
  std::optional<unsigned> updates;
};

struct StepSignature {
  std::string funcName;
  /// zero.world_size of the function; 1 for an unpartitioned step.
  int64_t worldSize = 1;
  /// zero.stage; none for an unpartitioned step.
  std::optional<int64_t> stage;
  std::vector<StepArgument> args;
  std::vector<StepResult> results;
  /// Bytes this rank sends per step by the ring formulas, summed over the
  /// collectives in the program (it has no loops around collectives).
  int64_t commBytesPerStep = 0;
  /// Those bytes by the span (size * stride) of the rank group each
  /// collective spans: which tier they cross depends on the node size.
  std::vector<std::pair<int64_t, int64_t>> commBytesBySpan;
  /// The ranks each shard spans (zero-partition shard-group), the world
  /// size without shard groups: rank r holds shard r mod shardGroup.
  int64_t shardGroup = 1;
  /// zero.ranks_per_node, when the step was compiled for a machine of nodes.
  std::optional<int64_t> ranksPerNode;

  /// The shard of each sharded argument rank `rank` holds.
  int64_t shardIndex(int64_t rank) const { return rank % shardGroup; }
  /// Per-step bytes crossing `tier` on nodes of `ranksPerNode` ranks
  /// (getNetworkTier's rule).
  int64_t commBytesOnTier(int64_t ranksPerNode, NetworkTier tier) const;
  /// The static liveness peak of one rank's step (computePeakMemory, what
  /// zero-memory-report calls peak_bytes); -1 when it cannot be computed.
  int64_t staticPeakBytes = -1;
};

/// A buffer at the step boundary: `allocated` is what the allocator returned
/// (freed with zero_rt_memory_free), `data` the first element.
struct RankBuffer {
  void *allocated = nullptr;
  void *data = nullptr;
};

class StepProgram {
public:
  /// Parses `path`, reads the signature of `funcName`, lowers and compiles,
  /// or loads the compiled step from the compile cache in `compileCacheDir`
  /// ("" or "off": none; CompileCache.h). A CUDA step is always compiled.
  /// `parallelLoops`: big kernels' outer loops run on OpenMP threads
  /// (JitOptions::parallelLoops); CPU only. `rowKernelMinBytes`:
  /// JitOptions::rowKernelMinBytes (none: its default); CPU only.
  static llvm::Expected<std::unique_ptr<StepProgram>>
  load(llvm::StringRef path, llvm::StringRef funcName, unsigned optLevel = 3,
       bool cuda = false, llvm::StringRef compileCacheDir = "",
       bool parallelLoops = false,
       std::optional<int64_t> rowKernelMinBytes = std::nullopt);

  const StepSignature &signature() const { return sig; }
  /// Wall seconds load() took to parse, lower and JIT-compile the program.
  double compileSeconds() const { return compileTime; }
  /// Whether load() compiled the step or found it in the compile cache.
  CacheOutcome compileCacheOutcome() const { return cacheOutcome; }
  /// What went wrong with the compile cache (load() then compiled without
  /// it), for the driver to report.
  const std::vector<std::string> &compileCacheWarnings() const {
    return cacheWarnings;
  }

  /// Runs one step. `args` follow the signature; the returned buffers
  /// (one per result) are owned by the caller.
  llvm::Expected<std::vector<RankBuffer>>
  run(const std::vector<RankBuffer> &args);

  ~StepProgram();

private:
  StepProgram() = default;
  StepSignature sig;
  double compileTime = 0;
  /// Whether the entry takes two word arrays (zero-pack-entry-abi).
  bool packedEntry = false;
  CacheOutcome cacheOutcome = CacheOutcome::Off;
  std::vector<std::string> cacheWarnings;
  std::unique_ptr<MLIRContext> context;
  /// The step's code: an object (CPU) or an ExecutionEngine (CUDA), and its
  /// packed entry (ExecutionEngine::invokePacked's convention).
  std::unique_ptr<JitObject> object;
  std::unique_ptr<ExecutionEngine> engine;
  void (*entry)(void **) = nullptr;
};

} // namespace runner
} // namespace zero
} // namespace mlir

#endif // ZERO_RUNNER_STEPPROGRAM_H
