// MpiDispatcher: the coordinator's side of swarmbmc-mpi (rank 0). It hands
// the swarm runner's configurations, in the runner's start order, one at a
// time to the worker ranks as they become free, and gives each result back
// to the runner, which decides the verdict exactly as with threads (first
// counterexample wins, configuration 0's proof ends the run, the winner is
// replayed here).
//
// The program travels once per run: a setup message with the options and
// the prepared bitcode goes to every worker before their first configuration.
// A stop (a win, a proof, --timeout, a signal) goes to every busy worker at
// once; the run returns when each has answered or been given up.
//
// Faults: a worker runs each configuration in a child process, so a run
// killed by the OOM killer or a signal, or crashing, loses only that run:
// the worker reports it, and the configuration goes back to the front of
// the queue, for another worker than the one it was lost on when there is
// one. A configuration lost twice is not tried again: it stays UNKNOWN with
// both reasons. A worker rank itself dying ends the job under Open MPI's
// default; under `mpirun --enable-recovery` the job goes on, and a busy
// worker not heard from (result or heartbeat) for the heartbeat timeout is
// lost: its configuration is requeued, and it is given nothing more. With
// no worker left, the configurations not run stay UNKNOWN with the reason.
// Either way configuration 0 lost means no VERIFIED: the runner decides
// from its UNKNOWN.
#pragma once

#include <chrono>
#include <deque>
#include <map>
#include <string>
#include <vector>

#include "swarm/Dispatcher.h"
#include "Mpi.h"
#include "swarm/Runner.h"

namespace swarmbmc::distributed {

class MpiDispatcher final : public swarm::ConfigurationDispatcher {
 public:
  /// `heartbeat_timeout_seconds`: how long a busy worker may stay silent.
  explicit MpiDispatcher(Mpi& mpi, double heartbeat_timeout_seconds = 5);
  unsigned slots() const override;
  void run(swarm::DispatchJob& job) override;
  /// Tells every worker still there to quit (at the end of the process).
  void shutdown();

 private:
  using Clock = std::chrono::steady_clock;
  struct Worker {
    swarm::WorkerSummary summary;
    int running = -1;  ///< slot it runs, -1 when idle
    Clock::time_point last_heard{};
  };

  void send_setup(swarm::DispatchJob& job);
  /// Gives queued configurations to idle workers.
  void assign(swarm::DispatchJob& job);
  void handle(const Message& message, swarm::DispatchJob& job);
  void take_result(Worker& worker, const std::string& bytes, swarm::DispatchJob& job);
  /// A run lost on `worker` (its process killed, or the worker silent): requeue it once.
  void requeue(unsigned slot, Worker& worker, const std::string& why, swarm::DispatchJob& job);
  /// Busy workers silent for too long are lost; their configurations are requeued.
  void notice_lost_workers(swarm::DispatchJob& job);
  void lose(Worker& worker, const std::string& because, swarm::DispatchJob& job);
  /// A configuration lost a second time: UNKNOWN with both reasons, not tried again.
  void give_up(unsigned slot, const std::string& why, swarm::DispatchJob& job);
  /// Stop (a win, a proof, the interrupt): every busy worker is told, nothing more starts.
  void stop_all();
  /// With no worker left, what was never run is UNKNOWN with the reason.
  void give_up_queued(swarm::DispatchJob& job);
  bool any_busy() const;
  unsigned alive() const;
  Worker* worker_of(int rank);

  Mpi& mpi_;
  std::chrono::duration<double> heartbeat_timeout_;
  std::vector<Worker> workers_;
  struct Queued {
    unsigned slot = 0;
    int avoid_rank = -1;  ///< lost there once: another worker first
  };
  std::deque<Queued> queue_;
  std::map<unsigned, std::string> lost_runs_;  ///< slot -> why its first run was lost
  bool stopping_ = false;
  std::vector<std::string> losses_;  ///< "rank 2 on host died while running configuration 3"
};

}  // namespace swarmbmc::distributed
