//===- Schedule.cpp - overlap, bucket and keep collectives in a budget ----===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// Rewrites one rank's program (zero-partition's output) in five greedy
// steps, keeping each change only if the static peak (computePeakMemory,
// which counts what the runtime allocates for async collectives and
// buckets) stays within the memory budget:
//   0. the ops after the last reduction (the optimizer update) are ordered
//      by the collective whose result they wait for, in issue order: the
//      update of what arrives first runs while the rest is in flight;
//   1. every collective becomes _start + wait: a reduction (and the gather
//      of an updated parameter) starts right after its inputs exist and is
//      waited as late as the budget allows, at most just before its first
//      use;
//   2. a parameter gather (StagePolicy::gathersParametersPerUse) is waited
//      just before its first use and started as early as the budget
//      allows, never ahead of the gather before it (prefetch in use order);
//   3. a parameter gathered for the forward pass is kept for the backward
//      pass (its second gather and first free dropped), largest comm saving
//      per byte first;
//   4. adjacent collectives of one family (all_reduce, all_gather,
//      reduce_scatter), reduction, world size and element type become one
//      bucket of at most bucket-bytes; gathers and reduce-scatters form
//      grouped buckets, in which each tensor keeps its own shard.
//      With a calibration, a bucket is kept only if the cost model
//      predicts a step no slower with it;
//   5. store transfers (zero-offload) become _start + wait, double
//      buffered: a fetch starts as early as the budget allows but not
//      before the previous fetch has arrived (the next chunk is read while
//      the current one is computed on), a writeback completes as late as
//      the budget allows but before the next chunk's writebacks start; a
//      transfer never passes one that touches the same elements and
//      writes them.
// Every choice depends only on the program and the options, so every rank
// builds the same schedule and issues its collectives in one order.
//
//===----------------------------------------------------------------------===//

#include "zero/Dialect/Zero/Analysis/CollectiveBuffers.h"
#include "zero/Dialect/Zero/Analysis/Contract.h"
#include "zero/Dialect/Zero/Analysis/CostModel.h"
#include "zero/Dialect/Zero/Analysis/PeakMemory.h"
#include "zero/Dialect/Zero/Analysis/StagePolicy.h"
#include "zero/Dialect/Zero/Analysis/TensorBytes.h"
#include "zero/Dialect/Zero/IR/ZeroOps.h"
#include "zero/Dialect/Zero/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/Debug.h"

#include <limits>
#include <optional>

#define DEBUG_TYPE "zero-schedule"

namespace mlir {
namespace zero {
#define GEN_PASS_DEF_SCHEDULE
#include "zero/Dialect/Zero/Transforms/Passes.h.inc"
} // namespace zero
} // namespace mlir

using namespace mlir;
using namespace mlir::zero;

namespace {

bool isBlockingCollective(Operation *op) {
  auto collective = dyn_cast<CollectiveOpInterface>(op);
  return collective && !collective.isAsync();
}

/// Whether `op` is an all_gather, blocking or `_start`.
bool isAllGather(Operation *op) {
  auto collective = dyn_cast<CollectiveOpInterface>(op);
  return collective &&
         collective.getCollectiveKind() == CollectiveKind::AllGather;
}

/// An op whose run overlaps with a collective in flight: not a zero op (a
/// collective waits for the one ahead of it on the network), not a
/// view, constant or empty tensor.
bool isWork(Operation *op) {
  return !isa<ZeroDialect>(op->getDialect()) &&
         !isa<tensor::EmptyOp, tensor::CollapseShapeOp, tensor::ExpandShapeOp,
              tensor::CastOp, tensor::ReshapeOp, arith::ConstantOp>(op);
}

/// The values a collective delivers: its results, or its wait's.
ValueRange getDelivered(Operation *collective) {
  if (WaitOp wait = getWaitOf(collective))
    return wait->getResults();
  return collective->getResults();
}

/// The op a collective's values arrive at: its wait, or itself.
Operation *getArrival(Operation *collective) {
  if (WaitOp wait = getWaitOf(collective))
    return wait;
  return collective;
}

/// Bytes of the full tensors of a collective: its results (all_gather) or
/// inputs (reductions). What bucket-bytes caps.
int64_t getBucketBytes(Operation *collective) {
  int64_t bytes = 0;
  for (Type type : cast<CollectiveOpInterface>(collective).getBucketTypes())
    bytes += getTensorBytes(type);
  return bytes;
}

class Scheduler {
public:
  Scheduler(func::FuncOp func, int64_t budget, int64_t bucketBytes,
            const CostCalibration *calibration)
      : func(func), policy(StagePolicy::of(func)), budget(budget),
        bucketBytes(bucketBytes), calibration(calibration) {}

