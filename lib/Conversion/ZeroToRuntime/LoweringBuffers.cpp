//===- LoweringBuffers.cpp - buffers of the zero-to-runtime patterns ------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "LoweringBuffers.h"

#include "MemoryCategories.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

using namespace mlir;
using namespace mlir::zero;

/// The runtime's dtype of `tensorType`'s elements, if it has one
/// (checkZeroToRuntimePreconditions reports the types it lacks).
std::optional<zero_rt_dtype_t> mlir::zero::getDtype(Type tensorType) {
  return getRuntimeDtype(cast<ShapedType>(tensorType).getElementType());
}

/// A view of `count` elements of the flat `buffer` from `offset`, shaped
/// like `tensorType` (row-major).
Value mlir::zero::createView(OpBuilder &b, Location loc, Value buffer, int64_t offset,
                 RankedTensorType tensorType) {
  SmallVector<int64_t> strides(tensorType.getRank(), 1);
  for (int64_t d = tensorType.getRank() - 2; d >= 0; --d)
    strides[d] = strides[d + 1] * tensorType.getDimSize(d + 1);
  auto layout = StridedLayoutAttr::get(b.getContext(), offset, strides);
  auto type = MemRefType::get(tensorType.getShape(),
                              tensorType.getElementType(), layout);
  return memref::ReinterpretCastOp::create(b, loc, type, buffer, offset,
                                           tensorType.getShape(), strides);
}

/// The buffer a (converted) tensor operand was made from, looking through
/// to_tensor.
Value mlir::zero::getSourceBuffer(Value tensor) {
  if (auto toTensor = tensor.getDefiningOp<bufferization::ToTensorOp>())
    return toTensor.getBuffer();
  return {};
}

/// The contiguous buffer the runtime reads `tensor` from: its own buffer,
/// or a copy of a strided view.
FailureOr<Value> mlir::zero::getInputBuffer(OpBuilder &b, Location loc, Value tensor) {
  Value buffer = getSourceBuffer(tensor);
  if (!buffer)
    return failure();
  auto type = cast<MemRefType>(buffer.getType());
  if (type.getLayout().isIdentity())
    return buffer;
  auto contiguous = MemRefType::get(type.getShape(), type.getElementType());
  Value copy = memref::AllocOp::create(b, loc, contiguous);
  memref::CopyOp::create(b, loc, buffer, copy);
  return copy;
}

/// An allocation counted under `category`.
Value mlir::zero::allocate(OpBuilder &b, Location loc, MemRefType type,
               MemoryCategory category) {
  auto alloc = memref::AllocOp::create(b, loc, type);
  if (category != MemoryCategory::Activations)
    bracketAlloc(b, alloc, category);
  return alloc;
}

/// The tensors that replace a collective's results: its buffer, or views of
/// the flat buffer of a bucket.
SmallVector<Value> mlir::zero::createResultTensors(OpBuilder &b, Location loc,
                                       const CollectiveOutputs &outputs) {
  SmallVector<Value> tensors;
  int64_t offset = 0;
  for (Type type : outputs.types) {
    auto tensorType = cast<RankedTensorType>(type);
    Value buffer = outputs.types.size() == 1
                       ? outputs.buffer
                       : createView(b, loc, outputs.buffer, offset, tensorType);
    offset += tensorType.getNumElements();
    tensors.push_back(bufferization::ToTensorOp::create(
        b, loc, tensorType, buffer, /*restrict=*/true, /*writable=*/true));
  }
  return tensors;
}

/// A flat 1-D view of `count` elements of `buffer` from `offset`.
Value mlir::zero::createFlatView(OpBuilder &b, Location loc, Value buffer, int64_t offset,
                     int64_t count) {
  Type element = cast<MemRefType>(buffer.getType()).getElementType();
  return createView(b, loc, buffer, offset,
                    RankedTensorType::get({count}, element));
}
