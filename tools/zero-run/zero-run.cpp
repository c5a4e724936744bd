//===- zero-run.cpp - train a compiled zero step on one or N ranks --------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//   mpirun -np 2 zero-run step.mlir --steps=50 [--data=DIR] [--init=DIR]
//                                   [--dump=DIR] [--metrics=FILE]
//                                   [--checkpoint-dir=DIR] [--resume=DIR]
//                                   [--export=F.safetensors] [--import=F]
//                                   [--memory-limit=BYTES]
//
// The command line of zero::runner::runTrainer (lib/Runner/Trainer.cpp).
//
//===----------------------------------------------------------------------===//

#include "CudaDevice.h"

#include "zero/Runner/Calibrate.h"
#include "zero/Runner/CompileCache.h"
#include "zero/Runner/OutputFiles.h"
#include "zero/Runner/Trainer.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"

using namespace llvm;
using namespace mlir::zero::runner;

static cl::OptionCategory category("zero-run options");
static cl::opt<std::string> programPath(cl::Positional, cl::Optional,
                                        cl::desc("<step.mlir>"),
                                        cl::cat(category));
enum class Device { Cpu, Cuda };
static cl::opt<Device> device(
    "device", cl::init(Device::Cpu),
    cl::desc("where the step runs (docs/GPU.md)"),
    cl::values(clEnumValN(Device::Cpu, "cpu", "CPUs, MPI between ranks"),
               clEnumValN(Device::Cuda, "cuda",
                          "NVIDIA GPUs (one process per GPU, NCCL between "
                          "ranks; never run on a GPU so far: docs/GPU.md)")),
    cl::cat(category));
static cl::opt<std::string> funcName("func", cl::init("train_step"),
                                     cl::desc("the step function"),
                                     cl::cat(category));
static cl::opt<unsigned>
    jitOptLevel("jit-opt-level", cl::init(3),
                cl::desc("LLVM optimization level (0-3) of the JIT-compiled "
                         "step; tests of tiny steps use 0 to compile faster"),
                cl::cat(category));
static cl::opt<std::string> compileCache(
    "compile-cache",
    cl::desc("directory of compiled steps, shared by runs and ranks on this "
             "machine, or 'off' (default: $ZERO_CACHE_DIR, else "
             "$XDG_CACHE_HOME/zero, else ~/.cache/zero)"),
    cl::value_desc("dir"), cl::cat(category));
static cl::opt<int64_t> numSteps(
    "steps", cl::init(3),
    cl::desc("training steps to run in this run: with --resume, this many "
             "more after the checkpoint's step (see --until-step)"),
    cl::cat(category));
static cl::opt<int64_t> untilStep(
    "until-step",
    cl::desc("train until the global step K, counting a resumed "
             "checkpoint's steps (Hugging Face's max_steps); excludes "
             "--steps"),
    cl::value_desc("K"), cl::cat(category));
static cl::opt<uint64_t> seed("seed", cl::init(0),
                              cl::desc("seed of parameter init and the "
                                       "built-in dataset (resumed: the "
                                       "checkpoint's unless given)"),
                              cl::cat(category));
static cl::opt<std::string>
    initDir("init", cl::desc("directory with arg<i>.npy initial parameters / "
                             "optimizer state (full logical tensors)"),
            cl::cat(category));
static cl::opt<std::string>
    dataDir("data", cl::desc("directory with arg<i>.npy datasets, one per "
                             "batch argument, rows along dimension 0"),
            cl::cat(category));
static cl::opt<std::string>
    dumpDir("dump", cl::desc("write final parameters and optimizer state "
                             "as arg<i>.npy (full logical tensors) here"),
            cl::cat(category));
static cl::opt<std::string> metricsPath("metrics",
                                        cl::desc("write JSON metrics here"),
                                        cl::cat(category));
static cl::opt<std::string>
    reportPath("report", cl::desc("zero-memory-report JSON to compare the "
                                  "measured memory and comm bytes with"),
               cl::cat(category));
