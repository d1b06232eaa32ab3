#include "SwarmReport.h"

#include "swarm/PartialResults.h"

#include "terms/Bits.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <iomanip>
#include <ostream>
#include <sstream>

namespace swarmbmc::report {

namespace {
/// The result column's note on a configuration that checked part of the
/// executions and found no counterexample: "partial: VERIFIED without pop,top".
std::string partial_label(const swarm::ConfigurationReport& c) {
  std::string label = std::string("partial: ") + (c.result.verdict == encoder::Verdict::Verified ? "VERIFIED" : "BOUNDED");
  if (!c.configuration.omitted.empty()) label += " without " + swarm::describe_omitted(c.configuration.omitted);
  if (c.configuration.restricts_choices()) label += c.configuration.omitted.empty() ? " under its choices" : ", under its choices";
  return label;
}

/// --range-file checks some ranges of a partition only: say so, since their
/// VERIFIED is not the program's.
void print_partial_ranges_note(std::ostream& out, const swarm::SwarmReport& report) {
  unsigned checked = 0, of = 0;
  for (const swarm::ConfigurationReport& c : report.configurations)
    if (c.configuration.range) {
      ++checked;
      of = c.configuration.range->count;
    }
  if (checked == 0 || checked >= of) return;
  out << "Checking " << checked << " of " << of << " ranges: a VERIFIED or BOUNDED verdict covers only the paths "
      << "in the range" << (checked == 1 ? "" : "s") << " checked\n";
}

/// --swarm-choices: how many configurations restrict choices, and that only
/// configuration 0 can prove.
void print_choice_restrictions_note(std::ostream& out, const swarm::SwarmReport& report) {
  const auto restricted = std::count_if(report.configurations.begin(), report.configurations.end(),
                                        [](const swarm::ConfigurationReport& c) { return c.configuration.restricts_choices(); });
  if (restricted == 0) return;
  out << "Choices: " << restricted << " configuration" << (restricted == 1 ? "" : "s")
      << " restrict named choices by drawn heuristics (--swarm-choices); their counterexamples are real, their "
         "\"no counterexample\" proves nothing\n";
}
}  // namespace

void print_swarm_table(std::ostream& out, const swarm::SwarmReport& report) {
  out << "Swarm: " << report.configurations.size() << " configuration"
      << (report.configurations.size() == 1 ? "" : "s");
  if (report.plan.exhaustive)
    out << " (all distinct feature subsets; " << report.plan.requested << " requested)";
  out << ", seed " << report.plan.seed << ", " << report.jobs << " job" << (report.jobs == 1 ? "" : "s") << "\n";
  print_partial_ranges_note(out, report);
  print_choice_restrictions_note(out, report);
  out << std::fixed << std::setprecision(1);
  out << "Encoding: " << swarm::encoding_name(report.encoding.chosen) << " (" << report.encoding.why << ")\n";
  if (const auto& shared = report.shared)
    out << "Shared formula (all configurations): " << shared->instructions_unrolled << " instructions unrolled, "
        << shared->terms << " terms, " << shared->literals << " feature literals, encoded in " << shared->encode_ms
        << " ms; per configuration below: solve time only\n";
  if (report.winner) {
    const auto& won = report.configurations[*report.winner];
    const std::string range = swarm::describe_range_of(won);
    out << "Counterexample found by configuration " << won.configuration.index << " ("
        << swarm::describe_restrictions(won.configuration) << (range.empty() ? "" : ", " + range) << ") after "
        << report.first_counterexample_ms
        << " ms; other workers stopped within " << report.stop_latency_ms << " ms"
        << (report.replayed ? "; replayed on the original program" : "; did NOT replay on the original program")
        << "\n";
  }
  for (const swarm::WorkerSummary& w : report.workers) {
    for (const std::string& run : w.lost_runs)
      out << "MPI worker rank " << w.rank << (w.host.empty() ? "" : " on " + w.host) << " lost the run of " << run
          << "; it was run again on another worker if one was free\n";
    if (w.lost)
      out << "MPI worker rank " << w.rank << (w.host.empty() ? "" : " on " + w.host) << " was lost while "
          << w.lost_while << (w.lost_while == "idle" ? "" : "; that configuration went to another worker if one was left")
          << "\n";
  }
  if (report.proof_stopped_others)
    out << "Configuration 0" << (report.proved_by_ranges ? "'s ranges" : "")
        << " found no counterexample: the other configurations were stopped (each checks a subset of its "
           "executions)\n";
  out << "  " << std::left << std::setw(4) << "#" << std::setw(24) << "omitted" << std::right << std::setw(16)
      << "instrs (sliced)" << std::setw(10) << "terms" << std::setw(11) << "encode ms" << std::setw(11)
      << "solve ms" << "  result\n";
  for (const swarm::ConfigurationReport& c : report.configurations) {
    std::ostringstream instrs;
    instrs << c.slicing.instructions_before << "->" << c.slicing.instructions_after;
    const auto& s = c.result.statistics;
    out << "  " << std::left << std::setw(4) << c.configuration.index << std::setw(24)
        << swarm::describe_omitted(c.configuration.omitted) << std::right << std::setw(16) << instrs.str() << std::setw(10)
        << s.terms << std::setw(11);
    if (report.shared) out << "-";  // one encoding for all: in the line above the table
    else out << s.encode_ms;
    out << std::setw(11) << s.solve_ms << "  " << swarm::outcome_name(c.outcome);
    if (c.outcome == swarm::Outcome::NoCounterexample && c.configuration.narrowed()) out << " (" << partial_label(c) << ")";
    if (c.outcome == swarm::Outcome::Unknown) out << " (" << c.result.reason << ")";
    if (c.configuration.range) out << "  " << swarm::describe_range_of(c);
    if (c.rank >= 0) out << "  (rank " << c.rank << " on " << c.host << ")";
    out << "\n";
    // --swarm-choices: the drawn restrictions on a line of their own (they can be long).
    if (c.configuration.restricts_choices()) out << "        choices: " << c.configuration.choices.describe() << "\n";
  }
  out.unsetf(std::ios::fixed);
  if (report.final.verdict == encoder::Verdict::Unknown || report.final.verdict == encoder::Verdict::Bounded)
    print_partial_results(out, report);
}

void print_partial_results(std::ostream& out, const swarm::SwarmReport& report) {
  const std::vector<swarm::PartialResult> partials = swarm::partial_results(report);
  if (partials.empty()) return;
  out << "Partial results (what the configurations without a counterexample proved; an omitted feature means the "
      << (report.function_features ? "executions never reaching its log call or entering its function"
                                   : "executions never reaching its log call")
      << ", not a smaller program):\n";
  for (const swarm::PartialResult& partial : partials) {
    out << "  configuration " << partial.configuration << ": " << partial.statement;
    for (const std::string& assumption : partial.assumptions) out << "; " << assumption;
    out << "\n";
  }
}

namespace {
nlohmann::json key_json(const std::optional<encoder::RangeKey>& key) {
  if (!key) return nullptr;
  nlohmann::json values = nlohmann::json::array();
  for (terms::u128 v : *key) values.push_back(terms::to_decimal(v));
  return values;
}

/// A range configuration's range: which one, its bounds (decimal strings,
/// the key's input values) and the key it was computed on.
nlohmann::json range_json(const swarm::ConfigurationReport& c) {
  nlohmann::json json = {{"index", c.configuration.range->index}, {"count", c.configuration.range->count}};
  if (!c.range_used) return json;
  json["after"] = key_json(c.range_used->bounds.after);
  json["up_to"] = key_json(c.range_used->bounds.up_to);
  json["key_length"] = c.range_used->key_length;
  json["key_fingerprint"] = c.range_used->key_fingerprint;
  json["split_ms"] = c.range_used->split_ms;
  return json;
}
}  // namespace

namespace {
/// The reported result's figures: after a forced stop, how far it got.
nlohmann::json statistics_json(const encoder::RunStatistics& f) {
  return {{"instructions_unrolled", f.instructions_unrolled},
          {"terms", f.terms},
          {"checks", f.checks},
          {"encode_ms", f.encode_ms},
          {"solve_ms", f.solve_ms},
          {"sat_variables", f.variables},
          {"sat_clauses", f.clauses},
          {"formula_fingerprint", f.formula_fingerprint}};
}

/// One row of the swarm table: a configuration, its slicing and its run.
nlohmann::json configuration_json(const swarm::ConfigurationReport& c) {
  const auto& s = c.result.statistics;
  nlohmann::json row = {
      {"index", c.configuration.index},
      {"omitted", c.configuration.omitted},
      {"instructions_before_slicing", c.slicing.instructions_before},
      {"instructions_after_slicing", c.slicing.instructions_after},
      {"instructions_unrolled", s.instructions_unrolled},
      {"terms", s.terms},
      {"checks", s.checks},
      {"encode_ms", s.encode_ms},
      {"solve_ms", s.solve_ms},
      {"early_queries", s.early_queries},
      {"stopped_while", c.result.stopped_while},
      {"stop_latency_ms", c.stop_latency_ms >= 0 ? nlohmann::json(c.stop_latency_ms) : nlohmann::json(nullptr)},
      {"found_early", s.found_early},
      {"interval_proofs", s.interval_proofs},
      {"wall_ms", c.wall_ms},
      {"formula_fingerprint", s.formula_fingerprint},
      {"result", swarm::outcome_name(c.outcome)},
      {"reason", c.result.reason},
      {"start_position", c.start_position}};
  if (c.configuration.range) row["range"] = range_json(c);
  if (c.configuration.restricts_choices()) row["choices"] = c.configuration.choices.describe();
  if (c.rank >= 0) {  // a dispatched run (MPI): where it ran
    row["rank"] = c.rank;
    row["host"] = c.host;
  }
  return row;
}

/// swarmbmc-mpi: what each worker rank did.
nlohmann::json workers_json(const std::vector<swarm::WorkerSummary>& workers) {
  nlohmann::json rows = nlohmann::json::array();
  for (const swarm::WorkerSummary& w : workers)
    rows.push_back({{"rank", w.rank},
                    {"host", w.host},
                    {"configurations", w.configurations},
                    {"busy_ms", w.busy_ms},
                    {"peak_memory_mb", w.peak_memory_mb},
                    {"lost", w.lost},
                    {"lost_runs", w.lost_runs},
                    {"lost_while", w.lost_while}});
  return rows;
}

/// The run as a whole: plan, verdict, winner, stop and timing figures.
nlohmann::json run_json(const swarm::SwarmReport& report) {
  nlohmann::json json;
  json["seed"] = report.plan.seed;
  json["jobs"] = report.jobs;
  json["requested"] = report.plan.requested;
  json["exhaustive"] = report.plan.exhaustive;
  json["verdict"] = encoder::verdict_name(report.final.verdict);
  if (report.final.verdict == encoder::Verdict::Unknown) json["reason"] = report.final.reason;
  if (const auto& violated = report.final.violated)
    json["violated"] = {{"kind", encoder::property_tag(violated->kind)},
                        {"message", violated->message},
                        {"location", violated->location.describe()}};
  json["unmodelled_functions"] = report.final.unmodelled_functions;
  json["overapproximated_functions"] = report.final.overapproximated_functions;
  json["winner"] = report.winner ? nlohmann::json(*report.winner) : nlohmann::json(nullptr);
  json["first_counterexample_ms"] = report.winner ? nlohmann::json(report.first_counterexample_ms) : nlohmann::json(nullptr);
  json["stop_latency_ms"] = report.winner ? nlohmann::json(report.stop_latency_ms) : nlohmann::json(nullptr);
  json["stop_latency_by_phase_ms"] = report.stop_latency_by_phase_ms;
  json["replayed"] = report.replayed;
  json["replay_ms"] = report.replay_ms;
  json["total_ms"] = report.total_ms;
  json["interrupted"] = report.interrupted;
  json["proof_stopped_others"] = report.proof_stopped_others;
  json["proved_by_ranges"] = report.proved_by_ranges;
  json["encoding"] = swarm::encoding_name(report.encoding.chosen);
  json["encoding_reason"] = report.encoding.why;
  return json;
}
}  // namespace

bool write_stats_json(const std::string& path, const swarm::SwarmReport& report, std::string& error) {
  nlohmann::json json = run_json(report);
  if (const auto& shared = report.shared)
    json["shared"] = {{"instructions_unrolled", shared->instructions_unrolled},
                      {"terms", shared->terms},
                      {"checks", shared->checks},
                      {"literals", shared->literals},
                      {"encode_ms", shared->encode_ms},
                      {"formula_fingerprint", shared->formula_fingerprint}};
  json["statistics"] = statistics_json(report.final.statistics);
  json["formula_fingerprint"] = report.final.statistics.formula_fingerprint;
  if (!report.final.stopped_while.empty()) json["stopped_while"] = report.final.stopped_while;
  if (report.wall_ms > 0) json["wall_ms"] = report.wall_ms;
  if (report.peak_memory_mb > 0) json["peak_memory_mb"] = report.peak_memory_mb;
  json["configurations"] = nlohmann::json::array();
  for (const swarm::ConfigurationReport& c : report.configurations) json["configurations"].push_back(configuration_json(c));
  if (!report.workers.empty()) json["workers"] = workers_json(report.workers);
  std::ofstream file(path);
  if (!file) {
    error = "cannot write '" + path + "'";
    return false;
  }
  file << json.dump(2) << "\n";
  return true;
}

namespace {
/// A feature name on one line: newlines and other control characters escaped.
std::string printable(const std::string& name) {
  std::string text;
  for (char c : name) {
    if (c == '\n') text += "\\n";
    else if (c == '\t') text += "\\t";
    else if (static_cast<unsigned char>(c) < 32) text += "?";
    else text += c;
  }
  return text;
}
}  // namespace

void print_features(std::ostream& out, const logsrt::FeatureCatalog& catalog) {
  out << catalog.features.size() << " feature" << (catalog.features.size() == 1 ? "" : "s") << ":\n";
  for (const auto& [name, sites] : catalog.features) {
    out << "  " << printable(name) << ":";
    for (const logsrt::FeatureSite& site : sites) {
      out << " ";
      if (site.file.empty()) out << site.function;
      else out << site.file << ":" << site.line;
    }
    out << "\n";
  }
  for (const std::string& where : catalog.non_constant_calls)
    out << "  (log call with a non-constant feature name at " << where << ": not a feature)\n";
}

}  // namespace swarmbmc::report
