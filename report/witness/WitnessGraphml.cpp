// GraphML 1.0 violation witnesses (SV-COMP's witness format 1.0).
#include <sstream>

#include "Witness.h"

namespace swarmbmc::report {

using encoder::TraceStep;

namespace {

const char* const kKeys =
    R"(  <key attr.name="witness-type" attr.type="string" for="graph" id="witness-type"/>
  <key attr.name="sourcecodelang" attr.type="string" for="graph" id="sourcecodelang"/>
  <key attr.name="producer" attr.type="string" for="graph" id="producer"/>
  <key attr.name="specification" attr.type="string" for="graph" id="specification"/>
  <key attr.name="programFile" attr.type="string" for="graph" id="programfile"/>
  <key attr.name="programHash" attr.type="string" for="graph" id="programhash"/>
  <key attr.name="architecture" attr.type="string" for="graph" id="architecture"/>
  <key attr.name="creationTime" attr.type="string" for="graph" id="creationtime"/>
  <key attr.name="isEntryNode" attr.type="boolean" for="node" id="entry"><default>false</default></key>
  <key attr.name="isViolationNode" attr.type="boolean" for="node" id="violation"><default>false</default></key>
  <key attr.name="assumption" attr.type="string" for="edge" id="assumption"/>
  <key attr.name="assumption.scope" attr.type="string" for="edge" id="assumption.scope"/>
  <key attr.name="assumption.resultfunction" attr.type="string" for="edge" id="assumption.resultfunction"/>
  <key attr.name="startline" attr.type="int" for="edge" id="startline"/>
  <key attr.name="enterFunction" attr.type="string" for="edge" id="enterFunction"/>
  <key attr.name="returnFromFunction" attr.type="string" for="edge" id="returnFrom"/>
)";

// Our own key: validators accept data of keys the witness declares and
// ignore what they do not know, so a log event's edge stays a plain edge
// (its scope and line) for them.
const char* const kLogKey = R"(  <key attr.name="swarmbmc-log" attr.type="string" for="edge" id="swarmbmc-log"/>
)";
// The input's choice name (--list-choices, --choice): which named choice an
// assumption fixes, for a person or a tool that restricts it next.
const char* const kChoiceKey = R"(  <key attr.name="swarmbmc-choice" attr.type="string" for="edge" id="swarmbmc-choice"/>
)";
// An environment variable the run started with: an edge without an
// assumption (a validator follows it unconstrained), its value for people.
const char* const kEnvironmentKey =
    R"(  <key attr.name="swarmbmc-environment" attr.type="string" for="edge" id="swarmbmc-environment"/>
)";

/// A program of several files: each edge in another file than the first
/// names it (the key's default is the first, the graph's programfile).
std::string origin_file_key(const RunInfo& run) {
  if (run.input_files().size() < 2) return {};
  return "  <key attr.name=\"originFileName\" attr.type=\"string\" for=\"edge\" id=\"originfile\"><default>" +
         witness_xml_escape(run.file) + "</default></key>\n";
}

/// An edge's originfile, for a location outside the default file.
void origin_file(std::ostringstream& out, const char* indent, const encoder::SourceLocation& where,
                 const RunInfo& run) {
  if (run.input_files().size() > 1 && !where.file.empty() && where.file != run.file)
    witness_xml_data(out, indent, "originfile", where.file);
}

