#include "TextTrace.h"

#include <ostream>

#include "StepText.h"

namespace swarmbmc::report {

using encoder::TraceStep;

namespace {

bool shown(const TraceStep& step, TraceVerbosity verbosity) {
  if (step.hidden) return false;
  switch (step.kind) {
    case TraceStep::Kind::Input: case TraceStep::Kind::Failure: return true;
    case TraceStep::Kind::Call: case TraceStep::Kind::Log: case TraceStep::Kind::Output:
      return verbosity != TraceVerbosity::Inputs;
    case TraceStep::Kind::Assignment: case TraceStep::Kind::Assumption: return verbosity == TraceVerbosity::Full;
    // A return without a value is implied by the next step's location.
    case TraceStep::Kind::Return:
      return verbosity == TraceVerbosity::Full && step.value.kind != encoder::TraceValue::Kind::None;
  }
  return false;
}

/// The word before the step's text; assignments read as C ("x = 5 (0x5)").
const char* label(TraceStep::Kind kind) {
  switch (kind) {
    case TraceStep::Kind::Input: return "input ";
    case TraceStep::Kind::Call: return "call ";
    case TraceStep::Kind::Return: return "return ";
    case TraceStep::Kind::Assignment: return "";
    case TraceStep::Kind::Log: return "log ";
    case TraceStep::Kind::Assumption: return "assume ";
    case TraceStep::Kind::Output: return "output ";
    case TraceStep::Kind::Failure: return "FAILS ";
  }
  return "";
}

}  // namespace

std::optional<TraceVerbosity> parse_trace_verbosity(const std::string& word) {
  if (word == "inputs") return TraceVerbosity::Inputs;
  if (word == "calls") return TraceVerbosity::Calls;
  if (word == "full") return TraceVerbosity::Full;
  return std::nullopt;
}

void print_trace(std::ostream& out, const std::vector<TraceStep>& trace, TraceVerbosity verbosity) {
  out << "Counterexample:\n";
  for (const TraceStep& step : trace)
    if (shown(step, verbosity)) {
      out << "  " << label(step.kind) << step_text(step);
      if (step.log_line) out << " [log line " << step.log_line << "]";
      out << " at " << step.location.position() << "\n";
    }
}

}  // namespace swarmbmc::report
