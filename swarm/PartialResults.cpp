#include "PartialResults.h"

#include "Ranges.h"

namespace swarmbmc::swarm {

namespace {

std::string joined(const std::vector<std::string>& names) {
  std::string text;
  for (const std::string& name : names) text += (text.empty() ? "" : ", ") + name;
  return text;
}

/// "the events pop, top" / "the event pop".
std::string events_text(const std::set<std::string>& omitted) {
  return std::string(omitted.size() == 1 ? "the event " : "the events ") +
         joined(std::vector<std::string>(omitted.begin(), omitted.end()));
}

/// Which executions the configuration checked: "without the events pop, top",
/// "in range 2/4", "whose choices keep to main::x=boundary", joined.
std::string scope_text(const PartialResult& partial) {
  std::vector<std::string> parts;
  if (!partial.omitted.empty()) parts.push_back("without " + events_text(partial.omitted));
  if (!partial.range.empty()) parts.push_back("in " + partial.range);
  if (!partial.choices.empty()) parts.push_back("whose choices keep to " + partial.choices);
  std::string text;
  for (size_t i = 0; i < parts.size(); ++i) text += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
  return text;
}

std::string statement_of(const PartialResult& partial) {
  const std::string within = "within depth " + std::to_string(partial.depth);
  std::string text = "no execution " + scope_text(partial) + " fails a property";
  if (partial.answer == "VERIFIED") return text + " (every loop of those executions unwound " + within + ")";
  return within + ", " + text + " (BOUNDED: some loop needs more)";
}

std::vector<std::string> assumptions_of(const encoder::VerifyResult& result) {
  std::vector<std::string> assumptions;
  const auto add = [&](const std::vector<std::string>& names, const char* what) {
    if (names.empty()) return;
    assumptions.push_back(std::string("assuming ") + std::to_string(names.size()) + " " + what +
                          (names.size() == 1 ? "" : "s") + ": " + joined(names));
  };
  add(result.unmodelled_functions, "unmodelled function");
  add(result.overapproximated_functions, "over-approximated function");
  return assumptions;
}

}  // namespace

std::vector<PartialResult> partial_results(const SwarmReport& report) {
  std::vector<PartialResult> partials;
  for (const ConfigurationReport& c : report.configurations) {
    if (c.outcome != Outcome::NoCounterexample || c.configuration.complete()) continue;
    PartialResult partial;
    partial.configuration = c.configuration.index;
    partial.omitted = c.configuration.omitted;
    if (c.configuration.restricts_choices()) partial.choices = c.configuration.choices.describe();
    partial.range = describe_range_of(c);
    partial.depth = report.depth;
    partial.answer = c.result.verdict == encoder::Verdict::Verified ? "VERIFIED" : "BOUNDED";
    partial.wall_ms = c.wall_ms;
    partial.assumptions = assumptions_of(c.result);
    partial.statement = statement_of(partial);
    partials.push_back(std::move(partial));
  }
  return partials;
}

}  // namespace swarmbmc::swarm
