#include "ChoiceRules.h"

#include <sstream>

#include "TrimmedText.h"

namespace swarmbmc::encoder {

namespace {

/// Glob match with `*` only (backtracking over the last star).
bool glob(const char* pattern, const char* text) {
  const char* star = nullptr;
  const char* resume = nullptr;
  while (*text) {
    if (*pattern == '*') {
      star = pattern++;
      resume = text;
    } else if (*pattern == *text) {
      ++pattern;
      ++text;
    } else if (star) {
      pattern = star + 1;
      text = ++resume;
    } else {
      return false;
    }
  }
  while (*pattern == '*') ++pattern;
  return *pattern == '\0';
}

}  // namespace

bool choice_pattern_matches(const std::string& pattern, const std::string& name) {
  return glob(pattern.c_str(), name.c_str());
}

const Heuristic* ChoiceRules::find(const std::string& name) const {
  for (auto rule = rules.rbegin(); rule != rules.rend(); ++rule)
    if (choice_pattern_matches(rule->pattern, name)) return &rule->heuristic;
  return nullptr;
}

bool ChoiceRules::restricts() const {
  for (const ChoiceRule& rule : rules)
    if (!rule.heuristic.is_any()) return true;
  return false;
}

std::string ChoiceRules::describe() const {
  std::string out;
  for (const ChoiceRule& rule : rules)
    if (!rule.heuristic.is_any()) out += (out.empty() ? "" : ", ") + rule.pattern + "=" + rule.heuristic.text();
  return out;
}

std::string ChoiceRules::file_text() const {
  std::string out;
  for (const ChoiceRule& rule : rules) out += rule.pattern + " = " + rule.heuristic.text() + "\n";
  return out;
}

std::optional<ChoiceRule> parse_choice_rule(const std::string& text, std::string& error) {
  const size_t equals = text.find('=');
  if (equals == std::string::npos) {
    error = "choice '" + text + "' is not NAME=HEURISTIC";
    return std::nullopt;
  }
  ChoiceRule rule;
  rule.pattern = trimmed(text.substr(0, equals));
  if (rule.pattern.empty()) {
    error = "choice '" + text + "' has no name before '='";
    return std::nullopt;
  }
  std::optional<Heuristic> heuristic = parse_heuristic(text.substr(equals + 1), error);
  if (!heuristic) return std::nullopt;
  rule.heuristic = std::move(*heuristic);
  return rule;
}

bool parse_choices_text(const std::string& text, std::vector<ChoiceRule>& rules, std::string& error) {
  std::istringstream in(text);
  unsigned number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    if (const size_t hash = line.find('#'); hash != std::string::npos) line.erase(hash);
    if (trimmed(line).empty()) continue;
    std::optional<ChoiceRule> rule = parse_choice_rule(line, error);
    if (!rule) {
      error = "line " + std::to_string(number) + ": " + error;
      return false;
    }
    rules.push_back(std::move(*rule));
  }
  return true;
}

}  // namespace swarmbmc::encoder
