// Input-domain swarms (--swarm-choices): the one notion of a complete
// configuration, the drawn plan (swarm/ChoicePlan) and the runner's
// soundness with configurations that restrict choices: their "no
// counterexample" proves nothing, their counterexample is real.
#include <catch2/catch.hpp>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include <set>

#include "swarm/ChoicePlan.h"
#include "swarm/EncodingChoice.h"
#include "frontend/Frontend.h"
#include "swarm/Ranges.h"
#include "swarm/Runner.h"

using namespace swarmbmc;

namespace {

encoder::ChoiceRules rules_of(std::initializer_list<const char*> texts) {
  encoder::ChoiceRules rules;
  std::string error;
  for (const char* text : texts) rules.rules.push_back(*encoder::parse_choice_rule(text, error));
  return rules;
}

std::vector<encoder::ChoiceCandidate> two_candidates() {
  encoder::ChoiceCandidate size{"main::size", {}, {96, 16}}, tag{"main::tag", {}, {1234}};
  size.type.is_signed = false;
  return {size, tag};
}

swarm::Configuration restricted(unsigned index, const char* rule) {
  swarm::Configuration configuration(index);
  configuration.choices = rules_of({rule});
  return configuration;
}

}  // namespace

TEST_CASE("complete: omits nothing, restricts no choice, checks no range", "[swarm][choices]") {
  CHECK(swarm::Configuration(0).complete());
  CHECK_FALSE(swarm::Configuration(1, {"pop"}).complete());
  CHECK(swarm::Configuration(1, {"pop"}).narrowed());
  const swarm::Configuration chosen = restricted(2, "main::x=boundary");
  CHECK_FALSE(chosen.complete());
  CHECK(chosen.narrowed());
  swarm::Configuration any(3);
  any.choices = rules_of({"main::x=any"});  // `any` restricts nothing
  CHECK(any.complete());
  swarm::Configuration ranged(0, {}, std::make_shared<swarm::RangeSpec>());
  CHECK_FALSE(ranged.complete());
  CHECK_FALSE(ranged.narrowed());  // the ranges together are the whole
}

TEST_CASE("drawn plan: configuration 0 complete, the rest restricted, distinct, up to the request", "[swarm][choices]") {
  const swarm::Plan features_none = swarm::plan_configurations({}, 6, 1);
  REQUIRE(features_none.configurations.size() == 1);
  const swarm::Plan plan = swarm::with_choice_restrictions(features_none, two_candidates(), {}, 1);
  REQUIRE(plan.configurations.size() == 6);
  CHECK_FALSE(plan.exhaustive);
  CHECK(plan.configurations[0].complete());
  std::set<std::string> seen;
  for (size_t i = 0; i < plan.configurations.size(); ++i) {
    const swarm::Configuration& c = plan.configurations[i];
    CHECK(c.index == i);
    CHECK(seen.insert(c.choices.file_text()).second);
    if (i > 0) CHECK(c.restricts_choices());
  }
}

TEST_CASE("drawn plan: reproducible by seed; omissions kept as planned", "[swarm][choices]") {
  const swarm::Plan omitting = swarm::plan_configurations({"a", "b", "c", "d", "e"}, 8, 3);
  auto text = [](const swarm::Plan& plan) {
    std::string all;
    for (const swarm::Configuration& c : plan.configurations)
      all += swarm::describe_restrictions(c) + "|";
    return all;
  };
  const swarm::Plan once = swarm::with_choice_restrictions(omitting, two_candidates(), {}, 3);
  CHECK(text(once) == text(swarm::with_choice_restrictions(omitting, two_candidates(), {}, 3)));
  CHECK(text(once) != text(swarm::with_choice_restrictions(omitting, two_candidates(), {}, 4)));
  REQUIRE(once.configurations.size() == omitting.configurations.size());
  for (size_t i = 0; i < once.configurations.size(); ++i)
    CHECK(once.configurations[i].omitted == omitting.configurations[i].omitted);
  CHECK(once.configurations[0].complete());
}

TEST_CASE("drawn plan: a choice the user restricts is left to the user's rule", "[swarm][choices]") {
  const swarm::Plan plan = swarm::with_choice_restrictions(swarm::plan_configurations({}, 6, 1), two_candidates(),
                                                           rules_of({"main::size=set(5)"}), 1);
  CHECK(plan.configurations.size() > 1);
  for (const swarm::Configuration& c : plan.configurations)
    for (const encoder::ChoiceRule& rule : c.choices.rules) CHECK(rule.pattern == "main::tag");
  const swarm::Plan none = swarm::with_choice_restrictions(swarm::plan_configurations({}, 6, 1), {}, {}, 1);
  CHECK(none.configurations.size() == 1);  // nothing to draw: the plan as it was
}

TEST_CASE("ranges split only the configuration that is not narrowed", "[swarm][choices]") {
  swarm::Plan plan;
  plan.configurations = {swarm::Configuration(0), restricted(1, "main::x=boundary"), swarm::Configuration(2, {"f"})};
  const swarm::Plan ranged = swarm::with_ranges(plan, 3, 1);
  unsigned ranges = 0, narrowed = 0;
  for (const swarm::Configuration& c : ranged.configurations) {
    if (c.range) CHECK_FALSE(c.narrowed());
    ranges += c.range != nullptr;
    narrowed += c.narrowed();
  }
  CHECK(ranges == 3);
  CHECK(narrowed == 2);
}

TEST_CASE("restricted choices force the sliced encoding", "[swarm][choices]") {
  std::vector<swarm::ConfigurationReport> reports(2);
  reports[1].configuration = restricted(1, "main::x=boundary");
  for (swarm::Encoding e : {swarm::Encoding::Auto, swarm::Encoding::Shared, swarm::Encoding::SharedIncremental})
    CHECK(swarm::decide_encoding(e, reports).chosen == swarm::Encoding::Sliced);
}

TEST_CASE("a restricted configuration's counterexample is real; its proof proves nothing", "[swarm][choices]") {
  llvm::LLVMContext context;
  auto module = frontend::load_program(std::string(SWARMBMC_TEST_DATA) + "/choice_magic.c", {}, context);
  swarm::SwarmOptions options;
  options.verify.depth = 2;
  options.jobs = 1;
  swarm::Plan plan;
  SECTION("the restriction holds the bug: FAILED, replayed on the whole program") {
    plan.configurations = {restricted(0, "main::x=threshold(7,1)")};
    const swarm::SwarmReport report = swarm::run_swarm(*module, plan, options);
    CHECK(report.final.verdict == encoder::Verdict::Failed);
    CHECK(report.replayed);
  }
  SECTION("the bug lies outside: no complete configuration, so no proof") {
    plan.configurations = {restricted(0, "main::x=set(1,2,3)"), restricted(1, "main::x=boundary")};
    const swarm::SwarmReport report = swarm::run_swarm(*module, plan, options);
    CHECK(report.final.verdict == encoder::Verdict::Unknown);
    CHECK(report.final.reason.find("cannot show the program safe") != std::string::npos);
  }
  SECTION("the bug lies outside, configuration 0 beside: its FAILED decides") {
    plan.configurations = {swarm::Configuration(0), restricted(1, "main::x=set(1,2,3)")};
    options.run_all = true;
    const swarm::SwarmReport report = swarm::run_swarm(*module, plan, options);
    CHECK(report.final.verdict == encoder::Verdict::Failed);
    REQUIRE(report.winner);
    CHECK(*report.winner == 0);
    CHECK(report.configurations[1].outcome == swarm::Outcome::NoCounterexample);
  }
}
