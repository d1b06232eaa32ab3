// ProcessGuard: --timeout, --memory-limit and SIGINT/SIGTERM for the whole
// process, on every phase (compiling, loading, slicing, solving, replaying).
//
// A monitor thread polls the signal flag, the deadline and the resident
// memory. When one trips it records the cause (first wins), raises the
// process-wide interrupt flag (every verifier's watchdog polls it) and
// terminates child processes (clang), so that cooperative phases return soon
// and main prints the UNKNOWN report itself. Phases that cannot be
// interrupted (inside LLVM or clang) are covered by a backstop: if main has
// not claimed the report `grace` seconds later (or at once on a second
// signal, or when memory runs far over the limit), the monitor prints the
// UNKNOWN report with what it knows, kills the children and exits with 2.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "encoder/verify/Watchdog.h"

namespace swarmbmc::cli {

class ProcessGuard {
 public:
  struct Settings {
    double timeout_seconds = 0;  ///< 0 = none
    size_t memory_limit_mb = 0;  ///< 0 = none
    double grace_seconds = 1;    ///< cooperative stop allowance before the backstop
    /// Prints the backstop's report (verdict line, statistics, --stats-json)
    /// for the given reason; called on the monitor thread just before _exit(2).
    std::function<void(const std::string& reason)> backstop_report;
  };

  /// Installs the SIGINT/SIGTERM handlers (counting only). Call it first in
  /// main: a signal before the guard exists is then acted on when it starts.
  static void install_signal_handlers();

  /// Installs the handlers (if not yet) and fixes the deadline. One per process.
  explicit ProcessGuard(Settings settings);
  /// Starts the monitor: call it once what the backstop report uses is set up.
  void start();
  ~ProcessGuard();
  ProcessGuard(const ProcessGuard&) = delete;
  ProcessGuard& operator=(const ProcessGuard&) = delete;

  /// Raised when any limit or signal trips; pass it to the verifiers.
  std::atomic<bool>& interrupt() { return interrupt_; }
  /// Where the run is ("compiling", "unrolling", ...): string literals only.
  std::atomic<const char*>& phase() { return phase_; }
  void set_phase(const char* phase) { phase_.store(phase); }
  /// The process-wide deadline, if --timeout was given.
  std::optional<encoder::WatchdogClock::time_point> deadline() const { return deadline_; }
  encoder::RunLimits limits() const;

  /// True once a limit or signal tripped.
  bool stopped() const { return cause_.load() != encoder::StopCause::None; }
  encoder::StopCause cause() const { return cause_.load(); }
  /// "interrupted", "timeout after 5 s", "memory limit 500 MB exceeded"; empty when not stopped.
  std::string stop_description() const;
  /// stop_description() + " while " + the current phase.
  std::string stop_reason() const;

  /// Main calls this before printing its report; false when the backstop is
  /// printing (or has printed) instead: then main must print nothing.
  bool claim_report();

  double elapsed_ms() const;
  /// Peak resident memory of the process in MB (VmHWM), 0 when unknown.
  static size_t peak_megabytes();

 private:
  void monitor();
  void trip(encoder::StopCause cause);
  void backstop();

  Settings settings_;
  encoder::WatchdogClock::time_point start_;
  std::optional<encoder::WatchdogClock::time_point> deadline_;
  std::atomic<bool> interrupt_{false};
  std::atomic<const char*> phase_{"starting"};
  std::atomic<encoder::StopCause> cause_{encoder::StopCause::None};
  std::atomic<bool> report_claimed_{false};
  std::atomic<bool> done_{false};
  std::mutex done_mutex_;  ///< with done_cv_: ends the monitor's wait between polls
  std::condition_variable done_cv_;
  std::thread thread_;
};

/// Sends `signal` to every descendant process of this process (clang and its children).
void signal_children(int signal);

}  // namespace swarmbmc::cli
