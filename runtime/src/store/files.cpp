//===- files.cpp - zero runtime: the offload store's file system work -----===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Every error here names the path, what was attempted and the system's
// message: an offload run fails on a disk it does not control (full, files
// removed by a cleanup job), and the message is all the user gets. Nothing
// removes a path without first checking that it is still the file this
// store created (same device and inode): a file replaced under the same
// name is someone else's.
//
//===----------------------------------------------------------------------===//

#include "internal.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

namespace zero::rt::store {

std::string errorText(int error) {
  char buffer[256];
  // The GNU strerror_r returns the message, in `buffer` or a static string.
  return strerror_r(error, buffer, sizeof(buffer));
}

namespace {

/// The most one pread/pwrite moves on Linux (0x7ffff000); larger transfers
/// loop.
constexpr int64_t kMaxIoBytes = 0x7ffff000;

zero_rt_status_t readFully(const Transfer &t) {
  int64_t done = 0;
  while (done < t.bytes) {
    size_t n = (size_t)std::min(t.bytes - done, kMaxIoBytes);
    ssize_t got = pread(t.fd, t.resident + done, n, t.offset + done);
    if (got < 0 && errno == EINTR)
      continue;
    if (got < 0)
      return ZERO_RT_ERROR(ZERO_RT_STATUS_IO_ERROR,
                           "pread of %lld bytes at offset %lld of offload "
                           "file %s failed: %s",
                           (long long)(t.bytes - done),
                           (long long)(t.offset + done), t.path->c_str(),
                           errorText(errno).c_str());
    if (got == 0)
      return ZERO_RT_ERROR(ZERO_RT_STATUS_IO_ERROR,
                           "pread of %lld bytes at offset %lld of offload "
                           "file %s hit the end of the file after %lld "
                           "bytes (was the file truncated?)",
                           (long long)t.bytes, (long long)t.offset,
                           t.path->c_str(), (long long)done);
    done += got;
  }
  return ZERO_RT_OK;
}

zero_rt_status_t writeFully(const Transfer &t) {
  int64_t done = 0;
  while (done < t.bytes) {
    size_t n = (size_t)std::min(t.bytes - done, kMaxIoBytes);
    ssize_t put = pwrite(t.fd, t.resident + done, n, t.offset + done);
    if (put < 0 && errno == EINTR)
      continue;
    if (put <= 0)
      return ZERO_RT_ERROR(ZERO_RT_STATUS_IO_ERROR,
                           "pwrite of %lld bytes at offset %lld of offload "
                           "file %s failed: %s",
                           (long long)(t.bytes - done),
                           (long long)(t.offset + done), t.path->c_str(),
                           put < 0 ? errorText(errno).c_str()
                                   : "no byte written");
    done += put;
  }
  return ZERO_RT_OK;
}

/// Whether `path` is still the file `fd` refers to.
bool sameFile(int fd, const std::string &path) {
  struct stat opened, named;
  return fstat(fd, &opened) == 0 && stat(path.c_str(), &named) == 0 &&
         opened.st_dev == named.st_dev && opened.st_ino == named.st_ino;
}

} // namespace

zero_rt_status_t runTransfer(const Transfer &t) {
  if (t.bytes == 0)
    return ZERO_RT_OK;
  if (t.kind == ZERO_RT_STORE_FILE)
    return t.write ? writeFully(t) : readFully(t);
  if (t.write)
    std::memcpy(t.storeAddr, t.resident, (size_t)t.bytes);
  else
    std::memcpy(t.resident, t.storeAddr, (size_t)t.bytes);
  return ZERO_RT_OK;
}

zero_rt_status_t createDirectory(const std::string &path) {
  if (mkdir(path.c_str(), 0700) == 0)
    return ZERO_RT_OK;
  int error = errno;
  if (error == EEXIST)
    return ZERO_RT_ERROR(ZERO_RT_STATUS_IO_ERROR,
                         "cannot create offload directory %s: it exists "
                         "already, and a store never reuses one (left by a "
                         "run that crashed? remove it if no run uses it)",
                         path.c_str());
  return ZERO_RT_ERROR(ZERO_RT_STATUS_IO_ERROR,
                       "cannot create offload directory %s: %s", path.c_str(),
                       errorText(error).c_str());
}

zero_rt_status_t createMappedFile(const std::string &path, int64_t bytes,
                                  Allocation &allocation) {
  int fd = open(path.c_str(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  if (fd < 0)
    return ZERO_RT_ERROR(ZERO_RT_STATUS_IO_ERROR,
                         "cannot create offload file %s: %s", path.c_str(),
                         errorText(errno).c_str());
  auto fail = [&](zero_rt_status_t status) {
    unlink(path.c_str());
    close(fd);
    return status;
  };
  if (bytes > 0) {
    // Reserved now, so a full disk fails here with a message, not later as
    // a SIGBUS through the mapping or an ENOSPC in the middle of a step.
    int error;
    do
      error = posix_fallocate(fd, 0, (off_t)bytes);
    while (error == EINTR);
    if (error != 0) {
      struct statvfs fs;
      std::string space =
          fstatvfs(fd, &fs) == 0
              ? format("; the file system has %lld bytes free",
                       (long long)fs.f_bavail * (long long)fs.f_frsize)
              : std::string();
      return fail(ZERO_RT_ERROR(
          ZERO_RT_STATUS_IO_ERROR,
          "cannot reserve %lld bytes for offload file %s (posix_fallocate): "
          "%s%s",
          (long long)bytes, path.c_str(), errorText(error).c_str(),
          space.c_str()));
    }
  }
  size_t length = (size_t)std::max<int64_t>(bytes, 1);
  void *base = mmap(nullptr, length, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  if (base == MAP_FAILED)
    return fail(ZERO_RT_ERROR(
        ZERO_RT_STATUS_IO_ERROR, "cannot map %lld bytes of offload file %s: %s",
        (long long)bytes, path.c_str(), errorText(errno).c_str()));
  allocation.base = static_cast<char *>(base);
  allocation.bytes = bytes;
  allocation.mapLength = length;
  allocation.fd = fd;
  allocation.path = path;
  return ZERO_RT_OK;
}

zero_rt_status_t releaseMappedFile(Allocation &allocation) {
  zero_rt_status_t status = ZERO_RT_OK;
  if (munmap(allocation.base, allocation.mapLength) != 0)
    status = ZERO_RT_ERROR(ZERO_RT_STATUS_IO_ERROR,
                           "cannot unmap offload file %s: %s",
                           allocation.path.c_str(), errorText(errno).c_str());
  if (sameFile(allocation.fd, allocation.path) &&
      unlink(allocation.path.c_str()) != 0 && errno != ENOENT && !status)
    status = ZERO_RT_ERROR(ZERO_RT_STATUS_IO_ERROR,
                           "cannot remove offload file %s: %s",
                           allocation.path.c_str(), errorText(errno).c_str());
  close(allocation.fd);
  allocation.fd = -1;
  return status;
}

void unlinkMappedFile(const Allocation &allocation) {
  if (allocation.fd >= 0 && sameFile(allocation.fd, allocation.path))
    unlink(allocation.path.c_str());
}

zero_rt_status_t checkMappedFile(const Allocation &allocation) {
  struct stat st;
  if (fstat(allocation.fd, &st) != 0)
    return ZERO_RT_ERROR(ZERO_RT_STATUS_IO_ERROR,
                         "cannot stat offload file %s: %s",
                         allocation.path.c_str(), errorText(errno).c_str());
  if (st.st_nlink == 0)
    return ZERO_RT_ERROR(
        ZERO_RT_STATUS_IO_ERROR,
        "offload file %s was removed while the run uses it (st_nlink = 0); "
        "its %lld bytes now live only in this process and are lost at exit",
        allocation.path.c_str(), (long long)allocation.bytes);
  if (st.st_size < allocation.bytes)
    return ZERO_RT_ERROR(ZERO_RT_STATUS_IO_ERROR,
                         "offload file %s was truncated to %lld bytes, but "
                         "holds an allocation of %lld bytes",
                         allocation.path.c_str(), (long long)st.st_size,
                         (long long)allocation.bytes);
  return ZERO_RT_OK;
}

} // namespace zero::rt::store
