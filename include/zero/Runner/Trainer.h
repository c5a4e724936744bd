//===- Trainer.h - the training loop of zero-run ----------------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNNER_TRAINER_H
#define ZERO_RUNNER_TRAINER_H

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace zero {
namespace runner {

/// The largest step number a run reaches: the `step` hyper value (a
/// double) is exact up to it, and no step count near 2^63 can wrap.
constexpr int64_t kMaxTrainingStep = int64_t(1) << 53;

/// What zero-run's command line says; each field is documented by its flag.
struct TrainOptions {
  std::string programPath;
  std::string funcName = "train_step";
  unsigned jitOptLevel = 3;
  /// The compile cache's directory (CompileCache.h); "" or "off": none.
  std::string compileCacheDir;
  /// --device=cuda: lower with zero-lower-to-nvvm; the caller has loaded
  /// libzero_runtime_cuda and put device memory behind the allocator.
  bool cuda = false;
  int64_t steps = 3;
  /// Whether --steps was given (it and --until-step exclude each other).
  bool stepsGiven = false;
  /// --until-step: the step to end at, counting a resumed checkpoint's
  /// steps (--steps counts this run's); none: --steps.
  std::optional<int64_t> untilStep;
  uint64_t seed = 0;
  /// Whether --seed was given; without it a resumed run keeps the
  /// checkpoint's seed.
  bool seedGiven = false;
  std::string initDir, dataDir, dumpDir, metricsPath, reportPath;
  /// A zero-cost-report JSON whose predicted step time is printed next to
  /// the measured median; empty: none.
  std::string costReportPath;
  /// Chrome trace per rank at `<profilePrefix>.rank<r>.json`; empty: none.
  std::string profilePrefix;
  /// Compute threads of this rank: GEMMs on OpenBLAS's pool, big kernels'
  /// outer loops on LLVM's OpenMP runtime (LoopThreads.h).
  int64_t threads = 1;
  /// --row-kernel-min-bytes: JitOptions::rowKernelMinBytes; none: its
  /// default.
  std::optional<int64_t> rowKernelMinBytes;
  int64_t syntheticRows = 64;
  /// --int-range: the valid range [0, N) of integer batch arguments without
  /// zero.range, and the range synthetic integers are drawn from; none: each
  /// argument's zero.range, else [0, kDefaultIntRange).
  std::optional<int64_t> intRange;
  static constexpr int64_t kDefaultIntRange = 256;
  std::vector<std::string> hypers;
  /// A flat uint16 token file feeding a language-model step (TokenData.h)
  /// and the bound its ids must stay below (0: unchecked).
  std::string tokensPath;
  int64_t tokenVocab = 0;
  /// `--lr-schedule` (LrSchedule.h); fed to the hyper whose value is `lr`.
  std::string lrSchedule;
  /// --emulate-network: ALPHA_US,BYTES_PER_US for every link, or four
  /// values, the intra-node link's then the inter-node link's.
  std::vector<double> emulateNetwork;
  /// --ranks-per-node: the nodes collectives are classified (and emulated)
  /// by; 0: the step's zero.ranks_per_node, else MPI's shared-memory split.
  int64_t ranksPerNode = 0;
  /// Seconds a collective may take before the job is aborted (0: never);
  /// none: the runtime's default (ZERO_RT_COLLECTIVE_TIMEOUT_S, else 600).
  std::optional<double> collectiveTimeoutS;
  /// Sharded checkpoints (docs/Checkpoints.md): written to
  /// `<checkpointDir>/step-<K>` every `checkpointEvery` steps (0: only at
  /// the end) and after the last step; empty: none.
  std::string checkpointDir;
  int64_t checkpointEvery = 0;
  /// A checkpoint (or a --checkpoint-dir, for its latest) to resume from.
  std::string resumeDir;
  /// --checkpoint-overwrite: a run that does not resume from checkpointDir
  /// may still take over the checkpoints zero wrote there for another run
  /// (removed once its own first checkpoint is in place); without it such a
  /// directory is refused (CheckpointDirectory.h).
  bool checkpointOverwrite = false;
  /// .safetensors of the full model written at the end / read to
  /// initialize the parameters by name; empty: none.
  std::string exportPath, importPath;
  /// --offload-dir: where a step's file store (zero-offload store=file)
  /// creates this rank's scratch directory, `zero-offload-<pid>-rank<r>`,
  /// removed at the end of the run; empty: none (such a step is refused).
  std::string offloadDir;
  /// Bytes per rank; 0: no limit. Checked against the step's static peak
  /// before the first step and enforced by the allocator during the run.
  int64_t memoryLimit = 0;
  /// Testing: enforce memoryLimit in the allocator only.
  bool skipStaticMemoryCheck = false;
  /// Testing: fail on `failRank` in this 1-based step ('abort', 'segv', 'stop'
  /// (SIGSTOP) or 'kill-in-checkpoint': SIGKILL halfway through writing the checkpoint
  /// of that step).
  int64_t failAtStep = -1;
  int64_t failRank = 0;
  std::string failMode = "abort";
};

/// Trains the step on the ranks of this process's MPI world: compiles it,
/// builds this rank's shards, runs the steps, prints losses and the memory
/// report, writes the requested outputs. Returns the process exit code.
int runTrainer(const TrainOptions &options);

} // namespace runner
} // namespace zero
} // namespace mlir

#endif // ZERO_RUNNER_TRAINER_H
