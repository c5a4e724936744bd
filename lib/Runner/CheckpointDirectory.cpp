//===- CheckpointDirectory.cpp - one run owns a checkpoint dir ------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/CheckpointDirectory.h"

#include "zero/Runner/OutputFiles.h"
#include "zero/Support/AtomicFile.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Regex.h"

#include <cerrno>
#include <chrono>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace llvm;
using namespace mlir::zero;
using namespace mlir::zero::runner;

namespace {

constexpr StringLiteral kManifestName = "zero-checkpoints.json";
constexpr StringLiteral kLockName = "zero-checkpoints.lock";
constexpr StringLiteral kManifestFormat = "zero-checkpoint-directory";
constexpr int64_t kManifestVersion = 1;

Error error(const Twine &message) {
  return createStringError(inconvertibleErrorCode(), message);
}

/// lstat(2): the entry itself, a link not followed.
std::optional<sys::fs::file_type> entryType(const std::string &path) {
  sys::fs::file_status status;
  if (sys::fs::status(path, status, /*follow=*/false))
    return std::nullopt;
  return status.type();
}

/// The files a checkpoint entry consists of: its index, the rank files,
/// and the temporaries writeFileAtomically leaves when killed mid-write.
bool isCheckpointFileName(StringRef name) {
  static const Regex file(
      "^(index\\.json|rank[0-9]+\\.bin)(\\.tmp-[A-Za-z0-9]+)?$");
  return file.match(name);
}

/// Names zero gives the entries of a checkpoint directory.
bool isEntryName(StringRef name) {
  static const Regex entry("^step-[0-9]+(\\.tmp|\\.old)?$");
  return entry.match(name);
}

/// Whether `path` is a checkpoint entry in zero's format: a real directory
/// (not a link) of nothing but checkpoint files, and for a published
/// `step-<K>` an index.json of format zero-checkpoint.
bool isZeroEntry(const std::string &path) {
  if (entryType(path) != sys::fs::file_type::directory_file)
    return false;
  std::error_code ec;
  bool hasIndex = false;
  for (sys::fs::directory_iterator it(path, ec, /*follow=*/false), end;
       !ec && it != end; it.increment(ec)) {
    StringRef name = sys::path::filename(it->path());
    if (!isCheckpointFileName(name) ||
        it->type() != sys::fs::file_type::regular_file)
      return false;
    hasIndex |= name == "index.json";
  }
  if (ec)
    return false;
  StringRef base = sys::path::filename(path);
  if (base.ends_with(".tmp") || base.ends_with(".old"))
    return true;
  if (!hasIndex)
    return false;
  SmallString<256> index(path);
  sys::path::append(index, "index.json");
  auto text = MemoryBuffer::getFile(index);
  if (!text)
    return false;
  Expected<json::Value> parsed = json::parse((*text)->getBuffer());
  if (!parsed) {
    consumeError(parsed.takeError());
    return false;
  }
  const json::Object *root = parsed->getAsObject();
  return root &&
         root->getString("format") == std::optional<StringRef>("zero-checkpoint");
}

/// The manifest of `dir`, if any: its run id and the entries it lists that
/// exist. An error names a manifest that is not one.
Error readManifest(StringRef dir, std::string &runIdOut,
                   std::vector<std::string> &listed) {
  SmallString<256> manifestPath(dir);
  sys::path::append(manifestPath, kManifestName);
  if (!entryType(manifestPath.str().str()))
    return Error::success();
  auto text = MemoryBuffer::getFile(manifestPath);
  if (!text)
    return error("cannot read checkpoint manifest '" + manifestPath +
                 "': " + text.getError().message());
  Expected<json::Value> parsed = json::parse((*text)->getBuffer());
  if (!parsed)
    consumeError(parsed.takeError());
  const json::Object *root = parsed ? parsed->getAsObject() : nullptr;
  const json::Array *entries = root ? root->getArray("entries") : nullptr;
  std::optional<StringRef> runId =
      root ? root->getString("run_id") : std::nullopt;
  if (!root ||
      root->getString("format") != std::optional<StringRef>(kManifestFormat) ||
      !entries || !runId)
    return error("checkpoint manifest '" + manifestPath + "' is not a " +
                 kManifestFormat +
                 " manifest (corrupted?); zero will not guess which entries "
                 "are its own: move the directory aside or choose another");
  runIdOut = runId->str();
  for (const json::Value &e : *entries) {
    std::optional<StringRef> name = e.getAsString();
    SmallString<256> path(dir);
    if (name)
      sys::path::append(path, *name);
    // Only names zero gives: a manifest never makes anything else ours.
    if (name && isEntryName(*name) && entryType(path.str().str()))
      listed.push_back(name->str());
  }
  return Error::success();
}

std::string newRunId() {
  std::time_t now = std::time(nullptr);
  char stamp[32];
  std::strftime(stamp, sizeof(stamp), "%Y%m%dT%H%M%SZ", std::gmtime(&now));
  uint64_t random = (uint64_t(sys::Process::GetRandomNumber()) << 32) ^
                    sys::Process::GetRandomNumber() ^ uint64_t(::getpid());
  return std::string(stamp) + "-" + utohexstr(random & 0xffffffffffULL, true);
}

std::string hostName() {
  char name[256] = {0};
  if (::gethostname(name, sizeof(name) - 1) != 0)
    return "unknown host";
  return name;
}

/// The holder line a locked directory's lock file carries.
std::string readHolder(int fd) {
  char buffer[512];
  ssize_t n = ::pread(fd, buffer, sizeof(buffer) - 1, 0);
  if (n <= 0)
    return "holder unknown";
  return StringRef(buffer, n).trim().str();
}

} // namespace

