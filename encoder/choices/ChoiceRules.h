// ChoiceRules: which heuristic each named choice runs under, as given by
// --choice NAME=HEURISTIC and --choices FILE (lines `name = heuristic`,
// `#` comments). A name may be a wildcard (`main::*`, `parse.c:*`: `*`
// matches any text); the last rule matching a choice decides.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "Heuristics.h"

namespace swarmbmc::encoder {

struct ChoiceRule {
  std::string pattern;  ///< a choice name, or a wildcard
  Heuristic heuristic;
};

struct ChoiceRules {
  std::vector<ChoiceRule> rules;

  /// The heuristic in force for choice `name` (the last matching rule); null: any.
  const Heuristic* find(const std::string& name) const;
  /// Whether some rule restricts (is other than `any`): verdicts are then no proofs.
  bool restricts() const;
  /// The restricting rules as "velocity=threshold(13.25,0.5), main::*=boundary".
  std::string describe() const;
  /// The rules in the --choices file format, one `name = heuristic` a line.
  std::string file_text() const;
};

/// Whether `name` matches `pattern`, where `*` matches any text.
bool choice_pattern_matches(const std::string& pattern, const std::string& name);

/// Parses "NAME=HEURISTIC" (--choice); nullopt with a one-line `error`.
std::optional<ChoiceRule> parse_choice_rule(const std::string& text, std::string& error);

/// Parses a --choices file's text into `rules` (appended); false with
/// `error` naming the line.
bool parse_choices_text(const std::string& text, std::vector<ChoiceRule>& rules, std::string& error);

}  // namespace swarmbmc::encoder
