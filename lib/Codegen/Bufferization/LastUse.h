//===- LastUse.h - the liveness rule of zero's frees ------------*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//
//
// One rule decides where a buffer dies, shared by the passes that place
// frees; it is the rule zero-memory-report computes peak_bytes with.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_LIB_CODEGEN_BUFFERIZATION_LASTUSE_H
#define ZERO_LIB_CODEGEN_BUFFERIZATION_LASTUSE_H

#include "mlir/IR/Block.h"
#include "mlir/IR/Value.h"

namespace mlir {
namespace zero {

/// The last op of `block` that uses `buffer` or a value derived from it, or
/// the op defining `buffer` when nothing uses it (null for an unused
/// argument). Derived means: any result of an op that takes `buffer` or a
/// derived value as operand, so views, extracted pointers and the handles
/// computed from them all extend the lifetime; results of an op's ancestor
/// in the block count too (a value yielded out of a region). Deallocations
/// are not uses. Uses are ordered with Operation::isBeforeInBlock, so a
/// caller that looks up many buffers should not move ops in between.
Operation *findLastUse(Block &block, Value buffer);

} // namespace zero
} // namespace mlir

#endif // ZERO_LIB_CODEGEN_BUFFERIZATION_LASTUSE_H
