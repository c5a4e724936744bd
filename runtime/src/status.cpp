//===- status.cpp - zero runtime: error statuses --------------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/runtime/status.h"

#include "abort.h"
#include "internal.h"

#include <atomic>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <string>

struct zero_rt_status_s {
  zero_rt_status_code_t code;
  std::string message;
};

namespace zero::rt {

std::string format(const char *fmt, ...) {
  va_list args;
  va_start(args, fmt);
  va_list copy;
  va_copy(copy, args);
  int size = std::vsnprintf(nullptr, 0, fmt, copy);
  va_end(copy);
  std::string result(size > 0 ? size : 0, '\0');
  if (size > 0)
    std::vsnprintf(result.data(), size + 1, fmt, args);
  va_end(args);
  return result;
}

static std::atomic<int> rankForMessages{-1};
int currentRank() { return rankForMessages.load(); }
void setCurrentRank(int rank) { rankForMessages.store(rank); }

} // namespace zero::rt

extern "C" {

zero_rt_status_t zero_rt_status_make(zero_rt_status_code_t code,
                                     const char *file, int line,
                                     const char *message) {
  const char *base = file;
  for (const char *p = file; *p; ++p)
    if (*p == '/')
      base = p + 1;
  return new zero_rt_status_s{
      code, zero::rt::format("%s:%d: %s", base, line, message)};
}

zero_rt_status_code_t zero_rt_status_code(zero_rt_status_t status) {
  return status ? status->code : ZERO_RT_STATUS_OK;
}

const char *zero_rt_status_message(zero_rt_status_t status) {
  return status ? status->message.c_str() : "OK";
}

void zero_rt_status_free(zero_rt_status_t status) { delete status; }

void zero_rt_status_abort(zero_rt_status_t status) {
  std::fprintf(stderr, "zero-rt: error on rank %d: %s\n",
               zero::rt::currentRank(), zero_rt_status_message(status));
  std::fflush(stderr);
  zero_rt_status_free(status);
  zero::rt::abortJob(1);
}

} // extern "C"
