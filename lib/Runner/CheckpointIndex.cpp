//===- CheckpointIndex.cpp - a checkpoint index's own checks --------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/CheckpointIndex.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace mlir {
namespace zero {
namespace runner {

static Error fail(const Twine &message) {
  return createStringError(inconvertibleErrorCode(), message);
}

std::string computeIndexChecksum(const json::Object &index) {
  json::Object body = index;
  body.erase(kIndexChecksumKey);
  std::string text;
  raw_string_ostream os(text);
  // Compact, and llvm::json prints an object's keys sorted.
  os << json::Value(std::move(body));
  os.flush();
  return toHex(SHA256::hash(ArrayRef<uint8_t>(
                   reinterpret_cast<const uint8_t *>(text.data()), text.size())),
               /*LowerCase=*/true);
}

void sealIndex(json::Object &index) {
  index[kIndexChecksumKey] = computeIndexChecksum(index);
}

Error checkIndexChecksum(const json::Object &index, StringRef path) {
  std::optional<StringRef> recorded = index.getString(kIndexChecksumKey);
  if (!recorded)
    return fail("checkpoint index '" + path + "' has no '" +
                kIndexChecksumKey + "' (a string): it cannot be checked");
  std::string actual = computeIndexChecksum(index);
  if (*recorded != actual)
    return fail("checkpoint index '" + path +
                "' was changed after it was written: its SHA-256 is " + actual +
                " but its '" + kIndexChecksumKey + "' records " + *recorded);
  return Error::success();
}

Error checkTiling(std::vector<std::pair<int64_t, int64_t>> ranges,
                  int64_t total, StringRef unit, StringRef of,
                  StringRef path) {
  llvm::sort(ranges);
  int64_t covered = 0;
  auto stretch = [&](int64_t b, int64_t e) {
    return e - b == 1 && unit == "elements"
               ? "element " + std::to_string(b) + " of " + of.str() + " is"
               : unit.str() + " [" + std::to_string(b) + ", " +
                     std::to_string(e) + ") of " + of.str() + " are";
  };
  std::string rule = unit == "bytes"
                         ? "every byte of a rank file belongs to exactly one "
                           "shard"
                         : "every element of a tensor belongs to exactly one "
                           "shard";
  for (auto [b, e] : ranges) {
    if (b == e)
      continue;
    if (b > covered)
      return fail("checkpoint index '" + path + "': " + stretch(covered, b) +
                  " in no shard; " + rule);
    if (b < covered)
      return fail("checkpoint index '" + path + "': " +
                  stretch(b, std::min(e, covered)) + " in two shards; " + rule);
    covered = e;
  }
  if (covered != total)
    return fail("checkpoint index '" + path + "': " + stretch(covered, total) +
                " in no shard; " + rule);
  return Error::success();
}

} // namespace runner
} // namespace zero
} // namespace mlir
