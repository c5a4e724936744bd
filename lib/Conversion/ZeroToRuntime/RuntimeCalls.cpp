//===- RuntimeCalls.cpp - building calls into the zero runtime ------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "RuntimeCalls.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace mlir::zero;

// The dialect's ReductionKind is passed to the runtime unchanged.
static_assert(static_cast<int>(ReductionKind::Sum) == ZERO_RT_REDUCTION_SUM);
static_assert(static_cast<int>(ReductionKind::Avg) == ZERO_RT_REDUCTION_AVG);
static_assert(static_cast<int>(ReductionKind::Max) == ZERO_RT_REDUCTION_MAX);
static_assert(static_cast<int>(ReductionKind::Min) == ZERO_RT_REDUCTION_MIN);
static_assert(static_cast<int>(ReductionKind::Prod) == ZERO_RT_REDUCTION_PROD);

// The handle of an asynchronous collective crosses the seam as a 64-bit
// integer, like every other value (step_abi.def).
static_assert(sizeof(int64_t) * 8 == kRuntimeHandleBitWidth);

// MemoryCategory names every category the runtime counts.
static_assert(static_cast<int64_t>(MemoryCategory::Buffers) + 1 ==
              ZERO_RT_MEMORY_CATEGORY_COUNT);

std::optional<zero_rt_dtype_t> mlir::zero::getRuntimeDtype(Type type) {
  if (type.isF32())
    return ZERO_RT_DTYPE_F32;
  if (type.isF64())
    return ZERO_RT_DTYPE_F64;
  if (type.isInteger(32))
    return ZERO_RT_DTYPE_I32;
  if (type.isInteger(64))
    return ZERO_RT_DTYPE_I64;
  if (type.isBF16())
    return ZERO_RT_DTYPE_BF16;
  return std::nullopt;
}

zero_rt_reduction_t mlir::zero::getRuntimeReduction(ReductionKind kind) {
  return static_cast<zero_rt_reduction_t>(kind);
}

Value step::emitCall(OpBuilder &builder, Location loc, StringRef name,
                     ArrayRef<Value> args, bool hasResult) {
  Type i64 = builder.getI64Type();
  SmallVector<Type> resultTypes;
  if (hasResult)
    resultTypes.push_back(i64);
  auto module =
      builder.getInsertionBlock()->getParentOp()->getParentOfType<ModuleOp>();
  auto callee = module.lookupSymbol<func::FuncOp>(name);
  if (!callee) {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(module.getBody());
    SmallVector<Type> argTypes(args.size(), i64);
    callee = func::FuncOp::create(builder, loc, name,
                                  builder.getFunctionType(argTypes,
                                                          resultTypes));
    callee.setPrivate();
  }
  auto call = func::CallOp::create(builder, loc, callee, args);
  return hasResult ? call.getResult(0) : Value();
}

Value mlir::zero::createI64(OpBuilder &builder, Location loc, int64_t value) {
  return arith::ConstantIntOp::create(builder, loc, builder.getI64Type(),
                                      value);
}

step::Count mlir::zero::createCount(OpBuilder &builder, Location loc,
                                    int64_t count) {
  return {createI64(builder, loc, count)};
}

step::Dtype mlir::zero::createDtype(OpBuilder &builder, Location loc,
                                    zero_rt_dtype_t dtype) {
  return {createI64(builder, loc, dtype)};
}

step::Reduction mlir::zero::createReduction(OpBuilder &builder, Location loc,
                                            ReductionKind kind) {
  return {createI64(builder, loc, getRuntimeReduction(kind))};
}

step::Category mlir::zero::createCategory(OpBuilder &builder, Location loc,
                                          MemoryCategory category) {
  return {createI64(builder, loc, static_cast<int64_t>(category))};
}

std::pair<step::WorldSize, step::GroupStride>
mlir::zero::createRankGroup(OpBuilder &builder, Location loc, RankGroup group) {
  step::WorldSize size{createI64(builder, loc, group.size)};
  step::GroupStride stride{
      createI64(builder, loc, static_cast<int64_t>(group.stride.value_or(0)))};
  return {size, stride};
}

std::pair<step::Bits, step::Count>
mlir::zero::createQuantize(OpBuilder &builder, Location loc,
                           QuantizeAttr quantize) {
  step::Bits bits{createI64(builder, loc, quantize.getBits())};
  step::Count block = createCount(builder, loc, quantize.getBlock());
  return {bits, block};
}

Value mlir::zero::createIndexToI64(OpBuilder &builder, Location loc,
                                   Value index) {
  return arith::IndexCastOp::create(builder, loc, builder.getI64Type(), index);
}

step::Address mlir::zero::createAddress(OpBuilder &builder, Location loc,
                                        Value memref) {
  auto type = cast<MemRefType>(memref.getType());
  auto metadata = memref::ExtractStridedMetadataOp::create(builder, loc, memref);
  Value base =
      memref::ExtractAlignedPointerAsIndexOp::create(builder, loc, memref);
  int64_t elementBytes = type.getElementTypeBitWidth() / 8;
  Value offsetBytes = arith::MulIOp::create(
      builder, loc, metadata.getOffset(),
      arith::ConstantIndexOp::create(builder, loc, elementBytes));
  Value address = arith::AddIOp::create(builder, loc, base, offsetBytes);
  return {createIndexToI64(builder, loc, address)};
}
