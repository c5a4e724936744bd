/*===- comm.h - zero runtime: MPI communicator --------------------*- C -*-===//
 *
 * Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
 *
 * A communicator over all ranks of the job (MPI_COMM_WORLD), the world, and
 * groups of its ranks. Every MPI call is made by the thread that created the
 * world, which must also issue and wait for every collective. A *_start
 * posts the collective and returns; it advances whenever that thread enters
 * the runtime (GEMM, allocation, free) and in its wait, so the caller
 * computes while it is in flight. On a communicator of one rank a
 * collective is a copy, made on the calling thread without MPI (a *_start
 * returns a completed request). Collectives follow the `zero` dialect's
 * flat even sharding: a bucket of n elements is split into N shards of
 * s = ceil(n/N) elements, rank r owning [r*s, (r+1)*s), the tail padded with
 * zeros; N and r are the communicator's size and this rank's index in it.
 *
 * Groups (zero_rt_comm_group): a group of `size` ranks with `stride` holds
 * world rank r together with { b + k*stride : k in [0, size) },
 * b = (r / (size*stride)) * (size*stride) + r % stride; r's index in it is
 * (r / stride) % size. At N = 4, (2, 1) is {0,1} and {2,3}; (2, 2) is {0,2}
 * and {1,3}. Every collective works on a group as on the world. A group is
 * the world's: its collectives share the world's issue order, sequence
 * numbers, watchdog, counters and emulated links, so every rank must issue
 * the same collectives in the same order, each on its own group of the
 * same (size, stride) when on a group. The settings and counters below are
 * the world's: given a group, they act on its world.
 *
 * Topology (zero_rt_comm_set_ranks_per_node): nodes of ranks_per_node
 * consecutive world ranks, one node by default. A communicator whose
 * members all lie on one node is intra-node (ZERO_RT_TIER_INTRA), any other
 * inter-node; the tier is taken at each collective's start. Each tier has
 * its own emulated link (zero_rt_comm_set_tier_emulation) and byte counter
 * (zero_rt_comm_stats_t), as intra-node and inter-node traffic use separate
 * hardware.
 *
 * Bytes sent are counted per rank as a ring algorithm sends them (Design.md
 * §5) on the bucket padded to N*s elements: all_gather and reduce_scatter send
 * (N-1)*s elements, all_reduce 2*(N-1)*s elements; per tier, and in total.
 * The quantized all_gather and reduce_scatter send (N-1) quantized segments
 * of s elements: (N-1) * zero_rt_quantized_bytes(s, bits, block) bytes,
 * counted under ALL_GATHER and REDUCE_SCATTER and loaded on the emulated
 * link like any other.
 *
 * bf16 buckets (ZERO_RT_DTYPE_BF16) go over the wire as bf16 and are
 * reduced in f32: a reduce_scatter is an all-to-all of each rank's bf16
 * shards (each rank sends (N-1)*s elements, as a ring reduce-scatter does),
 * after which every rank sums the N contributions to its shard in f32 and
 * rounds once (bf16.h); an all_reduce is that reduce_scatter followed by an
 * all_gather. A ring that rounded the partial sum to bf16 at every hop would
 * add up to N-1 roundings.
 *
 * Quantized collectives (ZeRO++ qwZ and qgZ; quantize.h for the segment
 * format and its error bound) move f32 or bf16 buckets as int8 or int4
 * values with one f32 scale per `block` elements, at the cost of an error
 * of up to half a scale per element per quantization. A quantized
 * all_gather quantizes this rank's shard (one segment of s elements, those
 * past the bucket taken as the zeros they are by definition, not read) at
 * the start, gathers the N equal segments (MPI_Iallgather of bytes) and
 * dequantizes each rank's segment into the output, dropping what lies past
 * `count`. A quantized reduce_scatter (sum or avg) quantizes each of the N
 * chunks of s elements of the zero-padded input as a segment of its own at
 * the start, exchanges them (MPI_Ialltoall of bytes), and every rank adds
 * the N dequantized contributions to its shard in f32, in rank order,
 * divides by N for avg and writes the result (bf16: rounded once). Blocks
 * restart at each segment, so which elements share a scale depends on s,
 * hence on N. On one rank the input is still quantized and dequantized
 * locally, so the result is as lossy as on N ranks. The segments and
 * receive buffers are scratch of the collective, not accounted in memory.h.
 *
 * Every collective compares a small header (kind, dtype, element count,
 * sequence number) across its communicator's ranks, alongside its data and
 * before anything is written to its outputs, so ranks that issue different
 * collectives get an error naming both sides instead of corrupted memory or
 * a hang. The kind of a quantized collective differs from the plain one's
 * and holds its bits and block, so ranks quantizing differently disagree
 * too. A collective that failed leaves the communicator unusable (the
 * ranks no longer agree on what comes next): report the error and abort
 * the job (zero_rt_comm_abort), as zero's compiled steps do; a watchdog
 * aborts the job when a wait for a collective does not end in time
 * (zero_rt_comm_set_timeout).
 *
 * Ownership: zero_rt_comm_create_world returns a communicator the caller
 * releases with zero_rt_comm_release (which finalizes MPI); its groups are
 * released with it. A request from a *_start call is released by exactly
 * one zero_rt_request_wait. A *_start call sends from its input in place
 * (no copy; MPI reads it while the collective is in flight, as NCCL does on
 * the GPU): the caller must keep the input valid and unwritten, and the
 * outputs valid and unread, until the wait. zero's lowering guarantees both
 * (docs/Runtime.md §3). A quantized *_start is the exception on the input
 * side: it reads its input once, quantizing it before it returns, so the
 * input may be written (or freed) as soon as it returned.
 *
 *===----------------------------------------------------------------------===*/

