//===- OffloadStore.h - the store of a run's offloaded state ----*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// A step compiled with zero-offload takes some of its model state as
// `!zero.offloaded<T, store>` arguments: buffers in the runtime's offload
// store (runtime/include/zero/runtime/store.h) rather than in the
// accounting allocator. This rank's store lives exactly as long as the
// run: created before the arguments, installed for the compiled step's
// transfer calls, checked after every step, destroyed at the end (its
// files and its own directory removed, nothing else touched).
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNNER_OFFLOADSTORE_H
#define ZERO_RUNNER_OFFLOADSTORE_H

#include "zero/runtime/store.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <string>

namespace mlir {
namespace zero {
namespace runner {

class OffloadStore {
public:
  /// Creates this rank's store of `kind` (a file store in a new directory
  /// under `directory`) and installs it for compiled steps.
  static llvm::Expected<std::unique_ptr<OffloadStore>>
  create(zero_rt_store_kind_t kind, llvm::StringRef directory, int64_t rank);

  /// Uninstalls and destroys the store if close() did not.
  ~OffloadStore();
  OffloadStore(const OffloadStore &) = delete;
  OffloadStore &operator=(const OffloadStore &) = delete;

  /// `bytes` of zeroed store-backed memory for `what` (named in the error).
  llvm::Expected<void *> allocate(int64_t bytes, const llvm::Twine &what);

  /// An error naming the file when one of the store's files was removed or
  /// truncated (zero_rt_store_check).
  llvm::Error check();

  /// Uninstalls and destroys the store: its allocations go, its files and
  /// its directory are removed. The error names what could not be removed.
  llvm::Error close();

  zero_rt_store_kind_t kind() const { return storeKind; }
  /// The store's own directory; "" for a host store or once closed.
  llvm::StringRef directory() const {
    return store ? zero_rt_store_directory(store) : "";
  }
  zero_rt_store_stats_t stats() const;

private:
  explicit OffloadStore(zero_rt_store_t *store, zero_rt_store_kind_t kind)
      : store(store), storeKind(kind) {}

  zero_rt_store_t *store;
  zero_rt_store_kind_t storeKind;
};

} // namespace runner
} // namespace zero
} // namespace mlir

#endif // ZERO_RUNNER_OFFLOADSTORE_H
