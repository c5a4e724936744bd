//===- OffloadStore.cpp - the store of a run's offloaded state ------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/OffloadStore.h"

#include "zero/Runner/RankContext.h"

#include <string>

using namespace llvm;
using namespace mlir::zero::runner;

Expected<std::unique_ptr<OffloadStore>>
OffloadStore::create(zero_rt_store_kind_t kind, StringRef directory,
                     int64_t rank) {
  std::string dir = directory.str();
  zero_rt_store_t *store = nullptr;
  if (Error err = takeStatus(
          zero_rt_store_create(kind, dir.empty() ? nullptr : dir.c_str(),
                               rank, &store),
          "cannot create the " + Twine(zero_rt_store_kind_name(kind)) +
              " offload store"))
    return std::move(err);
  zero_rt_store_install(store);
  return std::unique_ptr<OffloadStore>(new OffloadStore(store, kind));
}

OffloadStore::~OffloadStore() { consumeError(close()); }

Expected<void *> OffloadStore::allocate(int64_t bytes, const Twine &what) {
  void *ptr = nullptr;
  if (Error err = takeStatus(zero_rt_store_alloc(store, bytes, &ptr),
                             "cannot offload " + what))
    return std::move(err);
  return ptr;
}

Error OffloadStore::check() {
  return takeStatus(zero_rt_store_check(store));
}

Error OffloadStore::close() {
  if (!store)
    return Error::success();
  zero_rt_store_install(nullptr);
  zero_rt_store_t *closing = store;
  store = nullptr;
  return takeStatus(zero_rt_store_destroy(closing),
                    "cannot remove the offload store");
}

zero_rt_store_stats_t OffloadStore::stats() const {
  zero_rt_store_stats_t stats = {};
  if (store)
    zero_rt_store_query_stats(store, &stats);
  return stats;
}
