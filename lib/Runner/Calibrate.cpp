//===- Calibrate.cpp - measure the cost model's rates ---------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Each rate is the slope of a two-point fit (small and large problem), so the
// fixed cost of a call is not mistaken for bandwidth: time = intercept +
// size / rate. A compute point is the median over rounds spread across a
// few seconds, every round timing every point (the median of a few runs):
// a shared VM's CPU speed moves over seconds, and one short burst of
// timings caught either mode, moving rates by 2x between calibrations.
// Collective points are the slowest rank's median, as a step waits for the
// slowest rank.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/Calibrate.h"
#include "zero/Runner/CalibrateStore.h"
#include "zero/Runner/Compile.h"
#include "zero/Runner/RankContext.h"
#include "zero/Support/AtomicFile.h"

#include "zero/Dialect/Zero/Analysis/CostModel.h"

#include "zero/runtime/comm.h"
#include "zero/runtime/gemm.h"
#include "zero/runtime/memory.h"

#include "mlir/Parser/Parser.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <functional>
#include <optional>
#include <thread>
#include <unistd.h>
#include <vector>

using namespace llvm;
using namespace mlir;
using namespace mlir::zero;
using namespace mlir::zero::runner;

namespace {

double now() {
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

/// CPU seconds of the calling thread: what a computation costs, without
/// the time it waited for a core on a loaded machine (a 10 ms loop spans
/// several scheduler slices there, a 10 us one rarely any, so wall time
/// inflated long loops against short ones).
double processCpuNow() {
  timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return double(t.tv_sec) + 1e-9 * double(t.tv_nsec);
}

double threadCpuNow() {
  timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return double(t.tv_sec) + 1e-9 * double(t.tv_nsec);
}

/// Median seconds of `reps` runs of `body` (after one warm-up run), by
/// `clock`.
template <typename F>
double medianTime(int reps, F body, double (*clock)() = now) {
  body();
  std::vector<double> times;
  for (int i = 0; i < reps; ++i) {
    double begin = clock();
    body();
    times.push_back(clock() - begin);
  }
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

/// The size of cpu0's level-2 data (or unified) cache, from Linux's sysfs;
/// nullopt where it does not say.
std::optional<int64_t> readL2CacheBytes() {
  for (int index = 0; index < 8; ++index) {
    std::string dir =
        "/sys/devices/system/cpu/cpu0/cache/index" + std::to_string(index);
    auto read = [&](const char *file) -> std::string {
      // Read, not mapped: sysfs files cannot be mapped.
      auto buffer = MemoryBuffer::getFileAsStream(dir + "/" + file);
      return buffer ? (*buffer)->getBuffer().trim().str() : std::string();
    };
    std::string level = read("level"), type = read("type"), size = read("size");
    if (level != "2" || type == "Instruction" || size.empty())
      continue;
    int64_t value = 0;
    StringRef number = StringRef(size).rtrim("KMG");
    if (number.getAsInteger(10, value) || value <= 0)
      return std::nullopt;
    char unit = size.back();
    return value * (unit == 'K'   ? 1024
                    : unit == 'M' ? 1024 * 1024
                    : unit == 'G' ? int64_t(1) << 30
                                  : 1);
  }
  return std::nullopt;
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

/// Compute timings taken in rounds: every round times every point once
/// (the median of a few runs), rounds go on until
/// `seconds` have passed (at least kMinRounds); a point's time is its
/// median over the rounds.
class Rounds {
public:
  static constexpr int kMinRounds = 3, kMaxRounds = 200, kRunsPerRound = 5;

  /// Adds a point timed by `clock`; returns its index.
  size_t add(std::function<void()> body, double (*clock)()) {
    bodies.push_back(std::move(body));
    clocks.push_back(clock);
    times.emplace_back();
    return bodies.size() - 1;
  }

  void run(double seconds) {
    double begin = now();
    for (auto &body : bodies) // warm-up: code, caches, page faults
      body();
    while (rounds < kMinRounds ||
           (now() - begin < seconds && rounds < kMaxRounds)) {
      for (size_t i = 0; i < bodies.size(); ++i)
        times[i].push_back(medianTime(kRunsPerRound, bodies[i], clocks[i]));
      ++rounds;
    }
  }

  double time(size_t point) const { return median(times[point]); }
  int count() const { return rounds; }

private:
  std::vector<std::function<void()>> bodies;
  std::vector<double (*)()> clocks;
  std::vector<std::vector<double>> times;
  int rounds = 0;
};

/// A two-point fit of time = intercept + size / rate.
struct Fit {
  double rate = 0;
  double intercept = 0;
};

Fit fit(double size1, double t1, double size2, double t2) {
  Fit f;
  if (t2 > t1 && size2 > size1) {
    f.rate = (size2 - size1) / (t2 - t1);
    f.intercept = std::max(0.0, t1 - size1 / f.rate);
  } else {
    // Noise swallowed the difference: all of the large point is transfer.
    f.rate = size2 / t2;
  }
  return f;
}

volatile float sink;

/// The loop-body ops whose cost per evaluation is calibrated (the ones a
/// zero-trace step's loops evaluate: AdamW's powf, sqrt and divisions,
/// softmax's exp, GELU's tanh, LayerNorm's rsqrt, cross-entropy's log).
struct ScalarOp {
  const char *name;
  const char *expr;
};
const ScalarOp kScalarOps[] = {
    {"math.powf", "math.powf %y, %x"}, {"math.exp", "math.exp %z"},
    {"math.tanh", "math.tanh %z"},     {"math.log", "math.log %x"},
    {"math.erf", "math.erf %z"},       {"math.sqrt", "math.sqrt %x"},
    {"math.rsqrt", "math.rsqrt %x"},   {"arith.divf", "arith.divf %x, %y"},
};

std::string scalarOpSymbol(StringRef name) {
  std::string symbol = name.str();
  std::replace(symbol.begin(), symbol.end(), '.', '_');
  return symbol;
}

std::string replaceAll(std::string text, StringRef from,
                       const std::string &to) {
  for (size_t at = text.find(from); at != std::string::npos;
       at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

//===----------------------------------------------------------------------===//
// Compute points
//===----------------------------------------------------------------------===//

// --- GEMM: the runtime's BLAS entry, square f32 problems ---------------
// Sizes of the small GEMMs a step makes (zero-trace's layers are a few
// hundred wide at most); the intercept is the cost of a call.
constexpr int64_t kGemmSizes[] = {32, 64, 128, 256};
constexpr int64_t kGemmSmall = 32, kGemmLarge = 128;
// The largest GEMM again on operands out of cache: a, b and c from a pool
// beyond the last-level cache, a different set each call, as a step's
// GEMMs read tensors other ops wrote long before. On the 2-core VM a
// 512x768x256 GEMM of GPT B ran 9 % slower so than on operands in cache,
// and two ranks doing it at once up to 12 %; the model charges the
// difference per byte of A, B and C (gemm_cold_bytes_per_s).
constexpr int64_t kGemmColdN = kGemmSizes[3];
constexpr int64_t kGemmColdSet = 3 * kGemmColdN * kGemmColdN;
constexpr int64_t kGemmColdSets = 80; // 60 MB of 256^3 operand sets

double gemmFlops(int64_t n) { return 2.0 * n * n * n; }

/// The GEMM points and their operands, which the rounds' bodies use.
struct GemmPoints {
  std::vector<std::vector<float>> buffers;
  std::vector<size_t> points;
  std::vector<float> coldPool;
  int64_t nextColdSet = 0;
  size_t coldPoint = 0;

  void add(Rounds &rounds) {
    for (int64_t n : kGemmSizes) {
      buffers.emplace_back(n * n, 0.5f);
      buffers.emplace_back(n * n, 0.25f);
      buffers.emplace_back(n * n, 0.f);
      float *a = buffers[buffers.size() - 3].data(),
            *b = buffers[buffers.size() - 2].data(), *c = buffers.back().data();
      // Wall time: the BLAS may run threads of its own, whose CPU time the
      // calling thread's clock would miss; a call is short enough (at most
      // a few hundred microseconds) to rarely span a scheduler slice.
      points.push_back(rounds.add(
          [=] {
            checkStatus(
                zero_rt_gemm_f32(0, 0, n, n, n, 1.f, a, n, b, n, 0.f, c, n));
          },
          now));
    }
    coldPool.assign(kGemmColdSets * kGemmColdSet, 0.25f);
    coldPoint = rounds.add(
        [this] {
          float *a = coldPool.data() + nextColdSet * kGemmColdSet;
          float *b = a + kGemmColdN * kGemmColdN,
                *c = b + kGemmColdN * kGemmColdN;
          nextColdSet = (nextColdSet + 1) % kGemmColdSets;
          int64_t n = kGemmColdN;
          checkStatus(
              zero_rt_gemm_f32(0, 0, n, n, n, 1.f, a, n, b, n, 0.f, c, n));
        },
        now);
  }
};

// --- Loops: linalg.generics compiled by the same JIT pipeline as a step
// (loops, accounted result allocation). The loop rate is fitted on a mix
// shaped like a step's loops, not on one streaming loop: out = a * 1.5 +
// b (1-D, the only one a compiler vectorizes easily), a row broadcast
// (bias add), a row sum (softmax, LayerNorm: fill + reduction) and a
// transpose (attention heads). The streaming loop alone ran 3-4x faster
// per byte than a step's loops, which mostly stay scalar. ---------------
// Three sizes: overhead-bound, within a core's L2 (a loop of a small
// step, reading what the op before wrote), and beyond it.
constexpr int64_t kLoopSmall = 1024, kLoopCached = 16384, kLoopLarge = 262144;
constexpr int64_t kLoopSizes[3] = {kLoopSmall, kLoopCached, kLoopLarge};
// The 2-D loops' shapes: R x C = the loop's elements.
int64_t columnsOf(int64_t n) { return n >= 65536 ? 256 : 64; }

/// The calibration loops as MLIR: the mix and the transpose at each size,
/// and one loop per calibrated scalar op.
std::string calibrationLoopsSource() {
  std::string source;
  for (int64_t n : kLoopSizes)
    source += replaceAll(
        replaceAll(replaceAll(R"mlir(
func.func @bcast@N@(%a: tensor<@N@xf32>, %b: tensor<@N@xf32>) -> tensor<@N@xf32> {
  %a2 = tensor.expand_shape %a [[0, 1]] output_shape [@R@, @C@] : tensor<@N@xf32> into tensor<@R@x@C@xf32>
  %row = tensor.extract_slice %b[0] [@C@] [1] : tensor<@N@xf32> to tensor<@C@xf32>
  %e = tensor.empty() : tensor<@R@x@C@xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%a2, %row : tensor<@R@x@C@xf32>, tensor<@C@xf32>) outs(%e : tensor<@R@x@C@xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<@R@x@C@xf32>
  %flat = tensor.collapse_shape %r [[0, 1]] : tensor<@R@x@C@xf32> into tensor<@N@xf32>
  return %flat : tensor<@N@xf32>
}
func.func @rowsum@N@(%a: tensor<@N@xf32>, %b: tensor<@N@xf32>) -> tensor<@R@xf32> {
  %a2 = tensor.expand_shape %a [[0, 1]] output_shape [@R@, @C@] : tensor<@N@xf32> into tensor<@R@x@C@xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<@R@xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<@R@xf32>) -> tensor<@R@xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%a2 : tensor<@R@x@C@xf32>) outs(%z : tensor<@R@xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %o, %x : f32
    linalg.yield %s : f32
  } -> tensor<@R@xf32>
  return %r : tensor<@R@xf32>
}
func.func @transpose@N@(%a: tensor<@N@xf32>, %b: tensor<@N@xf32>) -> tensor<@N@xf32> {
  %a2 = tensor.expand_shape %a [[0, 1]] output_shape [@C@, @R@] : tensor<@N@xf32> into tensor<@C@x@R@xf32>
  %e = tensor.empty() : tensor<@R@x@C@xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%a2 : tensor<@C@x@R@xf32>) outs(%e : tensor<@R@x@C@xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<@R@x@C@xf32>
  %flat = tensor.collapse_shape %r [[0, 1]] : tensor<@R@x@C@xf32> into tensor<@N@xf32>
  return %flat : tensor<@N@xf32>
}
)mlir",
                              "@R@", std::to_string(n / columnsOf(n))),
                   "@C@", std::to_string(columnsOf(n))),
        "@N@", std::to_string(n)) +
              replaceAll(R"mlir(
func.func @loop@N@(%a: tensor<@N@xf32>, %b: tensor<@N@xf32>) -> tensor<@N@xf32> {
  %e = tensor.empty() : tensor<@N@xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<@N@xf32>, tensor<@N@xf32>) outs(%e : tensor<@N@xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %c = arith.constant 1.5 : f32
    %m = arith.mulf %x, %c : f32
    %s = arith.addf %m, %y : f32
    linalg.yield %s : f32
  } -> tensor<@N@xf32>
  return %r : tensor<@N@xf32>
}
)mlir",
                         "@N@", std::to_string(n));
  // One loop per scalar op with a calibrated cost: out = op(...) + b, the
  // op on a in [0.5, 1.5) (log, sqrt, rsqrt, divf), on z = 4(a - 1) in
  // [-2, 2) (exp, tanh, erf: activations and shifted logits), powf as
  // AdamW's bias correction b^a, b in [0.9, 1).
  for (const ScalarOp &op : kScalarOps)
    source += replaceAll(replaceAll(replaceAll(R"mlir(
func.func @op_@NAME@(%a: tensor<@N@xf32>, %b: tensor<@N@xf32>) -> tensor<@N@xf32> {
  %e = tensor.empty() : tensor<@N@xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<@N@xf32>, tensor<@N@xf32>) outs(%e : tensor<@N@xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %four = arith.constant 4.0 : f32
    %d = arith.subf %x, %one : f32
    %z = arith.mulf %d, %four : f32
    %m = @OP@ : f32
    %s = arith.addf %m, %y : f32
    linalg.yield %s : f32
  } -> tensor<@N@xf32>
  return %r : tensor<@N@xf32>
}
)mlir",
                                               "@OP@", std::string(op.expr)),
                                    "@NAME@", scalarOpSymbol(op.name)),
                         "@N@", std::to_string(kLoopLarge));
  return source;
}