  /// Runs the four steps; fails (with an error) only if the unscheduled
  /// program is over the budget.
  LogicalResult run();

  int64_t numAsync = 0, numPrefetched = 0, numBuckets = 0, numKept = 0,
          numAsyncTransfers = 0;

private:
  bool fits();
  /// The largest distance d < n whose placement (`place(d)`) fits the
  /// budget, memory growing with d, left placed; nullopt when not even
  /// d = 0 fits. Tries the farthest first: under a budget that holds it,
  /// one peak computation decides, where a binary search took log2(n) of
  /// them (each a walk of the whole step).
  std::optional<size_t> placeFarthestFitting(size_t n,
                                             function_ref<void(size_t)> place);
  double predictedStepTime();
  Operation *inBody(Operation *op) { return body().findAncestorOpInBlock(*op); }
  Operation *firstUse(ValueRange values);
  SmallVector<Operation *> anchors(Operation *from, Operation *to,
                                   ArrayRef<Operation *> skip);
  bool hasWorkBetween(Operation *a, Operation *b);
  void makeAsync(Operation *collective);
  std::pair<Operation *, WaitOp> splitIntoStartAndWait(Operation *collective);
  void makeBlocking(Operation *start, WaitOp wait, Operation *before);
  SmallVector<Operation *> collectives();
  bool tryMergeBucket(Operation *first, Operation *second);
  void bucketCollectives();
  void keepGatheredParams();
  void sinkEmptyTensors();
  void orderTailByArrival();
  void overlapFetch(FetchOp fetch);
  void overlapWriteback(WritebackOp writeback);
  void overlapTransfers();

  /// The body; a rejected change restores it from a copy, so it is looked
  /// up each time.
  Block &body() { return func.getBody().front(); }
  /// Puts `backup`'s body back in place of the function's.
  void restore(func::FuncOp backup) {
    func.getBody().takeBody(backup.getBody());
  }

  func::FuncOp func;
  StagePolicy policy;
  int64_t budget, bucketBytes;
  /// When set, buckets must not make the predicted step slower.
  const CostCalibration *calibration;
};

} // namespace

bool Scheduler::fits() {
  if (budget == 0)
    return true;
  FailureOr<PeakMemory> peak = computePeakMemory(func);
  return succeeded(peak) && peak->peakBytes <= budget;
}

std::optional<size_t>
Scheduler::placeFarthestFitting(size_t n, function_ref<void(size_t)> place) {
  size_t hi = n - 1;
  place(hi);
  if (fits())
    return hi;
  if (hi == 0)
    return std::nullopt;
  --hi;
  size_t lo = 0; // the largest distance that fits is in [lo, hi], if any
  std::optional<size_t> checked;
  while (lo < hi) {
    size_t mid = (lo + hi + 1) / 2;
    place(mid);
    if (fits()) {
      lo = mid;
      checked = mid;
    } else {
      hi = mid - 1;
    }
  }
  place(lo);
  if (checked == lo || fits())
    return lo;
  return std::nullopt;
}

/// The cost model's step time of the function as it is now (infinite if
/// the model cannot cost it, so that no change is judged by it).
double Scheduler::predictedStepTime() {
  FailureOr<StepCost> cost = predictStepCost(func, *calibration);
  return succeeded(cost) ? cost->stepTimeS
                         : std::numeric_limits<double>::infinity();
}

Operation *Scheduler::firstUse(ValueRange values) {
  Operation *first = nullptr;
  for (Value value : values)
    for (Operation *user : value.getUsers())
      if (Operation *top = inBody(user))
        if (!first || top->isBeforeInBlock(first))
          first = top;
  return first;
}

/// The ops from `from` to `to` (inclusive) other than `skip`: the places an
/// op can be moved before.
SmallVector<Operation *> Scheduler::anchors(Operation *from, Operation *to,
                                            ArrayRef<Operation *> skip) {
  // The runtime allocates a tensor.empty's storage where the empty stands,
  // the report where its consumer writes it: nothing is placed between the
  // two, so both see the same buffers live at every collective.
  SmallVector<Operation *> result;
  Operation *previous = from->getPrevNode();
  while (previous && llvm::is_contained(skip, previous))
    previous = previous->getPrevNode();
  for (Operation *op = from; op; op = op->getNextNode()) {
    if (llvm::is_contained(skip, op))
      continue;
    if (!isa_and_nonnull<tensor::EmptyOp>(previous))
      result.push_back(op);
    previous = op;
    if (op == to)
      break;
  }
  return result;
}

