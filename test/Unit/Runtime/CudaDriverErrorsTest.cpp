//===- CudaDriverErrorsTest.cpp - driver errors in words ------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Host only: the text zero-run prints when a machine cannot run CUDA.
//
//===----------------------------------------------------------------------===//

#include "zero/runtime/cuda.h"

#include <cuda.h>
#include <gtest/gtest.h>

#include <string>

namespace {

TEST(CudaDriverErrors, NamesTheReasonAndTheCode) {
  std::string noDevice = zero_rt_cuda_describe_driver_error(CUDA_ERROR_NO_DEVICE);
  EXPECT_NE(noDevice.find("no CUDA device"), std::string::npos) << noDevice;
  EXPECT_NE(noDevice.find("CUDA_ERROR_NO_DEVICE"), std::string::npos);
  std::string stub = zero_rt_cuda_describe_driver_error(CUDA_ERROR_STUB_LIBRARY);
  EXPECT_NE(stub.find("no NVIDIA driver"), std::string::npos) << stub;
  EXPECT_NE(stub.find("CUDA_ERROR_STUB_LIBRARY"), std::string::npos);
}

TEST(CudaDriverErrors, UnknownCodeStillGetsText) {
  const char *text = zero_rt_cuda_describe_driver_error(123456);
  ASSERT_NE(text, nullptr);
  EXPECT_NE(std::string(text).find("CUDA driver error"), std::string::npos);
}

} // namespace
