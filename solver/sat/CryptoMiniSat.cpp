// CryptoMiniSat behind the SatSolver interface.
//
// Why a second SAT solver: on the CNFs of floating-point programs
// (adders, multipliers and dividers of IEEE circuits, full of xors and
// carries) CaDiCaL 1.5.3 is 1.5-10x slower than MiniSat-family solvers on
// the very same clauses, CBMC's own CNF included
// (benchmarks/results/2026-11-27-float/cnf_solvers.md and
// 2026-11-27-cms/). CryptoMiniSat (Debian's libcryptominisat5-dev) is the
// maintained MiniSat descendant Debian ships as a library.
//
// Stopping: CryptoMiniSat polls an atomic flag that it is given at
// construction; terminate() raises it. Like CaDiCaL it may take a while
// between polls, so solve() runs as an abandonable call
// (AbandonableCall.h) and the instance lives in an CmsEngine held by
// shared_ptr, owned by an abandoned search until it returns.
#include <cryptominisat5/cryptominisat.h>

#include <atomic>
#include <cstdlib>
#include <memory>
#include <vector>

#include "solver/AbandonableCall.h"
#include "SatSolver.h"

namespace swarmbmc::solver::sat {
namespace {

/// The instance and the flag it polls, owned jointly by the adapter and a
/// running search.
struct CmsEngine {
  CmsEngine() : solver(nullptr, &raised) {}
  std::atomic<bool> raised{false};  ///< declared first: the solver keeps its address
  CMSat::SATSolver solver;
};

CMSat::Lit to_cms(Lit lit) { return CMSat::Lit(static_cast<uint32_t>(std::abs(lit) - 1), lit < 0); }

class CryptoMiniSatSat final : public SatSolver {
 public:
  explicit CryptoMiniSatSat(const std::atomic<bool>* stop) : engine_(std::make_shared<CmsEngine>()), stop_(stop) {}

  int new_var() override { return ++vars_; }
  int num_vars() const override { return vars_; }
  void add(Lit lit) override {
    if (abandoned_) return;  // the engine belongs to the search now
    if (lit != 0) {
      clause_.push_back(to_cms(lit));
      return;
    }
    declare_vars();
    engine_->solver.add_clause(clause_);
    clause_.clear();
  }
  void assume(Lit lit) override { assumptions_.push_back(to_cms(lit)); }

  SatResult solve() override {
    const std::vector<CMSat::Lit> assumed = std::move(assumptions_);
    assumptions_.clear();
    if (abandoned_ || stopped()) return SatResult::Unknown;
    declare_vars();
    if (conflict_limit_ >= 0) engine_->solver.set_max_confl(static_cast<uint64_t>(conflict_limit_));
    conflict_limit_ = -1;
    auto result = std::make_shared<CMSat::lbool>(CMSat::l_Undef);
    const bool returned = call_abandonably(
        [engine = engine_, result, assumed] { *result = engine->solver.solve(assumed.empty() ? nullptr : &assumed); },
        [this] { return stopped(); });
    if (!returned) {
      engine_->raised.store(true);
      abandoned_ = true;
      return SatResult::Unknown;
    }
    if (*result == CMSat::l_True) return SatResult::Sat;
    if (*result == CMSat::l_False) return SatResult::Unsat;
    return SatResult::Unknown;
  }

  bool value(Lit lit) override {
    const auto& model = engine_->solver.get_model();
    const size_t var = static_cast<size_t>(std::abs(lit) - 1);
    // A variable the solver never saw: any value is a model, take false.
    const bool positive = !abandoned_ && var < model.size() && model[var] == CMSat::l_True;
    return lit > 0 ? positive : !positive;
  }

  void terminate() override { engine_->raised.store(true); }
  void limit_conflicts(int conflicts) override { conflict_limit_ = conflicts; }

 private:
  bool stopped() const {
    return engine_->raised.load(std::memory_order_relaxed) || (stop_ && stop_->load(std::memory_order_relaxed));
  }
  /// CryptoMiniSat wants variables declared before a clause mentions them.
  void declare_vars() {
    const auto known = static_cast<int>(engine_->solver.nVars());
    if (known < vars_) engine_->solver.new_vars(static_cast<size_t>(vars_ - known));
  }

  std::shared_ptr<CmsEngine> engine_;
  const std::atomic<bool>* stop_;
  std::vector<CMSat::Lit> clause_;
  std::vector<CMSat::Lit> assumptions_;
  bool abandoned_ = false;
  int vars_ = 0;
  int conflict_limit_ = -1;
};

}  // namespace

std::unique_ptr<SatSolver> make_cryptominisat(const std::atomic<bool>* stop) {
  return std::make_unique<CryptoMiniSatSat>(stop);
}

}  // namespace swarmbmc::solver::sat
