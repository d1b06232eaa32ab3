// Cancellation: the first counterexample stops the other workers, and an
// external interrupt (Ctrl-C) stops everything, both promptly.
#include <catch2/catch.hpp>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include <chrono>
#include <thread>

#include "Frontend.h"
#include "Runner.h"

using namespace swarmbmc;

namespace {
std::unique_ptr<llvm::Module> load(llvm::LLVMContext& context) {
  return frontend::load_program(std::string(SWARMBMC_TEST_DATA) + "/hard_and_easy.c", {}, context);
}
swarm::SwarmOptions options(unsigned jobs, std::atomic<bool>* interrupt) {
  swarm::SwarmOptions o;
  o.jobs = jobs;
  o.verify.depth = 2;
  o.interrupt = interrupt;
  return o;
}
}  // namespace

TEST_CASE("the first counterexample stops a worker stuck on a hard configuration", "[swarm][cancel]") {
  llvm::LLVMContext context;
  auto module = load(context);
  swarm::Plan plan;
  plan.configurations = {{0, {"easy"}}, {1, {"hard"}}};  // hard only, easy only
  const auto start = std::chrono::steady_clock::now();
  swarm::SwarmReport report = swarm::run_swarm(*module, plan, options(2, nullptr));
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  REQUIRE(report.winner.has_value());
  CHECK(*report.winner == 1);
  CHECK(report.configurations[0].outcome == swarm::Outcome::Stopped);
  CHECK(report.replayed);
  CHECK(report.final.verdict == encoder::Verdict::Failed);
  CHECK(report.stop_latency_ms < 2000);
  CHECK(seconds < 10);
}

TEST_CASE("an interrupt stops every worker and the verdict is UNKNOWN", "[swarm][cancel]") {
  llvm::LLVMContext context;
  auto module = load(context);
  swarm::Plan plan;
  plan.configurations = {{0, {"easy"}}};
  std::atomic<bool> interrupt{false};
  std::thread raiser([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    interrupt.store(true);
  });
  const auto start = std::chrono::steady_clock::now();
  swarm::SwarmReport report = swarm::run_swarm(*module, plan, options(1, &interrupt));
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  raiser.join();
  CHECK_FALSE(report.winner.has_value());
  CHECK(report.interrupted);
  CHECK(report.final.verdict == encoder::Verdict::Unknown);
  CHECK(report.final.reason.rfind("interrupted while ", 0) == 0);
  CHECK(seconds < 5);
}