/// The calibration loops, JIT-compiled; a failure ends the job.
std::unique_ptr<mlir::ExecutionEngine> compileLoops(const RankContext &ranks,
                                              MLIRContext &context) {
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(calibrationLoopsSource(), &context);
  std::unique_ptr<mlir::ExecutionEngine> engine;
  if (module) {
    auto compiled = compileModule(*module, JitOptions());
    if (!compiled)
      ranks.error() << toString(compiled.takeError()) << "\n";
    else
      engine = std::move(*compiled);
  }
  if (!engine)
    ranks.fatal("cannot compile the calibration loop");
  return engine;
}

/// A mix of loops at one size: its points, bytes as the cost model counts
/// them.
struct Mix {
  std::vector<size_t> points;
  double bytes = 0;
};

/// The loop points, their operands and the compiled loops, which the
/// rounds' bodies use.
struct LoopPoints {
  std::unique_ptr<MLIRContext> context;
  std::unique_ptr<mlir::ExecutionEngine> engine;
  std::vector<float> loopA, loopB, coldPool;
  int64_t nextCopy = 0;
  Mix mixes[3], transposes[3];
  size_t largePoint = 0;
  std::vector<size_t> scalarPoints;

  static constexpr int64_t kColdCopies = 32;
  static constexpr double kMixOps = 4; // the row sum is a fill and a reduction

