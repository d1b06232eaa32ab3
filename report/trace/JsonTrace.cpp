#include "JsonTrace.h"

#include "FloatText.h"
#include "StepText.h"
#include "ValueText.h"
#include "swarm/PartialResults.h"

namespace swarmbmc::report {

using encoder::TraceStep;
using encoder::TraceValue;
using nlohmann::json;

namespace {

const char* step_type(TraceStep::Kind kind) {
  switch (kind) {
    case TraceStep::Kind::Input: return "input";
    case TraceStep::Kind::Call: return "function-call";
    case TraceStep::Kind::Return: return "function-return";
    case TraceStep::Kind::Assignment: return "assignment";
    case TraceStep::Kind::Log: return "log";
    case TraceStep::Kind::Assumption: return "assumption";
    case TraceStep::Kind::Output: return "output";
    case TraceStep::Kind::Failure: return "failure";
  }
  return "location-only";
}

json function_name(const std::string& name) { return {{"displayName", name}, {"identifier", name}}; }

json json_step(const TraceStep& step, size_t index, const encoder::VerifyResult& result) {
  json out = {{"stepIndex", index}, {"stepType", step_type(step.kind)}, {"thread", 0}, {"hidden", step.hidden},
              {"sourceLocation", json_location(step.location)}};
  switch (step.kind) {
    case TraceStep::Kind::Input:
      out["inputID"] = step.name;
      out["inputKind"] = step.input_kind;
      if (!step.choice.empty()) out["choice"] = step.choice;
      out["values"] = json::array({json_value(step.value)});
      break;
    case TraceStep::Kind::Call: {
      out["function"] = function_name(step.name);
      json arguments = json::array();
      for (const TraceValue& argument : step.arguments) arguments.push_back(json_value(argument));
      out["arguments"] = arguments;
      break;
    }
    case TraceStep::Kind::Return:
      out["function"] = function_name(step.name);
      if (step.value.kind != TraceValue::Kind::None) out["returnValue"] = json_value(step.value);
      break;
    case TraceStep::Kind::Assignment:
      out["assignmentType"] = "variable";
      out["lhs"] = step.name;
      out["type"] = step.type;
      out["value"] = json_value(step.value);
      break;
    case TraceStep::Kind::Log:
      out["function"] = function_name(step.log_function);
      out["feature"] = step.name;
      if (step.log_line) out["logLine"] = step.log_line;
      break;
    case TraceStep::Kind::Assumption: out["function"] = function_name(step.name); break;
    case TraceStep::Kind::Output:
      // The data C-escaped (the bytes need not be UTF-8, which JSON strings are).
      out["function"] = function_name(step.name);
      out["stream"] = step.stream;
      out["rendered"] = step.rendered;
      if (step.rendered) out["data"] = escaped_output(step.data);
      if (step.rendered) out["truncated"] = step.truncated;
      if (!step.rendered && !step.format.empty()) out["format"] = escaped_output(step.format);
      if (step.output_offset >= 0) out["offset"] = step.output_offset;
      break;
    case TraceStep::Kind::Failure:
      out["property"] = step.name;
      out["reason"] = result.violated ? result.violated->message : step_text(step);
      break;
  }
  return out;
}

json json_trace(const encoder::VerifyResult& result) {
  json steps = json::array();
  for (size_t i = 0; i < result.trace.size(); ++i) steps.push_back(json_step(result.trace[i], i, result));
  return steps;
}

json json_tool(const RunInfo& run) {
  return {{"version", run.swarmbmc_version},
          {"formatVersion", kTraceFormatVersion},
          {"solver", run.solver},
          {"solverVersion", run.solver_version}};
}

json json_program(const RunInfo& run) {
  json program = {{"file", run.file}, {"sha256", run.sha256}, {"entry", run.entry}, {"dataModel", run.data_model}};
  // Every file, when file and sha256 alone do not say how to rebuild the
  // program: several files, or a compilation database's flags.
  const std::vector<InputFileInfo> inputs = run.input_files();
  if (inputs.size() == 1 && !inputs.front().compile_flags) return program;
  json& files = program["files"] = json::array();
  for (const InputFileInfo& input : inputs) {
    files.push_back({{"file", input.file}, {"sha256", input.sha256}});
    if (input.compile_flags) files.back()["compileFlags"] = *input.compile_flags;
  }
  return program;
}

json json_options(const RunInfo& run) {
  json out = {{"depth", run.depth},
              {"swarm", run.swarm},
              {"seed", run.seed},
              {"jobs", run.jobs},
              {"omit", run.omit},
              {"features", run.features_mode},
              {"logFunctions", run.log_functions},
              {"defines", run.defines},
              {"includeDirs", run.include_dirs}};
  out["timeoutSeconds"] = run.timeout_seconds > 0 ? json(run.timeout_seconds) : json(nullptr);
  out["memoryLimitMb"] = run.memory_limit_mb > 0 ? json(run.memory_limit_mb) : json(nullptr);
  return out;
}

json json_result(const encoder::VerifyResult& result, const RunInfo& run) {
  json out = {{"verdict", encoder::verdict_name(result.verdict)},
              {"exitCode", encoder::result_exit_code(result)},
              {"warnings", result.warnings},
              {"unmodelledFunctions", result.unmodelled_functions},
              {"overapproximatedFunctions", result.overapproximated_functions}};
  if (result.violated)
    out["property"] = {{"kind", encoder::property_tag(result.violated->kind)},
                       {"message", result.violated->message},
                       {"sourceLocation", json_location(result.violated->location)}};
  if (result.verdict == encoder::Verdict::Unknown) out["reason"] = result.reason;
  // A VERIFIED or BOUNDED that holds only for the restricted inputs (--choice).
  if (!result.choice_heuristics.empty()) out["choiceHeuristics"] = result.choice_heuristics;
  // --peer-strict: a proof only of the executions that follow the recorded peer.
  if (!result.peer_misses_cut.empty()) out["peerMissesCut"] = result.peer_misses_cut;
  // A proof for every value these variables may have, as the verdict line says.
  const bool proof = result.verdict == encoder::Verdict::Verified || result.verdict == encoder::Verdict::Bounded;
  if (proof && !result.unknown_environment.empty())
    out["unknownEnvironment"] = {{"variables", result.unknown_environment}, {"maxLength", run.max_env_length}};
  if (result.verdict == encoder::Verdict::Bounded) out["unwindingNeeded"] = result.unwound;
  if (result.verdict == encoder::Verdict::Verified && result.induction_k)
    out["proof"] = {{"kind", "k-induction"}, {"k", result.induction_k}, {"invariants", result.induction_invariants}};
  return out;
}

json json_statistics(const swarm::SwarmReport& report) {
  const encoder::RunStatistics& s = report.final.statistics;
  json out = {{"instructionsUnrolled", s.instructions_unrolled},
              {"terms", s.terms},
              {"propertyChecks", s.checks},
              {"satVariables", s.variables},
              {"satClauses", s.clauses},
              {"formulaFingerprint", s.formula_fingerprint},
              {"encodeMs", s.encode_ms},
              {"solveMs", s.solve_ms},
              {"blastMs", s.blast_ms},
              {"earlyQueries", s.early_queries},
              {"foundEarly", s.found_early},
              {"intervalProofs", s.interval_proofs},
              {"wallMs", report.wall_ms},
              {"peakMemoryMb", report.peak_memory_mb}};
  if (!report.final.stopped_while.empty()) out["stoppedWhile"] = report.final.stopped_while;
  return out;
}

/// What each configuration without a counterexample proved (swarm/PartialResults.h).
json json_partial_results(const swarm::SwarmReport& report) {
  json partials = json::array();
  for (const swarm::PartialResult& p : swarm::partial_results(report)) {
    partials.push_back({{"configuration", p.configuration},
                        {"omitted", p.omitted},
                        {"depth", p.depth},
                        {"answer", p.answer},
                        {"wallMs", p.wall_ms},
                        {"statement", p.statement},
                        {"assumptions", p.assumptions}});
    if (!p.choices.empty()) partials.back()["choices"] = p.choices;
    if (!p.range.empty()) partials.back()["range"] = p.range;
  }
  return partials;
}

json json_swarm(const swarm::SwarmReport& report) {
  json configurations = json::array();
  for (const swarm::ConfigurationReport& c : report.configurations) {
    configurations.push_back({{"index", c.configuration.index},
                              {"omitted", c.configuration.omitted},
                              {"outcome", swarm::outcome_name(c.outcome)},
                              {"instructionsBeforeSlicing", c.slicing.instructions_before},
                              {"instructionsAfterSlicing", c.slicing.instructions_after},
                              {"wallMs", c.wall_ms}});
    // --swarm-choices: the rules drawn for it, in the --choices format.
    if (c.configuration.restricts_choices()) configurations.back()["choices"] = c.configuration.choices.describe();
  }
  json out = {{"configurations", configurations}, {"jobs", report.jobs}, {"replayed", report.replayed}};
  if (report.winner) {
    const swarm::ConfigurationReport& won = report.configurations[*report.winner];
    out["winner"] = {{"index", won.configuration.index}, {"omitted", won.configuration.omitted}};
    out["timeToFirstCounterexampleMs"] = report.first_counterexample_ms;
    out["stopLatencyMs"] = report.stop_latency_ms;
  } else {
    out["winner"] = nullptr;
  }
  out["partialResults"] = json_partial_results(report);
  return out;
}

/// main's argv[i]: the C literal, the bytes a real exec passes (up to and
/// including the terminator), the object's size, and the bytes past the
/// terminator that the model chose but no exec can pass (trailing zeros left out).
json json_string_value(const TraceValue& value) {
  auto numbers = [](const std::string& bytes) {
    json out = json::array();
    for (unsigned char byte : bytes) out.push_back(byte);
    return out;
  };
  return {{"name", "string"},
          {"data", value.text()},
          {"bytes", numbers(value.terminated())},
          {"size", value.bytes.size()},
          {"unreachableBytes", numbers(value.unreachable())}};
}

/// A float's or double's bits keep the integer fields (data: the bits as
/// an integer, what older readers and replay use) and gain the value:
/// floatType, its shortest decimal, and the exact C hex literal (null for a NaN).
void add_float_fields(json& out, const TraceValue& value) {
  out["floatType"] = value.float_width == 32 ? "float" : "double";
  out["decimal"] = float_decimal(value);
  const std::string literal = float_literal(value);
  out["hex"] = literal.empty() ? json(nullptr) : json(literal);
}

}  // namespace

json json_location(const encoder::SourceLocation& location) {
  return {{"file", location.file},
          {"line", location.line},
          {"column", location.column},
          {"function", location.function}};
}

json json_value(const TraceValue& value) {
  switch (value.kind) {
    case TraceValue::Kind::Integer: {
      json out = {{"name", "integer"},
                  {"data", value.text()},
                  {"binary", value_binary(value)},
                  {"width", value.width},
                  {"signed", value.is_signed}};
      if (value.is_float()) add_float_fields(out, value);
      return out;
    }
    case TraceValue::Kind::Boolean:
      return {{"name", "boolean"}, {"data", value.bits ? "true" : "false"}, {"binary", value_binary(value)}};
    case TraceValue::Kind::Pointer:
      return {{"name", "pointer"},
              {"data", value.text()},
              {"object", value.object_id == 0 ? json(nullptr) : json(value.object)},
              {"offset", value.offset}};
    case TraceValue::Kind::String: return json_string_value(value);
    case TraceValue::Kind::None: break;
  }
  return {{"name", "unknown"}, {"data", "?"}};
}

json json_document(const RunInfo& run, const swarm::SwarmReport& report, bool with_swarm) {
  json document = {{"swarmbmc", json_tool(run)},
                   {"program", json_program(run)},
                   {"options", json_options(run)},
                   {"result", json_result(report.final, run)},
                   {"statistics", json_statistics(report)}};
  if (with_swarm) document["swarm"] = json_swarm(report);
  if (report.final.verdict == encoder::Verdict::Failed) document["trace"] = json_trace(report.final);
  return document;
}

}  // namespace swarmbmc::report
