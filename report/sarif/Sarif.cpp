#include "Sarif.h"

#include "report/trace/StepText.h"

namespace swarmbmc::report {

using encoder::TraceStep;
using nlohmann::json;

namespace {

const char* rule_description(encoder::PropertyKind kind) {
  switch (kind) {
    case encoder::PropertyKind::Assertion: return "An assertion can fail (assert, __VERIFIER_assert, reach_error).";
    case encoder::PropertyKind::Bounds: return "A memory access can be out of the bounds of its object.";
    case encoder::PropertyKind::Null: return "A null pointer can be dereferenced.";
    case encoder::PropertyKind::DivisionByZero: return "A division or remainder can be by zero.";
    case encoder::PropertyKind::Precondition: return "A C library function can be called outside its domain.";
    case encoder::PropertyKind::UseAfterFree: return "Heap memory can be accessed after it was freed.";
    case encoder::PropertyKind::DeadObject: return "A local variable can be accessed after its lifetime ended.";
    case encoder::PropertyKind::InvalidFree: return "free can be called on a pointer that is not the start of a heap block.";
    case encoder::PropertyKind::DoubleFree: return "Heap memory can be freed twice.";
    case encoder::PropertyKind::MemoryLeak: return "Heap memory can become unreachable without being freed.";
    case encoder::PropertyKind::MemoryCleanup: return "Heap memory can still be allocated when the program ends.";
    case encoder::PropertyKind::InvalidFunctionPointer: return "A function pointer can be called that points to no function of the call's type.";
    case encoder::PropertyKind::Overlap: return "memcpy can be called with overlapping source and destination.";
    case encoder::PropertyKind::SignedOverflow: return "A signed integer operation can overflow.";
    case encoder::PropertyKind::Shift: return "A shift amount can be negative or at least the width of its operand.";
    case encoder::PropertyKind::ReadOnly: return "A string literal or other constant object can be written to.";
    case encoder::PropertyKind::LogReached: return "An execution can print the given log (--log-reach).";
    case encoder::PropertyKind::FloatConversion:
      return "A floating-point value can be converted to an integer type that cannot represent it (a NaN, an "
             "infinity or out of range).";
    case encoder::PropertyKind::NaN: return "A floating-point operation can produce a NaN from operands that are not NaNs.";
    case encoder::PropertyKind::FloatOverflow:
      return "A floating-point operation can produce an infinity from finite operands.";
    case encoder::PropertyKind::InvalidLongjmp:
      return "longjmp can be called with a jmp_buf whose setjmp's function has returned, or that no setjmp filled.";
  }
  return "A property can be violated.";
}

/// A URI reference for a file path (RFC 3986: reserved characters escaped).
std::string file_uri(const std::string& path) {
  static const char* const kHex = "0123456789ABCDEF";
  std::string uri;
  for (unsigned char c : path) {
    if (std::isalnum(c) || std::string("-._~/").find(static_cast<char>(c)) != std::string::npos) {
      uri += static_cast<char>(c);
    } else {
      uri += '%';
      uri += kHex[c >> 4];
      uri += kHex[c & 15];
    }
  }
  return uri;
}

json physical_location(const encoder::SourceLocation& where, const RunInfo& run) {
  json location = {{"artifactLocation", {{"uri", file_uri(where.file.empty() ? run.file : where.file)}}}};
  if (where.line) {
    location["region"] = {{"startLine", where.line}};
    if (where.column) location["region"]["startColumn"] = where.column;
  }
  return location;
}

const char* step_word(TraceStep::Kind kind) {
  switch (kind) {
    case TraceStep::Kind::Input: return "input ";
    case TraceStep::Kind::Call: return "call ";
    case TraceStep::Kind::Return: return "return ";
    case TraceStep::Kind::Log: return "log ";
    case TraceStep::Kind::Assumption: return "assume ";
    case TraceStep::Kind::Output: return "output ";
    case TraceStep::Kind::Failure: return "fails: ";
    case TraceStep::Kind::Assignment: return "";
  }
  return "";
}

/// An input's choice name, unless its text already says it (swarm_choose_int("speed")).
std::string choice_suffix(const TraceStep& step) {
  if (step.kind != TraceStep::Kind::Input || step.choice.empty()) return "";
  if (step_text(step).find("\"" + step.choice + "\"") != std::string::npos) return "";
  return " (choice " + step.choice + ")";
}

json code_flow(const RunInfo& run, const encoder::VerifyResult& result) {
  json locations = json::array();
  unsigned depth = 0;
  for (const TraceStep& step : result.trace) {
    if (step.hidden) continue;
    if (step.kind == TraceStep::Kind::Return && depth > 0) --depth;
    json location = {{"physicalLocation", physical_location(step.location, run)},
                     {"message", {{"text", step_word(step.kind) + step_text(step) + choice_suffix(step)}}}};
    json flow_location = {{"location", location}, {"nestingLevel", depth}, {"executionOrder", locations.size()}};
    if (step.kind == TraceStep::Kind::Call) flow_location["kinds"] = json::array({"call"});
    if (step.kind == TraceStep::Kind::Return) flow_location["kinds"] = json::array({"return"});
    locations.push_back(flow_location);
    if (step.kind == TraceStep::Kind::Call) ++depth;
  }
  return {{"message", {{"text", "counterexample found by swarmbmc"}}},
          {"threadFlows", json::array({{{"locations", locations}}})}};
}

json rule(encoder::PropertyKind kind) {
  return {{"id", encoder::property_tag(kind)},
          {"shortDescription", {{"text", rule_description(kind)}}},
          {"defaultConfiguration", {{"level", "error"}}}};
}

}  // namespace

json sarif_log(const RunInfo& run, const encoder::VerifyResult& result, const std::vector<swarm::PartialResult>& partials) {
  json rules = json::array(), results = json::array();
  if (result.verdict == encoder::Verdict::Failed && result.violated) {
    rules.push_back(rule(result.violated->kind));
    results.push_back({{"ruleId", encoder::property_tag(result.violated->kind)},
                       {"ruleIndex", 0},
                       {"level", "error"},
                       {"message", {{"text", result.violated->message}}},
                       {"locations", json::array({{{"physicalLocation", physical_location(result.violated->location, run)}}})},
                       {"codeFlows", json::array({code_flow(run, result)})}});
  }
  json invocation = {{"executionSuccessful", result.verdict != encoder::Verdict::Unknown},
                     {"exitCode", encoder::verdict_exit_code(result.verdict)}};
  if (result.verdict == encoder::Verdict::Unknown)
    invocation["toolExecutionNotifications"] = json::array({{{"level", "error"},
                                                             {"message", {{"text", "UNKNOWN: " + result.reason}}}}});
  for (const swarm::PartialResult& partial : partials) {
    std::string text = "partial result of swarm configuration " + std::to_string(partial.configuration) + ": " +
                       partial.statement;
    for (const std::string& assumption : partial.assumptions) text += "; " + assumption;
    invocation["toolExecutionNotifications"].push_back({{"level", "note"}, {"message", {{"text", text}}}});
  }
  json artifacts = json::array();
  for (const InputFileInfo& input : run.input_files()) {
    artifacts.push_back({{"location", {{"uri", file_uri(input.file)}}}});
    if (!input.sha256.empty()) artifacts.back()["hashes"] = {{"sha-256", input.sha256}};
  }
  json driver = {{"name", "swarmbmc"},
                 {"version", run.swarmbmc_version},
                 {"semanticVersion", run.swarmbmc_version},
                 {"rules", rules}};
  return {{"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
          {"version", "2.1.0"},
          {"runs", json::array({{{"tool", {{"driver", driver}}},
                                 {"artifacts", artifacts},
                                 {"invocations", json::array({invocation})},
                                 {"properties", {{"verdict", encoder::verdict_name(result.verdict)}}},
                                 {"results", results}}})}};
}

}  // namespace swarmbmc::report
