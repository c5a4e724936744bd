//===- Passes.h - zero conversion passes ------------------------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// The conversions of zero ops to calls of the runtime's step ABI
// (include/zero/Conversion/Passes.td); the code generation around them is
// in zero/Codegen/Passes.h.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_CONVERSION_PASSES_H
#define ZERO_CONVERSION_PASSES_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
namespace zero {

#define GEN_PASS_DECL
#include "zero/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "zero/Conversion/Passes.h.inc"

} // namespace zero
} // namespace mlir

#endif // ZERO_CONVERSION_PASSES_H
