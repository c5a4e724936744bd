//===- StepProgram.cpp - a compiled training step for zero-run ------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "StepProgram.h"

#include "zero/Dialect/Zero/IR/ZeroOps.h"
#include "zero/InitAllZero.h"
#include "zero/Pipelines/Pipelines.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"

#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::zero;

namespace zerorun {

static std::string typeString(Type type) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << type;
  return s;
}

int64_t TensorSpec::numElements() const {
  return ShapedType::getNumElements(shape);
}

int64_t TensorSpec::logicalNumElements() const {
  return ShapedType::getNumElements(logicalShape);
}

static llvm::Error error(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// The boundary tensor of `type` with optional `zero.shard` attribute.
static llvm::Expected<TensorSpec> makeSpec(Type type, DictionaryAttr attrs,
                                           const llvm::Twine &what) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape())
    return error(what + " must be a statically shaped tensor, got " +
                 llvm::Twine(typeString(type)));
  std::optional<int64_t> dtype = [&]() -> std::optional<int64_t> {
    Type e = tensor.getElementType();
    if (e.isF32())
      return ZERO_RT_DTYPE_F32;
    if (e.isF64())
      return ZERO_RT_DTYPE_F64;
    if (e.isInteger(32))
      return ZERO_RT_DTYPE_I32;
    if (e.isInteger(64))
      return ZERO_RT_DTYPE_I64;
    return std::nullopt;
  }();
  if (!dtype)
    return error(what + " has element type " +
                 typeString(tensor.getElementType()) +
                 "; zero-run supports f32, f64, i32 and i64");
  TensorSpec spec;
  spec.dtype = static_cast<zero_rt_dtype_t>(*dtype);
  spec.shape.assign(tensor.getShape().begin(), tensor.getShape().end());
  spec.logicalShape = spec.shape;
  if (attrs)
    if (auto shard = attrs.getAs<ShardAttr>(ZeroDialect::kShardAttrName)) {
      spec.sharded = true;
      auto logical = shard.getLogicalType().getShape();
      spec.logicalShape.assign(logical.begin(), logical.end());
    }
  return spec;
}

static int64_t getI64(DictionaryAttr attrs, StringRef name, int64_t dflt) {
  if (attrs)
    if (auto attr = attrs.getAs<IntegerAttr>(name))
      return attr.getInt();
  return dflt;
}

