#include "Worker.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <new>
#include <optional>
#include <string>
#include <thread>

#include "swarm/ConfigurationRun.h"
#include "Mpi.h"
#include "Wire.h"

namespace swarmbmc::distributed {

namespace {

using Clock = std::chrono::steady_clock;
constexpr auto kHeartbeatEvery = std::chrono::milliseconds(200);
constexpr auto kWorkerIdlePoll = std::chrono::milliseconds(2);

/// Peak resident memory of this worker's finished children (the runs), in MB.
size_t children_peak_megabytes() {
  rusage usage{};
  getrusage(RUSAGE_CHILDREN, &usage);
  return static_cast<size_t>(usage.ru_maxrss) / 1024;  // Linux: kilobytes
}

/// Whether the environment variable `name` holds the number `number`.
bool names_number(const char* name, int number) {
  const char* value = std::getenv(name);
  return value && *value && std::atoi(value) == number;
}

/// Test hooks, so tests show lost work going elsewhere without racing to
/// find and kill a process. A run killing itself (SIGKILL) stands for the
/// kernel's OOM killer: SWARMBMC_MPI_TEST_KILL_FIRST_ON_RANK=R kills the
/// first run of rank R, SWARMBMC_MPI_TEST_KILL_CONFIGURATION=I every run
/// of configuration I; SWARMBMC_MPI_TEST_KILL_RANK=R makes worker rank R
/// itself die when given its first configuration.
bool kill_this_run(int rank, unsigned runs_so_far, unsigned configuration) {
  return (runs_so_far == 0 && names_number("SWARMBMC_MPI_TEST_KILL_FIRST_ON_RANK", rank)) ||
         names_number("SWARMBMC_MPI_TEST_KILL_CONFIGURATION", static_cast<int>(configuration));
}

/// The child: runs the configuration and writes its result (JSON) to `out`.
[[noreturn]] void run_child(int out, std::string_view bitcode, swarm::ConfigurationReport slot,
                            const swarm::SwarmOptions& options, const std::string& where, bool die) {
  if (die) ::raise(SIGKILL);
  // A bad program or a bug of ours is this configuration's UNKNOWN.
  try {
    run_sliced_configuration(bitcode, slot, options, nullptr);
  } catch (const std::bad_alloc&) {
    slot.result = encoder::VerifyResult{};
    slot.result.reason = "out of memory on " + where;
    slot.outcome = swarm::Outcome::Unknown;
  } catch (const std::exception& error) {
    slot.result = encoder::VerifyResult{};
    slot.result.reason = where + ": " + error.what();
    slot.outcome = swarm::Outcome::Unknown;
  }
  const std::string text = result_to_json(slot).dump();
  for (size_t written = 0; written < text.size();) {
    const ssize_t n = ::write(out, text.data() + written, text.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    written += static_cast<size_t>(n);
  }
  ::_exit(0);  // no destructors, no atexit handlers: MPI's belong to the parent
}

class WorkerLoop {
 public:
  explicit WorkerLoop(Mpi& mpi) : mpi_(mpi), where_("rank " + std::to_string(mpi.rank()) + " on " + mpi.host()) {}
  int run();

 private:
  /// Acts on one message from the coordinator; false on quit.
  bool handle(const Message& message);
  /// Runs the configuration of a Run message ({"slot", "configuration"}) in a child process.
  void start(const std::string& run_json);
  /// Reads what the child wrote; when it has exited, reports the result.
  void collect();
  void report(const nlohmann::json& result_report);
  /// Kills the running child (a stop, or quit) and waits for it.
  void kill_child();

  Mpi& mpi_;
  const std::string where_;
  std::optional<swarm::SwarmOptions> options_;
  std::string bitcode_;
  pid_t child_ = -1;
  int pipe_ = -1;         ///< read end of the child's result
  std::string received_;  ///< what the child wrote so far
  bool stopped_ = false;  ///< the running child was killed for a stop
  unsigned runs_ = 0;
  unsigned slot_index_ = 0;  ///< the running configuration's slot in the coordinator's plan
  swarm::Configuration configuration_;
  Clock::time_point started_{}, last_heartbeat_{};
};

int WorkerLoop::run() {
  for (;;) {
    collect();
    if (std::optional<Message> message = mpi_.poll()) {
      if (!handle(*message)) break;
      continue;
    }
    if (child_ > 0 && Clock::now() - last_heartbeat_ >= kHeartbeatEvery) {
      mpi_.send(0, kHeartbeat, "");
      last_heartbeat_ = Clock::now();
    }
    std::this_thread::sleep_for(kWorkerIdlePoll);
  }
  kill_child();
  mpi_.flush(5);
  return 0;
}

bool WorkerLoop::handle(const Message& message) {
  switch (message.tag) {
    case kSetup: {
      // [JSON length as 8 decimal digits][JSON][bitcode]
      const size_t length = std::stoul(message.bytes.substr(0, 8));
      options_ = options_from_setup(nlohmann::json::parse(message.bytes.substr(8, length)));
      bitcode_ = message.bytes.substr(8 + length);
      return true;
    }
    case kRun: start(message.bytes); return true;
    case kStop:
      if (child_ > 0) {
        stopped_ = true;
        ::kill(child_, SIGKILL);  // collect() reports it as stopped
      }
      return true;
    case kQuit:
      if (!message.bytes.empty()) mpi_.peer_lost();  // a rank died: MPI_Finalize would wait for it
      return false;
    default: return true;
  }
}

void WorkerLoop::start(const std::string& run_json) {
  kill_child();  // the coordinator gives a worker one configuration at a time
  const nlohmann::json run = nlohmann::json::parse(run_json);
  slot_index_ = run.at("slot").get<unsigned>();
  configuration_ = configuration_from_json(run.at("configuration"));
  swarm::ConfigurationReport slot;
  slot.configuration = configuration_;
  slot.rank = mpi_.rank();
  slot.host = mpi_.host();
  int fds[2];
  if (!options_ || ::pipe(fds) != 0) {
    slot.result.reason = where_ + ": " + (options_ ? "cannot create a pipe" : "configuration before setup");
    slot.outcome = swarm::Outcome::Unknown;
    return report(result_to_json(slot));
  }
  if (runs_ == 0 && names_number("SWARMBMC_MPI_TEST_KILL_RANK", mpi_.rank())) ::raise(SIGKILL);
  const bool die = kill_this_run(mpi_.rank(), runs_++, configuration_.index);
  started_ = last_heartbeat_ = Clock::now();
  // A child process per run: the kernel's OOM killer or a crash takes the
  // run, not the rank, and a stop is one kill. The child calls no MPI.
  child_ = ::fork();
  if (child_ == 0) {
    ::close(fds[0]);
    run_child(fds[1], bitcode_, slot, *options_, where_, die);
  }
  ::close(fds[1]);
  if (child_ < 0) {
    ::close(fds[0]);
    slot.result.reason = where_ + ": cannot start a process: " + std::strerror(errno);
    slot.outcome = swarm::Outcome::Unknown;
    return report(result_to_json(slot));
  }
  pipe_ = fds[0];
  ::fcntl(pipe_, F_SETFL, O_NONBLOCK);
  received_.clear();
  stopped_ = false;
}

void WorkerLoop::collect() {
  if (child_ <= 0) return;
  char buffer[65536];
  for (ssize_t n; (n = ::read(pipe_, buffer, sizeof buffer)) > 0;) received_.append(buffer, static_cast<size_t>(n));
  int status = 0;
  if (::waitpid(child_, &status, WNOHANG) != child_) return;
  for (ssize_t n; (n = ::read(pipe_, buffer, sizeof buffer)) > 0;) received_.append(buffer, static_cast<size_t>(n));
  ::close(pipe_);
  child_ = -1;
  const double wall_ms = std::chrono::duration<double, std::milli>(Clock::now() - started_).count();
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0 && !received_.empty()) {
    return report(nlohmann::json::parse(received_));
  }
  swarm::ConfigurationReport slot;
  slot.configuration = configuration_;
  slot.rank = mpi_.rank();
  slot.host = mpi_.host();
  slot.wall_ms = wall_ms;
  if (stopped_) {
    slot.outcome = swarm::Outcome::Stopped;
    slot.result.stop_cause = encoder::StopCause::Cancelled;
    slot.result.reason = "cancelled";
    slot.result.stopped_while = "running on " + where_;
    return report(result_to_json(slot));
  }
  // Killed (the OOM killer, a signal) or crashed: the coordinator may run it elsewhere.
  const std::string how = WIFSIGNALED(status) ? "killed by signal " + std::to_string(WTERMSIG(status)) + " (" +
                                                    ::strsignal(WTERMSIG(status)) + ")"
                                              : "exited with status " + std::to_string(WEXITSTATUS(status));
  slot.outcome = swarm::Outcome::Unknown;
  slot.result.reason = "the run on " + where_ + " was " + how;
  nlohmann::json result = result_to_json(slot);
  result["lost"] = true;
  report(result);
}

void WorkerLoop::report(const nlohmann::json& result_report) {
  const nlohmann::json message = {
      {"slot", slot_index_}, {"report", result_report}, {"peak_memory_mb", children_peak_megabytes()}};
  mpi_.send(0, kResult, message.dump());
}

void WorkerLoop::kill_child() {
  if (child_ <= 0) return;
  ::kill(child_, SIGKILL);
  ::waitpid(child_, nullptr, 0);
  ::close(pipe_);
  child_ = -1;
}

}  // namespace

int run_worker(Mpi& mpi) { return WorkerLoop(mpi).run(); }

}  // namespace swarmbmc::distributed
