//===- CalibrateStore.cpp - the offload store's transfer rates ------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/CalibrateStore.h"

#include "zero/Runner/OffloadStore.h"
#include "zero/Runner/RankContext.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <vector>

using namespace llvm;
using namespace mlir::zero::runner;

namespace {

/// Chunk sizes of the two points: a small one for the latency, one like a
/// chunk of zero-offload's default (4 MiB) for the bandwidth.
constexpr int64_t kSmallBytes = 64 << 10;
constexpr int64_t kLargeBytes = 4 << 20;
/// Transfers per point: the store is walked in chunks, as a step does.
constexpr int64_t kStoreBytes = 32 << 20;
constexpr int kRepeats = 5;

double now() {
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

/// Median seconds per transfer of `chunk` bytes, walking the store's buffer
/// `store` in chunks from/to the resident `resident`.
Expected<double> timeTransfers(zero_rt_store_t *store, char *stored,
                               char *resident, int64_t chunk, bool write) {
  std::vector<double> perTransfer;
  for (int r = 0; r < kRepeats + 1; ++r) {
    double begin = now();
    for (int64_t at = 0; at + chunk <= kStoreBytes; at += chunk) {
      zero_rt_status_t status =
          write ? zero_rt_store_write(store, resident, stored + at, chunk)
                : zero_rt_store_read(store, stored + at, resident, chunk);
      if (status)
        return takeStatus(status);
    }
    if (r > 0) // the first walk faults the pages in
      perTransfer.push_back((now() - begin) / double(kStoreBytes / chunk));
  }
  std::sort(perTransfer.begin(), perTransfer.end());
  return perTransfer[perTransfer.size() / 2];
}

/// The latency of an asynchronous transfer: median seconds of a 4 KiB
/// read's start and wait, one in flight (the hand-off to an I/O thread and
/// back, which a blocking transfer does not pay).
Expected<double> timeAsyncLatency(zero_rt_store_t *store, char *stored,
                                  char *resident) {
  constexpr int64_t kTiny = 4096;
  auto median = [](std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
  };
  std::vector<double> async;
  for (int i = 0; i < 201; ++i) {
    double begin = now();
    zero_rt_store_request_t *request = nullptr;
    if (zero_rt_status_t status = zero_rt_store_read_start(
            store, stored + (i % 64) * kTiny, resident, kTiny, &request))
      return takeStatus(status);
    if (zero_rt_status_t status = zero_rt_store_wait(request))
      return takeStatus(status);
    async.push_back(now() - begin);
  }
  return median(async);
}

} // namespace

Expected<json::Object>
mlir::zero::runner::measureStores(StringRef directory, int64_t rank,
                                  json::Object &measurements) {
  json::Object stores, times;
  std::vector<char> resident(kLargeBytes, 1);
  for (zero_rt_store_kind_t kind : {ZERO_RT_STORE_HOST, ZERO_RT_STORE_FILE}) {
    auto store = OffloadStore::create(kind, directory, rank);
    if (!store)
      return store.takeError();
    Expected<void *> stored = (*store)->allocate(kStoreBytes, "calibration");
    if (!stored)
      return stored.takeError();
    std::memset(*stored, 2, kStoreBytes);
    zero_rt_store_t *raw = zero_rt_store_installed();
    json::Object rates, kindTimes;
    double latency = 0;
    for (bool write : {false, true}) {
      double t[2];
      for (int i = 0; i < 2; ++i) {
        Expected<double> seconds =
            timeTransfers(raw, static_cast<char *>(*stored), resident.data(),
                          i ? kLargeBytes : kSmallBytes, write);
        if (!seconds)
          return seconds.takeError();
        t[i] = *seconds;
      }
      // time = latency + bytes / rate through the two points.
      double rate = t[1] > t[0] ? double(kLargeBytes - kSmallBytes) /
                                      (t[1] - t[0])
                                : double(kLargeBytes) / t[1];
      latency = std::max(latency, t[0] - double(kSmallBytes) / rate);
      rates[write ? "write_bytes_per_s" : "read_bytes_per_s"] = rate;
      kindTimes[write ? "write_s" : "read_s"] = json::Array{t[0], t[1]};
    }
    rates["latency_s"] = latency;
    Expected<double> async = timeAsyncLatency(raw, static_cast<char *>(*stored),
                                              resident.data());
    if (!async)
      return async.takeError();
    rates["async_latency_s"] = *async;
    kindTimes["async_4k_read_s"] = *async;
    kindTimes["chunk_bytes"] = json::Array{kSmallBytes, kLargeBytes};
    std::string name = zero_rt_store_kind_name(kind);
    stores[name] = std::move(rates);
    times[name] = std::move(kindTimes);
    if (Error err = (*store)->close())
      return std::move(err);
  }
  measurements["stores"] = std::move(times);
  return stores;
}
