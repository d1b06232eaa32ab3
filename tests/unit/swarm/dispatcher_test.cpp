// The runner with a dispatcher (SwarmOptions::dispatcher): configurations
// leave in the start order, results come back through `returned`, and the
// runner still decides: the first counterexample wins and stops the rest,
// it is replayed here, and what the dispatcher never ran stays not started.
#include <catch2/catch.hpp>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include "swarm/ConfigurationRun.h"
#include "swarm/Dispatcher.h"
#include "frontend/Frontend.h"
#include "swarm/Runner.h"

using namespace swarmbmc;

namespace {

/// Runs configurations one at a time in this process, as one remote worker would.
class InProcessDispatcher final : public swarm::ConfigurationDispatcher {
 public:
  unsigned slots() const override { return 1; }
  void run(swarm::DispatchJob& job) override {
    order.assign(job.start_order->begin(), job.start_order->end());
    for (unsigned slot : order) {
      if (job.stop->load() || job.interrupted()) break;
      swarm::ConfigurationReport& report = (*job.configurations)[slot];
      swarm::run_sliced_configuration(job.bitcode, report, *job.options, job.stop);
      report.rank = 1;
      report.host = "here";
      ran.push_back(slot);
      job.returned(slot);
    }
    job.workers->push_back(swarm::WorkerSummary{1, "here", static_cast<unsigned>(ran.size()), 0, 0, false, "", {}});
  }
  std::vector<unsigned> order, ran;
};

std::unique_ptr<llvm::Module> load_dispatcher_program(llvm::LLVMContext& context) {
  return frontend::load_program(std::string(SWARMBMC_TEST_DATA) + "/hard_and_easy.c", {}, context);
}

}  // namespace

TEST_CASE("a dispatched swarm: first counterexample wins, the rest are not started", "[swarm][dispatch]") {
  llvm::LLVMContext context;
  auto module = load_dispatcher_program(context);
  swarm::Plan plan;
  // Start order: configuration 0 (no omission) first, then the smaller sliced program.
  plan.configurations = {{0, {}}, {1, {"hard"}}, {2, {"easy"}}};
  InProcessDispatcher dispatcher;
  swarm::SwarmOptions options;
  options.verify.depth = 2;
  options.dispatcher = &dispatcher;
  const swarm::SwarmReport report = swarm::run_swarm(*module, plan, options);
  CHECK(report.jobs == 1);
  CHECK(report.encoding.chosen == swarm::Encoding::Sliced);
  REQUIRE(dispatcher.order.size() == 3);
  CHECK(dispatcher.order[0] == 0);
  REQUIRE(report.winner);
  CHECK(*report.winner == 0);  // configuration 0 has the easy bug too
  CHECK(dispatcher.ran == std::vector<unsigned>{0});
  CHECK(report.configurations[0].rank == 1);
  CHECK(report.configurations[0].host == "here");
  CHECK(report.configurations[dispatcher.order[1]].outcome == swarm::Outcome::NotStarted);
  CHECK(report.replayed);
  CHECK(report.final.verdict == encoder::Verdict::Failed);
  CHECK(report.final.trace.size() > 0);  // rebuilt by the replay here
  REQUIRE(report.workers.size() == 1);
  CHECK(report.workers[0].configurations == 1);
}

TEST_CASE("a dispatched swarm with --run-all runs every configuration", "[swarm][dispatch]") {
  llvm::LLVMContext context;
  auto module = load_dispatcher_program(context);
  swarm::Plan plan;
  plan.configurations = {{0, {}}, {1, {"hard"}}};
  InProcessDispatcher dispatcher;
  swarm::SwarmOptions options;
  options.verify.depth = 2;
  options.dispatcher = &dispatcher;
  options.run_all = true;
  const swarm::SwarmReport report = swarm::run_swarm(*module, plan, options);
  CHECK(dispatcher.ran.size() == 2);
  REQUIRE(report.winner);
  CHECK(*report.winner == 0);  // the first to return
  CHECK(report.configurations[1].outcome == swarm::Outcome::Counterexample);
  CHECK(report.configurations[0].start_position == 0);
  CHECK(report.configurations[1].start_position == 1);
}