  void add(const RankContext &ranks, Rounds &rounds);
};

void LoopPoints::add(const RankContext &ranks, Rounds &rounds) {
  context = createRunnerContext();
  engine = compileLoops(ranks, *context);
  // Operands in [0.5, 1.5) and [0.9, 1.0): no fast path of a libm call
  // is taken on every element, no op sees an invalid input. Pseudo-random,
  // like a step's activations: libm's range checks then mispredict as
  // they do in a step (a sorted ramp made tanh look 2x cheaper than it is).
  loopA.resize(kLoopLarge);
  loopB.resize(kLoopLarge);
  uint32_t state = 12345;
  auto uniform = [&state] {
    state = state * 1664525u + 1013904223u; // Numerical Recipes' LCG
    return float(state >> 8) / 16777216.f;
  };
  for (int64_t i = 0; i < kLoopLarge; ++i) {
    loopA[i] = 0.5f + uniform();
    loopB[i] = 0.9f + 0.1f * uniform();
  }
  // The largest loops read copies of a and b from a pool beyond the last
  // level cache, a different copy each call: a step's tensors (tens of MB
  // for GPT B) are mostly out of cache by the time a loop reads them,
  // while a and b read again and again stay in L3, which on the 2-core VM
  // made such loops look 1.7x faster per byte than a step's.
  coldPool.resize(kColdCopies * 2 * kLoopLarge);
  for (int64_t c = 0; c < kColdCopies; ++c) {
    std::copy(loopA.begin(), loopA.end(),
              coldPool.begin() + 2 * c * kLoopLarge);
    std::copy(loopB.begin(), loopB.end(),
              coldPool.begin() + (2 * c + 1) * kLoopLarge);
  }
  // `resultElements`: of the 1-D result (a row sum has one per row).
  auto loopPoint = [&](int64_t n, std::string name,
                       int64_t resultElements = -1) {
    int64_t probe = (resultElements < 0 ? n : resultElements) / 2;
    // The JIT's loops run on this thread: its CPU time.
    return rounds.add(
        [this, &ranks, n, name, probe] {
          float *a = loopA.data(), *b = loopB.data();
          if (n == kLoopLarge) {
            a = coldPool.data() + 2 * nextCopy * kLoopLarge;
            b = a + kLoopLarge;
            nextCopy = (nextCopy + 1) % kColdCopies;
          }
          // Packed arguments: two 1-D memref descriptors (allocated, aligned,
          // offset, size, stride), then the result descriptor.
          int64_t words[10] = {int64_t(a), int64_t(a), 0, n, 1,
                               int64_t(b), int64_t(b), 0, n, 1};
          int64_t result[5] = {};
          SmallVector<void *> packed;
          for (int64_t &w : words)
            packed.push_back(&w);
          packed.push_back(result);
          if (Error err = engine->invokePacked(name, packed))
            ranks.fatal(toString(std::move(err)));
          sink = reinterpret_cast<float *>(result[1])[probe];
          checkStatus(zero_rt_memory_free(reinterpret_cast<void *>(result[0])));
        },
        threadCpuNow);
  };
  // The mix at each size: its points, bytes as the cost model counts them
  // (every read operand and every init once per iteration; the row sum's
  // fill writes its R floats) and compute ops. The transpose is timed on
  // its own: its inner loop reads with a stride, and it ran 10-50x slower
  // per byte than the other loops, so fitted into their mix it made every
  // loop of a step look like a transpose (docs/CostModel.md).
  const char *const mixNames[] = {"loop", "bcast", "rowsum"};
  for (int s = 0; s < 3; ++s) {
    int64_t n = kLoopSizes[s], rows = n / columnsOf(n);
    for (StringRef name : mixNames)
      mixes[s].points.push_back(loopPoint(n, (name + Twine(n)).str(),
                                          name == "rowsum" ? rows : -1));
    mixes[s].bytes = 12.0 * n + 12.0 * n + (12.0 * n + 4.0 * rows);
    transposes[s].points.push_back(
        loopPoint(n, ("transpose" + Twine(n)).str()));
    transposes[s].bytes = 8.0 * n;
  }
  largePoint = mixes[2].points[0];
  for (const ScalarOp &op : kScalarOps)
    scalarPoints.push_back(
        loopPoint(kLoopLarge, "op_" + scalarOpSymbol(op.name)));
}

