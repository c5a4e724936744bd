//===- Checkpoint.cpp - sharded, crash-safe training checkpoints ----------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/Checkpoint.h"
#include "zero/Runner/CheckpointIndex.h"

#include "zero/Runner/CheckpointDirectory.h"
#include "zero/Runner/RankContext.h"
#include "zero/Support/AtomicFile.h"
#include "zero/Support/InputFile.h"

#include "zero/runtime/comm.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CRC.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <map>
#include <tuple>
#include <unistd.h>

using namespace llvm;
using namespace mlir::zero;
using namespace mlir::zero::runner;

namespace {

constexpr StringLiteral kFormat = "zero-checkpoint";
// Version 2: the index carries its own SHA-256 (CheckpointIndex.h).
constexpr int64_t kVersion = 2;
constexpr StringLiteral kIndexName = "index.json";

Error error(const Twine &message) {
  return createStringError(inconvertibleErrorCode(), message);
}

/// What a checkpoint holds: the state a step carries to the next one. A
/// buffer is whole on every rank and written once, by rank 0 (its value is
/// what every rank resumes from).
bool isModelState(ArgRole role) {
  return role == ArgRole::Param || role == ArgRole::OptState ||
         role == ArgRole::Buffer;
}

std::string pathIn(StringRef dir, const Twine &name) {
  SmallString<256> path(dir);
  sys::path::append(path, name);
  return std::string(path);
}

std::string rankFileName(int64_t rank) {
  return "rank" + std::to_string(rank) + ".bin";
}

std::string shapeString(ArrayRef<int64_t> shape) {
  std::string s = "(";
  for (size_t i = 0; i < shape.size(); ++i)
    s += (i ? ", " : "") + std::to_string(shape[i]);
  return s + (shape.size() == 1 ? ",)" : ")");
}

/// One contiguous run of a logical tensor's flat elements in a rank's file.
struct Piece {
  int64_t rank = 0;
  int64_t offset = 0; // bytes into the rank's file
  int64_t begin = 0;  // first element of the logical tensor
  int64_t count = 0;  // elements
};

/// Where every model-state argument's elements go when `worldSize` ranks
/// write `sig`'s layout: a sharded tensor's rank r holds elements
/// [r*s, min((r+1)*s, n)) (the padding past n is not written), written by
/// the first block of `sig.shardGroup` ranks (the other blocks hold the
/// same shards); a replicated one is written once, by rank 0. Each rank's
/// file is its pieces in argument order.
std::vector<std::vector<Piece>> planPieces(const StepSignature &sig,
                                           int64_t worldSize) {
  std::vector<std::vector<Piece>> pieces(sig.args.size());
  std::vector<int64_t> cursor(worldSize, 0);
  for (size_t i = 0; i < sig.args.size(); ++i) {
    const BoundaryTensor &spec = sig.args[i].tensor;
    if (!isModelState(sig.args[i].role))
      continue;
    int64_t n = spec.logicalNumElements(), elt = spec.elementBytes();
    if (!spec.sharded) {
      pieces[i].push_back({0, cursor[0], 0, n});
      cursor[0] += n * elt;
      continue;
    }
    int64_t s = spec.numElements();
    for (int64_t r = 0; r < std::min(worldSize, sig.shardGroup); ++r) {
      int64_t begin = std::min(r * s, n), end = std::min(begin + s, n);
      if (end == begin)
        continue;
      pieces[i].push_back({r, cursor[r], begin, end - begin});
      cursor[r] += (end - begin) * elt;
    }
  }
  return pieces;
}

/// Writes `data` to `path` (a temporary file beside it, fsync'ed and
/// renamed: writeFileAtomically). With `dieHalfway` (testing) the process
/// kills itself with SIGKILL after half the bytes are written.
Error writeSynced(const std::string &path, ArrayRef<char> data,
                  bool dieHalfway = false) {
  return mlir::zero::writeFileAtomically(path, [&](raw_ostream &os) {
    if (dieHalfway) {
      os.write(data.data(), data.size() / 2);
      os.flush();
      std::raise(SIGKILL);
    }
    os.write(data.data(), data.size());
    return Error::success();
  });
}

/// K of a directory named `step-<K>`; nullopt for any other name.
std::optional<int64_t> checkpointStep(StringRef name) {
  int64_t step = 0;
  if (!name.consume_front("step-") || name.empty() ||
      name.getAsInteger(10, step) || step < 0)
    return std::nullopt;
  return step;
}

json::Object makeIndex(const StepSignature &sig, int64_t worldSize,
                       const CheckpointProgress &progress,
                       ArrayRef<int64_t> fileBytes,
                       ArrayRef<int64_t> fileCrcs) {
  json::Array files;
  for (int64_t r = 0; r < worldSize; ++r)
    files.push_back(json::Object{{"file", rankFileName(r)},
                                 {"rank", r},
                                 {"bytes", fileBytes[r]},
                                 {"crc32", fileCrcs[r]}});
  std::vector<std::vector<Piece>> pieces = planPieces(sig, worldSize);
  json::Array tensors;
  for (size_t i = 0; i < sig.args.size(); ++i) {
    const StepArgument &arg = sig.args[i];
    if (!isModelState(arg.role))
      continue;
    json::Array shards;
    for (const Piece &p : pieces[i])
      shards.push_back(json::Object{{"file", rankFileName(p.rank)},
                                    {"offset", p.offset},
                                    {"begin", p.begin},
                                    {"elements", p.count}});
    json::Object tensor{
        {"arg", int64_t(i)},
        {"name", arg.name},
        {"role", stringifyArgRole(arg.role).str()},
        {"dtype", std::string(zero_rt_dtype_name(arg.tensor.dtype))},
        {"shape", json::Array(arg.tensor.logicalShape)},
        {"sharded", arg.tensor.sharded},
        {"shard_elements", arg.tensor.numElements()},
        {"shards", std::move(shards)}};
    if (arg.stateOf)
      tensor["state_of"] = int64_t(*arg.stateOf);
    tensors.push_back(std::move(tensor));
  }
  json::Array hypers;
  for (const std::string &h : progress.hypers)
    hypers.push_back(h);
  json::Object index{{"format", kFormat},
                      {"version", kVersion},
                      {"function", sig.funcName},
                      {"stage", sig.stage.value_or(0)},
                      {"world_size", worldSize},
                      {"step", progress.step},
                      {"data_position", progress.dataPosition},
                      {"seed", progress.seed},
                      {"hypers", std::move(hypers)},
                      {"files", std::move(files)},
                      {"tensors", std::move(tensors)}};
  sealIndex(index);
  return index;
}

/// Rank 0's part once every rank's file is on disk: the index, then the
/// rename that publishes the checkpoint and removal of this run's older
/// ones (CheckpointDirectory::publish).
Error publish(CheckpointDirectory &owner, const std::string &tmp,
              int64_t step, const json::Object &index) {
  std::string text = formatv("{0:2}", json::Value(json::Object(index)));
  text += "\n";
  if (Error err = writeSynced(pathIn(tmp, kIndexName), ArrayRef<char>(text)))
    return err;
  if (Error err = syncDirectory(tmp))
    return err;
  return owner.publish(step);
}

} // namespace

