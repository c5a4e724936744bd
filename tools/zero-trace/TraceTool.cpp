//===- TraceTool.cpp - what zero-trace does with a built model ------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "TraceTool.h"

#include "zero/Runner/JitFunction.h"
#include "zero/Runner/OutputFiles.h"
#include "zero/Support/AtomicFile.h"
#include "zero/Support/OutputFile.h"
#include "zero/Trace/Data.h"
#include "zero/Trace/Driver.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Verifier.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace mlir;
using namespace mlir::zero::trace;
using mlir::zero::isSameFile;
using mlir::zero::writeFileAtomically;
using mlir::zero::runner::JitFunction;

static llvm::Error error(const Twine &msg) {
  return createStringError(inconvertibleErrorCode(), msg);
}

static json::Array toJson(const HostTensor &t) {
  json::Array a;
  for (double v : t)
    a.push_back(v);
  return a;
}

static json::Array shapeJson(ArrayRef<int64_t> s) {
  json::Array a;
  for (int64_t d : s)
    a.push_back(d);
  return a;
}

static llvm::Error runSteps(ModuleOp module, const StepInfo &step,
                            const TraceRequest &request) {
  const ModelSpec &model = request.model;
  const std::string &funcName = request.options.funcName;
  uint64_t seed = request.seed;
  double lr = request.lr;
  bool sameBatch = request.sameBatch;
  int runSteps = request.runSteps;
  const std::string &jsonOut = request.jsonPath;
  auto jit = JitFunction::compile(module, funcName);
  if (!jit)
    return error("cannot JIT-compile the step: " + toString(jit.takeError()));
  std::vector<HostTensor> args =
      initialArguments(step, model, seed, seed * 1000003 + 7, lr);
  std::vector<HostTensor> initial = args;
  size_t np = step.numParams, ns = step.numStates;
  size_t firstBatch = np + ns;
  json::Array losses;
  for (int s = 1; s <= runSteps; ++s) {
    if (!sameBatch && s > 1) {
      std::vector<HostTensor> b = makeBatch(model, seed * 1000003 + 7 + s);
      for (size_t i = 0; i < b.size(); ++i)
        args[firstBatch + i] = b[i];
    }
    for (size_t i = firstBatch + model.batch.size(); i < args.size(); ++i)
      if (step.args[i].spec.name == "step")
        args[i] = {static_cast<double>(s)};
    auto results = (*jit)->call(args);
    if (!results)
      return error(toString(results.takeError()));
    double loss = (*results)[0][0];
    outs() << "step " << s << " loss " << format("%.9g", loss) << "\n";
    losses.push_back(loss);
    for (size_t i = 0; i < np + ns; ++i)
      args[i] = std::move((*results)[1 + i]);
  }
  if (jsonOut.empty())
    return Error::success();
  json::Array params, batchJ;
  for (size_t i = 0; i < np; ++i)
    params.push_back(json::Object{{"name", step.args[i].spec.name},
                                  {"shape", shapeJson(step.args[i].spec.shape)},
                                  {"initial", toJson(initial[i])},
                                  {"final", toJson(args[i])}});
  for (size_t i = 0; i < model.batch.size(); ++i)
    batchJ.push_back(json::Object{{"name", model.batch[i].name},
                                  {"shape", shapeJson(model.batch[i].shape)},
                                  {"data", toJson(initial[firstBatch + i])}});
  json::Object root{{"config", json::Object(request.config)},
                    {"losses", std::move(losses)},
                    {"params", std::move(params)},
                    {"batch", std::move(batchJ)}};
  json::Value value(std::move(root));
  return writeFileAtomically(jsonOut, [&](raw_ostream &os) {
    os << value << "\n";
    return Error::success();
  });
}

Error mlir::zero::trace::runTraceTool(TraceRequest &request) {
  const ModelSpec &model = request.model;
  bool shapeOnly = request.options.shapeOnly;
  int runSteps = request.runSteps, emitMainSteps = request.emitMainSteps;
  int64_t numParams = model.numParameters();
  if (runSteps > 0 && emitMainSteps > 0)
    return error("--run-steps (JIT here) and --emit-main-steps (a @main for "
                 "mlir-runner) are alternatives; pass one");
  if (!request.jsonPath.empty() && runSteps == 0)
    return error("--json writes the tensors of a --run-steps run; pass "
                 "--run-steps");
  // Both are written: one would replace the other.
  if (!request.jsonPath.empty() &&
      (request.jsonPath == request.output ||
       isSameFile(request.jsonPath, request.output)))
    return error("--json '" + request.jsonPath + "' and -o '" + request.output +
                 "' name the same file; name two files");
  if (shapeOnly && runSteps > 0)
    return error("--run-steps needs data; it cannot be combined with "
                 "--shape-only");

  MLIRContext ctx;
  ctx.loadDialect<arith::ArithDialect, func::FuncDialect, linalg::LinalgDialect,
                  math::MathDialect, tensor::TensorDialect>();
  OwningOpRef<ModuleOp> module = ModuleOp::create(UnknownLoc::get(&ctx));
  FailureOr<StepInfo> step = buildStep(*module, model, request.options);
  if (failed(step) || failed(verify(*module)))
    return error("the built step does not verify");
  errs() << "zero-trace: " << model.kind << " step with " << numParams
         << " parameters\n";

  if (emitMainSteps > 0) {
    if (shapeOnly)
      return error("--emit-main-steps needs data; it cannot be combined with "
                   "--shape-only");
    std::vector<HostTensor> init =
        initialArguments(*step, model, request.seed,
                         request.seed * 1000003 + 7, request.lr);
    if (failed(buildMain(*module, *step, init, emitMainSteps)) ||
        failed(verify(*module)))
      return error("cannot build the @main driver");
  }

  // The --json tensors come after the run: a bad path must not cost it.
  if (!request.jsonPath.empty() && request.jsonPath != "-")
    if (Error err = mlir::zero::runner::checkWritableFile(request.jsonPath))
      return err;
  // Whole or not at all, and a write error names the file.
  if (Error err = writeFileAtomically(request.output, [&](raw_ostream &os) {
        module->print(os);
        return Error::success();
      }))
    return err;

  if (runSteps > 0)
    return ::runSteps(*module, *step, request);
  return Error::success();
}