//===----------------------------------------------------------------------===//
// Fits
//===----------------------------------------------------------------------===//

/// The compute rates, fitted on the rounds' times.
struct ComputeRates {
  Fit gemm, loop, cachedLoop, strided, cachedStrided;
  double gemmColdBytesPerS = 0;
  std::optional<int64_t> l2Bytes;
  /// Each scalar op's seconds per evaluation.
  json::Object scalarOps;
};

/// Fits the compute rates; the times they come from go to `measurements`.
ComputeRates fitCompute(const Rounds &rounds, const GemmPoints &gemms,
                        const LoopPoints &loops, json::Object &measurements) {
  ComputeRates rates;
  json::Array gemmSeconds;
  for (size_t point : gemms.points)
    gemmSeconds.push_back(rounds.time(point));
  double tGemmSmall = rounds.time(gemms.points[0]),
         tGemmLarge = rounds.time(gemms.points[2]);
  rates.gemm =
      fit(gemmFlops(kGemmSmall), tGemmSmall, gemmFlops(kGemmLarge), tGemmLarge);
  double tGemmHot = rounds.time(gemms.points[3]),
         tGemmCold = rounds.time(gemms.coldPoint);
  double gemmColdBytes = 4.0 * double(kGemmColdSet);
  rates.gemmColdBytesPerS =
      tGemmCold > tGemmHot ? gemmColdBytes / (tGemmCold - tGemmHot) : 0.0;
  measurements["gemm_cold"] = json::Object{{"size", kGemmColdN},
                                           {"bytes", gemmColdBytes},
                                           {"seconds_in_cache", tGemmHot},
                                           {"seconds_out_of_cache", tGemmCold}};
  measurements["gemm"] =
      json::Object{{"sizes", json::Array{kGemmSizes[0], kGemmSizes[1],
                                         kGemmSizes[2], kGemmSizes[3]}},
                   {"seconds", std::move(gemmSeconds)},
                   {"fit_sizes", json::Array{kGemmSmall, kGemmLarge}}};
  measurements["rounds"] = rounds.count();
  double tLoopLarge = rounds.time(loops.largePoint);
  double tMix[3], tTranspose[3];
  json::Array mixSeconds[3];
  for (int s = 0; s < 3; ++s) {
    tMix[s] = 0;
    for (size_t point : loops.mixes[s].points) {
      tMix[s] += rounds.time(point);
      mixSeconds[s].push_back(rounds.time(point));
    }
    tTranspose[s] = rounds.time(loops.transposes[s].points.front());
    mixSeconds[s].push_back(tTranspose[s]);
  }
  // The intercept is the fixed cost of the mix's four ops; the cached
  // bandwidth is the slope from the smallest mix to the one within L2, the
  // other from there to the largest. The transposes fit the same way.
  const Mix *mixes = loops.mixes, *transposes = loops.transposes;
  rates.cachedLoop = fit(mixes[0].bytes, tMix[0], mixes[1].bytes, tMix[1]);
  rates.loop = fit(mixes[1].bytes, tMix[1], mixes[2].bytes, tMix[2]);
  rates.loop.intercept = rates.cachedLoop.intercept / LoopPoints::kMixOps;
  rates.cachedStrided = fit(transposes[0].bytes, tTranspose[0],
                            transposes[1].bytes, tTranspose[1]);
  rates.strided = fit(transposes[1].bytes, tTranspose[1], transposes[2].bytes,
                      tTranspose[2]);
  measurements["elementwise"] = json::Object{
      {"loops",
       json::Array{"a*1.5+b", "row broadcast", "fill + row sum", "transpose"}},
      {"elements", json::Array{kLoopSmall, kLoopCached, kLoopLarge}},
      {"bytes", json::Array{mixes[0].bytes, mixes[1].bytes, mixes[2].bytes}},
      {"transpose_bytes", json::Array{transposes[0].bytes, transposes[1].bytes,
                                      transposes[2].bytes}},
      {"seconds",
       json::Array{std::move(mixSeconds[0]), std::move(mixSeconds[1]),
                   std::move(mixSeconds[2])}}};
  // The cached tier holds for loops that fit in a core's L2 (Linux names
  // its size); without it, one bandwidth for all.
  rates.l2Bytes = readL2CacheBytes();
  // Each scalar op: what its loop takes over the a * 1.5 + b loop of the
  // same size (same bytes), per element.
  json::Object scalarOpSeconds;
  for (auto [op, point] : llvm::zip(kScalarOps, loops.scalarPoints)) {
    double t = rounds.time(point);
    scalarOpSeconds[op.name] = t;
    rates.scalarOps[op.name] =
        std::max(0.0, (t - tLoopLarge) / double(kLoopLarge));
  }
  measurements["scalar_ops"] = json::Object{
      {"elements", kLoopLarge}, {"seconds", std::move(scalarOpSeconds)}};
  return rates;
}

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

