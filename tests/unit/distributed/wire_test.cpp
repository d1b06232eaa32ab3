// Wire: every field a worker needs survives the trip through JSON, and
// nothing a receiving process owns (callbacks, flags) is taken from it.
#include <catch2/catch.hpp>

#include "swarm/Ranges.h"
#include "distributed/Wire.h"

using namespace swarmbmc;

TEST_CASE("a setup carries every option a worker runs with", "[wire]") {
  swarm::SwarmOptions sent;
  encoder::VerifyOptions& v = sent.verify;
  v.depth = 37;
  v.entry = "start";
  v.max_argc = 3;
  v.max_arg_length = 9;
  v.timeout_seconds = 12.5;
  v.memory_limit_mb = 777;
  v.solver = "z3";
  v.division = solver::DivisionEncoding::Relation;
  v.formula_fingerprint = false;
  v.log_functions = {"printf", "log_event"};
  v.checks.pointer = false;
  v.checks.bounds = false;
  v.checks.div_by_zero = false;
  v.checks.memcpy_overlap = false;
  v.checks.memory_leak = true;
  v.checks.memory_cleanup = true;
  v.checks.signed_overflow = true;
  v.checks.shift = true;
  v.checks.float_conversion = false;  // on by default: the others off by default, so each is seen to travel
  v.checks.nan = true;
  v.checks.float_overflow = true;
  v.checks.assertions = false;
  v.checks.preconditions = false;
  v.checks.reach_error_only = true;
  v.checks.log = {true, 7, true, true, true};
  v.malloc_may_fail = true;
  v.strict_externals = true;
  v.early_checks = false;
  v.interval_proofs = false;
  v.io.max_input_length = 7;
  v.io.io_errors = true;
  v.io.bound["stdin"] = {std::string("a\0\xff\n", 4), true};
  v.io.bound["in.bin"] = {"xy", false};
  v.io.peer = encoder::RecordedPeer{"conv.json", {{{{"GET\0", std::string("\xff\n", 2)}, {"", "bye"}}, true}, {}}, true};
  // Values any bytes but NUL (--env takes them from the command line), names in the order given.
  v.io.environment.fixed = {{"HOME", "/root"}, {"LANG\xe9", std::string("a=b\xff", 4)}, {"EMPTY", ""}};
  v.io.environment.only = true;
  v.io.environment.max_length = 5;
  v.choices.rules.push_back({"main::*", {"threshold", {"13", "2"}}});
  sent.features.log_functions = {"printf"};
  sent.features.function_features = true;
  sent.features.entry = "start";
  sent.slicing = logsrt::Slicing::Off;
  sent.induction_max_k = 24;

  const nlohmann::json wire = nlohmann::json::parse(distributed::setup_to_json(sent, 4).dump());
  const swarm::SwarmOptions got = distributed::options_from_setup(wire);
  const encoder::VerifyOptions& w = got.verify;
  CHECK(w.depth == 37);
  CHECK(w.entry == "start");
  CHECK(w.max_argc == 3);
  CHECK(w.max_arg_length == 9);
  CHECK(w.timeout_seconds == 12.5);
  CHECK(w.memory_limit_mb == 777);
  CHECK(w.solver == "z3");
  CHECK(w.division == solver::DivisionEncoding::Relation);
  CHECK_FALSE(w.formula_fingerprint);
  CHECK(w.log_functions == v.log_functions);
  CHECK_FALSE(w.checks.pointer);
  CHECK_FALSE(w.checks.bounds);
  CHECK_FALSE(w.checks.div_by_zero);
  CHECK_FALSE(w.checks.memcpy_overlap);
  CHECK(w.checks.memory_leak);
  CHECK(w.checks.memory_cleanup);
  CHECK(w.checks.signed_overflow);
  CHECK(w.checks.shift);
  CHECK_FALSE(w.checks.float_conversion);
  CHECK(w.checks.nan);
  CHECK(w.checks.float_overflow);
  CHECK_FALSE(w.checks.assertions);
  CHECK_FALSE(w.checks.preconditions);
  CHECK(w.checks.reach_error_only);
  CHECK(w.checks.log.enabled);
  CHECK(w.checks.log.lines == 7);
  CHECK(w.checks.log.reach);
  CHECK(w.checks.log.pattern);
  CHECK(w.checks.log.accepts_empty);
  CHECK(w.malloc_may_fail);
  CHECK(w.strict_externals);
  CHECK_FALSE(w.early_checks);
  CHECK_FALSE(w.interval_proofs);
  CHECK(w.io == v.io);
  CHECK(w.io.environment.fixed == v.io.environment.fixed);
  CHECK(w.io.environment.only);
  CHECK(w.io.environment.max_length == 5);
  REQUIRE(w.choices.rules.size() == 1);
  CHECK(w.choices.rules[0].pattern == "main::*");
  CHECK(w.choices.rules[0].heuristic.text() == "threshold(13,2)");
  CHECK(got.features.log_functions == sent.features.log_functions);
  CHECK(got.features.function_features);
  CHECK(got.features.entry == "start");
  CHECK(got.slicing == logsrt::Slicing::Off);
  CHECK(got.induction_max_k == 24);
  // The coordinator's remaining budget becomes a deadline of the worker's own.
  REQUIRE(w.deadline);
  const double left = std::chrono::duration<double>(*w.deadline - encoder::WatchdogClock::now()).count();
  CHECK(left > 3);
  CHECK(left <= 4);
  CHECK(w.cancel == nullptr);
  CHECK(w.interrupt == nullptr);
  CHECK_FALSE(w.on_progress);
}

