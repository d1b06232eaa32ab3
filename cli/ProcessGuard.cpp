#include "ProcessGuard.h"

#include <dirent.h>
#include <signal.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <optional>
#include <vector>

namespace swarmbmc::cli {

using encoder::StopCause;
using Clock = encoder::WatchdogClock;

namespace {

/// Signals received so far; the handler only counts (async-signal-safe).
std::atomic<int> g_signals{0};
extern "C" void count_signal(int) { g_signals.fetch_add(1); }

constexpr auto kPoll = std::chrono::milliseconds(10);
constexpr auto kChildGrace = std::chrono::milliseconds(250);  ///< from SIGTERM to SIGKILL for child processes

}  // namespace

namespace {

/// The children of `pid`, read from /proc/<pid>/task/<tid>/children (one
/// file per thread: clang is started by whichever thread compiles);
/// nullopt when the kernel does not provide those files.
std::optional<std::vector<long>> children_listed(long pid) {
  char path[64];
  std::snprintf(path, sizeof path, "/proc/%ld/task", pid);
  DIR* tasks = opendir(path);
  if (!tasks) return std::nullopt;
  std::vector<long> children;
  bool listed = false;
  while (dirent* entry = readdir(tasks)) {
    if (entry->d_name[0] == '.') continue;
    char children_path[320];
    std::snprintf(children_path, sizeof children_path, "/proc/%ld/task/%s/children", pid, entry->d_name);
    std::FILE* file = std::fopen(children_path, "r");
    if (!file) continue;
    listed = true;
    long child = 0;
    while (std::fscanf(file, "%ld", &child) == 1) children.push_back(child);
    std::fclose(file);
  }
  closedir(tasks);
  if (!listed) return std::nullopt;
  return children;
}

/// Every (pid, parent pid) on the machine, from /proc/<pid>/stat field 4.
std::vector<std::pair<long, long>> all_parents() {
  std::vector<std::pair<long, long>> parent_of;
  if (DIR* proc = opendir("/proc")) {
    while (dirent* entry = readdir(proc)) {
      char* end = nullptr;
      const long pid = std::strtol(entry->d_name, &end, 10);
      if (!end || *end != '\0' || pid <= 0) continue;
      char path[64];
      std::snprintf(path, sizeof path, "/proc/%ld/stat", pid);
      std::FILE* file = std::fopen(path, "r");
      if (!file) continue;
      char line[512];
      const size_t n = std::fread(line, 1, sizeof line - 1, file);
      std::fclose(file);
      line[n] = '\0';
      // The command name (field 2) is in parentheses and may hold spaces.
      const char* after_name = std::strrchr(line, ')');
      char state = 0;
      long parent = 0;
      if (after_name && std::sscanf(after_name + 1, " %c %ld", &state, &parent) == 2)
        parent_of.emplace_back(pid, parent);
    }
    closedir(proc);
  }
  return parent_of;
}

}  // namespace

void signal_children(int signal) {
  // The whole tree is signalled: a compiler driver or wrapper script has
  // children too. Reading /proc needs no bookkeeping in the frontend, which
  // starts clang through LLVM. The children files are read first: scanning
  // every process's stat took 20-30 ms, which the exit then waited for.
  std::vector<long> tree{static_cast<long>(getpid())};
  if (auto own = children_listed(tree[0])) {
    tree.insert(tree.end(), own->begin(), own->end());
    for (size_t i = 1; i < tree.size(); ++i)
      if (auto children = children_listed(tree[i])) tree.insert(tree.end(), children->begin(), children->end());
  } else {
    const std::vector<std::pair<long, long>> parent_of = all_parents();
    for (size_t i = 0; i < tree.size(); ++i)
      for (const auto& [pid, parent] : parent_of)
        if (parent == tree[i]) tree.push_back(pid);
  }
  // Descendants first, so that a parent cannot restart what was just ended.
  for (size_t i = tree.size(); i-- > 1;) kill(static_cast<pid_t>(tree[i]), signal);
}

void ProcessGuard::install_signal_handlers() {
  struct sigaction action {};
  action.sa_handler = count_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;  // blocking calls (waitpid on clang) resume; the monitor acts
  sigaction(SIGINT, &action, nullptr);
  sigaction(SIGTERM, &action, nullptr);
}

ProcessGuard::ProcessGuard(Settings settings) : settings_(std::move(settings)), start_(Clock::now()) {
  if (settings_.timeout_seconds > 0) deadline_ = encoder::deadline_after(settings_.timeout_seconds);
  install_signal_handlers();
}

void ProcessGuard::start() {
  if (!thread_.joinable()) thread_ = std::thread([this] { monitor(); });
}

ProcessGuard::~ProcessGuard() {
  {
    std::lock_guard lock(done_mutex_);
    done_.store(true);
  }
  done_cv_.notify_all();  // the monitor may be between polls: the exit should not wait for it
  if (thread_.joinable()) thread_.join();
}

encoder::RunLimits ProcessGuard::limits() const {
  encoder::RunLimits limits;
  limits.deadline = deadline_;
  limits.timeout_seconds = settings_.timeout_seconds;
  limits.memory_limit_mb = settings_.memory_limit_mb;
  return limits;
}

std::string ProcessGuard::stop_description() const {
  const StopCause cause = cause_.load();
  if (cause == StopCause::None) return {};
  return encoder::describe_stop(cause, limits());
}

std::string ProcessGuard::stop_reason() const { return stop_description() + " while " + phase_.load(); }

bool ProcessGuard::claim_report() {
  bool expected = false;
  return report_claimed_.compare_exchange_strong(expected, true);
}

double ProcessGuard::elapsed_ms() const {
  return std::chrono::duration<double, std::milli>(Clock::now() - start_).count();
}

size_t ProcessGuard::peak_megabytes() {
  std::FILE* file = std::fopen("/proc/self/status", "r");
  if (!file) return 0;
  char line[256];
  size_t kb = 0;
  while (std::fgets(line, sizeof line, file))
    if (std::sscanf(line, "VmHWM: %zu kB", &kb) == 1) break;
  std::fclose(file);
  return kb / 1024;
}

void ProcessGuard::trip(StopCause cause) {
  StopCause expected = StopCause::None;
  if (!cause_.compare_exchange_strong(expected, cause)) return;
  interrupt_.store(true);
  // clang is not ours to poll: end it, so that main's wait for it returns.
  signal_children(SIGTERM);
}

void ProcessGuard::monitor() {
  std::optional<Clock::time_point> backstop_at, kill_at;
  const auto grace = std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(settings_.grace_seconds));
  const size_t limit = settings_.memory_limit_mb;
  // Far over the limit, waiting for a cooperative stop risks the machine.
  const size_t hard_limit = limit + limit / 2 + 64;
  unsigned polls = 0;
  while (!done_.load()) {
    const int signals = g_signals.load();
    size_t resident = 0;
    if (limit && polls++ % 2 == 0) resident = encoder::resident_megabytes();
    if (signals > 0) trip(StopCause::Interrupted);
    else if (deadline_ && Clock::now() >= *deadline_) trip(StopCause::Timeout);
    else if (limit && resident > limit) trip(StopCause::MemoryLimit);

    if (stopped() && !backstop_at) {
      backstop_at = Clock::now() + grace;
      kill_at = Clock::now() + kChildGrace;
    }
    // Children that ignore SIGTERM (a clang wrapper, say) are ended for good.
    if (kill_at && Clock::now() >= *kill_at) {
      signal_children(SIGKILL);
      kill_at.reset();
    }
    const bool urgent = signals > 1 || (limit && resident > hard_limit);
    if (backstop_at && !report_claimed_.load() && (urgent || Clock::now() >= *backstop_at)) backstop();
    std::unique_lock lock(done_mutex_);
    done_cv_.wait_for(lock, kPoll, [&] { return done_.load(); });
  }
}

void ProcessGuard::backstop() {
  if (!claim_report()) return;  // main is printing: it exits soon
  signal_children(SIGKILL);
  const std::string reason = stop_reason();
  if (settings_.backstop_report) {
    settings_.backstop_report(reason);
  } else {
    std::cout << "VERDICT: UNKNOWN (" << reason << ")" << std::endl;
  }
  std::cout.flush();
  std::cerr.flush();
  std::_Exit(2);  // other threads may be inside LLVM or a solver: no destructors
}

}  // namespace swarmbmc::cli