/// Blocking collectives of two sizes on `comm` (the launched world, or the
/// block of one node): each kind's alpha and beta into `collectives`, their
/// times into `measurements[key]`. Every rank of `world` calls this at once
/// and agrees on how many rounds it takes. Returns the CPU seconds of this
/// process per small collective.
double measureCollectives(zero_rt_comm_t *comm, zero_rt_comm_t *world,
                          json::Object &collectives,
                          json::Object &measurements, StringRef key) {
  int64_t size = zero_rt_comm_size(comm);
  // CPU seconds of this process per small collective: what posting it,
  // polling it and completing it cost while the caller does nothing else.
  double collectiveCpuS = 0, collectiveCalls = 0;
  if (size > 1) {
    const int64_t counts[2] = {256, 262144};
    struct Kind {
      const char *name;
      zero_rt_collective_kind_t kind;
      int64_t steps;
    } kinds[] = {
        {"all_reduce", ZERO_RT_COLLECTIVE_ALL_REDUCE, 2 * (size - 1)},
        {"all_gather", ZERO_RT_COLLECTIVE_ALL_GATHER, size - 1},
        {"reduce_scatter", ZERO_RT_COLLECTIVE_REDUCE_SCATTER, size - 1},
    };
    // Rounds over every kind and size, one call each (after one warm-up
    // call of each), and the median over rounds: a stall of a few
    // milliseconds (a rank descheduled on a loaded machine) then spoils
    // one round of every point rather than five calls of one point, which
    // had fitted a small all_gather at 1 ms and its alpha at 0.
    const int collectiveRounds = 7;
    struct Point {
      const Kind *kind;
      int64_t count, shard;
      std::vector<float> full, out, part;
      std::vector<double> times;
    };
    std::vector<Point> points;
    for (const Kind &k : kinds)
      for (int64_t count : counts) {
        int64_t shard = zero_rt_shard_count(count, size);
        points.push_back({&k,
                          count,
                          shard,
                          std::vector<float>(count, 1.f),
                          std::vector<float>(count, 0.f),
                          std::vector<float>(shard, 1.f),
                          {}});
      }
    auto call = [&](Point &p) {
      switch (p.kind->kind) {
      case ZERO_RT_COLLECTIVE_ALL_REDUCE:
        checkStatus(zero_rt_comm_all_reduce(comm, ZERO_RT_REDUCTION_SUM,
                                            ZERO_RT_DTYPE_F32, p.full.data(),
                                            p.out.data(), p.count));
        break;
      case ZERO_RT_COLLECTIVE_ALL_GATHER:
        checkStatus(zero_rt_comm_all_gather(comm, ZERO_RT_DTYPE_F32,
                                            p.part.data(), p.shard,
                                            p.out.data(), p.count));
        break;
      default:
        checkStatus(zero_rt_comm_reduce_scatter(
            comm, ZERO_RT_REDUCTION_SUM, ZERO_RT_DTYPE_F32, p.full.data(),
            p.count, p.part.data(), p.shard));
        break;
      }
    };
    for (Point &p : points)
      call(p);
    // The slowest rank's median of each point: every rank waits for it.
    // All ranks compute the same values, so they take the same branches.
    auto slowestMedians = [&] {
      std::vector<double> slowest;
      for (Point &p : points) {
        double mine = median(p.times), worst = mine;
        checkStatus(zero_rt_comm_all_reduce(comm, ZERO_RT_REDUCTION_MAX,
                                            ZERO_RT_DTYPE_F64, &mine, &worst,
                                            1));
        slowest.push_back(worst);
      }
      return slowest;
    };
    // A kind whose small call measured no faster than its large one has no
    // fit (its alpha would be 0): the ranks were descheduled through most
    // rounds of it (other processes on the cores). More rounds then, up to
    // kMaxCollectiveBatches batches, rather than a calibration that says the
    // network has no latency.
    const int kMaxCollectiveBatches = 4;
    std::vector<double> slowest;
    int batches = 0;
    do {
      ++batches;
      for (int r = 0; r < collectiveRounds; ++r) {
        for (Point &p : points) {
          // Every call starts together: without the barrier a rank still in
          // the emulated delay of the call before made the next small one
          // wait for it (a small all_gather measured 2.8 ms, after a 1.2 ms
          // all_reduce).
          checkStatus(zero_rt_comm_barrier(comm));
          bool small = p.count == counts[0];
          double cpuBegin = small ? processCpuNow() : 0.0;
          double begin = now();
          call(p);
          p.times.push_back(now() - begin);
          if (small) {
            collectiveCpuS += processCpuNow() - cpuBegin;
            collectiveCalls += 1;
          }
        }
      }
      slowest = slowestMedians();
    } while (batches < kMaxCollectiveBatches && [&] {
      // Every rank of the job goes on or stops together (each node's block
      // measures its own points, and all ranks issue one sequence of
      // collectives): more rounds if any block has a kind without a fit.
      double unfitted = 0, anyUnfitted = 0;
      for (size_t i = 0; i < points.size(); i += 2)
        if (slowest[i] >= slowest[i + 1])
          unfitted = 1;
      checkStatus(zero_rt_comm_all_reduce(world, ZERO_RT_REDUCTION_MAX,
                                          ZERO_RT_DTYPE_F64, &unfitted,
                                          &anyUnfitted, 1));
      return anyUnfitted > 0;
    }());
    json::Object raw;
    for (size_t i = 0; i < points.size(); i += 2) {
      const Kind &k = *points[i].kind;
      double t[2], bytes[2];
      for (int s = 0; s < 2; ++s) {
        t[s] = slowest[i + s];
        bytes[s] = double(zero_rt_ring_bytes(k.kind, points[i + s].count, 4, size));
      }
      Fit f = fit(bytes[0], t[0], bytes[1], t[1]);
      collectives[k.name] = json::Object{{"alpha_s", f.intercept / k.steps},
                                         {"beta_bytes_per_s", f.rate}};
      raw[k.name] = json::Object{{"bytes", json::Array{bytes[0], bytes[1]}},
                                 {"seconds", json::Array{t[0], t[1]}}};
    }
    measurements[key] = std::move(raw);
    measurements[(key + "_rounds").str()] = int64_t(batches * collectiveRounds);
  }
  return collectiveCalls ? collectiveCpuS / collectiveCalls : 0.0;
}

