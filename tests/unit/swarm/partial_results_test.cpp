// partial_results: which configurations' "no counterexample" is a partial
// result, and the statement each makes.
#include <catch2/catch.hpp>

#include "swarm/PartialResults.h"
#include "swarm/Ranges.h"

using namespace swarmbmc;
using swarm::ConfigurationReport;
using swarm::Outcome;

namespace {

ConfigurationReport finished(unsigned index, std::set<std::string> omitted, encoder::Verdict verdict) {
  ConfigurationReport c;
  c.configuration = swarm::Configuration(index, std::move(omitted));
  c.result.verdict = verdict;
  c.outcome = verdict == encoder::Verdict::Failed ? Outcome::Counterexample : Outcome::NoCounterexample;
  c.wall_ms = 12.5;
  return c;
}

}  // namespace

TEST_CASE("partial results: one per narrowed configuration without a counterexample", "[swarm][partial]") {
  swarm::SwarmReport report;
  report.depth = 7;
  report.configurations.push_back(finished(0, {}, encoder::Verdict::Bounded));              // the whole program
  report.configurations.push_back(finished(1, {"pop", "top"}, encoder::Verdict::Verified));
  report.configurations.push_back(finished(2, {"push"}, encoder::Verdict::Bounded));
  report.configurations.push_back(finished(3, {"pop"}, encoder::Verdict::Failed));          // a counterexample
  ConfigurationReport stopped = finished(4, {"top"}, encoder::Verdict::Verified);
  stopped.outcome = Outcome::Stopped;
  report.configurations.push_back(stopped);
  report.configurations[2].result.unmodelled_functions = {"getcwd"};

  const std::vector<swarm::PartialResult> partials = swarm::partial_results(report);
  REQUIRE(partials.size() == 2);
  CHECK(partials[0].configuration == 1);
  CHECK(partials[0].answer == "VERIFIED");
  CHECK(partials[0].depth == 7);
  CHECK(partials[0].wall_ms == 12.5);
  CHECK(partials[0].statement ==
        "no execution without the events pop, top fails a property (every loop of those executions unwound within "
        "depth 7)");
  CHECK(partials[1].configuration == 2);
  CHECK(partials[1].answer == "BOUNDED");
  CHECK(partials[1].statement ==
        "within depth 7, no execution without the event push fails a property (BOUNDED: some loop needs more)");
  CHECK(partials[1].assumptions == std::vector<std::string>{"assuming 1 unmodelled function: getcwd"});
}

TEST_CASE("partial results: a range of configuration 0 speaks of its paths", "[swarm][partial]") {
  swarm::SwarmReport report;
  report.depth = 3;
  ConfigurationReport range = finished(0, {}, encoder::Verdict::Verified);
  auto spec = std::make_shared<swarm::RangeSpec>();
  spec->index = 1;
  spec->count = 4;
  range.configuration.range = spec;
  report.configurations.push_back(range);
  const std::vector<swarm::PartialResult> partials = swarm::partial_results(report);
  REQUIRE(partials.size() == 1);
  CHECK(partials[0].range == "range 2/4");
  CHECK(partials[0].statement ==
        "no execution in range 2/4 fails a property (every loop of those executions unwound within depth 3)");
}
