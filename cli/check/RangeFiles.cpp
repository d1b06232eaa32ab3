#include "RangeFiles.h"

#include <nlohmann/json.hpp>

#include <CLI/CLI.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "terms/Bits.h"
#include "cli/FileHash.h"
#include "swarm/Ranges.h"
#include "encoder/unroll/Unroller.h"

namespace swarmbmc::cli {

namespace {

constexpr const char* kFormat = "swarmbmc-range";
constexpr int kVersion = 1;

nlohmann::json key_json(const std::optional<encoder::RangeKey>& key) {
  if (!key) return nullptr;
  nlohmann::json values = nlohmann::json::array();
  for (terms::u128 v : *key) values.push_back(terms::to_decimal(v));
  return values;
}

/// A decimal string of at most 128 bits; throws std::invalid_argument.
terms::u128 parse_u128(const std::string& text) {
  if (text.empty() || text.size() > 39) throw std::invalid_argument("bad key value '" + text + "'");
  terms::u128 value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') throw std::invalid_argument("bad key value '" + text + "'");
    const terms::u128 next = value * 10 + static_cast<unsigned>(c - '0');
    if (next / 10 != value) throw std::invalid_argument("key value '" + text + "' exceeds 128 bits");
    value = next;
  }
  return value;
}

std::optional<encoder::RangeKey> key_from(const nlohmann::json& json) {
  if (json.is_null()) return std::nullopt;
  encoder::RangeKey key;
  for (const nlohmann::json& value : json) key.push_back(parse_u128(value.get<std::string>()));
  return key;
}

/// A name or value as text, or as {"hex": ...} when it has bytes past
/// ASCII (JSON text is UTF-8; --env takes any bytes but NUL).
nlohmann::json readable(const std::string& text) {
  if (std::all_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; })) return text;
  std::string hex;
  for (unsigned char byte : text) hex += "0123456789abcdef"[byte >> 4], hex += "0123456789abcdef"[byte & 15];
  return {{"hex", hex}};
}

/// --env (the variables and their values, in order), --env-only,
/// --max-env-length: another environment is another program run.
nlohmann::json environment_options(const encoder::ProgramEnvironment& environment) {
  nlohmann::json fixed = nlohmann::json::array();
  for (const auto& [name, value] : environment.fixed) fixed.push_back({readable(name), readable(value)});
  return {{"fixed", fixed}, {"only", environment.only}, {"max_length", environment.max_length}};
}

/// The I/O environment's options: bound streams by name, size and whether
/// unknown bytes follow (their contents are in the key's fingerprint).
nlohmann::json io_options(const encoder::IoEnvironment& io) {
  nlohmann::json bound = nlohmann::json::object();
  for (const auto& [name, stream] : io.bound)
    bound[name] = std::to_string(stream.bytes.size()) + (stream.prefix ? " bytes, then unknown" : " bytes");
  return {{"max_input_length", io.max_input_length},
          {"io_errors", io.io_errors},
          {"bound", bound},
          {"peer", io.peer.has_value()},
          {"environment", environment_options(io.environment)}};
}

/// The first option of `expected` that `given` does not have, descending
/// into groups ("io.environment"), as the error's text; empty when all agree.
std::string first_mismatch(const std::string& prefix, const nlohmann::json& expected, const nlohmann::json& given) {
  for (const auto& [name, value] : expected.items()) {
    const nlohmann::json other = given.is_object() ? given.value(name, nlohmann::json()) : nlohmann::json();
    if (other == value) continue;
    if (value.is_object() && other.is_object() && !value.empty())
      if (std::string inner = first_mismatch(prefix + name + ".", value, other); !inner.empty()) return inner;
    return prefix + name + " " + value.dump() + ", not " + other.dump();
  }
  return {};
}