static cl::opt<std::string> costReportPath(
    "cost-report",
    cl::desc("zero-cost-report JSON: print its predicted step time next to "
             "the measured median (also in --metrics)"),
    cl::cat(category));
static cl::opt<std::string> calibratePath(
    "calibrate",
    cl::desc("measure the cost model's rates (GEMM, elementwise loop, "
             "collectives on the launched world, under --emulate-network) "
             "and write the calibration JSON here instead of training"),
    cl::cat(category));
static cl::opt<double> calibrateSeconds(
    "calibrate-seconds", cl::init(2.0),
    cl::desc("with --calibrate: how long to time the compute rates, in "
             "rounds whose median is kept (at least 3 rounds)"),
    cl::cat(category));
static cl::opt<std::string>
    profilePrefix("profile", cl::desc("write a Chrome trace of each rank's "
                                      "steps and collectives to "
                                      "<prefix>.rank<r>.json"),
                  cl::cat(category));
// Registered as "compute-threads" and renamed to "threads" in main: LLVM
// already registers a hidden option of that name.
static cl::opt<int64_t> threads(
    "compute-threads", cl::init(1),
    cl::desc("compute threads per rank: each GEMM runs on this many "
             "OpenBLAS threads, and the outer loops of big generated "
             "kernels on this many OpenMP threads (LLVM's libomp); keep "
             "threads x ranks per machine <= its cores"),
    cl::cat(category));
static cl::opt<int64_t> rowKernelMinBytes(
    "row-kernel-min-bytes",
    cl::desc("run chains of row ops (softmax, LayerNorm, cross-entropy) "
             "whose buffers add up to at least this many bytes as one loop "
             "over their rows (zero-lower-to-llvm{row-kernel-min-bytes}); "
             "negative: never (default: 128 MiB)"),
    cl::cat(category));
static cl::opt<int64_t> syntheticRows("synthetic-rows", cl::init(64),
                                      cl::desc("rows of the built-in dataset"),
                                      cl::cat(category));
static cl::opt<int64_t> intRange(
    "int-range", cl::init(TrainOptions::kDefaultIntRange),
    cl::desc("integer batch arguments without zero.range hold values in "
             "[0, N); the built-in dataset draws its integers from [0, N) "
             "(default: each argument's zero.range, else [0, 256))"),
    cl::cat(category));
static cl::list<std::string> hypers(
    "hyper", cl::CommaSeparated,
    cl::desc("values of the hyper arguments, in argument order; 'step' is "
             "the 1-based step number, 'lr' the --lr-schedule's value"),
                               cl::cat(category));
static cl::opt<std::string> tokensPath(
    "tokens",
    cl::desc("flat binary file of little-endian uint16 token ids (nanoGPT's "
             "format) feeding a language-model step's inputs and targets: "
             "row j is tokens [j*T, j*T+T]; rank r reads its own rows"),
    cl::cat(category));
static cl::opt<int64_t> tokenVocab(
    "vocab", cl::init(0),
    cl::desc("with --tokens: every token id must be below this, at most the "
             "step's range (0: the step's zero.range, or the range of the "
             "table its ids index)"),
    cl::cat(category));
static cl::opt<std::string> lrSchedule(
    "lr-schedule",
    cl::desc("peak:P[,warmup:W][,cosine:T][,min:M]: linear warmup to P over "
             "W steps, cosine decay to M at step T; feeds the hyper argument "
             "whose --hyper value is 'lr'"),
    cl::cat(category));
static cl::list<double> emulateNetwork(
    "emulate-network", cl::CommaSeparated,
    cl::desc("ALPHA_US,BYTES_PER_US: delay each collective by alpha + "
             "bytes/beta to measure overlap on one machine; "
             "INTRA_ALPHA_US,INTRA_BYTES_PER_US,INTER_ALPHA_US,"
             "INTER_BYTES_PER_US: a link of each kind, collectives inside a "
             "node (--ranks-per-node) on the first, the others on the second"),
    cl::cat(category));
