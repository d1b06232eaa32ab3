#include "EarlyChecks.h"

#include <chrono>

namespace swarmbmc::encoder {

namespace {

solver::SolverOptions with_division(solver::DivisionEncoding division) {
  solver::SolverOptions options;
  options.division = division;
  return options;
}

}  // namespace

EarlyChecks::EarlyChecks(terms::TermManager& tm, IntervalProofs* proofs, solver::DivisionEncoding division)
    : tm_(tm), proofs_(proofs), solver_(solver::make_solver("cadical", with_division(division))) {}

bool EarlyChecks::check(const Formula& so_far) {
  if (proofs_) proofs_->examine(so_far);
  const Term violation = violation_query(tm_, so_far, proven_, proofs_ ? &proofs_->proven() : nullptr);
  if (violation->is_false()) {
    proven_ = so_far.checks.size();
    return false;
  }
  const auto start = std::chrono::steady_clock::now();
  solver_->limit_next_check(kConflictBudget);
  const solver::Result result = solver_->check({violation});
  statistics_ = solver_->statistics();
  solve_ms_ += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  ++queries_;
  if (result == solver::Result::Unsat) proven_ = so_far.checks.size();
  // Unknown: over budget (ask again later) or stopped (the unroller's next
  // poll of the stop flag ends the run).
  return result == solver::Result::Sat;
}

}  // namespace swarmbmc::encoder
