//===- nccl_types.cpp - zero CUDA runtime: runtime enums to NCCL's --------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "nccl_types.h"

bool zero::rt::cuda::toNcclType(int64_t dtype, ncclDataType_t &out) {
  switch (dtype) {
  case ZERO_RT_DTYPE_F32:
    out = ncclFloat32;
    return true;
  case ZERO_RT_DTYPE_F64:
    out = ncclFloat64;
    return true;
  case ZERO_RT_DTYPE_I32:
    out = ncclInt32;
    return true;
  case ZERO_RT_DTYPE_I64:
    out = ncclInt64;
    return true;
  case ZERO_RT_DTYPE_BF16:
    // NCCL's ring reduces bf16 in f32 within a hop but stores each hop's
    // partial sum as bf16 (docs/GPU.md), unlike the CPU runtime's one
    // rounding.
    out = ncclBfloat16;
    return true;
  default:
    return false;
  }
}

bool zero::rt::cuda::toNcclOp(int64_t reduction, ncclRedOp_t &out) {
  switch (reduction) {
  case ZERO_RT_REDUCTION_SUM:
    out = ncclSum;
    return true;
  case ZERO_RT_REDUCTION_AVG:
    out = ncclAvg;
    return true;
  case ZERO_RT_REDUCTION_MAX:
    out = ncclMax;
    return true;
  case ZERO_RT_REDUCTION_MIN:
    out = ncclMin;
    return true;
  case ZERO_RT_REDUCTION_PROD:
    out = ncclProd;
    return true;
  default:
    return false;
  }
}