Error runner::writeCheckpoint(const RankContext &ranks, StringRef dir,
                              CheckpointDirectory *owner,
                              const StepSignature &sig,
                              const std::vector<RankBuffer> &args,
                              const CheckpointProgress &progress,
                              const CheckpointFault &fault) {
  int64_t rank = ranks.rank(), worldSize = ranks.worldSize();
  std::string final = pathIn(dir, "step-" + Twine(progress.step));
  std::string tmp = final + ".tmp";
  std::string reason;
  auto failedHere = [&](Error err) {
    reason = toString(std::move(err));
    return false;
  };
  auto othersFailed = [&]() {
    return error(reason.empty() ? "checkpoint '" + final +
                                      "' not written: another rank failed"
                                : reason);
  };

  // 1. Rank 0 makes a fresh temporary directory; a leftover of this run's
  //    write that died is not a checkpoint and goes.
  bool ok = true;
  if (rank == 0) {
    if (!owner)
      ok = failedHere(error("checkpoint directory '" + dir + "' not opened"));
    else if (Error err = owner->prepare(progress.step))
      ok = failedHere(std::move(err));
  }
  if (!ranks.allOk(ok))
    return othersFailed();

  // 2. Every rank writes its own pieces and syncs them.
  std::vector<std::vector<Piece>> pieces = planPieces(sig, worldSize);
  std::vector<char> payload;
  for (size_t i = 0; i < sig.args.size(); ++i)
    for (const Piece &p : pieces[i])
      if (p.rank == rank) {
        const char *data = static_cast<const char *>(args[i].data);
        payload.insert(payload.end(), data,
                       data + p.count * sig.args[i].tensor.elementBytes());
      }
  bool die = fault.step == progress.step && fault.rank == rank;
  if (Error err = writeSynced(pathIn(tmp, rankFileName(rank)), payload, die))
    ok = failedHere(std::move(err));
  if (!ranks.allOk(ok))
    return othersFailed();

  // 3. Sizes and checksums to every rank; rank 0 publishes.
  int64_t mine[2] = {int64_t(payload.size()),
                     int64_t(crc32(ArrayRef<uint8_t>(
                         reinterpret_cast<const uint8_t *>(payload.data()),
                         payload.size())))};
  std::vector<int64_t> all(2 * worldSize);
  checkStatus(zero_rt_comm_all_gather(ranks.comm(), ZERO_RT_DTYPE_I64, mine, 2,
                                      all.data(), 2 * worldSize));
  if (rank == 0) {
    std::vector<int64_t> bytes, crcs;
    for (int64_t r = 0; r < worldSize; ++r) {
      bytes.push_back(all[2 * r]);
      crcs.push_back(all[2 * r + 1]);
    }
    if (Error err = publish(*owner, tmp, progress.step,
                            makeIndex(sig, worldSize, progress, bytes, crcs)))
      ok = failedHere(std::move(err));
  }
  if (!ranks.allOk(ok))
    return othersFailed();
  return Error::success();
}

