//===- ShardTypeTest.cpp - shard arithmetic of the zero dialect -----------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/IR/ZeroDialect.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::zero;

namespace {

TEST(ShardType, ShardSizeIsCeilOfElementsOverRanks) {
  EXPECT_EQ(getShardNumElements(18, 1), 18);
  EXPECT_EQ(getShardNumElements(18, 2), 9);
  EXPECT_EQ(getShardNumElements(18, 4), 5);
  EXPECT_EQ(getShardNumElements(18, 18), 1);
  EXPECT_EQ(getShardNumElements(18, 32), 1);
  EXPECT_EQ(getShardNumElements(1, 3), 1);
}

TEST(ShardType, ShardsCoverTheBucketWithLessThanOneShardOfPadding) {
  for (int64_t n : {1, 7, 18, 1000, 4099})
    for (int64_t ranks : {1, 2, 3, 4, 8, 64}) {
      int64_t shard = getShardNumElements(n, ranks);
      EXPECT_GE(shard * ranks, n) << n << " over " << ranks;
      EXPECT_LT(shard * ranks - n, ranks) << n << " over " << ranks;
    }
}

TEST(ShardType, BucketElementCountSumsItsTensors) {
  MLIRContext context;
  Type f32 = Float32Type::get(&context);
  SmallVector<Type> bucket = {RankedTensorType::get({6, 3}, f32),
                              RankedTensorType::get({3}, f32),
                              RankedTensorType::get({}, f32)};
  EXPECT_EQ(getNumElements(bucket), 22);
  RankedTensorType shard = getShardType(getNumElements(bucket), f32, 4);
  EXPECT_EQ(shard.getShape(), ArrayRef<int64_t>({6}));
  EXPECT_EQ(shard.getElementType(), f32);
}

TEST(ShardType, ShardAttrDerivesTheArgumentType) {
  MLIRContext context;
  context.loadDialect<ZeroDialect>();
  auto logical = RankedTensorType::get({6, 3}, BFloat16Type::get(&context));
  auto attr = ShardAttr::get(&context, logical, 4);
  EXPECT_EQ(attr.getShardType(),
            RankedTensorType::get({5}, BFloat16Type::get(&context)));
}

TEST(OffloadedType, RefersToAStaticTensor) {
  MLIRContext context;
  context.loadDialect<ZeroDialect>();
  std::string error;
  ScopedDiagnosticHandler capture(&context, [&](Diagnostic &diagnostic) {
    error = diagnostic.str();
    return success();
  });
  auto emitError = [&] { return mlir::emitError(UnknownLoc::get(&context)); };
  Type f32 = Float32Type::get(&context);
  auto dynamic = RankedTensorType::get({ShapedType::kDynamic}, f32);
  EXPECT_FALSE(OffloadedType::getChecked(emitError, &context, dynamic,
                                         StoreKind::File));
  EXPECT_EQ(error, "an offloaded tensor must be statically shaped without an "
                   "encoding, but got 'tensor<?xf32>'");
  auto type = OffloadedType::getChecked(
      emitError, &context, RankedTensorType::get({6, 3}, f32), StoreKind::Host);
  ASSERT_TRUE(type);
  EXPECT_EQ(type.getNumElements(), 18);
  // A writeback's future carries nothing: legal for the type, and every
  // collective start checks that its future carries what it delivers.
  EXPECT_TRUE(FutureType::getChecked(emitError, &context, {}));
}

} // namespace