bool Scheduler::hasWorkBetween(Operation *a, Operation *b) {
  for (Operation *op = a->getNextNode(); op && op != b; op = op->getNextNode())
    if (isWork(op))
      return true;
  return false;
}

/// Replaces a blocking collective by its `_start` and a `zero.wait` right
/// after it.
std::pair<Operation *, WaitOp>
Scheduler::splitIntoStartAndWait(Operation *collective) {
  OpBuilder builder(collective);
  Location loc = collective->getLoc();
  auto blocking = cast<CollectiveOpInterface>(collective);
  Operation *start = createCollective(
      builder, loc, blocking.getCollectiveKind(), /*async=*/true,
      collective->getResultTypes(), blocking.getReduction(),
      blocking.getInputs(), RankGroup::of(blocking),
      blocking.getQuantizeAttr());
  auto wait = WaitOp::create(builder, loc, start->getResult(0));
  collective->replaceAllUsesWith(wait->getResults());
  collective->erase();
  return {start, wait};
}

/// Turns `start` + `wait` back into one blocking collective before `before`.
void Scheduler::makeBlocking(Operation *start, WaitOp wait, Operation *before) {
  OpBuilder builder(before);
  auto async = cast<CollectiveOpInterface>(start);
  Operation *blocking = createCollective(
      builder, start->getLoc(), async.getCollectiveKind(), /*async=*/false,
      wait->getResultTypes(), async.getReduction(), async.getInputs(),
      RankGroup::of(async), async.getQuantizeAttr());
  wait->replaceAllUsesWith(blocking->getResults());
  wait->erase();
  start->erase();
}

/// Steps 1 and 2 for one blocking collective: the most overlap the budget
/// allows, or the collective as it was when no placement with work between
/// start and wait fits.
void Scheduler::makeAsync(Operation *collective) {
  Operation *original = collective->getNextNode();
  bool prefetch = policy.gathersParametersPerUse() &&
                  isAllGather(collective) &&
                  isa<BlockArgument>(collective->getOperand(0));
  auto [start, wait] = splitIntoStartAndWait(collective);
  Operation *use = firstUse(wait->getResults());
  if (!use) {
    makeBlocking(start, wait, original);
    return;
  }
  // How far up the start may go: just after its inputs exist, or for a
  // prefetch just after the gather before it (gathers stay in use order).
  Operation *lowest = &body().front();
  for (Operation *op = start->getPrevNode(); op; op = op->getPrevNode()) {
    bool bound = prefetch ? isAllGather(op)
                          : llvm::any_of(start->getOperands(), [&](Value v) {
                              Operation *def = v.getDefiningOp();
                              return def && inBody(def) == op;
                            });
    if (bound) {
      lowest = op->getNextNode();
      break;
    }
  }
  SmallVector<Operation *> places = anchors(lowest, use, {start, wait});
  if (places.empty()) {
    makeBlocking(start, wait, original);
    return;
  }
  // Just before `use`, ahead of the empty tensors it writes into.
  use = places.back();
  // Candidate i: start before places[i], wait before `use` (prefetch), or
  // start before places[0] and wait before places[i] (reduction). Memory
  // grows monotonically with the distance: the largest that fits wins.
  auto place = [&](size_t i) {
    if (prefetch) {
      start->moveBefore(places[i]);
      wait->moveBefore(use);
    } else {
      start->moveBefore(places[0]);
      wait->moveBefore(places[i]);
    }
  };
  // Distance d = 0 .. n-1 means candidate n-1-d (prefetch) or d (reduction).
  size_t n = places.size();
  auto candidate = [&](size_t d) { return prefetch ? n - 1 - d : d; };
  std::optional<size_t> distance =
      placeFarthestFitting(n, [&](size_t d) { place(candidate(d)); });
  if (!distance || !hasWorkBetween(start, wait)) {
    makeBlocking(start, wait, original ? original : body().getTerminator());
    return;
  }
  ++numAsync;
  numPrefetched += prefetch;
}