//===----------------------------------------------------------------------===//
// Reading
//===----------------------------------------------------------------------===//

namespace {

/// The checkpoint directory `dir` names (see readCheckpoint).
Expected<std::string> resolveCheckpoint(StringRef dir) {
  if (sys::fs::exists(pathIn(dir, kIndexName)))
    return std::string(dir);
  if (!sys::fs::is_directory(dir))
    return error("checkpoint directory '" + dir + "' does not exist");
  // The manifest of the run that owns the directory names its latest
  // checkpoint; a `step-<K>` of the user's is not taken for it.
  if (std::optional<std::string> listed =
          CheckpointDirectory::latestCheckpoint(dir))
    return pathIn(dir, *listed);
  std::error_code ec;
  std::optional<int64_t> latest;
  std::string latestPath;
  for (sys::fs::directory_iterator it(dir, ec), end; it != end && !ec;
       it.increment(ec)) {
    std::optional<int64_t> step =
        checkpointStep(sys::path::filename(it->path()));
    if (step && (!latest || *step > *latest)) {
      latest = step;
      latestPath = it->path();
    }
  }
  if (ec)
    return error("cannot list checkpoint directory '" + dir +
                 "': " + ec.message());
  if (!latest)
    return error("'" + dir + "' holds no checkpoint: neither '" +
                 pathIn(dir, kIndexName) + "' nor a 'step-<K>' directory");
  return latestPath;
}

/// Field accessors whose errors name the index file.
struct IndexReader {
  std::string path;

