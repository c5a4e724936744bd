//===- Trainer.cpp - the training loop of zero-run ------------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Every rank compiles the step (JIT), builds its shards of the parameters and
// optimizer state, and runs the step loop on its micro-batches. Errors that
// every rank sees (wrong world size, bad files) are agreed on collectively so
// every rank reports them and exits non-zero; errors inside a step abort the
// whole job (MPI_Abort), so nothing hangs.
//
// A run is a sequence of phases over one TrainingRun: the options (before
// and after joining the world), the compile, the starting point (resume,
// import), the arguments and their inputs, the steps, the report and the
// outputs. Each phase that can fail returns false once its error lines are
// printed, on every rank that must stop.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/Trainer.h"

#include "zero/Runner/BatchCheck.h"
#include "zero/Runner/Checkpoint.h"
#include "zero/Runner/CheckpointDirectory.h"
#include "zero/Runner/FloatConvert.h"
#include "zero/Runner/LoopThreads.h"
#include "zero/Runner/LrSchedule.h"
#include "zero/Runner/MemoryLimit.h"
#include "zero/Runner/ModelFile.h"
#include "zero/Runner/OffloadStore.h"
#include "zero/Runner/Npy.h"
#include "zero/Runner/OutputFiles.h"
#include "zero/Runner/Progress.h"
#include "zero/Runner/RankContext.h"
#include "zero/Runner/RunChecks.h"
#include "zero/Runner/RunOutputs.h"
#include "zero/Runner/RunReport.h"
#include "zero/Runner/StepProgram.h"
#include "zero/Runner/StepState.h"
#include "zero/Runner/TokenData.h"
#include "zero/Support/AtomicFile.h"

#include "zero/runtime/comm.h"
#include "zero/runtime/gemm.h"
#include "zero/runtime/memory.h"
#include "zero/runtime/profile.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <csignal>
#include <cstring>

using namespace llvm;
using namespace mlir::zero;
using namespace mlir::zero::runner;

namespace {

zero_rt_memory_category_t categoryOf(ArgRole role) {
  switch (role) {
  case ArgRole::Param:
    return ZERO_RT_MEMORY_PARAMS;
  case ArgRole::OptState:
    return ZERO_RT_MEMORY_OPTIMIZER_STATE;
  case ArgRole::Buffer:
    return ZERO_RT_MEMORY_BUFFERS;
  default:
    return ZERO_RT_MEMORY_ACTIVATIONS;
  }
}

/// The full logical tensor of an argument, gathered if sharded (inside this
/// rank's block of `shardGroup` ranks, which holds every shard once).
std::vector<char> gatherLogical(const RankContext &ranks,
                                const BoundaryTensor &spec,
                                const RankBuffer &buffer, int64_t shardGroup) {
  int64_t elt = spec.elementBytes();
  std::vector<char> full(spec.logicalNumElements() * elt);
  if (!spec.sharded) {
    std::memcpy(full.data(), buffer.data, full.size());
    return full;
  }
  checkStatus(zero_rt_comm_all_gather(ranks.blockComm(shardGroup), spec.dtype,
                                      buffer.data,
                                      spec.numElements(), full.data(),
                                      spec.logicalNumElements()));
  return full;
}

bool isIntegerDtype(zero_rt_dtype_t dtype) {
  return dtype == ZERO_RT_DTYPE_I32 || dtype == ZERO_RT_DTYPE_I64;
}

Error optionError(const Twine &message) {
  return createStringError(inconvertibleErrorCode(), message);
}

/// The options whose meaning does not depend on the program.
Error checkRunOptions(const TrainOptions &options, int64_t worldSize) {
  if (options.intRange && *options.intRange <= 0)
    return optionError("--int-range must be >= 1 (integers in [0, N)), got " +
                       Twine(*options.intRange));
  if (options.ranksPerNode < 0 ||
      (options.ranksPerNode > 0 && worldSize % options.ranksPerNode != 0))
    return optionError("--ranks-per-node must divide the " + Twine(worldSize) +
                       " launched rank(s) (nodes of equal size), got " +
                       Twine(options.ranksPerNode));
  if (options.dataDir.empty() && options.syntheticRows < 1)
    return optionError("--synthetic-rows must be >= 1, got " +
                       Twine(options.syntheticRows));
  if (options.collectiveTimeoutS && !(*options.collectiveTimeoutS >= 0))
    return optionError("--collective-timeout must be >= 0 seconds, got " +
                       std::to_string(*options.collectiveTimeoutS));
  if (options.failAtStep != -1 &&
      (options.failRank < 0 || options.failRank >= worldSize))
    return optionError("--fail-rank must be a rank in [0, " +
                       Twine(worldSize) + "), got " + Twine(options.failRank));
  return Error::success();
}

/// The file of argument `i` in a --dump directory.
std::string dumpFileName(size_t i) { return "arg" + std::to_string(i) + ".npy"; }

/// Once the program's sizes are known: enough free space for the first
/// checkpoint, the dump and the export (each where rank 0 writes it), and a
/// dump directory that would not end up mixing two models.
Error checkOutputSpace(const TrainOptions &options, const StepSignature &sig) {
  uint64_t modelState = 0, params = 0;
  std::vector<std::string> dumpFiles;
  for (size_t i = 0; i < sig.args.size(); ++i) {
    const StepArgument &arg = sig.args[i];
    // What a checkpoint and a dump hold; an export, the params and buffers.
    if (arg.role != ArgRole::Param && arg.role != ArgRole::OptState &&
        arg.role != ArgRole::Buffer)
      continue;
    uint64_t bytes = arg.tensor.logicalNumElements() * arg.tensor.elementBytes();
    modelState += bytes;
    if (arg.role == ArgRole::Param || arg.role == ArgRole::Buffer) {
      const BoundaryTensor &source = sig.args[exportedArgument(sig, i)].tensor;
      params += source.logicalNumElements() * source.elementBytes();
    }
    dumpFiles.push_back(dumpFileName(i));
  }
  if (!options.checkpointDir.empty())
    if (Error err = checkFreeSpace("--checkpoint-dir", options.checkpointDir,
                                   modelState))
      return err;
  if (!options.dumpDir.empty()) {
    if (Error err = checkFreeSpace("--dump", options.dumpDir, modelState))
      return err;
    if (Error err = checkDumpContents(options.dumpDir, dumpFiles))
      return err;
  }
  if (!options.exportPath.empty())
    return checkFreeSpace("--export", options.exportPath, params);
  return Error::success();
}

/// The runtime's profile of this rank, written whole or not at all.
Error writeProfile(StringRef path) {
  return writeFileAtomicallyVia(path, [&](StringRef temp) -> Error {
    return takeStatus(zero_rt_profile_write(temp.str().c_str()),
                      "cannot write '" + path + "'");
  });
}

/// What the phases of a training run hand on to each other, on this rank.
struct TrainingRun {
  TrainingRun(const TrainOptions &options, RankContext &ranks)
      : options(options), ranks(ranks), numSteps(options.steps),
        seed(options.seed), hyperValues(options.hypers) {}

