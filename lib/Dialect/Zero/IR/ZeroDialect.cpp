//===- ZeroDialect.cpp - zero dialect, types and attributes ---------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/IR/ZeroDialect.h"
#include "zero/Dialect/Zero/IR/ZeroOps.h"
#include "zero/Support/Init.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/CheckedArithmetic.h"

#include <limits>
#include <string>

using namespace mlir;
using namespace mlir::zero;

#include "zero/Dialect/Zero/IR/ZeroEnums.cpp.inc"
#include "zero/Dialect/Zero/IR/ZeroOpsDialect.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "zero/Dialect/Zero/IR/ZeroOpsTypes.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "zero/Dialect/Zero/IR/ZeroAttrs.cpp.inc"

void ZeroDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "zero/Dialect/Zero/IR/ZeroOps.cpp.inc"
      >();
  addTypes<
#define GET_TYPEDEF_LIST
#include "zero/Dialect/Zero/IR/ZeroOpsTypes.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "zero/Dialect/Zero/IR/ZeroAttrs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Shard arithmetic
//===----------------------------------------------------------------------===//

int64_t mlir::zero::getShardNumElements(int64_t numElements,
                                        int64_t worldSize) {
  return llvm::divideCeil(numElements, worldSize);
}

std::optional<int64_t> mlir::zero::getCheckedNumElements(ShapedType type) {
  std::optional<int64_t> count = 1;
  for (int64_t dim : type.getShape())
    if (count)
      count = llvm::checkedMul(*count, dim);
  return count;
}

std::optional<int64_t> mlir::zero::getCheckedTotalElements(TypeRange types) {
  std::optional<int64_t> total = 0;
  for (Type type : types) {
    std::optional<int64_t> count =
        getCheckedNumElements(cast<ShapedType>(type));
    total = total && count ? llvm::checkedAdd(*total, *count) : std::nullopt;
  }
  return total;
}

int64_t mlir::zero::getNumElements(TypeRange types) {
  int64_t total = 0;
  for (Type type : types)
    total += cast<ShapedType>(type).getNumElements();
  return total;
}

RankedTensorType mlir::zero::getShardType(int64_t numElements,
                                          Type elementType,
                                          int64_t worldSize) {
  return RankedTensorType::get(
      {getShardNumElements(numElements, worldSize)}, elementType);
}

//===----------------------------------------------------------------------===//
// Types and attributes
//===----------------------------------------------------------------------===//

Type FutureType::parse(AsmParser &parser) {
  SmallVector<Type> valueTypes;
  if (parser.parseLess())
    return {};
  if (failed(parser.parseOptionalGreater())) {
    if (parser.parseTypeList(valueTypes) || parser.parseGreater())
      return {};
  }
  return FutureType::get(parser.getContext(), valueTypes);
}

void FutureType::print(AsmPrinter &printer) const {
  printer << "<";
  llvm::interleaveComma(getValueTypes(), printer);
  printer << ">";
}

// A future of no values is a writeback's: its wait only orders. Each
// collective start checks that its future carries what it delivers.
LogicalResult FutureType::verify(function_ref<InFlightDiagnostic()>,
                                 ArrayRef<Type>) {
  return success();
}

LogicalResult
OffloadedType::verify(function_ref<InFlightDiagnostic()> emitError,
                      RankedTensorType tensorType, StoreKind) {
  if (!tensorType.hasStaticShape() || tensorType.getEncoding())
    return emitError() << "an offloaded tensor must be statically shaped "
                          "without an encoding, but got "
                       << tensorType;
  if (!getCheckedNumElements(tensorType))
    return emitError() << "an offloaded tensor's element count must fit in "
                          "int64, but got "
                       << tensorType;
  return success();
}

