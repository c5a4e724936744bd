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
#include "zero/Runner/Npy.h"
#include "zero/Runner/OutputFiles.h"
#include "zero/Runner/Progress.h"
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
#include "zero/runtime/step_abi.h"

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
#include <unistd.h>

using namespace llvm;
using namespace mlir::zero;
using namespace mlir::zero::runner;

namespace {

int64_t myRank = 0;
int64_t worldSize = 1;
zero_rt_comm_t *comm = nullptr;

/// One error line, written with a single write(2) when the statement ends so
/// lines from different ranks sharing a terminal do not interleave.
class ErrorLine {
public:
  explicit ErrorLine(StringRef kind = "error") {
    os << "zero-run: rank " << myRank << ": " << kind << ": ";
  }
  ~ErrorLine() {
    os.flush();
    ssize_t unused = ::write(2, text.data(), text.size());
    (void)unused;
  }
  template <typename T> ErrorLine &operator<<(const T &value) {
    os << value;
    return *this;
  }

private:
  std::string text;
  raw_string_ostream os{text};
};

ErrorLine rankErrs() { return ErrorLine(); }
ErrorLine rankWarns() { return ErrorLine("warning"); }

/// Every rank learns whether any rank failed; a failing rank has already
/// printed its reason. Keeps ranks from entering a collective alone.
bool allRanksOk(bool ok) {
  int32_t failed = ok ? 0 : 1;
  zero_rt_status_t status = zero_rt_comm_all_reduce(
      comm, ZERO_RT_REDUCTION_MAX, ZERO_RT_DTYPE_I32, &failed, &failed, 1);
  if (status)
    zero_rt_status_abort(status);
  return failed == 0;
}

[[noreturn]] void fatal(const Twine &message) {
  rankErrs() << message << "\n";
  zero_rt_comm_abort(1);
}

void check(zero_rt_status_t status) {
  if (status)
    zero_rt_status_abort(status);
}

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

/// The full logical tensor of an argument, gathered if sharded.
std::vector<char> gatherLogical(const BoundaryTensor &spec, const RankBuffer &buffer) {
  int64_t elt = spec.elementBytes();
  std::vector<char> full(spec.logicalNumElements() * elt);
  if (!spec.sharded) {
    std::memcpy(full.data(), buffer.data, full.size());
    return full;
  }
  check(zero_rt_comm_all_gather(comm, spec.dtype, buffer.data,
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
    if (zero_rt_status_t status = zero_rt_profile_write(temp.str().c_str())) {
      std::string message = zero_rt_status_message(status);
      zero_rt_status_free(status);
      return optionError("cannot write '" + path + "': " + message);
    }
    return Error::success();
  });
}

/// writeCheckpoint, whose few collectives are kept out of the step's
/// measured communication (added to `commBytes`).
Error checkpointNow(const TrainOptions &options, CheckpointDirectory *owner,
                    const StepSignature &sig,
                    const std::vector<RankBuffer> &args,
                    const CheckpointProgress &progress, int64_t &commBytes) {
  zero_rt_comm_stats_t before, after;
  zero_rt_comm_query_stats(comm, &before);
  CheckpointFault fault;
  if (options.failMode == "kill-in-checkpoint")
    fault = {options.failAtStep, options.failRank};
  Error err = writeCheckpoint(comm, options.checkpointDir, owner, sig, args,
                              progress, fault);
  zero_rt_comm_query_stats(comm, &after);
  commBytes += after.bytes_sent - before.bytes_sent;
  return err;
}

} // namespace

