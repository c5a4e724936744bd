/*===- CCallers.c - the runtime's C ABI called from C -------------*- C -*-===//
 *
 * Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
 *
 * Compiled as C (not C++) so that CAbiTest.cpp checks what a C caller sees:
 * every runtime header is valid C, the ABI enums have the size of int, and a
 * value outside an enum's range reaches the runtime's checks unchanged.
 *
 *===----------------------------------------------------------------------===*/

#include "zero/runtime/comm.h"
#include "zero/runtime/cuda.h"
#include "zero/runtime/gemm.h"
#include "zero/runtime/memory.h"
#include "zero/runtime/profile.h"
#include "zero/runtime/status.h"
#include "zero/runtime/step_abi.h"
#include "zero/runtime/store.h"

#include "CCallers.h"

size_t zero_test_c_enum_sizes(void) {
  if (sizeof(zero_rt_dtype_t) != sizeof(int) ||
      sizeof(zero_rt_reduction_t) != sizeof(int) ||
      sizeof(zero_rt_collective_kind_t) != sizeof(int) ||
      sizeof(zero_rt_memory_category_t) != sizeof(int) ||
      sizeof(zero_rt_store_kind_t) != sizeof(int) ||
      sizeof(zero_rt_status_code_t) != sizeof(int))
    return 0;
  return sizeof(int);
}

int64_t zero_test_c_dtype_size(int dtype) {
  return zero_rt_dtype_size((zero_rt_dtype_t)dtype);
}

const char *zero_test_c_dtype_name(int dtype) {
  return zero_rt_dtype_name((zero_rt_dtype_t)dtype);
}

int64_t zero_test_c_ring_bytes(int kind) {
  return zero_rt_ring_bytes((zero_rt_collective_kind_t)kind, 8, 4, 2);
}

const char *zero_test_c_memory_category_name(int category) {
  return zero_rt_memory_category_name((zero_rt_memory_category_t)category);
}

zero_rt_status_t zero_test_c_memory_alloc(size_t byte_size, int category,
                                          void **out_ptr) {
  return zero_rt_memory_alloc(byte_size, (zero_rt_memory_category_t)category,
                              out_ptr);
}

const char *zero_test_c_store_kind_name(int kind) {
  return zero_rt_store_kind_name((zero_rt_store_kind_t)kind);
}

zero_rt_status_t zero_test_c_store_create(int kind, zero_rt_store_t **out) {
  return zero_rt_store_create((zero_rt_store_kind_t)kind, NULL, 0, out);
}
