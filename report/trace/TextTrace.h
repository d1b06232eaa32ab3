// TextTrace: the counterexample as lines for people, one per shown step.
#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "encoder/trace/Trace.h"

namespace swarmbmc::report {

/// How much of the trace the text shows (--trace-verbosity).
enum class TraceVerbosity {
  Inputs,  ///< inputs and the failure
  Calls,   ///< also function calls and log events
  Full,    ///< also assignments, return values and assumptions passed (default)
};

/// "inputs", "calls", "full"; nothing for another word.
std::optional<TraceVerbosity> parse_trace_verbosity(const std::string& word);

/// "Counterexample:" and one line per non-hidden step the verbosity shows.
void print_trace(std::ostream& out, const std::vector<encoder::TraceStep>& trace, TraceVerbosity verbosity);

}  // namespace swarmbmc::report