  const TrainOptions &options;
  RankContext &ranks;

  /// The step's loops run on OpenMP threads (LoopThreads.h).
  bool parallelLoops = false;
  std::unique_ptr<StepProgram> program;
  const StepSignature &sig() const { return program->signature(); }

  /// The starting point: a checkpoint, an imported model, the steps.
  std::optional<LoadedCheckpoint> resumed;
  std::vector<std::optional<std::vector<char>>> imported;
  int64_t numSteps;
  int64_t firstStep = 0, dataPosition = 0;
  uint64_t seed;
  std::string stepsRule;

  /// The store of the offloaded arguments (none when the step offloads
  /// nothing); it outlives their buffers in `args`.
  std::unique_ptr<OffloadStore> store;
  /// This rank's arguments and what feeds them at every step.
  std::vector<RankBuffer> args;
  std::vector<Dataset> datasets;
  std::optional<TokenData> tokens;
  std::vector<std::string> hyperValues;
  std::vector<size_t> batchArgs, stepHypers, lrHypers;
  /// The --hyper values the hyper arguments took.
  size_t hyperValuesUsed = 0;
  std::optional<LrSchedule> schedule;
  std::optional<json::Object> report;
  std::optional<CostPrediction> prediction;
  std::unique_ptr<CheckpointDirectory> checkpointOwner;
  int64_t samplesPerStep = 0, tokensPerStep = 0;