static llvm::Expected<StepSignature> readSignature(func::FuncOp func) {
  StepSignature sig;
  sig.funcName = func.getName().str();
  // The function's attributes, else the enclosing module's.
  auto lookup = [&](StringRef name) -> IntegerAttr {
    for (Operation *op = func; op; op = op->getParentOp())
      if (auto attr = op->getAttrOfType<IntegerAttr>(name))
        return attr;
    return {};
  };
  if (auto ws = lookup(ZeroDialect::kWorldSizeAttrName))
    sig.worldSize = ws.getInt();
  if (auto stage = lookup(ZeroDialect::kStageAttrName))
    sig.stage = stage.getInt();
  if (sig.worldSize < 1)
    return error("zero.world_size of @" + sig.funcName + " is " +
                 llvm::Twine(sig.worldSize) + "; expected a positive count");
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i) {
    DictionaryAttr attrs = func.getArgAttrDict(i);
    auto role = attrs ? attrs.getAs<StringAttr>(ZeroDialect::kRoleAttrName)
                      : StringAttr();
    if (!role)
      return error("argument #" + llvm::Twine(i) + " of @" + sig.funcName +
                   " has no zero.role");
    ArgInfo info;
    if (role.getValue() == "param")
      info.role = ArgRole::Param;
    else if (role.getValue() == "opt_state")
      info.role = ArgRole::OptState;
    else if (role.getValue() == "batch")
      info.role = ArgRole::Batch;
    else if (role.getValue() == "hyper")
      info.role = ArgRole::Hyper;
    else
      return error("argument #" + llvm::Twine(i) + " has unknown zero.role '" +
                   role.getValue() + "'");
    info.stateOf = getI64(attrs, ZeroDialect::kStateOfAttrName, -1);
    auto spec = makeSpec(func.getArgumentTypes()[i], attrs,
                         "argument #" + llvm::Twine(i));
    if (!spec)
      return spec.takeError();
    info.spec = *spec;
    if (info.role == ArgRole::Batch && info.spec.shape.empty())
      return error("batch argument #" + llvm::Twine(i) +
                   " must have a leading batch dimension");
    sig.args.push_back(std::move(info));
  }
  bool sawLoss = false;
  for (unsigned i = 0, e = func.getNumResults(); i < e; ++i) {
    DictionaryAttr attrs = func.getResultAttrDict(i);
    ResultInfo info;
    info.updates = getI64(attrs, ZeroDialect::kUpdatesAttrName, -1);
    auto role = attrs ? attrs.getAs<StringAttr>(ZeroDialect::kRoleAttrName)
                      : StringAttr();
    if (info.updates >= 0) {
      info.role = ResultRole::Update;
      if (info.updates >= (int64_t)sig.args.size())
        return error("result #" + llvm::Twine(i) + " updates argument #" +
                     llvm::Twine(info.updates) + ", but @" + sig.funcName +
                     " has " + llvm::Twine(sig.args.size()) + " arguments");
    } else if (role && role.getValue() == "loss") {
      info.role = ResultRole::Loss;
      sawLoss = true;
    } else if (role && role.getValue() == "metric") {
      info.role = ResultRole::Metric;
    } else {
      return error("result #" + llvm::Twine(i) + " of @" + sig.funcName +
                   " is neither zero.updates nor a loss or metric");
    }
    auto spec = makeSpec(func.getResultTypes()[i], attrs,
                         "result #" + llvm::Twine(i));
    if (!spec)
      return spec.takeError();
    info.spec = *spec;
    if (info.role == ResultRole::Loss &&
        (info.spec.dtype != ZERO_RT_DTYPE_F32 || !info.spec.shape.empty()))
      return error("the loss (result #" + llvm::Twine(i) +
                   ") must be tensor<f32>");
    sig.results.push_back(std::move(info));
  }
  if (!sawLoss)
    return error("@" + sig.funcName + " has no result with zero.role = \"loss\"");

  // Ring bytes of every collective in the program, as the runtime counts:
  // a bucket of several tensors is one collective on their concatenation.
  func.walk([&](Operation *op) {
    auto add = [&](int kind, TypeRange types) {
      int64_t n = 0;
      for (Type t : types)
        n += cast<ShapedType>(t).getNumElements();
      int64_t elt = cast<ShapedType>(types[0]).getElementTypeBitWidth() / 8;
      sig.commBytesPerStep += zero_rt_ring_bytes(kind, n, elt, sig.worldSize);
    };
    auto futureTypes = [](Value future) {
      return cast<FutureType>(future.getType()).getValueTypes();
    };
    if (auto o = dyn_cast<AllGatherOp>(op))
      add(0, o.getResultTypes());
    else if (auto o = dyn_cast<AllGatherStartOp>(op))
      add(0, futureTypes(o.getFuture()));
    else if (auto o = dyn_cast<ReduceScatterOp>(op))
      add(1, o.getInputs().getTypes());
    else if (auto o = dyn_cast<ReduceScatterStartOp>(op))
      add(1, o.getInputs().getTypes());
    else if (auto o = dyn_cast<AllReduceOp>(op))
      add(2, o.getInputs().getTypes());
    else if (auto o = dyn_cast<AllReduceStartOp>(op))
      add(2, o.getInputs().getTypes());
  });
  return sig;
}