#ifndef ZERO_RUNTIME_COMM_H
#define ZERO_RUNTIME_COMM_H

#include <stdint.h>

#include "zero/runtime/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef ZERO_RT_ENUM(zero_rt_dtype_e) {
  ZERO_RT_DTYPE_F32 = 0,
  ZERO_RT_DTYPE_F64 = 1,
  ZERO_RT_DTYPE_I32 = 2,
  ZERO_RT_DTYPE_I64 = 3,
  /// bfloat16 as its raw bits (bf16.h). Reductions accumulate in f32 and
  /// round once; bf16 is what goes over the wire.
  ZERO_RT_DTYPE_BF16 = 4,
} zero_rt_dtype_t;

/// Matches the `zero` dialect's ReductionKind values.
typedef ZERO_RT_ENUM(zero_rt_reduction_e) {
  ZERO_RT_REDUCTION_SUM = 0,
  /// Sum divided by the number of ranks.
  ZERO_RT_REDUCTION_AVG = 1,
  ZERO_RT_REDUCTION_MAX = 2,
  ZERO_RT_REDUCTION_MIN = 3,
  ZERO_RT_REDUCTION_PROD = 4,
} zero_rt_reduction_t;

/// The collectives whose bytes are counted, each by its own ring formula
/// (Design.md §5). The values index the per-kind counters.
typedef ZERO_RT_ENUM(zero_rt_collective_kind_e) {
  ZERO_RT_COLLECTIVE_ALL_GATHER = 0,
  ZERO_RT_COLLECTIVE_REDUCE_SCATTER = 1,
  ZERO_RT_COLLECTIVE_ALL_REDUCE = 2,
  ZERO_RT_COLLECTIVE_KIND_COUNT = 3,
} zero_rt_collective_kind_t;

/// Which emulated link a collective uses (see the file comment); the values
/// index the per-tier counters and links.
typedef ZERO_RT_ENUM(zero_rt_tier_e) {
  ZERO_RT_TIER_INTRA = 0,
  ZERO_RT_TIER_INTER = 1,
  ZERO_RT_TIER_COUNT = 2,
} zero_rt_tier_t;

typedef struct zero_rt_comm_s zero_rt_comm_t;
typedef struct zero_rt_request_s zero_rt_request_t;

typedef struct zero_rt_comm_stats_s {
  /// Bytes this rank sent, counted with the ring formulas above, on the
  /// sizes of the communicators the collectives ran on: the sum of
  /// bytes_sent_by_tier.
  int64_t bytes_sent;
  int64_t all_gather_count;
  int64_t reduce_scatter_count;
  int64_t all_reduce_count;
  /// bytes_sent by zero_rt_tier_t.
  int64_t bytes_sent_by_tier[ZERO_RT_TIER_COUNT];
} zero_rt_comm_stats_t;

/// Size in bytes of one element of `dtype` (0 for an unknown value).
int64_t zero_rt_dtype_size(zero_rt_dtype_t dtype);

