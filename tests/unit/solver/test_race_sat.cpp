// sat/RaceSat: the first definite answer of two racing SAT solvers wins,
// the other is stopped, and the model is the winner's.
#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <memory>
#include <thread>

#include "solver/sat/SatSolver.h"

using namespace swarmbmc::solver::sat;

namespace {

/// A contender that never answers: its solve() waits for terminate().
class Stalling final : public SatSolver {
 public:
  explicit Stalling(std::shared_ptr<std::atomic<bool>> terminated) : terminated_(std::move(terminated)) {}
  int new_var() override { return ++vars_; }
  int num_vars() const override { return vars_; }
  void add(Lit) override {}
  void assume(Lit) override {}
  SatResult solve() override {
    while (!terminated_->load()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    return SatResult::Unknown;
  }
  bool value(Lit) override { return false; }
  void terminate() override { terminated_->store(true); }

 private:
  std::shared_ptr<std::atomic<bool>> terminated_;
  int vars_ = 0;
};

}  // namespace

TEST_CASE("a race answers with the contender that answers and stops the other", "[sat][race]") {
  for (bool stalling_first : {true, false}) {
    auto stopped = std::make_shared<std::atomic<bool>>(false);
    auto stalling = std::make_unique<Stalling>(stopped);
    auto race = stalling_first ? make_race(std::move(stalling), make_cryptominisat())
                               : make_race(make_cadical(), std::move(stalling));
    const Lit a = race->new_var(), b = race->new_var();
    race->add_clause({a, b});
    race->add_clause({-a});
    CHECK(race->solve() == SatResult::Sat);
    CHECK(stopped->load());
    CHECK(race->value(b));  // the winner's model
    CHECK_FALSE(race->value(a));
  }
}

TEST_CASE("a race of CaDiCaL and CryptoMiniSat agrees with each on unsat and under assumptions", "[sat][race]") {
  auto race = make_race(make_cadical(), make_cryptominisat());
  const Lit a = race->new_var(), b = race->new_var();
  race->add_clause({a, b});
  race->assume(-a);
  race->assume(-b);
  CHECK(race->solve() == SatResult::Unsat);
}

TEST_CASE("an external stop ends a race with Unknown", "[sat][race]") {
  std::atomic<bool> stop{false};
  auto race = make_race(make_cadical(&stop), make_cryptominisat(&stop));
  // Pigeonhole 12 into 11: minutes for either solver.
  const int pigeons = 12, holes = 11;
  auto var = [&](int p, int h) { return p * holes + h + 1; };
  for (int v = 0; v < pigeons * holes; ++v) race->new_var();
  for (int p = 0; p < pigeons; ++p) {
    std::vector<Lit> clause;
    for (int h = 0; h < holes; ++h) clause.push_back(var(p, h));
    race->add_clause(clause);
  }
  for (int h = 0; h < holes; ++h)
    for (int p = 0; p < pigeons; ++p)
      for (int q = p + 1; q < pigeons; ++q) race->add_clause({-var(p, h), -var(q, h)});
  std::thread stopper([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    stop.store(true);
  });
  const auto start = std::chrono::steady_clock::now();
  CHECK(race->solve() == SatResult::Unknown);
  stopper.join();
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(5));
}
