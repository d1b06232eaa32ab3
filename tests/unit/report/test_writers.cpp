// The writers of report/: text verbosity, JSON values, witness escaping,
// SARIF shape, the replay runtime and reading traces back.
#include <catch2/catch.hpp>

#include <cstdio>
#include <fstream>
#include <sstream>

#include <unistd.h>

#include "report/trace/JsonTrace.h"
#include "report/sarif/Sarif.h"
#include "report/trace/TextTrace.h"
#include "report/witness/Witness.h"

using namespace swarmbmc;
using encoder::TraceStep;
using encoder::TraceValue;

namespace {

encoder::SourceLocation at(unsigned line) {
  encoder::SourceLocation where;
  where.file = "main.c";
  where.line = line;
  where.column = 3;
  where.function = "main";
  return where;
}

TraceValue integer(int value) { return TraceValue::integer(static_cast<uint32_t>(value), 32, true); }

TraceStep step(TraceStep::Kind kind, encoder::SourceLocation where, std::string name) {
  TraceStep made;
  made.kind = kind;
  made.location = std::move(where);
  made.name = std::move(name);
  return made;
}

/// A failing result: input, call, assignment, hidden assignment, failure.
encoder::VerifyResult failing_result() {
  encoder::VerifyResult result;
  result.verdict = encoder::Verdict::Failed;
  result.violated = encoder::ViolatedProperty{encoder::PropertyKind::Assertion, "assertion x < 5 failed", at(9)};
  TraceStep input = step(TraceStep::Kind::Input, at(4), "__VERIFIER_nondet_int");
  input.input_kind = "__VERIFIER_nondet_int";
  input.event_name = "__VERIFIER_nondet_int()";
  input.value = integer(7);
  TraceStep call = step(TraceStep::Kind::Call, at(5), "f");
  call.arguments = {integer(7)};
  TraceStep assignment = step(TraceStep::Kind::Assignment, at(6), "x");
  assignment.type = "int";
  assignment.value = integer(7);
  TraceStep hidden = step(TraceStep::Kind::Assignment, encoder::SourceLocation{}, "y");
  hidden.type = "int";
  hidden.value = integer(1);
  hidden.hidden = true;
  TraceStep failure = step(TraceStep::Kind::Failure, at(9), "assertion");
  failure.message = "assertion x < 5 failed";
  result.trace = {input, call, assignment, hidden, failure};
  return result;
}

report::RunInfo run_info() {
  report::RunInfo run;
  run.swarmbmc_version = "0.1.0";
  run.solver = "cadical";
  run.file = "main.c";
  run.sha256 = std::string(64, 'a');
  run.entry = "main";
  run.data_model = "LP64";
  return run;
}

std::string text_of(report::TraceVerbosity verbosity) {
  std::ostringstream out;
  report::print_trace(out, failing_result().trace, verbosity);
  return out.str();
}

}  // namespace

TEST_CASE("text trace: verbosity chooses the steps, hidden steps never show", "[report]") {
  const std::string full = text_of(report::TraceVerbosity::Full);
  CHECK(full.find("  input __VERIFIER_nondet_int() = 7 at main.c:4:3\n") != std::string::npos);
  CHECK(full.find("  call f(7) at main.c:5:3\n") != std::string::npos);
  CHECK(full.find("  x = 7 (0x7) at main.c:6:3\n") != std::string::npos);
  CHECK(full.find("y = 1") == std::string::npos);
  CHECK(full.find("  FAILS [assertion]") != std::string::npos);
  const std::string calls = text_of(report::TraceVerbosity::Calls);
  CHECK(calls.find("call f(7)") != std::string::npos);
  CHECK(calls.find("x = 7") == std::string::npos);
  const std::string inputs = text_of(report::TraceVerbosity::Inputs);
  CHECK(inputs.find("call f") == std::string::npos);
  CHECK(inputs.find("input __VERIFIER_nondet_int") != std::string::npos);
  CHECK_FALSE(report::parse_trace_verbosity("everything"));
}

TEST_CASE("JSON document: verdict, property, steps in CBMC's vocabulary", "[report]") {
  swarm::SwarmReport swarm_report;
  swarm_report.final = failing_result();
  const nlohmann::json doc = report::json_document(run_info(), swarm_report, false);
  CHECK(doc["result"]["verdict"] == "FAILED");
  CHECK(doc["result"]["exitCode"] == 10);
  CHECK(doc["result"]["property"]["sourceLocation"]["line"] == 9);
  CHECK_FALSE(doc.contains("swarm"));
  REQUIRE(doc["trace"].size() == 5);
  CHECK(doc["trace"][0]["stepType"] == "input");
  CHECK(doc["trace"][0]["values"][0]["data"] == "7");
  CHECK(doc["trace"][1]["stepType"] == "function-call");
  CHECK(doc["trace"][2]["lhs"] == "x");
  CHECK(doc["trace"][3]["hidden"] == true);
  CHECK(doc["trace"][4]["stepType"] == "failure");
  swarm_report.final.verdict = encoder::Verdict::Verified;
  CHECK_FALSE(report::json_document(run_info(), swarm_report, false).contains("trace"));
}

TEST_CASE("witnesses escape XML and carry the inputs", "[report]") {
  encoder::VerifyResult result = failing_result();
  result.violated->location.function = "a<b>&c";
  result.trace.back().location.function = "a<b>&c";
  const std::string graphml = report::graphml_witness(run_info(), result);
  CHECK(graphml.find("a&lt;b&gt;&amp;c") != std::string::npos);
  CHECK(graphml.find("a<b>") == std::string::npos);
  CHECK(graphml.find("<data key=\"assumption\">\\result == 7;</data>") != std::string::npos);
  CHECK(graphml.find("<data key=\"programhash\">" + std::string(64, 'a')) != std::string::npos);
  const std::string yaml = report::yaml_witness(run_info(), result);
  CHECK(yaml.find("value: \"\\\\result == 7\"") != std::string::npos);
  CHECK(yaml.find("type: \"target\"") != std::string::npos);
}

TEST_CASE("SARIF: one result per violation, the trace as a thread flow", "[report]") {
  const nlohmann::json log = report::sarif_log(run_info(), failing_result());
  CHECK(log["version"] == "2.1.0");
  const nlohmann::json& result = log["runs"][0]["results"][0];
  CHECK(result["ruleId"] == "assertion");
  CHECK(result["locations"][0]["physicalLocation"]["region"]["startLine"] == 9);
  // Hidden steps are left out: input, call, assignment, failure.
  CHECK(result["codeFlows"][0]["threadFlows"][0]["locations"].size() == 4);
  encoder::VerifyResult unknown;
  unknown.verdict = encoder::Verdict::Unknown;
  unknown.reason = "timeout after 1 s while solving";
  const nlohmann::json stopped = report::sarif_log(run_info(), unknown);
  CHECK(stopped["runs"][0]["results"].empty());
  CHECK(stopped["runs"][0]["invocations"][0]["executionSuccessful"] == false);
}
