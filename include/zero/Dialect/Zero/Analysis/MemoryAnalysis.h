//===- MemoryAnalysis.h - static per-rank memory and comm bytes -*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// The numbers zero-memory-report prints, in four parts: byte sizes and
// their int64 bound (TensorBytes.h), what the runtime allocates for a
// collective (CollectiveBuffers.h), the static liveness peak
// (PeakMemory.h) and the ring bytes collectives send (CommBytes.h).
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_DIALECT_ZERO_ANALYSIS_MEMORYANALYSIS_H
#define ZERO_DIALECT_ZERO_ANALYSIS_MEMORYANALYSIS_H

#include "zero/Dialect/Zero/Analysis/CollectiveBuffers.h"
#include "zero/Dialect/Zero/Analysis/CommBytes.h"
#include "zero/Dialect/Zero/Analysis/PeakMemory.h"
#include "zero/Dialect/Zero/Analysis/TensorBytes.h"

#endif // ZERO_DIALECT_ZERO_ANALYSIS_MEMORYANALYSIS_H