LogicalResult
QuantizeAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                     int64_t bits, int64_t block) {
  if (bits != 8 && bits != 4)
    return emitError() << "quantize bits must be 8 or 4, but got " << bits;
  // The runtime counts a block's elements in an int (MPI's counts).
  if (block <= 0 || block > std::numeric_limits<int32_t>::max())
    return emitError() << "quantize block must be in [1, "
                       << std::numeric_limits<int32_t>::max() << "], but got "
                       << block;
  return success();
}

LogicalResult ShardAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                RankedTensorType logicalType,
                                int64_t worldSize) {
  if (worldSize <= 0)
    return emitError() << "world_size must be positive, but got " << worldSize;
  if (!logicalType.hasStaticShape())
    return emitError() << "logical type must be statically shaped, but got "
                       << logicalType;
  if (!getCheckedNumElements(logicalType))
    return emitError() << "logical type " << logicalType
                       << " has more elements than int64 can count";
  return success();
}

RankedTensorType ShardAttr::getShardType() const {
  return zero::getShardType(getLogicalType().getNumElements(),
                            getLogicalType().getElementType(), getWorldSize());
}

//===----------------------------------------------------------------------===//
// Discardable attribute verification
//===----------------------------------------------------------------------===//

/// Checks that `attr` is a non-negative i64 index, as `zero.state_of`,
/// `zero.updates` and `zero.grad_of` must be.
static LogicalResult verifyIndexAttr(Operation *op, NamedAttribute attr,
                                     StringRef where) {
  auto value = dyn_cast<IntegerAttr>(attr.getValue());
  if (!value || !value.getType().isInteger(64))
    return op->emitError() << "'" << attr.getName().getValue() << "' on " << where
                           << " must be an i64 index, but got "
                           << attr.getValue();
  if (value.getInt() < 0)
    return op->emitError() << "'" << attr.getName().getValue() << "' on " << where
                           << " must be a non-negative index, but got "
                           << value.getInt();
  return success();
}

/// Verifies a `zero.role` string against the cases of `RoleEnum` (ArgRole
/// or ResultRole), listing them all in the error.
template <typename RoleEnum>
static LogicalResult verifyRoleAttr(Operation *op, NamedAttribute attr,
                                    StringRef where,
                                    std::optional<RoleEnum> (*symbolize)(
                                        StringRef),
                                    StringRef (*stringify)(RoleEnum),
                                    RoleEnum last) {
  auto role = dyn_cast<StringAttr>(attr.getValue());
  if (role && symbolize(role.getValue()))
    return success();
  InFlightDiagnostic diag = op->emitError()
                            << "'zero.role' on " << where << " must be one of ";
  for (int i = 0, e = static_cast<int>(last); i <= e; ++i)
    diag << (i ? ", " : "") << "\"" << stringify(static_cast<RoleEnum>(i))
         << "\"";
  return diag << ", but got " << attr.getValue();
}

static LogicalResult verifyShardAttr(Operation *op, NamedAttribute attr,
                                     StringRef where, Type valueType) {
  auto shard = dyn_cast<ShardAttr>(attr.getValue());
  if (!shard)
    return op->emitError() << "'zero.shard' on " << where
                           << " must be a #zero.shard, but got "
                           << attr.getValue();
  RankedTensorType expected = shard.getShardType();
  // An offloaded shard refers to the shard's tensor in a store.
  if (auto offloaded = dyn_cast_or_null<OffloadedType>(valueType))
    valueType = offloaded.getTensorType();
  if (valueType == expected)
    return success();
  // After bufferization the shard is a memref of the same shape (any layout).
  auto memref = dyn_cast_or_null<MemRefType>(valueType);
  if (memref && memref.getShape() == expected.getShape() &&
      memref.getElementType() == expected.getElementType())
    return success();
  return op->emitError() << where << " has type " << valueType << ", but "
                         << shard << " expects " << expected
                         << " (or a memref of that shape)";
}

