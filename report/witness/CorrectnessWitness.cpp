// SV-COMP correctness witnesses of a VERIFIED result: GraphML 1.0 and YAML
// 2.0. Their invariants are witness_invariants' (WitnessInvariants.cpp);
// without any, the witness is the trivial one (GraphML: the entry node
// alone; YAML: an empty content list), which validators accept as a claim
// of correctness to check on their own.
#include <random>
#include <sstream>

#include "Witness.h"

namespace swarmbmc::report {

namespace {

std::string joined(const std::vector<std::string>& parts, const std::string& separator, bool parenthesise) {
  std::string text;
  for (size_t i = 0; i < parts.size(); ++i)
    text += (i ? separator : "") + (parenthesise ? "(" + parts[i] + ")" : parts[i]);
  return text;
}

const char* const kGraphKeys =
    R"(  <key attr.name="witness-type" attr.type="string" for="graph" id="witness-type"/>
  <key attr.name="sourcecodelang" attr.type="string" for="graph" id="sourcecodelang"/>
  <key attr.name="producer" attr.type="string" for="graph" id="producer"/>
  <key attr.name="specification" attr.type="string" for="graph" id="specification"/>
  <key attr.name="programFile" attr.type="string" for="graph" id="programfile"/>
  <key attr.name="programHash" attr.type="string" for="graph" id="programhash"/>
  <key attr.name="architecture" attr.type="string" for="graph" id="architecture"/>
  <key attr.name="creationTime" attr.type="string" for="graph" id="creationtime"/>
  <key attr.name="isEntryNode" attr.type="boolean" for="node" id="entry"><default>false</default></key>
)";

// Declared only when the witness has a loop head to put invariants on.
const char* const kInvariantKeys =
    R"(  <key attr.name="invariant" attr.type="string" for="node" id="invariant"/>
  <key attr.name="invariant.scope" attr.type="string" for="node" id="invariant.scope"/>
  <key attr.name="startline" attr.type="int" for="edge" id="startline"/>
  <key attr.name="enterLoopHead" attr.type="boolean" for="edge" id="enterLoopHead"><default>false</default></key>
)";

}  // namespace

std::string graphml_correctness_witness(const RunInfo& run, const encoder::VerifyResult& result) {
  const std::vector<std::string> invariants = witness_invariants(run, result);
  std::ostringstream out;
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n"
      << "<graphml xmlns=\"http://graphml.graphdrawing.org/xmlns\" "
         "xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\">\n"
      << kGraphKeys << (invariants.empty() ? "" : kInvariantKeys) << "  <graph edgedefault=\"directed\">\n";
  const char* indent = "    ";
  witness_xml_data(out, indent, "witness-type", "correctness_witness");
  witness_xml_data(out, indent, "sourcecodelang", "C");
  witness_xml_data(out, indent, "producer", "swarmbmc " + run.swarmbmc_version);
  witness_xml_data(out, indent, "specification", joined(run.specification, "\n", false));
  witness_xml_data(out, indent, "programfile", run.file);
  witness_xml_data(out, indent, "programhash", run.sha256);
  witness_xml_data(out, indent, "architecture", run.architecture());
  witness_xml_data(out, indent, "creationtime", witness_creation_time());
  out << "    <node id=\"N0\">\n      <data key=\"entry\">true</data>\n    </node>\n";
  if (!invariants.empty()) {
    out << "    <node id=\"N1\">\n";
    witness_xml_data(out, "      ", "invariant", joined(invariants, " && ", invariants.size() > 1));
    witness_xml_data(out, "      ", "invariant.scope", result.induction_loop.function);
    out << "    </node>\n    <edge source=\"N0\" target=\"N1\">\n";
    witness_xml_data(out, "      ", "startline", std::to_string(result.induction_loop.line));
    witness_xml_data(out, "      ", "enterLoopHead", "true");
    out << "    </edge>\n";
  }
  out << "  </graph>\n</graphml>\n";
  return out.str();
}

std::string yaml_correctness_witness(const RunInfo& run, const encoder::VerifyResult& result) {
  const std::vector<std::string> invariants = witness_invariants(run, result);
  std::ostringstream out;
  out << "- entry_type: \"invariant_set\"\n"
      << "  metadata:\n"
      << "    format_version: \"2.0\"\n"
      << "    uuid: " << witness_yaml_quoted(witness_uuid()) << "\n"
      << "    creation_time: " << witness_yaml_quoted(witness_creation_time()) << "\n"
      << "    producer:\n      name: \"swarmbmc\"\n      version: " << witness_yaml_quoted(run.swarmbmc_version) << "\n"
      << "    task:\n"
      << witness_yaml_input_files(run)
      << "      specification: " << witness_yaml_quoted(joined(run.specification, "\n", false)) << "\n"
      << "      data_model: " << witness_yaml_quoted(run.data_model) << "\n"
      << "      language: \"C\"\n"
      << "  content:" << (invariants.empty() ? " []\n" : "\n");
  const encoder::SourceLocation& loop = result.induction_loop;
  for (const std::string& invariant : invariants) {
    out << "    - invariant:\n        type: \"loop_invariant\"\n        location:\n"
        << "          file_name: " << witness_yaml_quoted(loop.file.empty() ? run.file : loop.file) << "\n"
        << "          line: " << loop.line << "\n";
    if (loop.column) out << "          column: " << loop.column << "\n";
    out << "          function: " << witness_yaml_quoted(loop.function) << "\n"
        << "        value: " << witness_yaml_quoted(invariant) << "\n        format: \"c_expression\"\n";
  }
  return out.str();
}

}  // namespace swarmbmc::report
