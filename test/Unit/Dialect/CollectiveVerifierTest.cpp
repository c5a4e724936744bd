//===- CollectiveVerifierTest.cpp - ops built through the C++ API ---------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Passes build zero ops with OpTy::create; these tests pin down that what the
// builders produce verifies, and that a wrong shard size never does.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/IR/ZeroOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::zero;

namespace {

class CollectiveVerifier : public ::testing::Test {
protected:
  CollectiveVerifier() : builder(&context) {
    context.loadDialect<ZeroDialect, func::FuncDialect>();
    module = ModuleOp::create(builder.getUnknownLoc());
    builder.setInsertionPointToEnd(module->getBody());
    f32 = builder.getF32Type();
  }

  /// A function `@f(tensor<argType>)` with its body's builder positioned.
  Value addFunctionWithArgument(Type argType) {
    auto func = func::FuncOp::create(builder, builder.getUnknownLoc(), "f",
                                     builder.getFunctionType({argType}, {}));
    Block *body = func.addEntryBlock();
    builder.setInsertionPointToEnd(body);
    return body->getArgument(0);
  }

  void finishFunction() {
    func::ReturnOp::create(builder, builder.getUnknownLoc());
  }

  /// Verifies the module, capturing diagnostics instead of printing them.
  bool verifies() {
    ScopedDiagnosticHandler quiet(&context, [&](Diagnostic &diagnostic) {
      lastError = diagnostic.str();
      return success();
    });
    return succeeded(verify(*module));
  }

  MLIRContext context;
  OpBuilder builder;
  OwningOpRef<ModuleOp> module;
  Type f32;
  std::string lastError;
};

TEST_F(CollectiveVerifier, GatherOfCorrectShardVerifies) {
  Value shard = addFunctionWithArgument(RankedTensorType::get({5}, f32));
  AllGatherOp::create(builder, builder.getUnknownLoc(),
                      TypeRange{RankedTensorType::get({6, 3}, f32)}, shard,
                      /*world_size=*/4, /*group_stride=*/IntegerAttr(),
                      /*quantize=*/QuantizeAttr());
  finishFunction();
  EXPECT_TRUE(verifies()) << lastError;
}

TEST_F(CollectiveVerifier, GatherOfWrongShardIsRejectedWithBothSizes) {
  Value shard = addFunctionWithArgument(RankedTensorType::get({4}, f32));
  AllGatherOp::create(builder, builder.getUnknownLoc(),
                      TypeRange{RankedTensorType::get({6, 3}, f32)}, shard,
                      /*world_size=*/4, /*group_stride=*/IntegerAttr(),
                      /*quantize=*/QuantizeAttr());
  finishFunction();
  EXPECT_FALSE(verifies());
  EXPECT_NE(lastError.find("ceil(18/4) = 5 elements, but got 4"),
            std::string::npos)
      << lastError;
}

TEST_F(CollectiveVerifier, AllReduceInfersItsResultTypes) {
  Value full = addFunctionWithArgument(RankedTensorType::get({7}, f32));
  auto op = AllReduceOp::create(builder, builder.getUnknownLoc(),
                                ReductionKind::Avg, ValueRange{full, full},
                                /*world_size=*/2,
                                /*group_stride=*/IntegerAttr());
  finishFunction();
  ASSERT_EQ(op.getNumResults(), 2u);
  EXPECT_EQ(op.getResult(1).getType(), full.getType());
  EXPECT_TRUE(verifies()) << lastError;
}

TEST_F(CollectiveVerifier, WorldSizeMustMatchTheEnclosingDeclaration) {
  Value shard = addFunctionWithArgument(RankedTensorType::get({9}, f32));
  module->getOperation()->setAttr(ZeroDialect::kWorldSizeAttrName,
                                  builder.getI64IntegerAttr(4));
  AllGatherOp::create(builder, builder.getUnknownLoc(),
                      TypeRange{RankedTensorType::get({6, 3}, f32)}, shard,
                      /*world_size=*/2, /*group_stride=*/IntegerAttr(),
                      /*quantize=*/QuantizeAttr());
  finishFunction();
  EXPECT_FALSE(verifies());
  EXPECT_NE(lastError.find("declares zero.world_size = 4"), std::string::npos)
      << lastError;
}

TEST_F(CollectiveVerifier, GroupsMustTileTheEnclosingWorld) {
  Value shard = addFunctionWithArgument(RankedTensorType::get({9}, f32));
  module->getOperation()->setAttr(ZeroDialect::kWorldSizeAttrName,
                                  builder.getI64IntegerAttr(4));
  // Blocks of 2 with stride 2 span 4 ranks: {0,2} and {1,3}.
  AllGatherOp::create(builder, builder.getUnknownLoc(),
                      TypeRange{RankedTensorType::get({6, 3}, f32)}, shard,
                      /*world_size=*/2, builder.getI64IntegerAttr(2),
                      /*quantize=*/QuantizeAttr());
  // Groups of 2 with stride 3 would span 6 of the 4 ranks.
  AllGatherOp::create(builder, builder.getUnknownLoc(),
                      TypeRange{RankedTensorType::get({6, 3}, f32)}, shard,
                      /*world_size=*/2, builder.getI64IntegerAttr(3),
                      /*quantize=*/QuantizeAttr());
  finishFunction();
  EXPECT_FALSE(verifies());
  EXPECT_NE(lastError.find("world_size * group_stride = 6 to divide"),
            std::string::npos)
      << lastError;
  EXPECT_EQ(lastError.find("stride 2,"), std::string::npos) << lastError;
}

} // namespace
