// CaDiCaL behind the SatSolver interface.
//
// CaDiCaL's own terminate() may only be called while the solver is in a
// valid state (its API contract aborts the process otherwise, e.g. in the
// middle of a clause), so the asynchronous stop is an atomic flag that a
// Terminator callback reports to CaDiCaL whenever it polls.
#include <cadical.hpp>

#include <atomic>

#include "SatSolver.h"

namespace swarmbmc::solver::sat {
namespace {

class StopFlag final : public CaDiCaL::Terminator {
 public:
  explicit StopFlag(const std::atomic<bool>* external) : external_(external) {}
  bool terminate() override {
    return raised.load(std::memory_order_relaxed) || (external_ && external_->load(std::memory_order_relaxed));
  }
  std::atomic<bool> raised{false};

 private:
  const std::atomic<bool>* external_;
};

class CadicalSat final : public SatSolver {
 public:
  explicit CadicalSat(const std::atomic<bool>* stop) : stop_(stop) {
    // CaDiCaL prints some messages (e.g. "found falsified original clause")
    // on stdout unless told to be quiet; our stdout is the user's report.
    solver_.set("quiet", 1);
    solver_.connect_terminator(&stop_);
  }
  ~CadicalSat() override { solver_.disconnect_terminator(); }

  int new_var() override { return ++vars_; }
  int num_vars() const override { return vars_; }
  void add(Lit lit) override { solver_.add(lit); }
  void assume(Lit lit) override { solver_.assume(lit); }

  SatResult solve() override {
    if (stop_.terminate()) return SatResult::Unknown;
    switch (solver_.solve()) {
      case 10: return SatResult::Sat;
      case 20: return SatResult::Unsat;
      default: return SatResult::Unknown;
    }
  }

  bool value(Lit lit) override {
    // Variables that no clause mentions are unknown to CaDiCaL: any value is
    // a model, take false.
    if (std::abs(lit) > solver_.vars()) return lit < 0;
    return solver_.val(lit) > 0;
  }

  void terminate() override { stop_.raised.store(true); }
  void limit_conflicts(int conflicts) override { solver_.limit("conflicts", conflicts); }

 private:
  CaDiCaL::Solver solver_;
  StopFlag stop_;
  int vars_ = 0;
};

}  // namespace

std::unique_ptr<SatSolver> make_cadical(const std::atomic<bool>* stop) {
  return std::make_unique<CadicalSat>(stop);
}

}  // namespace swarmbmc::solver::sat
