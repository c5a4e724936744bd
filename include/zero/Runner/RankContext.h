//===- RankContext.h - one rank's place in a zero-run world -----*- C++ -*-===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// What every collective driver of zero-run (training, calibration, the
// checkpoint writer) shares: the communicator of the launched MPI world,
// held for the whole run and released at its end; this rank's error and
// warning lines; the agreement of all ranks on whether each succeeded, so
// that no rank enters a collective alone; the abort that ends the whole job;
// and the network options (--collective-timeout, --emulate-network).
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_RUNNER_RANKCONTEXT_H
#define ZERO_RUNNER_RANKCONTEXT_H

#include "zero/runtime/comm.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <optional>
#include <string>

namespace mlir {
namespace zero {
namespace runner {

/// One line of a rank's report, "zero-run: rank <r>: <kind>: " and what is
/// streamed into it, written with a single write(2) when the statement ends
/// so lines from ranks sharing a terminal do not interleave.
class RankLine {
public:
  /// Returned by value only as a temporary (guaranteed copy elision).
  RankLine(int64_t rank, llvm::StringRef kind);
  RankLine(const RankLine &) = delete;
  ~RankLine();

  template <typename T> RankLine &operator<<(const T &value) {
    os << value;
    return *this;
  }

private:
  std::string text;
  llvm::raw_string_ostream os{text};
};

/// This process's rank of the launched world. Created once per run, before
/// the first collective; its end releases the communicator (and finalizes
/// MPI), so it is the run's first local and outlives every other.
class RankContext {
public:
  /// Joins the world; a runtime failure aborts the job.
  RankContext();
  ~RankContext();
  RankContext(const RankContext &) = delete;
  RankContext &operator=(const RankContext &) = delete;

  zero_rt_comm_t *comm() const { return communicator; }
  int64_t rank() const { return myRank; }
  int64_t worldSize() const { return size; }
  /// Rank 0: the one that prints the run's report and writes shared files.
  bool isFirst() const { return myRank == 0; }

  RankLine error() const { return RankLine(myRank, "error"); }
  RankLine warning() const { return RankLine(myRank, "warning"); }
  /// Prints `err`, if it is one, as this rank's error line; true when it
  /// was success.
  bool succeeded(llvm::Error err) const;

  /// Every rank learns whether every rank is ok (collective); a failing
  /// rank has already printed its reason.
  bool allOk(bool ok) const;

  /// This rank's error line, then the whole job ends (MPI_Abort), so no
  /// rank waits for this one in a collective.
  [[noreturn]] void fatal(const llvm::Twine &message) const;

  /// Compiled steps reach the communicator through the runtime's step ABI
  /// until the context ends.
  void attachToSteps();

  /// --collective-timeout (none: the runtime's default) and
  /// --emulate-network (ALPHA_US,BYTES_PER_US for every link, or four
  /// values: the intra-node link's, then the inter-node link's; empty: the
  /// real network). False, after this rank's error line, when the latter
  /// is malformed.
  bool applyNetworkOptions(std::optional<double> collectiveTimeoutS,
                           llvm::ArrayRef<double> emulateNetwork);

  /// Sets the nodes the communicator classifies collectives by (collective):
  /// `requested` ranks per node (--ranks-per-node; 0: none), else
  /// `compiledFor` (the step's zero.ranks_per_node), else MPI's
  /// shared-memory split where every rank agrees on it, else one node.
  /// Rank 0 says where the choice differs from MPI's split or from the
  /// step's. Returns the ranks per node; nullopt, after an error line,
  /// when it does not divide the world.
  std::optional<int64_t> applyTopology(int64_t requested,
                                       std::optional<int64_t> compiledFor);

  /// The communicator of the block of `groupSize` consecutive ranks this
  /// rank is in (the world when it is every rank): where the shards of a
  /// step with shard groups are gathered.
  zero_rt_comm_t *blockComm(int64_t groupSize) const;

private:
  zero_rt_comm_t *communicator = nullptr;
  int64_t myRank = 0;
  int64_t size = 1;
};

/// Aborts the job with the runtime's report of `status` if it is an error.
void checkStatus(zero_rt_status_t status);

/// The runtime's message of `status` as an Error, after `context` and ": "
/// when given (success for no status); releases the status.
llvm::Error takeStatus(zero_rt_status_t status,
                       const llvm::Twine &context = "");

} // namespace runner
} // namespace zero
} // namespace mlir

#endif // ZERO_RUNNER_RANKCONTEXT_H
