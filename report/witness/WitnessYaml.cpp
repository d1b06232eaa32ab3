// YAML 2.0 violation witnesses (SV-COMP's witness format 2.0).
#include <random>
#include <sstream>

#include "Witness.h"

namespace swarmbmc::report {

using encoder::TraceStep;

namespace {

void location(std::ostream& out, const encoder::SourceLocation& where, const std::string& file) {
  out << "            location:\n"
      << "              file_name: " << witness_yaml_quoted(where.file.empty() ? file : where.file) << "\n"
      << "              line: " << (where.line ? where.line : 1) << "\n";
  if (where.column) out << "              column: " << where.column << "\n";
  out << "              function: " << witness_yaml_quoted(where.function) << "\n";
}

}  // namespace

std::string yaml_witness(const RunInfo& run, const encoder::VerifyResult& result) {
  std::ostringstream out;
  out << "- entry_type: \"violation_sequence\"\n"
      << "  metadata:\n"
      << "    format_version: \"2.0\"\n"
      << "    uuid: " << witness_yaml_quoted(witness_uuid()) << "\n"
      << "    creation_time: " << witness_yaml_quoted(witness_creation_time()) << "\n"
      << "    producer:\n      name: \"swarmbmc\"\n      version: " << witness_yaml_quoted(run.swarmbmc_version) << "\n"
      << "    task:\n"
      << witness_yaml_input_files(run)
      << "      specification: " << witness_yaml_quoted(witness_specification(run, *result.violated)) << "\n"
      << "      data_model: " << witness_yaml_quoted(run.data_model) << "\n"
      << "      language: \"C\"\n"
      << "  content:\n";
  for (const TraceStep& step : result.trace) {
    // A log event is no waypoint (a validator would have to follow it): a
    // comment, which every YAML reader and the 2.0 schema ignore, keeps it
    // in its place among the segments for people.
    if (const std::string event = witness_log_event(step); !event.empty())
      out << "    # swarmbmc-log: " << event << " at " << step.location.position() << "\n";
    if (step.kind != TraceStep::Kind::Input) continue;
    // The environment the program started in: not C, so no waypoint.
    if (const std::string environment = witness_environment_input(step); !environment.empty()) {
      out << "    # swarmbmc-environment: " << environment << "\n";
      continue;
    }
    // The input's choice name (--choice NAME=...), a comment like the log's.
    if (!step.choice.empty()) out << "    # swarmbmc-choice: " << step.choice << "\n";
    out << "    - segment:\n        - waypoint:\n            type: \"assumption\"\n            action: \"follow\"\n"
        << "            constraint:\n              value: " << witness_yaml_quoted(witness_assumption(step))
        << "\n              format: \"c_expression\"\n";
    location(out, step.location, run.file);
  }
  out << "    - segment:\n        - waypoint:\n            type: \"target\"\n            action: \"follow\"\n";
  location(out, result.violated->location, run.file);
  return out.str();
}

}  // namespace swarmbmc::report
