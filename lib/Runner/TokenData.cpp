//===- TokenData.cpp - token ids from a flat uint16 file ------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/TokenData.h"

#include "zero/Support/InputFile.h"

#include "llvm/Support/Endian.h"
#include "llvm/Support/FormatVariadic.h"

#include <cstring>

using namespace llvm;
using namespace mlir::zero::runner;

static Error fail(const Twine &message) {
  return createStringError(inconvertibleErrorCode(), message);
}

static bool isInteger(zero_rt_dtype_t dtype) {
  return dtype == ZERO_RT_DTYPE_I32 || dtype == ZERO_RT_DTYPE_I64;
}

Expected<TokenData> TokenData::open(const std::string &path,
                                    const BoundaryTensor &inputs,
                                    const BoundaryTensor &targets,
                                    int64_t vocab,
                                    const std::optional<IntRange> &range) {
  if (!isInteger(inputs.dtype) || inputs.dtype != targets.dtype ||
      inputs.shape.size() != 2 || targets.shape != inputs.shape)
    return fail(formatv(
        "--tokens feeds a step whose two batch arguments are integer "
        "(inputs, targets) of equal shape [rows, context], but they are {0} "
        "and {1} elements of {2}-d and {3}-d shape",
        inputs.numElements(), targets.numElements(), inputs.shape.size(),
        targets.shape.size()));
  if (Error err = checkRegularFile(path))
    return fail("cannot read token file " + toString(std::move(err)));
  ErrorOr<std::unique_ptr<MemoryBuffer>> buffer =
      MemoryBuffer::getFile(path, /*IsText=*/false,
                            /*RequiresNullTerminator=*/false);
  if (!buffer)
    return fail("cannot read token file '" + path +
                "': " + buffer.getError().message());
  TokenData data;
  data.path = path;
  data.file = std::move(*buffer);
  data.dtype = inputs.dtype;
  data.rowsPerRank = inputs.shape[0];
  data.context = inputs.shape[1];
  if (vocab < 0)
    return fail(formatv("--vocab must be >= 0 (0: the step's range), got {0}",
                        vocab));
  if (range && vocab > range->hi)
    return fail(formatv("--vocab={0} is above the range [{1}, {2}) of the "
                        "step's token arguments ({3}): ids up to {0} would "
                        "read outside the tables they index",
                        vocab, range->lo, range->hi, range->source));
  if (range) {
    data.lo = range->lo;
    data.hi = range->hi;
    data.source = range->source;
  }
  if (vocab > 0 && (!range || vocab < range->hi)) {
    data.hi = vocab;
    data.source = "--vocab";
  }
  size_t bytes = data.file->getBufferSize();
  if (bytes % 2)
    return fail(formatv("token file '{0}' has {1} bytes, but uint16 token "
                        "ids take an even number",
                        path, bytes));
  int64_t tokens = bytes / 2;
  data.rows = tokens > 0 ? (tokens - 1) / data.context : 0;
  if (data.rows < 1)
    return fail(formatv("token file '{0}' holds {1} tokens, but one row of "
                        "context {2} needs {3}",
                        path, tokens, data.context, data.context + 1));
  // Every id a step can read, checked once before step 1: a bad id deep in
  // the file must not end a long run at the step that reads it. A plain
  // scan of the mapped file (about a second per GB); fill checks again.
  if (data.lo > 0 || data.hi < 65536) {
    const char *base = data.file->getBufferStart();
    for (int64_t at = 0, used = data.rows * data.context + 1; at < used; ++at)
      if (Error err = data.checkId(support::endian::read16le(base + 2 * at),
                                   at))
        return std::move(err);
  }
  return std::move(data);
}

Error TokenData::checkId(uint16_t id, int64_t at) const {
  if (id >= lo && id < hi)
    return Error::success();
  return fail(formatv("token id {0} at position {1} of '{2}' is out of the "
                      "vocabulary [{3}, {4}) ({5})",
                      id, at, path, lo, hi, source));
}

Error TokenData::fill(int64_t position, int64_t rank, void *inputs,
                      void *targets) const {
  const char *base = file->getBufferStart();
  int64_t elt = zero_rt_dtype_size(dtype);
  for (int64_t i = 0; i < rowsPerRank; ++i) {
    int64_t row = (position % rows + rank * rowsPerRank + i) % rows;
    for (int64_t j = 0; j <= context; ++j) {
      int64_t at = row * context + j;
      uint16_t id = support::endian::read16le(base + 2 * at);
      if (Error err = checkId(id, at))
        return err;
      int64_t value = id;
      int32_t narrow = id;
      const void *src = elt == 8 ? static_cast<const void *>(&value)
                                 : static_cast<const void *>(&narrow);
      if (j < context)
        std::memcpy(static_cast<char *>(inputs) + (i * context + j) * elt, src,
                    elt);
      if (j > 0)
        std::memcpy(static_cast<char *>(targets) +
                        (i * context + j - 1) * elt,
                    src, elt);
    }
  }
  return Error::success();
}
