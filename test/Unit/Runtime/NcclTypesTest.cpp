//===- NcclTypesTest.cpp - runtime enums to NCCL's ------------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Host only: nccl.h's enums, no NCCL call.
//
//===----------------------------------------------------------------------===//

#include "../../../runtime/src/cuda/nccl_types.h"

#include <gtest/gtest.h>

using namespace zero::rt::cuda;

namespace {

TEST(NcclTypes, EveryRuntimeDtypeHasTheNcclTypeOfItsSize) {
  struct Case {
    zero_rt_dtype_t dtype;
    ncclDataType_t expected;
  } cases[] = {{ZERO_RT_DTYPE_F32, ncclFloat32},
               {ZERO_RT_DTYPE_F64, ncclFloat64},
               {ZERO_RT_DTYPE_I32, ncclInt32},
               {ZERO_RT_DTYPE_I64, ncclInt64},
               {ZERO_RT_DTYPE_BF16, ncclBfloat16}};
  for (const Case &c : cases) {
    ncclDataType_t type;
    ASSERT_TRUE(toNcclType(c.dtype, type)) << zero_rt_dtype_name(c.dtype);
    EXPECT_EQ(type, c.expected) << zero_rt_dtype_name(c.dtype);
  }
  ncclDataType_t type;
  EXPECT_FALSE(toNcclType(99, type));
  EXPECT_FALSE(toNcclType(-1, type));
}

TEST(NcclTypes, ReductionsMapOneToOne) {
  struct Case {
    zero_rt_reduction_t reduction;
    ncclRedOp_t expected;
  } cases[] = {{ZERO_RT_REDUCTION_SUM, ncclSum},
               {ZERO_RT_REDUCTION_AVG, ncclAvg},
               {ZERO_RT_REDUCTION_MAX, ncclMax},
               {ZERO_RT_REDUCTION_MIN, ncclMin},
               {ZERO_RT_REDUCTION_PROD, ncclProd}};
  for (const Case &c : cases) {
    ncclRedOp_t op;
    ASSERT_TRUE(toNcclOp(c.reduction, op)) << (int)c.reduction;
    EXPECT_EQ(op, c.expected) << (int)c.reduction;
  }
  ncclRedOp_t op;
  EXPECT_FALSE(toNcclOp(17, op));
}

} // namespace
