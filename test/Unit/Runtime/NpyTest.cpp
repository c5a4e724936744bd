//===- NpyTest.cpp - zero-run's .npy reader and writer --------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/Npy.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

#include <cstring>
#include <string>

using namespace mlir::zero::runner;

namespace {

std::string tempPath(const char *name) {
  return ::testing::TempDir() + "zero_npy_" + name + ".npy";
}

void writeRaw(const std::string &path, const std::string &bytes) {
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  ASSERT_FALSE(ec);
  os << bytes;
}

/// A version-1 file as numpy.save writes it.
std::string npyFile(const std::string &dict, const std::string &data) {
  std::string header = dict;
  header.append((64 - (10 + header.size() + 1) % 64) % 64, ' ');
  header += '\n';
  std::string out = "\x93NUMPY";
  out += char(1);
  out += char(0);
  out += char(header.size() & 0xff);
  out += char(header.size() >> 8);
  return out + header + data;
}

TEST(NpyTest, RoundTrip) {
  NpyArray array{"<f4", {2, 3}, std::vector<char>(24)};
  for (int i = 0; i < 6; ++i) {
    float v = 0.5f * i - 1.0f;
    std::memcpy(array.data.data() + 4 * i, &v, 4);
  }
  std::string path = tempPath("roundtrip");
  ASSERT_FALSE(bool(writeNpy(path, array)));
  auto back = readNpy(path);
  ASSERT_TRUE(bool(back)) << llvm::toString(back.takeError());
  EXPECT_EQ(back->descr, "<f4");
  EXPECT_EQ(back->shape, (llvm::SmallVector<int64_t>{2, 3}));
  EXPECT_EQ(back->data, array.data);
  llvm::sys::fs::remove(path);
}

TEST(NpyTest, ReadsWhatNumpyWrites) {
  // numpy.save(np.arange(3, dtype=np.int64)): a 1-tuple shape "(3,)".
  std::string data(24, '\0');
  for (int i = 0; i < 3; ++i)
    data[8 * i] = char(i);
  std::string path = tempPath("numpy");
  writeRaw(path, npyFile("{'descr': '<i8', 'fortran_order': False, "
                         "'shape': (3,), }",
                         data));
  auto array = readNpy(path);
  ASSERT_TRUE(bool(array)) << llvm::toString(array.takeError());
  EXPECT_EQ(array->descr, "<i8");
  EXPECT_EQ(array->shape, (llvm::SmallVector<int64_t>{3}));
  EXPECT_EQ(array->numElements(), 3);
  llvm::sys::fs::remove(path);
}

TEST(NpyTest, ScalarShape) {
  std::string path = tempPath("scalar");
  writeRaw(path, npyFile("{'descr': '<f8', 'fortran_order': False, "
                         "'shape': (), }",
                         std::string(8, '\0')));
  auto array = readNpy(path);
  ASSERT_TRUE(bool(array)) << llvm::toString(array.takeError());
  EXPECT_TRUE(array->shape.empty());
  EXPECT_EQ(array->numElements(), 1);
  llvm::sys::fs::remove(path);
}

/// The error message of reading `bytes` as a .npy file.
std::string readError(const char *name, const std::string &bytes) {
  std::string path = tempPath(name);
  writeRaw(path, bytes);
  auto array = readNpy(path);
  llvm::sys::fs::remove(path);
  if (array)
    return "(no error)";
  return llvm::toString(array.takeError());
}

TEST(NpyTest, MalformedFilesAreNamedErrors) {
  EXPECT_NE(readError("magic", "PK\x03\x04 zip, not npy").find(
                "missing the \\x93NUMPY magic"),
            std::string::npos);
  EXPECT_NE(readError("fortran",
                      npyFile("{'descr': '<f4', 'fortran_order': True, "
                              "'shape': (1,), }",
                              std::string(4, '\0')))
                .find("Fortran-order arrays are not supported"),
            std::string::npos);
  EXPECT_NE(readError("dtype", npyFile("{'descr': '<f2', 'fortran_order': "
                                       "False, 'shape': (2,), }",
                                       std::string(4, '\0')))
                .find("element type '<f2' is not one of"),
            std::string::npos);
  // 2x3 f4 needs 24 bytes; 20 are there.
  EXPECT_NE(readError("short", npyFile("{'descr': '<f4', 'fortran_order': "
                                       "False, 'shape': (2, 3), }",
                                       std::string(20, '\0')))
                .find("needs 24 data bytes, the file has 20"),
            std::string::npos);
  EXPECT_NE(readError("noshape", npyFile("{'descr': '<f4', "
                                         "'fortran_order': False, }",
                                         ""))
                .find("header lacks descr, fortran_order or shape"),
            std::string::npos);
}

// The header is untrusted: (2^62 + 1) x 4 bytes wraps to 4 in 64 bits, and
// (2^62 + 1) rows of i4 would then "match" 4 data bytes.
TEST(NpyTest, ShapeWhoseSizeOverflowsIsRejected) {
  std::string error = readError(
      "overflow", npyFile("{'descr': '<i4', 'fortran_order': False, "
                          "'shape': (4611686018427387905,), }",
                          std::string(4, '\0')));
  EXPECT_NE(error.find("has more bytes than a 64-bit size counts"),
            std::string::npos)
      << error;
  // The same with two dimensions and 20 bytes: 5 * (2^62 + 1) * 4 wraps too.
  error = readError("overflow2",
                    npyFile("{'descr': '<f4', 'fortran_order': False, "
                            "'shape': (4611686018427387905, 5), }",
                            std::string(20, '\0')));
  EXPECT_NE(error.find("has more bytes than a 64-bit size counts"),
            std::string::npos)
      << error;
}

TEST(NpyTest, WriteErrorNamesThePath) {
  // A directory where the file's directory should be.
  std::string dir = ::testing::TempDir() + "zero_npy_notadir";
  writeRaw(dir, "a file");
  NpyArray array{"<f4", {1}, std::vector<char>(4, 0)};
  llvm::Error err = writeNpy(dir + "/x.npy", array);
  ASSERT_TRUE(bool(err));
  EXPECT_NE(llvm::toString(std::move(err)).find("cannot write '" + dir +
                                                "/x.npy'"),
            std::string::npos);
  llvm::sys::fs::remove(dir);
}

TEST(NpyTest, MissingFileNamesThePath) {
  auto array = readNpy("/nonexistent-dir/x.npy");
  ASSERT_FALSE(bool(array));
  EXPECT_NE(llvm::toString(array.takeError())
                .find("cannot open '/nonexistent-dir/x.npy'"),
            std::string::npos);
}

} // namespace
