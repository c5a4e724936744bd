//===- nccl_types.h - zero CUDA runtime: runtime enums to NCCL's -*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Host only (nccl.h's enums, no NCCL call), unit tested without a GPU.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNTIME_SRC_CUDA_NCCL_TYPES_H
#define ZERO_RUNTIME_SRC_CUDA_NCCL_TYPES_H

#include "zero/runtime/comm.h"

#include <nccl.h>

namespace zero {
namespace rt {
namespace cuda {

/// The NCCL type of a runtime dtype; false for a value outside the enum.
bool toNcclType(int64_t dtype, ncclDataType_t &out);

/// The NCCL reduction of a runtime reduction (AVG: ncclAvg, the sum divided
/// by the number of ranks, as on CPU); false outside the enum.
bool toNcclOp(int64_t reduction, ncclRedOp_t &out);

} // namespace cuda
} // namespace rt
} // namespace zero

#endif // ZERO_RUNTIME_SRC_CUDA_NCCL_TYPES_H