/// What a collective in flight takes from the compute of its rank.
struct CollectiveCpu {
  /// CPU seconds per small collective, and the bytes per CPU second that
  /// a larger one adds.
  double underCompute = 0, underComputeBytesPerS = 0;
  /// The two sizes' ring bytes and CPU seconds.
  json::Array bytes, seconds;
};

CollectiveCpu measureCollectiveCpu(const RankContext &ranks) {
  zero_rt_comm_t *comm = ranks.comm();
  int64_t size = ranks.worldSize();
  // The same, with the calling thread computing while the collective is in
  // flight, as in a scheduled step: the runtime advances the collective at
  // the caller's GEMM calls (runtime/src/comm.cpp), so its MPI work (the
  // shared-memory copies, the reduction, the bookkeeping) is taken from
  // compute. Rounds alternate compute alone and compute with one collective
  // started before each stretch of compute and waited after it; a round's
  // extra process CPU divided by its collectives, the median over rounds.
  // Two sizes: a small collective gives the CPU per collective, a large one
  // what grows with the bytes.
  CollectiveCpu cpu;
  if (size <= 1)
    return cpu;
  const int64_t n = 64;
  std::vector<float> a(n * n, 1.f), b(n * n, 1.f), c(n * n);
  auto chunk = [&] {
    // About 0.2 ms of GEMMs: a step's compute between two collectives.
    for (int i = 0; i < 40; ++i)
      checkStatus(zero_rt_gemm_f32(0, 0, n, n, n, 1.f, a.data(), n, b.data(), n,
                                   0.f, c.data(), n));
  };
  auto cpuPerCollectiveUnderCompute = [&](int64_t count, int collectives,
                                          int chunksPerCollective) {
    std::vector<float> in(count, 1.f), out(count);
    std::vector<double> perCollective;
    for (int r = 0; r < 7; ++r) {
      checkStatus(zero_rt_comm_barrier(comm));
      double begin = processCpuNow();
      for (int i = 0; i < collectives * chunksPerCollective; ++i)
        chunk();
      double alone = processCpuNow() - begin;
      checkStatus(zero_rt_comm_barrier(comm));
      begin = processCpuNow();
      // A wait whose peer is behind polls back to back (runtime/src/
      // progress.cpp) on the core its rank's compute has left idle: not
      // CPU taken from compute, and it follows the ranks' skew, which
      // grows over a round when one rank's core is a little slower.
      double inWaits = 0;
      for (int i = 0; i < collectives; ++i) {
        zero_rt_request_t *request = nullptr;
        checkStatus(zero_rt_comm_all_reduce_start(comm, ZERO_RT_REDUCTION_SUM,
                                                  ZERO_RT_DTYPE_F32, in.data(),
                                                  out.data(), count, &request));
        for (int j = 0; j < chunksPerCollective; ++j)
          chunk();
        double waitBegin = threadCpuNow();
        checkStatus(zero_rt_request_wait(request));
        inWaits += threadCpuNow() - waitBegin;
      }
      double with = processCpuNow() - begin - inWaits;
      perCollective.push_back(std::max(0.0, (with - alone) / collectives));
    }
    return median(perCollective);
  };
  const int64_t smallCount = 256, largeCount = 65536;
  cpu.underCompute = cpuPerCollectiveUnderCompute(smallCount, 20, 1);
  // The large collective must be done before its wait: a wait on one
  // still in flight spins (runtime/src/progress.cpp), CPU that a step
  // with compute to overlap does not spend. Enough chunks to cover twice
  // its blocking time on the slowest rank; every rank runs as many.
  std::vector<float> in(largeCount, 1.f), out(largeCount);
  double blocking = medianTime(3, [&] {
    checkStatus(zero_rt_comm_all_reduce(comm, ZERO_RT_REDUCTION_SUM,
                                        ZERO_RT_DTYPE_F32, in.data(),
                                        out.data(), largeCount));
  });
  double chunkS = medianTime(3, chunk);
  double cover = 2 * blocking / std::max(chunkS, 1e-6);
  checkStatus(zero_rt_comm_all_reduce(comm, ZERO_RT_REDUCTION_MAX,
                                      ZERO_RT_DTYPE_F64, &cover, &cover, 1));
  int chunks = int(std::clamp(std::ceil(cover), 1.0, 1000.0));
  double cpuLarge = cpuPerCollectiveUnderCompute(largeCount, 5, chunks);
  double bytesSmall = double(zero_rt_ring_bytes(ZERO_RT_COLLECTIVE_ALL_REDUCE,
                                                smallCount, 4, size)),
         bytesLarge = double(zero_rt_ring_bytes(ZERO_RT_COLLECTIVE_ALL_REDUCE,
                                                largeCount, 4, size));
  if (cpuLarge > cpu.underCompute)
    cpu.underComputeBytesPerS =
        (bytesLarge - bytesSmall) / (cpuLarge - cpu.underCompute);
  cpu.bytes = json::Array{bytesSmall, bytesLarge};
  cpu.seconds = json::Array{cpu.underCompute, cpuLarge};
  return cpu;
}

