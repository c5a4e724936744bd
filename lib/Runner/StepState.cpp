//===- State.cpp - parameters, optimizer state and data for zero-run ------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/StepState.h"

#include "zero/Runner/FloatConvert.h"
#include "zero/Runner/RankContext.h"
#include "zero/runtime/bf16.h"
#include "zero/runtime/memory.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/Path.h"

#include <cmath>
#include <climits>
#include <cstring>

namespace mlir {
namespace zero {
namespace runner {

static llvm::Error error(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

const char *npyDescr(zero_rt_dtype_t dtype) {
  switch (dtype) {
  case ZERO_RT_DTYPE_F32:
    return "<f4";
  case ZERO_RT_DTYPE_F64:
    return "<f8";
  case ZERO_RT_DTYPE_I32:
    return "<i4";
  case ZERO_RT_DTYPE_I64:
    return "<i8";
  case ZERO_RT_DTYPE_BF16:
    // NumPy has no bf16: stored widened to f32 (FloatConvert.h).
    return "<f4";
  }
  return "?";
}

static std::string shapeString(llvm::ArrayRef<int64_t> shape) {
  std::string s = "(";
  for (size_t i = 0; i < shape.size(); ++i)
    s += (i ? ", " : "") + std::to_string(shape[i]);
  return s + (shape.size() == 1 ? ",)" : ")");
}

/// "(D, 6)" for rows of shape (6,).
static std::string datasetShapeString(llvm::ArrayRef<int64_t> rowShape) {
  std::string s = "(D";
  for (int64_t d : rowShape)
    s += ", " + std::to_string(d);
  return s + (rowShape.empty() ? ",)" : ")");
}

template <typename T> static void store(char *out, int64_t i, T v) {
  std::memcpy(out + i * sizeof(T), &v, sizeof(T));
}

static void storeValue(char *out, zero_rt_dtype_t dtype, int64_t i,
                       double value) {
  switch (dtype) {
  case ZERO_RT_DTYPE_F32:
    return store<float>(out, i, float(value));
  case ZERO_RT_DTYPE_F64:
    return store<double>(out, i, value);
  case ZERO_RT_DTYPE_I32:
    return store<int32_t>(out, i, int32_t(value));
  case ZERO_RT_DTYPE_I64:
    return store<int64_t>(out, i, int64_t(value));
  case ZERO_RT_DTYPE_BF16:
    // Through f32, as zero-trace rounds its bf16 params from f32 values.
    return store<uint16_t>(out, i, zero_rt_bf16_from_f32(float(value)));
  }
}

std::vector<char> scalarBytes(zero_rt_dtype_t dtype, double value) {
  std::vector<char> bytes(zero_rt_dtype_size(dtype));
  storeValue(bytes.data(), dtype, 0, value);
  return bytes;
}

InitRecipe defaultInitRecipe(const BoundaryTensor &spec) {
  bool isFloat = isFloatDtype(spec.dtype);
  // Matrices: uniform in +-1/sqrt(fan_in) with fan_in the first dimension
  // (y = x @ W layout); vectors (biases, norms' shifts) and integers: zero.
  if (!isFloat || spec.logicalShape.size() < 2)
    return InitRecipe::zeros();
  return InitRecipe::uniform(1.0 / std::sqrt(double(spec.logicalShape[0])));
}

std::vector<char> initialParam(const BoundaryTensor &spec, uint64_t seed,
                               int64_t argIndex,
                               const std::optional<InitRecipe> &recipe) {
  int64_t n = spec.logicalNumElements();
  std::vector<double> values = initialValues(
      recipe.value_or(defaultInitRecipe(spec)), n, seed, argIndex);
  std::vector<char> out(n * spec.elementBytes(), 0);
  for (int64_t j = 0; j < n; ++j)
    storeValue(out.data(), spec.dtype, j, values[j]);
  return out;
}

void fillRankBuffer(const BoundaryTensor &spec,
                    const std::vector<char> &logical, int64_t rank,
                    void *out) {
  int64_t elt = spec.elementBytes();
  int64_t bytes = spec.numElements() * elt;
  char *ptr = static_cast<char *>(out);
  std::memset(ptr, 0, bytes);
  if (!spec.sharded) {
    std::memcpy(ptr, logical.data(), bytes);
    return;
  }
  int64_t n = spec.logicalNumElements();
  int64_t s = spec.numElements();
  int64_t begin = std::min(rank * s, n), end = std::min(begin + s, n);
  std::memcpy(ptr, logical.data() + begin * elt, (end - begin) * elt);
}

llvm::Expected<RankBuffer> makeRankBuffer(const BoundaryTensor &spec,
                                      const std::vector<char> &logical,
                                      int64_t rank,
                                      zero_rt_memory_category_t category) {
  int64_t bytes = spec.numElements() * spec.elementBytes();
  void *ptr = nullptr;
  if (llvm::Error err =
          takeStatus(zero_rt_memory_alloc(bytes, category, &ptr)))
    return std::move(err);
  fillRankBuffer(spec, logical, rank, ptr);
  return RankBuffer{ptr, ptr};
}

BoundaryTensor batchRows(const StepArgument &arg) {
  BoundaryTensor rows = arg.tensor;
  if (arg.microBatches > 1 && rows.shape.size() >= 2) {
    int64_t n = rows.shape[0] * rows.shape[1];
    rows.shape.erase(rows.shape.begin());
    rows.shape[0] = n;
    rows.logicalShape = rows.shape;
  }
  return rows;
}

static std::string argPath(const std::string &dir, int64_t argIndex) {
  llvm::SmallString<256> path(dir);
  llvm::sys::path::append(path, "arg" + std::to_string(argIndex) + ".npy");
  return std::string(path);
}

llvm::Expected<std::optional<std::vector<char>>>
loadLogical(const std::string &dir, int64_t argIndex, const BoundaryTensor &spec) {
  std::string path = argPath(dir, argIndex);
  if (!llvm::sys::fs::exists(path))
    return std::optional<std::vector<char>>();
  auto array = readNpy(path);
  if (!array)
    return array.takeError();
  if (array->descr != npyDescr(spec.dtype) ||
      llvm::ArrayRef<int64_t>(array->shape) !=
          llvm::ArrayRef<int64_t>(spec.logicalShape))
    return error("'" + path + "' holds " + array->descr + " " +
                 shapeString(array->shape) + ", but argument #" +
                 llvm::Twine(argIndex) + " is " + npyDescr(spec.dtype) + " " +
                 shapeString(spec.logicalShape));
  return std::optional<std::vector<char>>(
      convertFloats(std::move(array->data), fileDtype(spec.dtype), spec.dtype));
}

llvm::Expected<Dataset> loadDataset(const std::string &dir, int64_t argIndex,
                                    const BoundaryTensor &spec) {
  std::string path = argPath(dir, argIndex);
  if (!llvm::sys::fs::exists(path))
    return error("data file '" + path + "' for batch argument #" +
                 llvm::Twine(argIndex) + " does not exist");
  auto array = readNpy(path);
  if (!array)
    return array.takeError();
  llvm::ArrayRef<int64_t> shape(array->shape);
  llvm::ArrayRef<int64_t> rowShape = llvm::ArrayRef<int64_t>(spec.shape).drop_front();
  if (array->descr != npyDescr(spec.dtype) || shape.empty() ||
      shape.drop_front() != rowShape || shape[0] == 0)
    return error("'" + path + "' holds " + array->descr + " " +
                 shapeString(shape) + ", but batch argument #" +
                 llvm::Twine(argIndex) + " needs " + npyDescr(spec.dtype) +
                 " " + datasetShapeString(rowShape) + " with D >= 1 rows");
  Dataset d;
  d.rows = shape[0];
  d.data =
      convertFloats(std::move(array->data), fileDtype(spec.dtype), spec.dtype);
  d.rowBytes = (int64_t)d.data.size() / d.rows;
  d.origin = "'" + path + "'";
  return d;
}

double SyntheticSource::value(int64_t index) const {
  // A stream apart from parameter initialization's.
  uint64_t stream = 0x5eedda7aull + argIndex;
  double u = uniform01(seed, stream, index);
  if (isFloatDtype(dtype))
    return 2.0 * u - 1.0;
  return double(intLo) + std::floor(u * double(intHi - intLo));
}

llvm::Expected<Dataset> syntheticDataset(const BoundaryTensor &spec,
                                         uint64_t seed, int64_t argIndex,
                                         int64_t rows, int64_t intLo,
                                         int64_t intHi) {
  int64_t rowElements = spec.numElements() / spec.shape[0];
  int64_t elements = 0;
  if (rows < 1 || llvm::MulOverflow(rows, rowElements, elements))
    return error("--synthetic-rows must be in [1, " +
                 llvm::Twine(INT64_MAX / std::max<int64_t>(rowElements, 1)) +
                 "] for batch argument #" + llvm::Twine(argIndex) + " (" +
                 llvm::Twine(rowElements) + " element(s) per row), got " +
                 llvm::Twine(rows));
  Dataset d;
  d.rows = rows;
  d.rowBytes = rowElements * spec.elementBytes();
  d.synthetic = SyntheticSource{seed, argIndex, spec.dtype, intLo, intHi};
  d.origin = "synthetic data";
  return d;
}

llvm::Expected<std::vector<char>> globalRows(const StepArgument &arg,
                                             int64_t argIndex, int64_t rank,
                                             const std::string &dataDir) {
  if (!dataDir.empty()) {
    std::string path = argPath(dataDir, argIndex);
    if (llvm::sys::fs::exists(path))
      return error("'" + path + "' holds data for batch argument #" +
                   llvm::Twine(argIndex) +
                   ", which zero-run fills (zero.fill = \"global_row\": each "
                   "row's index in the step's global batch); remove the file");
  }
  const BoundaryTensor &spec = arg.tensor;
  int64_t b = batchRows(arg).shape[0];
  std::vector<char> bytes(spec.numElements() * spec.elementBytes());
  for (int64_t i = 0; i < b; ++i)
    storeValue(bytes.data(), spec.dtype, i, double(rank * b + i));
  return bytes;
}

void fillMicroBatch(const Dataset &dataset, const BoundaryTensor &spec,
                    int64_t step, int64_t rank, int64_t worldSize,
                    void *buffer) {
  fillMicroBatchAt(dataset, spec, step * worldSize * spec.shape[0], rank,
                   buffer);
}

void fillMicroBatchAt(const Dataset &dataset, const BoundaryTensor &spec,
                      int64_t position, int64_t rank, void *buffer) {
  int64_t b = spec.shape[0];
  char *out = static_cast<char *>(buffer);
  int64_t rowElements = dataset.rowBytes / spec.elementBytes();
  for (int64_t i = 0; i < b; ++i) {
    int64_t row = (position + rank * b + i) % dataset.rows;
    if (!dataset.synthetic) {
      std::memcpy(out + i * dataset.rowBytes,
                  dataset.data.data() + row * dataset.rowBytes,
                  dataset.rowBytes);
      continue;
    }
    for (int64_t k = 0; k < rowElements; ++k)
      storeValue(out, spec.dtype, i * rowElements + k,
                 dataset.synthetic->value(row * rowElements + k));
  }
}

} // namespace runner
} // namespace zero
} // namespace mlir
