// FreshPerSolve: a SatSolver that keeps every clause and answers each
// solve() with a fresh instance of the real solver, to which it gives the
// clauses and the assumptions as unit clauses.
//
// Why not one incremental instance with assumptions: CaDiCaL skips its
// "lucky" phases (trying simple constant and propagation-driven
// assignments) whenever assumptions are present, and those phases find the
// counterexamples of typical BMC formulas at once: examples/stack.c at depth
// 80 took 4.4 s under an assumption and 11 ms with the same literal as a
// unit. Unit assumptions also let preprocessing simplify at the root.
// Re-adding the clauses costs a few milliseconds per query; what an
// incremental solver would have learnt is lost, except the one thing each
// unsatisfiable query proves: the negation of its assumptions, which is
// kept as a clause for the next queries.
//
// terminate() raises one flag that every instance, current or future,
// polls: it stays terminated.
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

#include "SatSolver.h"

namespace swarmbmc::solver::sat {

class FreshPerSolve final : public SatSolver {
 public:
  /// Makes a fresh solver that stops when `*stop` is raised.
  using Factory = std::function<std::unique_ptr<SatSolver>(const std::atomic<bool>* stop)>;

  explicit FreshPerSolve(Factory factory) : factory_(std::move(factory)) {}

  int new_var() override { return ++vars_; }
  int num_vars() const override { return vars_; }
  void add(Lit lit) override {
    current_.reset();  // IPASIR: adding ends the model
    literals_.push_back(lit);
  }
  void assume(Lit lit) override {
    current_.reset();
    assumptions_.push_back(lit);
  }

  SatResult solve() override {
    current_.reset();  // the last instance's memory first
    const std::vector<Lit> assumed = std::move(assumptions_);
    assumptions_.clear();
    if (stop_.load()) return SatResult::Unknown;
    current_ = factory_(&stop_);
    for (int v = 0; v < vars_; ++v) current_->new_var();
    // Copying a million literals takes tens of milliseconds: look at the
    // stop flag on the way, as CaDiCaL does while it solves.
    for (size_t i = 0; i < literals_.size(); ++i) {
      if ((i & 0xffff) == 0 && stop_.load(std::memory_order_relaxed)) {
        // Not freed here: freeing a partly filled CaDiCaL took ~50 ms of a
        // stop. The next solve() or the destructor frees it.
        return SatResult::Unknown;
      }
      current_->add(literals_[i]);
    }
    for (Lit lit : assumed) current_->add_clause({lit});
    if (conflict_limit_ >= 0) current_->limit_conflicts(conflict_limit_);
    conflict_limit_ = -1;
    const SatResult result = current_->solve();
    if (result == SatResult::Unsat) {
      // The clauses imply that not all of the assumptions hold.
      for (Lit lit : assumed) literals_.push_back(-lit);
      literals_.push_back(0);
    }
    return result;
  }

  /// After Sat, until the next add/assume/solve.
  bool value(Lit lit) override { return current_ && current_->value(lit); }
  void terminate() override { stop_.store(true); }
  void limit_conflicts(int conflicts) override { conflict_limit_ = conflicts; }

 private:
  Factory factory_;
  std::atomic<bool> stop_{false};
  int vars_ = 0;
  std::vector<Lit> literals_;  ///< every clause, each ended by 0
  std::vector<Lit> assumptions_;
  int conflict_limit_ = -1;  ///< for the next solve() only; -1 = none
  std::unique_ptr<SatSolver> current_;
};

}  // namespace swarmbmc::solver::sat
