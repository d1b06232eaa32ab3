// run_trial: fork, run, report how the child ended.
#include "Isolate.h"

#include <llvm/Support/ErrorHandling.h>
#include <llvm/Support/raw_ostream.h>

#include <fcntl.h>
#include <sys/prctl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <exception>
#include <iostream>
#include <string>

namespace swarmbmc::frontend::detail {

namespace {

// The child's last line on the stage pipe says it ended cleanly. Exit codes
// alone cannot: under a sanitizer a crash is reported and the child exits
// with the sanitizer's exit code (1 for ASan), not by a signal.
constexpr const char* kEndedCleanly = "=ended";
constexpr int kChildFatal = 3;  // exit code of our fatal-error handler: "LLVM fatal error"

int g_stage_fd = -1;  // child only: write end of the stage pipe

[[noreturn]] void fatal_in_child(void*, const char*, bool) { _exit(kChildFatal); }

void announce_in_child(const char* stage) {
  if (g_stage_fd < 0) return;
  const std::string line = std::string(stage) + "\n";
  [[maybe_unused]] ssize_t written = write(g_stage_fd, line.data(), line.size());
}

std::string signal_text(int signal_number) {
  const char* name = sigabbrev_np(signal_number);
  return "signal " + std::to_string(signal_number) +
         (name != nullptr ? std::string(", SIG") + name : std::string());
}

/// The child's side: isolate it from the parent's handlers and output, run
/// the work, announce the clean end. Never returns.
[[noreturn]] void run_child(int stage_fd,
                            const std::function<void(const std::function<void(const char*)>& announce)>& work) {
  g_stage_fd = stage_fd;
  // Die with the parent (e.g. when its --timeout ends the process).
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() == 1) _exit(0);  // parent already gone: nobody to report to
  // The parent reports problems; LLVM's crash and warning output would
  // only duplicate (or garble) that report.
  const int devnull = open("/dev/null", O_WRONLY);
  if (devnull >= 0) dup2(devnull, STDERR_FILENO);
  llvm::install_fatal_error_handler(fatal_in_child);
  // Crash by the signal itself: no sanitizer report, no libFuzzer crash
  // artifact, no LLVM stack dump for a crash the parent turns into an error.
  for (int deadly : {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP}) {
    std::signal(deadly, SIG_DFL);
  }
  // The parent's SIGINT/SIGTERM handlers only count signals for its own
  // stop logic; inherited here they would make the child ignore the
  // SIGTERM the process guard sends to end it.
  std::signal(SIGINT, SIG_DFL);
  std::signal(SIGTERM, SIG_DFL);
  try {
    work(announce_in_child);
  } catch (...) {
    // A clean end too: the in-process run will throw the same, with its message.
  }
  announce_in_child(kEndedCleanly);
  _exit(0);
}

/// Everything the child wrote on the stage pipe, until it closed its end.
std::string read_stages(int fd) {
  std::string stages;
  char chunk[256];
  for (;;) {
    const ssize_t n = read(fd, chunk, sizeof chunk);
    if (n > 0) {
      stages.append(chunk, static_cast<size_t>(n));
    } else if (n == 0 || errno != EINTR) {
      break;
    }
  }
  return stages;
}

/// How the child ended, from its last stage line and its wait status.
TrialOutcome outcome_of(std::string stages, int status) {
  // The last complete line: the end marker, or the stage the child was in.
  if (!stages.empty() && stages.back() == '\n') stages.pop_back();
  const std::string last = stages.substr(stages.rfind('\n') + 1);
  TrialOutcome outcome;
  if (last == kEndedCleanly && WIFEXITED(status) && WEXITSTATUS(status) == 0) {
    return outcome;
  }
  outcome.kind = TrialOutcome::Kind::Crashed;
  outcome.stage = last == kEndedCleanly ? std::string() : last;
  if (WIFSIGNALED(status)) {
    outcome.how = signal_text(WTERMSIG(status));
  } else if (WEXITSTATUS(status) == kChildFatal) {
    outcome.how = "LLVM fatal error";
  } else {
    outcome.how = "exit code " + std::to_string(WEXITSTATUS(status));
  }
  return outcome;
}

}  // namespace

TrialOutcome run_trial(
    const std::function<void(const std::function<void(const char*)>& announce)>& work) {
  int stage_pipe[2];
  // Close-on-exec: a program started meanwhile by another thread must not
  // hold the write end open (the parent reads until every writer is gone).
  if (pipe2(stage_pipe, O_CLOEXEC) != 0) return {TrialOutcome::Kind::Unavailable, {}, {}};
  // Flush everything buffered so the child cannot write it a second time.
  std::cout.flush();
  std::cerr.flush();
  llvm::outs().flush();
  llvm::errs().flush();
  std::fflush(nullptr);

  const pid_t child = fork();
  if (child < 0) {
    close(stage_pipe[0]);
    close(stage_pipe[1]);
    return {TrialOutcome::Kind::Unavailable, {}, {}};
  }
  if (child == 0) {
    close(stage_pipe[0]);
    run_child(stage_pipe[1], work);
  }

  close(stage_pipe[1]);
  std::string stages = read_stages(stage_pipe[0]);
  close(stage_pipe[0]);

  int status = 0;
  while (waitpid(child, &status, 0) < 0) {
    if (errno != EINTR) return {TrialOutcome::Kind::Unavailable, {}, {}};
  }
  return outcome_of(std::move(stages), status);
}

}  // namespace swarmbmc::frontend::detail
