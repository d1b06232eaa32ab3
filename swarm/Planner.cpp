#include "Planner.h"

#include <random>

namespace swarmbmc::swarm {

Plan plan_configurations(const std::vector<std::string>& features, unsigned requested, uint64_t seed) {
  Plan plan;
  plan.seed = seed;
  plan.requested = requested;
  plan.configurations.push_back({0, {}});
  const size_t n = features.size();
  // Allowed omission sets: non-empty, not all features: 2^n - 2 of them.
  const bool small = n < 63;
  const uint64_t allowed = n == 0 ? 0 : (small ? (uint64_t{1} << n) - 2 : UINT64_MAX);
  if (requested <= 1) return plan;
  if (small && allowed <= requested - 1) {
    // Exhaustive, in an order shuffled by the seed: workers start
    // configurations in index order, and mask order would start with the
    // smallest omissions, which tend to be the slowest to solve.
    std::vector<uint64_t> masks;
    for (uint64_t mask = 1; mask + 1 < (uint64_t{1} << n); ++mask) masks.push_back(mask);
    std::mt19937_64 random(seed);
    for (size_t i = masks.size(); i > 1; --i) std::swap(masks[i - 1], masks[random() % i]);
    for (uint64_t mask : masks) {
      Configuration c{static_cast<unsigned>(plan.configurations.size()), {}};
      for (size_t f = 0; f < n; ++f)
        if (mask >> f & 1) c.omitted.insert(features[f]);
      plan.configurations.push_back(std::move(c));
    }
    plan.exhaustive = true;
    return plan;
  }
  std::mt19937_64 random(seed);
  std::set<std::set<std::string>> seen;
  while (plan.configurations.size() < requested) {
    std::set<std::string> omitted;
    for (const std::string& feature : features)
      if (random() & 1) omitted.insert(feature);
    if (omitted.empty() || omitted.size() == n || !seen.insert(omitted).second) continue;
    plan.configurations.push_back({static_cast<unsigned>(plan.configurations.size()), std::move(omitted)});
  }
  return plan;
}

std::string describe_omitted(const std::set<std::string>& omitted) {
  if (omitted.empty()) return "-";
  std::string text;
  for (const std::string& feature : omitted) text += (text.empty() ? "" : ",") + feature;
  return text;
}

std::string describe_restrictions(const Configuration& configuration) {
  std::string text = "omitting " + describe_omitted(configuration.omitted);
  if (configuration.restricts_choices()) text += "; choices " + configuration.choices.describe();
  return text;
}

}  // namespace swarmbmc::swarm
