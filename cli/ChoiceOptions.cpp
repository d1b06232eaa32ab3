#include "ChoiceOptions.h"

#include <CLI/CLI.hpp>

#include <fstream>
#include <iomanip>
#include <sstream>

#include "ChoiceNames.h"

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
  app.add_option("--emit-choices", flags.emit, "Write the choice heuristics in force to FILE (the --choices format)");
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
  if (!flags.emit.empty()) {
    std::ofstream file(flags.emit);
    file << "# choice heuristics (swarmbmc --choices " << flags.emit << ")\n" << verify.choices.file_text();
    if (!file) {
      err << "swarmbmc: error: cannot write '" << flags.emit << "'\n";
      return 1;
    }
  }
  return std::nullopt;
}

int settle_choice_verdict(encoder::VerifyResult& result, const encoder::VerifyOptions& verify) {
  const bool proof = result.verdict == encoder::Verdict::Verified || result.verdict == encoder::Verdict::Bounded;
  if (proof && result.choice_heuristics.empty() && verify.choices.restricts())
    result.choice_heuristics = verify.choices.describe();
  return encoder::result_exit_code(result);
}

}  // namespace swarmbmc::cli