/// "f32", "f64", "i32", "i64", "bf16"; "?" for any other value.
const char *zero_rt_dtype_name(zero_rt_dtype_t dtype);

/// The shard size ceil(count / world_size).
int64_t zero_rt_shard_count(int64_t count, int64_t world_size);

/// Bytes one rank sends for a collective of `kind` on a ring (Design.md §5);
/// 0 for an unknown kind.
int64_t zero_rt_ring_bytes(zero_rt_collective_kind_t kind, int64_t count,
                           int64_t element_size, int64_t world_size);

/// Initializes MPI (on the calling thread, which then alone may issue,
/// wait for and release) and wraps MPI_COMM_WORLD. Works under mpirun and
/// as a plain process (a group of one).
zero_rt_status_t zero_rt_comm_create_world(zero_rt_comm_t **out_comm);

/// Completes the collectives still in flight, as the other ranks expect
/// (their requests must not be waited for afterwards), frees the world's
/// groups and finalizes MPI. Call it on the thread that created the
/// communicator. On a group it does nothing: the world owns its groups.
void zero_rt_comm_release(zero_rt_comm_t *comm);

/// This rank's index in `comm`, and how many ranks it has.
int64_t zero_rt_comm_rank(const zero_rt_comm_t *comm);
int64_t zero_rt_comm_size(const zero_rt_comm_t *comm);

/// The group of `size` ranks with `stride` that holds this rank (see the
/// file comment); size*stride must divide the world's size. Collective over
/// the world (an MPI_Comm_split of it): every rank calls it with the same
/// (size, stride) at the same point of its program, on the world's thread.
/// The group is the world's, created once per (size, stride) (later calls
/// return the same pointer) and released with it; (N, 1) is `world` itself.
zero_rt_status_t zero_rt_comm_group(zero_rt_comm_t *world, int64_t size,
                                    int64_t stride, zero_rt_comm_t **out_group);

/// The modelled topology: the world's ranks lie on nodes of
/// `ranks_per_node` consecutive ranks, which must divide the world's size.
/// The default is the world's size (one node).
zero_rt_status_t zero_rt_comm_set_ranks_per_node(zero_rt_comm_t *world,
                                                 int64_t ranks_per_node);
int64_t zero_rt_comm_ranks_per_node(const zero_rt_comm_t *comm);

/// How many ranks share this rank's node (MPI_COMM_TYPE_SHARED), as found
/// when the world was created: what ranks_per_node is on a real cluster.
int64_t zero_rt_comm_shared_memory_ranks(zero_rt_comm_t *world);

/// ZERO_RT_TIER_INTRA when every member of `comm` lies on one node under
/// the current ranks_per_node, else ZERO_RT_TIER_INTER.
zero_rt_tier_t zero_rt_comm_tier(const zero_rt_comm_t *comm);

/// Blocks until every rank reaches the barrier.
zero_rt_status_t zero_rt_comm_barrier(zero_rt_comm_t *comm);

/// Gathers every rank's `shard` (s elements) into `out`: the first `count`
/// elements of the concatenated shards. Requires s == ceil(count/N).
zero_rt_status_t zero_rt_comm_all_gather(zero_rt_comm_t *comm,
                                         zero_rt_dtype_t dtype,
                                         const void *shard, int64_t shard_count,
                                         void *out, int64_t count);

/// Reduces `input` (`count` elements on every rank) and writes this rank's
/// shard (s elements, zero padded) to `out_shard`.
zero_rt_status_t zero_rt_comm_reduce_scatter(
    zero_rt_comm_t *comm, zero_rt_reduction_t reduction, zero_rt_dtype_t dtype,
    const void *input, int64_t count, void *out_shard, int64_t shard_count);

/// Reduces `input` over all ranks into `out` (may alias `input`).
zero_rt_status_t zero_rt_comm_all_reduce(zero_rt_comm_t *comm,
                                         zero_rt_reduction_t reduction,
                                         zero_rt_dtype_t dtype,
                                         const void *input, void *out,
                                         int64_t count);

/// Asynchronous forms: same arguments, the result arrives at the wait.
zero_rt_status_t zero_rt_comm_all_gather_start(
    zero_rt_comm_t *comm, zero_rt_dtype_t dtype, const void *shard,
    int64_t shard_count, void *out, int64_t count,
    zero_rt_request_t **out_request);
