/*===- CCallers.h - the runtime's C ABI called from C -------------*- C -*-===//
 *
 * Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
 *
 * Each function passes an int, as a C caller may, to the runtime as one of
 * its ABI enums (CCallers.c).
 *
 *===----------------------------------------------------------------------===*/

#ifndef ZERO_TEST_UNIT_RUNTIME_CCALLERS_H
#define ZERO_TEST_UNIT_RUNTIME_CCALLERS_H

#include <stddef.h>
#include <stdint.h>

#include "zero/runtime/status.h"
#include "zero/runtime/store.h"

#ifdef __cplusplus
extern "C" {
#endif

/// sizeof(int) when every ABI enum has the size of int in C, else 0.
size_t zero_test_c_enum_sizes(void);
int64_t zero_test_c_dtype_size(int dtype);
const char *zero_test_c_dtype_name(int dtype);
/// Ring bytes of `kind` for 8 elements of 4 bytes on 2 ranks.
int64_t zero_test_c_ring_bytes(int kind);
const char *zero_test_c_memory_category_name(int category);
zero_rt_status_t zero_test_c_memory_alloc(size_t byte_size, int category,
                                          void **out_ptr);
const char *zero_test_c_store_kind_name(int kind);
/// A store of `kind` for rank 0 without a directory.
zero_rt_status_t zero_test_c_store_create(int kind, zero_rt_store_t **out);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ZERO_TEST_UNIT_RUNTIME_CCALLERS_H */