std::optional<std::string>
CheckpointDirectory::latestCheckpoint(StringRef dir) {
  std::string runId;
  std::vector<std::string> listed;
  if (Error err = readManifest(dir, runId, listed)) {
    consumeError(std::move(err));
    return std::nullopt;
  }
  static const Regex published("^step-[0-9]+$");
  for (auto it = listed.rbegin(); it != listed.rend(); ++it)
    if (published.match(*it))
      return *it;
  return std::nullopt;
}

std::string CheckpointDirectory::stepName(int64_t step) {
  return "step-" + std::to_string(step);
}
std::string CheckpointDirectory::tmpName(int64_t step) {
  return stepName(step) + ".tmp";
}

std::string CheckpointDirectory::pathOf(StringRef name) const {
  SmallString<256> path(dir);
  sys::path::append(path, name);
  return path.str().str();
}

CheckpointDirectory::~CheckpointDirectory() {
  if (lockFd >= 0)
    ::close(lockFd); // drops the lock; the file stays (removing it races)
}

Error CheckpointDirectory::check(StringRef dir, CheckpointOwnership ownership) {
  auto checked = openOrCheck(dir, ownership, /*create=*/false);
  return checked ? Error::success() : checked.takeError();
}

Expected<std::unique_ptr<CheckpointDirectory>>
CheckpointDirectory::open(StringRef dir, CheckpointOwnership ownership) {
  return openOrCheck(dir, ownership, /*create=*/true);
}

