#include "ChoiceOptions.h"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <fstream>
#include <iomanip>
#include <sstream>

#include "encoder/choices/ChoiceConstants.h"
#include "encoder/choices/ChoiceNames.h"
#include "swarm/ChoicePlan.h"

namespace swarmbmc::cli {

namespace {

/// The rules of --choices FILE, then of each --choice; false with `error`.
bool read_rules(const ChoiceFlags& flags, encoder::ChoiceRules& rules, std::string& error) {
  if (!flags.file.empty()) {
    std::ifstream in(flags.file);
    if (!in) return error = "cannot read choices file '" + flags.file + "'", false;
    std::stringstream text;
    text << in.rdbuf();
    if (!encoder::parse_choices_text(text.str(), rules.rules, error))
      return error = flags.file + ": " + error, false;
  }
  for (const std::string& text : flags.rules) {
    std::optional<encoder::ChoiceRule> rule = encoder::parse_choice_rule(text, error);
    if (!rule) return error = "--choice: " + error, false;
    rules.rules.push_back(std::move(*rule));
  }
  return true;
}

/// "{1, 2, 3}" in the choice's type.
std::string values_text(const encoder::ChoiceType& type, const std::vector<terms::u128>& values) {
  std::string out = "{";
  for (size_t i = 0; i < values.size(); ++i) out += (i ? ", " : "") + type.value_text(values[i]);
  return out + "}";
}

/// Every rule names some choice, and every choice's heuristic fits its
/// type; random draws are reported on `out`. False with `error`.
bool check_rules(const std::vector<encoder::ChoiceSite>& sites, const encoder::ChoiceRules& rules,
                 std::ostream& out, std::string& error) {
  for (const encoder::ChoiceRule& rule : rules.rules) {
    bool matched = false;
    for (const encoder::ChoiceSite& site : sites) matched = matched || encoder::choice_pattern_matches(rule.pattern, site.name);
    if (!matched) return error = "no choice is named '" + rule.pattern + "' (see --list-choices)", false;
  }
  std::set<std::string> reported;
  for (const encoder::ChoiceSite& site : sites) {
    const encoder::Heuristic* heuristic = rules.find(site.name);
    if (!heuristic) continue;
    const std::optional<encoder::Domain> domain = encoder::domain_of(*heuristic, site.type, error);
    if (!domain) return error = "choice " + site.name + "=" + heuristic->text() + ": " + error, false;
    if (heuristic->name == "random" && reported.insert(site.name).second)
      out << "choice " << site.name << "=" << heuristic->text() << " drew " << values_text(site.type, domain->values)
          << "\n";
  }
  return true;
}

void list_choices(const std::vector<encoder::ChoiceSite>& sites, const encoder::ChoiceRules& rules,
                  std::ostream& out) {
  if (sites.empty()) out << "no choices (no nondet, swarm_choose_* or klee_make_symbolic calls)\n";
  for (const encoder::ChoiceSite& site : sites) {
    const encoder::Heuristic* heuristic = rules.find(site.name);
    out << std::left << std::setw(24) << site.name << " " << std::setw(18) << site.type.c_name() << " at "
        << std::setw(16) << site.site << " " << std::setw(26) << site.function << " "
        << (heuristic ? heuristic->text() : "any") << "\n";
  }
}

}  // namespace

void add_choice_options(CLI::App& app, ChoiceFlags& flags) {
  app.add_option("--choice", flags.rules,
                 "Restrict named choice(s) NAME (wildcards: main::*, parse.c:*) by a heuristic: NAME=any,\n"
                 "threshold(T,D), set(a,b,...), interval(lo,hi[,step]), boundary, random(N[,seed]);\n"
                 "a VERIFIED is then no proof (exit 4). Repeatable; see --list-choices for names");
  app.add_option("--choices", flags.file, "Read choice heuristics from FILE: lines 'name = heuristic', '#' comments");
  app.add_flag("--list-choices", flags.list,
               "Print every choice (input call site) with its name, type, site and heuristic, and exit");
  app.add_option("--emit-choices", flags.emit,
                 "Write the choice heuristics in force to FILE (the --choices format); with --swarm-choices,\n"
                 "after the run, the winning configuration's (to repeat it with --choices FILE)");
  app.add_flag("--swarm-choices", flags.swarm,
               "With --swarm K: every configuration but 0 also restricts the named choices by heuristics\n"
               "drawn from the seed (thresholds and sets around the constants the program compares them\n"
               "with, boundary, small values); configuration 0 stays complete and alone may prove");
}

std::optional<int> apply_choice_options(const llvm::Module& module, const ChoiceFlags& flags,
                                        encoder::VerifyOptions& verify, std::ostream& out, std::ostream& err) {
  std::string error;
  if (!read_rules(flags, verify.choices, error)) {
    err << "swarmbmc: error: " << error << "\n";
    return 2;
  }
  if (verify.choices.rules.empty() && !flags.list && flags.emit.empty()) return std::nullopt;
  const std::vector<encoder::ChoiceSite> sites = encoder::collect_choices(module);
  if (!check_rules(sites, verify.choices, out, error)) {
    err << "swarmbmc: error: " << error << "\n";
    return 2;
  }
  if (flags.list) {
    list_choices(sites, verify.choices, out);
    return 0;
  }
  if (!flags.emit.empty() && !flags.swarm) {  // with --swarm-choices: the winner's, after the run
    std::ofstream file(flags.emit);
    file << "# choice heuristics (swarmbmc --choices " << flags.emit << ")\n" << verify.choices.file_text();
    if (!file) {
      err << "swarmbmc: error: cannot write '" << flags.emit << "'\n";
      return 1;
    }
  }
  return std::nullopt;
}

std::string apply_swarm_choices(const llvm::Module& module, const ChoiceFlags& flags,
                                const encoder::VerifyOptions& verify, swarm::Plan& plan, std::ostream& out) {
  if (!flags.swarm) return "";
  if (plan.requested <= 1) return "--swarm-choices needs --swarm K with K > 1 (not --omit)";
  const std::vector<encoder::ChoiceCandidate> candidates = encoder::choice_candidates(module);
  plan = swarm::with_choice_restrictions(plan, candidates, verify.choices, plan.seed);
  const bool drawn = std::any_of(plan.configurations.begin(), plan.configurations.end(),
                                 [](const swarm::Configuration& c) { return c.restricts_choices(); });
  if (!drawn)
    out << "--swarm-choices: no choice to restrict (" << candidates.size()
        << " named choices, none left at 'any' by --choice); the configurations omit features only\n";
  return "";
}

bool emit_swarm_choices(const ChoiceFlags& flags, const encoder::VerifyOptions& verify,
                        const swarm::SwarmReport& report, std::ostream& err) {
  if (!flags.swarm || flags.emit.empty()) return true;
  encoder::ChoiceRules rules = verify.choices;
  std::string header = "# choice heuristics of the run (no configuration found a counterexample)\n";
  if (report.winner) {
    const swarm::Configuration& won = report.configurations[*report.winner].configuration;
    rules.rules.insert(rules.rules.end(), won.choices.rules.begin(), won.choices.rules.end());
    header = "# choice heuristics of swarm configuration " + std::to_string(won.index) + " (seed " +
             std::to_string(report.plan.seed) + "), which found the counterexample; repeat with --choices " +
             flags.emit + (won.omitted.empty() ? "" : " --omit " + swarm::describe_omitted(won.omitted)) + "\n";
  }
  std::ofstream file(flags.emit);
  file << header << rules.file_text();
  if (!file) err << "swarmbmc: error: cannot write '" << flags.emit << "'\n";
  return static_cast<bool>(file);
}

int settle_choice_verdict(encoder::VerifyResult& result, const encoder::VerifyOptions& verify) {
  const bool proof = result.verdict == encoder::Verdict::Verified || result.verdict == encoder::Verdict::Bounded;
  if (proof && result.choice_heuristics.empty() && verify.choices.restricts())
    result.choice_heuristics = verify.choices.describe();
  return encoder::result_exit_code(result);
}

}  // namespace swarmbmc::cli
