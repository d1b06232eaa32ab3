// Dispatcher: runs a swarm's configurations somewhere other than this
// process's threads (MPI ranks: distributed/MpiDispatcher.h).
//
// The runner keeps everything that decides the verdict: the plan, the
// start order, the stop flag, the winner, the replay. A dispatcher only
// carries configurations out in the given order, at most slots() at a
// time, and hands each result back through `returned` on the thread that
// called run(), which is the runner's.
#pragma once

#include <atomic>
#include <functional>
#include <string_view>
#include <vector>

namespace swarmbmc::swarm {

struct ConfigurationReport;
struct SwarmOptions;
struct WorkerSummary;

struct DispatchJob {
  std::string_view bitcode;  ///< the prepared program, as bitcode
  const SwarmOptions* options = nullptr;
  const std::vector<unsigned>* start_order = nullptr;  ///< indices into `configurations`, first to start first
  /// One slot per configuration of the plan; the dispatcher fills in a
  /// slot (outcome, result, slicing, times, rank, host) before `returned`.
  std::vector<ConfigurationReport>* configurations = nullptr;
  /// Raised by the runner (a win, a proof): stop every running
  /// configuration and start no other.
  const std::atomic<bool>* stop = nullptr;
  /// The process-wide interrupt (signal, limit): stop as for `stop`.
  std::function<bool()> interrupted;
  /// Called once a configuration's slot is filled in (may raise `stop`).
  std::function<void(unsigned index)> returned;
  /// Filled in by the dispatcher: one entry per worker process.
  std::vector<WorkerSummary>* workers = nullptr;
};

class ConfigurationDispatcher {
 public:
  virtual ~ConfigurationDispatcher() = default;
  /// How many configurations run at once (the swarm table's "jobs").
  virtual unsigned slots() const = 0;
  /// Runs `job`'s configurations in its start order until every one has
  /// returned, `stop` is raised or the interrupt is; returns when none is
  /// running any more. Configurations it never started stay NotStarted.
  virtual void run(DispatchJob& job) = 0;
};

}  // namespace swarmbmc::swarm
