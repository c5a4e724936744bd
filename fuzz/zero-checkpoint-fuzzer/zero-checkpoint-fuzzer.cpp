//===- zero-checkpoint-fuzzer.cpp - the checkpoint reader on any index ----===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// libFuzzer target: any bytes as a checkpoint directory, read by
// readCheckpoint as `zero-run --resume` reads it. The input is the text of
// index.json, optionally followed by the checkpoint's files, each introduced
// by a line "\n--- file NAME\n" (seeds: real checkpoints of zero-run, packed
// by utils/fuzz/seed-corpus.py). The program is fixed: the MLP step of
// `zero-trace mlp --sizes 2,3,2 --optimizer adamw`, whose parameters and
// AdamW state the seeds hold. The reader must return the checkpoint or an
// error; a checkpoint it returns must hold every parameter and optimizer
// state tensor at its logical size.
//
// The index carries its own SHA-256, which a mutation almost always breaks;
// so each input is read twice: as it is (the checksum check), and with its
// index re-sealed (a fresh checksum over the mutated content), so that the
// checks of numbers and layout behind the checksum are fuzzed too.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/Checkpoint.h"
#include "zero/Runner/CheckpointIndex.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdlib>
#include <string>

using namespace mlir::zero;
using namespace mlir::zero::runner;

namespace {

constexpr llvm::StringLiteral kFileMarker = "\n--- file ";

/// The signature of the seeds' step (see the file comment): what
/// readCheckpoint compares the index's tensors with.
const StepSignature &signature() {
  static const StepSignature sig = [] {
    StepSignature s;
    s.funcName = "train_step";
    struct Param {
      const char *name;
      llvm::SmallVector<int64_t> shape;
    };
    const Param params[] = {
        {"l0.w", {2, 3}}, {"l0.b", {3}}, {"l1.w", {3, 2}}, {"l1.b", {2}}};
    auto add = [&](ArgRole role, std::string name,
                   llvm::ArrayRef<int64_t> shape) {
      StepArgument arg;
      arg.role = role;
      arg.name = std::move(name);
      arg.tensor.dtype = ZERO_RT_DTYPE_F32;
      arg.tensor.shape.assign(shape.begin(), shape.end());
      arg.tensor.logicalShape.assign(shape.begin(), shape.end());
      s.args.push_back(std::move(arg));
    };
    for (const Param &p : params)
      add(ArgRole::Param, p.name, p.shape);
    for (const Param &p : params) {
      add(ArgRole::OptState, std::string(p.name) + ".m", p.shape);
      add(ArgRole::OptState, std::string(p.name) + ".v", p.shape);
    }
    add(ArgRole::Batch, "x", {2, 2});
    add(ArgRole::Hyper, "lr", {});
    return s;
  }();
  return sig;
}

/// One directory per process, emptied before each input.
const std::string &workDir() {
  static const std::string dir = [] {
    llvm::SmallString<128> path;
    std::string base = llvm::sys::fs::is_directory("/dev/shm")
                           ? "/dev/shm/zero-checkpoint-fuzzer-%%%%%%"
                           : "";
    std::error_code ec =
        base.empty()
            ? llvm::sys::fs::createUniqueDirectory("zero-checkpoint-fuzzer",
                                                   path)
            : llvm::sys::fs::createUniqueDirectory(base, path);
    if (ec) {
      llvm::errs() << "cannot create a work directory: " << ec.message()
                   << "\n";
      abort();
    }
    return std::string(path);
  }();
  static const bool removedAtExit = [] {
    std::atexit([] { llvm::sys::fs::remove_directories(workDir()); });
    return true;
  }();
  (void)removedAtExit;
  return dir;
}

void clear(const std::string &dir) {
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(dir, ec), end; it != end && !ec;
       it.increment(ec))
    llvm::sys::fs::remove_directories(it->path());
}

void write(const std::string &dir, llvm::StringRef name,
           llvm::StringRef bytes) {
  llvm::SmallString<128> path(dir);
  llvm::sys::path::append(path, name);
  std::error_code ec;
  llvm::raw_fd_ostream out(path, ec);
  if (!ec)
    out << bytes;
}

/// A name the harness may create: a plain file name, nothing that would
/// leave the directory or is not a file.
bool isPlainName(llvm::StringRef name) {
  return !name.empty() && name.size() <= 64 && name != "." && name != ".." &&
         name.find_first_not_of("abcdefghijklmnopqrstuvwxyz"
                                "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-") ==
             llvm::StringRef::npos;
}

/// Reads the checkpoint in `dir` and checks what the reader returns.
void readAndCheck(const std::string &dir) {
  const StepSignature &sig = signature();
  llvm::Expected<LoadedCheckpoint> loaded = readCheckpoint(dir, sig);
  if (!loaded) {
    llvm::consumeError(loaded.takeError());
    return;
  }
  if (loaded->logical.size() != sig.args.size())
    abort();
  for (size_t i = 0; i < sig.args.size(); ++i) {
    const StepArgument &arg = sig.args[i];
    bool modelState =
        arg.role == ArgRole::Param || arg.role == ArgRole::OptState;
    size_t expected = modelState ? size_t(arg.tensor.logicalNumElements() *
                                          arg.tensor.elementBytes())
                                 : 0;
    if (loaded->logical[i].size() != expected)
      abort();
  }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  const std::string &dir = workDir();
  clear(dir);
  llvm::StringRef input(reinterpret_cast<const char *>(data), size);
  auto [index, rest] = input.split(kFileMarker);
  write(dir, "index.json", index);
  while (!rest.empty()) {
    auto [header, afterHeader] = rest.split('\n');
    auto [bytes, next] = afterHeader.split(kFileMarker);
    if (isPlainName(header) && header != "index.json")
      write(dir, header, bytes);
    rest = next;
  }
  readAndCheck(dir);

  // The same index with a checksum of what it now says.
  llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(index);
  if (!parsed) {
    llvm::consumeError(parsed.takeError());
    return 0;
  }
  if (llvm::json::Object *root = parsed->getAsObject()) {
    sealIndex(*root);
    std::string text;
    llvm::raw_string_ostream os(text);
    os << *parsed;
    os.flush();
    write(dir, "index.json", text);
    readAndCheck(dir);
  }
  return 0;
}
