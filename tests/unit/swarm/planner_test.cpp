// Configuration planning: configuration 0 omits nothing, the rest are
// distinct, never empty, never everything, and a seed reproduces a plan.
#include <catch2/catch.hpp>

#include <set>

#include "swarm/Planner.h"

using swarmbmc::swarm::plan_configurations;

namespace {
const std::vector<std::string> kFeatures = {"a", "b", "c", "d", "e", "f"};
}

TEST_CASE("configuration 0 omits nothing", "[planner]") {
  auto plan = plan_configurations(kFeatures, 16, 7);
  REQUIRE(plan.configurations.size() == 16);
  CHECK(plan.configurations[0].omitted.empty());
  for (size_t i = 0; i < plan.configurations.size(); ++i) CHECK(plan.configurations[i].index == i);
}

TEST_CASE("configurations are distinct, non-empty and never omit every feature", "[planner]") {
  for (uint64_t seed : {1u, 2u, 99u}) {
    auto plan = plan_configurations(kFeatures, 40, seed);
    std::set<std::set<std::string>> seen;
    for (size_t i = 0; i < plan.configurations.size(); ++i) {
      const auto& omitted = plan.configurations[i].omitted;
      CHECK(seen.insert(omitted).second);
      if (i > 0) CHECK_FALSE(omitted.empty());
      CHECK(omitted.size() < kFeatures.size());
    }
  }
}

TEST_CASE("the same seed gives the same plan, another seed another", "[planner]") {
  auto a = plan_configurations(kFeatures, 16, 5);
  auto b = plan_configurations(kFeatures, 16, 5);
  auto c = plan_configurations(kFeatures, 16, 6);
  bool all_equal = true, any_different = false;
  for (size_t i = 0; i < 16; ++i) {
    all_equal &= a.configurations[i].omitted == b.configurations[i].omitted;
    any_different |= a.configurations[i].omitted != c.configurations[i].omitted;
  }
  CHECK(all_equal);
  CHECK(any_different);
}

TEST_CASE("few features: every allowed subset once, and the plan says so", "[planner]") {
  auto plan = plan_configurations({"pop", "push", "top"}, 16, 1);
  // 2^3 subsets minus "all omitted" = 7, configuration 0 included.
  REQUIRE(plan.configurations.size() == 7);
  CHECK(plan.exhaustive);
  std::set<std::set<std::string>> seen;
  for (const auto& c : plan.configurations) seen.insert(c.omitted);
  CHECK(seen.size() == 7);
  CHECK_FALSE(seen.count({"pop", "push", "top"}));
}

TEST_CASE("one feature or none: only configuration 0", "[planner]") {
  CHECK(plan_configurations({"push"}, 8, 1).configurations.size() == 1);
  CHECK(plan_configurations({}, 8, 1).configurations.size() == 1);
  CHECK(plan_configurations(kFeatures, 1, 1).configurations.size() == 1);
}