/// Step 5 for one blocking fetch: a fetch_start as early as the budget
/// allows after the previous fetch arrived (and after any earlier transfer
/// it conflicts with completed), its wait just before the chunk's first
/// use (or a later conflicting transfer); blocking again when no work fits
/// between the two.
void Scheduler::overlapFetch(FetchOp fetch) {
  Operation *original = fetch->getNextNode();
  OpBuilder builder(fetch);
  Location loc = fetch.getLoc();
  Type chunkType = fetch.getChunk().getType();
  auto start = FetchStartOp::create(builder, loc, FutureType::get(builder.getContext(), {chunkType}),
                                    fetch.getReference(), fetch.getOffset());
  auto wait = WaitOp::create(builder, loc, start.getFuture());
  fetch.getChunk().replaceAllUsesWith(wait->getResult(0));
  fetch->erase();
  auto transfer = cast<TransferOpInterface>(start.getOperation());
  auto revert = [&] {
    OpBuilder b(wait);
    auto blocking = FetchOp::create(b, loc, chunkType, start.getReference(),
                                    start.getOffset());
    wait->getResult(0).replaceAllUsesWith(blocking.getChunk());
    wait->erase();
    start->erase();
    if (original)
      blocking->moveBefore(original);
  };
  Operation *use = firstUse(wait->getResults());
  if (!use)
    return revert();
  // The wait: before the first use, and before a later transfer that
  // writes what the fetch reads.
  for (Operation *op = wait->getNextNode(); op && op != use;
       op = op->getNextNode())
    if (auto later = dyn_cast<TransferOpInterface>(op);
        later && transfersConflict(transfer, later)) {
      use = op;
      break;
    }
  // How far up the start may go: not above an earlier fetch (fetches stay
  // in issue order; one whose wait is above arrived: at most one chunk is
  // read ahead) nor above the completion of an earlier transfer that
  // writes what this one reads.
  Operation *lowest = &body().front();
  for (Operation *op = start->getPrevNode(); op; op = op->getPrevNode()) {
    bool bound = false;
    if (auto earlierWait = dyn_cast<WaitOp>(op)) {
      if (auto earlier = dyn_cast_if_present<TransferOpInterface>(
              earlierWait.getFuture().getDefiningOp()))
        bound = !earlier.isWrite() || transfersConflict(earlier, transfer);
    } else if (auto earlier = dyn_cast<TransferOpInterface>(op)) {
      bound = !earlier.isWrite() ||
              (!earlier.isAsync() && transfersConflict(earlier, transfer));
    }
    if (bound) {
      lowest = op->getNextNode();
      break;
    }
  }
  SmallVector<Operation *> places = anchors(lowest, use, {start.getOperation(), wait.getOperation()});
  if (places.empty())
    return revert();
  use = places.back();
  // Distance d: the start before places[n-1-d], the wait just before `use`
  // (after the start, also at d = 0, where the start stands before `use`).
  size_t n = places.size();
  auto place = [&](size_t d) {
    start->moveBefore(places[n - 1 - d]);
    wait->moveBefore(use);
  };
  if (!placeFarthestFitting(n, place) || !hasWorkBetween(start, wait))
    return revert();
  ++numAsyncTransfers;
}

/// Step 5 for one blocking writeback: a writeback_start where it stood, its
/// wait as late as the budget allows but before the next chunk's writebacks
/// (one chunk written behind) and before a later transfer of the same
/// elements.
void Scheduler::overlapWriteback(WritebackOp writeback) {
  OpBuilder builder(writeback);
  Location loc = writeback.getLoc();
  auto start = WritebackStartOp::create(
      builder, loc, FutureType::get(builder.getContext(), {}),
      writeback.getChunk(), writeback.getReference(), writeback.getOffset());
  auto wait = WaitOp::create(builder, loc, start.getFuture());
  writeback->erase();
  auto transfer = cast<TransferOpInterface>(start.getOperation());
  auto revert = [&] {
    OpBuilder b(start);
    WritebackOp::create(b, loc, start.getChunk(), start.getReference(),
                        start.getOffset());
    wait->erase();
    start->erase();
  };
  // The bound: the next group of writebacks (the next chunk's, after some
  // work: a chunk's writebacks of several tensors stand together and may
  // all be in flight), or a later transfer of the same elements.
  Operation *highest = body().getTerminator();
  bool workSeen = false;
  for (Operation *op = wait->getNextNode(); op; op = op->getNextNode()) {
    workSeen = workSeen || isWork(op);
    auto later = dyn_cast<TransferOpInterface>(op);
    if (later && ((later.isWrite() && workSeen) ||
                  transfersConflict(transfer, later))) {
      highest = op;
      break;
    }
  }
  SmallVector<Operation *> places = anchors(wait, highest, {start.getOperation(), wait.getOperation()});
  if (places.empty())
    return revert();
  if (!placeFarthestFitting(places.size(),
                            [&](size_t d) { wait->moveBefore(places[d]); }) ||
      !hasWorkBetween(start, wait))
    return revert();
  ++numAsyncTransfers;
}

