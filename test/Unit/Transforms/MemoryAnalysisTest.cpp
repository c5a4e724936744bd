//===- MemoryAnalysisTest.cpp - byte sizes, ring comm and liveness --------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Expected numbers follow from the definitions in MemoryAnalysis.h, worked
// out by hand next to each check.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/MemoryAnalysis.h"
#include "zero/Dialect/Zero/IR/ZeroDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"
#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::zero;

namespace {

class MemoryAnalysisTest : public ::testing::Test {
protected:
  MemoryAnalysisTest() {
    context.loadDialect<ZeroDialect, func::FuncDialect, linalg::LinalgDialect,
                        tensor::TensorDialect, arith::ArithDialect>();
  }

  func::FuncOp parseFunc(StringRef source) {
    module = parseSourceString<ModuleOp>(source, &context);
    EXPECT_TRUE(module);
    return *module->getOps<func::FuncOp>().begin();
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

TEST_F(MemoryAnalysisTest, ElementBytesRoundBitWidthsUp) {
  Builder b(&context);
  EXPECT_EQ(getElementBytes(b.getBF16Type()), 2);
  EXPECT_EQ(getElementBytes(b.getF32Type()), 4);
  EXPECT_EQ(getElementBytes(b.getI1Type()), 1);
  EXPECT_EQ(getElementBytes(b.getIntegerType(4)), 1);
  EXPECT_EQ(getElementBytes(b.getIndexType()), 8);
  EXPECT_EQ(getElementBytes(ComplexType::get(b.getF32Type())), 8);
  // 6 x 3 x bf16; a dynamic shape has no static size.
  EXPECT_EQ(getTensorBytes(RankedTensorType::get({6, 3}, b.getBF16Type())), 36);
  EXPECT_EQ(getTensorBytes(
                RankedTensorType::get({ShapedType::kDynamic}, b.getF32Type())),
            0);
  EXPECT_EQ(getTensorBytes(b.getF32Type()), 0);
}

TEST_F(MemoryAnalysisTest, RingCommCountsPaddedShards) {
  // 18 f32 on 4 ranks: shard 5. all_gather and reduce_scatter: 3 * 5 * 4 = 60
  // each; all_reduce of a bucket of 18 + 3 = 21 f32: 2 * 3 * 6 * 4 = 144.
  func::FuncOp func = parseFunc(R"mlir(
    func.func @f(%s: tensor<5xf32>, %g: tensor<6x3xf32>, %b: tensor<3xf32>) {
      %w = zero.all_gather %s world_size 4 : tensor<5xf32> -> tensor<6x3xf32>
      %r = zero.reduce_scatter avg %g world_size 4 : tensor<6x3xf32> -> tensor<5xf32>
      %a:2 = zero.all_reduce sum %g, %b world_size 4 : tensor<6x3xf32>, tensor<3xf32>
      return
    })mlir");
  CommBytesByKind bytes = computeCommBytes(func);
  EXPECT_EQ(bytes[CollectiveKind::AllGather], 60);
  EXPECT_EQ(bytes[CollectiveKind::ReduceScatter], 60);
  EXPECT_EQ(bytes[CollectiveKind::AllReduce], 144);
}

TEST_F(MemoryAnalysisTest, OneRankSendsNothing) {
  func::FuncOp func = parseFunc(R"mlir(
    func.func @f(%g: tensor<8xf32>) -> tensor<8xf32> {
      %a = zero.all_reduce avg %g world_size 1 : tensor<8xf32>
      return %a : tensor<8xf32>
    })mlir");
  CommBytesByKind bytes = computeCommBytes(func);
  EXPECT_EQ(bytes[CollectiveKind::AllReduce], 0);
}

TEST_F(MemoryAnalysisTest, PeakCountsInPlaceAndFreedBuffers) {
  // %x (64 B) lives throughout. %f: new 64 B buffer (its init is an empty).
  // %m: matmul into %f, whose last use it is: in place, no new bytes.
  // %t: new 64 B; %m dies at %t. zero.free ends %t; %u is new.
  // Live at %t: x 64 + m 64 + t 64 = 192; at %u: x + u (64, returned) = 128
  // (t died at its free).
  func::FuncOp func = parseFunc(R"mlir(
    func.func @f(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
      %c = arith.constant 0.0 : f32
      %e = tensor.empty() : tensor<4x4xf32>
      %f = linalg.fill ins(%c : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
      %m = linalg.matmul ins(%x, %x : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
      %t = linalg.transpose ins(%m : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) permutation = [1, 0]
      zero.free %t : tensor<4x4xf32>
      %u = linalg.fill ins(%c : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
      return %u : tensor<4x4xf32>
    })mlir");
  FailureOr<PeakMemory> peak = computePeakMemory(func);
  ASSERT_TRUE(succeeded(peak));
  EXPECT_EQ(peak->peakBytes, 192);
  EXPECT_EQ(peak->peakIndex, 4);
}

} // namespace
