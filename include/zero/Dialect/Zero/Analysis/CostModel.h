//===- CostModel.h - predicted step time of one rank's program --*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// A roofline-and-alpha-beta model of one rank's training step, walked in
// program order on two timelines (compute, and the runtime's network, which
// carries collectives one after another in issue order). The formulas are
// spelled out in docs/CostModel.md; the rates come from a calibration file
// `zero-run --calibrate` writes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_ANALYSIS_COSTMODEL_H
#define ZERO_DIALECT_ZERO_ANALYSIS_COSTMODEL_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <string>

namespace mlir {
namespace zero {

/// Alpha-beta parameters of one collective kind: a collective with `steps`
/// ring steps that sends `bytes` per rank takes alpha * steps + bytes / beta.
struct CollectiveRates {
  double alphaS = 5e-6;
  double betaBytesPerS = 1e9;
};

/// The machine rates the model uses. Defaults (used without a calibration
/// file, and for every key a file leaves out) are those of docs/CostModel.md.
struct CostCalibration {
  /// GEMM throughput (linalg.matmul, batch_matmul and other contractions).
  double gemmFlopsPerS = 1e10;
  /// Bandwidth of every other compute op (loops over tensors).
  double elementwiseBytesPerS = 2e9;
  /// Bandwidth of such a loop when the bytes it moves fit in `cacheBytes`
  /// (a core's L2 cache): a step's small tensors are read where the op
  /// before left them. 0: no cached tier, every loop at
  /// elementwiseBytesPerS.
  double elementwiseCachedBytesPerS = 0;
  /// The most bytes a loop may move and run at elementwiseCachedBytesPerS.
  double cacheBytes = 0;
  /// The two bandwidths of a loop whose innermost loop walks an operand
  /// with a stride (hasStridedInnerLoop: a transposing copy). 0: such loops
  /// run at the bandwidths above.
  double stridedBytesPerS = 0;
  double stridedCachedBytesPerS = 0;
  /// Fixed cost of every compute op that does work (call, allocation).
  double overheadS = 1e-6;
  /// Fixed cost of one GEMM call (the intercept of the GEMM fit): small
  /// GEMMs run below the rate of large ones.
  double gemmOverheadS = 1e-6;
  /// What a GEMM's operands cost on top of its FLOPs when they come from
  /// beyond the cache, as a step's do (tensors other ops wrote long
  /// before): bytes of A, B and C per second. 0: nothing (GEMMs at
  /// gemmFlopsPerS, which is measured on operands in cache).
  double gemmColdBytesPerS = 0;
  /// CPU seconds one asynchronous collective takes from compute (posting,
  /// polling, completing it: the runtime does that work on the thread that
  /// computes, between its kernels). zero-run --calibrate measures it on
  /// more than one rank. Charged to the compute timeline at each `_start`.
  double asyncCollectiveCpuS = 0;
  /// And what grows with its bytes (ring bytes per rank, as betaBytesPerS
  /// counts them): bytes per CPU second. 0: nothing per byte.
  double asyncCollectiveCpuBytesPerS = 0;
  /// Seconds per evaluation of a scalar op in a loop body, keyed by op name
  /// ("math.powf", "math.exp", "arith.divf", ...): what the op costs on top
  /// of the loop's bytes. Ops without an entry cost nothing extra.
  llvm::StringMap<double> scalarOpS;
  /// Per collective kind: `all_gather`, `reduce_scatter`, `all_reduce`.
  llvm::StringMap<CollectiveRates> collectives;
  /// Where the rates came from: a file name, or "defaults".
  std::string source = "defaults";

  CostCalibration();
  const CollectiveRates &getRates(llvm::StringRef kind) const;
};

/// Reads a calibration from JSON text. `name` appears in error messages,
/// which name the key, what was expected and what was found.
llvm::Expected<CostCalibration> parseCostCalibration(llvm::StringRef text,
                                                     llvm::StringRef name);
/// Reads a calibration file; an empty path gives the defaults.
llvm::Expected<CostCalibration> loadCostCalibration(llvm::StringRef path);
/// The calibration in the file format parseCostCalibration reads.
llvm::json::Object toJSON(const CostCalibration &calibration);

/// Totals per collective kind.
struct CollectiveCost {
  int64_t count = 0;
  int64_t bytes = 0;
  double seconds = 0;
};

/// The model's prediction for one step of one rank.
struct StepCost {
  /// When the last op of the step finishes (both timelines drained).
  double stepTimeS = 0;
  /// Sum of the compute ops' times (the compute timeline's busy time).
  double computeS = 0;
  /// Sum of the collectives' times (the comm timeline's busy time).
  double commS = 0;
  /// Time the compute timeline stands still waiting for the comm timeline.
  double exposedCommS = 0;
  /// GEMM FLOPs and bytes moved by the other compute ops.
  double gemmFlops = 0;
  /// The GEMMs' operand bytes charged at gemmColdBytesPerS, and the GEMMs'
  /// time (part of computeS).
  double gemmColdBytes = 0;
  double gemmS = 0;
  double elementwiseBytes = 0;
  int64_t gemmOps = 0;
  int64_t elementwiseOps = 0;
  /// The part of those bytes and ops in loops with a strided innermost loop.
  double stridedBytes = 0;
  int64_t stridedOps = 0;
  /// Evaluations of ops with a scalarOpS entry (per loop iteration) and
  /// their time, part of computeS.
  double scalarOpEvaluations = 0;
  double scalarOpS = 0;
  /// Static peak (computePeakMemory).
  int64_t peakBytes = 0;
  llvm::StringMap<CollectiveCost> collectives;
};

/// Predicts one step of `func` (one rank's program, partitioned or traced)
/// under `calibration`: ops of the body in order, compute on one timeline,
/// collectives on the comm timeline (FIFO), blocking collectives and
/// `zero.wait` holding compute until their collective is done. Fails (with
/// an error on the function) where computePeakMemory does.
FailureOr<StepCost> predictStepCost(func::FuncOp func,
                                    const CostCalibration &calibration);

/// The `zero-cost-report` JSON of `cost`.
llvm::json::Object toJSON(const StepCost &cost,
                          const CostCalibration &calibration);

} // namespace zero
} // namespace mlir

#endif // ZERO_DIALECT_ZERO_ANALYSIS_COSTMODEL_H
