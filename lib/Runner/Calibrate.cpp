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
#include "zero/Runner/Compile.h"
#include "zero/Support/AtomicFile.h"

#include "zero/Dialect/Zero/Analysis/CostModel.h"

#include "zero/runtime/comm.h"
#include "zero/runtime/gemm.h"
#include "zero/runtime/memory.h"

#include "mlir/Parser/Parser.h"
#include "llvm/Support/FormatVariadic.h"
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

void check(zero_rt_status_t status) {
  if (status)
    zero_rt_status_abort(status);
}

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

} // namespace

int runner::runCalibration(const CalibrateOptions &options) {
  zero_rt_comm_t *comm = nullptr;
  check(zero_rt_comm_create_world(&comm));
  int64_t rank = zero_rt_comm_rank(comm), size = zero_rt_comm_size(comm);
  if (!options.emulateNetwork.empty()) {
    if (options.emulateNetwork.size() != 2) {
      errs() << "zero-run: rank " << rank
             << ": error: --emulate-network takes ALPHA_US,BYTES_PER_US, got "
             << options.emulateNetwork.size() << " value(s)\n";
      zero_rt_comm_release(comm);
      return 1;
    }
    check(zero_rt_comm_set_network_emulation(comm, options.emulateNetwork[0],
                                             options.emulateNetwork[1]));
  }
  json::Object measurements;

  Rounds rounds;
  // --- GEMM: the runtime's BLAS entry, square f32 problems ---------------
  // Sizes of the small GEMMs a step makes (zero-trace's layers are a few
  // hundred wide at most); the intercept is the cost of a call.
  const int64_t gemmSizes[] = {32, 64, 128, 256};
  const int64_t gemmSmall = 32, gemmLarge = 128;
  std::vector<std::vector<float>> gemmBuffers;
  std::vector<size_t> gemmPoints;
  for (int64_t n : gemmSizes) {
    gemmBuffers.emplace_back(n * n, 0.5f);
    gemmBuffers.emplace_back(n * n, 0.25f);
    gemmBuffers.emplace_back(n * n, 0.f);
    float *a = gemmBuffers[gemmBuffers.size() - 3].data(),
          *b = gemmBuffers[gemmBuffers.size() - 2].data(),
          *c = gemmBuffers.back().data();
    // Wall time: the BLAS may run threads of its own, whose CPU time the
    // calling thread's clock would miss; a call is short enough (at most
    // a few hundred microseconds) to rarely span a scheduler slice.
    gemmPoints.push_back(rounds.add(
        [=] {
          check(zero_rt_gemm_f32(0, 0, n, n, n, 1.f, a, n, b, n, 0.f, c, n));
        },
        now));
  }
  auto flops = [](int64_t n) { return 2.0 * n * n * n; };
  // The largest GEMM again on operands out of cache: a, b and c from a pool
  // beyond the last-level cache, a different set each call, as a step's
  // GEMMs read tensors other ops wrote long before. On the 2-core VM a
  // 512x768x256 GEMM of GPT B ran 9 % slower so than on operands in cache,
  // and two ranks doing it at once up to 12 %; the model charges the
  // difference per byte of A, B and C (gemm_cold_bytes_per_s).
  const int64_t gemmColdN = gemmSizes[3];
  const int64_t gemmColdSet = 3 * gemmColdN * gemmColdN;
  constexpr int64_t kGemmColdSets = 80; // 60 MB of 256^3 operand sets
  std::vector<float> gemmColdPool(kGemmColdSets * gemmColdSet, 0.25f);
  int64_t nextGemmSet = 0;
  size_t gemmColdPoint = rounds.add(
      [&gemmColdPool, &nextGemmSet, gemmColdN, gemmColdSet] {
        float *a = gemmColdPool.data() + nextGemmSet * gemmColdSet;
        float *b = a + gemmColdN * gemmColdN, *c = b + gemmColdN * gemmColdN;
        nextGemmSet = (nextGemmSet + 1) % kGemmColdSets;
        int64_t n = gemmColdN;
        check(zero_rt_gemm_f32(0, 0, n, n, n, 1.f, a, n, b, n, 0.f, c, n));
      },
      now);

  // --- Loops: linalg.generics compiled by the same JIT pipeline as a step
  // (loops, accounted result allocation). The loop rate is fitted on a mix
  // shaped like a step's loops, not on one streaming loop: out = a * 1.5 +
  // b (1-D, the only one a compiler vectorizes easily), a row broadcast
  // (bias add), a row sum (softmax, LayerNorm: fill + reduction) and a
  // transpose (attention heads). The streaming loop alone ran 3-4x faster
  // per byte than a step's loops, which mostly stay scalar. ---------------
  // Three sizes: overhead-bound, within a core's L2 (a loop of a small
  // step, reading what the op before wrote), and beyond it.
  const int64_t loopSmall = 1024, loopCached = 16384, loopLarge = 262144;
  const int64_t loopSizes[3] = {loopSmall, loopCached, loopLarge};
  // The 2-D loops' shapes: R x C = the loop's elements.
  auto columnsOf = [](int64_t n) -> int64_t { return n >= 65536 ? 256 : 64; };
  std::unique_ptr<MLIRContext> context = createRunnerContext();
  std::string source;
  for (int64_t n : loopSizes)
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
    source += replaceAll(
        replaceAll(replaceAll(R"mlir(
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
        "@N@", std::to_string(loopLarge));
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(source, context.get());
  std::unique_ptr<ExecutionEngine> engine;
  if (module) {
    auto compiled = compileModule(*module, JitOptions());
    if (!compiled)
      errs() << "zero-run: rank " << rank << ": error: "
             << toString(compiled.takeError()) << "\n";
    else
      engine = std::move(*compiled);
  }
  if (!engine) {
    errs() << "zero-run: rank " << rank
           << ": error: cannot compile the calibration loop\n";
    zero_rt_comm_abort(1);
  }
  // Operands in [0.5, 1.5) and [0.9, 1.0): no fast path of a libm call
  // is taken on every element, no op sees an invalid input. Pseudo-random,
  // like a step's activations: libm's range checks then mispredict as
  // they do in a step (a sorted ramp made tanh look 2x cheaper than it is).
  std::vector<float> loopA(loopLarge), loopB(loopLarge);
  uint32_t state = 12345;
  auto uniform = [&state] {
    state = state * 1664525u + 1013904223u; // Numerical Recipes' LCG
    return float(state >> 8) / 16777216.f;
  };
  for (int64_t i = 0; i < loopLarge; ++i) {
    loopA[i] = 0.5f + uniform();
    loopB[i] = 0.9f + 0.1f * uniform();
  }
  // The largest loops read copies of a and b from a pool beyond the last
  // level cache, a different copy each call: a step's tensors (tens of MB
  // for GPT B) are mostly out of cache by the time a loop reads them,
  // while a and b read again and again stay in L3, which on the 2-core VM
  // made such loops look 1.7x faster per byte than a step's.
  constexpr int64_t kColdCopies = 32;
  std::vector<float> coldPool(kColdCopies * 2 * loopLarge);
  for (int64_t c = 0; c < kColdCopies; ++c) {
    std::copy(loopA.begin(), loopA.end(), coldPool.begin() + 2 * c * loopLarge);
    std::copy(loopB.begin(), loopB.end(),
              coldPool.begin() + (2 * c + 1) * loopLarge);
  }
  int64_t nextCopy = 0;
  // `resultElements`: of the 1-D result (a row sum has one per row).
  auto loopPoint = [&](int64_t n, std::string name,
                       int64_t resultElements = -1) {
    int64_t probe = (resultElements < 0 ? n : resultElements) / 2;
    // The JIT's loops run on this thread: its CPU time.
    return rounds.add([&engine, &loopA, &loopB, &coldPool, &nextCopy, rank,
                       n, name, probe] {
      float *a = loopA.data(), *b = loopB.data();
      if (n == loopLarge) {
        a = coldPool.data() + 2 * nextCopy * loopLarge;
        b = a + loopLarge;
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
      if (Error err = engine->invokePacked(name, packed)) {
        errs() << "zero-run: rank " << rank << ": error: "
               << toString(std::move(err)) << "\n";
        zero_rt_comm_abort(1);
      }
      sink = reinterpret_cast<float *>(result[1])[probe];
      check(zero_rt_memory_free(reinterpret_cast<void *>(result[0])));
    }, threadCpuNow);
  };
  // The mix at each size: its points, bytes as the cost model counts them
  // (every read operand and every init once per iteration; the row sum's
  // fill writes its R floats) and compute ops. The transpose is timed on
  // its own: its inner loop reads with a stride, and it ran 10-50x slower
  // per byte than the other loops, so fitted into their mix it made every
  // loop of a step look like a transpose (docs/CostModel.md).
  struct Mix {
    std::vector<size_t> points;
    double bytes = 0;
  } mixes[3], transposes[3];
  const char *const mixNames[] = {"loop", "bcast", "rowsum"};
  for (int s = 0; s < 3; ++s) {
    int64_t n = loopSizes[s], rows = n / columnsOf(n);
    for (StringRef name : mixNames)
      mixes[s].points.push_back(loopPoint(n, (name + Twine(n)).str(),
                                          name == "rowsum" ? rows : -1));
    mixes[s].bytes = 12.0 * n + 12.0 * n + (12.0 * n + 4.0 * rows);
    transposes[s].points.push_back(
        loopPoint(n, ("transpose" + Twine(n)).str()));
    transposes[s].bytes = 8.0 * n;
  }
  const double mixOps = 4; // the row sum is a fill and a reduction
  size_t loopLargePoint = mixes[2].points[0];
  std::vector<size_t> scalarPoints;
  for (const ScalarOp &op : kScalarOps)
    scalarPoints.push_back(
        loopPoint(loopLarge, "op_" + scalarOpSymbol(op.name)));

  rounds.run(options.computeSeconds);

  json::Array gemmSeconds;
  for (size_t point : gemmPoints)
    gemmSeconds.push_back(rounds.time(point));
  double tGemmSmall = rounds.time(gemmPoints[0]),
         tGemmLarge = rounds.time(gemmPoints[2]);
  Fit gemm = fit(flops(gemmSmall), tGemmSmall, flops(gemmLarge), tGemmLarge);
  double tGemmHot = rounds.time(gemmPoints[3]),
         tGemmCold = rounds.time(gemmColdPoint);
  double gemmColdBytes = 4.0 * double(gemmColdSet);
  double gemmColdBytesPerS =
      tGemmCold > tGemmHot ? gemmColdBytes / (tGemmCold - tGemmHot) : 0.0;
  measurements["gemm_cold"] = json::Object{{"size", gemmColdN},
                                           {"bytes", gemmColdBytes},
                                           {"seconds_in_cache", tGemmHot},
                                           {"seconds_out_of_cache", tGemmCold}};
  measurements["gemm"] = json::Object{
      {"sizes", json::Array{gemmSizes[0], gemmSizes[1], gemmSizes[2],
                            gemmSizes[3]}},
      {"seconds", std::move(gemmSeconds)},
      {"fit_sizes", json::Array{gemmSmall, gemmLarge}}};
  measurements["rounds"] = rounds.count();
  double tLoopLarge = rounds.time(loopLargePoint);
  double tMix[3], tTranspose[3];
  json::Array mixSeconds[3];
  for (int s = 0; s < 3; ++s) {
    tMix[s] = 0;
    for (size_t point : mixes[s].points) {
      tMix[s] += rounds.time(point);
      mixSeconds[s].push_back(rounds.time(point));
    }
    tTranspose[s] = rounds.time(transposes[s].points.front());
    mixSeconds[s].push_back(tTranspose[s]);
  }
  // The intercept is the fixed cost of the mix's four ops; the cached
  // bandwidth is the slope from the smallest mix to the one within L2, the
  // other from there to the largest. The transposes fit the same way.
  Fit cachedLoop = fit(mixes[0].bytes, tMix[0], mixes[1].bytes, tMix[1]);
  Fit loop = fit(mixes[1].bytes, tMix[1], mixes[2].bytes, tMix[2]);
  loop.intercept = cachedLoop.intercept / mixOps;
  Fit cachedStrided = fit(transposes[0].bytes, tTranspose[0],
                          transposes[1].bytes, tTranspose[1]);
  Fit strided = fit(transposes[1].bytes, tTranspose[1], transposes[2].bytes,
                    tTranspose[2]);
  measurements["elementwise"] = json::Object{
      {"loops",
       json::Array{"a*1.5+b", "row broadcast", "fill + row sum", "transpose"}},
      {"elements", json::Array{loopSmall, loopCached, loopLarge}},
      {"bytes", json::Array{mixes[0].bytes, mixes[1].bytes, mixes[2].bytes}},
      {"transpose_bytes", json::Array{transposes[0].bytes, transposes[1].bytes,
                                      transposes[2].bytes}},
      {"seconds",
       json::Array{std::move(mixSeconds[0]), std::move(mixSeconds[1]),
                   std::move(mixSeconds[2])}}};
  // The cached tier holds for loops that fit in a core's L2 (Linux names
  // its size); without it, one bandwidth for all.
  std::optional<int64_t> l2Bytes = readL2CacheBytes();
  // Each scalar op: what its loop takes over the a * 1.5 + b loop of the
  // same size (same bytes), per element.
  json::Object scalarOps, scalarOpSeconds;
  for (auto [op, point] : llvm::zip(kScalarOps, scalarPoints)) {
    double t = rounds.time(point);
    scalarOpSeconds[op.name] = t;
    scalarOps[op.name] = std::max(0.0, (t - tLoopLarge) / double(loopLarge));
  }
  measurements["scalar_ops"] = json::Object{
      {"elements", loopLarge}, {"seconds", std::move(scalarOpSeconds)}};

  // --- Collectives: blocking calls of two sizes on the launched world ----
  json::Object collectives;
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
        check(zero_rt_comm_all_reduce(comm, ZERO_RT_REDUCTION_SUM,
                                      ZERO_RT_DTYPE_F32, p.full.data(),
                                      p.out.data(), p.count));
        break;
      case ZERO_RT_COLLECTIVE_ALL_GATHER:
        check(zero_rt_comm_all_gather(comm, ZERO_RT_DTYPE_F32, p.part.data(),
                                      p.shard, p.out.data(), p.count));
        break;
      default:
        check(zero_rt_comm_reduce_scatter(comm, ZERO_RT_REDUCTION_SUM,
                                          ZERO_RT_DTYPE_F32, p.full.data(),
                                          p.count, p.part.data(), p.shard));
        break;
      }
    };
    for (Point &p : points)
      call(p);
    for (int r = 0; r < collectiveRounds; ++r) {
      for (Point &p : points) {
        // Every call starts together: without the barrier a rank still in
        // the emulated delay of the call before made the next small one
        // wait for it (a small all_gather measured 2.8 ms, after a 1.2 ms
        // all_reduce).
        check(zero_rt_comm_barrier(comm));
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
    json::Object raw;
    for (size_t i = 0; i < points.size(); i += 2) {
      const Kind &k = *points[i].kind;
      double t[2], bytes[2];
      for (int s = 0; s < 2; ++s) {
        Point &p = points[i + s];
        // The slowest rank's median: every rank waits for it.
        double mine = median(p.times), slowest = mine;
        check(zero_rt_comm_all_reduce(comm, ZERO_RT_REDUCTION_MAX,
                                      ZERO_RT_DTYPE_F64, &mine, &slowest, 1));
        t[s] = slowest;
        bytes[s] = double(zero_rt_ring_bytes(k.kind, p.count, 4, size));
      }
      Fit f = fit(bytes[0], t[0], bytes[1], t[1]);
      collectives[k.name] = json::Object{{"alpha_s", f.intercept / k.steps},
                                         {"beta_bytes_per_s", f.rate}};
      raw[k.name] = json::Object{{"bytes", json::Array{bytes[0], bytes[1]}},
                                 {"seconds", json::Array{t[0], t[1]}}};
    }
    measurements["collectives"] = std::move(raw);
  }
  double cpuPerCollective =
      collectiveCalls ? collectiveCpuS / collectiveCalls : 0.0;
  // The same, with the calling thread computing while the collective is in
  // flight, as in a scheduled step: the runtime advances the collective at
  // the caller's GEMM calls (runtime/src/comm.cpp), so its MPI work (the
  // shared-memory copies, the reduction, the bookkeeping) is taken from
  // compute. Rounds alternate compute alone and compute with one collective
  // started before each stretch of compute and waited after it; a round's
  // extra process CPU divided by its collectives, the median over rounds.
  // Two sizes: a small collective gives the CPU per collective, a large one
  // what grows with the bytes.
  double cpuUnderCompute = 0, cpuUnderComputeBytesPerS = 0;
  json::Array cpuUnderComputeBytes, cpuUnderComputeSeconds;
  if (size > 1) {
    const int64_t n = 64;
    std::vector<float> a(n * n, 1.f), b(n * n, 1.f), c(n * n);
    auto chunk = [&] {
      // About 0.2 ms of GEMMs: a step's compute between two collectives.
      for (int i = 0; i < 40; ++i)
        check(zero_rt_gemm_f32(0, 0, n, n, n, 1.f, a.data(), n, b.data(), n,
                               0.f, c.data(), n));
    };
    auto cpuPerCollectiveUnderCompute = [&](int64_t count, int collectives,
                                            int chunksPerCollective) {
      std::vector<float> in(count, 1.f), out(count);
      std::vector<double> perCollective;
      for (int r = 0; r < 7; ++r) {
        check(zero_rt_comm_barrier(comm));
        double begin = processCpuNow();
        for (int i = 0; i < collectives * chunksPerCollective; ++i)
          chunk();
        double alone = processCpuNow() - begin;
        check(zero_rt_comm_barrier(comm));
        begin = processCpuNow();
        // A wait whose peer is behind polls back to back (runtime/src/
        // progress.cpp) on the core its rank's compute has left idle: not
        // CPU taken from compute, and it follows the ranks' skew, which
        // grows over a round when one rank's core is a little slower.
        double inWaits = 0;
        for (int i = 0; i < collectives; ++i) {
          zero_rt_request_t *request = nullptr;
          check(zero_rt_comm_all_reduce_start(comm, ZERO_RT_REDUCTION_SUM,
                                              ZERO_RT_DTYPE_F32, in.data(),
                                              out.data(), count, &request));
          for (int j = 0; j < chunksPerCollective; ++j)
            chunk();
          double waitBegin = threadCpuNow();
          check(zero_rt_request_wait(request));
          inWaits += threadCpuNow() - waitBegin;
        }
        double with = processCpuNow() - begin - inWaits;
        perCollective.push_back(std::max(0.0, (with - alone) / collectives));
      }
      return median(perCollective);
    };
    const int64_t smallCount = 256, largeCount = 65536;
    cpuUnderCompute = cpuPerCollectiveUnderCompute(smallCount, 20, 1);
    // The large collective must be done before its wait: a wait on one
    // still in flight spins (runtime/src/progress.cpp), CPU that a step
    // with compute to overlap does not spend. Enough chunks to cover twice
    // its blocking time on the slowest rank; every rank runs as many.
    std::vector<float> in(largeCount, 1.f), out(largeCount);
    double blocking = medianTime(3, [&] {
      check(zero_rt_comm_all_reduce(comm, ZERO_RT_REDUCTION_SUM,
                                    ZERO_RT_DTYPE_F32, in.data(), out.data(),
                                    largeCount));
    });
    double chunkS = medianTime(3, chunk);
    double cover = 2 * blocking / std::max(chunkS, 1e-6);
    check(zero_rt_comm_all_reduce(comm, ZERO_RT_REDUCTION_MAX,
                                  ZERO_RT_DTYPE_F64, &cover, &cover, 1));
    int chunks = int(std::clamp(std::ceil(cover), 1.0, 1000.0));
    double cpuLarge = cpuPerCollectiveUnderCompute(largeCount, 5, chunks);
    double bytesSmall = double(zero_rt_ring_bytes(ZERO_RT_COLLECTIVE_ALL_REDUCE,
                                                  smallCount, 4, size)),
           bytesLarge = double(zero_rt_ring_bytes(ZERO_RT_COLLECTIVE_ALL_REDUCE,
                                                  largeCount, 4, size));
    if (cpuLarge > cpuUnderCompute)
      cpuUnderComputeBytesPerS =
          (bytesLarge - bytesSmall) / (cpuLarge - cpuUnderCompute);
    cpuUnderComputeBytes = json::Array{bytesSmall, bytesLarge};
    cpuUnderComputeSeconds = json::Array{cpuUnderCompute, cpuLarge};
  }
  // Always charged to compute: the thread that computes is the one that
  // drives MPI.
  unsigned cores = std::thread::hardware_concurrency();
  bool charged = size > 1;
  measurements["collective_cpu_s"] =
      json::Object{{"per_collective", cpuPerCollective},
                   {"per_collective_under_compute", cpuUnderCompute},
                   {"under_compute_bytes", std::move(cpuUnderComputeBytes)},
                   {"under_compute_seconds", std::move(cpuUnderComputeSeconds)},
                   {"hardware_threads", int64_t(cores)},
                   {"charged", charged}};

  int code = 0;
  if (rank == 0) {
    char host[256] = "unknown";
    gethostname(host, sizeof(host) - 1);
    json::Object out{
        {"gemm_flops_per_s", gemm.rate},
        {"elementwise_bytes_per_s", loop.rate},
        {"strided_bytes_per_s", strided.rate},
        {"overhead_s", loop.intercept},
        {"gemm_overhead_s", gemm.intercept},
        {"async_collective_cpu_s", !charged              ? 0.0
                                   : cpuUnderCompute > 0 ? cpuUnderCompute
                                                         : cpuPerCollective},
        {"async_collective_cpu_bytes_per_s",
         charged ? cpuUnderComputeBytesPerS : 0.0},
        {"scalar_op_s", std::move(scalarOps)},
        {"machine", formatv("{0}, {1} hardware threads", host,
                            std::thread::hardware_concurrency())
                        .str()},
        {"world_size", size},
        {"measurements", std::move(measurements)},
    };
    if (!collectives.empty())
      out["collectives"] = std::move(collectives);
    // Absent where out of cache measured no slower (nothing to charge).
    if (gemmColdBytesPerS > 0)
      out["gemm_cold_bytes_per_s"] = gemmColdBytesPerS;
    if (l2Bytes && cachedLoop.rate > 0) {
      out["elementwise_cached_bytes_per_s"] = cachedLoop.rate;
      out["cache_bytes"] = *l2Bytes;
      if (cachedStrided.rate > 0)
        out["strided_cached_bytes_per_s"] = cachedStrided.rate;
    }
    if (!options.emulateNetwork.empty())
      out["emulate_network"] = json::Array{options.emulateNetwork[0],
                                           options.emulateNetwork[1]};
    std::string text = formatv("{0:2}", json::Value(std::move(out))).str();
    // What we write must be what the model reads.
    if (Expected<CostCalibration> parsed =
            parseCostCalibration(text, options.outputPath);
        !parsed) {
      errs() << "zero-run: rank 0: error: " << toString(parsed.takeError())
             << "\n";
      code = 1;
    } else {
      if (Error err = mlir::zero::writeFileAtomically(
              options.outputPath, [&](raw_ostream &os) {
                os << text << "\n";
                return Error::success();
              })) {
        errs() << "zero-run: rank 0: error: " << toString(std::move(err))
               << "\n";
        code = 1;
      } else {
        outs() << "zero-run: calibration of " << size
               << " rank(s) written to " << options.outputPath
               << formatv(": GEMM {0:e2} FLOP/s, elementwise {1:e2} B/s, "
                          "overhead {2:e2} s\n",
                          gemm.rate, loop.rate, loop.intercept);
      }
    }
  }
  int32_t failed = code;
  check(zero_rt_comm_all_reduce(comm, ZERO_RT_REDUCTION_MAX, ZERO_RT_DTYPE_I32,
                                &failed, &failed, 1));
  zero_rt_comm_release(comm);
  return failed ? 1 : 0;
}
