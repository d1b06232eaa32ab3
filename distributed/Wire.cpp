#include "Wire.h"

#include <stdexcept>

#include "encoder/verify/Watchdog.h"

// The plain records travel field by field under their own names: one list
// per type serves both directions (found by argument-dependent lookup).
namespace swarmbmc::encoder {
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(LogRequirement, enabled, lines, reach, pattern, accepts_empty)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(CheckSelection, pointer, bounds, div_by_zero, memcpy_overlap, memory_leak,
                                   memory_cleanup, signed_overflow, shift, float_conversion, nan, float_overflow,
                                   assertions, preconditions, reach_error_only, log)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(RunStatistics, instructions_unrolled, terms, checks, encode_ms, solve_ms,
                                   variables, clauses, blast_ms, early_queries, found_early, interval_proofs,
                                   formula_fingerprint)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(SourceLocation, file, line, column, function)
}  // namespace swarmbmc::encoder

namespace swarmbmc::logsrt {
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(RestrictionStatistics, instructions_before, instructions_after,
                                   log_calls_omitted, log_calls_removed, branches_folded, functions_removed)
}  // namespace swarmbmc::logsrt

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

/// Choice rules as [pattern, heuristic text] pairs, parsed again on arrival.
json choices_to_json(const encoder::ChoiceRules& choices) {
  json rules = json::array();
  for (const encoder::ChoiceRule& rule : choices.rules) rules.push_back({rule.pattern, rule.heuristic.text()});
  return rules;
}
encoder::ChoiceRules choices_from_json(const json& rules) {
  encoder::ChoiceRules choices;
  for (const json& rule : rules) {
    std::string error;
    std::optional<encoder::Heuristic> heuristic = encoder::parse_heuristic(rule.at(1).get<std::string>(), error);
    if (!heuristic) throw std::runtime_error("choice heuristic on the wire: " + error);
    choices.rules.push_back({rule.at(0).get<std::string>(), std::move(*heuristic)});
  }
  return choices;
}

std::string hex_of(const std::string& bytes) {
  std::string hex;
  for (unsigned char byte : bytes) hex += "0123456789abcdef"[byte >> 4], hex += "0123456789abcdef"[byte & 15];
  return hex;
}
std::string bytes_of_hex(const std::string& hex) {
  auto nibble = [](char c) { return c <= '9' ? c - '0' : c - 'a' + 10; };
  std::string bytes;
  for (size_t i = 0; i + 1 < hex.size(); i += 2) bytes.push_back(static_cast<char>(nibble(hex[i]) * 16 + nibble(hex[i + 1])));
  return bytes;
}

/// Names and values as hex: --env takes any bytes but NUL, and a program's
/// constant names any bytes too, which JSON strings (UTF-8) cannot hold raw.
json hex_list(const std::vector<std::string>& texts) {
  json list = json::array();
  for (const std::string& text : texts) list.push_back(hex_of(text));
  return list;
}
std::vector<std::string> list_of_hex(const json& list) {
  std::vector<std::string> texts;
  for (const json& hex : list) texts.push_back(bytes_of_hex(hex.get<std::string>()));
  return texts;
}

/// --env, --env-only, --max-env-length: a worker that lacked them would
/// check the program in an unknown environment, and could report a FAILED
/// the coordinator's run cannot have.
json environment_to_json(const encoder::ProgramEnvironment& environment) {
  json fixed = json::array();
  for (const auto& [name, value] : environment.fixed) fixed.push_back({hex_of(name), hex_of(value)});
  return {{"fixed", fixed}, {"only", environment.only}, {"max_length", environment.max_length}};
}
encoder::ProgramEnvironment environment_from_json(const json& j) {
  encoder::ProgramEnvironment environment;
  for (const json& variable : j.at("fixed"))
    environment.fixed.emplace_back(bytes_of_hex(variable.at(0).get<std::string>()),
                                   bytes_of_hex(variable.at(1).get<std::string>()));
  j.at("only").get_to(environment.only);
  j.at("max_length").get_to(environment.max_length);
  return environment;
}

