// YAML 2.0 violation witnesses (SV-COMP's witness format 2.0).
#include <random>
#include <sstream>

#include "Witness.h"

namespace swarmbmc::report {

using encoder::TraceStep;

namespace {

/// A YAML double-quoted scalar (the JSON escapes are valid YAML).
std::string quoted(const std::string& text) {
  std::string out = "\"";
  for (unsigned char c : text) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c < 32) {
      char escaped[8];
      std::snprintf(escaped, sizeof escaped, "\\x%02x", c);
      out += escaped;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out + "\"";
}

std::string random_uuid() {
  std::random_device device;
  std::mt19937_64 bits(device());
  char text[40];
  const uint64_t a = bits(), b = bits();
  std::snprintf(text, sizeof text, "%08x-%04x-4%03x-%04x-%012llx", static_cast<unsigned>(a >> 32),
                static_cast<unsigned>(a >> 16) & 0xffff, static_cast<unsigned>(a) & 0xfff,
                0x8000 | (static_cast<unsigned>(b >> 48) & 0x3fff), static_cast<unsigned long long>(b & 0xffffffffffffULL));
  return text;
}

void location(std::ostream& out, const encoder::SourceLocation& where, const std::string& file) {
  out << "            location:\n"
      << "              file_name: " << quoted(where.file.empty() ? file : where.file) << "\n"
      << "              line: " << (where.line ? where.line : 1) << "\n";
  if (where.column) out << "              column: " << where.column << "\n";
  out << "              function: " << quoted(where.function) << "\n";
}

}  // namespace

std::string yaml_witness(const RunInfo& run, const encoder::VerifyResult& result) {
  std::ostringstream out;
  out << "- entry_type: \"violation_sequence\"\n"
      << "  metadata:\n"
      << "    format_version: \"2.0\"\n"
      << "    uuid: " << quoted(random_uuid()) << "\n"
      << "    creation_time: " << quoted(witness_creation_time()) << "\n"
      << "    producer:\n      name: \"swarmbmc\"\n      version: " << quoted(run.swarmbmc_version) << "\n"
      << "    task:\n"
      << "      input_files:\n        - " << quoted(run.file) << "\n"
      << "      input_file_hashes:\n        " << quoted(run.file) << ": " << quoted(run.sha256) << "\n"
      << "      specification: " << quoted(witness_specification(run, *result.violated)) << "\n"
      << "      data_model: " << quoted(run.data_model) << "\n"
      << "      language: \"C\"\n"
      << "  content:\n";
  for (const TraceStep& step : result.trace) {
    // A log event is no waypoint (a validator would have to follow it): a
    // comment, which every YAML reader and the 2.0 schema ignore, keeps it
    // in its place among the segments for people.
    if (const std::string event = witness_log_event(step); !event.empty())
      out << "    # swarmbmc-log: " << event << " at " << step.location.position() << "\n";
    if (step.kind != TraceStep::Kind::Input) continue;
    out << "    - segment:\n        - waypoint:\n            type: \"assumption\"\n            action: \"follow\"\n"
        << "            constraint:\n              value: " << quoted(witness_assumption(step))
        << "\n              format: \"c_expression\"\n";
    location(out, step.location, run.file);
  }
  out << "    - segment:\n        - waypoint:\n            type: \"target\"\n            action: \"follow\"\n";
  location(out, result.violated->location, run.file);
  return out.str();
}

}  // namespace swarmbmc::report
