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
  if (emulateNetwork.size() != 2) {
    error() << "--emulate-network takes ALPHA_US,BYTES_PER_US, got "
            << emulateNetwork.size() << " value(s)\n";
    return false;
  }
  checkStatus(zero_rt_comm_set_network_emulation(
      communicator, emulateNetwork[0], emulateNetwork[1]));
  return true;
}