TEST_CASE("no timeout left means no deadline", "[wire]") {
  const swarm::SwarmOptions got = distributed::options_from_setup(distributed::setup_to_json({}, 0));
  CHECK_FALSE(got.verify.deadline);
}

TEST_CASE("a configuration keeps its omissions and its range", "[wire]") {
  auto spec = std::make_shared<swarm::RangeSpec>();
  spec->index = 2;
  spec->count = 5;
  spec->seed = 99;
  spec->values = encoder::SplitValues::Small;
  const terms::u128 big = (terms::u128(0xfedcba9876543210ULL) << 64) | 0x0123456789abcdefULL;
  spec->fixed = encoder::RangeBounds{encoder::RangeKey{1, big}, std::nullopt};
  spec->expected_key_length = 2;
  spec->expected_key_fingerprint = "00ff";
  swarm::Configuration sent(4, {"pop", "top"}, spec);
  std::string error;
  // --swarm-choices: the configuration's drawn restrictions travel too.
  for (const char* rule : {"main::tag=threshold(2303741511,1)", "main::velocity=set(12.75,13.25)"})
    sent.choices.rules.push_back(*encoder::parse_choice_rule(rule, error));

  const swarm::Configuration got =
      distributed::configuration_from_json(nlohmann::json::parse(distributed::configuration_to_json(sent).dump()));
  CHECK(got.index == 4);
  CHECK(got.omitted == std::set<std::string>{"pop", "top"});
  REQUIRE(got.range);
  CHECK(got.range->index == 2);
  CHECK(got.range->count == 5);
  CHECK(got.range->seed == 99);
  CHECK(got.range->values == encoder::SplitValues::Small);
  REQUIRE(got.range->fixed);
  REQUIRE(got.range->fixed->after);
  CHECK(*got.range->fixed->after == encoder::RangeKey{1, big});  // all 128 bits
  CHECK_FALSE(got.range->fixed->up_to);
  CHECK(got.range->expected_key_length == 2);
  CHECK(got.range->expected_key_fingerprint == "00ff");
  CHECK(got.choices.file_text() == sent.choices.file_text());
  CHECK(got.restricts_choices());

  const swarm::Configuration plain = distributed::configuration_from_json(
      nlohmann::json::parse(distributed::configuration_to_json(swarm::Configuration(0, {})).dump()));
  CHECK(plain.omitted.empty());
  CHECK_FALSE(plain.range);
  CHECK(plain.choices.rules.empty());
  CHECK(plain.complete());
}

