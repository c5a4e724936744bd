//===- StepProgram.cpp - a compiled training step -------------------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/StepProgram.h"

#include "zero/Dialect/Zero/Analysis/IndexRange.h"

#include "zero/Dialect/Zero/Analysis/Contract.h"
#include "zero/Conversion/ZeroToRuntime/ZeroToRuntime.h"
#include "zero/Dialect/Zero/Analysis/MemoryAnalysis.h"
#include "zero/Runner/Compile.h"
#include "zero/Support/InputFile.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"

#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <map>

using namespace mlir;
using namespace mlir::zero;
using namespace mlir::zero::runner;

static std::string typeString(Type type) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << type;
  return s;
}

int64_t BoundaryTensor::numElements() const {
  return ShapedType::getNumElements(shape);
}

int64_t BoundaryTensor::logicalNumElements() const {
  return ShapedType::getNumElements(logicalShape);
}

static llvm::Error error(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// The boundary tensor of `type`, a shard of `shard` when that is set.
static llvm::Expected<BoundaryTensor>
makeBoundaryTensor(Type type, ShardAttr shard, const llvm::Twine &what) {
  // An offloaded tensor crosses the boundary as its buffer in the store.
  if (auto offloaded = dyn_cast<OffloadedType>(type))
    type = offloaded.getTensorType();
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape())
    return error(what + " must be a statically shaped tensor, got " +
                 llvm::Twine(typeString(type)));
  std::optional<zero_rt_dtype_t> dtype =
      getRuntimeDtype(tensor.getElementType());
  if (!dtype)
    return error(what + " has element type " +
                 typeString(tensor.getElementType()) +
                 "; zero-run supports f32, f64, i32, i64 and bf16");
  BoundaryTensor result;
  result.dtype = *dtype;
  result.shape.assign(tensor.getShape().begin(), tensor.getShape().end());
  result.logicalShape = result.shape;
  if (shard) {
    result.sharded = true;
    auto logical = shard.getLogicalType().getShape();
    result.logicalShape.assign(logical.begin(), logical.end());
  }
  return result;
}

/// The signature from the contract reader the passes use (its diagnostics
/// go to the context's handler), plus what the runtime needs on top: dtypes
/// and the ring bytes of the program's collectives.
static llvm::Expected<StepSignature> readSignature(func::FuncOp func) {
  FailureOr<StepContract> contract = readStepContract(func);
  if (failed(contract))
    return error("@" + func.getName() + " is not a valid training step");
  StepSignature sig;
  sig.funcName = func.getName().str();
  sig.worldSize = contract->layout.worldSize;
  sig.stage = contract->layout.stage;
  for (auto [i, role] : llvm::enumerate(contract->roles)) {
    StepArgument arg;
    arg.role = role;
    arg.stateOf = contract->stateOf[i];
    auto tensor =
        makeBoundaryTensor(func.getArgumentTypes()[i],
                           contract->layout.argShards[i],
                           "argument #" + llvm::Twine(i));
    if (!tensor)
      return tensor.takeError();
    arg.tensor = std::move(*tensor);
    if (std::optional<StoreKind> store = contract->offloaded[i])
      arg.offload = static_cast<zero_rt_store_kind_t>(*store);
    if (auto text =
            func.getArgAttrOfType<StringAttr>(i, ZeroDialect::kInitAttrName)) {
      std::string message;
      arg.init = InitRecipe::parse(text.getValue().str(), &message);
      if (!arg.init) // the dialect verifier has already said so
        return error("argument #" + llvm::Twine(i) +
                     ": 'zero.init': " + message);
    }
    if (auto range = func.getArgAttrOfType<DenseI64ArrayAttr>(
            i, ZeroDialect::kRangeAttrName)) // the dialect checked its form
      arg.range = std::make_pair(range[0], range[1]);
    // A step without zero.range (hand-written) still bounds an integer
    // argument it indexes a table with: no value may read outside it.
    if (!arg.range && role == ArgRole::Batch)
      if (std::optional<IndexRange> indexed = deriveIndexRange(func, i)) {
        arg.indexedHi = indexed->hi;
        arg.indexedSource = indexed->source;
      }
    if (auto fill =
            func.getArgAttrOfType<StringAttr>(i, ZeroDialect::kFillAttrName))
      arg.fillGlobalRow = fill.getValue() == ZeroDialect::kFillGlobalRow;
    if (auto k = func.getArgAttrOfType<IntegerAttr>(
            i, ZeroDialect::kMicroBatchesAttrName))
      arg.microBatches = k.getInt(); // checked by the dialect verifier
    auto name = func.getArgAttrOfType<StringAttr>(i, ZeroDialect::kNameAttrName);
    arg.name = name ? name.getValue().str() : "arg" + std::to_string(i);
    if (auto ignore = func.getArgAttrOfType<IntegerAttr>(
            i, ZeroDialect::kRangeIgnoreAttrName)) // beside zero.range: verified
      arg.rangeIgnore = ignore.getInt();
    if (role == ArgRole::Batch && arg.tensor.shape.empty())
      return error("batch argument #" + llvm::Twine(i) +
                   " must have a leading batch dimension");
    sig.args.push_back(std::move(arg));
  }
  for (unsigned r = 0, e = func.getNumResults(); r < e; ++r) {
    StepResult result;
    if (r == contract->lossResult)
      result.role = ResultRole::Loss;
    else if (llvm::is_contained(contract->metricResults, r))
      result.role = ResultRole::Metric;
    auto tensor = makeBoundaryTensor(func.getResultTypes()[r],
                                     contract->layout.resultShards[r],
                                     "result #" + llvm::Twine(r));
    if (!tensor)
      return tensor.takeError();
    result.tensor = std::move(*tensor);
    sig.results.push_back(std::move(result));
  }
  for (auto [arg, by] : llvm::enumerate(contract->updatedBy))
    if (by)
      sig.results[*by].updates = arg;

  // As the runtime counts: a bucket of several tensors is one collective on
  // their concatenation.
  sig.commBytesPerStep += computeCommBytes(func).getTotal();
  std::map<int64_t, int64_t> bySpan;
  func.walk([&](CollectiveOpInterface collective) {
    if (std::optional<CollectiveBytes> c = getCollectiveBytes(collective))
      bySpan[RankGroup::of(collective).getSpan()] += c->bytes;
  });
  sig.commBytesBySpan.assign(bySpan.begin(), bySpan.end());
  sig.shardGroup = contract->layout.getShardGroup();
  sig.ranksPerNode = lookupRanksPerNode(func);
  // Before lowering, while the body is still tensors: --memory-limit checks
  // it before the first step.
  FailureOr<PeakMemory> peak = computePeakMemory(func);
  if (succeeded(peak))
    sig.staticPeakBytes = peak->peakBytes;
  return sig;
}

