/*===- status.h - zero runtime: fallible-call results -------------*- C -*-===//
 *
 * Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
 *
 * Every fallible zero_rt_* call returns a zero_rt_status_t. NULL (ZERO_RT_OK)
 * means success; anything else is an owned error object that carries a code
 * and a message starting with the file:line that detected the error. The
 * caller owns a returned status and releases it with zero_rt_status_free.
 *
 *===----------------------------------------------------------------------===*/

#ifndef ZERO_RUNTIME_STATUS_H
#define ZERO_RUNTIME_STATUS_H

#include <stdint.h>

#if defined(__GNUC__) || defined(__clang__)
#define ZERO_RT_NORETURN __attribute__((noreturn))
#else
#define ZERO_RT_NORETURN
#endif

/* Declares the enums of the C ABI. In C++ they get `int` as fixed underlying
 * type: every int is then a value of the enum, so an out-of-range value from
 * a C caller (or a cast) reaches the runtime's range checks, which reject it
 * with an error, instead of being undefined behaviour before any check runs.
 * In C the enum is a plain enum, the same size and calling convention as int
 * on the platforms zero supports (checked in ZeroRuntimeTests). */
#ifdef __cplusplus
#define ZERO_RT_ENUM(name) enum name : int
#else
#define ZERO_RT_ENUM(name) enum name
#endif

#ifdef __cplusplus
extern "C" {
#endif

typedef ZERO_RT_ENUM(zero_rt_status_code_e) {
  ZERO_RT_STATUS_OK = 0,
  ZERO_RT_STATUS_INVALID_ARGUMENT = 1,
  ZERO_RT_STATUS_OUT_OF_MEMORY = 2,
  ZERO_RT_STATUS_COMM_ERROR = 3,
  ZERO_RT_STATUS_IO_ERROR = 4,
  ZERO_RT_STATUS_INTERNAL = 5,
} zero_rt_status_code_t;

typedef struct zero_rt_status_s *zero_rt_status_t;
#define ZERO_RT_OK ((zero_rt_status_t)0)

/// Creates an error status; `file`/`line` locate the check that failed.
zero_rt_status_t zero_rt_status_make(zero_rt_status_code_t code,
                                     const char *file, int line,
                                     const char *message);

/// The code of `status` (ZERO_RT_STATUS_OK for ZERO_RT_OK).
zero_rt_status_code_t zero_rt_status_code(zero_rt_status_t status);

/// The message of `status`, "file:line: text"; "OK" for ZERO_RT_OK. Valid
/// until the status is freed.
const char *zero_rt_status_message(zero_rt_status_t status);

/// Releases `status`; ZERO_RT_OK is accepted and ignored.
void zero_rt_status_free(zero_rt_status_t status);

/// Prints `status` with this process's rank to stderr and terminates every
/// rank of the job (MPI_Abort when MPI is up, exit(1) otherwise). Used where
/// an error cannot be returned, e.g. inside compiled code.
ZERO_RT_NORETURN void zero_rt_status_abort(zero_rt_status_t status);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ZERO_RUNTIME_STATUS_H */
