// Mpi: the few MPI calls swarmbmc-mpi makes, behind one small class.
//
// Every call is made from the thread that initialised MPI (MPI_THREAD_FUNNELED):
// the coordinator's dispatcher runs on the main thread, and a worker's main
// thread talks while a second thread verifies. Nothing ever blocks inside
// MPI: sends are non-blocking (their buffers kept until they complete) and
// receiving is a probe followed by a receive of a message known to be
// there, so that a rank can keep polling its stop flag, send heartbeats,
// and notice a peer that died instead of waiting on it forever. (Open MPI's
// blocking calls also spin a core at 100%, which on an oversubscribed
// machine takes the core from the ranks doing the work.)
//
// Errors return instead of aborting the job (MPI_ERRORS_RETURN): a send to a
// dead rank fails, and the caller decides what that means.
#pragma once

#include <list>
#include <optional>
#include <string>

namespace swarmbmc::distributed {

/// Message tags. Coordinator to worker: Setup, Run, Stop, Quit; worker to coordinator: Result, Heartbeat.
enum Tag : int { kSetup = 1, kRun = 2, kStop = 3, kQuit = 4, kResult = 5, kHeartbeat = 6 };

struct Message {
  int from = -1;
  int tag = 0;
  std::string bytes;
};

class Mpi {
 public:
  /// MPI_Init_thread on the calling thread; throws std::runtime_error when MPI cannot start.
  Mpi(int& argc, char**& argv);
  /// MPI_Finalize, unless a peer was lost (finalizing may then wait for it forever).
  ~Mpi();
  Mpi(const Mpi&) = delete;
  Mpi& operator=(const Mpi&) = delete;

  int rank() const { return rank_; }
  int size() const { return size_; }
  /// This rank's host name (MPI_Get_processor_name).
  const std::string& host() const { return host_; }
  /// "Open MPI v4.1.4, ..." (MPI_Get_library_version, first line).
  static std::string library_version();

  /// Queues `bytes` to rank `to`; false when MPI refused at once (a dead peer).
  bool send(int to, Tag tag, std::string bytes);
  /// The next message that has arrived, if any; never waits.
  std::optional<Message> poll();
  /// Completes what sends it can and frees their buffers; never waits.
  void progress();
  /// Waits up to `seconds` for the queued sends to complete (before exiting).
  void flush(double seconds);
  /// A peer died: skip MPI_Finalize at the end.
  void peer_lost() { peer_lost_ = true; }
  bool any_peer_lost() const { return peer_lost_; }

 private:
  struct PendingSend;
  int rank_ = 0;
  int size_ = 1;
  std::string host_;
  bool peer_lost_ = false;
  std::list<PendingSend>* pending_;  // std::list: a request's address must not move
};

}  // namespace swarmbmc::distributed
