// Cancellation: the first counterexample stops the other workers, and an
// external interrupt (Ctrl-C) stops everything, both promptly.
#include <catch2/catch.hpp>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "frontend/Frontend.h"
#include "swarm/Runner.h"

using namespace swarmbmc;

namespace {
std::unique_ptr<llvm::Module> load_cancellation_program(llvm::LLVMContext& context) {
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

// Configuration 0 omits "easy" (only the factoring problem is left: it runs
// until stopped); configuration 1 omits "hard" (a bug found at once).
static swarm::Plan hard_and_easy_plan() {
  swarm::Plan plan;
  plan.configurations = {{0, {"easy"}}, {1, {"hard"}}};
  return plan;
}

TEST_CASE("the first counterexample wins and no worker outlives run_swarm", "[swarm][cancel]") {
  // No schedule is forced: with two jobs the easy configuration may win
  // before the pool ever starts the hard one, so the hard one is either
  // stopped or never started; both are correct.
  llvm::LLVMContext context;
  auto module = load_cancellation_program(context);
  const auto start = std::chrono::steady_clock::now();
  swarm::SwarmReport report = swarm::run_swarm(*module, hard_and_easy_plan(), options(2, nullptr));
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  REQUIRE(report.winner.has_value());
  CHECK(*report.winner == 1);
  const swarm::Outcome hard = report.configurations[0].outcome;
  CHECK((hard == swarm::Outcome::Stopped || hard == swarm::Outcome::NotStarted));
  CHECK(report.replayed);
  CHECK(report.final.verdict == encoder::Verdict::Failed);
  // stop_latency_ms runs from the win to the last worker's return: every
  // worker has returned by then, and a started one returned promptly.
  CHECK(report.stop_latency_ms >= 0);
  CHECK(report.stop_latency_ms < 2000);
  CHECK(seconds < 30);
}

TEST_CASE("the first counterexample stops a worker stuck on a hard configuration", "[swarm][cancel]") {
  // Forced schedule: the easy configuration may only start verifying once
  // the hard one has, so the stop of a running worker is what is tested.
  llvm::LLVMContext context;
  auto module = load_cancellation_program(context);
  std::mutex mutex;
  std::condition_variable hard_started_signal;
  bool hard_started = false;
  bool easy_waited_in_vain = false;
  swarm::SwarmOptions o = options(2, nullptr);
  o.on_verify_start = [&](unsigned index) {
    std::unique_lock lock(mutex);
    if (index == 0) {
      hard_started = true;
      hard_started_signal.notify_all();
      return;
    }
    // Bounded wait: should the pool run both configurations on one thread,
    // the test fails below instead of hanging.
    easy_waited_in_vain = !hard_started_signal.wait_for(lock, std::chrono::seconds(60), [&] { return hard_started; });
  };
  swarm::SwarmReport report = swarm::run_swarm(*module, hard_and_easy_plan(), o);
  REQUIRE_FALSE(easy_waited_in_vain);
  REQUIRE(report.winner.has_value());
  CHECK(*report.winner == 1);
  CHECK(report.configurations[0].outcome == swarm::Outcome::Stopped);
  CHECK(report.configurations[0].result.cancelled());
  CHECK(report.replayed);
  CHECK(report.final.verdict == encoder::Verdict::Failed);
  CHECK(report.stop_latency_ms >= 0);
  CHECK(report.stop_latency_ms < 2000);
}

TEST_CASE("an interrupt stops every worker and the verdict is UNKNOWN", "[swarm][cancel]") {
  llvm::LLVMContext context;
  auto module = load_cancellation_program(context);
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
