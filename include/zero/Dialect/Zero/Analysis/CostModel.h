//===- CostModel.h - predicted step time of one rank's program --*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// A roofline-and-alpha-beta model of one rank's training step, walked in
// program order on two timelines (compute, and the runtime's network, which
// carries collectives one after another in issue order). The formulas are
// spelled out in docs/CostModel.md; the rates come from a calibration file
// `zero-run --calibrate` writes (CostCalibration.h).
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_ANALYSIS_COSTMODEL_H
#define ZERO_DIALECT_ZERO_ANALYSIS_COSTMODEL_H

#include "zero/Dialect/Zero/Analysis/CostCalibration.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/Support/JSON.h"

#include <array>

namespace mlir {
namespace zero {

/// Totals per collective kind.
struct CollectiveCost {
  int64_t count = 0;
  int64_t bytes = 0;
  double seconds = 0;
};

/// Totals per offload store.
struct TransferCost {
  int64_t count = 0;
  int64_t readBytes = 0;
  int64_t writeBytes = 0;
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
  /// Sum of the store transfers' times (zero-offload), and the time compute
  /// runs them itself (blocking transfers) or waits for them (a `_start`'s
  /// wait).
  double transferS = 0;
  double exposedTransferS = 0;
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
  /// Per collective kind, indexed by CollectiveKind.
  std::array<CollectiveCost, kNumCollectiveKinds> collectives;
  /// Per network tier, indexed by NetworkTier: each tier is a link of its
  /// own, busy with its collectives one after another.
  std::array<CollectiveCost, kNumNetworkTiers> tiers;
  /// Per store kind, indexed by StoreKind.
  std::array<TransferCost, kNumStoreKinds> transfers;

  CollectiveCost &getCollective(CollectiveKind kind) {
    return collectives[static_cast<size_t>(kind)];
  }
  const CollectiveCost &getCollective(CollectiveKind kind) const {
    return collectives[static_cast<size_t>(kind)];
  }
};

/// Predicts one step of `func` (one rank's program, partitioned or traced)
/// under `calibration`: ops of the body in order, compute on one timeline,
/// collectives on the comm timeline (FIFO), asynchronous store transfers on
/// the store's timeline (FIFO), blocking collectives and `zero.wait`
/// holding compute until what they wait for is done; a blocking transfer
/// runs on the compute timeline. Fails (with
/// an error on the function) where computePeakMemory does.
FailureOr<StepCost> predictStepCost(func::FuncOp func,
                                    const CostCalibration &calibration);

/// A cluster description (CostCalibration::clusterWorldSize, an
/// inter-node link per node) is one machine: fails with an error on `func`
/// for a step partitioned for more ranks than it has, or compiled for nodes
/// of another size. predictStepCost checks this first.
LogicalResult checkStepFitsMachine(func::FuncOp func,
                                   const CostCalibration &calibration);

/// The `zero-cost-report` JSON of `cost`.
llvm::json::Object toJSON(const StepCost &cost,
                          const CostCalibration &calibration);

} // namespace zero
} // namespace mlir

#endif // ZERO_DIALECT_ZERO_ANALYSIS_COSTMODEL_H
