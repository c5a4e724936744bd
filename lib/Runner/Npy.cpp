//===- Npy.cpp - NumPy .npy arrays for zero-run ---------------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/Npy.h"

#include "zero/Support/AtomicFile.h"
#include "zero/Support/InputFile.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

using namespace llvm;

namespace mlir {
namespace zero {
namespace runner {

int64_t NpyArray::numElements() const {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

int64_t NpyArray::elementBytes() const {
  if (descr == "<f4" || descr == "<i4")
    return 4;
  if (descr == "<f8" || descr == "<i8")
    return 8;
  return 0;
}

static Error malformed(StringRef path, const Twine &why) {
  return createStringError(inconvertibleErrorCode(),
                           "malformed .npy file '" + path + "': " + why);
}

/// The value after `'key':` in the header dict, up to the next top-level
/// comma or closing brace.
static std::optional<StringRef> dictValue(StringRef header, StringRef key) {
  size_t pos = header.find(("'" + key + "'").str());
  if (pos == StringRef::npos)
    return std::nullopt;
  StringRef rest = header.drop_front(pos + key.size() + 2).ltrim();
  if (!rest.consume_front(":"))
    return std::nullopt;
  rest = rest.ltrim();
  if (rest.starts_with("(")) {
    size_t close = rest.find(')');
    if (close == StringRef::npos)
      return std::nullopt;
    return rest.take_front(close + 1);
  }
  size_t end = rest.find_first_of(",}");
  return rest.take_front(end).trim();
}

Expected<NpyArray> readNpy(StringRef path) {
  if (Error err = checkRegularFile(path))
    return createStringError(inconvertibleErrorCode(),
                             "cannot open " + toString(std::move(err)));
  auto buffer = MemoryBuffer::getFile(path, /*IsText=*/false,
                                      /*RequiresNullTerminator=*/false);
  if (!buffer)
    return createStringError(buffer.getError(), "cannot open '" + path +
                                                    "': " +
                                                    buffer.getError().message());
  return parseNpy((*buffer)->getBuffer(), path);
}

Expected<NpyArray> parseNpy(StringRef bytes, StringRef path) {
  if (!bytes.starts_with("\x93NUMPY"))
    return malformed(path, "missing the \\x93NUMPY magic");
  if (bytes.size() < 10)
    return malformed(path, "truncated header");
  unsigned major = (unsigned char)bytes[6];
  size_t headerLen, offset;
  if (major == 1) {
    headerLen = (unsigned char)bytes[8] | ((unsigned char)bytes[9] << 8);
    offset = 10;
  } else if (major == 2 || major == 3) {
    if (bytes.size() < 12)
      return malformed(path, "truncated header");
    headerLen = 0;
    for (int i = 0; i < 4; ++i)
      headerLen |= size_t((unsigned char)bytes[8 + i]) << (8 * i);
    offset = 12;
  } else {
    return malformed(path, "unsupported format version " + Twine(major));
  }
  if (bytes.size() < offset + headerLen)
    return malformed(path, "header runs past the end of the file");
  StringRef header = bytes.substr(offset, headerLen);

  NpyArray array;
  std::optional<StringRef> descr = dictValue(header, "descr");
  std::optional<StringRef> order = dictValue(header, "fortran_order");
  std::optional<StringRef> shape = dictValue(header, "shape");
  if (!descr || !order || !shape)
    return malformed(path, "header lacks descr, fortran_order or shape: " +
                               header.trim());
  array.descr = descr->trim("'\"").str();
  if (array.elementBytes() == 0)
    return malformed(path, "element type '" + array.descr +
                               "' is not one of <f4, <f8, <i4, <i8");
  if (*order != "False")
    return malformed(path, "Fortran-order arrays are not supported; save a "
                           "C-order array (numpy.ascontiguousarray)");
  StringRef dims = shape->trim("()");
  SmallVector<StringRef> parts;
  dims.split(parts, ',', -1, /*KeepEmpty=*/false);
  for (StringRef part : parts) {
    part = part.trim();
    if (part.empty())
      continue;
    int64_t d;
    if (part.getAsInteger(10, d) || d < 0)
      return malformed(path, "bad dimension '" + part + "' in shape " + *shape);
    array.shape.push_back(d);
  }
  // The header is untrusted: a shape whose byte count wraps around could
  // match a short file.
  int64_t dataBytes = array.elementBytes();
  for (int64_t d : array.shape)
    if (MulOverflow(dataBytes, d, dataBytes))
      return malformed(path, "shape " + *shape + " of " + array.descr +
                                 " has more bytes than a 64-bit size counts");
  size_t dataOffset = offset + headerLen;
  if (bytes.size() - dataOffset != uint64_t(dataBytes))
    return malformed(path, "shape " + *shape + " of " + array.descr +
                               " needs " + Twine(dataBytes) +
                               " data bytes, the file has " +
                               Twine(bytes.size() - dataOffset));
  array.data.assign(bytes.begin() + dataOffset, bytes.end());
  return array;
}

Error writeNpy(StringRef path, const NpyArray &array) {
  std::string dict = "{'descr': '" + array.descr +
                     "', 'fortran_order': False, 'shape': (";
  for (size_t i = 0; i < array.shape.size(); ++i)
    dict += (i ? ", " : "") + std::to_string(array.shape[i]);
  if (array.shape.size() == 1)
    dict += ","; // a 1-tuple in Python syntax
  dict += "), }";
  // Pad with spaces so the data starts on a 64-byte boundary (format spec).
  size_t total = 10 + dict.size() + 1;
  dict.append((64 - total % 64) % 64, ' ');
  dict += '\n';
  return writeFileAtomically(path, [&](raw_ostream &os) {
    os << "\x93NUMPY" << char(1) << char(0) << char(dict.size() & 0xff)
       << char((dict.size() >> 8) & 0xff) << dict;
    os.write(array.data.data(), array.data.size());
    return Error::success();
  });
}

} // namespace runner
} // namespace zero
} // namespace mlir