  /// What the steps measured.
  zero_rt_comm_stats_t commBefore = {};
  zero_rt_store_stats_t storeBefore = {};
  std::vector<double> losses, stepTimes, lrs;
  double seconds = 0;
  CommSent checkpointComm;
  /// The nodes collectives are classified by (applyTopology).
  int64_t ranksPerNode = 1;
  std::vector<RankStats> rankStats;
};

//===----------------------------------------------------------------------===//
// Options
//===----------------------------------------------------------------------===//

/// The options checked before the world is joined, by every rank alike.
bool checkProcessOptions(const TrainOptions &options) {
  if (options.threads < 1 || options.threads > 1024) {
    errs() << "zero-run: error: --threads must be in [1, 1024], got "
           << options.threads << "\n";
    return false;
  }
  checkStatus(zero_rt_gemm_set_threads(static_cast<int>(options.threads)));
  if (options.jitOptLevel > 3) {
    errs() << "zero-run: error: --jit-opt-level must be 0, 1, 2 or 3, got "
           << options.jitOptLevel << "\n";
    return false;
  }
  return true;
}

/// The compute threads, the profile and the step's communicator of this
/// rank.
void startRank(TrainingRun &run) {
  const TrainOptions &options = run.options;
  RankContext &ranks = run.ranks;
  ranks.attachToSteps();
  // The generated loops' threads: LLVM's OpenMP runtime, loaded now (the
  // step's object resolves against it). Without it those loops run on one
  // thread and the GEMMs still on `threads`.
  if (options.threads > 1) {
    if (Error err = enableLoopThreads(static_cast<int>(options.threads))) {
      if (ranks.isFirst())
        ranks.warning() << "--threads=" << options.threads
                        << ": the generated loops run on 1 thread (GEMMs on "
                        << options.threads << "): " << toString(std::move(err))
                        << "\n";
    } else {
      run.parallelLoops = true;
    }
  }
  if (std::string warning =
          checkThreadBudget(options.threads, ranks.worldSize());
      !warning.empty() && ranks.isFirst())
    ranks.warning() << warning << "\n";
  if (!options.profilePrefix.empty())
    zero_rt_profile_enable(ranks.rank());
}

/// The options checked once the world is joined: their values, the outputs'
/// locations (agreed on), the network, and that every rank has the same.
bool checkRankOptions(const TrainOptions &options, RankContext &ranks) {
  const std::string &failMode = options.failMode;
  if (failMode != "abort" && failMode != "segv" && failMode != "stop" &&
      failMode != "kill-in-checkpoint" && failMode != "remove-offload-file") {
    ranks.error() << "--fail-mode must be 'abort', 'segv', 'stop', "
                     "'kill-in-checkpoint' or 'remove-offload-file', got '"
                  << failMode << "'\n";
    return false;
  }
  if (options.steps < 0) {
    ranks.error() << "--steps must be >= 0, got " << int64_t(options.steps)
                  << "\n";
    return false;
  }
  if (!ranks.succeeded(checkRunOptions(options, ranks.worldSize())))
    return false;
  // Outputs, before any work: a path that cannot be written, or one that
  // would overwrite an input, must not cost a compile, let alone a run.
  Error err = checkOutputLocations(options, ranks.rank());
  if (!err && ranks.isFirst() && !options.checkpointDir.empty())
    err = CheckpointDirectory::check(options.checkpointDir,
                                     checkpointOwnership(options));
  if (!ranks.allOk(ranks.succeeded(std::move(err))))
    return false;
  if (!ranks.applyNetworkOptions(options.collectiveTimeoutS,
                                 options.emulateNetwork))
    return false;
  // Ranks started with other options (an MPMD launch) would train different
  // things in lockstep without a word.
  return ranks.succeeded(checkSameOptionsOnAllRanks(ranks.comm(), options));
}

//===----------------------------------------------------------------------===//
// Compile
//===----------------------------------------------------------------------===//

/// The step, compiled (or from the compile cache) on every rank, for the
/// launched world size.
bool compileStep(TrainingRun &run) {
  const TrainOptions &options = run.options;
  RankContext &ranks = run.ranks;
  auto loaded = StepProgram::load(
      options.programPath, options.funcName, options.jitOptLevel, options.cuda,
      options.compileCacheDir, run.parallelLoops, options.rowKernelMinBytes);
  if (!loaded) {
    ranks.error() << toString(loaded.takeError()) << "\n";
  } else {
    run.program = std::move(*loaded);
    for (const std::string &warning : run.program->compileCacheWarnings())
      ranks.warning() << warning << "\n";
  }
  if (!ranks.allOk(run.program != nullptr))
    return false;
  const StepSignature &sig = run.sig();
  int64_t worldSize = ranks.worldSize();
  if (!ranks.allOk(sig.worldSize == worldSize)) {
    if (sig.worldSize != worldSize)
      ranks.error() << "'" << options.programPath << "' was compiled for "
                    << sig.worldSize
                    << " rank(s) (zero.world_size = " << sig.worldSize
                    << ") but launched on " << worldSize
                    << "; run it with mpirun -np " << sig.worldSize
                    << " or partition it for world size " << worldSize << "\n";
    return false;
  }
  std::optional<int64_t> nodes =
      ranks.applyTopology(options.ranksPerNode, sig.ranksPerNode);
  if (!ranks.allOk(nodes.has_value()))
    return false;
  run.ranksPerNode = *nodes;
  return true;
}

/// This rank's offload store when the step has offloaded arguments: one
/// store kind per step, and a file store needs --offload-dir.
bool openOffloadStore(TrainingRun &run) {
  const TrainOptions &options = run.options;
  RankContext &ranks = run.ranks;
  const StepSignature &sig = run.sig();
  std::optional<zero_rt_store_kind_t> kind;
  std::string problem;
  for (auto [i, arg] : llvm::enumerate(sig.args)) {
    if (!arg.offload)
      continue;
    if (kind && *kind != *arg.offload) {
      problem = formatv("argument #{0} ('{1}') is offloaded to the {2} store, "
                        "but an earlier one to the {3} store; zero-run keeps "
                        "one store per rank: offload to one kind",
                        i, arg.name, zero_rt_store_kind_name(*arg.offload),
                        zero_rt_store_kind_name(*kind))
                    .str();
      break;
    }
    kind = arg.offload;
    if (*kind == ZERO_RT_STORE_FILE && options.offloadDir.empty()) {
      problem = formatv("argument #{0} ('{1}') is offloaded to the file "
                        "store; pass --offload-dir=DIR (an existing "
                        "directory, in which each rank creates and later "
                        "removes a directory of its own)",
                        i, arg.name)
                    .str();
      break;
    }
  }
  if (!problem.empty())
    ranks.error() << problem << "\n";
  if (!ranks.allOk(problem.empty()))
    return false;
  if (!kind) {
    if (!options.offloadDir.empty() && ranks.isFirst())
      ranks.warning() << "--offload-dir is ignored: @" << sig.funcName
                      << " offloads nothing (compile it with zero-offload)\n";
    return true;
  }
  if (*kind == ZERO_RT_STORE_HOST && !options.offloadDir.empty() &&
      ranks.isFirst())
    ranks.warning() << "--offload-dir is ignored: @" << sig.funcName
                    << " offloads to host memory, not to files\n";
  auto store = OffloadStore::create(*kind, options.offloadDir, ranks.rank());
  if (store)
    run.store = std::move(*store);
  else
    ranks.error() << toString(store.takeError()) << "\n";
  return ranks.allOk(run.store != nullptr);
}

//===----------------------------------------------------------------------===//
// Starting point
//===----------------------------------------------------------------------===//

/// The memory limit, then where training starts: a checkpoint to resume,
/// a model to import, and the steps to run from there.
bool loadStartingPoint(TrainingRun &run) {
  const TrainOptions &options = run.options;
  RankContext &ranks = run.ranks;
  const StepSignature &sig = run.sig();
  if (options.memoryLimit < 0 || options.checkpointEvery < 0) {
    ranks.error() << "--memory-limit and --checkpoint-every must be >= 0, got "
                  << options.memoryLimit << " and " << options.checkpointEvery
                  << "\n";
    return false;
  }
  if (options.checkpointEvery > 0 && options.checkpointDir.empty()) {
    ranks.error() << "--checkpoint-every=" << options.checkpointEvery
                  << " needs --checkpoint-dir=DIR\n";
    return false;
  }
  std::optional<std::string> overLimit;
  if (!options.skipStaticMemoryCheck)
    overLimit = checkMemoryLimit(sig, ranks.worldSize(), options.memoryLimit);
  if (overLimit)
    ranks.error() << *overLimit << "\n";
  if (!ranks.allOk(!overLimit))
    return false;
  checkStatus(zero_rt_memory_set_limit(options.memoryLimit));

  run.imported.resize(sig.args.size());
  bool loadedOk = true;
  if (!options.resumeDir.empty()) {
    auto ckpt = readCheckpoint(options.resumeDir, sig);
    if (!ckpt) {
      ranks.error() << "cannot resume: " << toString(ckpt.takeError()) << "\n";
      loadedOk = false;
    } else {
      run.resumed = std::move(*ckpt);
    }
  }
  if (loadedOk && !options.importPath.empty()) {
    auto model = importModel(options.importPath, sig);
    if (!model) {
      ranks.error() << "cannot import: " << toString(model.takeError()) << "\n";
      loadedOk = false;
    } else {
      run.imported = std::move(*model);
    }
  }
  if (!ranks.allOk(loadedOk))
    return false;

  const std::optional<LoadedCheckpoint> &resumed = run.resumed;
  run.firstStep = resumed ? resumed->progress.step : 0;
  run.dataPosition = resumed ? resumed->progress.dataPosition : 0;
  Expected<int64_t> steps = stepsToRun(options, run.firstStep, run.stepsRule);
  if (!steps) {
    ranks.error() << toString(steps.takeError()) << "\n";
    return false;
  }
  run.numSteps = *steps;
  // The synthetic data and any recipe-initialized state continue with the
  // seed the run started with, unless --seed says otherwise.
  if (resumed && !options.seedGiven)
    run.seed = resumed->progress.seed;
  if (resumed && ranks.isFirst())
    outs() << "zero-run: resuming from " << resumed->path << " after step "
           << run.firstStep << " (stage " << resumed->stage << ", world size "
           << resumed->worldSize << "), data position " << run.dataPosition
           << ", seed " << run.seed
           << (options.seedGiven ? " (--seed)" : " (the checkpoint's)")
           << "; training steps " << run.firstStep + 1 << ".."
           << run.firstStep + run.numSteps << " (" << run.stepsRule << ")\n";
  else if (options.untilStep && ranks.isFirst())
    outs() << "zero-run: training steps 1.." << run.numSteps << " ("
           << run.stepsRule << ")\n";
  return true;
}

//===----------------------------------------------------------------------===//
// Arguments
//===----------------------------------------------------------------------===//

/// The logical value of model-state argument `i`: resumed, imported, read
/// from --init or computed. `loadedParams`: params with a mixed-precision
/// master that were loaded rather than computed from their recipe (the
/// master, if it has no value of its own, starts as that value).
std::optional<std::vector<char>>
modelStateValue(TrainingRun &run, size_t i,
                std::vector<std::optional<std::vector<char>>> &loadedParams) {
  const StepSignature &sig = run.sig();
  const StepArgument &arg = sig.args[i];
  const BoundaryTensor &spec = arg.tensor;
  const std::string &initDir = run.options.initDir;
  std::vector<char> logical;
  std::optional<std::vector<char>> loaded;
  if (run.resumed)
    loaded = std::move(run.resumed->logical[i]);
  else if (run.imported[i])
    loaded = std::move(run.imported[i]);
  else if (!initDir.empty()) {
    auto file = loadLogical(initDir, i, spec);
    if (!file) {
      run.ranks.error() << toString(file.takeError()) << "\n";
      return std::nullopt;
    }
    loaded = std::move(*file);
  }
  std::optional<unsigned> masterOf;
  if (arg.role == ArgRole::OptState && arg.stateOf &&
      exportedArgument(sig, *arg.stateOf) == i)
    masterOf = *arg.stateOf;
  if (loaded) {
    logical = std::move(*loaded);
    if (arg.role == ArgRole::Param && exportedArgument(sig, i) != i)
      loadedParams[i] = logical;
  } else if (arg.role == ArgRole::Param || arg.init) {
    // The frontend's zero.init recipe (an opt_state may carry one too),
    // else the default rule for params; opt_states start at zero.
    logical = initialParam(spec, run.seed, i, arg.init);
  } else if (masterOf && loadedParams[*masterOf]) {
    // A master starts as its param (as in zero-trace), here a loaded one.
    logical = convertFloats(std::move(*loadedParams[*masterOf]),
                            sig.args[*masterOf].tensor.dtype, spec.dtype);
  } else if (masterOf) {
    // ... or the param's recipe computed in the master's precision, the
    // values the param is the rounding of.
    logical = initialParam(spec, run.seed, *masterOf, sig.args[*masterOf].init);
  } else {
    logical.assign(spec.logicalNumElements() * spec.elementBytes(), 0);
  }
  if (masterOf)
    loadedParams[*masterOf].reset();
  return logical;
}

/// The initial value of batch argument `i` (this rank's rows), and its
/// dataset unless the rows are fixed or come from --tokens.
std::optional<std::vector<char>> batchValue(TrainingRun &run, size_t i) {
  const TrainOptions &options = run.options;
  const StepArgument &arg = run.sig().args[i];
  const BoundaryTensor &spec = arg.tensor;
  const std::string &dataDir = options.dataDir;
  std::optional<int64_t> intRange = options.intRange;
  std::vector<char> logical;
  if (arg.fillGlobalRow) { // no data: the same rows at every step
    auto filled = globalRows(arg, i, run.ranks.rank(), dataDir);
    if (!filled) {
      run.ranks.error() << toString(filled.takeError()) << "\n";
      return std::nullopt;
    }
    return std::move(*filled);
  }
  BoundaryTensor rows = batchRows(arg);
  if (!options.tokensPath.empty()) {
    // Filled from the token file below.
    logical.assign(spec.numElements() * spec.elementBytes(), 0);
    return logical;
  }
  IntRange range =
      validRange(arg, intRange.value_or(TrainOptions::kDefaultIntRange));
  auto d = !dataDir.empty()
               ? loadDataset(dataDir, i, rows)
               : syntheticDataset(rows, run.seed, i, options.syntheticRows,
                                  intRange ? 0 : range.lo,
                                  intRange.value_or(range.hi));
  Error bad = d ? Error::success() : d.takeError();
  if (!bad && isIntegerDtype(spec.dtype))
    bad = checkIntegerRows(*d, rows, i, range);
  if (bad) {
    run.ranks.error() << toString(std::move(bad)) << "\n";
    return std::nullopt;
  }
  run.datasets[i] = std::move(*d);
  logical.assign(spec.numElements() * spec.elementBytes(), 0);
  return logical;
}

/// The value of hyper argument `i`, the next of the --hyper values:
/// a number, or 'step' and 'lr', which are set before every step.
std::optional<std::vector<char>> hyperValue(TrainingRun &run, size_t i,
                                            size_t &nextHyper) {
  RankContext &ranks = run.ranks;
  const BoundaryTensor &spec = run.sig().args[i].tensor;
  if (!spec.shape.empty() || nextHyper >= run.hyperValues.size()) {
    ranks.error() << "hyper argument #" << i
                  << (spec.shape.empty()
                          ? " has no value: pass --hyper=v1,v2,... with one "
                            "value per hyper argument"
                          : " must be a scalar tensor")
                  << "\n";
    return std::nullopt;
  }
  StringRef text = run.hyperValues[nextHyper++];
  double v = 0;
  if (text == "step") {
    run.stepHypers.push_back(i);
  } else if (text == "lr") {
    if (!run.schedule) {
      ranks.error() << "hyper argument #" << i
                    << " is 'lr', the scheduled learning rate, but there is "
                       "no --lr-schedule\n";
      return std::nullopt;
    }
    run.lrHypers.push_back(i);
  } else if (!ranks.succeeded(checkHyperValue(text, i))) {
    return std::nullopt;
  } else {
    (void)text.getAsDouble(v);
  }
  return scalarBytes(spec.dtype, v);
}

/// This rank's buffer of every argument, from its initial value.
bool buildArguments(TrainingRun &run) {
  const StepSignature &sig = run.sig();
  RankContext &ranks = run.ranks;
  std::vector<std::optional<std::vector<char>>> loadedParams(sig.args.size());
  size_t &nextHyper = run.hyperValuesUsed;
  for (size_t i = 0; i < sig.args.size(); ++i) {
    const StepArgument &arg = sig.args[i];
    std::optional<std::vector<char>> logical;
    switch (arg.role) {
    case ArgRole::Param:
    case ArgRole::OptState:
    case ArgRole::Buffer:
      logical = modelStateValue(run, i, loadedParams);
      break;
    case ArgRole::Batch:
      logical = batchValue(run, i);
      break;
    case ArgRole::Hyper:
      logical = hyperValue(run, i, nextHyper);
      break;
    }
    if (!logical)
      return false;
    if (arg.offload) {
      Expected<void *> ptr = run.store->allocate(
          arg.tensor.numElements() * arg.tensor.elementBytes(),
          formatv("argument #{0} ('{1}')", i, arg.name).str());
      if (!ptr) {
        ranks.error() << toString(ptr.takeError()) << "\n";
        return false;
      }
      fillRankBuffer(arg.tensor, *logical, sig.shardIndex(ranks.rank()), *ptr);
      run.args[i] = RankBuffer{*ptr, *ptr};
      continue;
    }
    auto buffer =
        makeRankBuffer(arg.tensor, *logical, sig.shardIndex(ranks.rank()),
                       categoryOf(arg.role));
    if (!buffer) {
      ranks.error() << toString(buffer.takeError()) << "\n";
      return false;
    }
    run.args[i] = *buffer;
  }
  return true;
}

/// --tokens in place of the datasets of a language model's (inputs,
/// targets), else the datasets' rows checked against each other.
bool openBatchData(TrainingRun &run) {
  const TrainOptions &options = run.options;
  RankContext &ranks = run.ranks;
  const StepSignature &sig = run.sig();
  const std::vector<size_t> &batchArgs = run.batchArgs;
  const std::string &dataDir = options.dataDir;
  if (!options.tokensPath.empty()) {
    if (!dataDir.empty() || batchArgs.size() != 2) {
      ranks.error() << "--tokens feeds the (inputs, targets) batch arguments "
                       "of a language-model step"
                    << (dataDir.empty() ? "" : " instead of --data")
                    << ", but @" << sig.funcName << " has " << batchArgs.size()
                    << " batch argument(s)"
                    << (dataDir.empty() ? "" : " and --data is given too")
                    << "\n";
      return false;
    }
    auto opened =
        TokenData::open(options.tokensPath, batchRows(sig.args[batchArgs[0]]),
                        batchRows(sig.args[batchArgs[1]]), options.tokenVocab,
                        tokenRange(sig.args[batchArgs[0]],
                                   sig.args[batchArgs[1]], options.intRange));
    if (!opened) {
      ranks.error() << toString(opened.takeError()) << "\n";
      return false;
    }
    run.tokens = std::move(*opened);
  }
  if (!run.tokens && !dataDir.empty())
    return ranks.succeeded(checkDatasetRows(run.datasets, batchArgs));
  return true;
}

/// The rest of what the run reads and the room for what it writes: the
/// export's names, the --hyper values' count, the report and cost report to
/// compare with, and the outputs' free space. The checkpoint directory is
/// taken (created, locked, marked as this run's) once the inputs are good.
bool checkRunInputs(TrainingRun &run) {
  const TrainOptions &options = run.options;
  RankContext &ranks = run.ranks;
  const StepSignature &sig = run.sig();
  if (!options.exportPath.empty() && !ranks.succeeded(checkExportNames(sig)))
    return false;
  if (run.schedule && run.lrHypers.empty()) {
    ranks.error() << "--lr-schedule is given, but no --hyper value is 'lr' "
                     "(the hyper argument the schedule feeds)\n";
    return false;
  }
  if (run.hyperValuesUsed != run.hyperValues.size()) {
    ranks.error() << "--hyper has " << run.hyperValues.size()
                  << " value(s) but @" << sig.funcName << " has "
                  << run.hyperValuesUsed << " hyper argument(s)\n";
    return false;
  }
  if (!options.reportPath.empty()) {
    std::string error;
    run.report = readReport(options.reportPath, error);
    if (!run.report) {
      ranks.error() << error << "\n";
      return false;
    }
    if (std::optional<std::string> other =
            reportOfAnotherProgram(*run.report, options.reportPath, sig)) {
      ranks.error() << *other << "\n";
      return false;
    }
  }
  if (!options.costReportPath.empty()) {
    std::string error;
    run.prediction = readCostPrediction(options.costReportPath, error);
    if (!run.prediction) {
      ranks.error() << error << "\n";
      return false;
    }
  }
  // Outputs are written after the last step; too little space must not
  // cost the run.
  if (ranks.isFirst() && !ranks.succeeded(checkOutputSpace(options, sig)))
    return false;
  if (ranks.isFirst() && !options.checkpointDir.empty()) {
    auto opened = CheckpointDirectory::open(options.checkpointDir,
                                            checkpointOwnership(options));
    if (!opened) {
      ranks.error() << toString(opened.takeError()) << "\n";
      return false;
    }
    run.checkpointOwner = std::move(*opened);
  }
  return true;
}

/// This rank's arguments and everything that feeds the steps, agreed on:
/// every rank has them, or every rank stops.
bool loadState(TrainingRun &run) {
  const TrainOptions &options = run.options;
  RankContext &ranks = run.ranks;
  const StepSignature &sig = run.sig();
  run.args.resize(sig.args.size());
  run.datasets.resize(sig.args.size());
  // Without --hyper a resumed run keeps the checkpoint's values.
  if (run.resumed && run.hyperValues.empty())
    run.hyperValues = run.resumed->progress.hypers;
  bool ok = true;
  // A mistyped --init would otherwise train from the default weights.
  if (!options.initDir.empty() && !run.resumed && options.importPath.empty())
    ok = ranks.succeeded(checkInitDirectory(options.initDir, sig));
  if (!options.lrSchedule.empty()) {
    auto parsed = LrSchedule::parse(options.lrSchedule);
    if (!parsed) {
      ranks.error() << toString(parsed.takeError()) << "\n";
      ok = false;
    } else {
      run.schedule = *parsed;
    }
  }
  ok = ok && buildArguments(run);
  for (size_t i = 0; i < sig.args.size(); ++i)
    if (sig.args[i].role == ArgRole::Batch && !sig.args[i].fillGlobalRow)
      run.batchArgs.push_back(i);
  ok = ok && openBatchData(run) && checkRunInputs(run);
  return ranks.allOk(ok);
}

/// The samples and tokens of a global batch, and that the data position
/// after the last step does not wrap; then the run's header line.
bool planSteps(TrainingRun &run) {
  RankContext &ranks = run.ranks;
  const StepSignature &sig = run.sig();
  int64_t worldSize = ranks.worldSize();
  // Tokens per step: every element of an integer batch argument is a token
  // (language models); otherwise a sample (row) counts as one.
  for (const StepArgument &arg : sig.args)
    if (arg.role == ArgRole::Batch && !arg.fillGlobalRow) {
      run.samplesPerStep = batchRows(arg).shape[0] * worldSize;
      if (arg.tensor.dtype == ZERO_RT_DTYPE_I32 ||
          arg.tensor.dtype == ZERO_RT_DTYPE_I64)
        run.tokensPerStep = arg.tensor.numElements() * worldSize;
      break;
    }
  if (!run.tokensPerStep)
    run.tokensPerStep = run.samplesPerStep;
  // The data position after the last step must not wrap (a checkpoint's
  // position is at most 2^62, its step at most 2^53); every rank computes
  // the same numbers.
  std::optional<int64_t> rows = checkedMul(run.numSteps, run.samplesPerStep);
  if (!rows || !checkedAdd(run.dataPosition, *rows)) {
    ranks.error() << run.numSteps << " steps of " << run.samplesPerStep
                  << " rows after data position " << run.dataPosition
                  << " go past 2^63 rows; expected fewer steps\n";
    return false;
  }
  if (ranks.isFirst())
    outs() << "zero-run: " << run.options.programPath << " @" << sig.funcName
           << ": "
           << (sig.stage ? "stage " + std::to_string(*sig.stage)
                         : std::string("unpartitioned"))
           << ", world size " << worldSize << ", global batch "
           << run.samplesPerStep << "\n";
  return true;
}

//===----------------------------------------------------------------------===//
// Steps
//===----------------------------------------------------------------------===//

/// Step `step` (0-based)'s inputs: this rank's micro-batch, the 'step' and
/// 'lr' hypers. Returns the scheduled learning rate, if any.
std::optional<double> setStepInputs(TrainingRun &run, int64_t step) {
  const StepSignature &sig = run.sig();
  std::vector<RankBuffer> &args = run.args;
  int64_t rank = run.ranks.rank();
  if (run.tokens) {
    if (Error err = run.tokens->fill(run.dataPosition, rank,
                                     args[run.batchArgs[0]].data,
                                     args[run.batchArgs[1]].data))
      run.ranks.fatal(toString(std::move(err)));
  } else {
    for (size_t i : run.batchArgs)
      fillMicroBatchAt(run.datasets[i], batchRows(sig.args[i]),
                       run.dataPosition, rank, args[i].data);
  }
  run.dataPosition += run.samplesPerStep;
  for (size_t i : run.stepHypers) {
    std::vector<char> bytes =
        scalarBytes(sig.args[i].tensor.dtype, double(step + 1));
    std::memcpy(args[i].data, bytes.data(), bytes.size());
  }
  zero_rt_comm_set_step(run.ranks.comm(), step + 1);
  if (!run.schedule)
    return std::nullopt;
  double lr = run.schedule->at(step + 1);
  run.lrs.push_back(lr);
  for (size_t i : run.lrHypers) {
    std::vector<char> bytes = scalarBytes(sig.args[i].tensor.dtype, lr);
    std::memcpy(args[i].data, bytes.data(), bytes.size());
  }
  return lr;
}

/// Testing: --fail-at-step's failure, on its rank, before the step runs.
void injectFailure(const TrainingRun &run, int64_t step) {
  const TrainOptions &options = run.options;
  const std::string &failMode = options.failMode;
  if (step + 1 != options.failAtStep || run.ranks.rank() != options.failRank ||
      failMode == "kill-in-checkpoint")
    return;
  if (failMode == "segv")
    std::raise(SIGSEGV);
  if (failMode == "remove-offload-file") {
    // Someone else removes the store's first file under the running step.
    if (run.store && run.store->kind() == ZERO_RT_STORE_FILE) {
      SmallString<256> path(run.store->directory());
      sys::path::append(path, "t0.bin");
      (void)sys::fs::remove(path);
    }
    return;
  }
  if (failMode == "stop") {
    // Stops responding; resumed (SIGCONT), it carries on with the step.
    std::raise(SIGSTOP);
  } else {
    run.ranks.fatal("injected failure at step " + Twine(step + 1) +
                    " (--fail-at-step)");
  }
}

/// Frees this rank's argument buffers; the offloaded ones go with the
/// store, which is closed (its files and directory removed) here too.
bool releaseArguments(TrainingRun &run) {
  const StepSignature &sig = run.sig();
  for (size_t i = 0; i < run.args.size(); ++i)
    if (!sig.args[i].offload)
      checkStatus(zero_rt_memory_free(run.args[i].allocated));
  run.args.clear();
  if (!run.store)
    return true;
  Error err = run.store->close();
  run.store.reset();
  return run.ranks.succeeded(std::move(err));
}

/// Takes step `step`'s results: the updated state becomes the next step's
/// arguments, the others are freed. Returns the loss.
double takeResults(TrainingRun &run, int64_t step,
                   const std::vector<RankBuffer> &results) {
  const StepSignature &sig = run.sig();
  double loss = 0;
  // Each result must own its buffer: the driver frees and replaces them
  // one by one.
  SmallPtrSet<void *, 16> owners;
  for (const RankBuffer &out : results)
    if (!owners.insert(out.allocated).second)
      run.ranks.fatal("step " + Twine(step + 1) +
                      " returned two results sharing one buffer; the "
                      "lowering must hand each result its own allocation");
  // A store buffer is the store's, whatever result hands it back.
  SmallPtrSet<void *, 16> storeBuffers;
  for (size_t i = 0; i < sig.args.size(); ++i)
    if (sig.args[i].offload)
      storeBuffers.insert(run.args[i].allocated);
  for (size_t r = 0; r < sig.results.size(); ++r) {
    const StepResult &info = sig.results[r];
    RankBuffer out = results[r];
    if (!info.updates && storeBuffers.contains(out.allocated))
      run.ranks.fatal("step " + Twine(step + 1) + " returned the store buffer "
                      "of an offloaded argument as result #" + Twine(r) +
                      ", which is not its update; an offloaded tensor leaves "
                      "the step only as its own update");
    if (info.updates && sig.args[*info.updates].offload) {
      // Updated in the store, in place.
      if (out.allocated != run.args[*info.updates].allocated)
        run.ranks.fatal("step " + Twine(step + 1) + " returned a new buffer "
                        "for offloaded argument #" + Twine(*info.updates) +
                        "; the lowering must return its store buffer");
      continue;
    }
    if (info.updates) {
      // The result becomes the argument of the next step; the old buffer
      // goes, unless the step handed the same buffer back.
      RankBuffer &old = run.args[*info.updates];
      if (old.allocated != out.allocated)
        checkStatus(zero_rt_memory_free(old.allocated));
      checkStatus(zero_rt_memory_retag(
          out.allocated, categoryOf(sig.args[*info.updates].role)));
      old = out;
      continue;
    }
    if (info.role == ResultRole::Loss)
      loss = *static_cast<float *>(out.data);
    checkStatus(zero_rt_memory_free(out.allocated));
  }
  return loss;
}

/// writeCheckpoint after `step` steps, whose few collectives are kept out
/// of the step's measured communication. Every rank returns a checkpoint's
/// error (the ranks agree on it), so all end here together: no abort that
/// could cut off the failing rank's own reason, which it prints first.
bool checkpointNow(TrainingRun &run, int64_t step) {
  const TrainOptions &options = run.options;
  zero_rt_comm_stats_t before, after;
  zero_rt_comm_query_stats(run.ranks.comm(), &before);
  CheckpointFault fault;
  if (options.failMode == "kill-in-checkpoint")
    fault = {options.failAtStep, options.failRank};
  Error err = writeCheckpoint(
      run.ranks, options.checkpointDir, run.checkpointOwner.get(), run.sig(),
      run.args,
      CheckpointProgress{step, run.dataPosition, run.seed, run.hyperValues},
      fault);
  zero_rt_comm_query_stats(run.ranks.comm(), &after);
  CommSent sent = CommSent::between(before, after);
  run.checkpointComm.total += sent.total;
  for (int t = 0; t < ZERO_RT_TIER_COUNT; ++t)
    run.checkpointComm.byTier[t] += sent.byTier[t];
  if (!run.ranks.succeeded(std::move(err))) {
    releaseArguments(run);
    return false;
  }
  return true;
}

/// The step loop: inputs, the step, its results, progress and checkpoints.
bool trainSteps(TrainingRun &run) {
  const TrainOptions &options = run.options;
  RankContext &ranks = run.ranks;
  zero_rt_memory_reset_peaks();
  zero_rt_comm_query_stats(ranks.comm(), &run.commBefore);
  if (run.store)
    run.storeBefore = run.store->stats();
  ProgressPrinter progress(outs(), run.firstStep, run.firstStep + run.numSteps,
                           sys::Process::StandardOutIsDisplayed());
  for (int64_t done = 0; done < run.numSteps; ++done) {
    int64_t step = run.firstStep + done;
    std::optional<double> lr = setStepInputs(run, step);
    injectFailure(run, step);
    auto begin = std::chrono::steady_clock::now();
    int64_t profileBegin = zero_rt_profile_now_us();
    auto results = run.program->run(run.args);
    if (!results)
      ranks.fatal("step " + Twine(step + 1) +
                  " failed: " + toString(results.takeError()));
    zero_rt_profile_event("step", "step", profileBegin,
                          zero_rt_profile_now_us());
    run.stepTimes.push_back(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - begin)
            .count());
    run.seconds += run.stepTimes.back();
    // A store file removed or truncated under the run: this step's
    // update may be lost, so nothing after it is trusted (no checkpoint of
    // it is written; the last one stays as it was).
    if (run.store)
      if (Error err = run.store->check())
        ranks.fatal("step " + Twine(step + 1) + ": the offload store is "
                    "damaged: " + toString(std::move(err)) +
                    "; the run stops without writing this step's state");
    double loss = takeResults(run, step, *results);
    run.losses.push_back(loss);
    if (ranks.isFirst())
      progress.step(step + 1, loss, run.samplesPerStep, run.tokensPerStep,
                    run.seconds, lr);
    bool last = done + 1 == run.numSteps;
    if (!options.checkpointDir.empty() &&
        (last || (options.checkpointEvery > 0 &&
                  (step + 1) % options.checkpointEvery == 0)) &&
        !checkpointNow(run, step + 1))
      return false;
  }
  if (ranks.isFirst())
    progress.finish();
  if (!options.checkpointDir.empty() && run.numSteps == 0 &&
      !checkpointNow(run, run.firstStep))
    return false;
  zero_rt_comm_set_step(ranks.comm(), 0);
  return true;
}

