// RecordingSat: a SatSolver decorator that keeps a copy of every clause, so
// that a query can be written as DIMACS (--dimacs) for debugging and for
// running other SAT solvers on exactly our CNF.
//
// The recorded CNF is deterministic: variables are numbered in the order the
// bit-blaster creates them, and clauses are kept in the order they were added.
#pragma once

#include <ostream>
#include <string>

#include "SatSolver.h"

namespace swarmbmc::solver::sat {

class RecordingSat final : public SatSolver {
 public:
  explicit RecordingSat(std::unique_ptr<SatSolver> inner) : inner_(std::move(inner)) {}

  int new_var() override { return inner_->new_var(); }
  int num_vars() const override { return inner_->num_vars(); }
  void add(Lit lit) override {
    inner_->add(lit);
    literals_.push_back(lit);
    if (lit == 0) ++clauses_;
  }
  void assume(Lit lit) override {
    inner_->assume(lit);
    assumptions_.push_back(lit);
  }
  SatResult solve() override {
    assumptions_.clear();  // IPASIR: assumptions hold for one solve() only
    return inner_->solve();
  }
  bool value(Lit lit) override { return inner_->value(lit); }
  void terminate() override { inner_->terminate(); }
  void limit_conflicts(int conflicts) override { inner_->limit_conflicts(conflicts); }

  /// Writes every clause so far plus the assumptions made for the next
  /// solve() as unit clauses: a standalone CNF that is satisfiable iff that
  /// query is.
  void write_dimacs(std::ostream& out, const std::string& comment) const {
    out << "c " << comment << "\n";
    out << "p cnf " << inner_->num_vars() << " " << clauses_ + assumptions_.size() << "\n";
    bool line_start = true;
    for (Lit lit : literals_) {
      out << (line_start ? "" : " ") << lit;
      line_start = lit == 0;
      if (line_start) out << "\n";
    }
    for (Lit lit : assumptions_) out << lit << " 0\n";
  }

 private:
  std::unique_ptr<SatSolver> inner_;
  std::vector<Lit> literals_;
  size_t clauses_ = 0;
  std::vector<Lit> assumptions_;
};

}  // namespace swarmbmc::solver::sat
