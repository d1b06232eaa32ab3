// PartialResults: what the configurations that found no counterexample say
// about the program.
//
// A configuration that omits the features O and ends VERIFIED or BOUNDED
// proves a statement about the whole program's executions, not about a
// smaller program: within depth N, no execution in which none of the
// events of O occurs fails a property. (An omitted feature's log calls
// became assume(false): what the configuration explored is exactly the
// executions that never reach such a call, or under --features functions
// never enter such a function.) The statement is VERIFIED-strength when
// every loop and recursion of those executions was fully unwound within N,
// and only "no counterexample within N" when the configuration was BOUNDED.
// A range of configuration 0 says the same of the paths in its range; a
// configuration restricting named choices, of the executions whose choices
// keep to its drawn rules. When the run as a whole ends UNKNOWN or BOUNDED
// (configuration 0 timed out, say), these statements are all the user
// learns, so they are reported rather than dropped.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "Runner.h"

namespace swarmbmc::swarm {

struct PartialResult {
  unsigned configuration = 0;    ///< its index in the plan
  std::set<std::string> omitted;  ///< the features whose events its executions avoid
  std::string choices;           ///< its drawn choice rules ("" when it restricts none)
  std::string range;             ///< "range 2 of 4" for a range of configuration 0, else ""
  unsigned depth = 0;
  std::string answer;            ///< "VERIFIED" (everything unwound) or "BOUNDED"
  double wall_ms = 0;
  /// Caveats the configuration's verdict rests on, as its verdict line
  /// names them ("assuming 1 unmodelled function: foo").
  std::vector<std::string> assumptions;
  /// The statement in words: "no execution without the events pop, top fails a property ...".
  std::string statement;
};

/// One entry per configuration that ended VERIFIED or BOUNDED while checking
/// only part of the program's executions, in plan order. Configuration 0's
/// own proof of the whole program is no partial result.
std::vector<PartialResult> partial_results(const SwarmReport& report);

}  // namespace swarmbmc::swarm
