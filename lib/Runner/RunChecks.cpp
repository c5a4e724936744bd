//===- RunChecks.cpp - zero-run's inputs checked before step 1 ------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/RunChecks.h"
#include "zero/Support/InputFile.h"

#include "zero/Runner/ModelFile.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/xxhash.h"

#include <cmath>

using namespace llvm;

namespace mlir {
namespace zero {
namespace runner {

static Error fail(const Twine &message) {
  return createStringError(inconvertibleErrorCode(), message);
}

Error checkInitDirectory(StringRef dir, const StepSignature &sig) {
  if (!sys::fs::is_directory(dir))
    return fail("--init='" + dir + "' is not a directory" +
                (sys::fs::exists(dir) ? "" : " (it does not exist)") +
                "; expected a directory of arg<i>.npy initial values");
  std::string missing;
  int64_t count = 0;
  for (size_t i = 0; i < sig.args.size(); ++i) {
    if (sig.args[i].role != ArgRole::Param)
      continue;
    SmallString<256> path(dir);
    sys::path::append(path, "arg" + Twine(i) + ".npy");
    if (sys::fs::exists(path))
      continue;
    if (++count <= 4)
      missing += (missing.empty() ? "" : ", ") + std::string(path) + " ('" +
                 sig.args[i].name + "')";
  }
  if (count)
    return fail("--init='" + dir + "' lacks the initial values of " +
                Twine(count) + " parameter(s): " + missing +
                (count > 4 ? ", ..." : "") +
                "; every parameter needs its arg<i>.npy (optimizer state "
                "may be left out: it starts at zero)");
  return Error::success();
}

Error checkDatasetRows(const std::vector<Dataset> &datasets,
                       ArrayRef<size_t> batchArgs) {
  for (size_t i : batchArgs) {
    const Dataset &first = datasets[batchArgs.front()];
    const Dataset &d = datasets[i];
    if (d.rows != first.rows)
      return fail("batch argument #" + Twine(batchArgs.front()) + " has " +
                  Twine(first.rows) + " rows (" + first.origin +
                  ") but batch argument #" + Twine(i) + " has " +
                  Twine(d.rows) + " (" + d.origin +
                  "); row j of each pairs with row j of the others only when "
                  "every batch dataset has the same rows");
  }
  return Error::success();
}

Error checkHyperValue(StringRef text, size_t argIndex) {
  if (text == "step" || text == "lr")
    return Error::success();
  double v = 0;
  if (text.getAsDouble(v))
    return fail("value '" + text + "' of hyper argument #" + Twine(argIndex) +
                " is neither a number nor 'step'");
  if (!std::isfinite(v))
    return fail("value '" + text + "' of hyper argument #" + Twine(argIndex) +
                " is not a finite number");
  return Error::success();
}

Error checkExportNames(const StepSignature &sig) {
  StringMap<size_t> seen;
  for (size_t i = 0; i < sig.args.size(); ++i) {
    const StepArgument &arg = sig.args[i];
    if (arg.role != ArgRole::Param)
      continue;
    if (arg.name == "__metadata__")
      return fail("--export: parameter #" + Twine(i) +
                  " is named '__metadata__', the key safetensors reserves for "
                  "the file's metadata; rename it (zero.name)");
    auto [it, inserted] = seen.try_emplace(arg.name, i);
    if (!inserted)
      return fail("--export: parameters #" + Twine(it->second) + " and #" +
                  Twine(i) + " are both named '" + arg.name +
                  "'; a .safetensors file holds one tensor per name (zero.name "
                  "must be unique)");
  }
  return Error::success();
}

Expected<int64_t> stepsToRun(const TrainOptions &options, int64_t firstStep,
                             std::string &description) {
  if (options.untilStep && options.stepsGiven)
    return fail("--steps=" + Twine(options.steps) + " and --until-step=" +
                Twine(*options.untilStep) +
                " both say when to stop; give one: --steps counts the steps "
                "of this run, --until-step the step to end at");
  if (options.untilStep) {
    if (*options.untilStep < firstStep)
      return fail("--until-step=" + Twine(*options.untilStep) +
                  " is before the checkpoint's step " + Twine(firstStep) +
                  "; expected a step >= " + Twine(firstStep));
    if (*options.untilStep > kMaxTrainingStep)
      return fail("--until-step=" + Twine(*options.untilStep) +
                  " is above the largest step, " + Twine(kMaxTrainingStep));
    int64_t n = *options.untilStep - firstStep;
    description = "--until-step=" + std::to_string(*options.untilStep) +
                  ": " + std::to_string(n) + " step(s)";
    return n;
  }
  if (options.steps > kMaxTrainingStep - firstStep)
    return fail("--steps=" + Twine(options.steps) + " after step " +
                Twine(firstStep) + " goes past the largest step, " +
                Twine(kMaxTrainingStep));
  description = "--steps=" + std::to_string(options.steps) + " more";
  return options.steps;
}

namespace {
/// One option whose value must agree across ranks, as text and hashed.
struct AgreedOption {
  std::string flag, value;
};
} // namespace

/// A file's contents, hashed: the same program under two paths agrees.
static std::string contentsOf(StringRef path) {
  // Not read if it could block (a FIFO): loading the program reports it.
  if (Error err = checkRegularFile(path)) {
    consumeError(std::move(err));
    return ("not a regular file " + path).str();
  }
  auto buffer = MemoryBuffer::getFile(path, /*IsText=*/false,
                                      /*RequiresNullTerminator=*/false);
  if (!buffer)
    return ("unreadable " + path).str();
  return "contents " + std::to_string(xxh3_64bits((*buffer)->getBuffer()));
}

/// A path made absolute and without `.` and `..`, so that spellings of one
/// path agree. Lexical on purpose: an output another rank creates meanwhile
/// must not resolve differently on different ranks.
static std::string resolved(StringRef path) {
  if (path.empty())
    return "";
  SmallString<256> p(path);
  (void)sys::fs::make_absolute(p);
  sys::path::remove_dots(p, /*remove_dot_dot=*/true);
  return std::string(p);
}

Error checkSameOptionsOnAllRanks(zero_rt_comm_t *comm,
                                 const TrainOptions &options) {
  auto join = [](ArrayRef<std::string> values) {
    std::string s;
    for (const std::string &v : values)
      s += (s.empty() ? "" : ",") + v;
    return s;
  };
  std::vector<AgreedOption> agreed = {
      {"the program", contentsOf(options.programPath)},
      {"--func", options.funcName},
      {"--seed", options.seedGiven ? std::to_string(options.seed) : ""},
      {"--steps", options.stepsGiven ? std::to_string(options.steps) : ""},
      {"--until-step",
       options.untilStep ? std::to_string(*options.untilStep) : ""},
      {"--hyper", join(options.hypers)},
      {"--lr-schedule", options.lrSchedule},
      {"--data", resolved(options.dataDir)},
      {"--tokens", resolved(options.tokensPath)},
      {"--vocab", std::to_string(options.tokenVocab)},
      {"--init", resolved(options.initDir)},
      {"--import", resolved(options.importPath)},
      {"--resume", resolved(options.resumeDir)},
      {"--int-range",
       options.intRange ? std::to_string(*options.intRange) : ""},
      {"--synthetic-rows", std::to_string(options.syntheticRows)},
      {"--checkpoint-dir", resolved(options.checkpointDir)},
      {"--checkpoint-every", std::to_string(options.checkpointEvery)},
      {"--memory-limit", std::to_string(options.memoryLimit)},
  };
  int64_t n = agreed.size();
  std::vector<int64_t> mine(n);
  for (int64_t k = 0; k < n; ++k)
    mine[k] = int64_t(xxh3_64bits(agreed[k].value));
  int64_t rank = zero_rt_comm_rank(comm), size = zero_rt_comm_size(comm);
  std::vector<int64_t> all(n * size);
  if (zero_rt_status_t status = zero_rt_comm_all_gather(
          comm, ZERO_RT_DTYPE_I64, mine.data(), n, all.data(), n * size))
    zero_rt_status_abort(status);
  for (int64_t k = 0; k < n; ++k)
    for (int64_t r = 0; r < size; ++r) {
      if (all[r * n + k] == all[k])
        continue;
      // Every rank reports the first difference, each with its own value.
      const AgreedOption &o = agreed[k];
      std::string value = o.value.empty() ? "(not given)" : "'" + o.value + "'";
      return fail(o.flag + " differs between ranks: rank 0 and rank " +
                  Twine(r) + " were started with different values (this "
                  "rank, " + Twine(rank) + ", has " + value +
                  "); every rank of a run must train the same program with "
                  "the same options");
    }
  return Error::success();
}

} // namespace runner
} // namespace zero
} // namespace mlir
