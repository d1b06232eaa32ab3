// StepText: the line a trace step reads as for people, rendered from the
// facts the engine recorded (encoder/trace/Trace.h):
// "__VERIFIER_nondet_int() = 5", "push(5)", "x = 5 (0x5)",
// "stdout: \"hello\\n\"", "[assertion] assertion x failed". The text trace,
// SARIF's code flow and the witnesses' notes all show this line, so it is
// made in one place, after the run, from nothing but the step.
#pragma once

#include <string>

#include "encoder/trace/Trace.h"

namespace swarmbmc::report {

/// The step's line, followed by what a caller added (TraceStep::text).
std::string step_text(const encoder::TraceStep& step);

/// Output data as a C string literal's body for people: \n, \t, \r, \",
/// \\ escaped, other bytes outside printable ASCII as three-digit octal.
std::string escaped_output(const std::string& bytes);

}  // namespace swarmbmc::report
