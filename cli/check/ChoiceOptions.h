// ChoiceOptions: the command line of named choices: --choice,
// --choices, --list-choices, --emit-choices, --swarm-choices; checked
// against the choices of the loaded program (encoder/choices/) before the run.
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "swarm/Runner.h"
#include "encoder/verify/Verifier.h"

namespace CLI {
class App;
}
namespace llvm {
class Module;
}

namespace swarmbmc::cli {

struct ChoiceFlags {
  std::vector<std::string> rules;  ///< --choice NAME=HEURISTIC, in order
  std::string file;                ///< --choices FILE (read before the --choice rules, which thus win)
  bool list = false;               ///< --list-choices
  std::string emit;                ///< --emit-choices FILE (with --swarm-choices: the winner's, after the run)
  bool swarm = false;              ///< --swarm-choices: drawn restrictions per swarm configuration
};

/// Declares --choice, --choices, --list-choices, --emit-choices and --swarm-choices.
void add_choice_options(CLI::App& app, ChoiceFlags& flags);

/// After loading `module`: reads the rules into `verify.choices` and checks
/// them against the module's choices (a name matching none, a heuristic
/// whose parameters are no values of a choice's type: one line on `err`,
/// exit 2); prints what random heuristics drew on `out`; --list-choices
/// prints the choices (exit 0); --emit-choices writes the rules. Returns
/// the exit code when the process should end now, nullopt to go on.
std::optional<int> apply_choice_options(const llvm::Module& module, const ChoiceFlags& flags,
                                        encoder::VerifyOptions& verify, std::ostream& out, std::ostream& err);

/// --swarm-choices: draws every configuration's choice restrictions but
/// configuration 0's into `plan` (swarm/ChoicePlan.h, seeded by the plan's
/// seed); says on `out` when there is no choice to restrict. Returns a
/// one-line error ("" when none): --swarm-choices without --swarm K > 1.
std::string apply_swarm_choices(const llvm::Module& module, const ChoiceFlags& flags,
                                const encoder::VerifyOptions& verify, swarm::Plan& plan, std::ostream& out);

/// --emit-choices with --swarm-choices, after the run: writes the winning
/// configuration's rules (the run's own, then its drawn ones), or the
/// run's own without a winner. False (one line on `err`) when the file
/// cannot be written.
bool emit_swarm_choices(const ChoiceFlags& flags, const encoder::VerifyOptions& verify,
                        const swarm::SwarmReport& report, std::ostream& err);

/// Marks a VERIFIED/BOUNDED `result` as resting on `verify`'s restricting
/// heuristics, if any, and returns the process's exit code for it.
int settle_choice_verdict(encoder::VerifyResult& result, const encoder::VerifyOptions& verify);

}  // namespace swarmbmc::cli