/// The input environment (--stdin, --file, ...): bound bytes as hex, which JSON strings cannot hold raw.
json io_to_json(const encoder::IoEnvironment& io) {
  json bound = json::object();
  for (const auto& [name, stream] : io.bound) {
    bound[name] = {{"bytes", hex_of(stream.bytes)}, {"prefix", stream.prefix}};
  }
  json out = {{"max_input_length", io.max_input_length},
              {"io_errors", io.io_errors},
              {"bound", bound},
              {"environment", environment_to_json(io.environment)}};
  out["peer"] = nullptr;
  if (io.peer) {  // --peer: the recorded conversations, their bytes as hex too
    json connections = json::array();
    for (const encoder::PeerConnection& connection : io.peer->connections) {
      json exchanges = json::array();
      for (const encoder::PeerExchange& exchange : connection.exchanges)
        exchanges.push_back({hex_of(exchange.request), hex_of(exchange.response)});
      connections.push_back({{"exchanges", exchanges}, {"peer_closes", connection.peer_closes}});
    }
    out["peer"] = {{"file", io.peer->file}, {"strict", io.peer->strict}, {"connections", connections}};
  }
  return out;
}
encoder::IoEnvironment io_from_json(const json& j) {
  encoder::IoEnvironment io;
  j.at("max_input_length").get_to(io.max_input_length);
  j.at("io_errors").get_to(io.io_errors);
  for (const auto& [name, stream] : j.at("bound").items())
    io.bound[name] = {bytes_of_hex(stream.at("bytes").get<std::string>()), stream.at("prefix").get<bool>()};
  io.environment = environment_from_json(j.at("environment"));
  if (const json& peer = j.at("peer"); !peer.is_null()) {
    encoder::RecordedPeer recorded{peer.at("file").get<std::string>(), {}, peer.at("strict").get<bool>()};
    for (const json& connection : peer.at("connections")) {
      encoder::PeerConnection c;
      for (const json& exchange : connection.at("exchanges"))
        c.exchanges.push_back({bytes_of_hex(exchange.at(0).get<std::string>()), bytes_of_hex(exchange.at(1).get<std::string>())});
      c.peer_closes = connection.at("peer_closes").get<bool>();
      recorded.connections.push_back(std::move(c));
    }
    io.peer = std::move(recorded);
  }
  return io;
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
          {"checks", v.checks},
          {"malloc_may_fail", v.malloc_may_fail},
          {"strict_externals", v.strict_externals},
          {"early_checks", v.early_checks},
          {"interval_proofs", v.interval_proofs},
          {"io", io_to_json(v.io)},
          {"choices", choices_to_json(v.choices)}};
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
  j.at("checks").get_to(v.checks);
  j.at("malloc_may_fail").get_to(v.malloc_may_fail);
  j.at("strict_externals").get_to(v.strict_externals);
  j.at("early_checks").get_to(v.early_checks);
  j.at("interval_proofs").get_to(v.interval_proofs);
  v.io = io_from_json(j.at("io"));
  v.choices = choices_from_json(j.at("choices"));
}

json verify_result_to_json(const encoder::VerifyResult& r) {
  json j = {{"verdict", static_cast<int>(r.verdict)},
            {"reason", r.reason},
            {"input_values", values_to_json(r.input_values)},
            {"stop_cause", static_cast<int>(r.stop_cause)},
            {"stopped_while", r.stopped_while},
            {"unwound", r.unwound},
            {"choice_heuristics", r.choice_heuristics},
            {"warnings", r.warnings},
            {"unmodelled_functions", r.unmodelled_functions},
            {"overapproximated_functions", r.overapproximated_functions},
            {"unknown_environment", hex_list(r.unknown_environment)},
            {"peer_misses_cut", r.peer_misses_cut},
            {"statistics", r.statistics},
            {"induction_k", r.induction_k},
            {"induction_invariants", r.induction_invariants},
            {"induction_loop", r.induction_loop},
            {"violated", nullptr}};
  if (r.violated)
    j["violated"] = {{"kind", static_cast<int>(r.violated->kind)},
                     {"message", r.violated->message},
                     {"location", r.violated->location}};
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
  j.at("choice_heuristics").get_to(r.choice_heuristics);
  j.at("warnings").get_to(r.warnings);
  j.at("unmodelled_functions").get_to(r.unmodelled_functions);
  j.at("overapproximated_functions").get_to(r.overapproximated_functions);
  r.unknown_environment = list_of_hex(j.at("unknown_environment"));
  j.at("peer_misses_cut").get_to(r.peer_misses_cut);
  j.at("statistics").get_to(r.statistics);
  j.at("induction_k").get_to(r.induction_k);
  j.at("induction_invariants").get_to(r.induction_invariants);
  j.at("induction_loop").get_to(r.induction_loop);
  if (const json& v = j.at("violated"); !v.is_null())
    r.violated = encoder::ViolatedProperty{static_cast<encoder::PropertyKind>(v.at("kind").get<int>()),
                                           v.at("message").get<std::string>(), v.at("location").get<encoder::SourceLocation>()};
  return r;
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
          {"range", configuration.range ? range_spec_to_json(*configuration.range) : json(nullptr)},
          {"choices", choices_to_json(configuration.choices)}};
}

swarm::Configuration configuration_from_json(const json& j) {
  swarm::Configuration configuration(j.at("index").get<unsigned>(), j.at("omitted").get<std::set<std::string>>());
  if (const json& range = j.at("range"); !range.is_null()) configuration.range = range_spec_from_json(range);
  configuration.choices = choices_from_json(j.at("choices"));  // --swarm-choices' drawn restrictions
  return configuration;
}

json result_to_json(const swarm::ConfigurationReport& slot) {
  return {{"outcome", static_cast<int>(slot.outcome)},
          {"result", verify_result_to_json(slot.result)},
          {"slicing", slot.slicing},
          {"wall_ms", slot.wall_ms},
          {"range_used", range_used_to_json(slot.range_used)},
          {"rank", slot.rank},
          {"host", slot.host}};
}

void result_from_json(const json& j, swarm::ConfigurationReport& slot) {
  slot.outcome = static_cast<swarm::Outcome>(j.at("outcome").get<int>());
  slot.result = verify_result_from_json(j.at("result"));
  j.at("slicing").get_to(slot.slicing);
  j.at("wall_ms").get_to(slot.wall_ms);
  slot.range_used = range_used_from_json(j.at("range_used"));
  j.at("rank").get_to(slot.rank);
  j.at("host").get_to(slot.host);
}

}  // namespace swarmbmc::distributed
