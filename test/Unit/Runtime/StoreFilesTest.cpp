//===- StoreFilesTest.cpp - the file store on a real file system ----------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// What a file store does to the disk and how it fails: its directory is
// new (an existing one is refused, never reused), it removes only what it
// created, the mapping and the transfers see the same bytes (the file's,
// read back with plain pread), and a directory it cannot write, a file
// system without room, a removed or truncated file each give an error that
// names the path.
//
//===----------------------------------------------------------------------===//

#include "StoreTestUtils.h"

#include "zero/runtime/store.h"

#include "gtest/gtest.h"

#include <cstring>
#include <fstream>
#include <numeric>
#include <string>
#include <vector>

#include <fcntl.h>
#include <sched.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using zero::test::message;
using zero::test::storeDirectory;
using zero::test::TempDir;
namespace fs = std::filesystem;

namespace {

void touch(const std::string &path, const std::string &text) {
  std::ofstream(path) << text;
}

std::string contents(const std::string &path) {
  std::ifstream in(path);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

zero_rt_store_t *createFileStore(const std::string &dir, int64_t rank) {
  zero_rt_store_t *store = nullptr;
  EXPECT_EQ(message(zero_rt_store_create(ZERO_RT_STORE_FILE, dir.c_str(), rank,
                                         &store)),
            "");
  return store;
}

void *alloc(zero_rt_store_t *store, int64_t bytes) {
  void *ptr = nullptr;
  EXPECT_EQ(message(zero_rt_store_alloc(store, bytes, &ptr)), "");
  return ptr;
}

TEST(StoreFilesTest, EachAllocationIsAReservedFileInANewDirectory) {
  TempDir dir;
  zero_rt_store_t *store = createFileStore(dir.path, 3);
  std::string own = storeDirectory(dir.path, 3);
  EXPECT_EQ(zero_rt_store_directory(store), own);
  EXPECT_TRUE(fs::is_directory(own));
  EXPECT_EQ(fs::status(own).permissions() & fs::perms::all,
            fs::perms::owner_all);
  alloc(store, 10000);
  alloc(store, 0);
  alloc(store, 1 << 20);
  EXPECT_EQ(fs::file_size(own + "/t0.bin"), 10000u);
  EXPECT_EQ(fs::file_size(own + "/t1.bin"), 0u);
  EXPECT_EQ(fs::file_size(own + "/t2.bin"), 1u << 20);
  // posix_fallocate reserved the blocks: none of the file is a hole.
  struct stat st;
  ASSERT_EQ(stat((own + "/t2.bin").c_str(), &st), 0);
  EXPECT_GE((int64_t)st.st_blocks * 512, 1 << 20);
  EXPECT_EQ(message(zero_rt_store_check(store)), "");
  EXPECT_EQ(message(zero_rt_store_destroy(store)), "");
  EXPECT_FALSE(fs::exists(own));
}

/// Transfers are real I/O on the file, and the mapping is the file: each
/// sees what the other wrote, and so does a plain pread of the path.
TEST(StoreFilesTest, MappingTransfersAndTheFileAgree) {
  TempDir dir;
  zero_rt_store_t *store = createFileStore(dir.path, 0);
  const size_t n = 5000;
  auto *mapped = static_cast<int32_t *>(alloc(store, n * sizeof(int32_t)));
  std::vector<int32_t> in(n);
  std::iota(in.begin(), in.end(), 17);
  ASSERT_EQ(message(zero_rt_store_write(store, in.data(), mapped,
                                        n * sizeof(int32_t))),
            "");
  for (size_t i = 0; i < n; ++i)
    ASSERT_EQ(mapped[i], in[i]) << i;
  int fd = open((storeDirectory(dir.path, 0) + "/t0.bin").c_str(), O_RDONLY);
  ASSERT_GE(fd, 0);
  std::vector<int32_t> onDisk(n);
  ASSERT_EQ(pread(fd, onDisk.data(), n * sizeof(int32_t), 0),
            (ssize_t)(n * sizeof(int32_t)));
  EXPECT_EQ(onDisk, in);
  // Written through the pointer, read by an asynchronous transfer.
  for (size_t i = 0; i < n; ++i)
    mapped[i] = -(int32_t)i;
  std::vector<int32_t> out(n);
  zero_rt_store_request_t *r = nullptr;
  ASSERT_EQ(message(zero_rt_store_read_start(store, mapped, out.data(),
                                             n * sizeof(int32_t), &r)),
            "");
  ASSERT_EQ(message(zero_rt_store_wait(r)), "");
  for (size_t i = 0; i < n; ++i)
    ASSERT_EQ(out[i], -(int32_t)i) << i;
  ASSERT_EQ(pread(fd, onDisk.data(), sizeof(int32_t), 4 * sizeof(int32_t)),
            (ssize_t)sizeof(int32_t));
  EXPECT_EQ(onDisk[0], -4);
  close(fd);
  EXPECT_EQ(message(zero_rt_store_destroy(store)), "");
}

TEST(StoreFilesTest, CreateRefusesAnExistingDirectoryAndTouchesNothing) {
  TempDir dir;
  std::string own = storeDirectory(dir.path, 5);
  ASSERT_TRUE(fs::create_directory(own));
  touch(own + "/t0.bin", "someone else's");
  zero_rt_store_t *store = reinterpret_cast<zero_rt_store_t *>(1);
  std::string text = message(
      zero_rt_store_create(ZERO_RT_STORE_FILE, dir.path.c_str(), 5, &store));
  EXPECT_NE(text.find("cannot create offload directory " + own +
                      ": it exists already, and a store never reuses one"),
            std::string::npos)
      << text;
  EXPECT_EQ(store, nullptr);
  EXPECT_EQ(contents(own + "/t0.bin"), "someone else's");
  // Another rank's directory in the same place is a different one.
  store = createFileStore(dir.path, 6);
  EXPECT_EQ(message(zero_rt_store_destroy(store)), "");
  EXPECT_EQ(contents(own + "/t0.bin"), "someone else's");
}

TEST(StoreFilesTest, DestroyRemovesOnlyWhatTheStoreCreated) {
  TempDir dir;
  touch(dir.path + "/beside.txt", "neighbour");
  zero_rt_store_t *store = createFileStore(dir.path, 0);
  std::string own = storeDirectory(dir.path, 0);
  void *freed = alloc(store, 100);
  alloc(store, 200);
  alloc(store, 300);
  EXPECT_EQ(message(zero_rt_store_free(store, freed)), "");
  EXPECT_FALSE(fs::exists(own + "/t0.bin"));
  // A file someone else put into the store's directory, and one that
  // replaced a file of the store under the same name.
  touch(own + "/intruder.txt", "mine");
  ASSERT_EQ(unlink((own + "/t2.bin").c_str()), 0);
  touch(own + "/t2.bin", "replacement");
  std::string text = message(zero_rt_store_destroy(store));
  EXPECT_NE(text.find("offload directory " + own + " was not removed"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("holds files this store did not create"),
            std::string::npos)
      << text;
  EXPECT_FALSE(fs::exists(own + "/t1.bin"));
  EXPECT_EQ(contents(own + "/intruder.txt"), "mine");
  EXPECT_EQ(contents(own + "/t2.bin"), "replacement");
  EXPECT_EQ(contents(dir.path + "/beside.txt"), "neighbour");
}

TEST(StoreFilesTest, RemovedOrTruncatedFilesAreReportedByCheck) {
  TempDir dir;
  zero_rt_store_t *store = createFileStore(dir.path, 1);
  std::string own = storeDirectory(dir.path, 1);
  alloc(store, 4096);
  alloc(store, 4096);
  EXPECT_EQ(message(zero_rt_store_check(store)), "");
  ASSERT_EQ(unlink((own + "/t1.bin").c_str()), 0);
  std::string text = message(zero_rt_store_check(store));
  EXPECT_NE(text.find("offload file " + own +
                      "/t1.bin was removed while the run uses it "
                      "(st_nlink = 0)"),
            std::string::npos)
      << text;
  TempDir dir2;
  zero_rt_store_t *store2 = createFileStore(dir2.path, 1);
  alloc(store2, 4096);
  ASSERT_EQ(truncate((storeDirectory(dir2.path, 1) + "/t0.bin").c_str(), 10),
            0);
  text = message(zero_rt_store_check(store2));
  EXPECT_NE(text.find("t0.bin was truncated to 10 bytes, but holds an "
                      "allocation of 4096 bytes"),
            std::string::npos)
      << text;
  // Destroy still cleans up around the removed file.
  EXPECT_EQ(message(zero_rt_store_destroy(store)), "");
  EXPECT_EQ(message(zero_rt_store_destroy(store2)), "");
  EXPECT_TRUE(fs::is_empty(dir.path));
  EXPECT_TRUE(fs::is_empty(dir2.path));
}

/// An I/O error of an asynchronous transfer is the wait's status, naming
/// the file, the operation and what went wrong.
TEST(StoreFilesTest, AnIoErrorIsReportedAtTheWait) {
  TempDir dir;
  zero_rt_store_t *store = createFileStore(dir.path, 2);
  void *p = alloc(store, 8192);
  std::string file = storeDirectory(dir.path, 2) + "/t0.bin";
  ASSERT_EQ(truncate(file.c_str(), 100), 0);
  std::vector<char> out(4096);
  zero_rt_store_request_t *r = nullptr;
  ASSERT_EQ(message(zero_rt_store_read_start(
                store, static_cast<char *>(p) + 4096, out.data(), 4096, &r)),
            "");
  zero_rt_status_t status = zero_rt_store_wait(r);
  EXPECT_EQ(zero_rt_status_code(status), ZERO_RT_STATUS_IO_ERROR);
  std::string text = message(status);
  EXPECT_NE(text.find("pread of 4096 bytes at offset 4096 of offload file " +
                      file + " hit the end of the file after 0 bytes"),
            std::string::npos)
      << text;
  text = message(zero_rt_store_read(store, p, out.data(), 200));
  EXPECT_NE(text.find("pread of 200 bytes at offset 0 of offload file " + file +
                      " hit the end of the file after 100 bytes"),
            std::string::npos)
      << text;
  EXPECT_EQ(message(zero_rt_store_destroy(store)), "");
}

TEST(StoreFilesTest, ADirectoryThatCannotHoldTheStoreIsAnError) {
  TempDir dir;
  // Under a regular file: fails for every user, root included.
  touch(dir.path + "/plain", "");
  zero_rt_store_t *store = nullptr;
  std::string parent = dir.path + "/plain";
  std::string text = message(
      zero_rt_store_create(ZERO_RT_STORE_FILE, parent.c_str(), 0, &store));
  EXPECT_NE(text.find("cannot create offload directory " +
                      storeDirectory(parent, 0) + ": Not a directory"),
            std::string::npos)
      << text;
  std::string missing = dir.path + "/missing";
  text = message(
      zero_rt_store_create(ZERO_RT_STORE_FILE, missing.c_str(), 0, &store));
  EXPECT_NE(text.find(": No such file or directory"), std::string::npos)
      << text;
  EXPECT_EQ(store, nullptr);
}

TEST(StoreFilesTest, AReadOnlyDirectoryIsAnError) {
  if (geteuid() == 0)
    GTEST_SKIP() << "running as root, which writes into a mode 0500 "
                    "directory anyway; the error path is covered by "
                    "ADirectoryThatCannotHoldTheStoreIsAnError";
  TempDir dir;
  std::string readOnly = dir.path + "/ro";
  ASSERT_EQ(mkdir(readOnly.c_str(), 0500), 0);
  zero_rt_store_t *store = nullptr;
  std::string text = message(
      zero_rt_store_create(ZERO_RT_STORE_FILE, readOnly.c_str(), 0, &store));
  EXPECT_NE(text.find("cannot create offload directory " +
                      storeDirectory(readOnly, 0) + ": Permission denied"),
            std::string::npos)
      << text;
  EXPECT_EQ(store, nullptr);
}

/// A file larger than the file system allows fails at the allocation,
/// naming the file and the bytes, and leaves no file behind.
TEST(StoreFilesTest, AnAllocationTheFileSystemCannotHoldFailsUpFront) {
  TempDir dir;
  zero_rt_store_t *store = createFileStore(dir.path, 0);
  std::string own = storeDirectory(dir.path, 0);
  void *p = reinterpret_cast<void *>(1);
  const int64_t petabyte = int64_t(1) << 50;
  zero_rt_status_t status = zero_rt_store_alloc(store, petabyte, &p);
  EXPECT_EQ(zero_rt_status_code(status), ZERO_RT_STATUS_IO_ERROR);
  std::string text = message(status);
  EXPECT_NE(text.find("cannot reserve 1125899906842624 bytes for offload "
                      "file " +
                      own + "/t0.bin (posix_fallocate): "),
            std::string::npos)
      << text;
  // ext4, xfs: EFBIG; file systems with a larger limit: ENOSPC.
  EXPECT_TRUE(text.find("File too large") != std::string::npos ||
              text.find("No space left on device") != std::string::npos)
      << text;
  EXPECT_NE(text.find("bytes free"), std::string::npos) << text;
  EXPECT_EQ(p, nullptr);
  EXPECT_TRUE(fs::is_empty(own));
  // The store goes on: the next allocation is t1.bin.
  alloc(store, 10);
  EXPECT_TRUE(fs::exists(own + "/t1.bin"));
  zero_rt_store_stats_t s;
  zero_rt_store_query_stats(store, &s);
  EXPECT_EQ(s.current_bytes[ZERO_RT_STORE_FILE], 10);
  EXPECT_EQ(message(zero_rt_store_destroy(store)), "");
}

/// A full file system (a 64 KiB tmpfs) gives ENOSPC at the allocation.
/// Mounting needs privileges: the child process mounts in a mount namespace
/// of its own, which disappears with it; without the privilege the test is
/// skipped.
TEST(StoreFilesTest, AFullFileSystemFailsUpFrontWithNoSpace) {
  TempDir dir;
  std::string mountPoint = dir.path + "/small";
  ASSERT_EQ(mkdir(mountPoint.c_str(), 0700), 0);
  int pipeFds[2];
  ASSERT_EQ(pipe(pipeFds), 0);
  pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    close(pipeFds[0]);
    if (unshare(CLONE_NEWNS) != 0 ||
        mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0 ||
        mount("tmpfs", mountPoint.c_str(), "tmpfs", 0, "size=64k") != 0)
      _exit(77);
    zero_rt_store_t *store = nullptr;
    std::string text = message(zero_rt_store_create(
        ZERO_RT_STORE_FILE, mountPoint.c_str(), 0, &store));
    void *p = nullptr;
    if (text.empty())
      text = message(zero_rt_store_alloc(store, 1 << 20, &p));
    // The store directory must be gone after destroy, even on tmpfs.
    std::string destroyed = message(zero_rt_store_destroy(store));
    text += "|" + destroyed + "|" +
            (fs::exists(storeDirectory(mountPoint, 0)) ? "left" : "gone");
    (void)!write(pipeFds[1], text.data(), text.size());
    _exit(0);
  }
  close(pipeFds[1]);
  std::string text;
  char buffer[512];
  ssize_t got;
  while ((got = read(pipeFds[0], buffer, sizeof(buffer))) > 0)
    text.append(buffer, got);
  close(pipeFds[0]);
  int wstatus = 0;
  ASSERT_EQ(waitpid(child, &wstatus, 0), child);
  ASSERT_TRUE(WIFEXITED(wstatus));
  if (WEXITSTATUS(wstatus) == 77)
    GTEST_SKIP() << "cannot mount a tmpfs in a private mount namespace "
                    "(needs CAP_SYS_ADMIN)";
  // The child's pid names its store directory.
  EXPECT_NE(text.find("cannot reserve 1048576 bytes for offload file " +
                      storeDirectory(mountPoint, 0, child) +
                      "/t0.bin (posix_fallocate): No space left on device; "
                      "the file system has 65536 bytes free"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("||gone"), std::string::npos) << text;
}

} // namespace
