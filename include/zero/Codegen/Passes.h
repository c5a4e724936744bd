//===- Passes.h - zero code generation passes -------------------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// The passes that take a step from tensors to buffers and from buffers to
// code the CPU or the GPU runs well (include/zero/Codegen/Passes.td), with
// no tie to the runtime's ABI. Each group is a library of its own:
// MLIRZeroCodegenBufferization, MLIRZeroCodegenCPU, MLIRZeroCodegenGPU.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_CODEGEN_PASSES_H
#define ZERO_CODEGEN_PASSES_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
namespace zero {

#define GEN_PASS_DECL
#include "zero/Codegen/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "zero/Codegen/Passes.h.inc"

} // namespace zero
} // namespace mlir

#endif // ZERO_CODEGEN_PASSES_H
