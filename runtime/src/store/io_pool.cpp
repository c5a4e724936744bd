//===- io_pool.cpp - zero runtime: the offload store's I/O threads --------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Asynchronous store transfers run here, off the thread that computes. Two
// threads by default: a file transfer mostly waits for the device, and two
// requests in flight keep it busy (one prefetch while a writeback drains)
// without taking cores from compute on machines with one rank per core.
//
//===----------------------------------------------------------------------===//

#include "internal.h"

#include <cerrno>
#include <cstdlib>

namespace zero::rt::store {

IoPool::IoPool(int count) {
  threads.reserve(count);
  for (int i = 0; i < count; ++i)
    threads.emplace_back([this] { run(); });
}

IoPool::~IoPool() {
  {
    std::lock_guard<std::mutex> lock(mutex);
    stopping = true;
  }
  wake.notify_all();
  for (std::thread &thread : threads)
    thread.join();
}

void IoPool::submit(std::function<void()> work) {
  {
    std::lock_guard<std::mutex> lock(mutex);
    queue.push_back(std::move(work));
  }
  wake.notify_one();
}

void IoPool::run() {
  for (;;) {
    std::function<void()> work;
    {
      std::unique_lock<std::mutex> lock(mutex);
      wake.wait(lock, [this] { return stopping || !queue.empty(); });
      // Stopping still drains the queue: every submitted request completes.
      if (queue.empty())
        return;
      work = std::move(queue.front());
      queue.pop_front();
    }
    work();
  }
}

zero_rt_status_t ioThreadCount(int *out_threads) {
  *out_threads = 2;
  const char *env = std::getenv("ZERO_RT_STORE_IO_THREADS");
  if (!env)
    return ZERO_RT_OK;
  char *end = nullptr;
  errno = 0;
  long value = std::strtol(env, &end, 10);
  ZERO_RT_REQUIRE(end != env && *end == '\0' && errno == 0 && value >= 1 &&
                      value <= 64,
                  "ZERO_RT_STORE_IO_THREADS must be an integer in [1, 64], "
                  "got '%s'",
                  env);
  *out_threads = (int)value;
  return ZERO_RT_OK;
}

} // namespace zero::rt::store