int64_t StepSignature::commBytesOnTier(int64_t nodeRanks,
                                       NetworkTier tier) const {
  int64_t bytes = 0;
  for (auto [span, spanBytes] : commBytesBySpan)
    // The span of a group with one rank is its stride; it sends nothing.
    if (getNetworkTier(RankGroup{span, 1}, nodeRanks) == tier)
      bytes += spanBytes;
  return bytes;
}

llvm::Expected<std::unique_ptr<StepProgram>>
StepProgram::load(llvm::StringRef path, llvm::StringRef funcName,
                  unsigned optLevel, bool cuda,
                  llvm::StringRef compileCacheDir, bool parallelLoops,
                  std::optional<int64_t> rowKernelMinBytes) {
  auto start = std::chrono::steady_clock::now();
  std::unique_ptr<StepProgram> program(new StepProgram());
  program->context = createRunnerContext();
  MLIRContext *ctx = program->context.get();
  // The error names the file and line; the whole function would bury it.
  ctx->printOpOnDiagnostic(false);

  // Diagnostics become the error message instead of going to stderr.
  std::string diagnostics;
  llvm::raw_string_ostream diagStream(diagnostics);
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler handler(sourceMgr, ctx, diagStream);

  // A FIFO would block the read forever: refuse it by kind first.
  if (llvm::Error err = checkRegularFile(path))
    return error("cannot open program: " + llvm::toString(std::move(err)));
  auto file = llvm::MemoryBuffer::getFile(path);
  if (!file)
    return error("cannot open program '" + path +
                 "': " + file.getError().message());
  sourceMgr.AddNewSourceBuffer(std::move(*file), llvm::SMLoc());
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, ctx);
  if (!module)
    return error("cannot parse program '" + path + "':\n" + diagnostics);
  auto func = module->lookupSymbol<func::FuncOp>(funcName);
  if (!func)
    return error("program '" + path + "' has no function @" + funcName);
  auto sig = readSignature(func);
  if (!sig)
    return error("program '" + path + "': " + llvm::toString(sig.takeError()) +
                 (diagnostics.empty() ? "" : ":\n" + diagnostics));
  program->sig = std::move(*sig);
  // The CUDA backend's NCCL communicator spans every rank and quantizes
  // nothing: refuse such a step before any state is built.
  if (cuda) {
    WalkResult unsupported = func.walk([&](CollectiveOpInterface c) {
      return c.getGroupStride() || c.getQuantizeAttr() ? WalkResult::interrupt()
                                                       : WalkResult::advance();
    });
    if (unsupported.wasInterrupted())
      return error("program '" + path +
                   "' has collectives over rank groups (zero-partition "
                   "shard-group, secondary-shard) or quantized ones "
                   "(zero-quantize-collectives), which the CUDA backend does "
                   "not run; compile it without them for --cuda");
  }

  JitOptions options;
  options.optLevel = optLevel;
  options.cuda = cuda;
  options.parallelLoops = parallelLoops && !cuda;
  if (rowKernelMinBytes)
    options.rowKernelMinBytes = *rowKernelMinBytes;
  // The CUDA host code keeps upstream's entry: it has not run on a GPU with
  // the packed one.
  if (!cuda)
    options.packedEntry = funcName.str();
  program->packedEntry = !cuda;
  auto cannotCompile = [&](llvm::Error err) {
    return error("cannot compile program '" + path +
                 "': " + llvm::toString(std::move(err)) +
                 (diagnostics.empty() ? "" : ":\n" + diagnostics));
  };
  if (cuda) {
    auto engine = compileModule(*module, options);
    if (!engine)
      return cannotCompile(engine.takeError());
    program->engine = std::move(*engine);
    // Materialize now, so compilation is not timed as part of the first step.
    auto fn = program->engine->lookupPacked(program->sig.funcName);
    if (!fn)
      return error("cannot JIT-compile program '" + path +
                   "': " + llvm::toString(fn.takeError()));
    program->entry = *fn;
  } else {
    auto compilation = describeObjectCompilation(*ctx, options);
    if (!compilation)
      return cannotCompile(compilation.takeError());
    llvm::StringRef text =
        sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID())->getBuffer();
    std::string binary = identifyRunningBinary();
    std::string key =
        computeCacheKey({"zero-run step", text, funcName, *compilation, binary});
    CompileCache cache(compileCacheDir);
    auto objectFile = cache.getOrCompile(
        key, [&] { return compileModuleToObject(*module, options); },
        program->cacheOutcome, program->cacheWarnings);
    if (!objectFile)
      return cannotCompile(objectFile.takeError());
    auto loaded = JitObject::load((*objectFile)->getBuffer());
    if (!loaded)
      return cannotCompile(loaded.takeError());
    program->object = std::move(*loaded);
    auto fn = program->object->lookupPacked(program->sig.funcName);
    if (!fn)
      return error("cannot load the compiled program '" + path +
                   "': " + llvm::toString(fn.takeError()));
    program->entry = *fn;
  }
  program->compileTime =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  return program;
}