Expected<std::unique_ptr<CheckpointDirectory>>
CheckpointDirectory::openOrCheck(StringRef dirPath,
                                 CheckpointOwnership ownership, bool create) {
  std::unique_ptr<CheckpointDirectory> self(new CheckpointDirectory());
  self->dir = dirPath.str();
  const std::string &dir = self->dir;
  if (sys::fs::exists(dir) && !sys::fs::is_directory(dir))
    return error("--checkpoint-dir '" + dir +
                 "' exists and is not a directory");
  if (!sys::fs::exists(dir)) {
    if (!create) {
      if (Error err = checkCreatableDirectory(dir))
        return error("cannot create checkpoint directory '" + dir +
                     "': " + toString(std::move(err)));
      return std::move(self);
    }
    if (std::error_code ec = sys::fs::create_directories(dir))
      return error("cannot create checkpoint directory '" + dir +
                   "': " + ec.message());
  }
  if (::access(dir.c_str(), W_OK | X_OK) != 0)
    return error("cannot write checkpoint directory '" + dir +
                 "': " + std::strerror(errno));

  // The lock, held until this object goes (the process ends). A check only
  // asks whether another process holds it.
  std::string lockPath = self->pathOf(kLockName);
  int fd = ::open(lockPath.c_str(),
                  O_RDWR | O_NOFOLLOW | O_CLOEXEC | (create ? O_CREAT : 0),
                  0666);
  if (fd < 0 && (create || errno != ENOENT))
    return error("cannot use checkpoint directory '" + dir +
                 "': cannot open its lock file '" + lockPath +
                 "': " + std::strerror(errno));
  self->lockFd = fd;
  bool locked = false;
  if (fd >= 0 && create) {
    locked = bool(sys::fs::tryLockFile(fd, std::chrono::milliseconds(0)));
  } else if (fd >= 0) {
    struct flock probe = {};
    probe.l_type = F_WRLCK;
    probe.l_whence = SEEK_SET;
    locked = ::fcntl(fd, F_GETLK, &probe) == 0 && probe.l_type != F_UNLCK;
  }
  if (locked)
    return error("checkpoint directory '" + dir +
                 "' is in use by another run (" + readHolder(fd) +
                 ", lock '" + lockPath +
                 "'); wait for it to end or choose another directory");

  // What the directory holds: the manifest's entries, and checkpoints in
  // zero's format that no manifest lists (written before manifests).
  std::string previousRun;
  std::vector<std::string> listed;
  if (Error err = readManifest(dir, previousRun, listed))
    return std::move(err);
  std::vector<std::string> unlisted;
  std::error_code ec;
  for (sys::fs::directory_iterator it(dir, ec, /*follow=*/false), end;
       !ec && it != end; it.increment(ec)) {
    std::string name = sys::path::filename(it->path()).str();
    if (isEntryName(name) && !is_contained(listed, name) &&
        isZeroEntry(it->path()))
      unlisted.push_back(name);
  }
  if (ec)
    return error("cannot list checkpoint directory '" + dir +
                 "': " + ec.message());
  llvm::sort(unlisted);

  switch (ownership) {
  case CheckpointOwnership::Fresh:
    if (!listed.empty() || !unlisted.empty()) {
      std::string what = !listed.empty() ? listed.front() : unlisted.front();
      return error("checkpoint directory '" + dir +
                   "' holds checkpoints of another run (" +
                   (previousRun.empty() ? std::string("no manifest")
                                        : "run id " + previousRun) +
                   ": '" + what +
                   "'); continue that run with --resume=" + dir +
                   ", replace its checkpoints with --checkpoint-overwrite, "
                   "or choose another directory");
    }
    self->id = newRunId();
    break;
  case CheckpointOwnership::Continue:
    self->id = previousRun.empty() ? newRunId() : previousRun;
    self->owned = listed;
    append_range(self->owned, unlisted);
    break;
  case CheckpointOwnership::Overwrite:
    self->id = newRunId();
    self->owned = listed;
    append_range(self->owned, unlisted);
    break;
  }

  if (!create)
    return std::move(self);
  std::string holder = formatv("pid {0} on {1}, run id {2}", ::getpid(),
                               hostName(), self->id)
                           .str() +
                       "\n";
  if (::ftruncate(fd, 0) != 0 ||
      ::pwrite(fd, holder.data(), holder.size(), 0) != ssize_t(holder.size()))
    return error("cannot write lock file '" + lockPath +
                 "': " + std::strerror(errno));
  if (Error err = self->writeManifest())
    return std::move(err);
  return std::move(self);
}