/// `zero.init` is a plain string, so that upstream tools parse a traced step,
/// holding a recipe the drivers can compute (zero/Support/Init.h).
static LogicalResult verifyInitAttr(Operation *op, NamedAttribute attr,
                                    StringRef where) {
  auto text = dyn_cast<StringAttr>(attr.getValue());
  if (!text)
    return op->emitError() << "'zero.init' on " << where
                           << " must be a string recipe, but got "
                           << attr.getValue();
  std::string error;
  if (!InitRecipe::parse(text.getValue().str(), &error))
    return op->emitError() << "'zero.init' on " << where << ": " << error;
  return success();
}

/// `zero.range = array<i64: lo, hi>`: the values [lo, hi) an integer
/// argument may hold. A plain builtin attribute, so upstream tools parse it.
static LogicalResult verifyRangeAttr(Operation *op, NamedAttribute attr,
                                     StringRef where, Type valueType) {
  auto range = dyn_cast<DenseI64ArrayAttr>(attr.getValue());
  if (!range || range.size() != 2)
    return op->emitError() << "'zero.range' on " << where
                           << " must be array<i64: lo, hi> for [lo, hi), but "
                              "got "
                           << attr.getValue();
  if (range[0] >= range[1])
    return op->emitError() << "'zero.range' on " << where << " is [" << range[0]
                           << ", " << range[1]
                           << "), which is empty; expected lo < hi";
  auto tensor = dyn_cast_or_null<ShapedType>(valueType);
  if (valueType && (!tensor || !tensor.getElementType().isInteger()))
    return op->emitError() << "'zero.range' on " << where
                           << " needs an integer tensor, but the type is "
                           << valueType;
  return success();
}

/// `zero.range_ignore = <i64>`: one more value outside [lo, hi) the
/// argument may hold (a loss's ignore_index). It extends a zero.range, so it
/// needs one on the same argument.
static LogicalResult verifyRangeIgnoreAttr(Operation *op, NamedAttribute attr,
                                           StringRef where, unsigned argIndex) {
  auto value = dyn_cast<IntegerAttr>(attr.getValue());
  if (!value || !value.getType().isInteger(64))
    return op->emitError() << "'zero.range_ignore' on " << where
                           << " must be an i64, but got " << attr.getValue();
  auto func = dyn_cast<FunctionOpInterface>(op);
  if (func && !func.getArgAttr(argIndex, ZeroDialect::kRangeAttrName))
    return op->emitError() << "'zero.range_ignore' on " << where
                           << " extends a 'zero.range', but the argument has "
                              "none";
  return success();
}

/// `zero.global_mean` (unit): the op's one result, a 0-d float tensor, is
/// replaced by its mean over ranks under data parallelism.
static LogicalResult verifyGlobalMeanAttr(Operation *op, NamedAttribute attr) {
  if (!isa<UnitAttr>(attr.getValue()))
    return op->emitError() << "'zero.global_mean' must be a unit attribute, "
                              "but got "
                           << attr.getValue();
  if (op->getNumResults() != 1)
    return op->emitError() << "'zero.global_mean' expects an op with one "
                              "result, but '"
                           << op->getName() << "' has "
                           << op->getNumResults();
  auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!type || type.getRank() != 0 || !isa<FloatType>(type.getElementType()))
    return op->emitError() << "'zero.global_mean' expects a 0-d float tensor "
                              "result, but got "
                           << op->getResult(0).getType();
  return success();
}

