#include "Wire.h"

#include <stdexcept>

#include "Watchdog.h"

namespace swarmbmc::distributed {

namespace {

using nlohmann::json;

/// A 128-bit value as [high, low] 64-bit halves (JSON numbers stop at 64 bits).
json u128_to_json(terms::u128 value) {
  return json::array({static_cast<uint64_t>(value >> 64), static_cast<uint64_t>(value)});
}
terms::u128 u128_from_json(const json& pair) {
  return (static_cast<terms::u128>(pair.at(0).get<uint64_t>()) << 64) | pair.at(1).get<uint64_t>();
}

json values_to_json(const std::vector<terms::u128>& values) {
  json array = json::array();
  for (terms::u128 value : values) array.push_back(u128_to_json(value));
  return array;
}
std::vector<terms::u128> values_from_json(const json& array) {
  std::vector<terms::u128> values;
  for (const json& value : array) values.push_back(u128_from_json(value));
  return values;
}

json optional_key_to_json(const std::optional<encoder::RangeKey>& key) {
  return key ? values_to_json(*key) : json(nullptr);
}
std::optional<encoder::RangeKey> optional_key_from_json(const json& value) {
  if (value.is_null()) return std::nullopt;
  return values_from_json(value);
}

json checks_to_json(const encoder::CheckSelection& c) {
  return {{"pointer", c.pointer},
          {"bounds", c.bounds},
          {"div_by_zero", c.div_by_zero},
          {"memcpy_overlap", c.memcpy_overlap},
          {"memory_leak", c.memory_leak},
          {"memory_cleanup", c.memory_cleanup},
          {"signed_overflow", c.signed_overflow},
          {"shift", c.shift},
          {"assertions", c.assertions},
          {"preconditions", c.preconditions},
          {"reach_error_only", c.reach_error_only},
          {"log",
           {{"enabled", c.log.enabled},
            {"lines", c.log.lines},
            {"reach", c.log.reach},
            {"pattern", c.log.pattern},
            {"accepts_empty", c.log.accepts_empty}}}};
}

encoder::CheckSelection checks_from_json(const json& j) {
  encoder::CheckSelection c;
  j.at("pointer").get_to(c.pointer);
  j.at("bounds").get_to(c.bounds);
  j.at("div_by_zero").get_to(c.div_by_zero);
  j.at("memcpy_overlap").get_to(c.memcpy_overlap);
  j.at("memory_leak").get_to(c.memory_leak);
  j.at("memory_cleanup").get_to(c.memory_cleanup);
  j.at("signed_overflow").get_to(c.signed_overflow);
  j.at("shift").get_to(c.shift);
  j.at("assertions").get_to(c.assertions);
  j.at("preconditions").get_to(c.preconditions);
  j.at("reach_error_only").get_to(c.reach_error_only);
  const json& log = j.at("log");
  log.at("enabled").get_to(c.log.enabled);
  log.at("lines").get_to(c.log.lines);
  log.at("reach").get_to(c.log.reach);
  log.at("pattern").get_to(c.log.pattern);
  log.at("accepts_empty").get_to(c.log.accepts_empty);
  return c;
}

json verify_to_json(const encoder::VerifyOptions& v) {
  return {{"depth", v.depth},
          {"entry", v.entry},
          {"max_argc", v.max_argc},
          {"max_arg_length", v.max_arg_length},
          {"timeout_seconds", v.timeout_seconds},
          {"memory_limit_mb", v.memory_limit_mb},
          {"solver", v.solver},
          {"division", static_cast<int>(v.division)},
          {"formula_fingerprint", v.formula_fingerprint},
          {"log_functions", v.log_functions},
          {"checks", checks_to_json(v.checks)},
          {"malloc_may_fail", v.malloc_may_fail},
          {"strict_externals", v.strict_externals},
          {"early_checks", v.early_checks},
          {"interval_proofs", v.interval_proofs}};
}

void verify_from_json(const json& j, encoder::VerifyOptions& v) {
  j.at("depth").get_to(v.depth);
  j.at("entry").get_to(v.entry);
  j.at("max_argc").get_to(v.max_argc);
  j.at("max_arg_length").get_to(v.max_arg_length);
  j.at("timeout_seconds").get_to(v.timeout_seconds);
  j.at("memory_limit_mb").get_to(v.memory_limit_mb);
  j.at("solver").get_to(v.solver);
  v.division = static_cast<solver::DivisionEncoding>(j.at("division").get<int>());
  j.at("formula_fingerprint").get_to(v.formula_fingerprint);
  j.at("log_functions").get_to(v.log_functions);
  v.checks = checks_from_json(j.at("checks"));
  j.at("malloc_may_fail").get_to(v.malloc_may_fail);
  j.at("strict_externals").get_to(v.strict_externals);
  j.at("early_checks").get_to(v.early_checks);
  j.at("interval_proofs").get_to(v.interval_proofs);
}

json statistics_to_json(const encoder::RunStatistics& s) {
  return {{"instructions_unrolled", s.instructions_unrolled},
          {"terms", s.terms},
          {"checks", s.checks},
          {"encode_ms", s.encode_ms},
          {"solve_ms", s.solve_ms},
          {"variables", s.variables},
          {"clauses", s.clauses},
          {"blast_ms", s.blast_ms},
          {"early_queries", s.early_queries},
          {"found_early", s.found_early},
          {"interval_proofs", s.interval_proofs},
          {"formula_fingerprint", s.formula_fingerprint}};
}

encoder::RunStatistics statistics_from_json(const json& j) {
  encoder::RunStatistics s;
  j.at("instructions_unrolled").get_to(s.instructions_unrolled);
  j.at("terms").get_to(s.terms);
  j.at("checks").get_to(s.checks);
  j.at("encode_ms").get_to(s.encode_ms);
  j.at("solve_ms").get_to(s.solve_ms);
  j.at("variables").get_to(s.variables);
  j.at("clauses").get_to(s.clauses);
  j.at("blast_ms").get_to(s.blast_ms);
  j.at("early_queries").get_to(s.early_queries);
  j.at("found_early").get_to(s.found_early);
  j.at("interval_proofs").get_to(s.interval_proofs);
  j.at("formula_fingerprint").get_to(s.formula_fingerprint);
  return s;
}

json location_to_json(const encoder::SourceLocation& l) {
  return {{"file", l.file}, {"line", l.line}, {"column", l.column}, {"function", l.function}};
}
encoder::SourceLocation location_from_json(const json& j) {
  encoder::SourceLocation l;
  j.at("file").get_to(l.file);
  j.at("line").get_to(l.line);
  j.at("column").get_to(l.column);
  j.at("function").get_to(l.function);
  return l;
}

json verify_result_to_json(const encoder::VerifyResult& r) {
  json j = {{"verdict", static_cast<int>(r.verdict)},
            {"reason", r.reason},
            {"input_values", values_to_json(r.input_values)},
            {"stop_cause", static_cast<int>(r.stop_cause)},
            {"stopped_while", r.stopped_while},
            {"unwound", r.unwound},
            {"warnings", r.warnings},
            {"unmodelled_functions", r.unmodelled_functions},
            {"statistics", statistics_to_json(r.statistics)},
            {"induction_k", r.induction_k},
            {"induction_invariants", r.induction_invariants},
            {"violated", nullptr}};
  if (r.violated)
    j["violated"] = {{"kind", static_cast<int>(r.violated->kind)},
                     {"message", r.violated->message},
                     {"location", location_to_json(r.violated->location)}};
  return j;
}

encoder::VerifyResult verify_result_from_json(const json& j) {
  encoder::VerifyResult r;
  r.verdict = static_cast<encoder::Verdict>(j.at("verdict").get<int>());
  j.at("reason").get_to(r.reason);
  r.input_values = values_from_json(j.at("input_values"));
  r.stop_cause = static_cast<encoder::StopCause>(j.at("stop_cause").get<int>());
  j.at("stopped_while").get_to(r.stopped_while);
  j.at("unwound").get_to(r.unwound);
  j.at("warnings").get_to(r.warnings);
  j.at("unmodelled_functions").get_to(r.unmodelled_functions);
  r.statistics = statistics_from_json(j.at("statistics"));
  j.at("induction_k").get_to(r.induction_k);
  j.at("induction_invariants").get_to(r.induction_invariants);
  if (const json& v = j.at("violated"); !v.is_null())
    r.violated = encoder::ViolatedProperty{static_cast<encoder::PropertyKind>(v.at("kind").get<int>()),
                                           v.at("message").get<std::string>(), location_from_json(v.at("location"))};
  return r;
}

json slicing_to_json(const logsrt::RestrictionStatistics& s) {
  return {{"instructions_before", s.instructions_before}, {"instructions_after", s.instructions_after},
          {"log_calls_omitted", s.log_calls_omitted},     {"log_calls_removed", s.log_calls_removed},
          {"branches_folded", s.branches_folded},         {"functions_removed", s.functions_removed}};
}
logsrt::RestrictionStatistics slicing_from_json(const json& j) {
  logsrt::RestrictionStatistics s;
  j.at("instructions_before").get_to(s.instructions_before);
  j.at("instructions_after").get_to(s.instructions_after);
  j.at("log_calls_omitted").get_to(s.log_calls_omitted);
  j.at("log_calls_removed").get_to(s.log_calls_removed);
  j.at("branches_folded").get_to(s.branches_folded);
  j.at("functions_removed").get_to(s.functions_removed);
  return s;
}

json range_used_to_json(const std::optional<swarm::RangeUsed>& used) {
  if (!used) return nullptr;
  return {{"after", optional_key_to_json(used->bounds.after)},
          {"up_to", optional_key_to_json(used->bounds.up_to)},
          {"key_length", used->key_length},
          {"key_fingerprint", used->key_fingerprint},
          {"split_ms", used->split_ms}};
}
std::optional<swarm::RangeUsed> range_used_from_json(const json& j) {
  if (j.is_null()) return std::nullopt;
  swarm::RangeUsed used;
  used.bounds.after = optional_key_from_json(j.at("after"));
  used.bounds.up_to = optional_key_from_json(j.at("up_to"));
  j.at("key_length").get_to(used.key_length);
  j.at("key_fingerprint").get_to(used.key_fingerprint);
  j.at("split_ms").get_to(used.split_ms);
  return used;
}

json range_spec_to_json(const swarm::RangeSpec& spec) {
  json fixed = nullptr;
  if (spec.fixed) fixed = {{"after", optional_key_to_json(spec.fixed->after)}, {"up_to", optional_key_to_json(spec.fixed->up_to)}};
  return {{"index", spec.index},
          {"count", spec.count},
          {"seed", spec.seed},
          {"values", static_cast<int>(spec.values)},
          {"fixed", fixed},
          {"expected_key_length", spec.expected_key_length},
          {"expected_key_fingerprint", spec.expected_key_fingerprint}};
}
std::shared_ptr<const swarm::RangeSpec> range_spec_from_json(const json& j) {
  auto spec = std::make_shared<swarm::RangeSpec>();
  j.at("index").get_to(spec->index);
  j.at("count").get_to(spec->count);
  j.at("seed").get_to(spec->seed);
  spec->values = static_cast<encoder::SplitValues>(j.at("values").get<int>());
  if (const json& fixed = j.at("fixed"); !fixed.is_null())
    spec->fixed = encoder::RangeBounds{optional_key_from_json(fixed.at("after")), optional_key_from_json(fixed.at("up_to"))};
  j.at("expected_key_length").get_to(spec->expected_key_length);
  j.at("expected_key_fingerprint").get_to(spec->expected_key_fingerprint);
  return spec;
}

}  // namespace

json setup_to_json(const swarm::SwarmOptions& options, double remaining_seconds) {
  return {{"verify", verify_to_json(options.verify)},
          {"remaining_seconds", remaining_seconds},
          {"features",
           {{"log_functions", options.features.log_functions},
            {"function_features", options.features.function_features},
            {"entry", options.features.entry}}},
          {"slicing", static_cast<int>(options.slicing)},
          {"induction_max_k", options.induction_max_k}};
}

swarm::SwarmOptions options_from_setup(const json& setup) {
  swarm::SwarmOptions options;
  verify_from_json(setup.at("verify"), options.verify);
  if (const double remaining = setup.at("remaining_seconds").get<double>(); remaining > 0)
    options.verify.deadline = encoder::deadline_after(remaining);
  const json& features = setup.at("features");
  features.at("log_functions").get_to(options.features.log_functions);
  features.at("function_features").get_to(options.features.function_features);
  features.at("entry").get_to(options.features.entry);
  options.slicing = static_cast<logsrt::Slicing>(setup.at("slicing").get<int>());
  setup.at("induction_max_k").get_to(options.induction_max_k);
  options.encoding = swarm::Encoding::Sliced;
  options.jobs = 1;
  return options;
}

json configuration_to_json(const swarm::Configuration& configuration) {
  return {{"index", configuration.index},
          {"omitted", configuration.omitted},
          {"range", configuration.range ? range_spec_to_json(*configuration.range) : json(nullptr)}};
}

swarm::Configuration configuration_from_json(const json& j) {
  swarm::Configuration configuration(j.at("index").get<unsigned>(), j.at("omitted").get<std::set<std::string>>());
  if (const json& range = j.at("range"); !range.is_null()) configuration.range = range_spec_from_json(range);
  return configuration;
}

json result_to_json(const swarm::ConfigurationReport& slot) {
  return {{"outcome", static_cast<int>(slot.outcome)},
          {"result", verify_result_to_json(slot.result)},
          {"slicing", slicing_to_json(slot.slicing)},
          {"wall_ms", slot.wall_ms},
          {"range_used", range_used_to_json(slot.range_used)},
          {"rank", slot.rank},
          {"host", slot.host}};
}

void result_from_json(const json& j, swarm::ConfigurationReport& slot) {
  slot.outcome = static_cast<swarm::Outcome>(j.at("outcome").get<int>());
  slot.result = verify_result_from_json(j.at("result"));
  slot.slicing = slicing_from_json(j.at("slicing"));
  j.at("wall_ms").get_to(slot.wall_ms);
  slot.range_used = range_used_from_json(j.at("range_used"));
  j.at("rank").get_to(slot.rank);
  j.at("host").get_to(slot.host);
}

}  // namespace swarmbmc::distributed