static cl::opt<int64_t> ranksPerNode(
    "ranks-per-node",
    cl::desc("ranks per node: collectives whose ranks lie in one node of "
             "this many consecutive ranks are intra-node, the others "
             "inter-node (counted and emulated apart); 0: the step's "
             "zero.ranks_per_node, else MPI's shared-memory split"),
    cl::init(0), cl::cat(category));
static cl::opt<std::string> checkpointDir(
    "checkpoint-dir",
    cl::desc("write sharded checkpoints to DIR/step-<K> (every "
             "--checkpoint-every steps and after the last); the directory "
             "belongs to this run, which locks it and removes only its own "
             "older checkpoints (docs/Checkpoints.md)"),
    cl::cat(category));
static cl::opt<std::string> offloadDir(
    "offload-dir",
    cl::desc("for a step compiled with zero-offload store=file: the existing "
             "directory in which each rank creates a new scratch directory "
             "(zero-offload-<pid>-rank<r>) for its offloaded state and "
             "removes it at the end; nothing else there is touched (with "
             "--calibrate: where the file store's rates are measured)"),
    cl::value_desc("DIR"), cl::cat(category));
static cl::opt<int64_t> checkpointEvery(
    "checkpoint-every", cl::init(0),
    cl::desc("steps between checkpoints (0: only after the last step)"),
    cl::cat(category));
static cl::opt<bool> checkpointOverwrite(
    "checkpoint-overwrite",
    cl::desc("let a run that does not --resume from --checkpoint-dir take "
             "over the checkpoints another run wrote there (removed once "
             "this run's first checkpoint is in place; only entries in "
             "zero's checkpoint format, nothing else); without it such a "
             "directory is refused"),
    cl::cat(category));
static cl::opt<std::string> resumeDir(
    "resume",
    cl::desc("resume from a checkpoint (DIR/index.json) or the latest "
             "DIR/step-<K>, at any world size and stage; --steps more steps "
             "follow its step (or up to --until-step); its seed, hyper "
             "values and data position carry on"),
    cl::cat(category));
static cl::opt<std::string> exportPath(
    "export",
    cl::desc("write the full model (fp32 masters where mixed precision) "
             "to this .safetensors file at the end, named by zero.name"),
    cl::cat(category));
static cl::opt<std::string> importPath(
    "import",
    cl::desc("initialize the parameters from this .safetensors file, "
             "by zero.name"),
    cl::cat(category));
static cl::opt<int64_t> memoryLimit(
    "memory-limit", cl::init(0),
    cl::desc("bytes per rank: refuse a program whose static peak exceeds "
             "it, and fail any allocation above it (0: no limit)"),
    cl::cat(category));
static cl::opt<bool> skipStaticMemoryCheck(
    "skip-static-memory-check",
    cl::desc("testing: enforce --memory-limit only in the allocator"),
    cl::cat(category));
static cl::opt<int64_t>
    failAtStep("fail-at-step", cl::init(-1),
               cl::desc("testing: fail on --fail-rank in this (1-based) step"),
               cl::cat(category));
static cl::opt<int64_t> failRank("fail-rank", cl::init(0),
                                 cl::desc("testing: the rank that fails"),
                                 cl::cat(category));
static cl::opt<std::string> failMode(
    "fail-mode", cl::init("abort"),
    cl::desc("testing: 'abort' (runtime error), 'segv' (crash), 'stop' (the "
             "rank stops responding: SIGSTOP) or 'kill-in-checkpoint' "
             "(SIGKILL halfway through writing the checkpoint of "
             "--fail-at-step) or 'remove-offload-file' (the file store's "
             "first file is removed before that step)"),
    cl::cat(category));
static cl::opt<double> collectiveTimeout(
    "collective-timeout",
    cl::desc("seconds a collective may take before the whole job is aborted "
             "with a message naming it (0: never; default: "
             "$ZERO_RT_COLLECTIVE_TIMEOUT_S, else 600)"),
    cl::cat(category));

