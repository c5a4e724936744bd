//===- RankContext.cpp - one rank's place in a zero-run world -------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
//===----------------------------------------------------------------------===//

#include "zero/Runner/RankContext.h"

#include "zero/runtime/step_abi.h"

#include <unistd.h>

using namespace llvm;
using namespace mlir::zero::runner;

RankLine::RankLine(int64_t rank, StringRef kind) {
  os << "zero-run: rank " << rank << ": " << kind << ": ";
}

RankLine::~RankLine() {
  os.flush();
  ssize_t unused = ::write(2, text.data(), text.size());
  (void)unused;
}

void mlir::zero::runner::checkStatus(zero_rt_status_t status) {
  if (status)
    zero_rt_status_abort(status);
}

Error mlir::zero::runner::takeStatus(zero_rt_status_t status,
                                     const Twine &context) {
  if (!status)
    return Error::success();
  std::string message = zero_rt_status_message(status);
  zero_rt_status_free(status);
  if (!context.isTriviallyEmpty())
    message = (context + ": " + message).str();
  return createStringError(inconvertibleErrorCode(), message);
}

RankContext::RankContext() {
  checkStatus(zero_rt_comm_create_world(&communicator));
  myRank = zero_rt_comm_rank(communicator);
  size = zero_rt_comm_size(communicator);
}

RankContext::~RankContext() {
  zero_rt_step_set_comm(nullptr);
  zero_rt_comm_release(communicator);
}

bool RankContext::succeeded(Error err) const {
  if (!err)
    return true;
  error() << toString(std::move(err)) << "\n";
  return false;
}

bool RankContext::allOk(bool ok) const {
  int32_t failed = ok ? 0 : 1;
  checkStatus(zero_rt_comm_all_reduce(communicator, ZERO_RT_REDUCTION_MAX,
                                      ZERO_RT_DTYPE_I32, &failed, &failed, 1));
  return failed == 0;
}

void RankContext::fatal(const Twine &message) const {
  error() << message << "\n";
  zero_rt_comm_abort(1);
}

void RankContext::attachToSteps() { zero_rt_step_set_comm(communicator); }

bool RankContext::applyNetworkOptions(std::optional<double> collectiveTimeoutS,
                                      ArrayRef<double> emulateNetwork) {
  if (collectiveTimeoutS)
    checkStatus(zero_rt_comm_set_timeout(communicator, *collectiveTimeoutS));
  if (emulateNetwork.empty())
    return true;
  if (emulateNetwork.size() != 2 && emulateNetwork.size() != 4) {
    error() << "--emulate-network takes ALPHA_US,BYTES_PER_US (every link) "
               "or INTRA_ALPHA_US,INTRA_BYTES_PER_US,INTER_ALPHA_US,"
               "INTER_BYTES_PER_US, got "
            << emulateNetwork.size() << " value(s)\n";
    return false;
  }
  if (emulateNetwork.size() == 2)
    return succeeded(takeStatus(zero_rt_comm_set_network_emulation(
        communicator, emulateNetwork[0], emulateNetwork[1])));
  return succeeded(takeStatus(zero_rt_comm_set_tier_emulation(
             communicator, ZERO_RT_TIER_INTRA, emulateNetwork[0],
             emulateNetwork[1]))) &&
         succeeded(takeStatus(zero_rt_comm_set_tier_emulation(
             communicator, ZERO_RT_TIER_INTER, emulateNetwork[2],
             emulateNetwork[3])));
}

std::optional<int64_t>
RankContext::applyTopology(int64_t requested,
                           std::optional<int64_t> compiledFor) {
  // MPI's split counts the ranks sharing this rank's node; it names a node
  // size only when every rank sees the same count.
  int64_t shared = zero_rt_comm_shared_memory_ranks(communicator);
  int64_t bounds[2] = {shared, -shared};
  checkStatus(zero_rt_comm_all_reduce(communicator, ZERO_RT_REDUCTION_MAX,
                                      ZERO_RT_DTYPE_I64, bounds, bounds, 2));
  std::optional<int64_t> detected;
  if (bounds[0] == -bounds[1] && size % bounds[0] == 0)
    detected = bounds[0];
  int64_t chosen = requested > 0 ? requested
                   : compiledFor ? *compiledFor
                   : detected    ? *detected
                                 : size;
  StringRef source = requested > 0 ? "--ranks-per-node"
                     : compiledFor ? "the step's zero.ranks_per_node"
                     : detected    ? "MPI's shared-memory split"
                                   : "one node";
  if (chosen < 1 || size % chosen != 0) {
    error() << "ranks per node " << chosen << " (" << source
            << ") must divide the " << size << " launched rank(s)\n";
    return std::nullopt;
  }
  checkStatus(zero_rt_comm_set_ranks_per_node(communicator, chosen));
  if (!isFirst())
    return chosen;
  if (detected && chosen != *detected)
    llvm::outs() << "zero-run: " << chosen << " ranks per node (" << source
                 << "), but MPI's shared-memory split puts " << *detected
                 << " rank(s) on each node: collectives are classified "
                    "intra- or inter-node by "
                 << chosen << "\n";
  else if (!detected)
    llvm::outs() << "zero-run: " << chosen << " ranks per node (" << source
                 << "); MPI's shared-memory split differs between ranks or "
                    "does not divide the world\n";
  if (compiledFor && chosen != *compiledFor)
    llvm::outs() << "zero-run: the step was compiled for " << *compiledFor
                 << " ranks per node (zero.ranks_per_node); the run uses "
                 << chosen << ", so its per-tier bytes differ from the "
                    "report's\n";
  return chosen;
}

zero_rt_comm_t *RankContext::blockComm(int64_t groupSize) const {
  if (groupSize == size)
    return communicator;
  zero_rt_comm_t *block = nullptr;
  checkStatus(zero_rt_comm_group(communicator, groupSize, 1, &block));
  return block;
}
