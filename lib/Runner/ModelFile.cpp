//===- ModelFile.cpp - the full model as one .safetensors file ------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/ModelFile.h"

#include "zero/Runner/Checkpoint.h"
#include "zero/Runner/FloatConvert.h"
#include "zero/Runner/Safetensors.h"

#include <map>

using namespace llvm;
using namespace mlir::zero;
using namespace mlir::zero::runner;

static Error error(const Twine &message) {
  return createStringError(inconvertibleErrorCode(), message);
}

static std::string shapeString(ArrayRef<int64_t> shape) {
  std::string s = "(";
  for (size_t i = 0; i < shape.size(); ++i)
    s += (i ? ", " : "") + std::to_string(shape[i]);
  return s + (shape.size() == 1 ? ",)" : ")");
}

/// What a model file holds, as PyTorch's state_dict: parameters and buffers
/// (BatchNorm running statistics), each by its name.
static bool isModelTensor(ArgRole role) {
  return role == ArgRole::Param || role == ArgRole::Buffer;
}

unsigned runner::exportedArgument(const StepSignature &sig, unsigned param) {
  std::string master = sig.args[param].name + ".master";
  for (unsigned i = 0; i < sig.args.size(); ++i)
    if (sig.args[i].role == ArgRole::OptState && sig.args[i].stateOf == param &&
        sig.args[i].name == master)
      return i;
  return param;
}

Error runner::exportModel(StringRef path, const StepSignature &sig,
                          const std::vector<std::vector<char>> &logical) {
  std::vector<SafetensorsTensor> tensors;
  for (unsigned i = 0; i < sig.args.size(); ++i) {
    if (!isModelTensor(sig.args[i].role))
      continue;
    unsigned source = exportedArgument(sig, i);
    const BoundaryTensor &spec = sig.args[source].tensor;
    tensors.push_back({sig.args[i].name, spec.dtype,
                       std::vector<int64_t>(spec.logicalShape.begin(),
                                            spec.logicalShape.end()),
                       logical[source]});
  }
  return writeSafetensors(path, tensors,
                          {{"format", "pt"},
                           {"producer", "zero-run"},
                           {"function", sig.funcName}});
}

Expected<std::vector<std::optional<std::vector<char>>>>
runner::importModel(StringRef path, const StepSignature &sig) {
  auto tensors = readSafetensors(path);
  if (!tensors)
    return tensors.takeError();
  std::map<std::string, SafetensorsTensor *> byName;
  for (SafetensorsTensor &t : *tensors)
    byName[t.name] = &t;
  std::vector<std::optional<std::vector<char>>> values(sig.args.size());
  size_t used = 0;
  for (unsigned i = 0; i < sig.args.size(); ++i) {
    const StepArgument &param = sig.args[i];
    if (!isModelTensor(param.role))
      continue;
    auto it = byName.find(param.name);
    if (it == byName.end())
      return error("'" + path + "' has no tensor '" + param.name +
                   "' (argument #" + Twine(i) + " of @" + sig.funcName + ")");
    const SafetensorsTensor &t = *it->second;
    ++used;
    unsigned target = exportedArgument(sig, i);
    for (unsigned arg : {target, i}) {
      const BoundaryTensor &spec = sig.args[arg].tensor;
      // A bf16 param takes the rounding of an f32 tensor (its master's
      // export, or any f32 model).
      bool rounded =
          spec.dtype == ZERO_RT_DTYPE_BF16 && t.dtype == ZERO_RT_DTYPE_F32;
      if ((t.dtype != spec.dtype && !rounded) ||
          ArrayRef<int64_t>(t.shape) != ArrayRef<int64_t>(spec.logicalShape))
        return error("'" + path + "': tensor '" + t.name + "' is " +
                     safetensorsDtype(t.dtype) + " " + shapeString(t.shape) +
                     " but argument #" + Twine(arg) + " of @" + sig.funcName +
                     " is " + safetensorsDtype(spec.dtype) + " " +
                     shapeString(spec.logicalShape));
      values[arg] = convertFloats(t.data, t.dtype, spec.dtype);
    }
  }
  if (used != tensors->size()) {
    for (const SafetensorsTensor &t : *tensors) {
      bool known = false;
      for (const StepArgument &a : sig.args)
        known |= isModelTensor(a.role) && a.name == t.name;
      if (!known)
        return error("'" + path + "' has tensor '" + t.name +
                     "', which is no parameter or buffer of @" + sig.funcName +
                     ": it is a model of another shape");
    }
  }
  return values;
}
