//===- requests.cpp - zero runtime: collectives in flight -----------------===//
//
// Part of the zero project: ZeRO data parallelism as MLIR compiler passes.
//
// A started collective is a request: its header check and the MPI call of
// its front phase are in flight, and each poll of MPI (progress) finishes
// what completed and posts what comes next. Polls come from the waits and,
// through progressIfDue, from the runtime's entry points between kernels.
//
//===----------------------------------------------------------------------===//

#include "internal.h"

#include "zero/runtime/profile.h"

#include "../progress.h"

#include <algorithm>

namespace zero::rt::mpi {

namespace {

zero_rt_status_t mpiFailure(const char *what, const char *name, int err) {
  char text[MPI_MAX_ERROR_STRING];
  int len = 0;
  MPI_Error_string(err, text, &len);
  return ZERO_RT_ERROR(ZERO_RT_STATUS_COMM_ERROR, "%s of %s failed: %s", what,
                       name, text);
}

void fail(zero_rt_request_t *request, zero_rt_status_t status) {
  if (request->status == ZERO_RT_OK)
    request->status = status;
  else
    zero_rt_status_free(status);
  if (request->dataStatus != ZERO_RT_OK) {
    zero_rt_status_free(request->dataStatus);
    request->dataStatus = ZERO_RT_OK;
  }
  request->done = true;
  request->endUs = zero_rt_profile_now_us();
  if (zero_rt_comm_t *comm = request->comm) {
    auto &order = comm->laterPhaseOrder;
    order.erase(std::remove(order.begin(), order.end(), request), order.end());
  }
}

/// Moves `request` on as far as its completed MPI calls allow: finishes the
/// phase whose call completed and posts the next, in the world's turn, on
/// its communicator's laterPhases. No phase finishes before the header check
/// passed (progress verifies it), so a mismatch is reported before any
/// output is written.
void advance(zero_rt_request_t *request) {
  if (request->done || request->headerPending)
    return;
  if (request->dataStatus != ZERO_RT_OK) {
    zero_rt_status_t status = request->dataStatus;
    request->dataStatus = ZERO_RT_OK;
    return fail(request, status);
  }
  zero_rt_comm_t *comm = request->comm;
  while (!request->dataPending) {
    if (request->frontPosted) { // and completed
      Phase phase = std::move(request->phases.front());
      request->phases.pop_front();
      request->frontPosted = false;
      if (phase.finish)
        if (zero_rt_status_t status = phase.finish(); status != ZERO_RT_OK)
          return fail(request, status);
      continue;
    }
    if (request->phases.empty()) {
      request->done = true;
      request->endUs = zero_rt_profile_now_us();
      return;
    }
    if (comm->laterPhaseOrder.empty() ||
        comm->laterPhaseOrder.front() != request)
      return; // an older collective posts its later phase first
    if (request->phases.size() == 1)
      comm->laterPhaseOrder.pop_front();
    if (zero_rt_status_t status = request->phases.front().post(
            request->group->laterPhases, &request->data);
        status != ZERO_RT_OK)
      return fail(request, status);
    request->frontPosted = true;
    request->dataPending = true;
  }
}

/// Books `request`'s `bytes` on `link`, after what it already carries.
void occupyLink(Link &link, int64_t bytes, zero_rt_request_t *request) {
  double alpha = link.alphaUs.load(), beta = link.bytesPerUs.load();
  double us = alpha + (beta > 0 ? double(bytes) / beta : 0.0);
  if (us <= 0)
    return;
  Clock::time_point now = Clock::now();
  link.freeAt = std::max(now, link.freeAt) +
                std::chrono::duration_cast<Clock::duration>(
                    std::chrono::duration<double, std::micro>(us));
  request->wireEnd = link.freeAt;
  request->wireUs = std::chrono::duration_cast<std::chrono::microseconds>(
                        request->wireEnd - now)
                        .count();
}

} // namespace

void progress(zero_rt_comm_t *comm, Clock::time_point now) {
  comm->lastProgress = now;
  if (comm->inFlight.empty())
    return;
  // Reused from poll to poll: a poll may come every kProgressIntervalUs.
  std::vector<MPI_Request> &calls = comm->pollCalls;
  std::vector<PollSlot> &slots = comm->pollSlots;
  calls.clear();
  slots.clear();
  for (zero_rt_request_t *request : comm->inFlight) {
    if (request->headerPending) {
      calls.push_back(request->headerRequest);
      slots.push_back({request, true});
    }
    if (request->dataPending) {
      calls.push_back(request->data);
      slots.push_back({request, false});
    }
  }
  std::vector<int> &indices = comm->pollIndices;
  std::vector<MPI_Status> &statuses = comm->pollStatuses;
  indices.resize(calls.size());
  statuses.resize(calls.size());
  int completed = 0;
  int err = calls.empty()
                ? MPI_SUCCESS
                : MPI_Testsome((int)calls.size(), calls.data(), &completed,
                               indices.data(), statuses.data());
  if (err != MPI_SUCCESS && err != MPI_ERR_IN_STATUS) {
    for (zero_rt_request_t *request : comm->inFlight)
      fail(request, mpiFailure("progress", request->name, err));
  } else if (completed != MPI_UNDEFINED) {
    for (int i = 0; i < completed; ++i) {
      PollSlot slot = slots[indices[i]];
      zero_rt_request_t *request = slot.request;
      int callErr =
          err == MPI_ERR_IN_STATUS ? statuses[i].MPI_ERROR : MPI_SUCCESS;
      if (slot.header) {
        request->headerPending = false;
        request->headerRequest = MPI_REQUEST_NULL;
        if (callErr != MPI_SUCCESS)
          fail(request, mpiFailure("header check", request->name, callErr));
        else if (zero_rt_status_t status = verifyHeader(comm, request);
                 status != ZERO_RT_OK)
          fail(request, status);
      } else {
        request->dataPending = false;
        request->data = MPI_REQUEST_NULL;
        if (callErr != MPI_SUCCESS && !request->done &&
            request->dataStatus == ZERO_RT_OK)
          request->dataStatus = mpiFailure("data call", request->name, callErr);
      }
    }
  }
  for (zero_rt_request_t *request : comm->inFlight)
    advance(request);
  // A failed or mismatched collective leaves its calls behind: the job is
  // aborted on its status, and MPI cannot cancel a collective.
  comm->inFlight.erase(
      std::remove_if(comm->inFlight.begin(), comm->inFlight.end(),
                     [](zero_rt_request_t *request) { return request->done; }),
      comm->inFlight.end());
}

zero_rt_request_t *startCollective(zero_rt_comm_t *group, const char *name,
                                   std::deque<Phase> phases, Traffic traffic,
                                   zero_rt_dtype_t dtype, int64_t count,
                                   int64_t variant) {
  // The world moves every collective; the group only carries its calls.
  zero_rt_comm_t *comm = group->world;
  auto *request = new zero_rt_request_t();
  request->comm = comm;
  request->group = group;
  request->name = name;
  request->header = {kindOf(name, variant), dtype, count, comm->nextSequence++};
  request->phases = std::move(phases);
  request->beginUs = zero_rt_profile_now_us();
  if (group->size > 1)
    occupyLink(comm->links[traffic.tier], traffic.bytes, request);
  if (comm->checkHeaders)
    if (zero_rt_status_t status = startHeaderCheck(request);
        status != ZERO_RT_OK) {
      fail(request, status);
      return request;
    }
  if (request->phases.empty()) {
    advance(request);
    return request;
  }
  if (zero_rt_status_t status =
          request->phases.front().post(group->frontPhases, &request->data);
      status != ZERO_RT_OK) {
    fail(request, status);
    return request;
  }
  request->frontPosted = true;
  request->dataPending = true;
  if (request->phases.size() > 1)
    comm->laterPhaseOrder.push_back(request);
  comm->inFlight.push_back(request);
  return request;
}

zero_rt_request_t *submit(zero_rt_comm_t *comm, const char *name,
                          std::function<std::deque<Phase>()> phases,
                          std::function<zero_rt_status_t()> local,
                          Traffic traffic, zero_rt_dtype_t dtype, int64_t count,
                          int64_t variant) {
  if (comm->size != 1)
    return startCollective(comm, name, phases(), traffic, dtype, count,
                           variant);
  auto *request = new zero_rt_request_t();
  request->name = name;
  request->beginUs = zero_rt_profile_now_us();
  request->status = local();
  request->endUs = zero_rt_profile_now_us();
  request->done = true;
  // It ran on the caller, and is drawn on its track.
  zero_rt_profile_event(name, "comm", request->beginUs, request->endUs);
  return request;
}

void progressIfDue(zero_rt_comm_t *comm) {
  if (comm->inFlight.empty())
    return;
  Clock::time_point now = Clock::now();
  if (now - comm->lastProgress < std::chrono::microseconds(kProgressIntervalUs))
    return;
  progress(comm, now);
}

} // namespace zero::rt::mpi