zero_rt_status_t zero_rt_comm_reduce_scatter_start(
    zero_rt_comm_t *comm, zero_rt_reduction_t reduction, zero_rt_dtype_t dtype,
    const void *input, int64_t count, void *out_shard, int64_t shard_count,
    zero_rt_request_t **out_request);
zero_rt_status_t zero_rt_comm_all_reduce_start(
    zero_rt_comm_t *comm, zero_rt_reduction_t reduction, zero_rt_dtype_t dtype,
    const void *input, void *out, int64_t count,
    zero_rt_request_t **out_request);

/// Quantized forms of all_gather and reduce_scatter (see the file comment,
/// quantize.h): the same arguments plus `bits` (4 or 8) and `block` (the
/// elements per scale, in [1, 2^31 - 1]); dtype f32 or bf16; reduction sum
/// or avg. Each segment of s elements must fit in 2^31 - 1 bytes. The
/// input is read only before a *_start returns.
zero_rt_status_t zero_rt_comm_all_gather_quantized(
    zero_rt_comm_t *comm, zero_rt_dtype_t dtype, const void *shard,
    int64_t shard_count, void *out, int64_t count, int64_t bits,
    int64_t block);
zero_rt_status_t zero_rt_comm_reduce_scatter_quantized(
    zero_rt_comm_t *comm, zero_rt_reduction_t reduction, zero_rt_dtype_t dtype,
    const void *input, int64_t count, void *out_shard, int64_t shard_count,
    int64_t bits, int64_t block);
zero_rt_status_t zero_rt_comm_all_gather_quantized_start(
    zero_rt_comm_t *comm, zero_rt_dtype_t dtype, const void *shard,
    int64_t shard_count, void *out, int64_t count, int64_t bits, int64_t block,
    zero_rt_request_t **out_request);
zero_rt_status_t zero_rt_comm_reduce_scatter_quantized_start(
    zero_rt_comm_t *comm, zero_rt_reduction_t reduction, zero_rt_dtype_t dtype,
    const void *input, int64_t count, void *out_shard, int64_t shard_count,
    int64_t bits, int64_t block, zero_rt_request_t **out_request);

/// Blocks until the collective of `request` completed, releases the request
/// and returns the collective's status. Called from a thread other than the
/// one that created the communicator it fails and leaves the request as it
/// was.
zero_rt_status_t zero_rt_request_wait(zero_rt_request_t *request);

/// Emulated network (Design.md §6): a rank has one emulated link per tier,
/// separate hardware, so an intra-node and an inter-node collective overlap.
/// Each collective occupies the link of its communicator's tier for
/// alpha_us + bytes / bytes_per_us, bytes being what the rank sends by the
/// ring formulas, one collective after another in issue order, and its wait
/// returns no earlier than its turn on the link ends; so overlap can be
/// measured on one machine. A communicator of one rank has no network and
/// is not delayed. alpha_us = 0 and bytes_per_us = 0 turn a link off (the
/// default). zero_rt_comm_set_network_emulation sets both tiers alike.
zero_rt_status_t zero_rt_comm_set_network_emulation(zero_rt_comm_t *comm,
                                                    double alpha_us,
                                                    double bytes_per_us);
zero_rt_status_t zero_rt_comm_set_tier_emulation(zero_rt_comm_t *world,
                                                 zero_rt_tier_t tier,
                                                 double alpha_us,
                                                 double bytes_per_us);

/// The collective watchdog: a wait for a collective that has not ended after
/// `seconds` (a rank stopped responding, or ranks issued different
/// collectives) makes this rank print which collective, rank and step it was
/// in and abort the whole job. 0 turns it off. The default is the
/// environment variable ZERO_RT_COLLECTIVE_TIMEOUT_S, else 600 seconds.
zero_rt_status_t zero_rt_comm_set_timeout(zero_rt_comm_t *comm,
                                          double seconds);

/// The 1-based training step that the following collectives belong to, for
/// the messages of the watchdog and of mismatch checks; 0: outside steps.
void zero_rt_comm_set_step(zero_rt_comm_t *comm, int64_t step);

/// Counters since creation, of the world and all its groups.
void zero_rt_comm_query_stats(const zero_rt_comm_t *comm,
                              zero_rt_comm_stats_t *out_stats);

/// Terminates every rank of the job with exit code `code`.
ZERO_RT_NORETURN void zero_rt_comm_abort(int code);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ZERO_RUNTIME_COMM_H */
