/*===- profile.h - zero runtime: profile as a Chrome trace -------*- C -*-===//
 *
 * Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
 *
 * An optional per-process profile of timed events, written in the Chrome
 * trace-event JSON format (opens in chrome://tracing and ui.perfetto.dev;
 * "trace" there is the file format's name). Off until enabled;
 * a disabled profile costs one branch per event. Thread safe: the comm thread
 * and the compute thread appear as separate tracks.
 *
 *===----------------------------------------------------------------------===*/

#ifndef ZERO_RUNTIME_PROFILE_H
#define ZERO_RUNTIME_PROFILE_H

#include <stdint.h>

#include "zero/runtime/status.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Starts recording; `pid` names the process track (use the rank).
void zero_rt_profile_enable(int64_t pid);

int zero_rt_profile_is_enabled(void);

/// Records a complete event [begin_us, end_us) on the calling thread's track.
/// `name` and `category` are copied.
void zero_rt_profile_event(const char *name, const char *category,
                           int64_t begin_us, int64_t end_us);

/// Microseconds on a monotonic clock shared by all threads of the process.
int64_t zero_rt_profile_now_us(void);

/// Writes the recorded events to `path` as {"traceEvents": [...]}.
zero_rt_status_t zero_rt_profile_write(const char *path);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ZERO_RUNTIME_PROFILE_H */