/// Step 5: every blocking transfer in program order, fetches first (the
/// reads the step waits for), then writebacks.
void Scheduler::overlapTransfers() {
  SmallVector<FetchOp> fetches(body().getOps<FetchOp>());
  for (FetchOp fetch : fetches)
    overlapFetch(fetch);
  SmallVector<WritebackOp> writebacks(body().getOps<WritebackOp>());
  for (WritebackOp writeback : writebacks)
    overlapWriteback(writeback);
}

/// Every collective of the body in issue order (starts and blocking ops).
SmallVector<Operation *> Scheduler::collectives() {
  SmallVector<Operation *> result;
  for (Operation &op : body())
    if (isBlockingCollective(&op) || isAsyncCollective(&op))
      result.push_back(&op);
  return result;
}

/// Merges `second` into `first` (the collective issued just before it), both
/// all_reduces, both all_gathers or both reduce_scatters: one bucket
/// started where `second` starts and delivered where the earlier of the two
/// delivers. Gathers and reduce-scatters form a grouped bucket (each tensor
/// keeps its own shard). Keeps the merge if it fits.
bool Scheduler::tryMergeBucket(Operation *first, Operation *second) {
  auto firstCollective = dyn_cast<CollectiveOpInterface>(first);
  auto secondCollective = dyn_cast<CollectiveOpInterface>(second);
  if (!firstCollective || !secondCollective)
    return false;
  // The family of a collective, blocking or `_start`: buckets merge only
  // within one.
  CollectiveKind family = firstCollective.getCollectiveKind();
  if (family != secondCollective.getCollectiveKind() ||
      !firstCollective.hasShardPerTensor() ||
      !secondCollective.hasShardPerTensor())
    return false;
  auto kindOf = [](Operation *op) {
    return cast<CollectiveOpInterface>(op).getReduction();
  };
  auto groupOf = [](Operation *op) {
    return RankGroup::of(cast<CollectiveOpInterface>(op));
  };
  auto quantizeOf = [](Operation *op) {
    return cast<CollectiveOpInterface>(op).getQuantizeAttr();
  };
  auto elementOf = [](Operation *op) {
    return cast<ShapedType>(op->getOperand(0).getType()).getElementType();
  };
  // The runtime counts a bucket's buffer as a gradient if any of its
  // tensors is one: gradients and other values are not mixed.
  auto isGradient = [](Operation *op) {
    return llvm::any_of(getCollectiveInputs(op), [](Value v) {
      Operation *def = v.getDefiningOp();
      return def && def->hasAttr(ZeroDialect::kGradOfAttrName);
    });
  };
  // A grouped bucket's results are views of one buffer; a step's results
  // keep buffers of their own.
  Operation *terminator = body().getTerminator();
  auto isReturned = [&](Operation *op) {
    return llvm::any_of(getDelivered(op), [&](Value v) {
      return llvm::is_contained(v.getUsers(), terminator);
    });
  };
  if (family != CollectiveKind::AllReduce &&
      (isReturned(first) || isReturned(second)))
    return false;
  // Reduce-scatters are bucketed where each gradient is reduced as soon as
  // it exists (stages 2-3); at stage 1 the full gradients are kept until
  // the update, as the paper counts them, and packing them into a bucket
  // would free them early. Gathers: the stage-3 parameter gathers.
  if ((family == CollectiveKind::ReduceScatter &&
       !policy.reduceScattersAtProducer()) ||
      (family == CollectiveKind::AllGather &&
       !policy.gathersParametersPerUse()))
    return false;
  // A micro-batch's shard added into the running gradient shard (gradient
  // accumulation) is a receive buffer the lowering counts apart from
  // gradient shards; a grouped bucket's results share one buffer.
  auto isAccumulated = [](Operation *op) {
    return llvm::any_of(getDelivered(op), [](Value v) {
      return llvm::any_of(v.getUsers(), [](Operation *user) {
        return user->hasAttr(ZeroDialect::kGradShardOfAttrName);
      });
    });
  };
  if (family == CollectiveKind::ReduceScatter &&
      (isAccumulated(first) || isAccumulated(second)))
    return false;
  if (isGradient(first) != isGradient(second) ||
      kindOf(first) != kindOf(second) || groupOf(first) != groupOf(second) ||
      // A bucket is quantized as one segment per rank: its scale blocks would
      // span tensors, so quantized collectives stay apart.
      quantizeOf(first) || quantizeOf(second) ||
      elementOf(first) != elementOf(second) ||
      getBucketBytes(first) + getBucketBytes(second) > bucketBytes)
    return false;
  Operation *arrival = getArrival(first);
  if (getArrival(second)->isBeforeInBlock(arrival))
    arrival = getArrival(second);
  // `first`'s values must not be needed before `second` can start.
  if (arrival->isBeforeInBlock(second))
    return false;

  double before = calibration ? predictedStepTime() : 0;
  OwningOpRef<func::FuncOp> backup = func.clone();
  SmallVector<Operation *> old = {first, second};
  for (Operation *op : {first, second})
    if (WaitOp wait = getWaitOf(op))
      old.push_back(wait);
  // The merged wait stands where the earlier of the two arrived.
  Operation *waitBefore = arrival->getNextNode();
  while (llvm::is_contained(old, waitBefore))
    waitBefore = waitBefore->getNextNode();
  SmallVector<Value> inputs(getCollectiveInputs(first));
  llvm::append_range(inputs, getCollectiveInputs(second));
  SmallVector<Value> delivered(getDelivered(first));
  llvm::append_range(delivered, getDelivered(second));
  SmallVector<Type> deliveredTypes =
      llvm::map_to_vector(delivered, [](Value v) { return v.getType(); });
  OpBuilder builder(second);
  Location loc = second->getLoc();
  Operation *merged =
      createCollective(builder, loc, family, /*async=*/false, deliveredTypes,
                       kindOf(second), inputs, groupOf(second),
                       quantizeOf(second));
  for (auto [value, now] : llvm::zip(delivered, merged->getResults()))
    value.replaceAllUsesWith(now);
  for (Operation *op : llvm::reverse(old))
    op->erase();
  auto [start, wait] = splitIntoStartAndWait(merged);
  wait->moveBefore(waitBefore);
  if (!hasWorkBetween(start, wait))
    makeBlocking(start, wait, wait);
  // The bucket now reads `first`'s inputs later than they were freed (a
  // stage 2-3 gradient is freed right after its reduce_scatter): each free
  // follows the bucket instead.
  for (Value input : inputs)
    for (Operation *user : llvm::make_early_inc_range(input.getUsers()))
      if (auto free = dyn_cast<FreeOp>(user))
        for (Operation *reader : input.getUsers())
          if (reader != user && (isBlockingCollective(reader) ||
                                 isAsyncCollective(reader)) &&
              free->isBeforeInBlock(reader))
            free->moveAfter(reader);
  if (fits() && (!calibration || predictedStepTime() <= before))
    return true;
  // Put the function back as it was.
  restore(*backup);
  return false;
}

