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
// per term of the formula (about 10-15M steps a second), so it stays
// linear in the formula and small next to solving it. What proofs need:
// heap at depth 8, 2.7M steps for 5,700 terms; allocator at depth 11, 4.8M
// for 20,000; tests/regression/interval_proof_ring_pass, 3.1M for 4,500
// terms (3.3M in shared mode: an allowance of 2^21 + 256 per term missed
// two of its checks there, and Z3 then took 100 s instead of 1.5 s).
// tests/regression/heap_sll_pass took 27M steps (2.5 s) for 15 checks.
// One check may take at most kWorkPerCheck of them: on heap formulas one
// unprovable check (SV-COMP's tree-1, the null check of the bug itself)
// took 11M steps and 1.7-4.8 s where the solver needs 0.1 s, and the
// slowest proof of the benchmark programs and interval_proof_* cases
// needs 0.26-0.79M steps uncapped and is still made under a cap of 2^16
// (issue 36).
#pragma once

#include <atomic>
#include <cstdint>
#include <vector>

#include "Formula.h"
#include "Intervals.h"

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