//===----------------------------------------------------------------------===//
// Report and outputs
//===----------------------------------------------------------------------===//

/// Every rank's memory and communication, printed by rank 0 with the
/// prediction to compare with.
void reportRun(TrainingRun &run) {
  RankContext &ranks = run.ranks;
  zero_rt_comm_stats_t commAfter;
  zero_rt_comm_query_stats(ranks.comm(), &commAfter);
  CommSent stepsSent = CommSent::between(run.commBefore, commAfter);
  stepsSent -= run.checkpointComm;
  run.rankStats =
      gatherRankStats(ranks.comm(), stepsSent,
                      run.program->compileCacheOutcome(),
                      StoreUse{run.storeBefore, run.store ? run.store->stats()
                                                          : zero_rt_store_stats_t{}});
  if (ranks.isFirst())
    printReport(outs(), run.rankStats, run.sig(), run.numSteps, run.report,
                run.ranksPerNode);
  if (ranks.isFirst() && run.prediction)
    printPrediction(outs(), run.stepTimes, *run.prediction);
}

/// --dump: rank 0 adds (or atomically replaces) arg<i>.npy in the directory
/// and touches nothing else there; every rank takes part in the gathers.
bool writeDump(TrainingRun &run) {
  RankContext &ranks = run.ranks;
  const StepSignature &sig = run.sig();
  const std::string &dumpDir = run.options.dumpDir;
  bool ok = true;
  if (ranks.isFirst())
    if (std::error_code ec = sys::fs::create_directories(dumpDir)) {
      ranks.error() << "cannot dump into '" << dumpDir << "': " << ec.message()
                    << "\n";
      ok = false;
    }
  for (size_t i = 0; i < sig.args.size(); ++i) {
    const StepArgument &arg = sig.args[i];
    // A buffer is each rank's own; rank 0's is the one written (as
    // DDP's broadcast_buffers makes every rank use it).
    if (arg.role != ArgRole::Param && arg.role != ArgRole::OptState &&
        arg.role != ArgRole::Buffer)
      continue;
    std::vector<char> full = gatherLogical(ranks, arg.tensor, run.args[i], sig.shardGroup);
    if (!ranks.isFirst() || !ok)
      continue;
    NpyArray array{npyDescr(arg.tensor.dtype), arg.tensor.logicalShape,
                   convertFloats(std::move(full), arg.tensor.dtype,
                                 fileDtype(arg.tensor.dtype))};
    SmallString<256> path(dumpDir);
    sys::path::append(path, dumpFileName(i));
    ok = ranks.succeeded(writeNpy(path, array));
  }
  return ok;
}

