//===- NpyBf16Test.cpp - bf16 tensors in .npy files (as <f4) --------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/FloatConvert.h"
#include "zero/Runner/Npy.h"
#include "zero/Runner/Safetensors.h"
#include "zero/Runner/StepState.h"
#include "zero/runtime/bf16.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include "gtest/gtest.h"

#include <cmath>
#include <cstring>
#include <string>

using namespace mlir::zero::runner;

namespace {

std::vector<char> floats(const std::vector<float> &values) {
  std::vector<char> bytes(values.size() * 4);
  std::memcpy(bytes.data(), values.data(), bytes.size());
  return bytes;
}

std::vector<float> asFloats(const std::vector<char> &bytes) {
  std::vector<float> values(bytes.size() / 4);
  std::memcpy(values.data(), bytes.data(), bytes.size());
  return values;
}

std::vector<uint16_t> asBf16(const std::vector<char> &bytes) {
  std::vector<uint16_t> values(bytes.size() / 2);
  std::memcpy(values.data(), bytes.data(), bytes.size());
  return values;
}

TEST(NpyBf16Test, Bf16FilesAreF32) {
  EXPECT_STREQ(npyDescr(ZERO_RT_DTYPE_BF16), "<f4");
  EXPECT_EQ(fileDtype(ZERO_RT_DTYPE_BF16), ZERO_RT_DTYPE_F32);
  EXPECT_EQ(fileDtype(ZERO_RT_DTYPE_I64), ZERO_RT_DTYPE_I64);
}

TEST(NpyBf16Test, ReadingRoundsToNearestEvenAndWritingWidensExactly) {
  const float ulp = std::ldexp(1.0f, -7);
  // Ties go to the even neighbour; others to the nearest.
  std::vector<float> in = {1 + ulp / 2, 1 + 1.5f * ulp, -3.0f,
                           1 + 0.75f * ulp, 0.1f};
  std::vector<float> expected = {1.0f, 1 + 2 * ulp, -3.0f, 1 + ulp,
                                 0.10009765625f};
  std::vector<char> bf16 =
      convertFloats(floats(in), ZERO_RT_DTYPE_F32, ZERO_RT_DTYPE_BF16);
  ASSERT_EQ(bf16.size(), in.size() * 2);
  std::vector<float> back = asFloats(
      convertFloats(bf16, ZERO_RT_DTYPE_BF16, ZERO_RT_DTYPE_F32));
  EXPECT_EQ(back, expected);
  // Widening is exact: narrowing the widened values gives the same bits.
  EXPECT_EQ(convertFloats(floats(back), ZERO_RT_DTYPE_F32, ZERO_RT_DTYPE_BF16),
            bf16);
}

TEST(NpyBf16Test, InitFileOfABf16ArgumentIsRounded) {
  llvm::SmallString<128> dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("zero_npy_bf16", dir));
  llvm::SmallString<128> path(dir);
  llvm::sys::path::append(path, "arg3.npy");
  const float ulp = std::ldexp(1.0f, -7);
  NpyArray file{"<f4", {2, 2}, floats({1 + ulp / 2, 2.0f, -0.5f, 1 + 1.5f * ulp})};
  ASSERT_FALSE(bool(writeNpy(path, file)));

  BoundaryTensor spec;
  spec.dtype = ZERO_RT_DTYPE_BF16;
  spec.shape = spec.logicalShape = {2, 2};
  auto loaded = loadLogical(std::string(dir), 3, spec);
  ASSERT_TRUE(bool(loaded)) << llvm::toString(loaded.takeError());
  ASSERT_TRUE(loaded->has_value());
  std::vector<uint16_t> bits = asBf16(**loaded);
  ASSERT_EQ(bits.size(), 4u);
  EXPECT_EQ(zero_rt_bf16_to_f32(bits[0]), 1.0f);
  EXPECT_EQ(zero_rt_bf16_to_f32(bits[1]), 2.0f);
  EXPECT_EQ(zero_rt_bf16_to_f32(bits[2]), -0.5f);
  EXPECT_EQ(zero_rt_bf16_to_f32(bits[3]), 1 + 2 * ulp);

  // An <f8 file is not a bf16 argument's file.
  NpyArray wide{"<f8", {2, 2}, std::vector<char>(32)};
  ASSERT_FALSE(bool(writeNpy(path, wide)));
  auto refused = loadLogical(std::string(dir), 3, spec);
  ASSERT_FALSE(bool(refused));
  EXPECT_NE(llvm::toString(refused.takeError()).find("is <f4 (2, 2)"),
            std::string::npos);
  llvm::sys::fs::remove_directories(dir);
}

TEST(NpyBf16Test, SafetensorsKeepBf16AsBF16) {
  llvm::SmallString<128> dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("zero_st_bf16", dir));
  llvm::SmallString<128> path(dir);
  llvm::sys::path::append(path, "m.safetensors");
  std::vector<char> bits =
      convertFloats(floats({0.5f, -2.0f, 3.0f}), ZERO_RT_DTYPE_F32,
                    ZERO_RT_DTYPE_BF16);
  ASSERT_FALSE(bool(writeSafetensors(
      path, {{"w", ZERO_RT_DTYPE_BF16, {3}, bits}}, {{"format", "pt"}})));
  auto file = llvm::MemoryBuffer::getFile(path);
  ASSERT_TRUE(bool(file));
  EXPECT_NE((*file)->getBuffer().find("\"dtype\":\"BF16\""), llvm::StringRef::npos);
  auto back = readSafetensors(path);
  ASSERT_TRUE(bool(back)) << llvm::toString(back.takeError());
  ASSERT_EQ(back->size(), 1u);
  EXPECT_EQ((*back)[0].dtype, ZERO_RT_DTYPE_BF16);
  EXPECT_EQ((*back)[0].data, bits);
  llvm::sys::fs::remove_directories(dir);
}

} // namespace
