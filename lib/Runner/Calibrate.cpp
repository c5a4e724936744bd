//===- Calibrate.cpp - measure the cost model's rates ---------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Each rate is the slope of a two-point fit (small and large problem), so the
// fixed cost of a call is not mistaken for bandwidth: time = intercept +
// size / rate. Every point is the median of a few repetitions; collective
// points are the slowest rank's median, as a step waits for the slowest rank.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/Calibrate.h"
#include "zero/Runner/Compile.h"

#include "zero/Dialect/Zero/Analysis/CostModel.h"

#include "zero/runtime/comm.h"
#include "zero/runtime/gemm.h"
#include "zero/runtime/memory.h"

#include "mlir/Parser/Parser.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
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

/// Median seconds of `reps` runs of `body` (after one warm-up run).
template <typename F> double medianTime(int reps, F body) {
  body();
  std::vector<double> times;
  for (int i = 0; i < reps; ++i) {
    double begin = now();
    body();
    times.push_back(now() - begin);
  }
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

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

  // --- GEMM: the runtime's BLAS entry, square f32 problems ---------------
  auto gemmTime = [&](int64_t n) {
    std::vector<float> a(n * n, 0.5f), b(n * n, 0.25f), c(n * n, 0.f);
    return medianTime(15, [&] {
      check(zero_rt_gemm_f32(0, 0, n, n, n, 1.f, a.data(), n, b.data(), n, 0.f,
                             c.data(), n));
    });
  };
  // Sizes of the small GEMMs a step makes (zero-trace's layers are a few
  // hundred wide at most); the intercept is the cost of a call.
  const int64_t gemmSizes[] = {32, 64, 128, 256};
  const int64_t gemmSmall = 32, gemmLarge = 128;
  json::Array gemmSeconds;
  double tGemmSmall = 0, tGemmLarge = 0;
  for (int64_t n : gemmSizes) {
    double t = gemmTime(n);
    gemmSeconds.push_back(t);
    if (n == gemmSmall)
      tGemmSmall = t;
    if (n == gemmLarge)
      tGemmLarge = t;
  }
  auto flops = [](int64_t n) { return 2.0 * n * n * n; };
  Fit gemm = fit(flops(gemmSmall), tGemmSmall, flops(gemmLarge), tGemmLarge);
  measurements["gemm"] = json::Object{
      {"sizes", json::Array{gemmSizes[0], gemmSizes[1], gemmSizes[2],
                            gemmSizes[3]}},
      {"seconds", std::move(gemmSeconds)},
      {"fit_sizes", json::Array{gemmSmall, gemmLarge}}};

  // --- Elementwise: out = a * 1.5 + b, a linalg.generic compiled by the
  // same JIT pipeline as a step (loops, accounted result allocation) ------
  const int64_t loopSmall = 1024, loopLarge = 262144;
  std::unique_ptr<MLIRContext> context = createRunnerContext();
  std::string source;
  for (int64_t n : {loopSmall, loopLarge})
    source += replaceAll(R"mlir(
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
  // op on a in [0.5, 1.5) (log, sqrt, rsqrt, divf), on z = a - 1 in
  // [-0.5, 0.5) (exp, tanh, erf: activations and shifted logits), powf as
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
    %z = arith.subf %x, %one : f32
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
  auto loopTime = [&](int64_t n, std::string name) {
    // Operands in [0.5, 1.5) and [0.9, 1.0): no fast path of a libm call
    // is taken on every element, no op sees an invalid input.
    std::vector<float> a(n), b(n);
    for (int64_t i = 0; i < n; ++i) {
      a[i] = 0.5f + float(i % 1000) / 1000.f;
      b[i] = 0.9f + float(i % 97) / 1000.f;
    }
    // Packed arguments: two 1-D memref descriptors (allocated, aligned,
    // offset, size, stride), then the result descriptor.
    int64_t words[10] = {int64_t(a.data()), int64_t(a.data()), 0, n, 1,
                         int64_t(b.data()), int64_t(b.data()), 0, n, 1};
    int64_t result[5] = {};
    SmallVector<void *> packed;
    for (int64_t &w : words)
      packed.push_back(&w);
    packed.push_back(result);
    return medianTime(15, [&] {
      if (Error err = engine->invokePacked(name, packed)) {
        errs() << "zero-run: rank " << rank << ": error: "
               << toString(std::move(err)) << "\n";
        zero_rt_comm_abort(1);
      }
      sink = reinterpret_cast<float *>(result[1])[n / 2];
      check(zero_rt_memory_free(reinterpret_cast<void *>(result[0])));
    });
  };
  double tLoopSmall = loopTime(loopSmall, "loop" + std::to_string(loopSmall)),
         tLoopLarge = loopTime(loopLarge, "loop" + std::to_string(loopLarge));
  // Each element: two loads and one store of 4 bytes.
  Fit loop = fit(12.0 * loopSmall, tLoopSmall, 12.0 * loopLarge, tLoopLarge);
  measurements["elementwise"] = json::Object{
      {"elements", json::Array{loopSmall, loopLarge}},
      {"seconds", json::Array{tLoopSmall, tLoopLarge}}};
  // Each scalar op: what its loop takes over the a * 1.5 + b loop of the
  // same size (same bytes), per element.
  json::Object scalarOps, scalarOpSeconds;
  for (const ScalarOp &op : kScalarOps) {
    double t = loopTime(loopLarge, "op_" + scalarOpSymbol(op.name));
    scalarOpSeconds[op.name] = t;
    scalarOps[op.name] = std::max(0.0, (t - tLoopLarge) / double(loopLarge));
  }
  measurements["scalar_ops"] = json::Object{
      {"elements", loopLarge}, {"seconds", std::move(scalarOpSeconds)}};

  // --- Collectives: blocking calls of two sizes on the launched world ----
  json::Object collectives;
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
    json::Object raw;
    for (const Kind &k : kinds) {
      double t[2], bytes[2];
      for (int s = 0; s < 2; ++s) {
        int64_t count = counts[s];
        int64_t shard = zero_rt_shard_count(count, size);
        std::vector<float> full(count, 1.f), out(count, 0.f),
            part(shard, 1.f);
        check(zero_rt_comm_barrier(comm));
        double mine = medianTime(5, [&] {
          switch (k.kind) {
          case ZERO_RT_COLLECTIVE_ALL_REDUCE:
            check(zero_rt_comm_all_reduce(comm, ZERO_RT_REDUCTION_SUM,
                                          ZERO_RT_DTYPE_F32, full.data(),
                                          out.data(), count));
            break;
          case ZERO_RT_COLLECTIVE_ALL_GATHER:
            check(zero_rt_comm_all_gather(comm, ZERO_RT_DTYPE_F32, part.data(),
                                          shard, out.data(), count));
            break;
          default:
            check(zero_rt_comm_reduce_scatter(
                comm, ZERO_RT_REDUCTION_SUM, ZERO_RT_DTYPE_F32, full.data(),
                count, part.data(), shard));
            break;
          }
        });
        // The slowest rank's median: every rank waits for it.
        double slowest = mine;
        check(zero_rt_comm_all_reduce(comm, ZERO_RT_REDUCTION_MAX,
                                      ZERO_RT_DTYPE_F64, &mine, &slowest, 1));
        t[s] = slowest;
        bytes[s] = double(zero_rt_ring_bytes(k.kind, count, 4, size));
      }
      Fit f = fit(bytes[0], t[0], bytes[1], t[1]);
      collectives[k.name] = json::Object{{"alpha_s", f.intercept / k.steps},
                                         {"beta_bytes_per_s", f.rate}};
      raw[k.name] = json::Object{{"bytes", json::Array{bytes[0], bytes[1]}},
                                 {"seconds", json::Array{t[0], t[1]}}};
    }
    measurements["collectives"] = std::move(raw);
  }

  int code = 0;
  if (rank == 0) {
    char host[256] = "unknown";
    gethostname(host, sizeof(host) - 1);
    json::Object out{
        {"gemm_flops_per_s", gemm.rate},
        {"elementwise_bytes_per_s", loop.rate},
        {"overhead_s", loop.intercept},
        {"gemm_overhead_s", gemm.intercept},
        {"scalar_op_s", std::move(scalarOps)},
        {"machine",
         formatv("{0}, {1} hardware threads", host,
                 std::thread::hardware_concurrency())
             .str()},
        {"world_size", size},
        {"measurements", std::move(measurements)},
    };
    if (!collectives.empty())
      out["collectives"] = std::move(collectives);
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
      std::error_code ec;
      raw_fd_ostream os(options.outputPath, ec);
      if (ec) {
        errs() << "zero-run: rank 0: error: cannot write '"
               << options.outputPath << "': " << ec.message() << "\n";
        code = 1;
      } else {
        os << text << "\n";
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