TEST_CASE("a result carries what the coordinator decides and replays from", "[wire]") {
  swarm::ConfigurationReport sent;
  sent.outcome = swarm::Outcome::Counterexample;
  encoder::VerifyResult& r = sent.result;
  r.verdict = encoder::Verdict::Failed;
  r.reason = "why";
  r.violated = encoder::ViolatedProperty{encoder::PropertyKind::Bounds, "store out of bounds", {"a.c", 3, 7, "push"}};
  r.input_values = {0, 65, ~terms::u128(0)};
  r.stop_cause = encoder::StopCause::Timeout;
  r.stopped_while = "solving";
  r.unwound = {"loop at a.c:4"};
  r.choice_heuristics = "main::x=boundary";
  r.warnings = {"w"};
  r.unmodelled_functions = {"getenv"};
  r.overapproximated_functions = {"sin", "expf"};
  r.unknown_environment = {"HOME", "TMP\xe9" "DIR"};  // a program's constant names: any bytes
  r.peer_misses_cut = {"sock16 send at c.c:3"};
  r.statistics.instructions_unrolled = 11;
  r.statistics.terms = 12;
  r.statistics.checks = 13;
  r.statistics.encode_ms = 1.5;
  r.statistics.solve_ms = 2.5;
  r.statistics.variables = 14;
  r.statistics.clauses = 15;
  r.statistics.blast_ms = 0.5;
  r.statistics.early_queries = 2;
  r.statistics.found_early = true;
  r.statistics.interval_proofs = 3;
  r.statistics.formula_fingerprint = "abc";
  r.induction_k = 6;
  r.induction_invariants = {"x <= 100"};
  r.induction_loop = {"loop.c", 7, 3, "main"};
  r.trace.resize(3);  // not sent: the coordinator rebuilds it by replaying
  sent.slicing = {100, 40, 2, 3, 4, 5};
  sent.wall_ms = 9.25;
  sent.range_used = swarm::RangeUsed{{std::nullopt, encoder::RangeKey{7}}, 1, "kf", 0.75};
  sent.rank = 3;
  sent.host = "node7";

  swarm::ConfigurationReport got;
  distributed::result_from_json(nlohmann::json::parse(distributed::result_to_json(sent).dump()), got);
  CHECK(got.outcome == swarm::Outcome::Counterexample);
  CHECK(got.result.verdict == encoder::Verdict::Failed);
  CHECK(got.result.reason == "why");
  REQUIRE(got.result.violated);
  CHECK(got.result.violated->kind == encoder::PropertyKind::Bounds);
  CHECK(got.result.violated->message == "store out of bounds");
  CHECK(got.result.violated->location.describe() == r.violated->location.describe());
  CHECK(got.result.input_values == r.input_values);
  CHECK(got.result.stop_cause == encoder::StopCause::Timeout);
  CHECK(got.result.stopped_while == "solving");
  CHECK(got.result.unwound == r.unwound);
  CHECK(got.result.choice_heuristics == r.choice_heuristics);
  CHECK(got.result.warnings == r.warnings);
  CHECK(got.result.unmodelled_functions == r.unmodelled_functions);
  CHECK(got.result.overapproximated_functions == r.overapproximated_functions);
  CHECK(got.result.unknown_environment == r.unknown_environment);
  CHECK(got.result.peer_misses_cut == r.peer_misses_cut);
  const encoder::RunStatistics& s = got.result.statistics;
  CHECK(s.instructions_unrolled == 11);
  CHECK(s.terms == 12);
  CHECK(s.checks == 13);
  CHECK(s.encode_ms == 1.5);
  CHECK(s.solve_ms == 2.5);
  CHECK(s.variables == 14);
  CHECK(s.clauses == 15);
  CHECK(s.blast_ms == 0.5);
  CHECK(s.early_queries == 2);
  CHECK(s.found_early);
  CHECK(s.interval_proofs == 3);
  CHECK(s.formula_fingerprint == "abc");
  CHECK(got.result.trace.empty());
  CHECK(got.result.induction_k == 6);
  CHECK(got.result.induction_invariants == std::vector<std::string>{"x <= 100"});
  CHECK(got.result.induction_loop.line == 7);
  CHECK(got.result.induction_loop.column == 3);
  CHECK(got.result.induction_loop.file == "loop.c");
  CHECK(got.slicing.instructions_before == 100);
  CHECK(got.slicing.instructions_after == 40);
  CHECK(got.slicing.log_calls_omitted == 2);
  CHECK(got.slicing.log_calls_removed == 3);
  CHECK(got.slicing.branches_folded == 4);
  CHECK(got.slicing.functions_removed == 5);
  CHECK(got.wall_ms == 9.25);
  REQUIRE(got.range_used);
  CHECK_FALSE(got.range_used->bounds.after);
  CHECK(*got.range_used->bounds.up_to == encoder::RangeKey{7});
  CHECK(got.range_used->key_length == 1);
  CHECK(got.range_used->key_fingerprint == "kf");
  CHECK(got.range_used->split_ms == 0.75);
  CHECK(got.rank == 3);
  CHECK(got.host == "node7");
}
