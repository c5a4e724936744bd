//===- Safetensors.cpp - .safetensors files of full tensors ---------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/Safetensors.h"

#include "zero/Support/AtomicFile.h"
#include "zero/Support/InputFile.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

using namespace llvm;
using namespace mlir::zero;
using namespace mlir::zero::runner;

static Error error(const Twine &message) {
  return createStringError(inconvertibleErrorCode(), message);
}

StringRef runner::safetensorsDtype(zero_rt_dtype_t dtype) {
  switch (dtype) {
  case ZERO_RT_DTYPE_F32:
    return "F32";
  case ZERO_RT_DTYPE_F64:
    return "F64";
  case ZERO_RT_DTYPE_I32:
    return "I32";
  case ZERO_RT_DTYPE_I64:
    return "I64";
  case ZERO_RT_DTYPE_BF16:
    return "BF16";
  }
  return "?";
}

static std::optional<zero_rt_dtype_t> parseDtype(StringRef name) {
  for (zero_rt_dtype_t d : {ZERO_RT_DTYPE_F32, ZERO_RT_DTYPE_F64,
                            ZERO_RT_DTYPE_I32, ZERO_RT_DTYPE_I64,
                            ZERO_RT_DTYPE_BF16})
    if (safetensorsDtype(d) == name)
      return d;
  return std::nullopt;
}

Error runner::writeSafetensors(StringRef path,
                               const std::vector<SafetensorsTensor> &tensors,
                               const std::map<std::string, std::string> &metadata) {
  json::Object header;
  int64_t offset = 0;
  for (const SafetensorsTensor &t : tensors) {
    int64_t end = offset + int64_t(t.data.size());
    header[t.name] = json::Object{
        {"dtype", safetensorsDtype(t.dtype).str()},
        {"shape", json::Array(t.shape)},
        {"data_offsets", json::Array{offset, end}}};
    offset = end;
  }
  if (!metadata.empty()) {
    json::Object meta;
    for (const auto &[key, value] : metadata)
      meta[key] = value;
    header["__metadata__"] = std::move(meta);
  }
  std::string text;
  raw_string_ostream(text) << json::Value(std::move(header));
  text.append((8 - text.size() % 8) % 8, ' ');
  return mlir::zero::writeFileAtomically(path, [&](raw_ostream &os) -> Error {
    char length[8];
    support::endian::write64le(length, text.size());
    os.write(length, 8);
    os << text;
    for (const SafetensorsTensor &t : tensors)
      os.write(t.data.data(), t.data.size());
    return Error::success();
  });
}

Expected<std::vector<SafetensorsTensor>>
runner::readSafetensors(StringRef path) {
  if (Error err = checkRegularFile(path))
    return error("cannot read " + toString(std::move(err)));
  auto file = MemoryBuffer::getFile(path, /*IsText=*/false,
                                    /*RequiresNullTerminator=*/false);
  if (!file)
    return error("cannot read '" + path + "': " + file.getError().message());
  StringRef bytes = (*file)->getBuffer();
  auto bad = [&](const Twine &what) {
    return error("'" + path + "' is not a valid .safetensors file: " + what);
  };
  if (bytes.size() < 8)
    return bad("it has " + Twine(bytes.size()) +
               " bytes, fewer than the 8 of the header length");
  uint64_t headerLength = support::endian::read64le(bytes.data());
  if (headerLength > bytes.size() - 8)
    return bad("the header length " + Twine(headerLength) +
               " runs past the end of the file (" + Twine(bytes.size()) +
               " bytes)");
  Expected<json::Value> header = json::parse(bytes.substr(8, headerLength));
  if (!header)
    return bad("the header is not valid JSON: " +
               toString(header.takeError()));
  const json::Object *root = header->getAsObject();
  if (!root)
    return bad("the header is not a JSON object");
  StringRef data = bytes.drop_front(8 + headerLength);
  std::vector<SafetensorsTensor> tensors;
  for (const auto &[key, value] : *root) {
    if (key == "__metadata__")
      continue;
    const json::Object *entry = value.getAsObject();
    const json::Array *shape = entry ? entry->getArray("shape") : nullptr;
    const json::Array *offsets =
        entry ? entry->getArray("data_offsets") : nullptr;
    std::optional<StringRef> dtypeName =
        entry ? entry->getString("dtype") : std::nullopt;
    if (!shape || !offsets || !dtypeName || offsets->size() != 2)
      return bad("tensor '" + key.str() +
                 "' needs \"dtype\", \"shape\" and two \"data_offsets\"");
    std::optional<zero_rt_dtype_t> dtype = parseDtype(*dtypeName);
    if (!dtype)
      return bad("tensor '" + key.str() + "' has dtype '" + *dtypeName +
                 "'; zero reads F32, F64, I32, I64 and BF16");
    SafetensorsTensor t;
    t.name = key.str();
    t.dtype = *dtype;
    int64_t elements = 1;
    for (const json::Value &d : *shape) {
      std::optional<int64_t> v = d.getAsInteger();
      if (!v || *v < 0)
        return bad("tensor '" + t.name + "' has a shape entry that is not a "
                   "non-negative integer");
      t.shape.push_back(*v);
      elements *= *v;
    }
    std::optional<int64_t> begin = (*offsets)[0].getAsInteger(),
                           end = (*offsets)[1].getAsInteger();
    int64_t want = elements * zero_rt_dtype_size(*dtype);
    if (!begin || !end || *begin < 0 || *end < *begin ||
        *end > int64_t(data.size()) || *end - *begin != want)
      return bad("tensor '" + t.name + "' has data_offsets that do not hold " +
                 Twine(want) + " bytes inside the " + Twine(data.size()) +
                 " bytes of data");
    t.data.assign(data.begin() + *begin, data.begin() + *end);
    tensors.push_back(std::move(t));
  }
  return tensors;
}
