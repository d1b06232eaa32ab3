// Runner: solves swarm configurations in parallel; the first counterexample wins.
//
// Share nothing: the prepared module is serialised to bitcode once, and each
// configuration parses its own copy into its own LLVMContext, applies its
// logsrt restriction, and encodes and solves with its own term manager and
// solver. Cancellation is one atomic flag that every verifier's watchdog
// polls (it also interrupts the solver), raised by the winner or by Ctrl-C.
// Configurations start in a deterministic order (no omission first, then
// by sliced size), so with one job the winner is deterministic. The winning counterexample is replayed on the original
// program (all features, inputs fixed to the model's values) before it is
// reported; one that does not replay is reported as UNKNOWN, never FAILED.
#pragma once

#include <atomic>
#include <chrono>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "Dispatcher.h"
#include "EncodingChoice.h"
#include "logsrt/Logsrt.h"
#include "Planner.h"
#include "Ranges.h"
#include "SharedEncoding.h"
#include "encoder/verify/Verifier.h"

namespace llvm {
class Module;
}

namespace swarmbmc::swarm {

struct SwarmOptions {
  unsigned jobs = 0;  ///< worker threads; 0 = hardware concurrency
  encoder::VerifyOptions verify;
  logsrt::FeatureOptions features;
  /// Off (--no-slicing): omission by assume(false) only, nothing sliced away.
  logsrt::Slicing slicing = logsrt::Slicing::On;
  /// --swarm-encoding: one restricted module per configuration (sliced), one
  /// formula for all (shared, SharedEncoding.h), or chosen per program (auto).
  Encoding encoding = Encoding::Sliced;
  /// Raised from outside (signal, process time or memory limit): stop
  /// everything, including the replay. Never raised by the runner itself.
  const std::atomic<bool>* interrupt = nullptr;
  /// Why `interrupt` was raised ("timeout after 5 s"); "interrupted" when unset or empty.
  std::function<std::string()> interrupt_description;
  /// When set, kept up to date with the current phase (for a process-level report).
  std::atomic<const char*>* phase = nullptr;
  /// When set, the live status of configuration `index` (of the plan) for a
  /// live display; the runner and the verifier keep it up to date.
  std::function<encoder::LiveStatus*(unsigned index)> live_status;
  /// When set, called on the worker thread just before configuration
  /// `index` (of the plan) starts verifying, after its slicing. Tests use it
  /// to force a schedule instead of hoping for one.
  std::function<void(unsigned index)> on_verify_start;
  /// --run-all: every configuration runs to its own answer; the first
  /// counterexample still wins, but stops nobody, and neither does
  /// configuration 0's proof. For measuring each configuration's own time
  /// (benchmarks/swarm_scaling.py simulates schedules from them).
  bool run_all = false;
  /// --k-induction: configuration 0 (no omission, no range) is checked by
  /// encoder::verify_by_induction up to this k instead of BMC at
  /// verify.depth (which then only bounds the replay); 0 = BMC.
  unsigned induction_max_k = 0;
  /// When set, configurations run there (e.g. on MPI ranks,
  /// distributed/) instead of on this process's threads (Dispatcher.h).
  ConfigurationDispatcher* dispatcher = nullptr;
};

enum class Outcome { Counterexample, NoCounterexample, Stopped, Unknown, NotStarted };
const char* outcome_name(Outcome outcome);

struct ConfigurationReport {
  Configuration configuration;
  Outcome outcome = Outcome::NotStarted;
  encoder::VerifyResult result;
  logsrt::RestrictionStatistics slicing;
  double wall_ms = 0;
  std::optional<RangeUsed> range_used;  ///< a range configuration: the range it checked
  /// Stopped by another configuration's win: from the win until this one
  /// returned (-1 otherwise). result.stopped_while names the phase it was in.
  double stop_latency_ms = -1;
  std::chrono::steady_clock::time_point returned_at;  ///< when its worker was done with it
  unsigned start_position = 0;  ///< its place in the start order (0: started first)
  int rank = -1;                ///< a dispatched run (MPI): the rank that ran it; -1 = this process
  std::string host;             ///< and that rank's host name
};

/// A dispatched run (MPI): one worker process and what it did.
struct WorkerSummary {
  int rank = 0;
  std::string host;
  unsigned configurations = 0;  ///< configurations it returned
  double busy_ms = 0;           ///< their wall time, summed
  size_t peak_memory_mb = 0;    ///< the worker process's peak resident memory, as it last reported
  /// Lost (died, or went silent past the heartbeat timeout): what it was running then, "" when idle.
  bool lost = false;
  std::string lost_while;
  /// Runs lost on it (the run's process killed or crashed), each requeued once: "configuration 3: why".
  std::vector<std::string> lost_runs;
};

struct SwarmReport {
  Plan plan;
  unsigned jobs = 1;
  unsigned depth = 0;              ///< the --depth every configuration ran at
  bool function_features = false;  ///< features are functions too (--features functions), not only log events
  std::vector<ConfigurationReport> configurations;
  std::optional<unsigned> winner;
  double first_counterexample_ms = -1;  ///< since the swarm started
  double stop_latency_ms = -1;          ///< from the win until every worker had returned
  /// The longest stop latency of the configurations stopped in each phase
  /// ("slicing", "unrolling", "solving", "reading the model").
  std::map<std::string, double> stop_latency_by_phase_ms;
  double total_ms = 0;
  bool interrupted = false;
  /// Configuration 0 (or all its ranges) proved the program before every
  /// configuration had finished: the rest were stopped, since a
  /// configuration's executions are a subset of the whole program's and so
  /// cannot hold a counterexample the proof excludes.
  bool proof_stopped_others = false;
  bool proved_by_ranges = false;  ///< every range of configuration 0 found no counterexample (before the whole did)
  bool replayed = false;        ///< the winner's counterexample replayed on the original program
  double replay_ms = 0;         ///< time the replay took (encode + solve)
  encoder::VerifyResult final;  ///< what to report (on FAILED: the replay's trace)
  EncodingDecision encoding;    ///< the encoding that ran, and why
  std::optional<SharedStatistics> shared;  ///< shared encoding: the one formula's size and encode time
  double wall_ms = 0;           ///< whole process, filled in by the caller (0: not known)
  size_t peak_memory_mb = 0;    ///< whole process, filled in by the caller (0: not known)
  std::vector<WorkerSummary> workers;  ///< dispatched runs: every worker process (none for threads)
};

/// Runs every configuration of `plan` on `module` (already prepared).
SwarmReport run_swarm(const llvm::Module& module, const Plan& plan, const SwarmOptions& options);

}  // namespace swarmbmc::swarm