Error CheckpointDirectory::writeManifest() {
  json::Array entries;
  for (const std::string &name : owned)
    entries.push_back(name);
  json::Value manifest(json::Object{{"format", kManifestFormat},
                                    {"version", kManifestVersion},
                                    {"run_id", id},
                                    {"entries", std::move(entries)}});
  return mlir::zero::writeFileAtomically(
      pathOf(kManifestName), [&](raw_ostream &os) {
        os << formatv("{0:2}", manifest) << "\n";
        return Error::success();
      });
}

Error CheckpointDirectory::removeEntry(const std::string &name) {
  std::string path = pathOf(name);
  std::optional<sys::fs::file_type> type = entryType(path);
  // Gone already, or replaced by something that is not a checkpoint
  // (a link, a file): not ours to touch.
  if (type != sys::fs::file_type::directory_file)
    return Error::success();
  std::error_code ec;
  std::vector<std::string> files;
  for (sys::fs::directory_iterator it(path, ec, /*follow=*/false), end;
       !ec && it != end; it.increment(ec))
    if (isCheckpointFileName(sys::path::filename(it->path())) &&
        it->type() == sys::fs::file_type::regular_file)
      files.push_back(it->path());
  if (ec)
    return error("cannot list '" + path + "': " + ec.message());
  for (const std::string &file : files)
    if (std::error_code rm = sys::fs::remove(file))
      return error("cannot remove '" + file + "': " + rm.message());
  // Fails (and keeps it) if anything else is inside: not ours.
  (void)sys::fs::remove(path);
  return Error::success();
}

Error CheckpointDirectory::prepare(int64_t step) {
  std::string tmp = tmpName(step), path = pathOf(tmp);
  if (!is_contained(owned, tmp)) {
    if (entryType(path))
      return error("'" + path +
                   "' exists and was not written by this run; move it "
                   "aside or choose another checkpoint directory");
    owned.push_back(tmp);
    if (Error err = writeManifest())
      return err;
  }
  if (Error err = removeEntry(tmp))
    return err;
  if (std::error_code ec = sys::fs::create_directory(path, /*IgnoreExisting=*/false))
    return error("cannot create '" + path + "': " + ec.message());
  return Error::success();
}

Error CheckpointDirectory::publish(int64_t step) {
  std::string tmp = tmpName(step), final = stepName(step),
              aside = final + ".old";
  // This run's earlier checkpoint of the same step (a resume that writes
  // step K again) moves aside: rename does not replace a non-empty
  // directory, and it must stay until the new one is in place.
  if (entryType(pathOf(final))) {
    if (!is_contained(owned, final))
      return error("refusing to replace '" + pathOf(final) +
                   "', which this run did not write");
    if (entryType(pathOf(aside))) {
      if (!is_contained(owned, aside))
        return error("refusing to replace '" + pathOf(aside) +
                     "', which this run did not write");
      if (Error err = removeEntry(aside))
        return err;
    }
    if (!is_contained(owned, aside)) {
      owned.push_back(aside);
      if (Error err = writeManifest())
        return err;
    }
    if (std::error_code ec = sys::fs::rename(pathOf(final), pathOf(aside)))
      return error("cannot move '" + pathOf(final) + "' aside: " +
                   ec.message());
  }
  if (std::error_code ec = sys::fs::rename(pathOf(tmp), pathOf(final)))
    return error("cannot rename '" + pathOf(tmp) + "' to '" + pathOf(final) +
                 "': " + ec.message());
  if (Error err = syncDirectory(dir))
    return err;
  llvm::erase(owned, tmp);
  llvm::erase(owned, final);
  owned.push_back(final);
  if (Error err = writeManifest())
    return err;
  // Only now is the previous checkpoint no longer needed.
  std::vector<std::string> old(owned.begin(), owned.end() - 1);
  for (const std::string &name : old) {
    if (Error err = removeEntry(name))
      return err;
    llvm::erase(owned, name);
  }
  return writeManifest();
}