llvm::Expected<std::unique_ptr<StepProgram>>
StepProgram::load(llvm::StringRef path, llvm::StringRef funcName,
                  unsigned optLevel) {
  std::unique_ptr<StepProgram> program(new StepProgram());
  // The lowering pipeline is textual: its passes must be registered.
  static bool registered = [] {
    registerAllPasses();
    registerAllZeroPasses();
    return true;
  }();
  (void)registered;
  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllZeroDialects(registry);
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  program->context = std::make_unique<MLIRContext>(registry);
  MLIRContext *ctx = program->context.get();

  // Diagnostics become the error message instead of going to stderr.
  std::string diagnostics;
  llvm::raw_string_ostream diagStream(diagnostics);
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler handler(sourceMgr, ctx, diagStream);

  std::string parseError;
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
    return sig.takeError();
  program->sig = std::move(*sig);

  PassManager pm(ctx);
  if (failed(buildLowerToLLVMPipeline(pm, diagStream)) ||
      failed(pm.run(*module)))
    return error("cannot lower program '" + path + "':\n" + diagnostics);

  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  ExecutionEngineOptions options;
  // memref.copy between non-contiguous layouts lowers to a call to
  // memrefCopy, which MLIR ships in its C runner utilities.
  llvm::StringRef sharedLibs[] = {ZERO_MLIR_C_RUNNER_UTILS};
  options.sharedLibPaths = sharedLibs;
  auto transformer = makeOptimizingTransformer(optLevel, /*sizeLevel=*/0,
                                               /*targetMachine=*/nullptr);
  options.transformer = transformer;
  options.jitCodeGenOptLevel = optLevel >= 3   ? llvm::CodeGenOptLevel::Aggressive
                               : optLevel == 2 ? llvm::CodeGenOptLevel::Default
                               : optLevel == 1 ? llvm::CodeGenOptLevel::Less
                                               : llvm::CodeGenOptLevel::None;
  auto engine = ExecutionEngine::create(*module, options);
  if (!engine)
    return error("cannot JIT-compile program '" + path +
                 "': " + llvm::toString(engine.takeError()));
  program->engine = std::move(*engine);
  // Materialize now, so compilation is not timed as part of the first step.
  if (auto fn = program->engine->lookupPacked(program->sig.funcName); !fn)
    return error("cannot JIT-compile program '" + path +
                 "': " + llvm::toString(fn.takeError()));
  return program;
}

StepProgram::~StepProgram() = default;

/// Words of a ranked memref descriptor: allocated, aligned, offset, sizes,
/// strides.
static int64_t descriptorWords(const TensorSpec &spec) {
  return 3 + 2 * (int64_t)spec.shape.size();
}

llvm::Expected<std::vector<Buffer>>
StepProgram::run(const std::vector<Buffer> &args) {
  if (args.size() != sig.args.size())
    return error("step expects " + llvm::Twine(sig.args.size()) +
                 " arguments, got " + llvm::Twine(args.size()));
  // The packed entry point takes a pointer to every scalar of the expanded
  // argument list, then a pointer to the result struct. All descriptor
  // fields are 8 bytes, so both are flat arrays of 64-bit words.
  std::vector<int64_t> words;
  for (size_t i = 0; i < args.size(); ++i) {
    const TensorSpec &spec = sig.args[i].spec;
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
  for (const ResultInfo &r : sig.results)
    resultWords += descriptorWords(r.spec);
  std::vector<int64_t> results(resultWords, 0);
  llvm::SmallVector<void *> packed;
  for (int64_t &w : words)
    packed.push_back(&w);
  packed.push_back(results.data());
  if (llvm::Error err = engine->invokePacked(sig.funcName, packed))
    return std::move(err);

  std::vector<Buffer> out;
  int64_t pos = 0;
  for (const ResultInfo &r : sig.results) {
    Buffer b;
    b.allocated = reinterpret_cast<void *>(results[pos]);
    char *aligned = reinterpret_cast<char *>(results[pos + 1]);
    b.data = aligned + results[pos + 2] * r.spec.elementBytes();
    out.push_back(b);
    pos += descriptorWords(r.spec);
  }
  return out;
}

} // namespace zerorun