int main(int argc, char **argv) {
  InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions(category);
  if (cl::Option *llvmThreads = cl::getRegisteredOptions().lookup("threads"))
    llvmThreads->setArgStr("llvm-threads");
  threads.setArgStr("threads");
  cl::ParseCommandLineOptions(argc, argv,
                              "zero-run: train a compiled zero step\n");
  // Before any work: a machine that cannot run the step says why at once.
  if (device == Device::Cuda) {
    if (!calibratePath.empty()) {
      errs() << "zero-run: error: --calibrate measures the CPU runtime; it "
                "takes no --device=cuda\n";
      return 1;
    }
    if (Error e = checkCudaDevice()) {
      errs() << "zero-run: error: " << toString(std::move(e)) << "\n";
      return 1;
    }
  }
  if (!calibratePath.empty()) {
    if (!programPath.empty()) {
      errs() << "zero-run: error: --calibrate takes no program, got '"
             << programPath << "'\n";
      return 1;
    }
    CalibrateOptions calibrate;
    calibrate.outputPath = calibratePath;
    calibrate.offloadDir = offloadDir;
    // Measuring takes a while: a path that cannot be written is found first.
    if (Error e = checkWritableFile(calibratePath)) {
      errs() << "zero-run: error: --calibrate: " << toString(std::move(e))
             << "\n";
      return 1;
    }
    if (!(calibrateSeconds >= 0)) {
      errs() << "zero-run: error: --calibrate-seconds must be >= 0, got "
             << calibrateSeconds << "\n";
      return 1;
    }
    calibrate.computeSeconds = calibrateSeconds;
    calibrate.emulateNetwork.assign(emulateNetwork.begin(),
                                    emulateNetwork.end());
    calibrate.ranksPerNode = ranksPerNode;
    return runCalibration(calibrate);
  }
  if (programPath.empty()) {
    errs() << "zero-run: error: expected a program <step.mlir> (or "
              "--calibrate=FILE)\n";
    return 1;
  }
  TrainOptions options;
  options.programPath = programPath;
  options.funcName = funcName;
  options.jitOptLevel = jitOptLevel;
  options.compileCacheDir = compileCache.getNumOccurrences()
                                ? std::string(compileCache)
                                : defaultCompileCacheDir();
  options.cuda = device == Device::Cuda;
  options.steps = numSteps;
  options.stepsGiven = numSteps.getNumOccurrences() > 0;
  if (untilStep.getNumOccurrences())
    options.untilStep = untilStep;
  options.seed = seed;
  options.seedGiven = seed.getNumOccurrences() > 0;
  options.initDir = initDir;
  options.dataDir = dataDir;
  options.dumpDir = dumpDir;
  options.metricsPath = metricsPath;
  options.reportPath = reportPath;
  options.costReportPath = costReportPath;
  options.profilePrefix = profilePrefix;
  options.threads = threads;
  if (rowKernelMinBytes.getNumOccurrences())
    options.rowKernelMinBytes = rowKernelMinBytes;
  options.syntheticRows = syntheticRows;
  if (intRange.getNumOccurrences())
    options.intRange = intRange;
  options.hypers.assign(hypers.begin(), hypers.end());
  options.lrSchedule = lrSchedule;
  options.tokensPath = tokensPath;
  options.tokenVocab = tokenVocab;
  options.emulateNetwork.assign(emulateNetwork.begin(), emulateNetwork.end());
  options.ranksPerNode = ranksPerNode;
  options.checkpointDir = checkpointDir;
  options.offloadDir = offloadDir;
  options.checkpointEvery = checkpointEvery;
  options.resumeDir = resumeDir;
  options.checkpointOverwrite = checkpointOverwrite;
  options.exportPath = exportPath;
  options.importPath = importPath;
  options.memoryLimit = memoryLimit;
  options.skipStaticMemoryCheck = skipStaticMemoryCheck;
  options.failAtStep = failAtStep;
  options.failRank = failRank;
  options.failMode = failMode;
  if (collectiveTimeout.getNumOccurrences())
    options.collectiveTimeoutS = collectiveTimeout;
  return runTrainer(options);
}
