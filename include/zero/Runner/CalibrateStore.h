//===- CalibrateStore.h - the offload store's transfer rates ----*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNNER_CALIBRATESTORE_H
#define ZERO_RUNNER_CALIBRATESTORE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

namespace mlir {
namespace zero {
namespace runner {

/// Times blocking transfers of the offload store (runtime/include/zero/
/// runtime/store.h) of two sizes, reads and writes, for a host store and
/// for a file store in a scratch directory under `directory` (removed
/// again): each kind's latency and read and write bandwidth, as the
/// calibration file's `stores` (CostCalibration.h). The raw times go to
/// `measurements`.
llvm::Expected<llvm::json::Object>
measureStores(llvm::StringRef directory, int64_t rank,
              llvm::json::Object &measurements);

} // namespace runner
} // namespace zero
} // namespace mlir

#endif // ZERO_RUNNER_CALIBRATESTORE_H