StepProgram::~StepProgram() = default;

/// Words of a ranked memref descriptor: allocated, aligned, offset, sizes,
/// strides.
static int64_t descriptorWords(const BoundaryTensor &tensor) {
  return 3 + 2 * (int64_t)tensor.shape.size();
}

llvm::Expected<std::vector<RankBuffer>>
StepProgram::run(const std::vector<RankBuffer> &args) {
  if (args.size() != sig.args.size())
    return error("step expects " + llvm::Twine(sig.args.size()) +
                 " arguments, got " + llvm::Twine(args.size()));
  // The expanded argument list as one array of 64-bit words, the result
  // descriptors as another: all descriptor fields are 8 bytes. A packed
  // entry (zero-pack-entry-abi) takes the two arrays; upstream's packed
  // wrapper takes a pointer to every argument word, then the result array.
  std::vector<int64_t> words;
  for (size_t i = 0; i < args.size(); ++i) {
    const BoundaryTensor &spec = sig.args[i].tensor;
    words.push_back(reinterpret_cast<int64_t>(args[i].allocated));
    words.push_back(reinterpret_cast<int64_t>(args[i].data));
    words.push_back(0);
    for (int64_t d : spec.shape)
      words.push_back(d);
    int64_t stride = 1;
    llvm::SmallVector<int64_t> strides(spec.shape.size());
    for (int64_t d = (int64_t)spec.shape.size() - 1; d >= 0; --d) {
      strides[d] = stride;
      stride *= spec.shape[d];
    }
    words.insert(words.end(), strides.begin(), strides.end());
  }
  int64_t resultWords = 0;
  for (const StepResult &r : sig.results)
    resultWords += descriptorWords(r.tensor);
  std::vector<int64_t> results(resultWords, 0);
  void *argWords = words.data();
  void *resultArray = results.data();
  llvm::SmallVector<void *> packed;
  if (packedEntry) {
    packed = {&argWords, &resultArray};
  } else {
    for (int64_t &w : words)
      packed.push_back(&w);
    packed.push_back(resultArray);
  }
  entry(packed.data());

  std::vector<RankBuffer> out;
  int64_t pos = 0;
  for (const StepResult &r : sig.results) {
    RankBuffer b;
    b.allocated = reinterpret_cast<void *>(results[pos]);
    char *aligned = reinterpret_cast<char *>(results[pos + 1]);
    b.data = aligned + results[pos + 2] * r.tensor.elementBytes();
    out.push_back(b);
    pos += descriptorWords(r.tensor);
  }
  return out;
}

