//===- ViewChain.h - the buffer a chain of views reads ----------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//
//
// The passes that place frees, fuse row kernels and count memory
// categories all ask which buffer a view reads; one walk answers them.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_CODEGEN_BUFFERIZATION_VIEWCHAIN_H
#define ZERO_CODEGEN_BUFFERIZATION_VIEWCHAIN_H

#include "mlir/IR/Value.h"

namespace mlir {
namespace zero {

/// Where the chain of views `buffer` is read through ends: the value that is
/// no view's result (an allocation, a global, a block argument, or any
/// other producer's result).
Value getViewChainSource(Value buffer);

} // namespace zero
} // namespace mlir

#endif // ZERO_CODEGEN_BUFFERIZATION_VIEWCHAIN_H