/// Step 4: adjacent compatible collectives, in issue order, into buckets.
void Scheduler::bucketCollectives() {
  if (bucketBytes == 0)
    return;
  size_t i = 0;
  bool grown = false;
  while (true) {
    SmallVector<Operation *> all = collectives();
    if (i + 1 >= all.size())
      return;
    if (tryMergeBucket(all[i], all[i + 1])) {
      numBuckets += !grown;
      grown = true;
      continue;
    }
    ++i;
    grown = false;
  }
}

/// Step 3: a param gathered twice (forward and backward use regions) keeps
/// its forward copy, largest comm saving per byte held first.
void Scheduler::keepGatheredParams() {
  if (!policy.gathersParametersPerUse())
    return;
  struct Candidate {
    unsigned arg;
    int64_t saving, bytes;
  };
  auto gathersOf = [&](unsigned arg) {
    SmallVector<Operation *> gathers;
    for (Operation &op : body())
      if (isAllGather(&op) && op.getOperand(0) == body().getArgument(arg))
        gathers.push_back(&op);
    return gathers;
  };
  SmallVector<Candidate> candidates;
  for (BlockArgument arg : body().getArguments()) {
    SmallVector<Operation *> gathers = gathersOf(arg.getArgNumber());
    if (gathers.size() != 2)
      continue;
    int64_t n = cast<CollectiveOpInterface>(gathers[1]).getWorldSize();
    candidates.push_back({arg.getArgNumber(),
                          (n - 1) * getTensorBytes(arg.getType()),
                          getBucketBytes(gathers[1])});
  }
  // saving/bytes compared as the exact cross products: each factor fits 64
  // bits (zero-partition checks byte counts), their product may not.
  llvm::stable_sort(candidates, [](const Candidate &a, const Candidate &b) {
    return __int128(a.saving) * b.bytes > __int128(b.saving) * a.bytes;
  });
  for (const Candidate &candidate : candidates) {
    SmallVector<Operation *> gathers = gathersOf(candidate.arg);
    Value kept = getDelivered(gathers[0])[0];
    Value again = getDelivered(gathers[1])[0];
    FreeOp freeKept;
    for (Operation *user : kept.getUsers())
      if (auto free = dyn_cast<FreeOp>(user))
        freeKept = free;
    // The forward copy must die before the backward one is gathered.
    if (!freeKept || !freeKept->isBeforeInBlock(getArrival(gathers[1])))
      continue;
    OwningOpRef<func::FuncOp> backup = func.clone();
    again.replaceAllUsesWith(kept);
    if (WaitOp wait = getWaitOf(gathers[1]))
      wait->erase();
    gathers[1]->erase();
    freeKept->erase();
    if (fits()) {
      ++numKept;
      continue;
    }
    restore(*backup);
  }
}