/// The options that decide the unrolling, as a range file records them.
nlohmann::json unrolling_options(const CheckOptions& o) {
  // A key's fingerprint catches any other difference (a check of the
  // range in another unrolling is UNKNOWN); these give a clear error first.
  const encoder::CheckSelection& c = o.verify.checks;
  return {{"entry", o.verify.entry},
          {"depth", o.verify.depth},
          {"max_argc", o.verify.max_argc},
          {"max_arg_length", o.verify.max_arg_length},
          {"include_dirs", o.frontend.include_dirs},
          {"defines", o.frontend.defines},
          {"log_functions", o.features.log_functions},
          {"checks",
           {{"pointer", c.pointer},
            {"bounds", c.bounds},
            {"div_by_zero", c.div_by_zero},
            {"memcpy_overlap", c.memcpy_overlap},
            {"memory_leak", c.memory_leak},
            {"memory_cleanup", c.memory_cleanup},
            {"signed_overflow", c.signed_overflow},
            {"shift", c.shift},
            {"float_conversion", c.float_conversion},
            {"nan", c.nan},
            {"float_overflow", c.float_overflow},
            {"assertions", c.assertions},
            {"preconditions", c.preconditions},
            {"reach_error_only", c.reach_error_only}}},
          {"malloc_may_fail", o.verify.malloc_may_fail},
          {"strict_externals", o.verify.strict_externals},
          // As given (resolved against the program only after this check).
          {"choices", {{"rules", o.choice_flags.rules}, {"file", o.choice_flags.file}}},
          {"io", io_options(o.verify.io)}};
}

/// Reads and checks --range-file against the program and options given.
std::string read_range_file(CheckOptions& o) {
  std::ifstream in(o.range_file);
  if (!in) return "cannot read range file '" + o.range_file + "'";
  try {
    const nlohmann::json json = nlohmann::json::parse(in);
    if (json.value("format", "") != kFormat || json.value("version", 0) != kVersion)
      return "'" + o.range_file + "' is not a swarmbmc range file (version " + std::to_string(kVersion) + ")";
    if (json.at("program_sha256").get<std::string>() != files_sha256(o.input_paths()))
      return "range file '" + o.range_file + "' was made for another program (" +
             json.at("program").get<std::string>() + ", SHA-256 differs)";
    const nlohmann::json expected = json.at("options"), given = unrolling_options(o);
    if (std::string mismatch = first_mismatch("", expected, given); !mismatch.empty())
      return "range file '" + o.range_file + "' was made with " + mismatch;
    auto spec = std::make_shared<swarm::RangeSpec>();
    spec->index = json.at("index").get<unsigned>();
    spec->count = json.at("count").get<unsigned>();
    spec->seed = json.at("seed").get<uint64_t>();
    spec->fixed = encoder::RangeBounds{key_from(json.at("after")), key_from(json.at("up_to"))};
    spec->expected_key_length = json.at("key_length").get<size_t>();
    spec->expected_key_fingerprint = json.at("key_fingerprint").get<std::string>();
    if (spec->count == 0 || spec->index >= spec->count) return "range file '" + o.range_file + "': bad index/count";
    o.range_spec = std::move(spec);
  } catch (const std::exception& e) {
    return "range file '" + o.range_file + "' is malformed: " + e.what();
  }
  return {};
}

}  // namespace

void add_range_options(CLI::App& app, CheckOptions& o) {
  app.add_option("--ranges", o.ranges,
                 "Ranged BMC: check the configuration without omissions as K ranges of its paths, in\n"
                 "parallel; together they give its verdict (default 1)")
      ->check(CLI::Range(1u, 4096u));
  app.add_flag("--ranges-only", o.ranges_only,
               "With --ranges: check only the K ranges; by default configuration 0 also runs whole,\n"
               "beside them, and the first proof or counterexample of either ends the run");
  app.add_option("--range-split", o.range_split,
                 "How the split keys' random executions draw values: 'random' (uniform, default) or\n"
                 "'small' (half of the values from -3..4)")
      ->check(CLI::IsMember({"random", "small"}));
  app.add_option("--range-file", o.range_file,
                 "Check exactly the range described in FILE (written by --emit-ranges); the verdict\n"
                 "covers only that range's paths");
  app.add_option("--emit-ranges", o.emit_ranges,
                 "Write the --ranges K ranges as DIR/range-<i>.json (self-describing, for --range-file)\n"
                 "and exit");
}

