//===- FilesTest.cpp - the atomic writer and the overlap check ------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Support/AtomicFile.h"
#include "zero/Support/InputFile.h"
#include "zero/Support/PathOverlap.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <gtest/gtest.h>

#include <sys/stat.h>

using namespace llvm;
using namespace mlir::zero;

namespace {

/// A fresh directory, removed at the end of the test.
struct TempDir {
  SmallString<128> path;
  TempDir() {
    EXPECT_FALSE(sys::fs::createUniqueDirectory("zero-files-test", path));
  }
  ~TempDir() { (void)sys::fs::remove_directories(path); }
  std::string operator/(StringRef name) const {
    SmallString<128> p(path);
    sys::path::append(p, name);
    return p.str().str();
  }
};

std::string contents(const std::string &path) {
  auto buffer = MemoryBuffer::getFile(path);
  return buffer ? (*buffer)->getBuffer().str() : "<unreadable>";
}

Error write(const std::string &path, StringRef text) {
  return writeFileAtomically(path, [&](raw_ostream &os) {
    os << text;
    return Error::success();
  });
}

TEST(AtomicFileTest, ReplacesWholeAndLeavesNoTemporary) {
  TempDir dir;
  ASSERT_FALSE(bool(write(dir / "a.txt", "old")));
  ASSERT_FALSE(bool(write(dir / "a.txt", "new")));
  EXPECT_EQ(contents(dir / "a.txt"), "new");
  std::error_code ec;
  int entries = 0;
  for (sys::fs::directory_iterator it(dir.path, ec), end; !ec && it != end;
       it.increment(ec))
    ++entries;
  EXPECT_EQ(entries, 1);
}

TEST(AtomicFileTest, AFailedWriterKeepsTheOldFile) {
  TempDir dir;
  ASSERT_FALSE(bool(write(dir / "a.txt", "old")));
  Error err = writeFileAtomically(dir / "a.txt", [](raw_ostream &os) {
    os << "half";
    return createStringError(inconvertibleErrorCode(), "the writer failed");
  });
  ASSERT_TRUE(bool(err));
  EXPECT_EQ(toString(std::move(err)), "the writer failed");
  EXPECT_EQ(contents(dir / "a.txt"), "old");
}

TEST(AtomicFileTest, ErrorsNameThePathAndTheCause) {
  TempDir dir;
  std::string path = dir / "missing/a.txt";
  Error err = write(path, "x");
  ASSERT_TRUE(bool(err));
  EXPECT_EQ(toString(std::move(err)),
            "cannot write '" + path + "': No such file or directory");
  // A device is written in place, and its error is the stream's.
  Error full = write("/dev/full", "x");
  ASSERT_TRUE(bool(full));
  EXPECT_EQ(toString(std::move(full)),
            "cannot write '/dev/full': No space left on device");
}

TEST(InputFileTest, NonRegularFilesAreNamedByKind) {
  TempDir dir;
  std::string fifo = dir / "pipe";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  Error err = checkRegularFile(fifo);
  ASSERT_TRUE(bool(err));
  EXPECT_EQ(toString(std::move(err)),
            "'" + fifo + "' is a named pipe (FIFO), not a regular file");
  EXPECT_FALSE(bool(checkRegularFile(dir / "absent")));
  Error directory = checkRegularFile(dir.path.str());
  ASSERT_TRUE(bool(directory));
  consumeError(std::move(directory));
}

TEST(PathOverlapTest, ResolvesLinksAndMissingTails) {
  TempDir dir;
  ASSERT_FALSE(sys::fs::create_directory(dir / "data"));
  ASSERT_FALSE(sys::fs::create_link(dir / "data", dir / "link"));
  std::string data = resolvedPath(dir / "data");
  EXPECT_EQ(resolvedPath(dir / "link"), data);
  EXPECT_EQ(resolvedPath(dir / "link/new/../x"), data + "/x");
}

TEST(PathOverlapTest, EqualParentAndChildAreRefused) {
  TempDir dir;
  ASSERT_FALSE(sys::fs::create_directory(dir / "data"));
  auto check = [&](std::vector<NamedPath> paths) {
    Error err = checkPathOverlaps(paths);
    std::string text = err ? toString(std::move(err)) : "";
    return text;
  };
  // Siblings and names that only share a prefix are fine.
  EXPECT_EQ(check({{"--data", dir / "data", false, {}},
                   {"--dump", dir / "data2", true, {}},
                   {"--metrics", dir / "m.json", true, {}}}),
            "");
  EXPECT_NE(check({{"--data", dir / "data", false, {}},
                   {"--dump", dir / "data", true, {}}})
                .find("--dump '" + dir / "data" + "' and --data '" +
                      dir / "data" + "' are the same path"),
            std::string::npos);
  EXPECT_NE(check({{"--checkpoint-dir", dir / "out/ck", true, {}},
                   {"--dump", dir / "out", true, {}}})
                .find("overlap: the second holds the first"),
            std::string::npos);
  // Two inputs may overlap; an output may hold what it reads on purpose.
  EXPECT_EQ(check({{"--data", dir / "data", false, {}},
                   {"--init", dir / "data", false, {}}}),
            "");
  EXPECT_EQ(check({{"--resume", dir / "ck/step-3", false, {}},
                   {"--checkpoint-dir", dir / "ck", true, {"--resume"}}}),
            "");
  EXPECT_NE(check({{"--resume", dir / "ck/step-3", false, {}},
                   {"--dump", dir / "ck", true, {}}}),
            "");
}

} // namespace