/// Moves every tensor.empty to just before its first user. The runtime
/// allocates an empty tensor's storage where the empty stands, the report
/// counts it from the op that writes it: with nothing between the two, a
/// collective placed anywhere sees the same buffers live in both.
void Scheduler::sinkEmptyTensors() {
  SmallVector<tensor::EmptyOp> empties(body().getOps<tensor::EmptyOp>());
  for (tensor::EmptyOp empty : empties)
    if (Operation *user = firstUse(empty->getResults()))
      empty->moveBefore(user);
}

/// Step 0: the ops after the step's last gradient reduction, stably sorted by
/// the latest collective (in issue order) they depend on, directly or through
/// other ops of the tail. The network is FIFO, so that is the order in
/// which their inputs arrive: an optimizer written in parameter order no
/// longer waits for the last gradient (the first layer's, reduced last)
/// before updating the ones that arrived long before. The sort is a valid
/// order: an op's key is at least its operands' keys, and a zero.free's key
/// is at least that of every other user of what it frees.
void Scheduler::orderTailByArrival() {
  SmallVector<Operation *> all = collectives();
  // The last gradient reduction; reductions of other values (the loss,
  // which zero-partition places just before the return) may come after it
  // and are sorted with the tail.
  Operation *lastReduction = nullptr;
  for (Operation *op : all)
    if (!isAllGather(op) &&
        llvm::any_of(getCollectiveInputs(op), [](Value v) {
          Operation *def = v.getDefiningOp();
          return def && def->hasAttr(ZeroDialect::kGradOfAttrName);
        }))
      lastReduction = op;
  if (!lastReduction)
    return;
  llvm::DenseMap<Operation *, int64_t> issue, key;
  for (auto [i, op] : llvm::enumerate(all))
    issue[op] = int64_t(i);
  Operation *terminator = body().getTerminator();
  SmallVector<Operation *> tail;
  for (Operation *op = lastReduction->getNextNode(); op && op != terminator;
       op = op->getNextNode())
    tail.push_back(op);
  auto keyOfValue = [&](Value value) -> int64_t {
    Operation *def = value.getDefiningOp();
    Operation *top = def ? inBody(def) : nullptr;
    if (!top)
      return -1;
    if (auto it = issue.find(top); it != issue.end())
      return it->second;
    if (auto it = key.find(top); it != key.end())
      return it->second;
    return -1;
  };
  for (Operation *op : tail) {
    int64_t k = -1;
    op->walk([&](Operation *nested) {
      for (Value operand : nested->getOperands())
        k = std::max(k, keyOfValue(operand));
    });
    // A wait (the start's future) counts as the collective it completes.
    if (auto wait = dyn_cast<WaitOp>(op))
      k = std::max(k, keyOfValue(wait.getFuture()));
    if (auto free = dyn_cast<FreeOp>(op))
      for (Value freed : op->getOperands())
        for (Operation *user : freed.getUsers())
          if (Operation *top = inBody(user); top && top != op)
            if (auto it = key.find(top); it != key.end())
              k = std::max(k, it->second);
    key[op] = k;
  }
  // A fetch reads an argument (no key of its own): it goes with the first
  // update that uses its chunk, not ahead of the whole tail, which would
  // make every chunk resident at once. Transfers that touch the same
  // elements keep their order, and the keys are propagated again.
  for (Operation *op : tail)
    if (isa<FetchOp>(op))
      for (Operation *user : op->getUsers())
        if (Operation *top = inBody(user); top && key.count(top))
          key[op] = key[op] < 0 ? key[top] : std::min(key[op], key[top]);
  // Raising one key may raise others: repeated until none changes (keys
  // only grow, and are bounded by the largest issue index).
  for (bool changed = true; changed;) {
    changed = false;
    auto raise = [&](Operation *op, int64_t to) {
      if (to > key[op]) {
        key[op] = to;
        changed = true;
      }
    };
    SmallVector<TransferOpInterface> transfers;
    for (Operation *op : tail) {
      op->walk([&](Operation *nested) {
        for (Value operand : nested->getOperands())
          raise(op, keyOfValue(operand));
      });
      if (auto transfer = dyn_cast<TransferOpInterface>(op)) {
        for (TransferOpInterface earlier : transfers)
          if (transfersConflict(earlier, transfer))
            raise(op, key[earlier]);
        transfers.push_back(transfer);
      }
      if (isa<FreeOp>(op))
        for (Value freed : op->getOperands())
          for (Operation *user : freed.getUsers())
            if (Operation *top = inBody(user); top && top != op)
              if (auto it = key.find(top); it != key.end())
                raise(op, it->second);
    }
  }
  if (llvm::is_sorted(tail, [&](Operation *a, Operation *b) {
        return key[a] < key[b];
      }))
    return;
  OwningOpRef<func::FuncOp> backup = func.clone();
  llvm::stable_sort(tail, [&](Operation *a, Operation *b) {
    return key[a] < key[b];
  });
  for (Operation *op : tail)
    op->moveBefore(terminator);
  sinkEmptyTensors();
  if (!fits())
    restore(*backup);
}

