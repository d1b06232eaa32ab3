#include "ChoicePlan.h"

#include <random>
#include <set>
#include <utility>

#include "encoder/choices/ChoiceDraw.h"

namespace swarmbmc::swarm {

namespace {

/// Distinct draws wanted per added configuration before giving up (few
/// choices with few heuristics have few distinct restrictions).
constexpr unsigned kAttemptsPerConfiguration = 64;

using Key = std::pair<std::set<std::string>, std::string>;

Key key_of(const Configuration& configuration) {
  return {configuration.omitted, configuration.choices.file_text()};
}

std::vector<encoder::ChoiceCandidate> free_candidates(const std::vector<encoder::ChoiceCandidate>& candidates,
                                                      const encoder::ChoiceRules& user) {
  std::vector<encoder::ChoiceCandidate> free;
  for (const encoder::ChoiceCandidate& candidate : candidates) {
    const encoder::Heuristic* rule = user.find(candidate.name);
    if (!rule || rule->is_any()) free.push_back(candidate);
  }
  return free;
}

}  // namespace

Plan with_choice_restrictions(const Plan& plan, const std::vector<encoder::ChoiceCandidate>& candidates,
                              const encoder::ChoiceRules& user, uint64_t seed) {
  Plan drawn = plan;
  const std::vector<encoder::ChoiceCandidate> free = free_candidates(candidates, user);
  if (free.empty()) return drawn;
  // A generator of its own (not the planner's): the omissions stay those of
  // --swarm K alone with the same seed.
  std::mt19937_64 random(seed ^ 0x5eed'c401'ce5'0033ull);
  std::set<Key> seen;
  for (Configuration& configuration : drawn.configurations) {
    if (configuration.complete()) {
      seen.insert(key_of(configuration));
      continue;
    }
    configuration.choices = encoder::draw_restrictions(free, random, false);
    seen.insert(key_of(configuration));
  }
  for (unsigned attempt = 0; drawn.configurations.size() < plan.requested &&
                             attempt < kAttemptsPerConfiguration * plan.requested;
       ++attempt) {
    Configuration added(static_cast<unsigned>(drawn.configurations.size()));
    added.choices = encoder::draw_restrictions(free, random, true);
    if (seen.insert(key_of(added)).second) drawn.configurations.push_back(std::move(added));
  }
  // "All distinct feature subsets" explained a short plan; one filled up by
  // choices is no longer short for that reason.
  if (drawn.configurations.size() > plan.configurations.size()) drawn.exhaustive = drawn.configurations.size() < plan.requested;
  return drawn;
}

}  // namespace swarmbmc::swarm