/// `zero.fill = "global_row"`: the driver fills the argument with each
/// local row's index in the step's global batch, so it is an i64 tensor of
/// one value per row: [rows], or [K, rows] with zero.micro_batches = K.
static LogicalResult verifyFillAttr(Operation *op, NamedAttribute attr,
                                    StringRef where, unsigned argIndex) {
  auto text = dyn_cast<StringAttr>(attr.getValue());
  if (!text || text.getValue() != ZeroDialect::kFillGlobalRow)
    return op->emitError() << "'zero.fill' on " << where << " must be \""
                           << ZeroDialect::kFillGlobalRow << "\", but got "
                           << attr.getValue();
  auto func = dyn_cast<FunctionOpInterface>(op);
  if (!func || argIndex >= func.getNumArguments())
    return success();
  Type type = func.getArgumentTypes()[argIndex];
  auto tensor = dyn_cast<RankedTensorType>(type);
  int64_t rank =
      func.getArgAttr(argIndex, ZeroDialect::kMicroBatchesAttrName) ? 2 : 1;
  if (!tensor || !tensor.getElementType().isInteger(64) ||
      tensor.getRank() != rank)
    return op->emitError() << "'zero.fill' on " << where
                           << " needs an i64 tensor of one value per row ("
                           << (rank == 1 ? "[rows]" : "[K, rows]")
                           << "), but the type is " << type;
  return success();
}

static LogicalResult verifyNameAttr(Operation *op, NamedAttribute attr,
                                    StringRef where) {
  auto text = dyn_cast<StringAttr>(attr.getValue());
  if (!text || text.getValue().empty())
    return op->emitError() << "'zero.name' on " << where
                           << " must be a non-empty string, but got "
                           << attr.getValue();
  return success();
}

/// The type of argument or result `index` of a function-like `op`, or null.
static Type getFunctionValueType(Operation *op, unsigned index, bool isResult) {
  auto func = dyn_cast<FunctionOpInterface>(op);
  if (!func)
    return {};
  ArrayRef<Type> types =
      isResult ? func.getResultTypes() : func.getArgumentTypes();
  return index < types.size() ? types[index] : Type();
}

LogicalResult ZeroDialect::verifyRegionArgAttribute(Operation *op,
                                                    unsigned regionIndex,
                                                    unsigned argIndex,
                                                    NamedAttribute attr) {
  std::string where = ("argument #" + Twine(argIndex)).str();
  StringRef name = attr.getName().getValue();
  if (name == kRoleAttrName)
    return verifyRoleAttr<ArgRole>(op, attr, where, symbolizeArgRole,
                                   stringifyArgRole, ArgRole::Buffer);
  if (name == kStateOfAttrName)
    return verifyIndexAttr(op, attr, where);
  if (name == kInitAttrName)
    return verifyInitAttr(op, attr, where);
  if (name == kRangeAttrName)
    return verifyRangeAttr(op, attr, where,
                           getFunctionValueType(op, argIndex, false));
  if (name == kRangeIgnoreAttrName)
    return verifyRangeIgnoreAttr(op, attr, where, argIndex);
  if (name == kFillAttrName)
    return verifyFillAttr(op, attr, where, argIndex);
  if (name == kMicroBatchesAttrName) {
    auto value = dyn_cast<IntegerAttr>(attr.getValue());
    Type type = getFunctionValueType(op, argIndex, /*isResult=*/false);
    auto tensor = dyn_cast_or_null<RankedTensorType>(type);
    if (!value || !value.getType().isInteger(64) || value.getInt() <= 0)
      return op->emitError() << "'zero.micro_batches' on " << where
                             << " must be a positive i64, but got "
                             << attr.getValue();
    if (tensor && (tensor.getRank() < 2 ||
                   tensor.getDimSize(0) != value.getInt()))
      return op->emitError()
             << "'zero.micro_batches' = " << value.getInt() << " on " << where
             << " expects a leading dimension of " << value.getInt()
             << " micro-batches and at least one more dimension, but the "
                "argument is "
             << type;
    return success();
  }
  if (name == kNameAttrName)
    return verifyNameAttr(op, attr, where);
  if (name == kShardAttrName) {
    Type type = getFunctionValueType(op, argIndex, /*isResult=*/false);
    if (!type && regionIndex < op->getNumRegions() &&
        !op->getRegion(regionIndex).empty() &&
        argIndex < op->getRegion(regionIndex).getNumArguments())
      type = op->getRegion(regionIndex).getArgument(argIndex).getType();
    return verifyShardAttr(op, attr, where, type);
  }
  return op->emitError() << "'" << name << "' is not valid on " << where;
}