LogicalResult Scheduler::run() {
  sinkEmptyTensors();
  FailureOr<PeakMemory> minimum = computePeakMemory(func);
  if (failed(minimum))
    return failure();
  if (budget != 0 && minimum->peakBytes > budget)
    return emitError(func.getLoc())
           << "zero-schedule: memory-budget of " << budget
           << " bytes is below this program's minimum of " << minimum->peakBytes
           << " bytes (the peak with no prefetch, buckets or kept "
              "parameters)";
  orderTailByArrival();
  // Steps 1 and 2, in program order: earlier collectives claim the budget
  // first.
  SmallVector<Operation *> blocking;
  for (Operation &op : body())
    if (isBlockingCollective(&op))
      blocking.push_back(&op);
  for (Operation *op : blocking)
    makeAsync(op);
  keepGatheredParams();
  bucketCollectives();
  overlapTransfers();
  sinkEmptyTensors();
  return success();
}

namespace {
struct SchedulePass : public zero::impl::ScheduleBase<SchedulePass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    for (auto [name, value] :
         {std::pair<StringRef, int64_t>{"memory-budget", memoryBudget},
          {"bucket-bytes", bucketBytes}})
      if (value < 0) {
        emitError(module.getLoc())
            << "zero-schedule: " << name
            << " must be a number of bytes >= 0 (0: no limit"
            << (name == "bucket-bytes" ? ", no buckets" : "") << "), but got "
            << value;
        return signalPassFailure();
      }
    std::optional<CostCalibration> cal;
    if (!calibration.empty()) {
      llvm::Expected<CostCalibration> loaded =
          loadCostCalibration(calibration);
      if (!loaded) {
        emitError(module.getLoc())
            << "zero-schedule: " << llvm::toString(loaded.takeError());
        return signalPassFailure();
      }
      cal = std::move(*loaded);
    }
    bool anyFailed = failed(verifyStepsAreTopLevel(module, "zero-schedule"));
    for (auto func : module.getOps<func::FuncOp>()) {
      if (!func->hasAttr(ZeroDialect::kStageAttrName) || func.isExternal() ||
          !func.getBody().hasOneBlock())
        continue;
      // A cluster the step does not run on: refused once, here, rather
      // than at every bucket the cost model would judge.
      if (cal && failed(checkStepFitsMachine(func, *cal))) {
        anyFailed = true;
        continue;
      }
      Scheduler scheduler(func, memoryBudget, bucketBytes,
                          cal ? &*cal : nullptr);
      if (failed(scheduler.run())) {
        anyFailed = true;
        continue;
      }
      numAsync += scheduler.numAsync;
      numPrefetched += scheduler.numPrefetched;
      numBuckets += scheduler.numBuckets;
      numKept += scheduler.numKept;
      numAsyncTransfers += scheduler.numAsyncTransfers;
    }
    if (anyFailed)
      signalPassFailure();
  }
};
} // namespace
