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

std::optional<int64_t> mlir::zero::getRuntimeDtype(Type type) {
  if (type.isF32())
    return 0;
  if (type.isF64())
    return 1;
  if (type.isInteger(32))
    return 2;
  if (type.isInteger(64))
    return 3;
  return std::nullopt;
}

Value RuntimeCalls::call(OpBuilder &builder, Location loc, StringRef name,
                         ValueRange args, bool hasResult) {
  Type i64 = builder.getI64Type();
  SmallVector<Type> resultTypes;
  if (hasResult)
    resultTypes.push_back(i64);
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

Value mlir::zero::createIndexToI64(OpBuilder &builder, Location loc,
                                   Value index) {
  return arith::IndexCastOp::create(builder, loc, builder.getI64Type(), index);
}

Value mlir::zero::createAddress(OpBuilder &builder, Location loc,
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
  return createIndexToI64(builder, loc, address);
}