//===----------------------------------------------------------------------===//
// The calibration file
//===----------------------------------------------------------------------===//

/// What the phases of a calibration measured.
struct Calibration {
  /// The raw times the rates are fitted on.
  json::Object measurements;
  ComputeRates compute;
  /// Each collective kind's alpha and beta (none on one rank): inside a
  /// node, and on a run of several nodes also between them.
  json::Object collectives, interNodeCollectives;
  /// The nodes the run was measured on.
  int64_t ranksPerNode = 1;
  /// CPU seconds per small blocking collective.
  double cpuPerCollective = 0;
  CollectiveCpu cpu;
  /// The offload stores' rates (rank 0's; none when they could not be
  /// measured).
  json::Object stores;
};

/// Rank 0's calibration file, checked to be what the cost model reads.
/// False, after its error line, when it is not written.
bool writeCalibration(const RankContext &ranks, const CalibrateOptions &options,
                      Calibration &c) {
  int64_t size = ranks.worldSize();
  const ComputeRates &rates = c.compute;
  const Fit &gemm = rates.gemm, &loop = rates.loop;
  // Always charged to compute: the thread that computes is the one that
  // drives MPI.
  unsigned cores = std::thread::hardware_concurrency();
  bool charged = size > 1;
  c.measurements["collective_cpu_s"] =
      json::Object{{"per_collective", c.cpuPerCollective},
                   {"per_collective_under_compute", c.cpu.underCompute},
                   {"under_compute_bytes", std::move(c.cpu.bytes)},
                   {"under_compute_seconds", std::move(c.cpu.seconds)},
                   {"hardware_threads", int64_t(cores)},
                   {"charged", charged}};

  char host[256] = "unknown";
  gethostname(host, sizeof(host) - 1);
  json::Object out{
      {"gemm_flops_per_s", gemm.rate},
      {"elementwise_bytes_per_s", loop.rate},
      {"strided_bytes_per_s", rates.strided.rate},
      {"overhead_s", loop.intercept},
      {"gemm_overhead_s", gemm.intercept},
      {"async_collective_cpu_s", !charged                 ? 0.0
                                 : c.cpu.underCompute > 0 ? c.cpu.underCompute
                                                          : c.cpuPerCollective},
      {"async_collective_cpu_bytes_per_s",
       charged ? c.cpu.underComputeBytesPerS : 0.0},
      {"scalar_op_s", std::move(c.compute.scalarOps)},
      {"machine", formatv("{0}, {1} hardware threads", host,
                          std::thread::hardware_concurrency())
                      .str()},
      {"world_size", size},
      {"measurements", std::move(c.measurements)},
  };
  if (!c.collectives.empty())
    out["collectives"] = std::move(c.collectives);
  if (!c.interNodeCollectives.empty())
    out["collectives_inter_node"] = std::move(c.interNodeCollectives);
  out["ranks_per_node"] = c.ranksPerNode;
  if (!c.stores.empty())
    out["stores"] = std::move(c.stores);
  // Absent where out of cache measured no slower (nothing to charge).
  if (rates.gemmColdBytesPerS > 0)
    out["gemm_cold_bytes_per_s"] = rates.gemmColdBytesPerS;
  if (rates.l2Bytes && rates.cachedLoop.rate > 0) {
    out["elementwise_cached_bytes_per_s"] = rates.cachedLoop.rate;
    out["cache_bytes"] = *rates.l2Bytes;
    if (rates.cachedStrided.rate > 0)
      out["strided_cached_bytes_per_s"] = rates.cachedStrided.rate;
  }
  if (!options.emulateNetwork.empty())
    out["emulate_network"] = json::Array(options.emulateNetwork);
  std::string text = formatv("{0:2}", json::Value(std::move(out))).str();
  // What we write must be what the model reads.
  if (Expected<CostCalibration> parsed =
          parseCostCalibration(text, options.outputPath);
      !parsed)
    return ranks.succeeded(parsed.takeError());
  if (!ranks.succeeded(mlir::zero::writeFileAtomically(
          options.outputPath, [&](raw_ostream &os) {
            os << text << "\n";
            return Error::success();
          })))
    return false;
  outs() << "zero-run: calibration of " << size << " rank(s) written to "
         << options.outputPath
         << formatv(": GEMM {0:e2} FLOP/s, elementwise {1:e2} B/s, "
                    "overhead {2:e2} s\n",
                    gemm.rate, loop.rate, loop.intercept);
  return true;
}

} // namespace

