// frontend-internal: running untrusted-input work in a forked child first.
// Not part of the public API.
#pragma once

#include <functional>
#include <string>

namespace swarmbmc::frontend::detail {

/// How a trial run in a child process ended.
struct TrialOutcome {
  enum class Kind {
    Completed,    ///< the work returned or threw (a clean, reportable end)
    Crashed,      ///< killed by a signal, or LLVM's fatal-error handler ran
    Unavailable,  ///< could not fork: the caller should go ahead in-process
  };
  Kind kind = Kind::Completed;
  std::string how;    ///< for Crashed: "signal 11 (SIGSEGV)", "LLVM fatal error", ...
  std::string stage;  ///< for Crashed: the last stage the work announced
};

/// Runs `work` in a forked child with stderr silenced, and reports whether it
/// ended cleanly. `work` may call `announce(stage)` (a short word such as
/// "parsing") before each step, so a crash can be attributed to a step.
///
/// Why: LLVM's readers and verifier are built for trusted input. In a
/// Release LLVM (assertions off) some malformed bitcode makes the reader
/// dereference garbage (SIGSEGV) or call report_fatal_error (the process
/// exits), which must become a one-line error, not a crash. A child process
/// is the only containment for that: nothing in LLVM can be caught.
/// The child shares nothing: it ends with _exit (no atexit handlers, no second
/// flush of the parent's stdio buffers).
TrialOutcome run_trial(const std::function<void(const std::function<void(const char*)>& announce)>& work);

}  // namespace swarmbmc::frontend::detail
