//===- Calibrate.h - measure the cost model's rates -------------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNNER_CALIBRATE_H
#define ZERO_RUNNER_CALIBRATE_H

#include <string>
#include <vector>

namespace mlir {
namespace zero {
namespace runner {

struct CalibrateOptions {
  /// Where rank 0 writes the calibration JSON.
  std::string outputPath;
  /// --emulate-network (empty: the real network): ALPHA_US,BYTES_PER_US, or
  /// the intra- and the inter-node link's.
  std::vector<double> emulateNetwork;
  /// --ranks-per-node (0: MPI's shared-memory split): on several nodes the
  /// collectives are measured inside a node and over all ranks apart.
  int64_t ranksPerNode = 0;
  /// How long the compute points are timed, in rounds (at least three).
  double computeSeconds = 2.0;
  /// Where the file store's scratch directory is made while its rates are
  /// measured (--offload-dir); empty: the system's temporary directory.
  std::string offloadDir;
};

/// Measures, on this process's MPI world, the rates the cost model reads
/// (docs/CostModel.md §3): GEMM FLOP/s through the runtime's GEMM, the
/// bandwidth and per-op overhead of an elementwise loop, and per collective
/// kind the alpha and beta of blocking collectives of two sizes (under the
/// emulated network when one is given). Returns the exit code.
int runCalibration(const CalibrateOptions &options);

} // namespace runner
} // namespace zero
} // namespace mlir

#endif // ZERO_RUNNER_CALIBRATE_H