/// --export: the model's params and buffers, gathered, written by rank 0.
bool writeExport(TrainingRun &run) {
  const StepSignature &sig = run.sig();
  std::vector<std::vector<char>> logical(sig.args.size());
  for (size_t i = 0; i < sig.args.size(); ++i)
    if (sig.args[i].role == ArgRole::Param ||
        sig.args[i].role == ArgRole::Buffer) {
      unsigned source = exportedArgument(sig, i);
      logical[source] =
          gatherLogical(run.ranks, sig.args[source].tensor, run.args[source],
                        sig.shardGroup);
    }
  if (!run.ranks.isFirst())
    return true;
  return run.ranks.succeeded(exportModel(run.options.exportPath, sig, logical));
}

/// --metrics: the run's numbers as JSON, by rank 0.
bool writeMetrics(TrainingRun &run) {
  const TrainOptions &options = run.options;
  RunSummary summary{options.programPath,
                     run.numSteps,
                     run.samplesPerStep,
                     run.tokensPerStep,
                     run.seconds,
                     run.losses,
                     run.lrs,
                     run.stepTimes,
                     run.prediction,
                     run.program->compileSeconds(),
                     run.program->compileCacheOutcome(),
                     options.cuda ? "cuBLAS" : zero_rt_gemm_kernels(),
                     run.ranksPerNode};
  json::Value metrics(makeMetrics(summary, run.sig(), run.rankStats));
  return run.ranks.succeeded(
      writeFileAtomically(options.metricsPath, [&](raw_ostream &os) {
        os << formatv("{0:2}", metrics) << "\n";
        return Error::success();
      }));
}

