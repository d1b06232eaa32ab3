// Early checks: asks the solver whether a property check can fail while the
// unrolling is still going on, so that a bug a few iterations deep is
// reported without first encoding the thousands of iterations after it.
//
// Why it is sound: a check's guard (the path condition, assumptions
// included) and its condition are built from what happened before it, never
// from later instructions, and the formula has no other constraints while
// it is unrolled (only replay and ranged runs add some, and they do not use
// early checks). So a model of "some check recorded so far fails" is a
// model of the whole formula's violation query: the same counterexample
// the full query could give. An unsatisfiable early query proves its checks
// for every path; the final query then leaves them out.
//
// The early queries have their own CaDiCaL, freed when the unrolling ends:
// the final queries then see exactly the CNF they would see without early
// checks (the order in which terms are bit-blasted numbers the variables,
// and CaDiCaL's time on a hard unsatisfiable query depends on it: sharing
// one solver made stack_fixed at N = 100 take 6.0 s instead of 4.6 s).
//
// Cost: the unroller calls the check when the number of terms first reaches
// a threshold and then each time it has doubled, so the early queries
// together see at most about twice the final formula, and each may give up
// after a fixed number of SAT conflicts (deterministic, unlike a time
// limit): a correct program pays a few short, bounded queries, a failing
// one stops unrolling at the first query that finds its bug.
// examples/stack.c at N = 5000 (bug after 65 pushes): 7.5 s -> 0.1 s.
#pragma once

#include <cstddef>
#include <memory>

#include "encoder/formula/Formula.h"
#include "IntervalProofs.h"
#include "solver/Solver.h"

namespace swarmbmc::encoder {

class EarlyChecks {
 public:
  /// The first early query waits for this many terms: below it, the whole
  /// formula is small enough to solve at once.
  static constexpr size_t kFirstAtTerms = size_t(1) << 14;
  /// SAT conflicts an early query may spend before giving up (Unknown: the
  /// unrolling goes on and the next query asks again).
  static constexpr int kConflictBudget = 2000;

  /// `proofs` (may be null): checks it proves are not asked.
  EarlyChecks(terms::TermManager& tm, IntervalProofs* proofs, solver::DivisionEncoding division);

  /// UnrollOptions::early_check: true when a check of `so_far` that is not
  /// yet proven can fail; solver() then holds the model.
  bool check(const Formula& so_far);

  /// The early queries' solver (null after release_solver()).
  solver::Solver* solver() const { return solver_.get(); }
  /// Frees the solver (its figures stay in statistics()).
  void release_solver() { solver_.reset(); }
  solver::SolverStatistics statistics() const { return statistics_; }

  /// Checks [0, proven()) of the formula cannot fail.
  size_t proven() const { return proven_; }
  unsigned queries() const { return queries_; }
  double solve_ms() const { return solve_ms_; }

 private:
  terms::TermManager& tm_;
  IntervalProofs* proofs_;
  std::unique_ptr<solver::Solver> solver_;
  solver::SolverStatistics statistics_;
  size_t proven_ = 0;
  unsigned queries_ = 0;
  double solve_ms_ = 0;
};

}  // namespace swarmbmc::encoder