/// The edge's data for one step; false when the step makes no edge.
bool edge_data(const TraceStep& step, const RunInfo& run, std::ostringstream& out) {
  const char* indent = "      ";
  switch (step.kind) {
    case TraceStep::Kind::Input:
      if (const std::string environment = witness_environment_input(step); !environment.empty()) {
        witness_xml_data(out, indent, "swarmbmc-environment", environment);  // no assumption: not C
        break;
      }
      witness_xml_data(out, indent, "assumption", witness_assumption(step) + ";");
      if (step.input_kind != "klee_make_symbolic" && step.input_kind != "entry-argument")
        witness_xml_data(out, indent, "assumption.resultfunction", step.name);
      if (!step.choice.empty()) witness_xml_data(out, indent, "swarmbmc-choice", step.choice);
      break;
    case TraceStep::Kind::Call: witness_xml_data(out, indent, "enterFunction", step.name); break;
    case TraceStep::Kind::Return: witness_xml_data(out, indent, "returnFrom", step.name); break;
    case TraceStep::Kind::Log: {
      const std::string event = witness_log_event(step);
      if (event.empty()) return false;  // no line of a log file: no edge, as before
      witness_xml_data(out, indent, "swarmbmc-log", event);
      break;
    }
    default: return false;
  }
  witness_xml_data(out, indent, "assumption.scope", step.location.function);
  origin_file(out, indent, step.location, run);
  if (step.location.line) witness_xml_data(out, indent, "startline", std::to_string(step.location.line));
  return true;
}

bool has_log_events(const std::vector<TraceStep>& trace) {
  for (const TraceStep& step : trace)
    if (!witness_log_event(step).empty()) return true;
  return false;
}

bool has_environment_inputs(const std::vector<TraceStep>& trace) {
  for (const TraceStep& step : trace)
    if (!step.hidden && !witness_environment_input(step).empty()) return true;
  return false;
}

bool has_named_choices(const std::vector<TraceStep>& trace) {
  for (const TraceStep& step : trace)
    if (step.kind == TraceStep::Kind::Input && !step.choice.empty() && !step.hidden) return true;
  return false;
}

}  // namespace

std::string graphml_witness(const RunInfo& run, const encoder::VerifyResult& result) {
  std::ostringstream out;
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n"
      << "<graphml xmlns=\"http://graphml.graphdrawing.org/xmlns\" "
         "xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\">\n"
      << kKeys << (has_log_events(result.trace) ? kLogKey : "") << (has_named_choices(result.trace) ? kChoiceKey : "")
      << (has_environment_inputs(result.trace) ? kEnvironmentKey : "") << origin_file_key(run)
      << "  <graph edgedefault=\"directed\">\n";
  const char* indent = "    ";
  witness_xml_data(out, indent, "witness-type", "violation_witness");
  witness_xml_data(out, indent, "sourcecodelang", "C");
  witness_xml_data(out, indent, "producer", "swarmbmc " + run.swarmbmc_version);
  witness_xml_data(out, indent, "specification", witness_specification(run, *result.violated));
  witness_xml_data(out, indent, "programfile", run.file);
  witness_xml_data(out, indent, "programhash", run.sha256);
  witness_xml_data(out, indent, "architecture", run.architecture());
  witness_xml_data(out, indent, "creationtime", witness_creation_time());
  out << "    <node id=\"N0\">\n      <data key=\"entry\">true</data>\n    </node>\n";
  unsigned node = 0;
  for (const TraceStep& step : result.trace) {
    std::ostringstream edge;
    // A log event the log file matched gets its edge even in code without
    // debug info: the witness is to show every one of them.
    if ((step.hidden && witness_log_event(step).empty()) || !edge_data(step, run, edge)) continue;
    out << "    <node id=\"N" << node + 1 << "\"/>\n"
        << "    <edge source=\"N" << node << "\" target=\"N" << node + 1 << "\">\n"
        << edge.str() << "    </edge>\n";
    ++node;
  }
  const encoder::SourceLocation& failure = result.violated->location;
  out << "    <node id=\"N" << node + 1 << "\">\n      <data key=\"violation\">true</data>\n    </node>\n"
      << "    <edge source=\"N" << node << "\" target=\"N" << node + 1 << "\">\n";
  witness_xml_data(out, "      ", "assumption.scope", failure.function);
  origin_file(out, "      ", failure, run);
  if (failure.line) witness_xml_data(out, "      ", "startline", std::to_string(failure.line));
  out << "    </edge>\n  </graph>\n</graphml>\n";
  return out.str();
}

}  // namespace swarmbmc::report
