// Planner: which features each swarm configuration omits.
//
// Configuration 0 omits nothing, so the swarm is never weaker than plain
// BMC. The others omit each feature independently with probability 1/2
// (swarm testing), drawn from a seeded generator: distinct, never empty
// (that is configuration 0) and never omitting every feature. With fewer
// distinct subsets than requested, all of them are used (exhaustive).
#pragma once

#include <cstdint>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "encoder/choices/ChoiceRules.h"

namespace swarmbmc::swarm {

struct RangeSpec;

struct Configuration {
  // A constructor rather than an aggregate, so that `{index, omitted}` still
  // says everything for configurations without a range.
  Configuration(unsigned index_ = 0, std::set<std::string> omitted_ = {},
                std::shared_ptr<const RangeSpec> range_ = nullptr)
      : index(index_), omitted(std::move(omitted_)), range(std::move(range_)) {}

  unsigned index = 0;
  std::set<std::string> omitted;
  /// Ranged BMC (Ranges.h): the range of paths this configuration checks; none = all.
  std::shared_ptr<const RangeSpec> range;
  /// --swarm-choices (ChoicePlan.h): restrictions of named choices drawn for
  /// this configuration, in force after the run's own --choice rules.
  encoder::ChoiceRules choices;

  /// Whether drawn choice restrictions narrow this configuration's inputs.
  bool restricts_choices() const { return choices.restricts(); }
  /// Whether it checks only a subset of the program's executions that no
  /// sibling configuration completes: it omits features or restricts
  /// choices. Its "no counterexample" proves nothing about the program.
  /// (A range is not narrowed: the ranges of configuration 0 together are
  /// the whole program, see Ranges.h.)
  bool narrowed() const { return !omitted.empty() || restricts_choices(); }
  /// The one notion of "the whole program": omits nothing, restricts no
  /// choice, checks no range. Only such a configuration (or all ranges of
  /// one) may give VERIFIED or BOUNDED.
  bool complete() const { return !narrowed() && !range; }
};

struct Plan {
  std::vector<Configuration> configurations;
  uint64_t seed = 0;
  unsigned requested = 0;
  bool exhaustive = false;  ///< every allowed subset is in the plan (fewer than requested)
};

constexpr uint64_t kDefaultSeed = 1;

/// Plans `requested` configurations over `features` (sorted, distinct).
Plan plan_configurations(const std::vector<std::string>& features, unsigned requested, uint64_t seed);

/// "pop,top", or "-" for no omission.
std::string describe_omitted(const std::set<std::string>& omitted);

/// "omitting pop,top; choices main::x=boundary" (the parts that apply),
/// or "omitting -" for a complete configuration.
std::string describe_restrictions(const Configuration& configuration);

}  // namespace swarmbmc::swarm