  Error missing(StringRef what, StringRef expected) const {
    return error("checkpoint index '" + path + "': expected " + expected +
                 " '" + what + "'");
  }
  Expected<int64_t> integer(const json::Object &o, StringRef key) const {
    if (std::optional<int64_t> v = o.getInteger(key))
      return *v;
    return missing(key, "an integer");
  }
  Expected<StringRef> string(const json::Object &o, StringRef key) const {
    if (std::optional<StringRef> v = o.getString(key))
      return *v;
    return missing(key, "a string");
  }
  Expected<const json::Array *> array(const json::Object &o,
                                      StringRef key) const {
    if (const json::Array *v = o.getArray(key))
      return v;
    return missing(key, "an array");
  }
};

/// A file of the checkpoint, checked against the index's size and CRC.
Expected<std::unique_ptr<MemoryBuffer>>
openCheckedFile(const std::string &path, int64_t bytes, int64_t crc) {
  if (!sys::fs::exists(path))
    return error("checkpoint file '" + path + "' is missing");
  if (Error err = checkRegularFile(path))
    return error("checkpoint file " + toString(std::move(err)));
  auto buffer = MemoryBuffer::getFile(path, /*IsText=*/false,
                                      /*RequiresNullTerminator=*/false);
  if (!buffer)
    return error("cannot read checkpoint file '" + path +
                 "': " + buffer.getError().message());
  int64_t actual = (*buffer)->getBufferSize();
  if (actual != bytes)
    return error("checkpoint file '" + path + "' has " + Twine(actual) +
                 " bytes but the index records " + Twine(bytes) +
                 (actual < bytes ? " (truncated)" : ""));
  uint32_t sum = crc32(ArrayRef<uint8_t>(
      reinterpret_cast<const uint8_t *>((*buffer)->getBufferStart()),
      (*buffer)->getBufferSize()));
  if (int64_t(sum) != crc)
    return error("checkpoint file '" + path +
                 "' is corrupted: its CRC-32 is 0x" + utohexstr(sum, false, 8) +
                 " but the index records 0x" +
                 utohexstr(uint64_t(crc), false, 8));
  return std::move(*buffer);
}

} // namespace

