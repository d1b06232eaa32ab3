// RaceSat: two SAT solvers given the same clauses, racing on each solve().
//
// Why: on the CNFs of floating-point programs CaDiCaL and CryptoMiniSat
// are complementary rather than one better than the other
// (benchmarks/results/2026-11-27-cms/float_compare.md): CryptoMiniSat
// proves pid ok in 0.79 s where CaDiCaL takes 2.4 s, CaDiCaL finds
// normalize's and variance's counterexamples in 0.2-0.5 s where
// CryptoMiniSat takes 8-10 s, and only CaDiCaL proves kahan ok within a
// minute. Racing both costs a second core and twice the clause memory and
// answers as fast as the faster of the two.
//
// Each contender solves on its own thread; the first definite answer
// wins and the other is terminated (its own solve() is abandonable, so
// joining it takes a millisecond or two). The model is the winner's.
#include <atomic>
#include <memory>
#include <thread>
#include <vector>

#include "SatSolver.h"

namespace swarmbmc::solver::sat {
namespace {

class RaceSat final : public SatSolver {
 public:
  RaceSat(std::unique_ptr<SatSolver> first, std::unique_ptr<SatSolver> second) {
    contenders_.push_back(std::move(first));
    contenders_.push_back(std::move(second));
  }

  int new_var() override {
    for (auto& c : contenders_) c->new_var();
    return ++vars_;
  }
  int num_vars() const override { return vars_; }
  void add(Lit lit) override {
    winner_ = nullptr;
    for (auto& c : contenders_) c->add(lit);
  }
  void assume(Lit lit) override {
    winner_ = nullptr;
    for (auto& c : contenders_) c->assume(lit);
  }

  SatResult solve() override {
    winner_ = nullptr;
    std::vector<SatResult> results(contenders_.size(), SatResult::Unknown);
    std::atomic<int> first{-1};
    auto run = [&](size_t k) {
      results[k] = contenders_[k]->solve();
      int none = -1;
      if (results[k] != SatResult::Unknown && first.compare_exchange_strong(none, static_cast<int>(k)))
        for (size_t other = 0; other < contenders_.size(); ++other)
          if (other != k) contenders_[other]->terminate();
    };
    std::thread second([&] { run(1); });
    run(0);
    second.join();
    const int won = first.load();
    if (won < 0) return SatResult::Unknown;
    winner_ = contenders_[static_cast<size_t>(won)].get();
    return results[static_cast<size_t>(won)];
  }

  bool value(Lit lit) override { return winner_ ? winner_->value(lit) : lit < 0; }
  void terminate() override {
    for (auto& c : contenders_) c->terminate();
  }
  void limit_conflicts(int conflicts) override {
    for (auto& c : contenders_) c->limit_conflicts(conflicts);
  }

 private:
  std::vector<std::unique_ptr<SatSolver>> contenders_;
  SatSolver* winner_ = nullptr;  ///< after a definite solve(), until the next add/assume/solve
  int vars_ = 0;
};

}  // namespace

std::unique_ptr<SatSolver> make_race(std::unique_ptr<SatSolver> first, std::unique_ptr<SatSolver> second) {
  return std::make_unique<RaceSat>(std::move(first), std::move(second));
}

}  // namespace swarmbmc::solver::sat