LogicalResult ZeroDialect::verifyRegionResultAttribute(Operation *op,
                                                       unsigned regionIndex,
                                                       unsigned resultIndex,
                                                       NamedAttribute attr) {
  std::string where = ("result #" + Twine(resultIndex)).str();
  StringRef name = attr.getName().getValue();
  if (name == kRoleAttrName)
    return verifyRoleAttr<ResultRole>(op, attr, where, symbolizeResultRole,
                                      stringifyResultRole, ResultRole::Metric);
  if (name == kUpdatesAttrName || name == kStoreResultAttrName)
    return verifyIndexAttr(op, attr, where);
  if (name == kShardAttrName)
    return verifyShardAttr(op, attr, where,
                           getFunctionValueType(op, resultIndex, true));
  return op->emitError() << "'" << name << "' is not valid on " << where;
}

LogicalResult ZeroDialect::verifyOperationAttribute(Operation *op,
                                                    NamedAttribute attr) {
  StringRef name = attr.getName().getValue();
  if (name == kGradOfAttrName || name == kGradShardOfAttrName)
    return verifyIndexAttr(op, attr, "an operation");
  if (name == kGlobalMeanAttrName)
    return verifyGlobalMeanAttr(op, attr);
  if (name == kWorldSizeAttrName) {
    auto value = dyn_cast<IntegerAttr>(attr.getValue());
    if (!value || !value.getType().isInteger(64) || value.getInt() <= 0)
      return op->emitError()
             << "'zero.world_size' must be a positive i64, but got "
             << attr.getValue();
    return success();
  }
  if (name == kShardGroupAttrName) {
    auto value = dyn_cast<IntegerAttr>(attr.getValue());
    auto world = op->getAttrOfType<IntegerAttr>(kWorldSizeAttrName);
    if (!value || !value.getType().isInteger(64) || value.getInt() <= 0 ||
        (world && (value.getInt() >= world.getInt() ||
                   world.getInt() % value.getInt() != 0)))
      return op->emitError()
             << "'zero.shard_group' must be a positive i64 below and dividing "
                "zero.world_size"
             << (world ? " = " + std::to_string(world.getInt()) : "")
             << ", but got " << attr.getValue();
    return success();
  }
  if (name == kRanksPerNodeAttrName) {
    auto value = dyn_cast<IntegerAttr>(attr.getValue());
    if (!value || !value.getType().isInteger(64) || value.getInt() <= 0)
      return op->emitError()
             << "'zero.ranks_per_node' must be a positive i64, but got "
             << attr.getValue();
    auto world = op->getAttrOfType<IntegerAttr>(kWorldSizeAttrName);
    if (world && world.getInt() % value.getInt() != 0)
      return op->emitError()
             << "'zero.ranks_per_node' = " << value.getInt()
             << " must divide zero.world_size = " << world.getInt()
             << " (nodes of equal size)";
    return success();
  }
  if (name == kStageAttrName) {
    auto value = dyn_cast<IntegerAttr>(attr.getValue());
    if (!value || !value.getType().isInteger(64) || value.getInt() < 0 ||
        value.getInt() > 3)
      return op->emitError()
             << "'zero.stage' must be an i64 ZeRO stage in [0, 3], but got "
             << attr.getValue();
    return success();
  }
  if (name == kRowKernelAttrName) {
    if (!isa<UnitAttr>(attr.getValue()) || !isa<LoopLikeOpInterface>(op))
      return op->emitError()
             << "'zero.row_kernel' must be a unit attribute on a loop, but got "
             << attr.getValue() << " on '" << op->getName() << "'";
    return success();
  }
  return op->emitError() << "'" << name << "' is not valid on an operation";
}