Expected<LoadedCheckpoint> runner::readCheckpoint(StringRef dir,
                                                  const StepSignature &sig) {
  Expected<std::string> where = resolveCheckpoint(dir);
  if (!where)
    return where.takeError();
  LoadedCheckpoint loaded;
  loaded.path = *where;
  IndexReader reader{pathIn(*where, kIndexName)};
  const std::string &indexPath = reader.path;

  if (!sys::fs::exists(indexPath))
    return error("checkpoint index '" + indexPath + "' is missing");
  if (Error err = checkRegularFile(indexPath))
    return error("checkpoint index " + toString(std::move(err)));
  auto text = MemoryBuffer::getFile(indexPath);
  if (!text)
    return error("cannot read checkpoint index '" + indexPath +
                 "': " + text.getError().message());
  Expected<json::Value> parsed = json::parse((*text)->getBuffer());
  if (!parsed)
    return error("checkpoint index '" + indexPath +
                 "' is not valid JSON (truncated or corrupted?): " +
                 toString(parsed.takeError()));
  const json::Object *root = parsed->getAsObject();
  if (!root)
    return error("checkpoint index '" + indexPath + "' is not a JSON object");
  if (root->getString("format") != std::optional<StringRef>(kFormat) ||
      root->getInteger("version") != std::optional<int64_t>(kVersion)) {
    std::optional<int64_t> version = root->getInteger("version");
    return error("checkpoint index '" + indexPath + "' is not a " + kFormat +
                 " version " + Twine(kVersion) + " index" +
                 (version && root->getString("format") ==
                                 std::optional<StringRef>(kFormat)
                      ? " (it says version " + Twine(*version) + ")"
                      : Twine("")));
  }
  // Nothing the index says is used before its own checksum matches.
  if (Error err = checkIndexChecksum(*root, indexPath))
    return std::move(err);

  // Scalars.
  auto stage = reader.integer(*root, "stage");
  auto worldSize = reader.integer(*root, "world_size");
  auto step = reader.integer(*root, "step");
  auto position = reader.integer(*root, "data_position");
  if (!stage || !worldSize || !step || !position) {
    Error err = joinErrors(joinErrors(stage.takeError(), worldSize.takeError()),
                           joinErrors(step.takeError(), position.takeError()));
    return std::move(err);
  }
  // Ranges that keep every later sum exact: the resumed run adds steps and
  // global batches to step and data_position.
  for (auto [key, value, lo, hi] :
       {std::make_tuple(StringRef("stage"), *stage, int64_t(0), int64_t(3)),
        std::make_tuple(StringRef("world_size"), *worldSize, int64_t(1),
                        kMaxCheckpointWorldSize),
        std::make_tuple(StringRef("step"), *step, int64_t(0),
                        kMaxCheckpointStep),
        std::make_tuple(StringRef("data_position"), *position, int64_t(0),
                        kMaxDataPosition)})
    if (value < lo || value > hi)
      return error(Twine("checkpoint index '") + indexPath + "': '" + key +
                   "' is " +
                   Twine(value) + ", expected an integer in [" + Twine(lo) +
                   ", " + Twine(hi) + "]");
  loaded.stage = *stage;
  loaded.worldSize = *worldSize;
  loaded.progress.step = *step;
  loaded.progress.dataPosition = *position;
  // A resumed run draws its data with this seed: a value that is not one
  // must not become seed 0 without a word.
  const json::Value *seed = root->get("seed");
  std::optional<uint64_t> seedValue = seed ? seed->getAsUINT64() : std::nullopt;
  if (!seedValue)
    return reader.missing("seed", "an unsigned 64-bit integer");
  loaded.progress.seed = *seedValue;
  auto hypers = reader.array(*root, "hypers");
  if (!hypers)
    return hypers.takeError();
  for (const json::Value &h : **hypers) {
    std::optional<StringRef> s = h.getAsString();
    if (!s)
      return reader.missing("hypers", "strings in");
    loaded.progress.hypers.push_back(s->str());
  }

  // Files: present, complete, intact.
  auto files = reader.array(*root, "files");
  if (!files)
    return files.takeError();
  std::map<std::string, std::unique_ptr<MemoryBuffer>> contents;
  // One file per rank of the writer, each named once.
  std::vector<bool> rankSeen(*worldSize, false);
  if (int64_t((*files)->size()) != *worldSize)
    return error("checkpoint index '" + indexPath + "': " +
                 Twine((*files)->size()) + " files for world_size " +
                 Twine(*worldSize) +
                 "; expected one per rank, each named once");
  for (const json::Value &f : **files) {
    const json::Object *file = f.getAsObject();
    if (!file)
      return reader.missing("files", "objects in");
    auto name = reader.string(*file, "file");
    auto bytes = reader.integer(*file, "bytes");
    auto crc = reader.integer(*file, "crc32");
    auto fileRank = reader.integer(*file, "rank");
    if (!name || !bytes || !crc || !fileRank)
      return joinErrors(joinErrors(name.takeError(), bytes.takeError()),
                        joinErrors(crc.takeError(), fileRank.takeError()));
    if (*fileRank < 0 || *fileRank >= *worldSize || rankSeen[*fileRank] ||
        contents.count(name->str()) || *bytes < 0 || *crc < 0 ||
        *crc > int64_t(UINT32_MAX))
      return error("checkpoint index '" + indexPath + "': " +
                   Twine((*files)->size()) + " files for world_size " +
                   Twine(*worldSize) +
                   "; expected one per rank, each named once (file '" + *name +
                   "' of rank " + Twine(*fileRank) + ", " + Twine(*bytes) +
                   " bytes, CRC-32 " + Twine(*crc) + ")");
    rankSeen[*fileRank] = true;
    if (name->empty() || sys::path::filename(*name) != *name || *name == "." ||
        *name == "..")
      return error("checkpoint index '" + indexPath + "' names file '" +
                   *name + "', which is not a plain file name");
    auto buffer = openCheckedFile(pathIn(*where, *name), *bytes, *crc);
    if (!buffer)
      return buffer.takeError();
    contents[name->str()] = std::move(*buffer);
  }

  // Tensors: the program's model state, by argument, name, role, dtype and
  // logical shape.
  auto tensors = reader.array(*root, "tensors");
  if (!tensors)
    return tensors.takeError();
  std::map<int64_t, const json::Object *> byArg;
  for (const json::Value &t : **tensors) {
    const json::Object *tensor = t.getAsObject();
    if (!tensor)
      return reader.missing("tensors", "objects in");
    auto arg = reader.integer(*tensor, "arg");
    if (!arg)
      return arg.takeError();
    byArg[*arg] = tensor;
  }
  size_t expected = 0;
  for (const StepArgument &arg : sig.args)
    expected += isModelState(arg.role);
  if (byArg.size() != expected || (*tensors)->size() != expected)
    return error("checkpoint '" + indexPath + "' holds " +
                 Twine((*tensors)->size()) +
                 " parameter and optimizer state tensors but @" +
                 sig.funcName + " has " + Twine(expected) +
                 ": it is a checkpoint of another model");

  loaded.logical.resize(sig.args.size());
  // The bytes of each file the shards read, for the check that they tile it.
  std::map<std::string, std::vector<std::pair<int64_t, int64_t>>> fileRanges;
  for (size_t i = 0; i < sig.args.size(); ++i) {
    const StepArgument &arg = sig.args[i];
    if (!isModelState(arg.role))
      continue;
    std::string ours = "'" + arg.name + "' " +
                       stringifyArgRole(arg.role).str() + " " +
                       std::string(zero_rt_dtype_name(arg.tensor.dtype)) + " " +
                       shapeString(arg.tensor.logicalShape);
    auto it = byArg.find(int64_t(i));
    if (it == byArg.end())
      return error("checkpoint '" + indexPath + "' has no argument #" +
                   Twine(i) + " (" + ours + " in @" + sig.funcName +
                   "): it is a checkpoint of another model");
    const json::Object &tensor = *it->second;
    auto name = reader.string(tensor, "name");
    auto role = reader.string(tensor, "role");
    auto dtype = reader.string(tensor, "dtype");
    auto shapeJson = reader.array(tensor, "shape");
    auto shards = reader.array(tensor, "shards");
    if (!name || !role || !dtype || !shapeJson || !shards)
      return joinErrors(
          joinErrors(joinErrors(name.takeError(), role.takeError()),
                     joinErrors(dtype.takeError(), shapeJson.takeError())),
          shards.takeError());
    SmallVector<int64_t> shape;
    for (const json::Value &d : **shapeJson)
      shape.push_back(d.getAsInteger().value_or(-1));
    std::string theirs = "'" + name->str() + "' " + role->str() + " " +
                         dtype->str() + " " + shapeString(shape);
    if (theirs != ours)
      return error("checkpoint '" + indexPath +
                   "' does not match the program: argument #" + Twine(i) +
                   " is " + ours + " in @" + sig.funcName + " but " + theirs +
                   " in the checkpoint");

    // Assemble the logical tensor from its pieces, which must cover it once.
    int64_t n = arg.tensor.logicalNumElements(),
            elt = arg.tensor.elementBytes();
    std::vector<char> full(n * elt);
    std::vector<std::pair<int64_t, int64_t>> ranges;
    for (const json::Value &s : **shards) {
      const json::Object *piece = s.getAsObject();
      if (!piece)
        return reader.missing("shards", "objects in");
      auto file = reader.string(*piece, "file");
      auto offset = reader.integer(*piece, "offset");
      auto begin = reader.integer(*piece, "begin");
      auto count = reader.integer(*piece, "elements");
      if (!file || !offset || !begin || !count)
        return joinErrors(
            joinErrors(file.takeError(), offset.takeError()),
            joinErrors(begin.takeError(), count.takeError()));
      // The index's numbers are untrusted: checked sums, none may wrap.
      auto content = contents.find(file->str());
      std::optional<int64_t> bytes = checkedMul(*count, elt);
      std::optional<int64_t> fileEnd =
          bytes ? checkedAdd(*offset, *bytes) : std::nullopt;
      std::optional<int64_t> end = checkedAdd(*begin, *count);
      bool inFile = content != contents.end() && *offset >= 0 && *count >= 0 &&
                    fileEnd &&
                    *fileEnd <= int64_t(content->second->getBufferSize());
      if (!inFile || *begin < 0 || !end || *end > n)
        return error("checkpoint index '" + indexPath + "': a shard of '" +
                     arg.name + "' (file '" + *file + "', offset " +
                     Twine(*offset) + ", " + Twine(*count) +
                     " elements from " + Twine(*begin) +
                     ") lies outside its file or its tensor of " + Twine(n) +
                     " elements");
      std::memcpy(full.data() + *begin * elt,
                  content->second->getBufferStart() + *offset, *count * elt);
      ranges.push_back({*begin, *begin + *count});
      fileRanges[file->str()].push_back({*offset, *fileEnd});
    }
    if (Error err = checkTiling(std::move(ranges), n, "elements",
                                "'" + arg.name + "'", indexPath))
      return std::move(err);
    loaded.logical[i] = std::move(full);
  }
  // The files hold the shards and nothing else: an offset moved within its
  // file leaves bytes no shard reads.
  for (const auto &[name, buffer] : contents)
    if (Error err = checkTiling(std::move(fileRanges[name]),
                                buffer->getBufferSize(), "bytes",
                                "'" + name + "'", indexPath))
      return std::move(err);
  return loaded;
}
