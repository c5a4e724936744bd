//===- profile.cpp - zero runtime: profile as a Chrome trace -------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/runtime/profile.h"

#include "internal.h"

#include <atomic>
#include <chrono>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace {

struct Event {
  std::string name;
  std::string category;
  int64_t beginUs;
  int64_t endUs;
  size_t tid;
};

struct Profile {
  std::atomic<bool> enabled{false};
  int64_t pid = 0;
  std::mutex mutex;
  std::vector<Event> events;
};

Profile &profile() {
  static Profile *instance = new Profile();
  return *instance;
}

std::string jsonEscape(const std::string &text) {
  std::string out;
  for (char c : text) {
    if (c == '"' || c == '\\')
      out += '\\';
    if ((unsigned char)c < 0x20)
      continue;
    out += c;
  }
  return out;
}

void record(const char *name, const char *category, int64_t beginUs,
            int64_t endUs, size_t tid) {
  Profile &t = profile();
  if (!t.enabled.load())
    return;
  std::lock_guard<std::mutex> lock(t.mutex);
  t.events.push_back(Event{name, category, beginUs, endUs, tid});
}

} // namespace

void zero::rt::profileNetworkEvent(const char *name, int64_t beginUs,
                                   int64_t endUs) {
  record(name, "comm", beginUs, endUs, 0);
}

extern "C" {

void zero_rt_profile_enable(int64_t pid) {
  Profile &t = profile();
  t.pid = pid;
  t.enabled.store(true);
}

int zero_rt_profile_is_enabled(void) {
  return profile().enabled.load() ? 1 : 0;
}

int64_t zero_rt_profile_now_us(void) {
  static const auto origin = std::chrono::steady_clock::now();
  return std::chrono::duration_cast<std::chrono::microseconds>(
             std::chrono::steady_clock::now() - origin)
      .count();
}

void zero_rt_profile_event(const char *name, const char *category,
                           int64_t begin_us, int64_t end_us) {
  // Thread tracks are numbered from 1: 0 is the network's.
  size_t tid =
      1 + std::hash<std::thread::id>()(std::this_thread::get_id()) % 100000;
  record(name, category, begin_us, end_us, tid);
}

zero_rt_status_t zero_rt_profile_write(const char *path) {
  Profile &t = profile();
  FILE *file = std::fopen(path, "w");
  if (!file)
    return ZERO_RT_ERROR(ZERO_RT_STATUS_IO_ERROR,
                         "cannot open profile file '%s' for writing: %s", path,
                         std::strerror(errno));
  std::lock_guard<std::mutex> lock(t.mutex);
  std::fprintf(file, "{\"traceEvents\": [\n");
  for (size_t i = 0; i < t.events.size(); ++i) {
    const Event &e = t.events[i];
    std::fprintf(
        file,
        "  {\"name\": \"%s\", \"cat\": \"%s\", \"ph\": \"X\", "
        "\"ts\": %lld, \"dur\": %lld, \"pid\": %lld, \"tid\": %zu}%s\n",
        jsonEscape(e.name).c_str(), jsonEscape(e.category).c_str(),
        (long long)e.beginUs, (long long)(e.endUs - e.beginUs),
        (long long)t.pid, e.tid, i + 1 < t.events.size() ? "," : "");
  }
  std::fprintf(file, "]}\n");
  // A failed fprintf sets the stream's error flag; fclose reports only the
  // last flush.
  bool failed = std::ferror(file) != 0;
  int saved = errno;
  if (std::fclose(file) != 0 || failed)
    return ZERO_RT_ERROR(ZERO_RT_STATUS_IO_ERROR,
                         "cannot write profile file '%s': %s", path,
                         std::strerror(failed ? saved : errno));
  return ZERO_RT_OK;
}

} // extern "C"
