//===- Stage.h - the ZeRO stage a program is partitioned for ----*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_TRANSFORMS_STAGE_H
#define ZERO_DIALECT_ZERO_TRANSFORMS_STAGE_H

#include "llvm/Support/CommandLine.h"

#include <cstdint>

namespace mlir {
namespace zero {

/// The ZeRO stage of a partitioned step: what each rank keeps only a shard
/// of. Each stage shards everything the previous one does. The values are
/// the stage numbers of the paper, of the `stage=` pass option and of the
/// `zero.stage` attribute.
enum class ZeroStage : int64_t {
  /// Plain data parallelism: everything replicated, gradients all-reduced.
  DataParallel = 0,
  /// P_os: optimizer states sharded.
  OptimizerStates = 1,
  /// P_os+g: optimizer states and gradients sharded.
  Gradients = 2,
  /// P_os+g+p: optimizer states, gradients and parameters sharded.
  Parameters = 3,
};

/// The stage number, 0 to 3.
inline int64_t getStageNumber(ZeroStage stage) {
  return static_cast<int64_t>(stage);
}

} // namespace zero
} // namespace mlir

/// The values of the `stage` option of zero-partition and zero-pipeline, for
/// `llvm::cl::values(...)`: the stage numbers, so `stage=0` .. `stage=3` on a
/// command line or in a pipeline string name them; any other value is a
/// command-line error.
#define ZERO_STAGE_CL_VALUES                                                   \
  clEnumValN(::mlir::zero::ZeroStage::DataParallel, "0",                       \
             "data parallel: gradients all-reduced, nothing sharded"),         \
      clEnumValN(::mlir::zero::ZeroStage::OptimizerStates, "1",                \
                 "P_os: optimizer states sharded"),                            \
      clEnumValN(::mlir::zero::ZeroStage::Gradients, "2",                      \
                 "P_os+g: optimizer states and gradients sharded"),            \
      clEnumValN(::mlir::zero::ZeroStage::Parameters, "3",                     \
                 "P_os+g+p: optimizer states, gradients and parameters "       \
                 "sharded")

#endif // ZERO_DIALECT_ZERO_TRANSFORMS_STAGE_H
