// Interval proofs: property checks proven by interval analysis of the
// formula (terms/Intervals.h), before and instead of asking a solver.
//
// Why: a correct program's queries are unsatisfiable, and CDCL proves
// "stack[top] is in bounds at iteration 200" only by re-deriving the
// invariant 0 <= top <= 64 through all 200 iterations, for every query
// again (examples/stack_fixed.c at N = 200: 22 s of solving). The interval
// of top after each iteration, refined by the conditions that guard the
// push and the pop, states that invariant directly: the bounds checks are
// then proven in milliseconds and never reach the solver.
//
// A check counts as proven when its condition holds on every assignment
// its guard allows. Both backends, early queries and the final query use
// it (`--no-interval-proofs` turns it off); the formula itself is not
// changed, so its fingerprint is the same either way.
//
// Cost: the analysis may take kBaseWork refinement steps plus kWorkPerTerm
// per term of the formula, so it stays linear in the formula and small next
// to solving it; one check may take at most kWorkPerCheck of them, because
// an unprovable check would otherwise spend seconds where the solver needs
// a fraction of one. The allowances are sized so that the proofs of the
// benchmark programs and the interval_proof_* regression cases are still
// made (the measurements: benchmarks/results/2026-11-25-interval-proofs/NOTES.md).
#pragma once

#include <atomic>
#include <cstdint>
#include <vector>

#include "encoder/formula/Formula.h"
#include "terms/Intervals.h"

namespace swarmbmc::encoder {

class IntervalProofs {
 public:
  /// `stop`: the run's stop flag; once set, examine() proves nothing more
  /// (the analysis answers Unknown at once).
  explicit IntervalProofs(const terms::TermManager& tm, const std::atomic<bool>* stop = nullptr)
      : tm_(tm), analysis_(&tm, stop) {}

  static constexpr uint64_t kBaseWork = uint64_t(1) << 23;
  static constexpr uint64_t kWorkPerTerm = 256;
  static constexpr uint64_t kWorkPerCheck = uint64_t(1) << 18;

  /// Tries to prove the checks added to `formula` since the last call.
  void examine(const Formula& formula);
  /// How many checks examine() proved.
  size_t proven_count() const { return proven_count_; }
  /// Per check examined so far, whether it is proven (violation_query's `proven`).
  const std::vector<bool>& proven() const { return proven_; }

 private:
  const terms::TermManager& tm_;
  terms::IntervalAnalysis analysis_;
  std::vector<bool> proven_;  ///< per check examined so far
  size_t proven_count_ = 0;
};

}  // namespace swarmbmc::encoder