std::string finish_range_options(CheckOptions& o) {
  const bool ranged = o.ranges > 1 || !o.emit_ranges.empty();
  if (o.ranges_only && o.ranges <= 1) return "--ranges-only needs --ranges K with K >= 2";
  if ((ranged || !o.range_file.empty()) && !o.omit_list.empty())
    return "--ranges and --range-file split the configuration without omissions: not with --omit";
  if ((ranged || !o.range_file.empty()) && !o.verify.dimacs_path.empty())
    return "--dimacs writes one formula: use it without ranges";
  if (ranged || !o.range_file.empty()) {
    // Each range adds its own constraint to its own unrolling; the shared
    // encoding solves every configuration over one formula without it.
    if (o.swarm_encoding.rfind("shared", 0) == 0)
      return "--swarm-encoding " + o.swarm_encoding + " does not split into ranges: not with --ranges";
    o.swarm_encoding = "sliced";
  }
  if (o.range_file.empty()) return {};
  if (ranged || o.swarm_size > 1) return "--range-file checks one range: not with --ranges, --emit-ranges or --swarm";
  return read_range_file(o);
}

swarm::Plan apply_range_options(const CheckOptions& options, swarm::Plan plan) {
  if (options.range_spec) {
    for (swarm::Configuration& configuration : plan.configurations)
      if (configuration.omitted.empty()) configuration.range = options.range_spec;
    return plan;
  }
  if (options.ranges <= 1) return plan;
  return swarm::with_ranges(plan, options.ranges, options.seed, *encoder::split_values_named(options.range_split),
                            !options.ranges_only);
}

bool emit_range_files(const CheckOptions& options, const llvm::Module& module, const std::atomic<bool>* stop,
                      std::string& said_text, std::string& error) {
  swarm::ComputedRanges computed;
  try {
    computed = swarm::compute_ranges(module, options.verify, options.ranges, options.seed,
                                      *encoder::split_values_named(options.range_split), stop);
  } catch (const encoder::Interrupted&) {
    return false;
  }
  std::error_code ignored;
  std::filesystem::create_directories(options.emit_ranges, ignored);
  std::ostringstream said;
  const unsigned count = static_cast<unsigned>(computed.ranges.size());
  for (unsigned index = 0; index < count; ++index) {
    const encoder::RangeBounds& range = computed.ranges[index];
    const nlohmann::json json = {{"format", kFormat},
                                 {"version", kVersion},
                                 {"program", options.input_names()},
                                 {"program_sha256", files_sha256(options.input_paths())},
                                 {"options", unrolling_options(options)},
                                 {"index", index},
                                 {"count", count},
                                 {"seed", options.seed},
                                 {"split", options.range_split},
                                 {"key_length", computed.key_length},
                                 {"key_fingerprint", computed.key_fingerprint},
                                 {"after", key_json(range.after)},
                                 {"up_to", key_json(range.up_to)}};
    const std::string path = (std::filesystem::path(options.emit_ranges) / ("range-" + std::to_string(index) + ".json")).string();
    std::ofstream file(path);
    if (!(file << json.dump(2) << "\n")) {
      error = "cannot write '" + path + "'";
      return true;
    }
    said << "wrote " << path << ": range " << index + 1 << "/" << count << " " << encoder::describe_range(range) << "\n";
  }
  said << count << " range" << (count == 1 ? "" : "s") << " over a key of " << computed.key_length << " inputs\n";
  said_text = said.str();
  return true;
}

}  // namespace swarmbmc::cli
