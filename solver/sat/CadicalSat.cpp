// CaDiCaL behind the SatSolver interface.
//
// CaDiCaL's own terminate() may only be called while the solver is in a
// valid state (its API contract aborts the process otherwise, e.g. in the
// middle of a clause), so the asynchronous stop is an atomic flag that a
// Terminator callback reports to CaDiCaL whenever it polls.
//
// CaDiCaL does not poll inside its long steps (garbage collection,
// subsumption, vivification, elimination: up to ~0.45 s apart on 800k
// clauses), so solve() runs as an abandonable call (AbandonableCall.h): a
// stopped caller returns Unknown within a millisecond or two and the
// search ends on its own at the next poll. That is why the CaDiCaL
// instance and its flag live in an CadicalEngine held by shared_ptr: an abandoned
// search owns it until it returns.
#include <cadical.hpp>

#include <atomic>
#include <memory>

#include "solver/AbandonableCall.h"
#include "SatSolver.h"

namespace swarmbmc::solver::sat {
namespace {

class StopFlag final : public CaDiCaL::Terminator {
 public:
  explicit StopFlag(const std::atomic<bool>* external) : external_(external) {}
  /// `raised` first: once a search is abandoned, `external` may be gone.
  bool terminate() override {
    return raised.load(std::memory_order_relaxed) || (external_ && external_->load(std::memory_order_relaxed));
  }
  std::atomic<bool> raised{false};

 private:
  const std::atomic<bool>* external_;
};

/// The CaDiCaL instance and the flag it polls, owned jointly by the
/// CadicalSat and a running search.
struct CadicalEngine {
  explicit CadicalEngine(const std::atomic<bool>* stop) : stop(stop) {
    // CaDiCaL prints some messages (e.g. "found falsified original clause")
    // on stdout unless told to be quiet; our stdout is the user's report.
    solver.set("quiet", 1);
    solver.connect_terminator(&this->stop);
  }
  ~CadicalEngine() { solver.disconnect_terminator(); }
  CaDiCaL::Solver solver;
  StopFlag stop;
};

class CadicalSat final : public SatSolver {
 public:
  explicit CadicalSat(const std::atomic<bool>* stop) : engine_(std::make_shared<CadicalEngine>(stop)) {}

  int new_var() override { return ++vars_; }
  int num_vars() const override { return vars_; }
  // Once a search is abandoned the solver stays terminated: what comes
  // after is dropped, and solve() answers Unknown at once.
  void add(Lit lit) override {
    if (!abandoned_) engine_->solver.add(lit);
  }
  void assume(Lit lit) override {
    if (!abandoned_) engine_->solver.assume(lit);
  }

  SatResult solve() override {
    if (engine_->stop.terminate()) return SatResult::Unknown;
    auto result = std::make_shared<int>(0);
    bool returned = false;
    try {
      returned = call_abandonably([engine = engine_, result] { *result = engine->solver.solve(); },
                                  [this] { return engine_->stop.terminate(); });
    } catch (...) {
      // A search that threw (std::bad_alloc) leaves CaDiCaL in its invalid
      // state, in which every further call, its destructor's included, is a
      // fatal API error: the engine is never destroyed.
      new std::shared_ptr<CadicalEngine>(engine_);
      abandoned_ = true;
      throw;
    }
    if (!returned) {
      // The search still runs and may outlive the external flag it polls.
      engine_->stop.raised.store(true);
      abandoned_ = true;
      return SatResult::Unknown;
    }
    switch (*result) {
      case 10: return SatResult::Sat;
      case 20: return SatResult::Unsat;
      default: return SatResult::Unknown;
    }
  }

  bool value(Lit lit) override {
    // Variables that no clause mentions are unknown to CaDiCaL: any value is
    // a model, take false.
    if (abandoned_ || std::abs(lit) > engine_->solver.vars()) return lit < 0;
    return engine_->solver.val(lit) > 0;
  }

  void terminate() override { engine_->stop.raised.store(true); }
  void limit_conflicts(int conflicts) override {
    if (!abandoned_) engine_->solver.limit("conflicts", conflicts);
  }

 private:
  std::shared_ptr<CadicalEngine> engine_;
  bool abandoned_ = false;  ///< then the engine belongs to the search: no call may touch it
  int vars_ = 0;
};

}  // namespace

std::unique_ptr<SatSolver> make_cadical(const std::atomic<bool>* stop) {
  return std::make_unique<CadicalSat>(stop);
}

}  // namespace swarmbmc::solver::sat
