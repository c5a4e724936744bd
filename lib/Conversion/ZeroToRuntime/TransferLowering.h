//===- TransferLowering.h - store transfers to runtime calls ----*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_CONVERSION_ZEROTORUNTIME_TRANSFERLOWERING_H
#define ZERO_LIB_CONVERSION_ZEROTORUNTIME_TRANSFERLOWERING_H

#include "zero/Conversion/ZeroToRuntime/ZeroToRuntime.h"

namespace mlir {
namespace zero {

/// The patterns of zero.fetch, zero.writeback and their `_start`s; the
/// wait of a transfer is the collective wait pattern's (a pending entry
/// marked storeTransfer).
void populateTransferLoweringPatterns(const TypeConverter &typeConverter,
                                      RewritePatternSet &patterns,
                                      ZeroToRuntimeState &state);

} // namespace zero
} // namespace mlir

#endif // ZERO_LIB_CONVERSION_ZEROTORUNTIME_TRANSFERLOWERING_H
