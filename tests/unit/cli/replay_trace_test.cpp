// Replay's reading of a JSON trace and the runtime it generates from it.
#include <catch2/catch.hpp>

#include <cstdio>
#include <fstream>

#include <unistd.h>

#include "cli/replay/ReplayRuntime.h"
#include "cli/replay/TraceReader.h"
#include "report/trace/JsonTrace.h"

using namespace swarmbmc;
using encoder::TraceStep;

namespace {

/// A failing result whose trace reads one input, 7 from __VERIFIER_nondet_int at main.c:4.
encoder::VerifyResult failing_result() {
  encoder::VerifyResult result;
  result.verdict = encoder::Verdict::Failed;
  encoder::SourceLocation where;
  where.file = "main.c";
  where.line = 4;
  where.column = 3;
  where.function = "main";
  result.violated = encoder::ViolatedProperty{encoder::PropertyKind::Assertion, "assertion x < 5 failed", where};
  TraceStep input;
  input.kind = TraceStep::Kind::Input;
  input.location = where;
  input.event_name = "__VERIFIER_nondet_int()";
  input.name = input.input_kind = "__VERIFIER_nondet_int";
  input.value = encoder::TraceValue::integer(7, 32, true);
  result.trace = {input};
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

}  // namespace

TEST_CASE("replay: traces are read back, bad files are one-line errors", "[cli][replay]") {
  swarm::SwarmReport swarm_report;
  swarm_report.final = failing_result();
  char name[] = "/tmp/swarmbmc-trace-XXXXXX";
  close(mkstemp(name));
  const std::string path = name;
  std::ofstream(path) << report::json_document(run_info(), swarm_report, false).dump();
  const cli::ReplayTrace trace = cli::read_trace(path);
  REQUIRE(trace.inputs.size() == 1);
  CHECK(trace.inputs[0].id == "__VERIFIER_nondet_int");
  CHECK(trace.inputs[0].bits == 7);
  CHECK(trace.inputs[0].width == 32);
  CHECK(trace.program_sha256 == std::string(64, 'a'));
  const std::string runtime = cli::replay_runtime_source(trace, {"get_sensor", "log_line"});
  CHECK(runtime.find("{\"__VERIFIER_nondet_int\", 7ULL, 0ULL, 32, \"main.c:4\"}") != std::string::npos);
  CHECK(runtime.find("long long get_sensor() { return 0; }") != std::string::npos);

  std::ofstream(path) << "{\"swarmbmc\": ";
  CHECK_THROWS_WITH(cli::read_trace(path), Catch::Contains("is not a JSON trace"));
  std::ofstream(path) << "{\"swarmbmc\": {\"formatVersion\": 2}}";
  CHECK_THROWS_WITH(cli::read_trace(path), Catch::Contains("format version 2"));
  std::ofstream(path) << "[1, 2]";
  CHECK_THROWS_WITH(cli::read_trace(path), Catch::Contains("is not a swarmbmc trace"));
  std::remove(path.c_str());
  CHECK_THROWS_WITH(cli::read_trace(path), Catch::Contains("cannot read trace"));
}
