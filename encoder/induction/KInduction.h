// KInduction: `--k-induction`, unbounded proofs of programs whose loop has
// no bound unrolling can reach (`while (__VERIFIER_nondet_int())`, a loop
// up to an unknown n, a server loop).
//
// For k = 1, 2, 3, 4, 6, 8, 12, ... up to max_k, with L a top-level loop of
// the entry function (at most four are tried, in program order):
//   base case   BMC at depth k, L's own unwinding recorded apart: a
//               violation is a real counterexample (FAILED, with its
//               trace); no violation and L cannot need more passes is the
//               forward condition: VERIFIED as plain BMC would say it; any
//               other loop needing more depth means k is too small.
//   step        from an arbitrary state at L's header (what L may modify
//               havocked, LoopEffects.h) k passes without a violation are
//               followed by one without (InductionLoop.h): with the base
//               case, VERIFIED (k-induction, k = K).
// Why this is a proof: take an execution's first violation. If it comes in
// one of L's passes 0..k, or before L, or after L left in one of those, the
// base case found it. If it comes later, in pass t > k or after L left in
// pass t, the k passes before t violated nothing and started from a state
// the step's havoc includes (the code before L ran as in the step, L wrote
// only what is havocked), so the step found it. Neither did, so there is
// none. The step is only attempted for loops LoopEffects finds eligible;
// every other answer is BMC's (BOUNDED at the last k, naming why no proof).
#pragma once

#include <string>

#include "encoder/verify/Verifier.h"

namespace llvm {
class Module;
}

namespace swarmbmc::encoder {

/// The largest k tried unless --max-k says otherwise.
constexpr unsigned kDefaultMaxK = 64;

/// Whether some top-level loop of `entry` is eligible for an inductive step
/// (LoopEffects.h), or its recursion for Recursion.h's proof: only then can
/// k-induction prove more than deepening BMC.
bool induction_applicable(const llvm::Module& module, const std::string& entry);

/// Checks `module` by k-induction up to `max_k`; `options.depth` is not
/// used. First, when the program's recursion is eligible, Recursion.h's
/// proof. `beside_deepening`: no base cases when no loop is eligible for a
/// step (they would only repeat deepening's BMC); the answer is then
/// BOUNDED at k = 1.
VerifyResult verify_by_induction(const llvm::Module& module, const VerifyOptions& options,
                                 unsigned max_k = kDefaultMaxK, bool beside_deepening = false);

}  // namespace swarmbmc::encoder
