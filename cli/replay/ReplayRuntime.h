// ReplayRuntime: the C source linked into a native build of the program so
// that it reads the trace's inputs (swarmbmc replay).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "TraceReader.h"

namespace swarmbmc::cli {

/// Exit status of the replayed program when it asks for more inputs than
/// the trace has, and when it asks for a different input than the trace's
/// next one (the program is not the traced one, or a swarmbmc bug).
constexpr int kReplayExhaustedExit = 86;
constexpr int kReplayDivergedExit = 87;

/// The runtime: the trace's inputs in order; __VERIFIER_nondet_<type> and
/// nondet_<type> for the integer types, klee_make_symbolic, the assume
/// functions (exit 0 quietly when false), __VERIFIER_assert, reach_error
/// and __VERIFIER_error (abort with a message), swarm_log (prints the
/// event), all weak so that the program's own definitions win; and one
/// function per name in `undefined_functions` (functions without a body the
/// program calls): those the trace has inputs for return them, the others
/// return 0. When the trace gives main's arguments, also __wrap_main,
/// which calls the program's main with them: link with -Wl,--wrap=main.
std::string replay_runtime_source(const ReplayTrace& trace, const std::vector<std::string>& undefined_functions);

/// The environment a trace ran in (encoder/unroll/Entry.cpp's inputs
/// "environment NAME set", "environment NAME" and, under --env-only,
/// "environment other variables set").
struct ReplayEnvironment {
  bool clear = false;                                     ///< no variable but those in `set`
  std::vector<std::pair<std::string, std::string>> set;   ///< NAME, VALUE (up to its NUL)
  std::vector<std::string> unset;
  bool empty() const { return !clear && set.empty() && unset.empty(); }
};

/// Moves the environment's inputs out of `inputs` (the program does not
/// ask for them: it starts in that environment).
ReplayEnvironment take_environment_inputs(std::vector<ReplayInput>& inputs);

/// A constructor that runs before the program's own (priority 101) and
/// makes the process environment the trace's: under gdb too. TZ, unless
/// the trace names it, becomes UTC, the local zone the model assumed.
std::string replay_environment_source(const ReplayEnvironment& environment);

}  // namespace swarmbmc::cli
