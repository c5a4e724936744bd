//===- step_abi_checks.h - zero runtime: the ABI table's types --*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Included at the end of a file that defines step ABI functions, after
//   #define ZERO_RT_STEP_ABI_CHECKED_NAME(name) <prefix>##name
// (zero_rt_step_ or zero_rt_cuda_step_): asserts that each function of
// step_abi.def has there the type the table gives it. A definition that
// strays from its declaration is then a compile error, not a second
// overload the JIT-compiled step cannot find.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RT_STEP_ABI_CHECKED_NAME
#error "define ZERO_RT_STEP_ABI_CHECKED_NAME before including step_abi_checks.h"
#endif

#include <cstdint>
#include <type_traits>

#define ZERO_RT_ARG(kind, name) int64_t
#define ZERO_RT_RET(kind) int64_t
#define ZERO_RT_STEP_ABI(result, name, params)                                 \
  static_assert(std::is_same_v<decltype(&ZERO_RT_STEP_ABI_CHECKED_NAME(name)), \
                               result(*) params>,                              \
                #name " is not defined as step_abi.def declares it");
#include "zero/runtime/step_abi.def"

#undef ZERO_RT_STEP_ABI_CHECKED_NAME
