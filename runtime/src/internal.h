//===- internal.h - zero runtime: helpers shared by the sources -*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNTIME_SRC_INTERNAL_H
#define ZERO_RUNTIME_SRC_INTERNAL_H

#include <cstdint>
#include <string>

#include "zero/runtime/status.h"

namespace zero::rt {

/// printf-style formatting into a std::string.
std::string format(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/// The rank for messages: the MPI rank once known, -1 before.
int currentRank();
void setCurrentRank(int rank);

/// Records a collective's complete event [begin_us, end_us) on the
/// profile's network track (tid 0): collectives in flight overlap the
/// compute of the thread that issued them, so they get a track of their own.
void profileNetworkEvent(const char *name, int64_t beginUs, int64_t endUs);

} // namespace zero::rt

/// Returns an error status located at the caller's file:line.
#define ZERO_RT_ERROR(code, ...)                                               \
  zero_rt_status_make((code), __FILE__, __LINE__,                              \
                      ::zero::rt::format(__VA_ARGS__).c_str())

/// Returns from the enclosing function with an INVALID_ARGUMENT status
/// unless `cond` holds.
#define ZERO_RT_REQUIRE(cond, ...)                                             \
  do {                                                                         \
    if (!(cond))                                                               \
      return ZERO_RT_ERROR(ZERO_RT_STATUS_INVALID_ARGUMENT, __VA_ARGS__);      \
  } while (0)

/// Propagates a non-OK status.
#define ZERO_RT_RETURN_IF_ERROR(expr)                                          \
  do {                                                                         \
    zero_rt_status_t _zero_rt_status = (expr);                                 \
    if (_zero_rt_status != ZERO_RT_OK)                                         \
      return _zero_rt_status;                                                  \
  } while (0)

/// Aborts the job (all ranks) on a non-OK status.
#define ZERO_RT_CHECK_OK(expr)                                                 \
  do {                                                                         \
    zero_rt_status_t _zero_rt_status = (expr);                                 \
    if (_zero_rt_status != ZERO_RT_OK)                                         \
      zero_rt_status_abort(_zero_rt_status);                                   \
  } while (0)

#endif // ZERO_RUNTIME_SRC_INTERNAL_H
