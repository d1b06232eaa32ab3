// TraceBuilder: turns a satisfying model into the counterexample trace.
#pragma once

#include <vector>

#include "encoder/formula/Formula.h"
#include "Trace.h"

namespace swarmbmc::solver {
class Solver;
}

namespace swarmbmc::encoder {

/// The events of `formula` whose guard holds in the solver's model, in
/// execution order, up to the failing check `failed`, then the failure
/// step. The scalar input values on that path are appended to
/// `input_values` in order (what the swarm replays on the original program;
/// main's argv strings are trace-only inputs, not among them).
std::vector<TraceStep> build_trace(const Formula& formula, const PropertyCheck& failed, solver::Solver& solver,
                                   std::vector<terms::u128>& input_values);

}  // namespace swarmbmc::encoder