/// Every requested output, then this rank's buffers go; whether every rank
/// wrote its part.
bool writeOutputs(TrainingRun &run) {
  const TrainOptions &options = run.options;
  RankContext &ranks = run.ranks;
  bool ok = true;
  if (!options.dumpDir.empty())
    ok = writeDump(run);
  if (!options.exportPath.empty())
    ok = writeExport(run) && ok;
  if (ranks.isFirst() && !options.metricsPath.empty())
    ok = writeMetrics(run) && ok;
  if (!options.profilePrefix.empty())
    ok = ranks.succeeded(
             writeProfile(profilePath(options.profilePrefix, ranks.rank()))) &&
         ok;
  ok = releaseArguments(run) && ok;
  return ranks.allOk(ok);
}

} // namespace

int runner::runTrainer(const TrainOptions &options) {
  // A write past `ulimit -f` fails with EFBIG and is reported with its path.
  ignoreFileSizeSignal();
  if (!checkProcessOptions(options))
    return 1;
  RankContext ranks;
  TrainingRun run(options, ranks);
  startRank(run);
  if (!checkRankOptions(options, ranks) || !compileStep(run) ||
      !openOffloadStore(run) || !loadStartingPoint(run) || !loadState(run) || !planSteps(run) ||
      !trainSteps(run))
    return 1;
  reportRun(run);
  return writeOutputs(run) ? 0 : 1;
}
