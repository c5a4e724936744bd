//===- CalibrationJSON.h - reading the calibration's JSON -------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// What the calibration file's reader (CostCalibration.cpp) and the cluster
// description's (ClusterDescription.cpp) share: errors that name the file,
// the key, what was expected and what was found.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_DIALECT_ZERO_ANALYSIS_CALIBRATIONJSON_H
#define ZERO_LIB_DIALECT_ZERO_ANALYSIS_CALIBRATIONJSON_H

#include "zero/Dialect/Zero/Analysis/CostCalibration.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

namespace mlir {
namespace zero {
namespace calibration_json {

/// "calibration 'NAME': MESSAGE".
llvm::Error makeError(llvm::StringRef name, const llvm::Twine &message);

/// Reads the number `key` of `object` into `out` if present: it must be a
/// number, > 0 (`positive`) or >= 0. `path` prefixes the key in errors.
llvm::Error readRate(const llvm::json::Object &object, llvm::StringRef key,
                     llvm::StringRef path, bool positive, llvm::StringRef name,
                     double &out);

/// Like readRate, and the key must be there.
llvm::Error readRequiredRate(const llvm::json::Object &object,
                             llvm::StringRef key, llvm::StringRef path,
                             bool positive, llvm::StringRef name, double &out);

/// Like readRate for a whole number > 0.
llvm::Error readCount(const llvm::json::Object &object, llvm::StringRef key,
                      llvm::StringRef path, llvm::StringRef name,
                      std::optional<int64_t> &out);

/// Fails on the first key of `object` not in `known`.
llvm::Error checkKeys(const llvm::json::Object &object,
                      llvm::ArrayRef<llvm::StringRef> known,
                      llvm::StringRef path, llvm::StringRef name);

/// The object under `key` of `object`; an error names what it must hold.
llvm::Expected<const llvm::json::Object *>
getRequiredObject(const llvm::json::Object &object, llvm::StringRef key,
                  llvm::StringRef path, llvm::StringRef name,
                  llvm::StringRef holds);

} // namespace calibration_json

/// The rates of the cluster description under the calibration file's
/// "cluster" key (docs/CostModel.md §6): a GPU's matmul rate and memory,
/// two network tiers, nodes of GPUs.
llvm::Expected<CostCalibration>
parseClusterDescription(const llvm::json::Object &cluster,
                        llvm::StringRef name);

} // namespace zero
} // namespace mlir

#endif // ZERO_LIB_DIALECT_ZERO_ANALYSIS_CALIBRATIONJSON_H