int runner::runTrainer(const TrainOptions &options) {
  const std::string &programPath = options.programPath;
  const std::string &funcName = options.funcName;
  unsigned jitOptLevel = options.jitOptLevel;
  int64_t numSteps = options.steps;
  uint64_t seed = options.seed;
  const std::string &initDir = options.initDir, &dataDir = options.dataDir,
                    &dumpDir = options.dumpDir,
                    &metricsPath = options.metricsPath,
                    &reportPath = options.reportPath,
                    &profilePrefix = options.profilePrefix;
  int64_t syntheticRows = options.syntheticRows;
  std::optional<int64_t> intRange = options.intRange;
  const std::vector<std::string> &hypers = options.hypers;
  const std::vector<double> &emulateNetwork = options.emulateNetwork;
  int64_t failAtStep = options.failAtStep, failRank = options.failRank;
  const std::string &failMode = options.failMode;

  // A write past `ulimit -f` fails with EFBIG and is reported with its path.
  ignoreFileSizeSignal();
  if (options.threads < 1 || options.threads > 1024) {
    errs() << "zero-run: error: --threads must be in [1, 1024], got "
           << options.threads << "\n";
    return 1;
  }
  check(zero_rt_gemm_set_threads(static_cast<int>(options.threads)));
  if (jitOptLevel > 3) {
    errs() << "zero-run: error: --jit-opt-level must be 0, 1, 2 or 3, got "
           << jitOptLevel << "\n";
    return 1;
  }

  check(zero_rt_comm_create_world(&comm));
  myRank = zero_rt_comm_rank(comm);
  worldSize = zero_rt_comm_size(comm);
  zero_rt_step_set_comm(comm);
  // The generated loops' threads: LLVM's OpenMP runtime, loaded now (the
  // step's object resolves against it). Without it those loops run on one
  // thread and the GEMMs still on `threads`.
  bool parallelLoops = false;
  if (options.threads > 1) {
    if (Error err = enableLoopThreads(static_cast<int>(options.threads))) {
      if (myRank == 0)
        rankWarns() << "--threads=" << options.threads
                    << ": the generated loops run on 1 thread (GEMMs on "
                    << options.threads
                    << "): " << toString(std::move(err)) << "\n";
    } else {
      parallelLoops = true;
    }
  }
  if (std::string warning = checkThreadBudget(options.threads, worldSize);
      !warning.empty() && myRank == 0)
    rankWarns() << warning << "\n";
  if (!profilePrefix.empty())
    zero_rt_profile_enable(myRank);
  if (failMode != "abort" && failMode != "segv" && failMode != "stop" &&
      failMode != "kill-in-checkpoint") {
    rankErrs() << "--fail-mode must be 'abort', 'segv', 'stop' or "
                  "'kill-in-checkpoint', got '"
               << failMode << "'\n";
    zero_rt_comm_release(comm);
    return 1;
  }
  if (numSteps < 0) {
    rankErrs() << "--steps must be >= 0, got " << int64_t(numSteps) << "\n";
    zero_rt_comm_release(comm);
    return 1;
  }
  if (Error err = checkRunOptions(options, worldSize)) {
    rankErrs() << toString(std::move(err)) << "\n";
    zero_rt_comm_release(comm);
    return 1;
  }
  // Outputs, before any work: a path that cannot be written, or one that
  // would overwrite an input, must not cost a compile, let alone a run.
  {
    Error err = checkOutputLocations(options, myRank);
    if (!err && myRank == 0 && !options.checkpointDir.empty())
      err = CheckpointDirectory::check(options.checkpointDir,
                                       checkpointOwnership(options));
    bool outputsOk = !err;
    if (err)
      rankErrs() << toString(std::move(err)) << "\n";
    if (!allRanksOk(outputsOk)) {
      zero_rt_comm_release(comm);
      return 1;
    }
  }
  if (options.collectiveTimeoutS)
    check(zero_rt_comm_set_timeout(comm, *options.collectiveTimeoutS));
  if (!emulateNetwork.empty()) {
    if (emulateNetwork.size() != 2) {
      rankErrs() << "--emulate-network takes ALPHA_US,BYTES_PER_US, got "
                 << emulateNetwork.size() << " value(s)\n";
      zero_rt_comm_release(comm);
      return 1;
    }
    check(zero_rt_comm_set_network_emulation(comm, emulateNetwork[0],
                                             emulateNetwork[1]));
  }

  auto finish = [&](int code) {
    zero_rt_step_set_comm(nullptr);
    zero_rt_comm_release(comm);
    return code;
  };
  // Ranks started with other options (an MPMD launch) would train different
  // things in lockstep without a word.
  if (Error err = checkSameOptionsOnAllRanks(comm, options)) {
    rankErrs() << toString(std::move(err)) << "\n";
    return finish(1);
  }

  // --- Compile and check the program against the launch ----------------
  std::unique_ptr<StepProgram> program;
  {
    auto loaded = StepProgram::load(programPath, funcName, jitOptLevel,
                                    options.cuda, options.compileCacheDir,
                                    parallelLoops, options.rowKernelMinBytes);
    if (!loaded) {
      rankErrs() << toString(loaded.takeError()) << "\n";
    } else {
      program = std::move(*loaded);
      for (const std::string &warning : program->compileCacheWarnings())
        rankWarns() << warning << "\n";
    }
    if (!allRanksOk(program != nullptr))
      return finish(1);
  }
  const StepSignature &sig = program->signature();
  if (!allRanksOk(sig.worldSize == worldSize)) {
    if (sig.worldSize != worldSize)
      rankErrs() << "'" << programPath << "' was compiled for "
                 << sig.worldSize << " rank(s) (zero.world_size = "
                 << sig.worldSize << ") but launched on " << worldSize
                 << "; run it with mpirun -np " << sig.worldSize
                 << " or partition it for world size " << worldSize << "\n";
    return finish(1);
  }

  // --- Memory limit, checkpoint, imported model ------------------------
  if (options.memoryLimit < 0 || options.checkpointEvery < 0) {
    rankErrs() << "--memory-limit and --checkpoint-every must be >= 0, got "
               << options.memoryLimit << " and " << options.checkpointEvery
               << "\n";
    return finish(1);
  }
  if (options.checkpointEvery > 0 && options.checkpointDir.empty()) {
    rankErrs() << "--checkpoint-every=" << options.checkpointEvery
               << " needs --checkpoint-dir=DIR\n";
    return finish(1);
  }
  std::optional<std::string> overLimit;
  if (!options.skipStaticMemoryCheck)
    overLimit = checkMemoryLimit(sig, worldSize, options.memoryLimit);
  if (overLimit)
    rankErrs() << *overLimit << "\n";
  if (!allRanksOk(!overLimit))
    return finish(1);
  check(zero_rt_memory_set_limit(options.memoryLimit));
  std::optional<LoadedCheckpoint> resumed;
  std::vector<std::optional<std::vector<char>>> imported(sig.args.size());
  {
    bool loadedOk = true;
    if (!options.resumeDir.empty()) {
      auto ckpt = readCheckpoint(options.resumeDir, sig);
      if (!ckpt) {
        rankErrs() << "cannot resume: " << toString(ckpt.takeError()) << "\n";
        loadedOk = false;
      } else {
        resumed = std::move(*ckpt);
      }
    }
    if (loadedOk && !options.importPath.empty()) {
      auto model = importModel(options.importPath, sig);
      if (!model) {
        rankErrs() << "cannot import: " << toString(model.takeError()) << "\n";
        loadedOk = false;
      } else {
        imported = std::move(*model);
      }
    }
    if (!allRanksOk(loadedOk))
      return finish(1);
  }
  int64_t firstStep = resumed ? resumed->progress.step : 0;
  int64_t dataPosition = resumed ? resumed->progress.dataPosition : 0;
  std::string stepsRule;
  {
    Expected<int64_t> steps = stepsToRun(options, firstStep, stepsRule);
    if (!steps) {
      rankErrs() << toString(steps.takeError()) << "\n";
      return finish(1);
    }
    numSteps = *steps;
  }
  // The synthetic data and any recipe-initialized state continue with the
  // seed the run started with, unless --seed says otherwise.
  if (resumed && !options.seedGiven)
    seed = resumed->progress.seed;
  if (resumed && myRank == 0)
    outs() << "zero-run: resuming from " << resumed->path << " after step "
           << firstStep << " (stage " << resumed->stage << ", world size "
           << resumed->worldSize << "), data position " << dataPosition
           << ", seed " << seed
           << (options.seedGiven ? " (--seed)" : " (the checkpoint's)")
           << "; training steps " << firstStep + 1 << ".."
           << firstStep + numSteps << " (" << stepsRule << ")\n";
  else if (options.untilStep && myRank == 0)
    outs() << "zero-run: training steps 1.." << numSteps << " (" << stepsRule
           << ")\n";

  // --- Parameters, optimizer state, data --------------------------------
  std::vector<RankBuffer> args(sig.args.size());
  std::vector<Dataset> datasets(sig.args.size());
  std::vector<std::string> hyperValues(hypers.begin(), hypers.end());
  // Without --hyper a resumed run keeps the checkpoint's values.
  if (resumed && hyperValues.empty())
    hyperValues = resumed->progress.hypers;
  std::vector<size_t> stepHypers, lrHypers;
  size_t nextHyper = 0;
  bool ok = true;
  // A mistyped --init would otherwise train from the default weights.
  if (!initDir.empty() && !resumed && options.importPath.empty())
    if (Error err = checkInitDirectory(initDir, sig)) {
      rankErrs() << toString(std::move(err)) << "\n";
      ok = false;
    }
  std::optional<LrSchedule> schedule;
  if (!options.lrSchedule.empty()) {
    auto parsed = LrSchedule::parse(options.lrSchedule);
    if (!parsed) {
      rankErrs() << toString(parsed.takeError()) << "\n";
      ok = false;
    } else {
      schedule = *parsed;
    }
  }
  // Params that have a mixed-precision master and were loaded rather than
  // computed from their recipe: the master, if it has no value of its own,
  // starts as that value.
  std::vector<std::optional<std::vector<char>>> loadedParams(sig.args.size());
  for (size_t i = 0; i < sig.args.size() && ok; ++i) {
    const StepArgument &arg = sig.args[i];
    const BoundaryTensor &spec = arg.tensor;
    std::vector<char> logical;
    switch (arg.role) {
    case ArgRole::Param:
    case ArgRole::OptState:
    case ArgRole::Buffer: {
      std::optional<std::vector<char>> loaded;
      if (resumed)
        loaded = std::move(resumed->logical[i]);
      else if (imported[i])
        loaded = std::move(imported[i]);
      else if (!initDir.empty()) {
        auto file = loadLogical(initDir, i, spec);
        if (!file) {
          rankErrs() << toString(file.takeError()) << "\n";
          ok = false;
          break;
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
        logical = initialParam(spec, seed, i, arg.init);
      } else if (masterOf && loadedParams[*masterOf]) {
        // A master starts as its param (as in zero-trace), here a loaded one.
        logical = convertFloats(std::move(*loadedParams[*masterOf]),
                                sig.args[*masterOf].tensor.dtype, spec.dtype);
      } else if (masterOf) {
        // ... or the param's recipe computed in the master's precision, the
        // values the param is the rounding of.
        logical = initialParam(spec, seed, *masterOf, sig.args[*masterOf].init);
      } else {
        logical.assign(spec.logicalNumElements() * spec.elementBytes(), 0);
      }
      if (masterOf)
        loadedParams[*masterOf].reset();
      break;
    }
    case ArgRole::Batch: {
      if (arg.fillGlobalRow) { // no data: the same rows at every step
        auto filled = globalRows(arg, i, myRank, dataDir);
        if (!filled) {
          rankErrs() << toString(filled.takeError()) << "\n";
          ok = false;
          break;
        }
        logical = std::move(*filled);
        break;
      }
      BoundaryTensor rows = batchRows(arg);
      if (!options.tokensPath.empty()) {
        // Filled from the token file below.
        logical.assign(spec.numElements() * spec.elementBytes(), 0);
        break;
      }
      IntRange range = validRange(
          arg, intRange.value_or(TrainOptions::kDefaultIntRange));
      auto d = !dataDir.empty()
                   ? loadDataset(dataDir, i, rows)
                   : syntheticDataset(rows, seed, i, syntheticRows,
                                      intRange ? 0 : range.lo,
                                      intRange.value_or(range.hi));
      Error bad = d ? Error::success() : d.takeError();
      if (!bad && isIntegerDtype(spec.dtype))
        bad = checkIntegerRows(*d, rows, i, range);
      if (bad) {
        rankErrs() << toString(std::move(bad)) << "\n";
        ok = false;
        break;
      }
      datasets[i] = std::move(*d);
      logical.assign(spec.numElements() * spec.elementBytes(), 0);
      break;
    }
    case ArgRole::Hyper: {
      if (!spec.shape.empty() || nextHyper >= hyperValues.size()) {
        rankErrs() << "hyper argument #" << i
                   << (spec.shape.empty()
                           ? " has no value: pass --hyper=v1,v2,... with one "
                             "value per hyper argument"
                           : " must be a scalar tensor")
                   << "\n";
        ok = false;
        break;
      }
      StringRef text = hyperValues[nextHyper++];
      double v = 0;
      if (text == "step") {
        stepHypers.push_back(i);
      } else if (text == "lr") {
        if (!schedule) {
          rankErrs() << "hyper argument #" << i
                     << " is 'lr', the scheduled learning rate, but there is "
                        "no --lr-schedule\n";
          ok = false;
          break;
        }
        lrHypers.push_back(i);
      } else if (Error err = checkHyperValue(text, i)) {
        rankErrs() << toString(std::move(err)) << "\n";
        ok = false;
        break;
      } else {
        (void)text.getAsDouble(v);
      }
      logical = scalarBytes(spec.dtype, v);
      break;
    }
    }
    if (!ok)
      break;
    auto buffer =
        makeRankBuffer(spec, logical, myRank, worldSize, categoryOf(arg.role));
    if (!buffer) {
      rankErrs() << toString(buffer.takeError()) << "\n";
      ok = false;
      break;
    }
    args[i] = *buffer;
  }
  std::optional<TokenData> tokens;
  std::vector<size_t> batchArgs;
  for (size_t i = 0; i < sig.args.size(); ++i)
    if (sig.args[i].role == ArgRole::Batch && !sig.args[i].fillGlobalRow)
      batchArgs.push_back(i);
  if (ok && !options.tokensPath.empty()) {
    if (!dataDir.empty() || batchArgs.size() != 2) {
      rankErrs() << "--tokens feeds the (inputs, targets) batch arguments of "
                    "a language-model step"
                 << (dataDir.empty() ? "" : " instead of --data") << ", but @"
                 << sig.funcName << " has " << batchArgs.size()
                 << " batch argument(s)"
                 << (dataDir.empty() ? "" : " and --data is given too")
                 << "\n";
      ok = false;
    } else {
      auto opened = TokenData::open(options.tokensPath,
                                    batchRows(sig.args[batchArgs[0]]),
                                    batchRows(sig.args[batchArgs[1]]),
                                    options.tokenVocab,
                                    tokenRange(sig.args[batchArgs[0]],
                                               sig.args[batchArgs[1]],
                                               intRange));
      if (!opened) {
        rankErrs() << toString(opened.takeError()) << "\n";
        ok = false;
      } else {
        tokens = std::move(*opened);
      }
    }
  }
  if (ok && !tokens && !dataDir.empty())
    if (Error err = checkDatasetRows(datasets, batchArgs)) {
      rankErrs() << toString(std::move(err)) << "\n";
      ok = false;
    }
  if (ok && !options.exportPath.empty())
    if (Error err = checkExportNames(sig)) {
      rankErrs() << toString(std::move(err)) << "\n";
      ok = false;
    }
  if (ok && schedule && lrHypers.empty()) {
    rankErrs() << "--lr-schedule is given, but no --hyper value is 'lr' (the "
                  "hyper argument the schedule feeds)\n";
    ok = false;
  }
  if (ok && nextHyper != hyperValues.size()) {
    rankErrs() << "--hyper has " << hyperValues.size() << " value(s) but @"
               << sig.funcName << " has " << nextHyper
               << " hyper argument(s)\n";
    ok = false;
  }
  std::optional<json::Object> report;
  if (ok && !reportPath.empty()) {
    std::string error;
    report = readReport(reportPath, error);
    if (!report) {
      rankErrs() << error << "\n";
      ok = false;
    } else if (std::optional<std::string> other =
                   reportOfAnotherProgram(*report, reportPath, sig)) {
      rankErrs() << *other << "\n";
      ok = false;
    }
  }
  std::optional<CostPrediction> prediction;
  if (ok && !options.costReportPath.empty()) {
    std::string error;
    prediction = readCostPrediction(options.costReportPath, error);
    if (!prediction) {
      rankErrs() << error << "\n";
      ok = false;
    }
  }
  // Outputs are written after the last step; too little space must not
  // cost the run. The inputs are good: the checkpoint directory is taken
  // (created, locked, marked as this run's).
  if (ok && myRank == 0)
    if (Error err = checkOutputSpace(options, sig)) {
      rankErrs() << toString(std::move(err)) << "\n";
      ok = false;
    }
  std::unique_ptr<CheckpointDirectory> checkpointOwner;
  if (ok && myRank == 0 && !options.checkpointDir.empty()) {
    auto opened = CheckpointDirectory::open(options.checkpointDir,
                                            checkpointOwnership(options));
    if (opened) {
      checkpointOwner = std::move(*opened);
    } else {
      rankErrs() << toString(opened.takeError()) << "\n";
      ok = false;
    }
  }
  if (!allRanksOk(ok))
    return finish(1);

  // Tokens per step: every element of an integer batch argument is a token
  // (language models); otherwise a sample (row) counts as one.
  int64_t samplesPerStep = 0, tokensPerStep = 0;
  for (const StepArgument &arg : sig.args)
    if (arg.role == ArgRole::Batch && !arg.fillGlobalRow) {
      samplesPerStep = batchRows(arg).shape[0] * worldSize;
      if (arg.tensor.dtype == ZERO_RT_DTYPE_I32 ||
          arg.tensor.dtype == ZERO_RT_DTYPE_I64)
        tokensPerStep = arg.tensor.numElements() * worldSize;
      break;
    }
  if (!tokensPerStep)
    tokensPerStep = samplesPerStep;
  // The data position after the last step must not wrap (a checkpoint's
  // position is at most 2^62, its step at most 2^53); every rank computes
  // the same numbers.
  {
    std::optional<int64_t> rows = checkedMul(numSteps, samplesPerStep);
    if (!rows || !checkedAdd(dataPosition, *rows)) {
      rankErrs() << numSteps << " steps of " << samplesPerStep
                 << " rows after data position " << dataPosition
                 << " go past 2^63 rows; expected fewer steps\n";
      return finish(1);
    }
  }

  if (myRank == 0)
    outs() << "zero-run: " << programPath << " @" << sig.funcName << ": "
           << (sig.stage ? "stage " + std::to_string(*sig.stage)
                         : std::string("unpartitioned"))
           << ", world size " << worldSize << ", global batch "
           << samplesPerStep << "\n";

  // --- Step loop --------------------------------------------------------
  zero_rt_memory_reset_peaks();
  zero_rt_comm_stats_t commBefore;
  zero_rt_comm_query_stats(comm, &commBefore);
  std::vector<double> losses, stepTimes, lrs;
  double seconds = 0;
  int64_t checkpointCommBytes = 0;
  auto progressAfter = [&](int64_t step) {
    return CheckpointProgress{step, dataPosition, seed, hyperValues};
  };
  // Every rank returns a checkpoint's error (the ranks agree on it), so
  // all end here together: no abort that could cut off the failing rank's
  // own reason, which it prints first.
  auto checkpointFailed = [&](Error err) {
    rankErrs() << toString(std::move(err)) << "\n";
    for (RankBuffer &b : args)
      check(zero_rt_memory_free(b.allocated));
    return finish(1);
  };
  ProgressPrinter progress(outs(), firstStep, firstStep + numSteps,
                           sys::Process::StandardOutIsDisplayed());
  for (int64_t done = 0; done < numSteps; ++done) {
    int64_t step = firstStep + done;
    if (tokens) {
      if (Error err = tokens->fill(dataPosition, myRank,
                                   args[batchArgs[0]].data,
                                   args[batchArgs[1]].data))
        fatal(toString(std::move(err)));
    } else {
      for (size_t i : batchArgs)
        fillMicroBatchAt(datasets[i], batchRows(sig.args[i]), dataPosition,
                         myRank, args[i].data);
    }
    dataPosition += samplesPerStep;
    for (size_t i : stepHypers) {
      std::vector<char> bytes =
          scalarBytes(sig.args[i].tensor.dtype, double(step + 1));
      std::memcpy(args[i].data, bytes.data(), bytes.size());
    }
    zero_rt_comm_set_step(comm, step + 1);
    std::optional<double> lr;
    if (schedule) {
      lr = schedule->at(step + 1);
      lrs.push_back(*lr);
      for (size_t i : lrHypers) {
        std::vector<char> bytes = scalarBytes(sig.args[i].tensor.dtype, *lr);
        std::memcpy(args[i].data, bytes.data(), bytes.size());
      }
    }
    if (step + 1 == failAtStep && myRank == failRank &&
        failMode != "kill-in-checkpoint") {
      if (failMode == "segv")
        std::raise(SIGSEGV);
      if (failMode == "stop") {
        // Stops responding; resumed (SIGCONT), it carries on with the step.
        std::raise(SIGSTOP);
      } else {
        fatal("injected failure at step " + Twine(step + 1) +
              " (--fail-at-step)");
      }
    }
    auto begin = std::chrono::steady_clock::now();
    int64_t profileBegin = zero_rt_profile_now_us();
    auto results = program->run(args);
    if (!results)
      fatal("step " + Twine(step + 1) + " failed: " +
            toString(results.takeError()));
    zero_rt_profile_event("step", "step", profileBegin,
                          zero_rt_profile_now_us());
    stepTimes.push_back(std::chrono::duration<double>(
                            std::chrono::steady_clock::now() - begin)
                            .count());
    seconds += stepTimes.back();
    double loss = 0;
    // Each result must own its buffer: the driver frees and replaces them
    // one by one.
    SmallPtrSet<void *, 16> owners;
    for (const RankBuffer &out : *results)
      if (!owners.insert(out.allocated).second)
        fatal("step " + Twine(step + 1) +
              " returned two results sharing one buffer; the lowering must "
              "hand each result its own allocation");
    for (size_t r = 0; r < sig.results.size(); ++r) {
      const StepResult &info = sig.results[r];
      RankBuffer out = (*results)[r];
      if (info.updates) {
        // The result becomes the argument of the next step; the old buffer
        // goes, unless the step handed the same buffer back.
        RankBuffer &old = args[*info.updates];
        if (old.allocated != out.allocated)
          check(zero_rt_memory_free(old.allocated));
        check(zero_rt_memory_retag(out.allocated,
                                   categoryOf(sig.args[*info.updates].role)));
        old = out;
        continue;
      }
      if (info.role == ResultRole::Loss)
        loss = *static_cast<float *>(out.data);
      check(zero_rt_memory_free(out.allocated));
    }
    losses.push_back(loss);
    if (myRank == 0)
      progress.step(step + 1, loss, samplesPerStep, tokensPerStep, seconds, lr);
    bool last = done + 1 == numSteps;
    if (!options.checkpointDir.empty() &&
        (last || (options.checkpointEvery > 0 &&
                  (step + 1) % options.checkpointEvery == 0)))
      if (Error err = checkpointNow(options, checkpointOwner.get(), sig, args,
                                    progressAfter(step + 1),
                                    checkpointCommBytes))
        return checkpointFailed(std::move(err));
  }
  if (myRank == 0)
    progress.finish();
  if (!options.checkpointDir.empty() && numSteps == 0)
    if (Error err = checkpointNow(options, checkpointOwner.get(), sig, args,
                                  progressAfter(firstStep),
                                  checkpointCommBytes))
      return checkpointFailed(std::move(err));

  zero_rt_comm_set_step(comm, 0);

  // --- Report -----------------------------------------------------------
  zero_rt_comm_stats_t commAfter;
  zero_rt_comm_query_stats(comm, &commAfter);
  std::vector<RankStats> ranks =
      gatherRankStats(comm,
                      commAfter.bytes_sent - commBefore.bytes_sent -
                          checkpointCommBytes,
                      program->compileCacheOutcome());
  if (myRank == 0)
    printReport(outs(), ranks, sig, numSteps, report);
  if (myRank == 0 && prediction)
    printPrediction(outs(), stepTimes, *prediction);

  // --- Outputs ----------------------------------------------------------
  ok = true;
  if (!dumpDir.empty()) {
    // Rank 0 adds (or atomically replaces) arg<i>.npy in the directory and
    // touches nothing else there; every rank takes part in the gathers.
    if (myRank == 0)
      if (std::error_code ec = sys::fs::create_directories(dumpDir)) {
        rankErrs() << "cannot dump into '" << dumpDir << "': " << ec.message()
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
      std::vector<char> full = gatherLogical(arg.tensor, args[i]);
      if (myRank != 0 || !ok)
        continue;
      NpyArray array{npyDescr(arg.tensor.dtype), arg.tensor.logicalShape,
                     convertFloats(std::move(full), arg.tensor.dtype,
                                   fileDtype(arg.tensor.dtype))};
      SmallString<256> path(dumpDir);
      sys::path::append(path, dumpFileName(i));
      if (Error err = writeNpy(path, array)) {
        rankErrs() << toString(std::move(err)) << "\n";
        ok = false;
      }
    }
  }
  if (!options.exportPath.empty()) {
    std::vector<std::vector<char>> logical(sig.args.size());
    for (size_t i = 0; i < sig.args.size(); ++i)
      if (sig.args[i].role == ArgRole::Param ||
          sig.args[i].role == ArgRole::Buffer) {
        unsigned source = exportedArgument(sig, i);
        logical[source] = gatherLogical(sig.args[source].tensor, args[source]);
      }
    if (myRank == 0)
      if (Error err = exportModel(options.exportPath, sig, logical)) {
        rankErrs() << toString(std::move(err)) << "\n";
        ok = false;
      }
  }
  if (myRank == 0 && !metricsPath.empty()) {
    RunSummary run{programPath, numSteps, samplesPerStep, tokensPerStep,
                   seconds, losses, lrs, stepTimes, prediction,
                   program->compileSeconds(),
                   program->compileCacheOutcome(),
                   options.cuda ? "cuBLAS" : zero_rt_gemm_kernels()};
    json::Value metrics(makeMetrics(run, sig, ranks));
    if (Error err = writeFileAtomically(metricsPath, [&](raw_ostream &os) {
          os << formatv("{0:2}", metrics) << "\n";
          return Error::success();
        })) {
      rankErrs() << toString(std::move(err)) << "\n";
      ok = false;
    }
  }
  if (!profilePrefix.empty()) {
    if (Error err = writeProfile(profilePath(profilePrefix, myRank))) {
      rankErrs() << toString(std::move(err)) << "\n";
      ok = false;
    }
  }
  for (RankBuffer &b : args)
    check(zero_rt_memory_free(b.allocated));
  return finish(allRanksOk(ok) ? 0 : 1);
}
