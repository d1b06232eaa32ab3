// AbandonableCall: a stopped caller returns without waiting for the call,
// which then ends on its own and is counted until it does.
#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <memory>
#include <thread>

#include "solver/AbandonableCall.h"
#include "solver/sat/SatSolver.h"

using namespace swarmbmc::solver;
using Clock = std::chrono::steady_clock;

namespace {

/// Polls `condition` for up to five seconds.
template <class Condition>
bool eventually(Condition condition) {
  const auto until = Clock::now() + std::chrono::seconds(5);
  while (!condition()) {
    if (Clock::now() > until) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  return true;
}

/// Pigeonhole: `holes + 1` pigeons in `holes` holes; unsatisfiable and hard
/// for CDCL from about 10 holes on.
void add_pigeonhole(sat::SatSolver& s, int holes) {
  const int pigeons = holes + 1;
  std::vector<std::vector<sat::Lit>> in(pigeons, std::vector<sat::Lit>(holes));
  for (auto& row : in)
    for (sat::Lit& l : row) l = s.new_var();
  for (const auto& row : in) s.add_clause(row);
  for (int h = 0; h < holes; ++h)
    for (int p = 0; p < pigeons; ++p)
      for (int q = p + 1; q < pigeons; ++q) s.add_clause({-in[p][h], -in[q][h]});
}

}  // namespace

TEST_CASE("a call that returns is waited for", "[abandon]") {
  int value = 0;
  CHECK(call_abandonably([&] { value = 42; }, [] { return false; }));
  CHECK(value == 42);
}

TEST_CASE("a stopped caller returns at once and the call is counted until it returns", "[abandon]") {
  const int running_before = abandoned_calls_running();
  const int total_before = abandoned_calls_total();
  auto release = std::make_shared<std::atomic<bool>>(false);
  auto finished = std::make_shared<std::atomic<bool>>(false);
  std::atomic<bool> stop{false};
  std::thread stopper([&, release] {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    stop.store(true);
    // A caller that waited for the call would hang: release it after 3 s,
    // and the checks below fail instead.
    const auto until = Clock::now() + std::chrono::seconds(3);
    while (!release->load() && Clock::now() < until) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    release->store(true);
  });
  const auto start = Clock::now();
  const bool returned = call_abandonably(
      [release, finished] {
        while (!release->load()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
        finished->store(true);
      },
      [&] { return stop.load(); });
  const double waited_ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
  CHECK_FALSE(returned);
  CHECK_FALSE(finished->load());  // the call is still blocked: the caller did not wait for it
  CHECK(waited_ms < 2000);        // 20 ms and a poll, with room for a loaded machine
  CHECK(abandoned_calls_running() == running_before + 1);
  CHECK(abandoned_calls_total() == total_before + 1);
  release->store(true);
  stopper.join();
  CHECK(eventually([&] { return abandoned_calls_running() == running_before; }));
  CHECK(finished->load());
  CHECK(abandoned_calls_total() == total_before + 1);
}

TEST_CASE("a SAT search stopped from outside returns Unknown and may be destroyed at once", "[abandon][sat]") {
  for (auto make : {sat::make_cadical, sat::make_cryptominisat}) {
    std::atomic<bool> stop{false};
    auto s = make(&stop);
    add_pigeonhole(*s, 12);
    std::thread stopper([&] {
      std::this_thread::sleep_for(std::chrono::milliseconds(200));
      stop.store(true);
    });
    const auto start = std::chrono::steady_clock::now();
    const sat::SatResult result = s->solve();
    stopper.join();
    CHECK(result == sat::SatResult::Unknown);
    CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(5));
    // If the search was abandoned it still runs: it must own its solver
    // (the sanitizer build would report a use after free otherwise).
    CHECK(s->solve() == sat::SatResult::Unknown);  // terminated stays terminated
    s.reset();
    CHECK(eventually([] { return abandoned_calls_running() == 0; }));
  }
}
