// Watchdog: enforces the wall-clock deadline, the memory limit and outside
// cancellation on one verifier run.
//
// A thread polls every few milliseconds; when a limit is hit it records the
// cause, raises `stop` (polled by the unroller) and calls the solver's
// terminate(), the only solver call allowed from another thread. It repeats
// terminate() until the run ends: Z3 ignores an interrupt that arrives
// between two of its calls, so a single one could be lost.
//
// Header-only so that the encoder library's source list stays unchanged.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include <unistd.h>

#include "solver/Solver.h"

namespace swarmbmc::encoder {

using WatchdogClock = std::chrono::steady_clock;

/// Why a run was stopped before it could decide.
enum class StopCause { None, Timeout, MemoryLimit, Cancelled, Interrupted };

/// Resident set size of this process in MB (/proc/self/statm); 0 when unknown.
inline size_t resident_megabytes() {
  std::FILE* file = std::fopen("/proc/self/statm", "r");
  if (!file) return 0;
  unsigned long size = 0, resident = 0;
  const int read = std::fscanf(file, "%lu %lu", &size, &resident);
  std::fclose(file);
  if (read != 2) return 0;
  static const long page = sysconf(_SC_PAGESIZE);
  return static_cast<size_t>(resident) * static_cast<size_t>(page > 0 ? page : 4096) / (1024 * 1024);
}

/// The time point `seconds` from now. Clamped to 30 years: a larger --timeout
/// (1e300 is a valid number) would overflow the clock's integer nanoseconds
/// into the past and stop the run at once.
inline WatchdogClock::time_point deadline_after(double seconds) {
  constexpr double kMaxSeconds = 30.0 * 365 * 24 * 3600;
  return WatchdogClock::now() + std::chrono::duration_cast<WatchdogClock::duration>(
                                    std::chrono::duration<double>(seconds < kMaxSeconds ? seconds : kMaxSeconds));
}

/// Limits of one run. The deadline is absolute so that every phase and every
/// swarm worker shares the one --timeout budget of the process.
struct RunLimits {
  std::optional<WatchdogClock::time_point> deadline;
  double timeout_seconds = 0;  ///< what --timeout said, for messages
  size_t memory_limit_mb = 0;  ///< 0 = none
};

/// "timeout after 5 s", "memory limit 500 MB exceeded", "cancelled".
inline std::string describe_stop(StopCause cause, const RunLimits& limits) {
  switch (cause) {
    case StopCause::Timeout: {
      char seconds[32];
      std::snprintf(seconds, sizeof seconds, "%g", limits.timeout_seconds);
      return std::string("timeout after ") + seconds + " s";
    }
    case StopCause::MemoryLimit: return "memory limit " + std::to_string(limits.memory_limit_mb) + " MB exceeded";
    case StopCause::Cancelled: return "cancelled";
    case StopCause::Interrupted: return "interrupted";
    case StopCause::None: break;
  }
  return "stopped";
}

class Watchdog {
 public:
  /// `cancel` and `interrupt` are outside flags (another worker won; the
  /// process was signalled or hit a limit); either may be null.
  Watchdog(const RunLimits& limits, const std::atomic<bool>* cancel, const std::atomic<bool>* interrupt,
           std::atomic<bool>& stop, solver::Solver& solver) {
    if (!limits.deadline && limits.memory_limit_mb == 0 && !cancel && !interrupt) return;
    thread_ = std::thread([this, limits, cancel, interrupt, &stop, &solver] {
      std::unique_lock lock(mutex_);
      unsigned polls = 0;
      while (!done_) {
        if (cause_ == StopCause::None) {
          StopCause hit = StopCause::None;
          if (limits.deadline && WatchdogClock::now() >= *limits.deadline) hit = StopCause::Timeout;
          // Reading /proc costs a few microseconds: every 4th poll (20 ms) is enough.
          else if (limits.memory_limit_mb && polls % 4 == 0 && resident_megabytes() > limits.memory_limit_mb)
            hit = StopCause::MemoryLimit;
          else if ((cancel && cancel->load()) || (interrupt && interrupt->load())) hit = StopCause::Cancelled;
          if (hit != StopCause::None) {
            cause_ = hit;
            stop.store(true);
          }
        }
        if (cause_ != StopCause::None) {
          solver.terminate();
          if (also_) also_->terminate();
        }
        ++polls;
        done_cv_.wait_for(lock, std::chrono::milliseconds(5));
      }
    });
  }
  Watchdog(const Watchdog&) = delete;
  Watchdog& operator=(const Watchdog&) = delete;
  ~Watchdog() {
    {
      std::lock_guard lock(mutex_);
      done_ = true;
    }
    done_cv_.notify_all();
    if (thread_.joinable()) thread_.join();
  }
  /// Terminates `solver` too when it fires (null: none). Set it to null
  /// before that solver is destroyed.
  void also_terminate(solver::Solver* solver) {
    std::lock_guard lock(mutex_);
    also_ = solver;
    if (solver && cause_ != StopCause::None) solver->terminate();
  }
  /// Why it fired (None while it has not); read after `stop` was seen.
  StopCause cause() {
    std::lock_guard lock(mutex_);
    return cause_;
  }

 private:
  std::thread thread_;
  std::mutex mutex_;
  std::condition_variable done_cv_;
  bool done_ = false;
  StopCause cause_ = StopCause::None;
  solver::Solver* also_ = nullptr;  ///< guarded by mutex_
};

}  // namespace swarmbmc::encoder