int runner::runCalibration(const CalibrateOptions &options) {
  RankContext ranks;
  if (!ranks.applyNetworkOptions(std::nullopt, options.emulateNetwork))
    return 1;
  std::optional<int64_t> nodes =
      ranks.applyTopology(options.ranksPerNode, std::nullopt);
  if (!ranks.allOk(nodes.has_value()))
    return 1;
  Calibration calibration;
  calibration.ranksPerNode = *nodes;
  Rounds rounds;
  GemmPoints gemms;
  gemms.add(rounds);
  LoopPoints loops;
  loops.add(ranks, rounds);
  rounds.run(options.computeSeconds);
  calibration.compute =
      fitCompute(rounds, gemms, loops, calibration.measurements);
  // On several nodes, collectives inside one (a block of ranks per node)
  // and over all of them (between nodes) are two sets of rates; a node of
  // one rank has no collectives inside it.
  if (*nodes > 1)
    calibration.cpuPerCollective = measureCollectives(
        ranks.blockComm(*nodes), ranks.comm(), calibration.collectives,
        calibration.measurements, "collectives");
  if (*nodes < ranks.worldSize()) {
    double cpu = measureCollectives(ranks.comm(), ranks.comm(),
                                    calibration.interNodeCollectives,
                                    calibration.measurements,
                                    "collectives_inter_node");
    if (*nodes == 1)
      calibration.cpuPerCollective = cpu;
  }
  calibration.cpu = measureCollectiveCpu(ranks);
  if (ranks.isFirst()) {
    SmallString<256> scratch(options.offloadDir);
    if (scratch.empty())
      sys::path::system_temp_directory(/*erasedOnReboot=*/true, scratch);
    Expected<json::Object> stores =
        measureStores(scratch, ranks.rank(), calibration.measurements);
    if (stores)
      calibration.stores = std::move(*stores);
    else
      ranks.warning() << "the offload stores were not measured (the cost "
                         "model keeps its default store rates): "
                      << toString(stores.takeError()) << "\n";
  }
  bool ok = !ranks.isFirst() || writeCalibration(ranks, options, calibration);
  return ranks.allOk(ok) ? 0 : 1;
}
